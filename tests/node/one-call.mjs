// `node tests/node/one-call.mjs NAME`: runs the attack NAME of attacks.mjs in
// this fresh process and prints, as one JSON line, how it ended and what it
// took: the wasm memory before and after (its buffer's bytes), what the call
// counted (__nimlab_spent) and the process's resident memory.
import nimlab, { wasm } from './pkg.mjs';
import { ATTACKS } from './attacks.mjs';

const attack = ATTACKS.find((a) => a.name === process.argv[2]);
const before = wasm.memory.buffer.byteLength;
const rssBefore = process.memoryUsage().rss;
let ended;
try {
  const answer = attack.call(nimlab);
  ended = { answered: true, checked: attack.check ? attack.check(answer) : null };
} catch (error) {
  ended = { answered: false, code: error?.code ?? null, key: error?.key ?? null, message: String(error?.message ?? error) };
}
const { work, memory } = nimlab.__nimlab_spent();
console.log(JSON.stringify({
  ...ended,
  wasmBefore: before,
  wasmAfter: wasm.memory.buffer.byteLength,
  work: Number(work),
  held: Number(memory),
  rssBefore,
  rssAfter: process.memoryUsage().rss,
  // The next call works.
  next: nimlab.classify({ game: 'nim', heaps: [3, 4, 5] }).outcome,
}));
