// Each game's drawing, loaded with its strings only when a board of the game
// is shown; a game without a drawing gets the generic move list.
import { loadStrings, stringsLoaded } from '../strings.js';

// Literal import() calls, so scripts/size.mjs can follow them.
const views = {
  kayles: () => import('./kayles.js'),
  nim: () => import('./nim.js'),
  subtraction: () => import('./subtraction.js'),
  'odd-even': () => import('./odd-even.js'),
  'fibonacci-nim': () => import('./fibonacci.js'),
  dice: () => import('./dice.js'),
  wythoff: () => import('./wythoff.js'),
  octal: () => import('./octal.js'),
  grundy: () => import('./grundy.js'),
};
const generic = () => import('./generic.js');

const drawn = (gameId) => Object.hasOwn(views, gameId);
const loading = new Map();
const loaded = new Map();

// Grundy's game shows the octal part's words too (its Why panel is that one).
const sharing = { grundy: ['octal'] };

/** The strings a board of `gameId` shows: every board's, and the game's own. */
const stringParts = (gameId) => (drawn(gameId) ? ['board', ...(sharing[gameId] ?? []), gameId] : ['board']);

function loadView(gameId) {
  const id = drawn(gameId) ? gameId : 'generic';
  if (!loading.has(id)) {
    const view = (views[id] ?? generic)().then((module) => {
      loaded.set(id, module);
      return module;
    });
    // A failed load may be tried again.
    view.catch(() => loading.delete(id));
    loading.set(id, view);
  }
  return loading.get(id);
}

/** Loads a board of `gameId` in `lang`, drawing and strings, once; resolves to the view. */
export function loadGame(gameId, lang) {
  return Promise.all([loadView(gameId), loadStrings(lang, stringParts(gameId))]).then(([view]) => view);
}

/** The view of `gameId` if loadGame has brought it in with its strings in `lang`, else null. */
export function loadedGame(gameId, lang) {
  const view = loaded.get(drawn(gameId) ? gameId : 'generic');
  return view && stringsLoaded(lang, stringParts(gameId)) ? view : null;
}
