// The package's entry for Node (≥ 20), Deno and Bun (`import { classify }
// from 'nimlab'`): reads the wasm from next to this module and instantiates
// it synchronously, so no init call and no top-level await.
import { readFileSync } from 'node:fs';
import { initSync, classify, best_move, bestMove, moves, play, games, f, nimbers, quotient } from './pkg/nimlab.js';

initSync({ module: readFileSync(new URL('./pkg/nimlab_bg.wasm', import.meta.url)) });

export { classify, best_move, bestMove, moves, play, games, f, nimbers, quotient };
