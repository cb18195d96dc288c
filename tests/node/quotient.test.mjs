// quotient(rule, n) through the built package and the solver API: the
// misère quotient's order and P-portion as the Rust tests prove them, Φ and
// the table as Uint32Arrays that agree with the misère outcomes classify
// gives, coded errors naming the field, and a budget (the call's, which the
// construction charges, and its own ceiling) that refuses a huge request
// with an answer, never a trap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import nimlab from './pkg.mjs';

const refused = (call, code, start) => assert.throws(call, (e) => e.code === code && e.message.startsWith(start), `${code}: ${start}`);

test("misère Kayles' quotient: 40 elements, 9 of them P, Φ periodic from heap 71 with period 12", () => {
  const q = nimlab.quotient({ game: 'kayles' }, 200);
  assert.equal(q.order, 40);
  assert.equal(q.pSize, 9);
  assert.equal(q.pPortion.length, 9);
  assert.deepEqual(q.pPortion, [...q.pPortion].sort((a, b) => a - b));
  assert.deepEqual(q.period, { start: 71, length: 12, checkedTo: 167 });
  assert.ok(q.phi instanceof Uint32Array);
  assert.equal(q.phi.length, 201);
  assert.equal(q.phi[0], 0, 'the empty heap is the identity');
  assert.ok(q.presentation.startsWith('⟨a, b, c, d, e, f, g | a² = 1, b³ = b,'), q.presentation);
  assert.equal(q.elements.length, 40);
  assert.equal(q.elements[0], '1');
  // The same rule by its code, and misère said outright, is the same quotient.
  const byCode = nimlab.quotient({ game: 'octal', code: '0.77', misere: true }, 200);
  assert.deepEqual([...byCode.phi], [...q.phi]);
  assert.deepEqual(byCode.pPortion, q.pPortion);
  // A period once proved stays known: asked to heap 100, Φ has 101 entries and the period.
  const short = nimlab.quotient({ game: 'kayles' }, 100);
  assert.equal(short.phi.length, 101);
  assert.deepEqual(short.period, q.period);
});

test('the table is a commutative monoid with identity 0, and its P-portion gives classify\'s misère outcomes', () => {
  for (const [code, order, pSize] of [['0.75', 8, 2], ['0.72', 24, 5], ['0.53', 16, 3], ['0.34', 12, 3], ['0.77', 40, 9]]) {
    const q = nimlab.quotient({ game: 'octal', code }, 40);
    assert.deepEqual([q.order, q.pSize], [order, pSize], code);
    const n = q.order;
    assert.ok(q.table instanceof Uint32Array);
    assert.equal(q.table.length, n * n);
    const times = (x, y) => q.table[x * n + y];
    for (let x = 0; x < n; x += 1) {
      assert.equal(times(0, x), x);
      for (let y = 0; y < n; y += 1) assert.equal(times(x, y), times(y, x));
    }
    const inP = new Set(q.pPortion);
    for (const heaps of [[1], [2], [3, 3], [1, 4, 9], [12, 7], [5, 5, 5], [40, 1, 2, 3], [20, 17, 12]]) {
      const element = heaps.reduce((x, h) => times(x, q.phi[h]), 0);
      const outcome = nimlab.classify({ game: 'octal', code, heaps, misere: true }).outcome;
      assert.equal(outcome, inP.has(element) ? 'P' : 'N', `${code} ${heaps}`);
    }
  }
});

test('Grundy\'s game and Dawson\'s Kayles: a large quotient comes without its table', () => {
  const grundy = nimlab.quotient({ game: 'grundy' }, 12);
  assert.equal(grundy.period, null, 'no period is claimed for Grundy\'s game');
  assert.equal(grundy.phi.length, 13);
  assert.deepEqual([nimlab.quotient({ game: 'octal', code: '0.07' }, 25).order, nimlab.quotient({ game: 'octal', code: '0.07' }, 25).pSize], [144, 23]);
  // Past one call's default budget (docs/DESIGN.md, One budget for every call), which the construction
  // charges: refused, the quotient kept whole to the last heap it added.
  assert.throws(() => nimlab.quotient({ game: 'octal', code: '0.07' }, 33), (e) => e.code === 'too-large'
    && /^n is 33: the misère quotient of 0\.07 is worked out here to heap \d+ \(\d+ elements\)/.test(e.message));
  assert.equal(nimlab.quotient({ game: 'octal', code: '0.07' }, 30).order, 360, 'the next call works');
  const big = nimlab.quotient({ game: 'octal', code: '0.07' }, 33, { budget: { work: 4e9 } });
  assert.deepEqual([big.order, big.pSize], [638, 109]);
  assert.ok(big.table instanceof Uint32Array, 'order 638 ≤ 1024: the table comes');
  const subtraction = nimlab.quotient({ game: 'subtraction', max: 3 }, '50');
  assert.ok(subtraction.order > 0 && subtraction.order % 2 === 0);
});

test('bad rules and sizes are coded errors naming the field, and the next call works', () => {
  refused(() => nimlab.quotient({ game: 'octal', code: '0.8' }, 5), 'bad-state', 'code must be');
  refused(() => nimlab.quotient({ game: 'octal', subtract: [0, 1] }, 5), 'bad-state', 'subtract[0]');
  refused(() => nimlab.quotient({ game: 'nim' }, 5), 'bad-state', 'game must be');
  refused(() => nimlab.quotient({ game: 'chess' }, 5), 'unknown-game', 'unknown game');
  refused(() => nimlab.quotient(null, 5), 'bad-state', 'the rule must be an object');
  refused(() => nimlab.quotient({ game: 'kayles' }, -1), 'bad-state', 'n must be');
  refused(() => nimlab.quotient({ game: 'kayles' }, 'x'), 'bad-state', 'n must be');
  refused(() => nimlab.quotient({ game: 'kayles' }, 2 ** 40), 'too-large', 'n is 1099511627776');
  refused(() => nimlab.quotient({ game: 'kayles' }, 2n ** 64n - 1n), 'too-large', 'n is 18446744073709551615');
  refused(() => nimlab.quotient({ game: 'kayles' }, 10, { budget: { work: 0 } }), 'bad-state', 'options.budget.work');
  refused(() => nimlab.quotient({ game: 'octal', code: '0.6' }, 200, { budget: { work: 1000 } }), 'too-large', 'n is 200: the misère quotient of 0.6');
  assert.equal(nimlab.quotient({ game: 'kayles' }, 10).phi.length, 11, 'the next call works');
});

test('a raised budget takes quotient as far as the command line goes', () => {
  // 0.57: the default budget reaches heap 42, and the refusal names the
  // option that goes further; a raised one reaches what `nimlab quotient
  // 0.57 --to 56` prints, Q_56 with 274 elements, 68 of them in P.
  const rule = { game: 'octal', code: '0.57' };
  refused(() => nimlab.quotient(rule, 56), 'too-large', 'n is 56: the misère quotient of 0.57 is worked out here to heap 42 (138 elements), and grows past this call\'s budget after it; a larger options.budget.work goes further');
  const q = nimlab.quotient(rule, 56, { budget: { work: 1e15 } });
  assert.deepEqual([q.order, q.pSize, q.knownTo], [274, 68, 56]);
});

test('a quotient that grows past the budget is refused with how far it is known, not a trap', () => {
  // Grundy's game's quotient keeps growing: the work budget stops it.
  assert.throws(() => nimlab.quotient({ game: 'grundy' }, 100000), (e) => e.code === 'too-large'
    && /^n is 100000: the misère quotient of Grundy's game is worked out here to heap \d+ \(\d+ elements\)/.test(e.message));
  assert.equal(nimlab.classify({ game: 'grundy', heaps: [7, 5], misere: true }).outcome.length, 1, 'the next call works');
});

test('the solver API hands quotient out as the package does', async () => {
  const { loadSolver, loadEngineFor } = await import(`../../www/solver/solver.js?copy=quotient`);
  // Each engine's wasm read from its file: the base one first, then the full one, which quotient needs.
  const fetch = async (url) => new Response(readFileSync(new URL(url)), { status: 200 });
  const api = await loadSolver({ fetch });
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = fetch;
  try {
    await loadEngineFor({ game: 'octal' });
  } finally {
    globalThis.fetch = fetchBefore;
  }
  const q = api.quotient({ game: 'octal', code: '0.75' }, 40);
  assert.deepEqual([q.order, q.pSize, q.presentation], [8, 2, '⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩']);
  refused(() => api.quotient({ game: 'octal', code: '0.75' }, -3), 'bad-state', 'n must be');
});
