// The lesson on sums in English: the mex and the XOR (Sprague 1935, Grundy 1939).
export default {
  sums_s1: 'Every position of a game where the last move wins and both players have the same moves has a nimber (a Grundy value): the least whole number that is not among the nimbers of the positions one move away. This is the mex, "the minimum excluded". A position with no move has nimber 0; a position has nimber 0 exactly when it is lost for the player to move.',
  sums_s2: 'Take 1 or 2 from a pile. Pile 0 has nimber 0, pile 1 has nimber 1, pile 2 has nimber 2. What is the nimber of pile 3?',
  sums_s2_hint: 'From 3 you can go to 2 or to 1. Which is the least number not among their nimbers?',
  sums_s3: 'Take 1 or 2, pile 5.',
  sums_s3_hint: 'Work up from pile 3: pile 4 goes to 3 or 2, pile 5 to 4 or 3.',
  sums_s3_done: 'The nimbers of take 1 or 2 go 0, 1, 2, 0, 1, 2, …: n mod 3, the k + 1 of the take-1-to-k lesson.',
  sums_s4: 'One row of 3 coins (take one coin or two neighbours, the last take wins).',
  sums_s4_hint: 'The moves leave 2 coins (nimber 2), 1 + 1 (nimber 0), or 1 coin (nimber 1).',
  sums_s5: 'Now put games side by side, and let a move be a move in one of them; whoever cannot move anywhere loses. Sprague (1935) and Grundy (1939): the sum is worth the XOR of its parts\' nimbers, exactly as if each part were a Nim row of that many coins. Bouton\'s rule for Nim is the case where every part is one row.',
  sums_s6: 'A Nim row of 3 beside a pile of 5 you may take 1 or 2 from.',
  sums_s6_hint: 'The row of 3 has nimber 3; the pile has the nimber of the last step but one.',
  sums_s7: 'A row of 4 coins (Kayles) beside a Nim row of 1.',
  sums_s7_hint: 'The Kayles row of 4 has nimber 1 (the 12-coin lesson). What is 1 ⊕ 1?',
  sums_s8: 'A Nim row of 3, a pile of 5 (take 1 or 2), and a row of 3 coins. Win it.',
  sums_s8_hint: 'The nimbers are 3, 2 and 3: their XOR is 2. Find a part whose move leaves all three XOR to 0.',
};
