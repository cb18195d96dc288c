// The drawing of each game, one module a game, loaded only for a game that is
// shown: a <nimlab-game> of Kayles never downloads the Wythoff board. A game
// without a drawing gets the generic move list.

// Literal import() calls, so scripts/size.mjs can follow them.
const views = {
  kayles: () => import('./kayles.js'),
  nim: () => import('./nim.js'),
  subtraction: () => import('./subtraction.js'),
  'odd-even': () => import('./odd-even.js'),
  'fibonacci-nim': () => import('./fibonacci.js'),
  dice: () => import('./dice.js'),
  wythoff: () => import('./wythoff.js'),
};
const generic = () => import('./generic.js');

const loading = new Map();
const loaded = new Map();

/** The view module of `gameId` (render, describe, explain), loaded once per page. */
export function loadView(gameId) {
  const id = Object.hasOwn(views, gameId) ? gameId : 'generic';
  if (!loading.has(id)) {
    const view = (views[id] ?? generic)().then((module) => {
      loaded.set(id, module);
      return module;
    });
    // A failed load (the network) may be tried again by the next caller.
    view.catch(() => loading.delete(id));
    loading.set(id, view);
  }
  return loading.get(id);
}

/** The view of `gameId` if loadView has already brought it in, else null. */
export function loadedView(gameId) {
  return loaded.get(Object.hasOwn(views, gameId) ? gameId : 'generic') ?? null;
}
