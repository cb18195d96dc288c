// English: Kayles: its drawing and its Why panel.
export default {
  coin: 'coin {coin} of group {row}',
  kaylesHelp: 'Click a coin to take it, or the gap between two coins to take both.',
  pair: 'coins {coin} and {next} of group {row}',
  moveKayles1: 'take coin {coin} of group {row}',
  moveKayles2: 'take coins {coin}–{next} of group {row}',
  grundyValues: 'Grundy values of the groups',
  nimSum: 'Nim-sum (XOR) of the Grundy values: {value}',
  misereRule: 'Misère rule (Sibert–Conway): {case}',
  misereSet: 'Only groups of sizes in S = {set} can make misère differ from normal play.',
  grundyPeriod: 'G(n) repeats with period {period} from n = {from}.',
  twelveCoins: 'The blog asks: 12 coins, take one or two adjacent, whoever takes the last coin loses. f([12]) = 0: the player to move loses; the second player wins.',
};
