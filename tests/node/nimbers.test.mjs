// nimbers(rule, n) and the octal and Grundy states through the built package.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import nimlab from './pkg.mjs';

const refused = (call, code, start) => assert.throws(call, (e) => e.code === code && e.message.startsWith(start));

test('nimbers hands back a Uint32Array and the proved period', () => {
  const kayles = nimlab.nimbers({ game: 'octal', code: '0.77' }, 200);
  assert.ok(kayles.values instanceof Uint32Array);
  assert.equal(kayles.values.length, 201);
  assert.deepEqual(kayles.period, { start: 71, length: 12, checkedTo: 167 });
  assert.deepEqual(nimlab.nimbers({ game: 'kayles' }, 200).values, kayles.values);
  assert.equal(nimlab.nimbers({ game: 'octal', code: '0.77' }, 100).period, null);
  assert.deepEqual(nimlab.nimbers({ game: 'octal', code: '0.07' }, 300).period.length, 34);
  assert.deepEqual([...nimlab.nimbers({ game: 'grundy' }, 12).values], [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1]);
  assert.deepEqual(nimlab.nimbers({ game: 'subtraction', max: 3 }, '10').period, { start: 0, length: 4, checkedTo: 7 });
  assert.deepEqual([...nimlab.nimbers({ game: 'octal', subtract: [1, 3, 4] }, 7n).values], [0, 1, 0, 1, 2, 3, 2, 0]);
});

test('bad rules and sizes are errors naming the field', () => {
  refused(() => nimlab.nimbers({ game: 'octal', code: '0.8' }, 5), 'bad-state', 'code must be');
  refused(() => nimlab.nimbers({ game: 'octal', subtract: [0, 1] }, 5), 'bad-state', 'subtract[0]');
  refused(() => nimlab.nimbers({ game: 'octal', subtract: [2, 2] }, 5), 'bad-state', 'subtract[1] repeats 2');
  refused(() => nimlab.nimbers({ game: 'octal', code: '0.6' }, 2 ** 26), 'too-large', 'n is 67108864');
  refused(() => nimlab.nimbers({ game: 'octal', code: '0.6' }, -1), 'bad-state', 'n must be');
  refused(() => nimlab.nimbers({ game: 'nim' }, 3), 'bad-state', 'game must be');
  refused(() => nimlab.nimbers({ game: 'chess' }, 3), 'unknown-game', 'unknown game');
  refused(() => nimlab.classify({ game: 'octal', code: '0.6', heaps: [3, 2 ** 40] }), 'too-large', 'heaps[1] is 1099511627776');
  assert.equal(nimlab.classify({ game: 'nim', heaps: [3, 4, 5] }).nimber, 2, 'the next call works');
});

test('octal and Grundy positions: huge heaps under a period, moves, play', () => {
  const huge = { game: 'octal', code: '0.07', heaps: [2n ** 64n - 1n, 10n ** 18n] };
  const answer = nimlab.classify(huge);
  assert.equal(answer.explanation.period.length, 34);
  if (answer.outcome === 'N') assert.equal(nimlab.best_move(huge).outcome, 'P');
  const move = nimlab.best_move({ game: 'octal', subtract: [1, 3, 4], heaps: [8] });
  assert.deepEqual(move.state, { game: 'octal', subtract: [1, 3, 4], heaps: [7], misere: false });
  assert.equal(move.outcome, 'P');
  const grundy = { game: 'grundy', heaps: [7, 9] };
  assert.deepEqual(nimlab.play(grundy, { heap: 1, split: [2, 7] }), { game: 'grundy', heaps: [7, 2, 7], misere: false });
  refused(() => nimlab.play(grundy, { heap: 0, split: [3, 4, 0] }), 'bad-state', 'move.split');
  assert.equal(nimlab.best_move(grundy).outcome, 'P');
  assert.ok(nimlab.moves({ game: 'octal', code: '0.6', heaps: [6], misere: true }).length > 0);
});
