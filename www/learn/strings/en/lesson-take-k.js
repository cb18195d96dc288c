// The take-1-to-k lesson in English: the Nim article's one-pile game, and the odd-even article's opening.
export default {
  takek_s1: 'One pile of 15 stones. In turn, each player takes 1, 2 or 3 stones. Whoever takes the last stone wins. Play the beginner a few times.',
  takek_s2: 'Only 4 stones are left, and it is your turn.',
  takek_s2_hint: 'If you take 1, 2 or 3, how many can the other side take next?',
  takek_s2_done: 'Whatever you take, the other side takes the rest.',
  takek_s3: 'Still taking 1 to 3: which of these piles are safe for whoever leaves them?',
  takek_s3_hint: 'From a safe pile, whatever the other side takes, you can make the two takes add up to 4.',
  takek_s4: 'The Nim article: with takes of 1 to k, the number k + 1 decides everything. Whatever the other side takes, i stones with 1 ≤ i ≤ k, you can take k + 1 − i, and together that is k + 1. So every multiple of k + 1 is safe: you keep leaving one, down to 0. Any other pile is n = q(k + 1) + r with 1 ≤ r ≤ k: take r, and you leave a multiple of k + 1.\n\nThe odd-even article says it in one line: the safe states of this game repeat modulo k + 1, whichever rule decides the last take.',
  takek_s5: 'Take 1 to 3, 23 stones.',
  takek_s5_hint: '23 = 5 × 4 + 3.',
  takek_s6: 'Take 1 to 6, 100 stones.',
  takek_s6_hint: 'Here k + 1 = 7. What is the remainder of 100 divided by 7?',
  takek_s7: 'Now whoever takes the last stone loses. The Nim article: the safe piles are then q(k + 1) + 1, one more than before, so that the other side is left the last stone. Take 1 to 3, 9 stones.',
  takek_s7_hint: 'Whoever faces 1 stone must take it and lose. Which piles can leave 1 after two takes adding up to 4?',
  takek_s7_done: '9 = 2 × 4 + 1: whatever the other side takes, you make the two takes 4, leaving 5, then 1.',
  takek_s8: 'Whoever takes the last stone loses, take 1 to 4, 15 stones.',
  takek_s8_hint: 'k + 1 = 5: which pile of the form 5q + 1 can you leave?',
};
