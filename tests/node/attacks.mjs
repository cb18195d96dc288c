// The calls an attacker would make to break the budget at any size
// (docs/API.md, "Budgets"): heaps of 10^7 to 2^64 − 1 past the misère
// quotient, text of millions of characters, a call made by a getter of
// another's options. Each runs in a fresh Node process (one-call.mjs), so
// that what it leaves in the wasm memory and the process is its own; the
// table is tests/node/attacks.test.mjs's.

const HUGE = 2n ** 64n - 1n;
const misere = (game, heaps, code) => ({ game, heaps, misere: true, ...(code ? { code } : {}) });
const han = (count, each) => new Array(count).fill('九'.repeat(each));

/**
 * `{name, call(nimlab), refusal}`: the call, and the key of the refusal it
 * must throw (`null`: it must answer). `check(answer)`, where given, holds
 * the answer to what it must be.
 */
export const ATTACKS = [
  { name: 'misère Grundy on 10^12: classify', call: (n) => n.classify(misere('grundy', [1e12])), refusal: 'misereQuotientShort' },
  { name: 'misère Grundy on 10^12: best_move', call: (n) => n.best_move(misere('grundy', [1e12])), refusal: 'misereQuotientShort' },
  { name: 'misère Grundy on 10^12: aim lose', call: (n) => n.best_move(misere('grundy', [1e12]), { aim: 'lose' }), refusal: 'misereQuotientShort' },
  { name: 'misère Grundy on 10^9: classify', call: (n) => n.classify(misere('grundy', [1e9])), refusal: 'misereQuotientShort' },
  { name: 'misère Grundy on 10^8: classify', call: (n) => n.classify(misere('grundy', [1e8])), refusal: 'misereQuotientShort' },
  { name: 'misère Grundy on 10^7: classify', call: (n) => n.classify(misere('grundy', [1e7])), refusal: 'misereQuotientShort' },
  { name: 'misère 0.07 on 2^64 − 1: classify', call: (n) => n.classify(misere('octal', [HUGE], '0.07')), refusal: 'misereQuotientShort' },
  { name: 'misère 0.6 on 2^64 − 1: best_move', call: (n) => n.best_move(misere('octal', [HUGE], '0.6')), refusal: 'misereQuotientShort' },
  { name: 'misère 4.777 on 2^64 − 1: aim lose', call: (n) => n.best_move(misere('octal', [HUGE], '4.777'), { aim: 'lose' }), refusal: 'misereQuotientShort' },
  { name: '4.777 on 2^64 − 1: moves', call: (n) => n.moves({ game: 'octal', code: '4.777', heaps: [HUGE] }), refusal: 'tooManyMoves' },
  { name: 'misère sum of Grundy parts of 10^12', call: (n) => n.classify({ game: 'sum', parts: [1, 2, 3].map((i) => ({ game: 'grundy', heaps: [1e12 + i] })), misere: true }), refusal: 'misereQuotientShort' },
  { name: '10^6 heaps of 100 Han characters', call: (n) => n.classify({ game: 'nim', heaps: han(1e6, 100) }), refusal: 'tooMuchText' },
  { name: '10^6 heaps of 400 Han characters', call: (n) => n.classify({ game: 'nim', heaps: han(1e6, 400) }), refusal: 'tooMuchText' },
  { name: 'a junk options field of Han text', call: (n) => n.classify({ game: 'nim', heaps: [3, 4, 5] }, { junk: han(1e6, 100) }), refusal: 'tooMuchText' },
  { name: 'f() of Han text', call: (n) => n.f(han(1e6, 400)), refusal: 'tooMuchText' },
  {
    name: 'a getter of the options calls classify',
    call: (n) => n.classify({ game: 'nim', heaps: [3, 4, 5] }, { get budget() { n.classify({ game: 'wythoff', heaps: [3, 5] }); return undefined; } }).explanation,
    refusal: null,
    check: (explanation) => explanation.nimSum === 2 && explanation.heapCount === 3,
  },
  {
    name: 'a getter of the state calls nimlab a thousand times',
    call: (n) => n.classify({ game: 'nim', get heaps() { for (let i = 0; i < 1000; i += 1) n.f([12]); return han(1e6, 100); } }),
    refusal: 'tooMuchText',
  },
];
