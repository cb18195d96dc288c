// The worksheet as handed out, drawn from its data: the title, the
// instructions, the games (each a <nimlab-game> with its number and, on
// paper, room to write the answer), and the results (results.js). The same
// page as sheet.js's handoutPage writes for the download, which handout.js
// brings to life.
import { h } from '../page/dom.js';
import { gameAttributes } from './sheet.js';
import { startResults } from './results.js';

/** The <nimlab-game> of a game of the worksheet, in `lang`. */
export function gameElement(game, lang) {
  const element = h('nimlab-game', { state: JSON.stringify(game.state) });
  for (const [name, value] of gameAttributes(game, lang)) element.setAttribute(name, value === true ? '' : value);
  return element;
}

/** The games' list: each game numbered, its board, and the line to write on. */
export function gamesList(sheet, lang, t) {
  return h('ol', { class: 'sheet-games' }, sheet.games.map((game, i) => h('li', { class: 'sheet-game', dataset: { game: String(i) } },
    h('h2', {}, t('sheetGameN', { n: i + 1 })),
    gameElement(game, lang),
    h('p', { class: 'answer' }, t('sheetAnswer')))));
}

/**
 * Draws `sheet` into `main` as a student sees it; `results`: with the
 * results table; `list`: the games' list to show (gamesList's, kept by a
 * caller whose games have not changed), else one made anew. Returns the
 * results' handle (results.js), or null.
 */
export function drawSheet(main, sheet, lang, t, { results = true, list = gamesList(sheet, lang, t) } = {}) {
  const paragraphs = sheet.text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  const head = [h('h1', {}, sheet.title || t('sheetUntitled')), ...paragraphs.map((p) => h('p', { class: 'instructions' }, p))];
  if (!results && sheet.games.length && list.parentNode === main) {
    // The same boards: only the title and the instructions change (a board taken out of the page would start again).
    while (main.firstChild !== list) main.firstChild.remove();
    list.before(...head);
    return null;
  }
  const box = h('section', { class: 'sheet-results', 'aria-label': t('sheetResults') });
  main.replaceChildren(...head, sheet.games.length ? list : h('p', {}, t('sheetNoGames')), results && sheet.games.length ? box : '');
  return results && sheet.games.length ? startResults(box, [...list.querySelectorAll('nimlab-game')], t) : null;
}
