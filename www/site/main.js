// The playground's entry: load the solver, put the API on `window` and
// `window.nimlab` for the console, then start the page.
import { loadEngineFor, loadSolver } from '../solver/solver.js';
import { useFullGlue } from '../solver/engine.js';
import * as fullGlue from '../pkg/nimlab.js';
import { readGame } from './url-state.js';
import { startPlayground } from './app.js';
import { pickLanguage, translator } from '../strings/index.js';

const nimlab = (window.nimlab ??= {});
const settle = nimlab.__settle;
delete nimlab.__settle;

const BANNER = [
  'nimlab: every take-away game here is solved exactly. Try:',
  '  f([12])                                   // the blog: 12 coins, last coin loses → 0 (second player wins)',
  '  classify({game: "nim", heaps: [3, 4, 5]})',
  '  best_move({game: "kayles", rows: [1, 11]}) // Rip Van Winkle: knock down pin 6',
  '  moves({game: "kayles", rows: [3]})',
  '  games()                                    // every game, its parameters and an example',
].join('\n');

try {
  // The console API goes on `window` as soon as the wasm is in; `ready`
  // resolves once the page is drawn as well.
  // The console's calls are synchronous: one on a take-and-break game or a sum
  // before its engine has loaded starts it at once, which needs its glue here.
  useFullGlue(fullGlue);
  // A link to a take-and-break game or a sum loads the full engine instead of the base one.
  const first = readGame().start;
  if (first) loadEngineFor(first).catch(() => {});
  const solver = loadSolver().then((api) => {
    Object.assign(nimlab, api);
    Object.assign(window, api);
    return api;
  });
  await startPlayground(solver);
  settle?.resolve(nimlab);
  console.info(BANNER);
} catch (error) {
  settle?.reject(error);
  // In the reader's language when the board's strings came in, else in English.
  const reason = `${error?.message ?? error}${error?.code ? ` (${error.code})` : ''}`;
  const said = translator(pickLanguage())('loadFailed', { error: reason });
  const notice = document.getElementById('notice');
  notice.textContent = said.startsWith('loadFailed') ? `nimlab could not load: ${reason}` : said;
  notice.hidden = false;
  throw error;
}
