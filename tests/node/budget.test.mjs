// Every call bounded, through the binding (docs/DESIGN.md, "One budget for
// every call"): the hostile calls (scripts/hostile-calls.mjs) that test the
// binding's own limits (reading huge or deep input, capping text, the wasm's
// memory) each answer or throw a coded `too-large` whose message says what
// was too large, within one call's budget as the call itself counted it
// (__nimlab_spent: steps of work, the most bytes held), never by wall time;
// the wasm memory grows by at most the budget over all of them and not at
// all when the hungriest run again (what a call holds is given back), and
// the next call works. The calls that run the engine to the end of its
// budget are crates/core/tests/budget.rs's; here each runs under a small
// budget of its own, which the wasm counts as natively. Then the budget an
// option raises.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import nimlab, { wasm, show } from './pkg.mjs';
import { hostileCalls } from '../../scripts/hostile-calls.mjs';

// Budget::DEFAULT (crates/core/src/budget.rs), as docs/API.md states it.
const WORK = 400_000_000;
const MEMORY = 256 * 2 ** 20;
const MB = 2 ** 20;

function spent() {
  const { work, memory } = nimlab.__nimlab_spent();
  return { work: Number(work), memory: Number(memory) };
}

function nextCallWorks(what) {
  assert.equal(nimlab.classify({ game: 'nim', heaps: [3, 4, 5] }).outcome, 'N', what);
  assert.equal(nimlab.f([12]), 0, what);
}

/** The call's answer, or `undefined` after a coded error; either within the budget (`work` steps, the default's unless given). */
function within(what, call, work = WORK) {
  let answer;
  try {
    answer = call();
  } catch (error) {
    assert.ok(error instanceof Error, `${what}: threw ${String(error)}`);
    assert.ok(['bad-state', 'too-large'].includes(error.code), `${what}: ${error.code} ${error.message}`);
    assert.ok(error.key, `${what}: no key for a translator on ${error.message}`);
  }
  const counted = spent();
  assert.ok(counted.work <= work, `${what}: ${counted.work} steps`);
  assert.ok(counted.memory <= MEMORY, `${what}: ${counted.memory} bytes held`);
  return answer;
}

function run({ name, input, fn }) {
  const answer = within(name, () => nimlab[fn](...input()));
  if (fn === 'classify' && answer) within(`${name}: explanation`, () => answer.explanation);
  nextCallWorks(name);
  return answer;
}

// The hungriest last (Kayles to 33554431 holds 128 MB of values while it
// runs): what the engine keeps between calls, its memo, is then in place
// before it, so a second round that grows shows memory not given back.
const hungriest = (call) => /Kayles to 33554431/.test(call.name);
const BINDING = hostileCalls.filter((c) => !c.engine).sort((a, b) => hungriest(a) - hungriest(b));

test('every hostile call of the binding answers or refuses within one call\'s budget, and the memory comes back', () => {
  nextCallWorks('before');
  const start = wasm.memory.buffer.byteLength;
  for (const call of BINDING) run(call);
  const grown = wasm.memory.buffer.byteLength - start;
  assert.ok(grown <= MEMORY, `the wasm memory grew ${grown / MB} MB`);
  // All again: what they held was given back, so nothing grows.
  const after = wasm.memory.buffer.byteLength;
  for (const call of BINDING) run(call);
  assert.equal(wasm.memory.buffer.byteLength, after, 'the memory grew on the second round');
});

test('the engine\'s hostile calls stop within a budget of their own, as the wasm counts it', () => {
  const work = 1_000_000;
  for (const { name, input, fn } of hostileCalls.filter((c) => c.engine)) {
    within(name, () => nimlab[fn](...input(), { budget: { work } }), work);
    nextCallWorks(name);
  }
});

test('a refusal says what was too large and what fits', () => {
  const refusal = (call) => {
    try {
      call();
    } catch (error) {
      return error;
    }
    assert.fail('answered');
  };
  // Heaps of 40: past Officers' misère quotient (docs/DESIGN.md, Misère quotients) within a call, and past the search.
  const misere = refusal(() => nimlab.classify({ game: 'octal', code: '0.6', heaps: new Array(1000).fill(40), misere: true }));
  assert.equal(misere.key, 'misereQuotientShort');
  assert.match(misere.message, /^heaps\[\d+\] is 40: the misère quotient of 0\.6 is worked out here to heap \d+ \(\d+ elements\), and the exact search within one call's budget answers positions of up to \d+ in all; a larger options\.budget\.work goes further$/);
  const fits = Number(misere.params.fits);
  assert.ok(fits >= 20, `fits ${fits}`);
  // What it says fits does: a heap of that size, and as many heaps of 2.
  for (const heaps of [[fits], new Array(Math.floor(fits / 2)).fill(2)]) {
    within(show(heaps), () => nimlab.classify({ game: 'octal', code: '0.6', heaps, misere: true }));
    assert.ok(['N', 'P'].includes(nimlab.classify({ game: 'octal', code: '0.6', heaps, misere: true }).outcome));
  }
  const values = refusal(() => nimlab.classify({ game: 'octal', code: '0.6', heaps: [1e12] }));
  assert.equal(values.key, 'heapPastKnown');
  assert.match(values.message, /^heaps\[0\] is 1000000000000: the values of 0\.6 are known up to \d+ here, with no period proved by then; a larger options\.budget\.work goes further$/);
  const memory = refusal(() => nimlab.nimbers({ game: 'kayles' }, 67108863));
  assert.equal(memory.key, 'nimbersPastMemory');
  assert.equal(memory.message, "n is 67108863: its values need 536870912 bytes, past one call's budget of 268435456: n up to 33554431 fits, and a larger options.budget.memory lets more fit");
  assert.equal(memory.params.option, 'options.budget.memory', 'the option that raises it, for a translation to name');
  const parts = refusal(() => nimlab.classify({ game: 'sum', parts: new Array(1e6).fill({ game: 'nim', heaps: [1] }) }));
  assert.equal(parts.message, 'parts has 1000000 items; a sum takes at most 64');
});

test('nimbers fills past a proved period: Kayles to 2^25 − 1 in a few steps', () => {
  const { values, period } = within('kayles', () => nimlab.nimbers({ game: 'kayles' }, 33554431));
  assert.equal(values.length, 33554432);
  assert.deepEqual(period, { start: 71, length: 12, checkedTo: 167 });
  assert.ok(spent().work < WORK / 100, `${spent().work} steps`);
  // The same values as the engine's, where the engine works them out.
  const engine = nimlab.nimbers({ game: 'kayles' }, 5000).values;
  assert.deepEqual(values.subarray(0, 5001), engine);
  for (const n of [5000, 123456, 33554431]) assert.equal(values[n], engine[71 + ((n - 71) % 12)]);
});

test('options.budget raises or lowers the budget of one call, and is read like any option', () => {
  // Misère 0.07 on 100: the search past Dawson's Kayles' quotient (known to
  // heap 32 within a call; docs/DESIGN.md, Misère quotients) takes more than the default.
  const heap = { game: 'octal', code: '0.07', heaps: [100], misere: true };
  assert.throws(() => nimlab.classify(heap), (e) => e.code === 'too-large');
  // The misère quotient tries first, with half the budget; the search past it
  // then has the rest.
  const answer = nimlab.classify(heap, { budget: { work: 4e9 } });
  assert.ok(['N', 'P'].includes(answer.outcome));
  assert.ok(spent().work > WORK, 'it took more than the default');
  assert.equal(answer.explanation.method, 'search', 'the explanation keeps the call\'s budget');
  assert.throws(() => nimlab.best_move(heap), (e) => e.code === 'too-large', 'the next call has the default again');
  assert.throws(() => nimlab.classify({ ...heap, code: '0.6', heaps: [30] }, { budget: { work: 1000 } }), (e) => e.code === 'too-large');
  assert.ok(spent().work <= 1000);
  const kayles = nimlab.nimbers({ game: 'kayles' }, 40000000, { budget: { memory: 2 ** 29 } });
  assert.equal(kayles.values.length, 40000001);
  const lose = nimlab.best_move({ game: 'nim', heaps: [3, 4, 5] }, { aim: 'lose', budget: { work: 1e6 } });
  assert.equal(lose.outcome, 'N');
  assert.ok(nimlab.moves({ game: 'nim', heaps: [3, 4, 5] }, { budget: {} }).length === 12);
  for (const [options, field] of [
    [{ budget: 5 }, 'options.budget'],
    [{ budget: { work: 0 } }, 'options.budget.work'],
    [{ budget: { work: -1 } }, 'options.budget.work'],
    [{ budget: { memory: 2 ** 33 } }, 'options.budget.memory'],
    [{ budget: { time: 1 } }, 'options.budget.time'],
    [{ aim: 'lose' }, 'options.aim'],
  ]) {
    assert.throws(() => nimlab.classify({ game: 'nim', heaps: [1] }, options), (e) => e.code === 'bad-state' && e.message.includes(field), show(options));
  }
});

test('let-you-win plays where moves() is too large, leaving an N-position', () => {
  for (const state of [
    { game: 'octal', code: '0.6', heaps: [20001] },
    { game: 'grundy', heaps: [30000] },
    { game: 'octal', code: '0.07', heaps: [2n ** 64n - 1n] },
    { game: 'octal', code: '0.6', heaps: [20001, 17, 40000] },
  ]) {
    assert.throws(() => nimlab.moves(state), (e) => e.code === 'too-large', show(state));
    const lose = within(show(state), () => nimlab.best_move(state, { aim: 'lose' }));
    assert.equal(lose.outcome, 'N', show(state));
    assert.equal(nimlab.classify(lose.state).outcome, 'N');
    assert.deepEqual(nimlab.play(state, lose.move), lose.state);
  }
});

test('numbers are quoted as given, not clamped to the wasm\'s 32-bit indices', () => {
  const sum = { game: 'sum', parts: [{ game: 'nim', heaps: [3] }] };
  for (const [state, move, said] of [
    [sum, { part: 4294967296, move: { heap: 0, take: 1 } }, 'move.part 4294967296 is not a part; there are 1'],
    [sum, { part: '18446744073709551615', move: {} }, 'move.part 18446744073709551615 is not a part; there are 1'],
    [{ game: 'nim', heaps: [3] }, { heap: 4294967296, take: 1 }, 'move.heap 4294967296 is not a heap; there are 1 heaps'],
    [{ game: 'kayles', rows: [3] }, { row: 2n ** 40n, start: 0, take: 1 }, 'move.row 1099511627776 is not a row; there are 1'],
    [{ game: 'octal', code: '0.6', heaps: [3] }, { heap: 4294967296, take: 1, leave: [2] }, 'move.heap must be a whole number from 0 to 0, got 4294967296'],
  ]) {
    assert.throws(() => nimlab.play(state, move), (e) => e.message === said, said);
  }
});
