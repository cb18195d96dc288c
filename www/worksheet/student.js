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

/** Draws `sheet` into `main` as a student sees it; `results`: with the results table. */
export function drawSheet(main, sheet, lang, t, { results = true } = {}) {
  const paragraphs = sheet.text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  const list = gamesList(sheet, lang, t);
  const box = h('section', { class: 'sheet-results', 'aria-label': t('sheetResults') });
  main.replaceChildren(
    h('h1', {}, sheet.title || t('sheetUntitled')),
    ...paragraphs.map((p) => h('p', { class: 'instructions' }, p)),
    sheet.games.length ? list : h('p', {}, t('sheetNoGames')),
    results && sheet.games.length ? box : '');
  return results && sheet.games.length ? startResults(box, [...list.querySelectorAll('nimlab-game')], t) : null;
}
