// The die game lesson in English: 古學理's game, in the Nim article's section 5.
export default {
  dice_s1: 'A pile of stones and a die; opposite faces add up to 7. After a first roll, the players take turns to tip the die onto one of the four faces next to its top (never the top again, never the face underneath) and take away as many stones as the new top shows. Whoever cannot tip loses. The Nim article has the game from 古學理. Play the beginner a few times.',
  dice_s2: 'One stone left, 1 on top, your turn.',
  dice_s2_hint: 'With 1 on top, which faces can you tip to? Do you have enough stones for any of them?',
  dice_s2_done: 'From 1 you may tip to 2, 3, 4 or 5, and each needs more than one stone.',
  dice_s3: '9 stones, 1 on top, your turn.',
  dice_s3_hint: 'Try each of the four tips: after each one, can the other side leave you a position you cannot get out of?',
  dice_s4: 'The Nim article says that the safe positions are closely tied to the multiples of 8. Check it: with 1 on top, which of these piles are safe for whoever leaves them?',
  dice_s4_hint: 'Start from what you know: 9 stones with 1 on top is safe.',
  dice_s5: 'Here are the safe positions the solver finds for every pile up to 27 and every top. The pattern repeats every 9 stones, not 8: with 1 or 6 on top a pile is safe when it is a multiple of 9; with 2 or 5, a multiple of 9 or 5 more; with 3 or 4, a multiple of 9 or 3, 4 or 8 more.',
  dice_s6: '64 stones (8 × 8), 3 on top.',
  dice_s6_hint: '64 = 7 × 9 + 1. With 3 on top, which remainders are safe?',
  dice_s6_done: 'Of the multiples of 8 up to 72, only 72 = 8 × 9 is safe whatever the top.',
  dice_s7: '22 stones, 2 on top, your turn.',
  dice_s7_hint: 'From 2 you can tip to 1, 3, 4 or 6. Which one leaves the other side a safe position, with the new top?',
};
