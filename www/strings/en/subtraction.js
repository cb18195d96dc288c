// English: the take-1-to-k game (subtraction): its drawing and its Why panel.
export default {
  subtractionHelp: 'Click the i-th stone from the top to take i stones (at most {k}).',
  subtractionTitle: 'Division by k + 1',
  subtractionDivision: '{n} = {q} × {m} + {r}',
  subtractionRule: 'Safe piles are the multiples of k + 1 = {m}: whatever the opponent takes (1..k), you take the rest of {m}.',
  subtractionRuleMisere: 'Whoever takes the last stone loses: safe piles leave remainder 1 when divided by k + 1 = {m}.',
  safePilesList: 'Safe piles: {list}',
  subtractionTake: 'Take {take} to leave {target}, a safe pile.',
  subtractionNoTake: 'The pile is already safe: there is no winning take; take one and wait for a mistake.',
};
