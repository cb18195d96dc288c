// The drawing of each game; a game without one gets the generic move list.
import * as generic from './generic.js';
import * as kayles from './kayles.js';

const views = { kayles };

export function viewFor(gameId) {
  return views[gameId] ?? generic;
}
