// Unbreakable at any size (docs/API.md, "Budgets"): every attack of
// attacks.mjs, each in a fresh Node process, answers or is refused with its
// coded key, and stays within one call's budget as the wasm itself counts
// it (its memory's growth, and the most bytes the call held) and as the
// process does (its resident memory), each plus a fixed margin.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ATTACKS } from './attacks.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MB = 2 ** 20;
// Budget::DEFAULT's memory (crates/core/src/budget.rs).
const BUDGET = 256 * MB;
// What the wasm may grow past what the call held: the argument's text as it
// is copied (2^24 bytes at most, and as much again while it grows), the
// values read from it, the quotients kept between calls.
const WASM_MARGIN = 64 * MB;
// What the process may grow past the wasm's growth: V8's own heap (the
// argument's text as JS writes it, the answer).
const RSS_MARGIN = 128 * MB;

function oneCall(name) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join(here, 'one-call.mjs'), name], { maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${name}: ${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout.trim().split('\n').at(-1)));
    });
  });
}

test('every attack, in a fresh process, answers or refuses by its key within one call\'s budget and a margin', async () => {
  // Two at a time: the machine's two cores.
  const results = new Map();
  const queue = [...ATTACKS];
  await Promise.all([0, 1].map(async () => {
    while (queue.length > 0) {
      const attack = queue.shift();
      results.set(attack.name, await oneCall(attack.name));
    }
  }));
  for (const attack of ATTACKS) {
    const r = results.get(attack.name);
    const what = `${attack.name}: ${JSON.stringify(r)}`;
    if (attack.refusal === null) {
      assert.ok(r.answered, what);
      if (attack.check) assert.equal(r.checked, true, what);
    } else {
      assert.equal(r.answered, false, what);
      assert.equal(r.code, 'too-large', what);
      assert.equal(r.key, attack.refusal, what);
      assert.doesNotMatch(r.message, /RuntimeError|unreachable/, what);
    }
    assert.ok(r.held <= BUDGET, what);
    assert.ok(r.wasmAfter - r.wasmBefore <= BUDGET + WASM_MARGIN, what);
    assert.ok(r.rssAfter - r.rssBefore <= BUDGET + WASM_MARGIN + RSS_MARGIN, what);
    assert.equal(r.next, 'N', what);
  }
});
