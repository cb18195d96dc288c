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

test('the wasm memory stays flat over 300 000 calls', () => {
  for (let i = 0; i < 10_000; i += 1) round(i);
  const warm = wasm.memory.buffer.byteLength;
  for (let i = 10_000; i < 70_000; i += 1) round(i);
  const after = wasm.memory.buffer.byteLength;
  assert.equal(after, warm, `memory grew from ${warm} to ${after} bytes`);
});
