// Sums of games through the built package: the Sprague–Grundy theorem at
// work (nimber = XOR of the parts'), the winning move to the target nimber,
// moves of every part, play, and the refusals with their codes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import nimlab, { show } from './pkg.mjs';

const officers = { game: 'sum', parts: [
  { game: 'nim', heaps: [3] },
  { game: 'kayles', rows: [7] },
  { game: 'wythoff', heaps: [3, 5] },
  { game: 'octal', code: '0.6', heaps: [10] },
] };

const codeOf = (call) => {
  try {
    call();
  } catch (error) {
    return { code: error.code, key: error.key, message: error.message };
  }
  assert.fail('no error');
};

test('classify: the nimber is the XOR of the parts\' nimbers, each with its reason', () => {
  const answer = nimlab.classify(officers);
  const { parts, xor } = answer.explanation;
  assert.deepEqual(parts.map((p) => p.how), ['bouton', 'period', 'table', 'period']);
  assert.equal(parts[0].nimber, 3);
  assert.equal(parts[1].nimber, 2);
  parts.forEach((p, i) => assert.equal(p.nimber, nimlab.classify(officers.parts[i]).nimber, p.game));
  assert.equal(xor, parts.reduce((x, p) => x ^ p.nimber, 0));
  assert.equal(answer.nimber, xor);
  assert.equal(answer.outcome, xor === 0 ? 'P' : 'N');
  if (xor !== 0) {
    const { part, from, to } = answer.explanation.target;
    assert.equal(from, parts[part].nimber);
    assert.equal(to, from ^ xor);
    assert.ok(to < from);
  }
});

test('the mex step for a part without a closed form: its options\' nimbers and the least missing', () => {
  const answer = nimlab.classify({ game: 'sum', parts: [{ game: 'fibonacci-nim', pile: 7, lastTake: 2 }, { game: 'nim', heaps: [1] }] });
  const part = answer.explanation.parts[0];
  assert.equal(part.how, 'mex');
  let mex = 0;
  while (part.options.includes(mex)) mex += 1;
  assert.equal(part.mex, mex);
  assert.equal(part.nimber, mex);
});

test('best_move leaves P, in the part the explanation names; play agrees; the sum is played to the end', () => {
  let state = officers;
  for (let turn = 0; turn < 200; turn += 1) {
    const answer = nimlab.classify(state);
    const best = nimlab.best_move(state);
    if (best === null) {
      assert.equal(answer.outcome, 'P');
      return;
    }
    assert.deepEqual(nimlab.play(state, best.move), best.state, show(best));
    if (answer.outcome === 'N') {
      assert.equal(best.outcome, 'P', show(state));
      assert.equal(best.move.part, answer.explanation.target.part);
    }
    state = best.state;
  }
  assert.fail('not over after 200 moves');
});

test('moves lists every part\'s moves, each with the outcome it leaves', () => {
  const state = { game: 'sum', parts: [{ game: 'nim', heaps: [2] }, { game: 'subtraction', pile: 3, max: 2 }] };
  const listed = nimlab.moves(state);
  assert.equal(listed.length, 2 + 2);
  assert.deepEqual([...new Set(listed.map((m) => m.move.part))], [0, 1]);
  for (const m of listed) assert.equal(m.outcome, nimlab.classify(m.state).outcome);
  // Nim 2 (nimber 2) + take 1..2 from 3 (nimber 0): empty the heap, or leave 2 in the pile (nimber 2).
  assert.deepEqual(listed.filter((m) => m.outcome === 'P').map((m) => m.move), [{ part: 0, move: { heap: 0, take: 2 } }, { part: 1, move: { take: 1 } }]);
});

test('closed-form parts answer at any size, counts above 2^53 as BigInt', () => {
  const state = { game: 'sum', parts: [
    { game: 'nim', heaps: ['18446744073709551615', 12345] },
    { game: 'kayles', rows: [1000000] },
    { game: 'octal', code: '0.07', heaps: [1e12] },
  ] };
  const answer = nimlab.classify(state);
  const best = nimlab.best_move(state);
  if (answer.outcome === 'N') assert.equal(best.outcome, 'P');
  const moved = best.move.part === 0 && best.move.move.heap === 0;
  if (!moved) assert.equal(typeof best.state.parts[0].heaps[0], 'bigint');
});

test('misère sums: misère Nim over all heaps, Sibert–Conway over all rows, else the search', () => {
  const nims = nimlab.classify({ game: 'sum', parts: [{ game: 'nim', heaps: [1] }, { game: 'nim', heaps: [1, 1] }], misere: true });
  assert.equal(nims.explanation.method, 'misere-nim');
  assert.equal(nims.outcome, 'P', 'three heaps of 1: whoever takes the last loses, and the mover takes it');
  const rows = nimlab.classify({ game: 'sum', parts: [{ game: 'kayles', rows: [12] }], misere: true });
  assert.equal(rows.explanation.method, 'sibert-conway');
  assert.equal(rows.outcome, 'P', 'the blog\'s 12 coins');
  const mixed = nimlab.classify({ game: 'sum', parts: [{ game: 'nim', heaps: [2] }, { game: 'kayles', rows: [3] }], misere: true });
  assert.equal(mixed.explanation.method, 'search');
  const best = nimlab.best_move({ game: 'sum', parts: [{ game: 'nim', heaps: [2] }, { game: 'kayles', rows: [3] }], misere: true });
  if (mixed.outcome === 'N') assert.equal(best.outcome, 'P');
});

test('refusals carry their codes, keys and the field of the part', () => {
  const oddEven = { game: 'odd-even', variant: 'odd-wins', pile: 7, max: 3 };
  let e = codeOf(() => nimlab.classify({ game: 'sum', parts: [{ game: 'nim', heaps: [1] }, oddEven] }));
  assert.deepEqual([e.code, e.key], ['bad-state', 'sumOddEven']);
  assert.match(e.message, /parts\[1\]\.game/);
  e = codeOf(() => nimlab.classify({ game: 'sum', parts: [{ game: 'kayles', rows: [3], misere: true }] }));
  assert.deepEqual([e.code, e.key], ['bad-state', 'sumPartMisere']);
  assert.match(e.message, /parts\[0\]\.misere/);
  e = codeOf(() => nimlab.classify({ game: 'sum', parts: [{ game: 'sum', parts: [] }] }));
  assert.deepEqual([e.code, e.key], ['bad-state', 'sumNested']);
  e = codeOf(() => nimlab.classify({ game: 'sum', parts: [{ game: 'nim', heaps: [-1] }] }));
  assert.equal(e.code, 'bad-state');
  assert.match(e.message, /parts\[0\]\.heaps\[0\]/);
  e = codeOf(() => nimlab.play({ game: 'sum', parts: [{ game: 'nim', heaps: [3] }] }, { part: 2, move: { heap: 0, take: 1 } }));
  assert.deepEqual([e.code, e.key], ['illegal-move', 'noSuchPart']);
  e = codeOf(() => nimlab.play({ game: 'sum', parts: [{ game: 'nim', heaps: [3] }] }, { part: 0, move: { heap: 0, take: 4 } }));
  assert.equal(e.code, 'illegal-move');
  e = codeOf(() => nimlab.classify({ game: 'sum', parts: [{ game: 'nim', heaps: [5] }, { game: 'wythoff', heaps: [1000, 1003] }] }));
  assert.deepEqual([e.code, e.key], ['too-large', 'sumNimberUnknown']);
  assert.match(e.message, /parts\[1\]/);
  assert.equal(nimlab.classify({ game: 'sum', parts: [{ game: 'nim', heaps: [1] }] }).outcome, 'N', 'the next call works');
});

test('the empty sum is over: P, nimber 0, no best move', () => {
  const empty = { game: 'sum', parts: [] };
  assert.equal(nimlab.classify(empty).outcome, 'P');
  assert.equal(nimlab.classify(empty).nimber, 0);
  assert.equal(nimlab.best_move(empty), null);
  assert.deepEqual(nimlab.moves(empty), []);
});
