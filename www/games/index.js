// The drawing of each game; a game without one gets the generic move list.
import * as generic from './generic.js';
import * as kayles from './kayles.js';
import * as nim from './nim.js';
import * as subtraction from './subtraction.js';
import * as oddEven from './odd-even.js';
import * as fibonacci from './fibonacci.js';
import * as dice from './dice.js';
import * as wythoff from './wythoff.js';

const views = { kayles, nim, subtraction, 'odd-even': oddEven, 'fibonacci-nim': fibonacci, dice, wythoff };

export function viewFor(gameId) {
  return views[gameId] ?? generic;
}
