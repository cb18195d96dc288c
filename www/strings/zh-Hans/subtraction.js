// 简体中文 (zh-Hans): the take-1-to-k game (subtraction): its drawing and its Why panel.
export default {
  subtractionHelp: '点从上面数第 i 颗石子，就取走 i 颗（最多 {k} 颗）。',
  subtractionTitle: '除以 k + 1',
  subtractionDivision: '{n} = {q} × {m} + {r}',
  subtractionRule: '安全状态是 k + 1 = {m} 的倍数：对方取几颗（1 到 k），你就取到凑满 {m}。',
  subtractionRuleMisere: '取走最后一颗的人输：安全状态是除以 k + 1 = {m} 余 1 的堆。',
  safePilesList: '安全的堆数：{list}',
  subtractionTake: '取 {take} 颗，留下 {target} 颗，是安全状态。',
  subtractionNoTake: '这堆已是安全状态：没有必胜的取法；少取一颗，以拖待变。',
};
