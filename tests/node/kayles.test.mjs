import { test } from 'node:test';
import assert from 'node:assert/strict';
import nimlab from './pkg.mjs';

test('f([12]): the blog\'s 12 coins, whoever takes the last coin loses, is lost for the player to move', () => {
  assert.equal(nimlab.f([12]), 0);
  assert.equal(nimlab.f([2, 9]), 1);
  assert.equal(nimlab.f([11]), 1);
  assert.equal(nimlab.f([]), 1, 'no coins left: the opponent took the last one and lost');
});

test('Rip Van Winkle knocks down pin 6 (13 pins, pin 2 down, normal play)', () => {
  const state = { game: 'kayles', rows: [1, 11] };
  assert.equal(nimlab.classify(state).outcome, 'N');
  const best = nimlab.best_move(state);
  assert.deepEqual(best.move, { row: 1, start: 3, take: 1 });
  assert.deepEqual(best.state.rows, [1, 3, 7]);
  assert.equal(best.outcome, 'P');
  assert.deepEqual(nimlab.bestMove(state), best);
});

test('classify gives outcome, nimber, remoteness and explanation', () => {
  const answer = nimlab.classify({ game: 'kayles', rows: [12], misere: true });
  assert.equal(answer.outcome, 'P');
  assert.equal(answer.nimber, undefined, 'misère play has no nimber');
  assert.equal(typeof answer.remoteness, 'number');
  assert.equal(answer.explanation.rule, 'misere');
  const normal = nimlab.classify({ game: 'kayles', rows: [12] });
  assert.equal(normal.nimber, 4);
});

test('counts beyond 2^53 − 1 go in as BigInt or strings and come back as BigInt', () => {
  const huge = 2n ** 64n - 1n;
  const a = nimlab.classify({ game: 'kayles', rows: [huge] });
  const b = nimlab.classify({ game: 'kayles', rows: [huge.toString()] });
  assert.deepEqual(a, b);
  const best = nimlab.best_move({ game: 'kayles', rows: [huge, 5] });
  assert.equal(typeof best.state.rows.find((n) => typeof n === 'bigint'), 'bigint');
  assert.equal(nimlab.classify(best.state).outcome, 'P');
});

test('moves lists every legal move with what it leaves, and play agrees', () => {
  const state = { game: 'kayles', rows: [3] };
  const list = nimlab.moves(state);
  assert.equal(list.length, 5);
  for (const result of list) {
    assert.deepEqual(nimlab.play(state, result.move), result.state);
    assert.equal(nimlab.classify(result.state).outcome, result.outcome);
  }
});

test('bad input throws an Error with a code and a message naming the field', () => {
  const cases = [
    [{ game: 'kayles', rows: [-1] }, 'bad-state', /rows\[0\] must be a whole number from 0 to 18446744073709551615, got -1/],
    [{ game: 'kayles', rows: [1.5] }, 'bad-state', /rows\[0\]/],
    [{ game: 'kayles', rows: [2 ** 60] }, 'bad-state', /BigInt/],
    [{ game: 'kayles', row: [12] }, 'bad-state', /did you mean rows/],
    [{ game: 'kayles', rows: [12], misère: true }, 'bad-state', /did you mean misere/],
    [{ game: 'kayle', rows: [12] }, 'unknown-game', /did you mean "kayles"/],
    [{ rows: [12] }, 'bad-state', /game is required/],
    [null, 'bad-state', /must be an object/],
    [{ game: 'kayles', rows: [100000] }, null, null],
  ];
  for (const [state, code, message] of cases) {
    if (code === null) {
      assert.throws(() => nimlab.moves(state), (e) => e.code === 'too-large');
      continue;
    }
    assert.throws(() => nimlab.classify(state), (e) => {
      assert.ok(e instanceof Error);
      assert.equal(e.code, code, e.message);
      assert.match(e.message, message);
      return true;
    });
  }
  assert.throws(() => nimlab.play({ game: 'kayles', rows: [3] }, { row: 0, start: 2, take: 2 }), (e) => e.code === 'illegal-move');
  assert.throws(() => nimlab.f('12'), (e) => e.code === 'bad-state');
  assert.equal(nimlab.f([12]), 0, 'the next call works normally');
});

test('games() lists Kayles with its parameters', () => {
  const kayles = nimlab.games().find((g) => g.id === 'kayles');
  assert.equal(kayles.names['zh-Hant'].length > 0, true);
  assert.deepEqual(kayles.example, { game: 'kayles', rows: [12], misere: true });
});
