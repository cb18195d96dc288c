// The calls once found unbounded (docs/PERFORMANCE.md, "Every call bounded",
// keeps their table), and the hostile ones of the fuzz and of let-you-win:
// each must answer or throw `too-large` within one call's budget
// (docs/DESIGN.md, "One budget for every call"). Each is held where its
// limit can fail: those marked `engine` run a search, a misère quotient or
// the nimber engine to the end of one call's budget, the same code natively
// as in the wasm, and crates/core/tests/budget.rs holds them to the default
// budget (tests/node/budget.test.mjs only to a small one); the others are
// limits of the binding (reading huge or deep input, text, the wasm's
// memory), which tests/node/budget.test.mjs and tests/browser/budget.test.mjs
// hold. scripts/bench-bounds.mjs measures the time and memory of all of
// them. `input()` makes the arguments, outside what is measured; `fn` names
// the export called.

const ones = (n, size = 1) => new Array(n).fill(size);
const sum = (parts, misere = false) => ({ game: 'sum', parts, misere });
const parts = (make) => Array.from({ length: 64 }, (_, i) => make(i));
const ENGINE = true;

/** `[name, input, call, engine]`: the call is one export of the package. */
const CASES = [
  // The table of the calls once unbounded.
  ['misère 0.6 on 1000 heaps of 2', () => [{ game: 'octal', code: '0.6', heaps: ones(1000, 2), misere: true }], 'classify', ENGINE],
  ['misère 0.6 on 10 000 heaps of 1 and 30', () => [{ game: 'octal', code: '0.6', heaps: ones(10000).concat([30]), misere: true }], 'classify', ENGINE],
  ['misère sum of 64 parts of 0.07', () => [sum(parts((i) => ({ game: 'octal', code: '0.07', heaps: [i + 10] })), true)], 'classify', ENGINE],
  ['misère sum of 64 Wythoff parts', () => [sum(parts((i) => ({ game: 'wythoff', heaps: [i + 3, 2 * i + 5] })), true)], 'classify', ENGINE],
  ['misère sum of 64 Grundy parts', () => [sum(parts((i) => ({ game: 'grundy', heaps: [i + 5] })), true)], 'classify', ENGINE],
  ['sum of 64 parts with 28–32-digit codes', () => [sum(parts((i) => ({ game: 'octal', code: `0.${'4'.repeat(27 + (i % 5))}${i % 8}`, heaps: [4000] })))], 'classify', ENGINE],
  ['nimbers of Kayles to 67108863', () => [{ game: 'kayles' }, 67108863], 'nimbers'],
  ['sum of 10^6 parts', () => [sum(ones(1e6).map(() => ({ game: 'nim', heaps: [1] })))], 'classify'],
  ['0.6 on a heap of 131073', () => [{ game: 'octal', code: '0.6', heaps: [131073] }], 'classify', ENGINE],
  // Further: the engine and the search at their budget, every export.
  ['0.6 on a heap of 10^12', () => [{ game: 'octal', code: '0.6', heaps: [1e12] }], 'classify', ENGINE],
  ['Grundy on a heap of 10^9', () => [{ game: 'grundy', heaps: [1e9] }], 'best_move', ENGINE],
  ['nimbers of 0.6 to 10^6', () => [{ game: 'octal', code: '0.6' }, 1e6], 'nimbers', ENGINE],
  ['nimbers of a 32-digit code to 10^5', () => [{ game: 'octal', code: `0.${'4'.repeat(31)}7` }, 1e5], 'nimbers', ENGINE],
  ['nimbers of Kayles to 33554431', () => [{ game: 'kayles' }, 33554431], 'nimbers'],
  ['misère 0.07 on 60', () => [{ game: 'octal', code: '0.07', heaps: [60], misere: true }], 'classify', ENGINE],
  ['misère 0.07 on [40, 30]: moves', () => [{ game: 'octal', code: '0.07', heaps: [40, 30], misere: true }], 'moves', ENGINE],
  ['misère 0.137 on 1000 heaps of 3: best move', () => [{ game: 'octal', code: '0.137', heaps: ones(1000, 3), misere: true }], 'best_move', ENGINE],
  ['misère sum of 64 parts of 0.07: moves', () => [sum(parts((i) => ({ game: 'octal', code: '0.07', heaps: [i + 10] })), true)], 'moves', ENGINE],
  ['sum of 64 Fibonacci Nim parts', () => [sum(parts((i) => ({ game: 'fibonacci-nim', pile: 150 + i, lastTake: 1 })))], 'classify', ENGINE],
  ['moves of Nim on 200 heaps of 20', () => [{ game: 'nim', heaps: ones(200, 20) }], 'moves'],
  ['moves of 0.3 on 10^6 heaps, 9999 of 5', () => [{ game: 'octal', code: '0.3', heaps: ones(990001, 0).concat(ones(9999, 5)) }], 'moves'],
  // Let-you-win where moves() is too large.
  ['aim lose: 0.6 on 20001', () => [{ game: 'octal', code: '0.6', heaps: [20001] }, { aim: 'lose' }], 'best_move'],
  ['aim lose: Grundy on 30000', () => [{ game: 'grundy', heaps: [30000] }, { aim: 'lose' }], 'best_move'],
  ['aim lose: 0.07 on 2^64 − 1', () => [{ game: 'octal', code: '0.07', heaps: [2n ** 64n - 1n] }, { aim: 'lose' }], 'best_move'],
  // The fuzz's hostile inputs, and what the bridge cuts.
  ['Nim on 10^6 heaps', () => [{ game: 'nim', heaps: ones(1e6, 7) }], 'classify'],
  ['Nim on 2·10^6 heaps', () => [{ game: 'nim', heaps: ones(2e6) }], 'classify'],
  ['misère Kayles on 10^6 rows', () => [{ game: 'kayles', rows: ones(1e6, 12), misere: true }], 'classify'],
  ['an array of 10^6 arrays of 10^6', () => { const row = ones(1e6); return [{ game: 'nim', heaps: ones(1e6).map(() => row) }]; }, 'classify'],
  ['a state nested 10 000 deep', () => { const deep = []; let c = deep; for (let i = 0; i < 10000; i += 1) c = c[0] = []; return [{ game: 'kayles', rows: deep }]; }, 'classify'],
  ['a code of 10^8 characters', () => [{ game: 'octal', code: `0.${'7'.repeat(1e8)}`, heaps: [5] }], 'classify'],
];

export const hostileCalls = CASES.map(([name, input, fn, engine = false]) => ({ name, input, fn, engine }));
