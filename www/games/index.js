// Each game's drawing, loaded with its strings only when a board of the game
// is shown, and kept in drawings.js; a game without a drawing gets the
// generic move list; a sum, its parts' drawings too; a take-and-break game or
// a sum, the full engine (solver/engine.js) as well.
import { loadStrings, stringsLoaded } from '../strings/index.js';
import { loadEngineFor } from '../solver/solver.js';
import { hasFull, needsFull } from '../solver/engine.js';
import { drawingOf, keepDrawing } from './drawings.js';

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

// Grundy's game shows the octal part's words too (its Why panel is that one).
const sharing = { grundy: ['octal'] };

/** The strings a board of `gameId` shows: every board's, and the game's own. */
const stringParts = (gameId) => (drawn(gameId) ? ['board', ...(sharing[gameId] ?? []), gameId] : ['board']);

const gamesOf = (g) => (typeof g === 'string' ? [g] : [g?.game, ...[].concat(g?.parts ?? []).map((p) => p?.game)]);
const idOf = (gameId) => (drawn(gameId) ? gameId : 'generic');

function loadView(gameId) {
  const id = idOf(gameId);
  if (!loading.has(id)) {
    const view = (views[id] ?? generic)();
    // A failed load may be tried again.
    view.catch(() => loading.delete(id));
    loading.set(id, view);
  }
  return loading.get(id).then((module) => {
    keepDrawing(gameId, module);
    return module;
  });
}

/** Loads a board of `game` (an id, or a state) in `lang`, drawings, strings and engine, once; resolves to the view. */
export function loadGame(game, lang) {
  const engine = gamesOf(game).some((id) => needsFull({ game: id })) ? loadEngineFor({ game: 'sum' }) : null;
  return Promise.all([engine, ...gamesOf(game).map((id) => Promise.all([loadView(id), loadStrings(lang, stringParts(id))]))])
    .then(([, [view]]) => view);
}

/** The view of `game` if loadGame has brought it in with its strings in `lang` (and its engine), else null. */
export function loadedGame(game, lang) {
  const ids = gamesOf(game);
  if (ids.some((id) => needsFull({ game: id })) && !hasFull()) return null;
  return ids.every((id) => drawingOf(id) && stringsLoaded(lang, stringParts(id))) ? drawingOf(ids[0]) : null;
}
