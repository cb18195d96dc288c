// Per-call times of best_move (both aims) and moves through the built
// package, the first call and the median of the next 21: what the memo the
// calls share saves. Not a test; timings are only reported.
//   node scripts/bench-calls.mjs [pkg dir, default www/pkg]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './tools.mjs';

const dir = path.resolve(process.argv[2] ?? path.join(root, 'www', 'pkg'));
const nimlab = await import(pathToFileURL(path.join(dir, 'nimlab.js')).href);
nimlab.initSync({ module: readFileSync(path.join(dir, 'nimlab_bg.wasm')) });

const states = {
  'kayles 5,7,9': { game: 'kayles', rows: [5, 7, 9] },
  'two dice pile 40 both': { game: 'dice', pile: 40, top: [1, 2], rule: 'both' },
  'nim 200 heaps of 20': { game: 'nim', heaps: new Array(200).fill(20) },
};
for (const [name, state] of Object.entries(states)) {
  const calls = {
    best_move: () => nimlab.best_move(state),
    'best_move lose': () => nimlab.best_move(state, { aim: 'lose' }),
    moves: () => nimlab.moves(state),
  };
  for (const [fn, call] of Object.entries(calls)) {
    let start = performance.now();
    call();
    const first = performance.now() - start;
    const times = [];
    for (let i = 0; i < 21; i += 1) {
      start = performance.now();
      call();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`${name.padEnd(24)} ${fn.padEnd(15)} first ${first.toFixed(2)} ms, then median ${times[10].toFixed(3)} ms`);
  }
}
