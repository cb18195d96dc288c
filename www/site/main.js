// The playground's entry: load the solver, put the API on `window` and
// `window.nimlab` for the console, then start the page.
import { loadEngineFor } from '../solver/solver.js';
import { useFullGlue } from '../solver/engine.js';
import * as fullGlue from '../pkg/nimlab.js';
import { readGame } from './url-state.js';
import { startPlayground } from './app.js';
import { solverOnWindow, startPage } from './ready.js';
import { pickLanguage } from '../strings/index.js';

const BANNER = [
  'nimlab: every take-away game here is solved exactly. Try:',
  '  f([12])                                   // the blog: 12 coins, last coin loses → 0 (second player wins)',
  '  classify({game: "nim", heaps: [3, 4, 5]})',
  '  best_move({game: "kayles", rows: [1, 11]}) // Rip Van Winkle: knock down pin 6',
  '  moves({game: "kayles", rows: [3]})',
  '  games()                                    // every game, its parameters and an example',
].join('\n');

// The console API goes on `window` as soon as the wasm is in; `ready`
// resolves once the page is drawn as well. A failure is said in the reader's
// language when the board's strings came in, else in English.
await startPage({ failed: 'loadFailed', lang: pickLanguage() }, async () => {
  // The console's calls are synchronous: one on a take-and-break game or a sum
  // before its engine has loaded starts it at once, which needs its glue here.
  useFullGlue(fullGlue);
  // A link to a take-and-break game or a sum loads the full engine instead of the base one.
  const first = readGame().start;
  if (first) loadEngineFor(first).catch(() => {});
  await startPlayground(solverOnWindow());
});
console.info(BANNER);
