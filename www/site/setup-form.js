// The playground's set-up form (index.html #setup) and the game picker at
// the top of the board: one input per parameter of the chosen game (from
// games()), a sum's parts each with its own, a take-and-break code typed or
// picked by name; what is typed read back as a state, and what cannot be
// read, or what the solver refuses, said next to its field. `page` is the
// playground's state (app.js): its language and words, the games, the game
// on the board.
import { h } from '../page/dom.js';
import { errorText } from '../strings/index.js';
import { readCount, readCounts, normalise } from '../page/numbers.js';

const $ = (id) => document.getElementById(id);

// The game picker at the top of the board, at every width: a game chosen
// there starts from its example at once, with the set-up's other choices.
// It names the game, never the size of its example ("Kayles (12 coins)"
// over a board of 60 would misname the position).
const gameName = (name) => name.replace(/\s*[(（]\d[^)）]*[)）]$/, '');
function renderPicker(page) {
  const pick = $('pick');
  pick.replaceChildren(...page.infos.map((g) => h('option', { value: g.id }, gameName(g.names[page.lang] ?? g.names.en))), h('option', { value: 'sum' }, page.t('sumGameName')));
  pick.value = page.game.start.game;
}

// The set-up form: one input per parameter of the chosen game (from games()).
export function renderSetup(page) {
  renderPicker(page);
  const select = $('game');
  select.replaceChildren(...page.infos.map((g) => h('option', { value: g.id }, g.names[page.lang] ?? g.names.en)), h('option', { value: 'sum' }, page.t('sumGameName')));
  select.value = page.game.start.game;
  renderParams(page);
  $('opponent').value = page.game.opponent;
  // A skill the link gave that the list does not name joins it, so the form says what is played.
  const skill = $('skill');
  if (![...skill.options].some((o) => Number(o.value) === page.game.skill)) skill.append(new Option(String(page.game.skill), String(page.game.skill)));
  skill.value = [...skill.options].find((o) => Number(o.value) === page.game.skill).value;
  $('starts').value = String(page.game.starts);
  $('hints').checked = page.game.hints;
  $('practice-mode').checked = page.game.practice ?? page.link.practice;
}

export function renderParams(page) {
  $('roll').hidden = $('game').value !== 'dice';
  if ($('game').value === 'sum') {
    renderSum(page);
    return;
  }
  const info = page.infos.find((g) => g.id === $('game').value);
  const source = page.game.start.game === info.id ? page.game.start : info.example;
  $('params').replaceChildren(...fields(page, info, source, 'param-'));
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
function fields(page, info, source, prefix, skip = []) {
  return info.parameters.filter((p) => !skip.includes(p.name)).map((p) => {
    const value = source[p.name] ?? p.default;
    if (p.type === 'code') return codeField(page, p, value, source, prefix);
    const name = page.t(`param_${p.name}`);
    const id = `${prefix}${p.name}`;
    const data = { param: p.name, type: p.type };
    if (p.type === 'boolean') {
      return h('label', { class: 'toggle' }, h('input', { id, type: 'checkbox', checked: Boolean(value), dataset: data }), ` ${name}`);
    }
    if (p.name === 'toMove' || p.type === 'choice') {
      const options = p.type === 'choice'
        ? p.choices.map((c) => h('option', { value: c }, page.t(`choice_${c}`)))
        : [h('option', { value: '0' }, page.t('firstPlayer')), h('option', { value: '1' }, page.t('secondPlayer'))];
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
      if (input.hasAttribute('aria-invalid')) readField(page, input);
    });
    return h('span', { class: 'field' }, h('label', {}, `${name} `, input), h('span', { id: `${id}-error`, class: 'field-error' }));
  });
}

// The sum's set-up: its parts, each a game of its own with its parameters
// (never its own misère: the sum's decides), added and removed one by one.
let partsMade = 0;
function renderSum(page) {
  const source = page.game.start.game === 'sum' ? page.game.start : { parts: [{ game: 'nim', heaps: [3] }, { game: 'kayles', rows: [7] }] };
  const list = h('div', { id: 'sum-parts', class: 'sum-setup' });
  const add = h('button', { id: 'sum-add', type: 'button', onclick: () => {
    const id = $('sum-add-game').value;
    list.append(partSetup(page, page.infos.find((g) => g.id === id).example));
    numberParts(page);
    list.lastElementChild.querySelector('input, select')?.focus();
  } }, page.t('sumAdd'));
  const which = h('select', { id: 'sum-add-game', 'aria-label': page.t('sumAddWhich') }, ...page.partGames.map((g) => h('option', { value: g.id }, g.names[page.lang] ?? g.names.en)));
  list.append(...source.parts.map((part) => partSetup(page, part)));
  const misere = h('label', { class: 'toggle' }, h('input', { id: 'sum-misere', type: 'checkbox', checked: Boolean(source.misere) }), ` ${page.t('sumMisere')}`);
  $('params').replaceChildren(list, h('span', { class: 'sum-add' }, which, ' ', add), misere);
  numberParts(page);
}

function numberParts(page) {
  [...$('sum-parts').children].forEach((block, i) => {
    block.dataset.part = String(i);
    block.querySelector('legend').textContent = page.t('sumPartLegend', { n: i + 1 });
    block.querySelector('.sum-remove').setAttribute('aria-label', page.t('sumRemovePart', { n: i + 1 }));
  });
}

/** The set-up of one part of a sum, from `part` (a state). */
function partSetup(page, part) {
  partsMade += 1;
  const prefix = `part${partsMade}-`;
  const block = h('fieldset', { class: 'sum-part-setup' }, h('legend', {}));
  const choice = h('select', { class: 'sum-part-game', 'aria-label': page.t('game') }, ...page.partGames.map((g) => h('option', { value: g.id }, g.names[page.lang] ?? g.names.en)));
  choice.value = part.game;
  const params = h('span', { class: 'sum-part-params' });
  const fill = (source) => {
    const info = page.infos.find((g) => g.id === choice.value);
    params.replaceChildren(...fields(page, info, source, prefix, ['misere']));
  };
  choice.addEventListener('change', () => fill(page.infos.find((g) => g.id === choice.value).example));
  fill(part);
  const remove = h('button', { type: 'button', class: 'sum-remove', onclick: () => {
    const next = block.nextElementSibling ?? block.previousElementSibling;
    block.remove();
    numberParts(page);
    (next?.querySelector('select') ?? $('sum-add')).focus();
  } }, page.t('sumRemove'));
  block.append(h('label', {}, choice), params, remove);
  return block;
}

/** The sum typed in the set-up, or null when a field cannot be read. */
function readSum(page) {
  let readable = true;
  const parts = [...$('sum-parts').children].map((block) => {
    const part = readInputs(page, block.querySelector('.sum-part-params'), { game: block.querySelector('.sum-part-game').value });
    readable &&= part !== null;
    return part;
  });
  return readable ? { game: 'sum', parts, misere: $('sum-misere').checked } : null;
}

/** A take-and-break code: typed, or picked from the named games. */
function codeField(page, p, value, source, prefix = 'param-') {
  const id = `${prefix}${p.name}`;
  const input = h('input', {
    id, type: 'text', autocomplete: 'off', spellcheck: 'false', value: String(value), size: 10,
    'aria-describedby': `${id}-error`, dataset: { param: p.name, type: p.type },
  });
  const pick = h('select', { id: `${id}-named`, 'aria-label': page.t('namedGames') }, h('option', { value: '' }, page.t('namedGames')));
  import('../games/octal-rule.js').then(({ NAMED, codeOf, nameOf }) => {
    if (source.subtract) input.value = codeOf(source);
    for (const e of NAMED.filter((e) => e.state.game === 'octal')) {
      const code = codeOf(e.state);
      pick.append(h('option', { value: code }, e.names ? `${nameOf(e, page.lang)} (${code})` : code));
    }
    pick.value = [...pick.options].some((o) => o.value === input.value) ? input.value : '';
  }, () => {}); // without the list, the code is still typed
  pick.addEventListener('change', () => {
    if (pick.value) input.value = pick.value;
    showFieldError(page, input, null);
  });
  input.addEventListener('input', () => {
    pick.value = '';
    showFieldError(page, input, null);
  });
  return h('span', { class: 'field' }, h('label', {}, `${page.t(`param_${p.name}`)} `, input), ' ', pick, h('span', { id: `${id}-error`, class: 'field-error' }));
}

/** Marks `input` with `error` (null: clears it). */
function showFieldError(page, input, error) {
  const note = $(`${input.id}-error`);
  if (note) note.textContent = error ? fieldErrorText(page, error) : '';
  if (error) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

function fieldErrorText(page, error) {
  if (error instanceof Error) return errorText(error, page.t);
  const { key, params } = error;
  if (key === 'numberEmpty') return page.t('fieldEmpty');
  if (params.index !== undefined) return page.t('fieldNotWholeAt', { n: params.index + 1, text: params.text });
  return page.t('fieldNotWhole', { text: params.text });
}

/** The value typed in a number field, or undefined (left empty where allowed, or refused: the reason shown). */
function readField(page, input) {
  const { type, optional } = input.dataset;
  if (optional && normalise(input.value) === '') {
    showFieldError(page, input, null);
    return undefined;
  }
  const read = type === 'count' ? readCount(input.value) : readCounts(input.value);
  showFieldError(page, input, read.error ?? null);
  if (read.error) return undefined;
  return type === 'face or faces' && read.value.length === 1 ? read.value[0] : read.value;
}

/** The position typed in the form, or null when a field cannot be read (each says why). */
export function readParams(page) {
  if ($('game').value === 'sum') return readSum(page);
  return readInputs(page, $('params'), { game: $('game').value });
}

/** `state` with the parameters typed in `form`, or null when a field cannot be read (each says why). */
function readInputs(page, form, state) {
  let readable = true;
  for (const input of form.querySelectorAll('[data-param]')) {
    const { param, type } = input.dataset;
    if (type === 'boolean') state[param] = input.checked;
    else if (type === 'choice') state[param] = input.value;
    else if (type === 'code') state[param] = input.value.trim();
    else if (input.tagName === 'SELECT') state[param] = Number(input.value);
    else {
      const value = readField(page, input);
      if (value !== undefined) state[param] = value;
      else if (input.hasAttribute('aria-invalid')) readable = false;
    }
  }
  // One die has no rule: the rule choice is for two dice only.
  if (state.game === 'dice' && !Array.isArray(state.top)) delete state.rule;
  return readable ? state : null;
}

/** The solver's refusal, next to the field it names, else under the form. */
export function showRefusal(page, error) {
  // A sum's field is parts[i].name: the field of part i.
  const inPart = /^parts\[(\d+)\]\.(\w+)/.exec(String(error?.params?.field ?? ''));
  const form = inPart ? $('params').querySelector(`[data-part="${inPart[1]}"]`) ?? $('params') : $('params');
  const field = inPart ? inPart[2] : error?.params?.field;
  const inputs = [...form.querySelectorAll('input[type="text"][data-param]')];
  const named = inputs.find((input) => field === input.dataset.param
    || (!inPart && new RegExp(`\\b${input.dataset.param}\\b`).test(error?.message ?? '')));
  if (named) showFieldError(page, named, error);
  const note = $('setup-error');
  note.textContent = named ? '' : errorText(error, page.t);
  note.hidden = Boolean(named);
  (named ?? $('setup-error')).scrollIntoView?.({ block: 'nearest' });
}

export function clearRefusal() {
  $('setup-error').textContent = '';
  $('setup-error').hidden = true;
  delete $('setup-error').dataset.refused;
}
