// The playground: set up a game, play it against the computer or a friend,
// with hints and the explanation of the position. The playing itself is
// board/session.js, shared with <nimlab-game>. The strings of a language and
// the drawing of a game load when they are first shown.
import { h } from '../page/dom.js';
import { loadGame } from '../games/index.js';
import { loadStrings, pickLanguage, translator, errorText, errorMessage } from '../strings/index.js';
import { readCount, readCounts, normalise } from '../page/numbers.js';
import { readGame, writeGame } from './url-state.js';
import { randomPosition, rollOpening } from './random-position.js';
import { startGame } from '../board/session.js';
import { refusalText } from '../board/why.js';
import { analyse } from '../solver/analyses.js';
import { PLAYGROUND } from './words.js';
import { addLanguagePicker } from './language-picker.js';
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
  const app = { lang: pickLanguage(), rolled: null };
  addLanguagePicker(app.lang);
  // The playground says errors from the start (a link, the set-up form): their words come with its own.
  const strings = loadStrings(app.lang, [PLAYGROUND, 'errors']);
  loadGame(link.start ?? FIRST_GAME, app.lang).catch(() => {}); // waited for below
  const api = await solver;
  const all = api.games();
  const infos = all.filter((g) => g.id !== 'sum');
  const sumExample = all.find((g) => g.id === 'sum')?.example;
  const partGames = infos.filter((g) => !NOT_PARTS.has(g.id));
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
    await Promise.all([strings, loadGame(start, app.lang)]);
  } catch (error) {
    if (start === fallback) throw error;
    problems.unshift({ param: 'state', key: 'linkStateRefused', text: new URLSearchParams(location.search).get('state'), error });
    start = fallback;
    await Promise.all([strings, loadGame(start, app.lang)]);
  }
  let t = translator(app.lang);
  // Held until the game is on the board and the link found sound, or the person acts.
  let linkHeld = true;

  // ?embed=1: the game alone, for an iframe; its Why panel folded when the frame is narrow
  // (without hints it explains the position and names no move until asked).
  const embedded = new URLSearchParams(location.search).get('embed') === '1';
  if (embedded) $('why-box').open = matchMedia('(min-width: 52rem)').matches;
  translatePage();
  $('practice-mode').checked = link.practice;
  const writeUrl = (session = game) => writeGame({
    start: session.start,
    moves: session.moves,
    opponent: session.opponent,
    starts: session.starts,
    hints: session.hints,
    practice: session.practice ?? $('practice-mode').checked,
    reveal: session.reveal ?? link.reveal,
    lang: app.lang,
  });
  const game = startGame(document, {
    api,
    lang: app.lang,
    start,
    moves: start === link.start ? link.moves : [],
    opponent: link.opponent,
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
    const lines = problems.map((p) => h('p', {}, t(p.key, { reason: p.error ? errorMessage(p.error, t).replace(/[.。]$/, '') : '', n: p.n, total: p.total }), ' ', h('code', {}, p.text ?? '')));
    if (problems.some((p) => p.param === 'state')) lines.push(h('p', {}, t('linkShowingDefault')));
    if (lines.length && linkHeld) lines.push(h('p', { class: 'small' }, t('linkKept')));
    notice.replaceChildren(...lines);
    notice.hidden = lines.length === 0;
  }

  // The game picker at the top of the board, at every width: a game chosen
  // there starts from its example at once, with the set-up's other choices.
  function renderPicker() {
    const pick = $('pick');
    pick.replaceChildren(...infos.map((g) => h('option', { value: g.id }, g.names[app.lang] ?? g.names.en)), h('option', { value: 'sum' }, t('sumGameName')));
    pick.value = game.start.game;
  }

  // The set-up form: one input per parameter of the chosen game (from games()).
  function renderSetup() {
    renderPicker();
    const select = $('game');
    select.replaceChildren(...infos.map((g) => h('option', { value: g.id }, g.names[app.lang] ?? g.names.en)), h('option', { value: 'sum' }, t('sumGameName')));
    select.value = game.start.game;
    renderParams();
    $('opponent').value = game.opponent;
    $('starts').value = String(game.starts);
    $('hints').checked = game.hints;
    $('practice-mode').checked = game.practice ?? link.practice;
  }

  function renderParams() {
    $('roll').hidden = $('game').value !== 'dice';
    if ($('game').value === 'sum') {
      renderSum();
      return;
    }
    const info = infos.find((g) => g.id === $('game').value);
    const source = game.start.game === info.id ? game.start : info.example;
    $('params').replaceChildren(...fields(info, source, 'param-'));
    // The rule is for two dice only: it shows once the top names two faces.
    const top = $('param-top');
    const rule = $('param-rule')?.closest('label');
    if (top && rule) {
      const follow = () => { rule.hidden = !(readCounts(top.value).value?.length > 1); };
      top.addEventListener('input', follow);
      follow();
    }
  }

  /** One input per parameter of `info` (but those in `skip`), filled from `source`, ids starting with `prefix`. */
  function fields(info, source, prefix, skip = []) {
    return info.parameters.filter((p) => !skip.includes(p.name)).map((p) => {
      const value = source[p.name] ?? p.default;
      if (p.type === 'code') return codeField(p, value, source, prefix);
      const name = t(`param_${p.name}`);
      const id = `${prefix}${p.name}`;
      const data = { param: p.name, type: p.type };
      if (p.type === 'boolean') {
        return h('label', { class: 'toggle' }, h('input', { id, type: 'checkbox', checked: Boolean(value), dataset: data }), ` ${name}`);
      }
      if (p.name === 'toMove' || p.type === 'choice') {
        const options = p.type === 'choice'
          ? p.choices.map((c) => h('option', { value: c }, t(`choice_${c}`)))
          : [h('option', { value: '0' }, t('firstPlayer')), h('option', { value: '1' }, t('secondPlayer'))];
        const choice = h('select', { id, dataset: data }, ...options);
        choice.value = String(value);
        return h('label', {}, `${name} `, choice);
      }
      const text = Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value);
      const input = h('input', {
        id, type: 'text', inputmode: 'numeric', autocomplete: 'off', value: text, size: 10,
        'aria-describedby': `${id}-error`, dataset: { ...data, optional: p.default === null ? '1' : '' },
      });
      // An error shown stays until the field reads well again.
      input.addEventListener('input', () => {
        if (input.hasAttribute('aria-invalid')) readField(input);
      });
      return h('span', { class: 'field' }, h('label', {}, `${name} `, input), h('span', { id: `${id}-error`, class: 'field-error' }));
    });
  }

  // The sum's set-up: its parts, each a game of its own with its parameters
  // (never its own misère: the sum's decides), added and removed one by one.
  let partsMade = 0;
  function renderSum() {
    const source = game.start.game === 'sum' ? game.start : { parts: [{ game: 'nim', heaps: [3] }, { game: 'kayles', rows: [7] }] };
    const list = h('div', { id: 'sum-parts', class: 'sum-setup' });
    const add = h('button', { id: 'sum-add', type: 'button', onclick: () => {
      const id = $('sum-add-game').value;
      list.append(partSetup(infos.find((g) => g.id === id).example));
      numberParts();
      list.lastElementChild.querySelector('input, select')?.focus();
    } }, t('sumAdd'));
    const which = h('select', { id: 'sum-add-game', 'aria-label': t('sumAddWhich') }, ...partGames.map((g) => h('option', { value: g.id }, g.names[app.lang] ?? g.names.en)));
    list.append(...source.parts.map(partSetup));
    const misere = h('label', { class: 'toggle' }, h('input', { id: 'sum-misere', type: 'checkbox', checked: Boolean(source.misere) }), ` ${t('sumMisere')}`);
    $('params').replaceChildren(list, h('span', { class: 'sum-add' }, which, ' ', add), misere);
    numberParts();
  }

  function numberParts() {
    [...$('sum-parts').children].forEach((block, i) => {
      block.dataset.part = String(i);
      block.querySelector('legend').textContent = t('sumPartLegend', { n: i + 1 });
      block.querySelector('.sum-remove').setAttribute('aria-label', t('sumRemovePart', { n: i + 1 }));
    });
  }

  /** The set-up of one part of a sum, from `part` (a state). */
  function partSetup(part) {
    partsMade += 1;
    const prefix = `part${partsMade}-`;
    const block = h('fieldset', { class: 'sum-part-setup' }, h('legend', {}));
    const choice = h('select', { class: 'sum-part-game', 'aria-label': t('game') }, ...partGames.map((g) => h('option', { value: g.id }, g.names[app.lang] ?? g.names.en)));
    choice.value = part.game;
    const params = h('span', { class: 'sum-part-params' });
    const fill = (source) => {
      const info = infos.find((g) => g.id === choice.value);
      params.replaceChildren(...fields(info, source, prefix, ['misere']));
    };
    choice.addEventListener('change', () => fill(infos.find((g) => g.id === choice.value).example));
    fill(part);
    const remove = h('button', { type: 'button', class: 'sum-remove', onclick: () => {
      const next = block.nextElementSibling ?? block.previousElementSibling;
      block.remove();
      numberParts();
      (next?.querySelector('select') ?? $('sum-add')).focus();
    } }, t('sumRemove'));
    block.append(h('label', {}, choice), params, remove);
    return block;
  }

  /** The sum typed in the set-up, or null when a field cannot be read. */
  function readSum() {
    let readable = true;
    const parts = [...$('sum-parts').children].map((block) => {
      const part = readInputs(block.querySelector('.sum-part-params'), { game: block.querySelector('.sum-part-game').value });
      readable &&= part !== null;
      return part;
    });
    return readable ? { game: 'sum', parts, misere: $('sum-misere').checked } : null;
  }

  /** A take-and-break code: typed, or picked from the named games. */
  function codeField(p, value, source, prefix = 'param-') {
    const id = `${prefix}${p.name}`;
    const input = h('input', {
      id, type: 'text', autocomplete: 'off', spellcheck: 'false', value: String(value), size: 10,
      'aria-describedby': `${id}-error`, dataset: { param: p.name, type: p.type },
    });
    const pick = h('select', { id: `${id}-named`, 'aria-label': t('namedGames') }, h('option', { value: '' }, t('namedGames')));
    import('../games/octal-rule.js').then(({ NAMED, codeOf, nameOf }) => {
      if (source.subtract) input.value = codeOf(source);
      for (const e of NAMED.filter((e) => e.state.game === 'octal')) {
        const code = codeOf(e.state);
        pick.append(h('option', { value: code }, e.names ? `${nameOf(e, app.lang)} (${code})` : code));
      }
      pick.value = [...pick.options].some((o) => o.value === input.value) ? input.value : '';
    }, () => {}); // without the list, the code is still typed
    pick.addEventListener('change', () => {
      if (pick.value) input.value = pick.value;
      showFieldError(input, null);
    });
    input.addEventListener('input', () => {
      pick.value = '';
      showFieldError(input, null);
    });
    return h('span', { class: 'field' }, h('label', {}, `${t(`param_${p.name}`)} `, input), ' ', pick, h('span', { id: `${id}-error`, class: 'field-error' }));
  }

  /** Marks `input` with `error` (null: clears it). */
  function showFieldError(input, error) {
    const note = $(`${input.id}-error`);
    if (note) note.textContent = error ? fieldErrorText(error) : '';
    if (error) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  function fieldErrorText(error) {
    if (error instanceof Error) return errorText(error, t);
    const { key, params } = error;
    if (key === 'numberEmpty') return t('fieldEmpty');
    if (params.index !== undefined) return t('fieldNotWholeAt', { n: params.index + 1, text: params.text });
    return t('fieldNotWhole', { text: params.text });
  }

  /** The value typed in a number field, or undefined (left empty where allowed, or refused: the reason shown). */
  function readField(input) {
    const { type, optional } = input.dataset;
    if (optional && normalise(input.value) === '') {
      showFieldError(input, null);
      return undefined;
    }
    const read = type === 'count' ? readCount(input.value) : readCounts(input.value);
    showFieldError(input, read.error ?? null);
    if (read.error) return undefined;
    return type === 'face or faces' && read.value.length === 1 ? read.value[0] : read.value;
  }

  /** The position typed in the form, or null when a field cannot be read (each says why). */
  function readParams() {
    if ($('game').value === 'sum') return readSum();
    return readInputs($('params'), { game: $('game').value });
  }

  /** `state` with the parameters typed in `form`, or null when a field cannot be read (each says why). */
  function readInputs(form, state) {
    let readable = true;
    for (const input of form.querySelectorAll('[data-param]')) {
      const { param, type } = input.dataset;
      if (type === 'boolean') state[param] = input.checked;
      else if (type === 'choice') state[param] = input.value;
      else if (type === 'code') state[param] = input.value.trim();
      else if (input.tagName === 'SELECT') state[param] = Number(input.value);
      else {
        const value = readField(input);
        if (value !== undefined) state[param] = value;
        else if (input.hasAttribute('aria-invalid')) readable = false;
      }
    }
    // One die has no rule: the rule choice is for two dice only.
    if (state.game === 'dice' && !Array.isArray(state.top)) delete state.rule;
    return readable ? state : null;
  }

  /** The solver's refusal, next to the field it names, else under the form. */
  function showRefusal(error) {
    // A sum's field is parts[i].name: the field of part i.
    const inPart = /^parts\[(\d+)\]\.(\w+)/.exec(String(error?.params?.field ?? ''));
    const form = inPart ? $('params').querySelector(`[data-part="${inPart[1]}"]`) ?? $('params') : $('params');
    const field = inPart ? inPart[2] : error?.params?.field;
    const inputs = [...form.querySelectorAll('input[type="text"][data-param]')];
    const named = inputs.find((input) => field === input.dataset.param
      || (!inPart && new RegExp(`\\b${input.dataset.param}\\b`).test(error?.message ?? '')));
    if (named) showFieldError(named, error);
    const note = $('setup-error');
    note.textContent = named ? '' : errorText(error, t);
    note.hidden = Boolean(named);
    (named ?? $('setup-error')).scrollIntoView?.({ block: 'nearest' });
  }

  function clearRefusal() {
    $('setup-error').textContent = '';
    $('setup-error').hidden = true;
    delete $('setup-error').dataset.refused;
  }

  /**
   * Whether `position` can be played to the end: the Worker's analysis (it
   * answers, or fails with the reason). Null when it can; the reason else.
   */
  async function unplayable(position) {
    const note = $('setup-error');
    note.textContent = t('analysing');
    note.hidden = false;
    try {
      await analyse(position, { first: true });
      return null;
    } catch (error) {
      return error;
    } finally {
      if (note.textContent === t('analysing')) clearRefusal();
    }
  }

  function translatePage() {
    document.documentElement.lang = app.lang;
    $('lang').value = app.lang;
    for (const element of document.querySelectorAll('[data-t]')) element.textContent = t(element.dataset.t);
    showRolled();
  }

  function showRolled() {
    const note = $('rolled');
    note.hidden = !app.rolled;
    note.textContent = app.rolled ? t('rolled', app.rolled) : '';
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
      showRefusal(failure);
      return false;
    }
    const error = refusal(api, position) ?? await unplayable(position);
    if (error?.code === 'too-large') {
      const note = $('setup-error');
      note.textContent = refusalText(error, position, t);
      note.dataset.refused = '';
      note.hidden = false;
      note.scrollIntoView?.({ block: 'nearest' });
      return false;
    }
    if (error) {
      showRefusal(error);
      return false;
    }
    const practice = $('practice-mode').checked;
    try {
      await game.newGame(position, { opponent: $('opponent').value, starts: Number($('starts').value), practice });
    } catch (failure) {
      showRefusal(failure);
      return false;
    }
    if (game.start !== position) return false;
    game.setPractice?.(practice);
    linkHeld = false;
    problems.length = 0;
    renderNotice();
    app.rolled = null;
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
    renderParams();
    if (!position || !(await startFromForm(position, { fromPicker: true }))) $('pick').value = game.start.game;
  });
  $('game').addEventListener('change', () => {
    renderParams();
    clearRefusal();
    // The drawing is fetched now, so that New game does not wait for it.
    loadGame($('game').value, app.lang).catch(() => {});
  });
  $('setup').addEventListener('submit', (event) => {
    event.preventDefault();
    startFromForm(readParams());
  });
  // What only a click needs loads with the click: the Embed dialog, the editor.
  $('random').addEventListener('click', async () => {
    const id = $('game').value;
    if (await startFromForm(randomPosition(id, game.start.game === id ? game.start : null) ?? infos.find((g) => g.id === id).example)) renderParams();
  });
  $('roll').addEventListener('click', async () => {
    const typed = readParams();
    if (!typed) return;
    const rolled = rollOpening(typed);
    if (await startFromForm(rolled.state)) {
      renderParams();
      app.rolled = { faces: rolled.tops.join(' + '), n: rolled.taken };
      showRolled();
      (game.announce ?? ((text) => { $('announce').textContent = text; }))(t('rolled', app.rolled));
    }
  });
  $('practice-mode').addEventListener('change', () => {
    game.setPractice?.($('practice-mode').checked);
    writeUrl();
  });
  $('embed').addEventListener('click', async () => (await import('./embed-dialog.js')).showEmbedDialog(game, t));

  // Set up by clicking: the board turns into an editor of the position on it; played from there, the URL and the Embed dialog follow.
  const nameOfGame = (id) => {
    const info = all.find((g) => g.id === id);
    return info ? info.names[app.lang] ?? info.names.en : String(id);
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
      t,
      partName: (i, part) => `${t('sumPartLegend', { n: i + 1 })}: ${nameOfGame(part.game)}`,
      onDone: async (position) => {
        const error = refusal(api, position);
        if (error) return errorText(error, t);
        if (!(await startFromForm(position, { fromPicker: true }))) return $('setup-error').textContent || t('editRefused');
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
      if ($('lang').value === lang) $('lang').value = app.lang;
      $('status').textContent = errorText(error, t);
      return;
    }
    if ($('lang').value !== lang) return; // another language was chosen meanwhile
    app.lang = lang;
    t = translator(lang);
    if (!$('edit-box').hidden) stopEditing();
    translatePage();
    renderSetup();
    renderNotice();
    game.setLanguage(lang);
  });

  renderSetup();
}
