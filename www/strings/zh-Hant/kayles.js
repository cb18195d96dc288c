// 繁體中文 (zh-Hant): Kayles: its drawing and its Why panel.
export default {
  coin: '第 {row} 組的第 {coin} 枚',
  kaylesHelp: '點一枚硬幣取走它，或點兩枚硬幣之間的空隙，一次取走相鄰的兩枚。',
  pair: '第 {row} 組的第 {coin}、{next} 枚',
  moveKayles1: '取走第 {row} 組的第 {coin} 枚',
  moveKayles2: '取走第 {row} 組的第 {coin}–{next} 枚',
  grundyValues: '各組的 Grundy 值',
  nimSum: 'Grundy 值的不進位二進位和（XOR）：{value}',
  misereRule: '取最後一枚者輸的規則（Sibert–Conway）：{case}',
  misereSet: '只有組的大小都在 S = {set} 之中時，輸贏才可能和一般規則不同。',
  grundyPeriod: '從 n = {from} 起，G(n) 以 {period} 為週期重複。',
  twelveCoins: '部落格問：12 枚相鄰硬幣，每次取一枚或相鄰兩枚，取走最後一枚的人輸。f([12]) = 0：先手必輸，後手必勝。',
};
