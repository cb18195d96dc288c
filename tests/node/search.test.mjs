// The built package against the core's exact search: `cargo test` writes a
// table of random small states of every game with the search's answers
// (crates/core/tests/lib.rs); here the wasm's classify and best_move must agree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/tools.mjs';
import nimlab, { show } from './pkg.mjs';

const file = path.join(root, 'target', 'tmp', 'search-table.json');

test('classify and best_move agree with the exact search on random states of every game', () => {
  assert.ok(existsSync(file), `${file} is missing: run cargo test first (npm test does)`);
  const table = JSON.parse(readFileSync(file, 'utf8'));
  const perGame = {};
  for (const { state, search } of table) {
    perGame[state.game] = (perGame[state.game] ?? 0) + 1;
    const answer = nimlab.classify(state);
    assert.equal(answer.outcome, search.outcome, show(state));
    if (search.nimber !== null) assert.equal(answer.nimber, search.nimber, show(state));
    const best = nimlab.best_move(state);
    if (search.outcome === 'N' && search.winningMoves.length > 0) {
      assert.ok(search.winningMoves.some((m) => show(m) === show(best.move)), `${show(state)}: ${show(best.move)}`);
      assert.equal(best.outcome, 'P');
    } else if (best !== null) {
      assert.equal(best.outcome, 'N', show(state));
    }
  }
  assert.deepEqual(Object.keys(perGame).sort(), nimlab.games().map((g) => g.id).sort());
  for (const count of Object.values(perGame)) assert.ok(count >= 300);
});
