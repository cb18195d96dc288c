// Each game's drawing, loaded with its strings only when a board of the game
// is shown; a game without a drawing gets the generic move list. A sum's
// board needs its own drawing and those of its parts' games.
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
  sum: () => import('./sum.js'),
};
const generic = () => import('./generic.js');

const drawn = (gameId) => Object.hasOwn(views, gameId);
const loading = new Map();
const loaded = new Map();

// Grundy's game shows the octal part's words too (its Why panel is that one).
const sharing = { grundy: ['octal'] };

/** The strings a board of `gameId` shows: every board's, and the game's own. */
const stringParts = (gameId) => (drawn(gameId) ? ['board', ...(sharing[gameId] ?? []), gameId] : ['board']);

/** The games a board of `game` (an id, or a state) draws: a sum's own and its parts'. */
function gamesOf(game) {
  if (typeof game === 'string') return [game];
  const parts = game?.game === 'sum' && Array.isArray(game.parts) ? game.parts.map((p) => p?.game) : [];
  return [game?.game, ...parts];
}

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

/** The drawing of `gameId` if loaded (a sum draws its parts with these), else the generic one if loaded, else null. */
export const partView = (gameId) => loaded.get(drawn(gameId) ? gameId : 'generic') ?? loaded.get('generic') ?? null;

/**
 * Loads a board of `game` in `lang`, drawings and strings, once; resolves to
 * the view. `game` is a game's id, or a state (a sum's names its parts).
 */
export function loadGame(game, lang) {
  const ids = gamesOf(game);
  return Promise.all(ids.map((id) => Promise.all([loadView(id), loadStrings(lang, stringParts(id))])))
    .then(([[view]]) => view);
}

/** The view of `game` (an id or a state) if loadGame has brought it in with its strings in `lang`, else null. */
export function loadedGame(game, lang) {
  const ids = gamesOf(game);
  const ready = ids.every((id) => loaded.has(drawn(id) ? id : 'generic') && stringsLoaded(lang, stringParts(id)));
  return ready ? loaded.get(drawn(ids[0]) ? ids[0] : 'generic') : null;
}
