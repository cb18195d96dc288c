// The base wasm (www/pkg/base/, the binding built without the take-and-break
// engine and sums) that a page loads first answers the seven games of the
// articles exactly as the full one does: every function, every error (the
// same message, code and key, the list of games included); the full one
// alone plays octal, Grundy's game and sums (www/solver/engine.js sends those there).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/tools.mjs';
import * as base from '../../www/pkg/base/nimlab.js';
import full, { show } from './pkg.mjs';

base.initSync({ module: readFileSync(path.join(root, 'www', 'pkg', 'base', 'nimlab_bg.wasm')) });

const STATES = [
  { game: 'nim', heaps: [3, 4, 5] }, { game: 'nim', heaps: [1, 1, 3], misere: true }, { game: 'nim', heaps: ['18446744073709551615', 3] },
  { game: 'wythoff', heaps: [4, 7] }, { game: 'wythoff', heaps: [16, 26], misere: true },
  { game: 'subtraction', pile: 21, max: 3 }, { game: 'subtraction', pile: 10, max: 4, misere: true },
  { game: 'odd-even', variant: 'odd-wins', pile: 17, max: 3, holdings: [0, 0], toMove: 0 },
  { game: 'odd-even', variant: 'odd-vs-even', pile: 6, max: 2, holdings: [0, 0], toMove: 1 },
  { game: 'fibonacci-nim', pile: 100, multiplier: 3 }, { game: 'fibonacci-nim', pile: 20, lastTake: 2 },
  { game: 'dice', pile: 24, top: 3 }, { game: 'dice', pile: 18, top: [1, 2], rule: 'both' },
  { game: 'kayles', rows: [12], misere: true }, { game: 'kayles', rows: [1, 11] }, { game: 'kayles', rows: [30] },
];
const BAD = [
  null, 3, 'nim', {}, { game: 'nmi', heaps: [1] }, { game: 'chess' }, { game: 'nim', heaps: [3, -1] }, { game: 'nim', heaps: [1], extra: 2 },
  { game: 'wythoff', heaps: [1, 2, 3] }, { game: 'kayles', rows: 'x' }, { game: 'dice', pile: 5, top: 7 },
];

/** What `call` returns or throws, as comparable text. */
function outcome(call) {
  try {
    const value = call();
    return show(value && typeof value === 'object' && 'explanation' in value ? { ...value, explanation: value.explanation } : value);
  } catch (error) {
    return show({ message: error.message, code: error.code, key: error.key, params: error.params });
  }
}

test('the base engine answers every function on the seven games as the full one does', () => {
  for (const state of STATES) {
    for (const fn of ['classify', 'moves', 'best_move']) {
      assert.equal(outcome(() => base[fn](state)), outcome(() => full[fn](state)), `${fn} ${show(state)}`);
    }
    assert.equal(outcome(() => base.best_move(state, { aim: 'lose' })), outcome(() => full.best_move(state, { aim: 'lose' })), `lose ${show(state)}`);
    const first = full.best_move(state)?.move;
    if (first) assert.equal(outcome(() => base.play(state, first)), outcome(() => full.play(state, first)), `play ${show(state)}`);
  }
  assert.equal(outcome(() => base.f([12])), outcome(() => full.f([12])));
  assert.equal(outcome(() => base.games()), outcome(() => full.games()), 'games() lists every game in both');
});

test('the base engine refuses bad input with the same messages, codes and keys', () => {
  for (const state of BAD) {
    for (const fn of ['classify', 'moves', 'best_move']) assert.equal(outcome(() => base[fn](state)), outcome(() => full[fn](state)), `${fn} ${show(state)}`);
    assert.equal(outcome(() => base.play(state, { heap: 0, take: 1 })), outcome(() => full.play(state, { heap: 0, take: 1 })), `play ${show(state)}`);
  }
  assert.equal(outcome(() => base.play({ game: 'nim', heaps: [3] }, { heap: 0, take: 4 })), outcome(() => full.play({ game: 'nim', heaps: [3] }, { heap: 0, take: 4 })));
});

test('the take-and-break engine and sums are the full wasm\'s alone, and the base one is the smaller', () => {
  assert.equal(typeof base.nimbers, 'undefined');
  assert.equal(full.classify({ game: 'octal', code: '0.6', heaps: [10, 7] }).outcome, 'P');
  assert.throws(() => base.classify({ game: 'octal', code: '0.6', heaps: [10] }), { code: 'unknown-game' });
  const size = (file) => statSync(path.join(root, 'www', 'pkg', file)).size;
  assert.ok(size('base/nimlab_bg.wasm') < size('nimlab_bg.wasm') * 0.8);
});

test('www/solver/engine.js passes a call\'s options (its budget, docs/DESIGN.md "One budget for every call") on to the engine that answers it', async () => {
  const engine = await import('../../www/solver/engine.js');
  await engine.startBase(new WebAssembly.Module(readFileSync(path.join(root, 'www', 'pkg', 'base', 'nimlab_bg.wasm'))));
  engine.useFullGlue(full);
  await engine.startFull(new WebAssembly.Module(readFileSync(path.join(root, 'www', 'pkg', 'nimlab_bg.wasm'))));
  const tiny = { budget: { work: 1 } };
  for (const [name, call] of [
    ['classify', () => engine.classify({ game: 'octal', code: '0.07', heaps: [12], misere: true }, tiny)],
    ['moves', () => engine.moves({ game: 'octal', code: '0.07', heaps: [12], misere: true }, tiny)],
    ['nimbers', () => engine.nimbers({ game: 'octal', code: '0.07' }, 100000, tiny)],
  ]) {
    assert.throws(call, (error) => error.code === 'too-large', `${name} within a budget of 1 step of work`);
  }
  assert.equal(engine.classify({ game: 'octal', code: '0.07', heaps: [12], misere: true }).outcome, 'P', 'without options, the default budget');
});
