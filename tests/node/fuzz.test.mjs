// Throws a large number of malformed values at every export: each call must
// return a valid answer or throw an Error with a code, within one call's
// budget of work and memory, and a valid call must still work after every
// one of them (a panic would trap the wasm instance).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import nimlab from './pkg.mjs';

const CODES = new Set(['bad-state', 'unknown-game', 'illegal-move', 'too-large']);
const FIELDS = ['game', 'heaps', 'misere', 'pile', 'max', 'variant', 'holdings', 'toMove', 'multiplier',
  'lastTake', 'top', 'rule', 'rows', 'heap', 'take', 'row', 'start', 'face', 'faces', 'extra', '__proto__'];
const GAMES = nimlab.games().map((g) => g.id);

function random(n) {
  return Math.floor(Math.random() * n);
}

// One array of 10^7 holes for every draw that picks it: making a new one
// each time costs the machine 80 MB of zeroed pages, and the binding sees
// the same input either way.
const HOLES = new Array(1e7);

function junk(depth = 0) {
  const leaves = [
    () => undefined, () => null, () => true, () => false, () => random(20), () => -1, () => 2.5, () => NaN,
    () => Infinity, () => -Infinity, () => 2 ** 53, () => 2 ** 64, () => Number.MAX_VALUE, () => -0,
    () => 2n ** 64n - 1n, () => 2n ** 64n, () => -5n, () => 10n ** 40n, () => '', () => '12', () => '-3',
    () => 'x'.repeat(10_000), () => '18446744073709551615', () => GAMES[random(GAMES.length)],
    () => Symbol('s'), () => () => 1, () => new Date(), () => new Map([[1, 2]]), () => new Uint8Array(3),
    () => Object.create(null), () => HOLES, () => [, , 1],
    () => ({ get heaps() { throw new Error('getter'); } }),
    () => new Proxy({}, { ownKeys() { throw new Error('trap'); } }),
  ];
  if (depth > 3 || Math.random() < 0.5) return leaves[random(leaves.length)]();
  if (Math.random() < 0.5) return Array.from({ length: random(5) }, () => junk(depth + 1));
  const object = {};
  for (let i = random(5); i > 0; i -= 1) {
    const value = junk(depth + 1);
    Object.defineProperty(object, FIELDS[random(FIELDS.length)], { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

/** A valid example with one field replaced by junk. */
function nearlyValid() {
  const example = structuredClone(nimlab.games()[random(GAMES.length)].example);
  Object.defineProperty(example, FIELDS[random(FIELDS.length)], { value: junk(1), enumerable: true, writable: true, configurable: true });
  return example;
}

// Budget::DEFAULT (crates/core/src/budget.rs): what any call may count (docs/DESIGN.md, "One budget for every call").
const WORK = 400_000_000n;
const MEMORY = 256n * 2n ** 20n;

function survives(call) {
  try {
    const answer = call();
    assert.notEqual(answer, undefined);
  } catch (error) {
    assert.ok(error instanceof Error, `threw a non-Error: ${String(error)}`);
    assert.ok(CODES.has(error.code), `no code on: ${error.message}`);
    assert.ok(error.message.length > 0);
  }
  const { work, memory } = nimlab.__nimlab_spent();
  assert.ok(BigInt(work) <= WORK && BigInt(memory) <= MEMORY, `spent ${work} steps, ${memory} bytes`);
}

test('no malformed input breaks any export, and the next valid call works', () => {
  const cyclic = { game: 'nim', heaps: [1] };
  cyclic.self = cyclic;
  const deep = [];
  let cursor = deep;
  for (let i = 0; i < 10_000; i += 1) cursor = cursor[0] = [];
  const fixed = [cyclic, deep, { game: 'kayles', rows: deep }, { game: 'nim', heaps: new Array(2_000_000).fill(1) }];
  for (let i = 0; i < 2000; i += 1) {
    const state = i < fixed.length ? fixed[i] : Math.random() < 0.5 ? junk() : nearlyValid();
    const move = Math.random() < 0.5 ? junk() : { ...nimlab.games()[random(GAMES.length)].example, take: junk(1) };
    survives(() => nimlab.classify(state));
    survives(() => nimlab.best_move(state));
    survives(() => nimlab.bestMove(state));
    survives(() => nimlab.best_move(Math.random() < 0.5 ? nearlyValid() : state, Math.random() < 0.5 ? junk() : { aim: junk(1) }));
    survives(() => nimlab.__nimlab_over(state));
    survives(() => nimlab.moves(state));
    survives(() => nimlab.play(state, move));
    survives(() => nimlab.f(state));
    assert.equal(nimlab.f([12]), 0, `after input ${i}`);
    assert.equal(nimlab.classify({ game: 'nim', heaps: [3, 4, 5] }).outcome, 'N');
  }
});
