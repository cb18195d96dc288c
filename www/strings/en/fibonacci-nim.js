// English: Fibonacci Nim: its drawing and its Why panel.
export default {
  fibonacciHelp: 'Click the i-th stone from the top to take i. The first move may take anything but the whole pile; after that at most {m} times the opponent\'s last take.',
  fibonacciOpening: 'Opening move: take 1 to {limit}.',
  fibonacciLimit: 'The opponent took {last}: you may take 1 to {m} × {last}, here at most {limit}.',
  fibonacciSequence: 'The losing piles for the {m}-times rule',
  fibonacciRule2: 'With the doubling rule the losing piles are the Fibonacci numbers: H(j+1) = H(j) + H(j−1).',
  fibonacciRuleM: 'Schwenk (1970): H(1) = 1, H(j+1) = H(j) + H(l), with l the smallest index where {m} × H(l) ≥ H(j).',
  fibonacciRepresentation: 'Write the pile greedily as a sum of these terms: {n} = {sum}.',
  fibonacciDigits: 'As digits, largest term first: {digits}',
  'fibonacciCase_game-over': 'The pile is empty: the game is over.',
  'fibonacciCase_no-move': 'No take is allowed: the player to move has lost.',
  'fibonacciCase_within-limit': 'The smallest term, {smallest}, is within the limit {limit}: take it, and the opponent is left in a losing position.',
  'fibonacciCase_beyond-limit': 'The smallest term, {smallest}, is more than the limit {limit}: every take loses against perfect play. Take little and wait for a mistake (以拖待變).',
  fibonacciWinningTake: 'Winning take: {take}.',
  fibonacciQuestion: '001 ends by asking about the three-times rule with 100 stones. The answer: the first player wins, and the only winning openings are to take 3 or 24 (for m = 3 the terms are 1, 2, 3, 4, 6, 8, 11, 15, 21, 29, 40, 55, 76, 105, …, and 100 = 76 + 21 + 3).',
};
