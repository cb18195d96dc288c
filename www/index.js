// The package's entry for browsers and bundlers (`import { classify } from
// 'nimlab'`): ready to call once imported, because the top-level await below
// instantiates the wasm first. The wasm is fetched from next to this module,
// so the JS and the wasm of one version always come together; a bundler that
// follows `new URL(…, import.meta.url)` (Vite, webpack 5, Parcel) copies it
// into the build by itself. Node takes www/node.js instead.
import init, { classify, best_move, bestMove, moves, play, games, f, nimbers, quotient } from './pkg/nimlab.js';

await init({ module_or_path: new URL('./pkg/nimlab_bg.wasm', import.meta.url) });

export { classify, best_move, bestMove, moves, play, games, f, nimbers, quotient };
