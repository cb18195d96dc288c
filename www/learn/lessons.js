// The lessons: one path for each argument of the articles (docs/GAMES.md,
// "The articles"), with the articles' own numbers. A lesson is a list of
// steps; its words are strings/<lang>/lesson-<id>.js, one key a step
// (`<key>_s<n>`, with `_hint` for a step that asks, `_done` for what it
// says once answered). A step is one of:
//   {}                       words only
//   {play: state, skill}     words and a board to play against the computer at that skill
//   {figure: {...}}          words and a figure worked out by the solver (figures.js)
//   {task: {kind, state, options?}}  a question (task.js), judged by the solver
// No answer is written here: every task is judged by what the solver says of
// its position when it is asked (classify, moves), never by a value kept in
// this file.

const nim = (heaps, misere) => ({ game: 'nim', heaps, ...(misere ? { misere: true } : {}) });
const take = (pile, max, misere) => ({ game: 'subtraction', pile, max, ...(misere ? { misere: true } : {}) });
const wythoff = (x, y) => ({ game: 'wythoff', heaps: [x, y] });
const fib = (pile, extra = {}) => ({ game: 'fibonacci-nim', pile, ...extra });
const die = (pile, top) => ({ game: 'dice', pile, top });
// 000's (a, b, r): what Odd holds, what Even holds, what is left; `toMove` 0 for Odd, 1 for Even.
const oddEven = ([a, b, r], max, toMove) => ({ game: 'odd-even', variant: 'odd-vs-even', pile: r, max, holdings: [a, b], toMove });
const coins = (rows, misere) => ({ game: 'kayles', rows, ...(misere ? { misere: true } : {}) });
const sum = (...parts) => ({ game: 'sum', parts });

const win = (state) => ({ task: { kind: 'win', state } });
const lose = (state) => ({ task: { kind: 'lose', state } });
const whoWins = (state) => ({ task: { kind: 'who-wins', state } });
const nimber = (state) => ({ task: { kind: 'nimber', state } });
// The `state` of a task of safe positions is its first option.
const safe = (...options) => ({ task: { kind: 'safe', state: options[0], options } });

/** A beginner (best_move's skill 0, docs/GAMES.md "A computer of any strength") to play first, as 003 advises. */
const BEGINNER = 0;

export const LESSONS = [
  {
    id: 'nim',
    articles: ['001', '003'],
    steps: [
      { play: nim([3, 4, 5]), skill: BEGINNER },
      whoWins(nim([3, 3])),
      win(nim([2, 5, 5])),
      whoWins(nim([1, 2, 3])),
      { figure: { explain: nim([3, 4, 5]) } },
      win(nim([3, 4, 5])),
      safe(nim([1, 4, 5]), nim([2, 5, 6]), nim([2, 4, 6]), nim([1, 3, 5])),
      { figure: { xor: [5, 14, 19] } },
      win(nim([5, 9, 14])),
      win(nim([14, 15, 18, 22])),
      {},
      win(nim([1, 1, 4], true)),
      lose(nim([1, 1, 3])),
    ],
  },
];

/** The lesson of id `id`, or undefined. */
export const lessonOf = (id) => LESSONS.find((lesson) => lesson.id === id);

/** The prefix of a lesson's string keys (`take-k` → `takek`). */
export const keyOf = (lesson) => lesson.id.replace(/-/g, '');
