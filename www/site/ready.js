// The other half of site/boot.js, for the pages whose solver is on `window`
// (the playground, the lessons, the worksheets): the page's entry module draws
// the page through `startPage`, which settles the `window.nimlab.ready` that
// boot.js made, and says in the page's notice when the page cannot start.
import { loadSolver } from '../solver/solver.js';
import { translator } from '../strings/index.js';

const nimlab = (window.nimlab ??= {});

/** The solver, loading; once it is in, its API is on `window` and `window.nimlab`, for the console. */
export function solverOnWindow() {
  return loadSolver().then((api) => {
    Object.assign(nimlab, api);
    Object.assign(window, api);
    return api;
  });
}

/**
 * Awaits `draw()`, the page's start, then resolves `window.nimlab.ready`; if
 * it fails, rejects `ready`, shows the string `failed` (its `{error}` the
 * reason) of `lang` in #notice, in English while that string has not loaded,
 * and throws the error on.
 */
export async function startPage({ failed, lang }, draw) {
  const settle = nimlab.__settle;
  delete nimlab.__settle;
  try {
    await draw();
    settle?.resolve(nimlab);
  } catch (error) {
    settle?.reject(error);
    const reason = `${error?.message ?? error}${error?.code ? ` (${error.code})` : ''}`;
    const said = translator(lang)(failed, { error: reason });
    const notice = document.getElementById('notice');
    notice.textContent = said.startsWith(failed) ? `nimlab could not load: ${reason}` : said;
    notice.hidden = false;
    throw error;
  }
}
