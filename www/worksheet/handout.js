// The downloaded worksheet's script (sheet.js's handoutPage): the element,
// the page's words, and the results table after the games. Served over http
// it removes the notice that says how to serve it (which a page opened from
// disk keeps: the browser loads no module from file://).
import '../nimlab-game.js';
import { h } from '../page/dom.js';
import { loadStrings, pickLanguage } from '../strings/index.js';
import { startResults } from './results.js';
import { SHEET } from './words.js';

const main = document.querySelector('[data-sheet]');
document.querySelector('[data-file-notice]')?.remove();
const lang = pickLanguage(`?lang=${document.documentElement.lang}`);
const t = await loadStrings(lang, [SHEET]);
const box = h('section', { class: 'sheet-results', 'aria-label': t('sheetResults') });
main.append(box);
startResults(box, [...main.querySelectorAll('nimlab-game')], t);
