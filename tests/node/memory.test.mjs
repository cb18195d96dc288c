// Hundreds of thousands of calls, answers and errors alike: the wasm memory
// must stop growing once the allocator has warmed up.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import nimlab, { wasm } from './pkg.mjs';

function round(i) {
  const heaps = [30 + (i % 5), 40, 50 + (i % 3)];
  nimlab.classify({ game: 'nim', heaps });
  nimlab.best_move({ game: 'kayles', rows: [BigInt(i) * 1_000_003n, 7], misere: i % 2 === 0 });
  nimlab.play({ game: 'subtraction', pile: 100 + (i % 50), max: 3 }, { take: 1 + (i % 3) });
  nimlab.f([12, i % 9]);
  try {
    nimlab.classify({ game: 'nim', heaps: [1, -i - 1], extra: 'x'.repeat(i % 100) });
  } catch {
    // an error allocates a message; it must be freed too
  }
  if (i % 100 === 0) nimlab.moves({ game: 'wythoff', heaps: [20, 30] });
}

/** Runs `round(i)` for i from 0 to `total`: past the first `warm` rounds, the wasm memory must not grow. */
function staysFlat(round, warm, total) {
  for (let i = 0; i < warm; i += 1) round(i);
  const before = wasm.memory.buffer.byteLength;
  for (let i = warm; i < total; i += 1) round(i);
  const after = wasm.memory.buffer.byteLength;
  assert.equal(after, before, `memory grew from ${before} to ${after} bytes`);
}

test('the wasm memory stays flat over 300 000 calls', () => {
  staysFlat(round, 10_000, 70_000);
});

// A call refused for its budget (docs/DESIGN.md, "One budget for every call") gives back all it held, whether the
// search, the engine or the bridge refused it. Small budgets make each
// refusal cheap; the wasm memory then stays where it stood.
function refusals(i) {
  const refused = [
    () => nimlab.classify({ game: 'octal', code: '0.07', heaps: [30 + (i % 4)], misere: true }, { budget: { work: 20_000 } }),
    // Heaps of 40: past Officers' misère quotient, which answers heaps of 2.
    () => nimlab.classify({ game: 'octal', code: '0.6', heaps: new Array(50).fill(40), misere: true }, { budget: { memory: 2 ** 20 } }),
    // In misère play: a normal-play heap leaves the values the call worked
    // out in the rule's memo for the next call (nimbers/cache.rs), which
    // grows with each call's work by design.
    () => nimlab.best_move({ game: 'octal', code: '0.6', heaps: [40 + (i % 4), 40], misere: true }, { budget: { work: 5000 } }),
    () => nimlab.nimbers({ game: 'octal', code: '0.6' }, 4e6, { budget: { memory: 2 ** 20 } }),
    () => nimlab.classify({ game: 'sum', parts: new Array(65).fill({ game: 'nim', heaps: [1] }) }),
  ];
  for (const call of refused) {
    assert.throws(call, (e) => e.code === 'too-large', `refusal ${refused.indexOf(call)} of round ${i}`);
  }
  assert.equal(nimlab.classify({ game: 'nim', heaps: [3, 4, 5] }).outcome, 'N');
}

test('the wasm memory stays flat over thousands of refused calls', () => {
  staysFlat(refusals, 200, 2000);
});
