// What a board plays from (www/solver/analysis.js), run here as the Worker runs it:
// 003's move, taken from the moves listed, keeps best_move's promise for
// `aim: "lose"` (shared/API.md): a move to N whenever there is one, the
// nearest end among those whose remoteness is known; in a P-position, the
// farthest. Past moves()'s limit it is best_move's own.
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import nimlab, { show } from './pkg.mjs';
import { analyse } from '../../www/solver/analysis.js';
import { startFull, useFullGlue } from '../../www/solver/engine.js';

// analysis.js asks www/solver/engine.js, which plays every game here with the full
// engine pkg.mjs has started (a page starts it from its Worker).
useFullGlue(nimlab);
await startFull(new WebAssembly.Module(readFileSync(new URL('../../www/pkg/nimlab_bg.wasm', import.meta.url))));

const drain = (steps) => {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
};

const both = (states) => states.flatMap((s) => [s, { ...s, misere: true }]);
const STATES = [
  ...both([[1, 2, 3], [3, 4, 5], [1, 1], [2, 5, 7], [0, 1]].map((heaps) => ({ game: 'nim', heaps }))),
  ...both([[3, 5], [6, 9], [1, 2], [2, 2]].map((heaps) => ({ game: 'wythoff', heaps }))),
  ...both([8, 9, 10].map((pile) => ({ game: 'subtraction', pile, max: 3 }))),
  ...both([[12], [5], [2, 3], [9, 4]].map((rows) => ({ game: 'kayles', rows }))),
  ...both([[10, 7], [6, 3]].map((heaps) => ({ game: 'octal', code: '0.07', heaps }))),
  ...[[7], [5, 3]].map((heaps) => ({ game: 'grundy', heaps })),
  ...both([{ game: 'sum', parts: [{ game: 'nim', heaps: [3] }, { game: 'kayles', rows: [4] }] }]),
  { game: 'odd-even', variant: 'odd-wins', pile: 9, max: 3, holdings: [0, 0], toMove: 0 },
  { game: 'fibonacci-nim', pile: 20 },
  { game: 'dice', pile: 17, top: 3 },
];

test('003\'s move from the listed moves: to N whenever one exists, the nearest end where known; in a P-position the farthest', () => {
  for (const state of STATES) {
    const { lose, moves } = drain(analyse(state));
    const all = nimlab.moves(state);
    const what = show(state);
    assert.ok(all.some((r) => show(r.move) === show(lose.move)), `${what}: ${show(lose.move)} is a legal move`);
    const toN = all.filter((r) => r.outcome === 'N');
    if (toN.length === 0) {
      const farthest = Math.max(...all.map((r) => Number(r.remoteness ?? 0)));
      assert.equal(Number(lose.remoteness ?? 0), farthest, `${what}: every move leaves P, the farthest end`);
      continue;
    }
    assert.equal(lose.outcome, 'N', `${what}: a move to N`);
    const known = toN.filter((r) => r.remoteness !== undefined).map((r) => Number(r.remoteness));
    if (known.length) assert.equal(Number(lose.remoteness), Math.min(...known), `${what}: the nearest end`);
    // Where every remoteness is known, the very move best_move chooses.
    if (moves.every((r) => r.remoteness !== undefined)) assert.equal(show(lose.move), show(nimlab.best_move(state, { aim: 'lose' }).move), what);
  }
});

test('past moves()\'s limit, 003\'s move is best_move\'s, found without listing every move', () => {
  const state = { game: 'nim', heaps: [20000] };
  const { lose, moves } = drain(analyse(state));
  assert.equal(moves, null);
  assert.equal(show(lose.move), show(nimlab.best_move(state, { aim: 'lose' }).move));
});
