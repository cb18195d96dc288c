// The lessons: one path for each argument of the articles (docs/GAMES.md,
// "The articles"), with the articles' own numbers; `articles` are the keys
// of the words that name the articles a lesson follows. A lesson is a list of
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
// The odd-even article's (a, b, r): what Odd holds, what Even holds, what is left; `toMove` 0 for Odd, 1 for Even.
const oddEven = ([a, b, r], max, toMove) => ({ game: 'odd-even', variant: 'odd-vs-even', pile: r, max, holdings: [a, b], toMove });
const coins = (rows, misere) => ({ game: 'kayles', rows, ...(misere ? { misere: true } : {}) });
const sum = (...parts) => ({ game: 'sum', parts });

const win = (state) => ({ task: { kind: 'win', state } });
const lose = (state) => ({ task: { kind: 'lose', state } });
const whoWins = (state) => ({ task: { kind: 'who-wins', state } });
const nimber = (state) => ({ task: { kind: 'nimber', state } });
// The `state` of a task of safe positions is its first option.
const safe = (...options) => ({ task: { kind: 'safe', state: options[0], options } });

/** A beginner (best_move's skill 0, docs/GAMES.md "A computer of any strength") to play first, as the three-pile article advises. */
const BEGINNER = 0;

export const LESSONS = [
  {
    id: 'nim',
    articles: ['learnArticleNim', 'learnArticleThreePiles'],
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
  {
    id: 'take-k',
    articles: ['learnArticleNim', 'learnArticleOddEven'],
    steps: [
      { play: take(15, 3), skill: BEGINNER },
      whoWins(take(4, 3)),
      safe(take(6, 3), take(8, 3), take(11, 3), take(12, 3), take(13, 3)),
      {},
      win(take(23, 3)),
      win(take(100, 6)),
      whoWins(take(9, 3, true)),
      win(take(15, 4, true)),
    ],
  },
  {
    id: 'wythoff',
    articles: ['learnArticleNim', 'learnArticleOddEven'],
    steps: [
      { play: wythoff(4, 6), skill: BEGINNER },
      whoWins(wythoff(4, 4)),
      whoWins(wythoff(1, 2)),
      whoWins(wythoff(3, 5)),
      { figure: { pairs: 10 } },
      safe(wythoff(4, 7), wythoff(5, 8), wythoff(6, 10), wythoff(7, 9), wythoff(8, 13), wythoff(9, 14)),
      win(wythoff(20, 40)),
      {},
      whoWins(wythoff(618, 1618)),
      whoWins(wythoff(1618, 2618)),
    ],
  },
  {
    id: 'fibonacci',
    articles: ['learnArticleNim'],
    steps: [
      { play: fib(12), skill: BEGINNER },
      whoWins(fib(3)),
      whoWins(fib(5)),
      whoWins(fib(6)),
      { figure: { explain: fib(60) } },
      win(fib(20)),
      win(fib(40, { lastTake: 3 })),
      {},
      win(fib(100, { multiplier: 3 })),
    ],
  },
  {
    id: 'dice',
    articles: ['learnArticleNim'],
    steps: [
      { play: die(20, 3), skill: BEGINNER },
      whoWins(die(1, 1)),
      whoWins(die(9, 1)),
      safe(die(8, 1), die(9, 1), die(16, 1), die(17, 1), die(18, 1), die(24, 1)),
      { figure: { dice: 27 } },
      whoWins(die(64, 3)),
      win(die(22, 2)),
    ],
  },
  {
    id: 'odd-even',
    articles: ['learnArticleOddEven'],
    steps: [
      { play: { game: 'odd-even', variant: 'odd-wins', pile: 17, max: 3, holdings: [0, 0], toMove: 0 }, skill: BEGINNER },
      {},
      whoWins(oddEven([0, 0, 2], 3, 0)),
      whoWins(oddEven([0, 0, 4], 3, 1)),
      { figure: { explain: oddEven([0, 0, 12], 3, 1) } },
      win(oddEven([0, 0, 14], 3, 0)),
      {},
      safe(oddEven([0, 1, 7], 2, 1), oddEven([0, 0, 4], 2, 1), oddEven([1, 0, 5], 2, 1), oddEven([1, 1, 6], 2, 1), oddEven([1, 1, 4], 2, 1)),
      win(oddEven([4, 1, 7], 4, 1)),
    ],
  },
  {
    id: 'coins',
    articles: ['learnArticleCoins'],
    steps: [
      whoWins(coins([12], true)),
      { play: coins([12], true), skill: BEGINNER },
      { figure: { tree: coins([4], true) } },
      whoWins(coins([5], true)),
      win(coins([2, 9], true)),
      { figure: { values: 12 } },
      nimber(coins([4])),
      win(coins([1, 11])),
      {},
      whoWins(coins([4], true)),
    ],
  },
  {
    id: 'sums',
    articles: [],
    steps: [
      {},
      nimber(take(3, 2)),
      nimber(take(5, 2)),
      nimber(coins([3])),
      {},
      nimber(sum(nim([3]), take(5, 2))),
      whoWins(sum(coins([4]), nim([1]))),
      win(sum(nim([3]), take(5, 2), coins([3]))),
    ],
  },
];

/** The puzzles' levels, 1 the easiest (puzzles.js draws them). */
export const PUZZLE_LEVELS = [1, 2, 3, 4, 5];

/** The lesson of id `id`, or undefined. */
export const lessonOf = (id) => LESSONS.find((lesson) => lesson.id === id);

/** The prefix of a lesson's string keys (`take-k` → `takek`). */
export const keyOf = (lesson) => lesson.id.replace(/-/g, '');
