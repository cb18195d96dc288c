// The playground: set up a game, play it against the computer or a friend,
// with hints and the explanation of the position. The playing itself is
// board/session.js, shared with <nimlab-game>; the set-up form is
// setup-form.js. The strings of a language and the drawing of a game load
// when they are first shown.
import { h } from '../page/dom.js';
import { loadGame } from '../games/index.js';
import { loadStrings, pickLanguage, translator, errorText, errorMessage } from '../strings/index.js';
import { readGame, writeGame } from './url-state.js';
import { randomPosition, rollOpening } from './random-position.js';
import { startGame } from '../board/session.js';
import { refusalText } from '../board/why.js';
import { analyse } from '../solver/analyses.js';
import { PLAYGROUND } from './words.js';
import { addLanguagePicker } from './language-picker.js';
import { clearRefusal, readParams, renderParams, renderSetup, showRefusal } from './setup-form.js';
import { loadEngineFor } from '../solver/solver.js';

const $ = (id) => document.getElementById(id);

const FIRST_GAME = 'kayles';
/** Games that cannot be a part of a sum: odd-even has no nimber (shared/API.md). */
const NOT_PARTS = new Set(['odd-even', 'sum']);

/**
 * The solver's refusal of `position` as it reads it, or null. play() reads
 * the position before the move, so a move that is no move at all is refused
 * by name when the position reads well: nothing is solved here, on the main
 * thread, and a position past a limit of its reading (a sum of more than 64
 * parts) is refused with the limit. Whether it can be played to the end is
 * the Worker's analysis (board/session.js refuses on the board what it cannot
 * play).
 */
function refusal(api, position) {
  try {
    api.play(position, null);
  } catch (error) {
    if (/\bmove\b/.test(error?.message ?? '')) return null;
    if (error?.code) return error;
  }
  return null;
}

/**
 * Starts the page once `solver` (a promise of the API) has loaded; the
 * strings and the drawing of the first game load while the wasm compiles.
 * Resolves when the board is drawn.
 */
export async function startPlayground(solver) {
  const link = readGame();
  // The playground's state, which the set-up form reads too (setup-form.js).
  // The language goes in the URL only when chosen on purpose (a link's, or the picker's): a
  // shared link then opens in the reader's own language unless its sharer chose one.
  const page = { lang: pickLanguage(), langChosen: new URLSearchParams(location.search).has('lang'), t: null, rolled: null, link, infos: null, partGames: null, game: null };
  addLanguagePicker(page.lang);
  // The playground says errors from the start (a link, the set-up form): their words come with its own.
  const strings = loadStrings(page.lang, [PLAYGROUND, 'errors']);
  loadGame(link.start ?? FIRST_GAME, page.lang).catch(() => {}); // waited for below
  const api = await solver;
  const all = api.games();
  const infos = all.filter((g) => g.id !== 'sum');
  const sumExample = all.find((g) => g.id === 'sum')?.example;
  page.infos = infos;
  page.partGames = infos.filter((g) => !NOT_PARTS.has(g.id));
  const fallback = infos.find((g) => g.id === FIRST_GAME)?.example ?? infos[0].example;
  // What the link holds that cannot be played is shown with its reason, and
  // the link is left as it is until the person acts.
  const problems = [...link.problems];
  let start = fallback;
  if (link.start) {
    // A take-and-break game or a sum is read by the full engine: loaded before the link is checked.
    await loadEngineFor(link.start).catch(() => {});
    const error = refusal(api, link.start);
    if (error) problems.unshift({ param: 'state', key: 'linkStateRefused', text: new URLSearchParams(location.search).get('state'), error });
    else start = link.start;
  }
  try {
    await Promise.all([strings, loadGame(start, page.lang)]);
  } catch (error) {
    if (start === fallback) throw error;
    problems.unshift({ param: 'state', key: 'linkStateRefused', text: new URLSearchParams(location.search).get('state'), error });
    start = fallback;
    await Promise.all([strings, loadGame(start, page.lang)]);
  }
  page.t = translator(page.lang);
  // Held until the game is on the board and the link found sound, or the person acts.
  let linkHeld = true;

  // ?embed=1: the game alone, for an iframe; its Why panel folded when the frame is narrow
  // (without hints it explains the position and names no move until asked).
  const embedded = new URLSearchParams(location.search).get('embed') === '1';
  if (embedded) {
    $('why-box').open = matchMedia('(min-width: 52rem)').matches;
    // An embedded game is the one its page chose: no picker to leave it.
    $('pick').closest('.picker').hidden = true;
  }
  translatePage();
  $('practice-mode').checked = link.practice;
  const writeUrl = (session = game) => writeGame({
    start: session.start,
    moves: session.moves,
    opponent: session.opponent,
    skill: session.skill,
    starts: session.starts,
    hints: session.hints,
    practice: session.practice ?? $('practice-mode').checked,
    reveal: session.reveal ?? link.reveal,
    lang: page.langChosen ? page.lang : null,
  });
  const game = startGame(document, {
    api,
    lang: page.lang,
    start,
    moves: start === link.start ? link.moves : [],
    opponent: link.opponent,
    skill: link.skill,
    starts: link.starts,
    hints: link.hints,
    practice: link.practice,
    reveal: link.reveal,
    onChange: (session) => {
      // Practice's offer to move second changes who starts.
      $('starts').value = String(session.starts);
      if (!linkHeld) writeUrl(session);
      $('pick').value = session.start.game;
    },
  });
  page.game = game;
  // A long list is replayed a slice a task (board/moves.js): its end is awaited before the link is judged.
  await game.replayed;
  if (game.moves.length < link.moves.length && start === link.start) {
    problems.push({ param: 'moves', key: 'linkMovesStopped', text: new URLSearchParams(location.search).get('moves'), n: game.moves.length, total: link.moves.length });
  }
  if (problems.length === 0) {
    linkHeld = false;
    writeUrl();
  }
  renderNotice();
  // Any click or change is the person acting: from then on the URL follows the game.
  for (const type of ['click', 'change']) {
    document.addEventListener(type, () => {
      if (!linkHeld) return;
      linkHeld = false;
      renderNotice();
    }, { capture: true, once: true });
  }

  function renderNotice() {
    const notice = $('notice');
    const lines = problems.map((p) => h('p', {}, page.t(p.key, { reason: p.error ? errorMessage(p.error, page.t).replace(/[.。]$/, '') : '', n: p.n, total: p.total }), ' ', h('code', {}, p.text ?? '')));
    if (problems.some((p) => p.param === 'state')) lines.push(h('p', {}, page.t('linkShowingDefault')));
    if (lines.length && linkHeld) lines.push(h('p', { class: 'small' }, page.t('linkKept')));
    notice.replaceChildren(...lines);
    notice.hidden = lines.length === 0;
  }

  /**
   * Whether `position` can be played to the end: the Worker's analysis (it
   * answers, or fails with the reason). Null when it can; the reason else.
   */
  async function unplayable(position) {
    const note = $('setup-error');
    note.textContent = page.t('analysing');
    note.hidden = false;
    try {
      await analyse(position, { first: true });
      return null;
    } catch (error) {
      return error;
    } finally {
      if (note.textContent === page.t('analysing')) clearRefusal();
    }
  }

  function translatePage() {
    document.documentElement.lang = page.lang;
    $('lang').value = page.lang;
    for (const element of document.querySelectorAll('[data-t]')) element.textContent = page.t(element.dataset.t);
    showRolled();
  }

  function showRolled() {
    const note = $('rolled');
    note.hidden = !page.rolled;
    note.textContent = page.rolled ? page.t('rolled', page.rolled) : '';
  }

  /**
   * Starts `position` (null: the form could not be read) once its game's
   * drawing has loaded; resolves to false, with the reason shown and the
   * board as it was, when the solver refuses it or the drawing cannot load.
   */
  async function startFromForm(position, { fromPicker = false } = {}) {
    clearRefusal();
    if (!position) return false;
    try {
      await loadEngineFor(position);
    } catch (failure) {
      showRefusal(page, failure);
      return false;
    }
    const error = refusal(api, position) ?? await unplayable(position);
    if (error?.code === 'too-large') {
      const note = $('setup-error');
      note.textContent = refusalText(error, position, page.t);
      note.dataset.refused = '';
      note.hidden = false;
      note.scrollIntoView?.({ block: 'nearest' });
      return false;
    }
    if (error) {
      showRefusal(page, error);
      return false;
    }
    const practice = $('practice-mode').checked;
    try {
      await game.newGame(position, { opponent: $('opponent').value, skill: Number($('skill').value), starts: Number($('starts').value), practice });
    } catch (failure) {
      showRefusal(page, failure);
      return false;
    }
    if (game.start !== position) return false;
    game.setPractice?.(practice);
    linkHeld = false;
    problems.length = 0;
    renderNotice();
    page.rolled = null;
    showRolled();
    writeUrl();
    if (!fromPicker) {
      $('setup-box').open = false;
      $('setup-box').querySelector('summary').focus();
    }
    return true;
  }

  $('pick').addEventListener('change', async () => {
    const id = $('pick').value;
    const position = id === 'sum' ? sumExample : infos.find((g) => g.id === id)?.example;
    $('game').value = id;
    renderParams(page);
    if (!position || !(await startFromForm(position, { fromPicker: true }))) $('pick').value = game.start.game;
  });
  $('game').addEventListener('change', () => {
    renderParams(page);
    clearRefusal();
    // The drawing is fetched now, so that New game does not wait for it.
    loadGame($('game').value, page.lang).catch(() => {});
  });
  $('setup').addEventListener('submit', (event) => {
    event.preventDefault();
    startFromForm(readParams(page));
  });
  // What only a click needs loads with the click: the Embed dialog, the editor.
  $('random').addEventListener('click', async () => {
    const id = $('game').value;
    if (await startFromForm(randomPosition(id, game.start.game === id ? game.start : null) ?? infos.find((g) => g.id === id).example)) renderParams(page);
  });
  $('roll').addEventListener('click', async () => {
    const typed = readParams(page);
    if (!typed) return;
    const rolled = rollOpening(typed);
    if (await startFromForm(rolled.state)) {
      renderParams(page);
      page.rolled = { faces: rolled.tops.join(' + '), n: rolled.taken };
      showRolled();
      (game.announce ?? ((text) => { $('announce').textContent = text; }))(page.t('rolled', page.rolled));
    }
  });
  $('practice-mode').addEventListener('change', () => {
    game.setPractice?.($('practice-mode').checked);
    writeUrl();
  });
  $('embed').addEventListener('click', async () => (await import('./embed-dialog.js')).showEmbedDialog(game, page.t));
  $('add-to-sheet').addEventListener('click', async () => {
    const { addToSheetHref, sheetEntry } = await import('../worksheet/add-link.js');
    location.href = addToSheetHref(sheetEntry(game), page.lang);
  });

  // Set up by clicking: the board turns into an editor of the position on it; played from there, the URL and the Embed dialog follow.
  const nameOfGame = (id) => {
    const info = all.find((g) => g.id === id);
    return info ? info.names[page.lang] ?? info.names.en : String(id);
  };
  function stopEditing() {
    const board = $('view').closest('section');
    board.classList.remove('editing');
    $('edit-box').hidden = true;
    $('edit-box').replaceChildren();
    $('view').hidden = false;
  }
  $('edit').addEventListener('click', async () => {
    const { editBoard } = await import('./editor.js');
    $('view').closest('section').classList.add('editing');
    $('view').hidden = true;
    $('edit-box').hidden = false;
    editBoard($('edit-box'), {
      state: game.current(),
      t: page.t,
      partName: (i, part) => `${page.t('sumPartLegend', { n: i + 1 })}: ${nameOfGame(part.game)}`,
      onDone: async (position) => {
        const error = refusal(api, position);
        if (error) return errorText(error, page.t);
        if (!(await startFromForm(position, { fromPicker: true }))) return $('setup-error').textContent || page.t('editRefused');
        stopEditing();
        $('edit').focus();
        return null;
      },
      onCancel: () => {
        stopEditing();
        $('edit').focus();
      },
    });
    $('edit-box').querySelector('button')?.focus();
  });
  // A person reaching for the menu is about to choose: fetch the strings in every language.
  $('lang').addEventListener('focus', () => {
    for (const option of $('lang').options) {
      Promise.all([loadStrings(option.value, [PLAYGROUND, 'errors']), loadGame(game.start, option.value)]).catch(() => {});
    }
  }, { once: true });
  // The page changes language only once the new strings are in: never half translated.
  $('lang').addEventListener('change', async () => {
    const lang = $('lang').value;
    try {
      await Promise.all([loadStrings(lang, [PLAYGROUND, 'errors']), loadGame(game.start, lang)]);
    } catch (error) {
      if ($('lang').value === lang) $('lang').value = page.lang;
      $('status').textContent = errorText(error, page.t);
      return;
    }
    if ($('lang').value !== lang) return; // another language was chosen meanwhile
    page.lang = lang;
    page.langChosen = true;
    page.t = translator(lang);
    if (!$('edit-box').hidden) stopEditing();
    translatePage();
    renderSetup(page);
    renderNotice();
    game.setLanguage(lang);
  });

  renderSetup(page);
}
