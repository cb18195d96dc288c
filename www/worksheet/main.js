// worksheet.html (docs/WORKSHEETS.md): the builder, or with &student=1 the
// worksheet as handed out. The worksheet is in the URL (sheet.js); `?add=`
// (the playground's and the puzzles' "Add to a worksheet") adds one game to
// the worksheet last built in this browser. The solver's API is on `window`
// and `window.nimlab`, as on the other pages (site/boot.js makes nimlab.ready,
// site/ready.js settles it).
import '../nimlab-game.js';
import { h } from '../page/dom.js';
import { loadStrings, pickLanguage } from '../strings/index.js';
import { addReloadingPicker } from '../site/reloading-picker.js';
import { solverOnWindow, startPage } from '../site/ready.js';
import { readGameEntry, readSheet, sheetQuery } from './sheet.js';
import { drawSheet } from './student.js';
import { SHEET } from './words.js';
import { STORE_KEY, WORKSHEET, startBuilder } from './builder.js';

const query = new URLSearchParams(location.search);
const lang = pickLanguage();
const $ = (id) => document.getElementById(id);

/** The worksheet last built in this browser, as its query string ('' if none). */
function stored() {
  try {
    return localStorage.getItem(STORE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The worksheet to show: the link's, or with ?add= the one kept in the browser and the game added; and what to say of it. */
function sheetAsked(t) {
  if (!query.has('add')) return { sheet: readSheet(location.search), notes: [] };
  const sheet = readSheet(stored());
  const notes = sheet.problems.map((p) => t(p.key, p.values));
  let entry = null;
  try {
    entry = JSON.parse(query.get('add'));
  } catch {
    notes.push(t('sheetGamesNotJson'));
  }
  const read = entry && readGameEntry(entry, sheet.games.length);
  if (read?.game) {
    sheet.games.push(read.game);
    notes.push(t('sheetAddedFrom', { n: sheet.games.length }));
  } else if (read) notes.push(t(read.problem.key, read.problem.values));
  sheet.problems = [];
  history.replaceState(null, '', `${location.pathname}?${sheetQuery(sheet, lang)}`);
  return { sheet, notes };
}

await startPage({ failed: 'sheetLoadFailed', lang }, async () => {
  const solver = solverOnWindow();
  const t = await loadStrings(lang, ['board', SHEET, WORKSHEET]);
  document.documentElement.lang = lang;
  addReloadingPicker(lang, 'sheetLanguage', t);
  const { sheet, notes } = sheetAsked(t);
  notes.push(...sheet.problems.map((p) => t(p.key, p.values)));
  if (notes.length) {
    $('notice').replaceChildren(...notes.map((note) => h('p', {}, note)));
    $('notice').hidden = false;
  }
  for (const [id, page] of [['playground', 'index.html'], ['learn', 'learn.html']]) $(id).href = `${page}?lang=${lang}`;
  const main = $('worksheet');
  if (sheet.student) {
    document.body.classList.add('student');
    document.title = sheet.title || t('sheetUntitled');
    main.classList.add('sheet');
    drawSheet(main, sheet, lang, t);
  } else {
    document.title = t('sheetPageTitle');
    await startBuilder(main, sheet, { api: await solver, lang, t });
  }
  await solver;
});
