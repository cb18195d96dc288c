// The worksheet builder (worksheet.html without &student=1): the title and
// the instructions; games added from the game picker, a puzzle (drawn at a
// level, or one from its id), a lesson step, a position typed or set up by
// clicking; each with its options, moved up or down, or removed. Every
// change is written to the URL (and kept in the browser, for "Add to a
// worksheet" from the playground and the puzzles). It hands out the snippet,
// the download (handout.js's page and the element's files), the student view,
// and the printout; the preview below is what prints.
import { h } from '../page/dom.js';
import { boardTitle } from '../board/title.js';
import { loadStrings } from '../strings/index.js';
import { FOLDER, SELF_HOSTED_MODULE } from '../site/element-tag.js';
import { cleanGame, handoutPage, MAX_GAMES, readGameEntry, sheetQuery, sheetSnippet } from './sheet.js';
import { drawSheet, gamesList } from './student.js';
import { SHEET } from './words.js';

/** The builder's words, strings/<lang>/worksheet.js (not in the download). */
export const WORKSHEET = { name: 'worksheet', load: (lang) => import(`./strings/${lang}/worksheet.js`) };

/** Where the browser keeps the worksheet last built, for "Add to a worksheet". */
export const STORE_KEY = 'nimlab-worksheet';
/** The file the download holds the worksheet in, beside the element's folder. */
export const PAGE_NAME = 'worksheet.html';
export const ZIP_NAME = 'nimlab-worksheet.zip';

/** The five levels of the puzzles (learn/lessons.js's PUZZLE_LEVELS, which loads with the lessons). */
const PUZZLE_LEVELS = [1, 2, 3, 4, 5];

/** The positions of the lessons' steps, once the lessons and their titles have loaded: {label, state}, a step that plays or asks about one. */
async function lessonPositions(lang) {
  const [{ LESSONS, keyOf }, { LEARN }] = await Promise.all([import('../learn/lessons.js'), import('../learn/words.js')]);
  const t = await loadStrings(lang, [LEARN]);
  return LESSONS.flatMap((lesson) => lesson.steps.map((step, i) => ({ lesson, n: i + 1, state: step.play ?? step.task?.state }))
    .filter((p) => p.state)
    .map((p) => ({ ...p, label: t('sheetLessonStep', { lesson: t(`${keyOf(p.lesson)}_title`), n: p.n }) })));
}

const option = (value, text, selected = false) => h('option', { value, selected }, text);

/** The builder in `main`, for `sheet` (sheet.js's readSheet); `page`: {api, lang, t, notice(text)}. */
export async function startBuilder(main, sheet, page) {
  const { api, lang, t } = page;
  const infos = api.games().filter((g) => g.id !== 'sum');
  const sumExample = api.games().find((g) => g.id === 'sum')?.example;
  const games = sheet.games.map(cleanGame);
  let steps = [];
  const said = h('p', { class: 'small', 'aria-live': 'polite', dataset: { said: '' } });
  const addError = h('p', { class: 'field-error', role: 'alert', hidden: true, id: 'add-error' });
  const say = (text) => { said.textContent = text; };

  // The worksheet's fields.
  const title = h('input', { id: 'sheet-title', type: 'text', maxlength: 200, value: sheet.title });
  const text = h('textarea', { id: 'sheet-text', rows: 4, maxlength: 4000 });
  text.value = sheet.text;

  // Adding a game.
  const pick = h('select', { id: 'add-pick' }, infos.map((g) => option(g.id, g.names[lang] ?? g.names.en)), sumExample ? option('sum', t('sheetSum')) : null);
  const level = h('select', { id: 'add-level' }, PUZZLE_LEVELS.map((n) => option(String(n), t('sheetLevel', { n }))));
  const puzzleId = h('input', { id: 'add-puzzle-id', type: 'text', placeholder: t('sheetPuzzleIdHint') });
  const step = h('select', { id: 'add-step' });
  // The lessons and a puzzle's link, folded: their words load when unfolded.
  const more = h('details', { id: 'add-more' });
  more.addEventListener('toggle', async () => {
    if (!more.open || steps.length) return;
    steps = await lessonPositions(lang);
    step.replaceChildren(...steps.map((p, i) => option(String(i), p.label)));
  });
  const typed = h('textarea', { id: 'add-state', rows: 2, spellcheck: 'false', placeholder: '{"game":"nim","heaps":[3,4,5]}' });
  const editBox = h('div', { id: 'add-edit-box', class: 'edit-box', hidden: true });

  // What it hands out.
  const list = h('ol', { id: 'sheet-list', class: 'sheet-list' });
  const studentLink = h('a', { id: 'student-link', target: '_blank' }, t('sheetStudentView'));
  const snippet = h('textarea', { id: 'sheet-snippet', rows: 6, readonly: true, spellcheck: 'false', dataset: { snippet: '' }, 'aria-label': t('sheetSnippet') });
  const downloadSaid = h('span', { class: 'small', 'aria-live': 'polite' });
  const preview = h('div', { class: 'sheet', id: 'preview' });

  const nameOf = (state) => {
    try {
      return boardTitle(state, api, lang, t);
    } catch {
      return String(state.game);
    }
  };

  /** The worksheet now, as sheet.js reads and writes it. */
  const current = () => ({ title: title.value.trim(), text: text.value.trim(), games });

  let previewTimer = null;
  function changed({ redraw = true } = {}) {
    const query = sheetQuery(current(), lang);
    history.replaceState(null, '', `${location.pathname}?${query}`);
    try {
      localStorage.setItem(STORE_KEY, query);
    } catch {
      // Storage refused (a private window): the URL still holds the worksheet.
    }
    studentLink.href = `${location.pathname}?${sheetQuery(current(), lang, { student: true })}`;
    snippet.value = sheetSnippet(current(), lang, SELF_HOSTED_MODULE);
    if (redraw) drawList();
    // The preview once the typing stops; its boards are made again only when the games changed.
    clearTimeout(previewTimer);
    previewTimer = setTimeout(drawPreview, 300);
  }

  let previewGames = null;
  let previewList = null;
  function drawPreview() {
    const sheet = current();
    const key = JSON.stringify(sheet.games);
    if (key !== previewGames) {
      previewGames = key;
      previewList = gamesList(sheet, lang, t);
    }
    drawSheet(preview, sheet, lang, t, { results: false, list: previewList });
  }

  function add(state, options = {}) {
    addError.hidden = true;
    if (games.length >= MAX_GAMES) {
      showAddError(t('sheetFull', { max: MAX_GAMES }));
      return false;
    }
    const read = readGameEntry({ state, practice: true, ...options }, games.length);
    if (read.problem) {
      showAddError(t(read.problem.key, read.problem.values));
      return false;
    }
    games.push(read.game);
    changed();
    say(t('sheetAdded', { n: games.length, game: nameOf(state) }));
    return true;
  }

  function showAddError(reason) {
    addError.textContent = reason;
    addError.hidden = false;
  }

  /** Checks a position with the solver (play reads it without searching); the reason it is refused, or null. */
  function refusal(state) {
    try {
      api.play(state, null);
    } catch (error) {
      if (/\bmove\b/.test(error?.message ?? '')) return null;
      return error?.message ?? String(error);
    }
    return null;
  }

  function addChecked(state, options) {
    const reason = refusal(state);
    if (reason) {
      showAddError(t('sheetRefused', { reason }));
      return false;
    }
    return add(state, options);
  }

  /** One game of the list: its title, its position, its options, and the buttons that move or remove it. */
  function item(game, i) {
    const set = (change) => {
      games[i] = cleanGame({ ...games[i], ...change });
      changed({ redraw: false });
    };
    const id = (name) => `game-${i}-${name}`;
    const check = (name) => h('label', {}, h('input', {
      type: 'checkbox', id: id(name), checked: Boolean(game[name]), dataset: { option: name },
      onchange: (event) => set({ [name]: event.target.checked }),
    }), ' ', t(`sheetOption_${name}`));
    const opponent = h('select', { id: id('opponent'), dataset: { option: 'opponent' }, onchange: (event) => { set({ opponent: event.target.value }); drawList(); } },
      ['computer', 'human', 'lose'].map((v) => option(v, t(`sheetOpponent_${v}`), (game.opponent ?? 'computer') === v)));
    const computer = h('select', { id: id('computer'), dataset: { option: 'computer' }, onchange: (event) => set({ computer: event.target.value }) },
      option('second', t('sheetStudentFirst'), game.computer !== 'first'), option('first', t('sheetComputerFirst'), game.computer === 'first'));
    const skill = h('input', {
      id: id('skill'), type: 'number', min: 0, max: 1, step: 0.1, value: String(game.skill ?? 1), dataset: { option: 'skill' },
      onchange: (event) => {
        const value = Number(event.target.value);
        if (event.target.value.trim() !== '' && value >= 0 && value <= 1) set({ skill: value });
        else event.target.value = String(games[i].skill ?? 1);
      },
    });
    const versusComputer = (game.opponent ?? 'computer') !== 'human';
    const move = (to) => {
      [games[i], games[to]] = [games[to], games[i]];
      changed();
      // The focus follows the game moved: on the same button, or the other one at an end of the list.
      const moved = list.querySelector(`[data-item="${to}"]`);
      const same = moved.querySelector(to < i ? '[data-up]' : '[data-down]');
      (same.disabled ? moved.querySelector(to < i ? '[data-down]' : '[data-up]') : same).focus();
    };
    return h('li', { class: 'sheet-item', dataset: { item: String(i) } },
      h('h3', {}, t('sheetItem', { n: i + 1, game: nameOf(game.state) })),
      h('p', {}, h('code', { class: 'state' }, JSON.stringify(game.state))),
      h('div', { class: 'options' },
        check('practice'), check('hints'),
        h('label', {}, t('sheetOpponent'), ' ', opponent),
        versusComputer ? h('label', {}, t('sheetWhoStarts'), ' ', computer) : null,
        (game.opponent ?? 'computer') === 'computer' ? h('label', {}, t('sheetSkill'), ' ', skill) : null),
      h('p', { class: 'item-buttons' },
        h('button', { type: 'button', dataset: { up: '' }, disabled: i === 0, 'aria-label': t('sheetUpLabel', { n: i + 1 }), onclick: () => move(i - 1) }, t('sheetUp')),
        ' ',
        h('button', { type: 'button', dataset: { down: '' }, disabled: i === games.length - 1, 'aria-label': t('sheetDownLabel', { n: i + 1 }), onclick: () => move(i + 1) }, t('sheetDown')),
        ' ',
        h('button', {
          type: 'button', dataset: { remove: '' }, 'aria-label': t('sheetRemoveLabel', { n: i + 1 }),
          onclick: () => {
            games.splice(i, 1);
            changed();
            say(t('sheetRemoved', { n: i + 1 }));
            (list.querySelector(`[data-item="${Math.min(i, games.length - 1)}"] [data-remove]`) ?? pick).focus();
          },
        }, t('sheetRemove'))));
  }

  function drawList() {
    list.replaceChildren(...games.map(item));
    list.hidden = games.length === 0;
  }

  // The sources of games.
  const addExample = () => {
    const example = pick.value === 'sum' ? sumExample : infos.find((g) => g.id === pick.value)?.example;
    if (example) add(example);
  };
  const addPuzzle = async () => {
    const { drawPuzzle, randomFrom } = await import('../learn/puzzles.js');
    say(t('sheetDrawing'));
    const puzzle = await drawPuzzle(Number(level.value), randomFrom(Math.floor(Math.random() * 2 ** 32)));
    add(puzzle.state);
  };
  const addPuzzleId = async () => {
    const { readPuzzleId } = await import('../learn/puzzles.js');
    const written = puzzleId.value.trim();
    // A puzzle's id, or a link to it (learn.html?puzzle=ID).
    const id = /[?&]puzzle=([^&#]+)/.exec(written)?.[1] ?? written;
    const puzzle = readPuzzleId(decodeURIComponent(id));
    if (!puzzle) {
      showAddError(t('sheetPuzzleUnread', { id: written }));
      return;
    }
    if (add(puzzle.state)) puzzleId.value = '';
  };
  const addStep = () => {
    const chosen = steps[Number(step.value)];
    if (chosen) add(chosen.state);
  };
  const addTyped = () => {
    let state;
    try {
      state = JSON.parse(typed.value);
    } catch (error) {
      showAddError(t('sheetStateNotJson', { error: error.message }));
      return;
    }
    if (addChecked(state)) typed.value = '';
  };
  const setUp = async () => {
    const [{ editBoard }, { PLAYGROUND }] = await Promise.all([import('../site/editor.js'), import('../site/words.js')]);
    const words = await loadStrings(lang, [PLAYGROUND, 'errors']);
    // The editor's "Play from here" adds the position here.
    const edit = (key, values) => (key === 'editPlay' ? words('sheetEditAdd') : words(key, values));
    const example = pick.value === 'sum' ? sumExample : infos.find((g) => g.id === pick.value)?.example;
    editBox.hidden = false;
    const close = () => {
      editBox.hidden = true;
      editBox.replaceChildren();
      document.getElementById('add-setup').focus();
    };
    editBoard(editBox, {
      state: example,
      t: edit,
      partName: (i, part) => `${words('sumPartLegend', { n: i + 1 })}: ${part.game}`,
      onDone: (position) => {
        const reason = refusal(position);
        if (reason) return reason;
        if (!add(position)) return addError.textContent;
        close();
        return null;
      },
      onCancel: close,
    });
    editBox.querySelector('button')?.focus();
  };

  const download = async () => {
    const { elementZip, saveBlob } = await import('../site/embed-dialog.js');
    const words = await loadStrings(lang, [SHEET]);
    downloadSaid.textContent = t('sheetPacking');
    try {
      const page = new TextEncoder().encode(handoutPage(current(), lang, words, FOLDER));
      const { blob, files, bytes } = await elementZip((done, all) => { downloadSaid.textContent = t('sheetPackingN', { done, all }); }, {
        lists: ['files', 'sheet'], add: [{ name: PAGE_NAME, bytes: page }],
      });
      saveBlob(blob, ZIP_NAME);
      downloadSaid.textContent = t('sheetPacked', { name: ZIP_NAME, files, kb: Math.round(bytes / 1000), page: PAGE_NAME });
    } catch (error) {
      downloadSaid.textContent = t('sheetPackFailed', { error: error.message });
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      say(t('sheetLinkCopied'));
    } catch {
      say(t('sheetLinkInBar'));
    }
  };

  for (const field of [title, text]) field.addEventListener('input', () => changed({ redraw: false }));
  const button = (id, label, onclick, extra = {}) => h('button', { type: 'button', id, onclick, ...extra }, label);
  const row = (...children) => h('p', { class: 'add-row' }, ...children);

  more.append(h('summary', {}, t('sheetMore')),
    row(h('label', {}, t('sheetFromLesson'), ' ', step), ' ', button('add-step-button', t('sheetAddThis'), addStep)),
    row(h('label', {}, t('sheetPuzzleId'), ' ', puzzleId), ' ', button('add-puzzle-id-button', t('sheetAddThis'), addPuzzleId)));
  main.replaceChildren(
    h('section', { class: 'sheet-fields', 'aria-labelledby': 'fields-title' },
      h('h2', { id: 'fields-title' }, t('sheetFields')),
      h('p', {}, h('label', { for: 'sheet-title' }, t('sheetTitle')), h('br'), title),
      h('p', {}, h('label', { for: 'sheet-text' }, t('sheetText')), h('br'), text)),
    h('section', { class: 'sheet-add', 'aria-labelledby': 'add-title' },
      h('h2', { id: 'add-title' }, t('sheetAdd')),
      row(h('label', {}, t('sheetFromPicker'), ' ', pick), ' ', button('add-example', t('sheetAddExample'), addExample), ' ',
        button('add-setup', t('sheetSetUp'), setUp)),
      editBox,
      row(h('label', {}, t('sheetFromPuzzle'), ' ', level), ' ', button('add-puzzle', t('sheetAddPuzzle'), addPuzzle)),
      more,
      h('p', { class: 'add-row' }, h('label', { for: 'add-state' }, t('sheetTyped')), h('br'), typed, h('br'), button('add-typed', t('sheetAddThis'), addTyped)),
      addError),
    h('section', { class: 'sheet-games-box', 'aria-labelledby': 'games-title' },
      h('h2', { id: 'games-title' }, t('sheetGames')),
      said,
      list),
    h('section', { class: 'sheet-out', 'aria-labelledby': 'out-title' },
      h('h2', { id: 'out-title' }, t('sheetHandOut')),
      h('p', {}, studentLink, ' · ', button('print', t('sheetPrint'), () => window.print()), ' ', button('copy-link', t('sheetCopyLink'), copyLink)),
      h('p', {}, h('label', { for: 'sheet-snippet' }, t('sheetSnippet'))),
      h('p', { class: 'small' }, t('sheetSnippetHelp', { folder: FOLDER })),
      snippet,
      h('p', {}, button('download', t('sheetDownload'), download, { dataset: { download: '' } }), ' ', downloadSaid)),
    h('section', { class: 'sheet-preview', 'aria-labelledby': 'preview-title' },
      h('h2', { id: 'preview-title', class: 'screen-only' }, t('sheetPreview')),
      preview));
  changed();
  clearTimeout(previewTimer);
  drawPreview();
}
