// 简体中文 (zh-Hans): Kayles: its drawing and its Why panel.
export default {
  coin: '第 {row} 组的第 {coin} 枚',
  kaylesHelp: '点一枚硬币取走它，或点两枚硬币之间的空隙，一次取走相邻的两枚。',
  pair: '第 {row} 组的第 {coin}、{next} 枚',
  moveKayles1: '取走第 {row} 组的第 {coin} 枚',
  moveKayles2: '取走第 {row} 组的第 {coin}–{next} 枚',
  grundyValues: '各组的 Grundy 值',
  nimSum: 'Grundy 值的不进位二进制和（XOR）：{value}',
  misereRule: '取最后一枚者输的规则（Sibert–Conway）：{case}',
  misereSet: '只有组的大小都在 S = {set} 之中时，输赢才可能和一般规则不同。',
  grundyPeriod: '从 n = {from} 起，G(n) 以 {period} 为周期重复。',
  twelveCoins: '博客问：12 枚相邻硬币，每次取一枚或相邻两枚，取走最后一枚的人输。f([12]) = 0：先手必输，后手必胜。',
};
