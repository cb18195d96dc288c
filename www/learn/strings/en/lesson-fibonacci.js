// The Fibonacci Nim lesson in English: the Nim article's double game (雙倍遊戲) and its closing question.
export default {
  fibonacci_s1: 'One pile. The first player may take any number of stones but not the whole pile. After that, each take is at least 1 and at most twice what the other player just took. Whoever takes the last stone wins: the Nim article\'s "double game". Play the beginner a few times.',
  fibonacci_s2: 'A pile of 3, the first move (the Nim article\'s example 9).',
  fibonacci_s2_hint: 'If the first player takes 1, the other may take up to 2. If 2, up to 4.',
  fibonacci_s3: 'A pile of 5, the first move (example 10).',
  fibonacci_s3_hint: 'Whatever the first take, can the other side leave 3 with a small enough limit, or take the rest?',
  fibonacci_s4: 'A pile of 6, the first move.',
  fibonacci_s4_hint: 'Could you leave 5, with the other side allowed to take at most 2?',
  fibonacci_s5: 'The piles lost for the first player are 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, …, each the sum of the two before it: the Fibonacci numbers. The Nim article proves it with Zeckendorf\'s way of writing numbers: each number is, in exactly one way, a sum of Fibonacci numbers no two of them next to each other, as 60 = 55 + 5 (its example 7).\n\nThe rule: take the smallest Fibonacci number of that sum, if the limit allows. The other side can then never take the next one whole.',
  fibonacci_s6: 'A pile of 20, the first move.',
  fibonacci_s6_hint: 'Write 20 as a sum of Fibonacci numbers, none two next to each other, largest first.',
  fibonacci_s7: 'A pile of 40; the other side just took 3, so you may take up to 6.',
  fibonacci_s7_hint: '40 = 34 + 5 + 1. The smallest part is within the limit. Is it the only winning take?',
  fibonacci_s8: 'The Nim article ends on a question its author could not answer: 100 stones, each take at most three times the other\'s last. The same idea works with another sequence (Schwenk, 1970): 1, 2, 3, 4, 6, 8, 11, 15, 21, 29, 40, 55, 76, 105, …, where each term adds to the one before it the smallest earlier term whose triple reaches that one. Write the pile as a sum of these, largest first; take the smallest part.',
  fibonacci_s9: '100 stones, at most three times the last take: the article\'s question.',
  fibonacci_s9_hint: 'The largest term that fits in 100 is 76; what is left is 24. Keep going.',
  fibonacci_s9_done: '100 = 76 + 21 + 3: take 3, leaving 97 = 76 + 21, or take 24, leaving 76 itself, a losing pile.',
};
