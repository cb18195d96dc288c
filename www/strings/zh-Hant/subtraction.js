// 繁體中文 (zh-Hant): the take-1-to-k game (subtraction): its drawing and its Why panel.
export default {
  subtractionHelp: '點從上面數第 i 顆石子，就取走 i 顆（最多 {k} 顆）。',
  subtractionTitle: '除以 k + 1',
  subtractionDivision: '{n} = {q} × {m} + {r}',
  subtractionRule: '安全狀態是 k + 1 = {m} 的倍數：對方取幾顆（1 到 k），你就取到湊滿 {m}。',
  subtractionRuleMisere: '取走最後一顆的人輸：安全狀態是除以 k + 1 = {m} 餘 1 的堆。',
  safePilesList: '安全的堆數：{list}',
  subtractionTake: '取 {take} 顆，留下 {target} 顆，是安全狀態。',
  subtractionNoTake: '這堆已是安全狀態：沒有必勝的取法；少取一顆，以拖待變。',
};
