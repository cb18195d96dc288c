// The Lab's misère view (lab.html?view=misere&code=0.77&n=30): the misère
// quotient Q_n of a take-and-break code or of Grundy's game (Plambeck–Siegel),
// worked out heap by heap in lab-misere-worker.js: |Q_k| and its P-portion
// against k, then for the last k the presentation, the P-portion, the
// multiplication table when it is small, Φ (the element of each heap) and
// its period when the misère periodicity theorem proves one. Stop ends the
// Worker and keeps the rows shown.
import { h } from './dom.js';
import { readCount } from './numbers.js';
import { errorText } from './strings.js';

const DEFAULT_N = 30;
const MAX_N = 1000;
// A multiplication table of at most this many elements is drawn.
const SMALL = 16;

const $ = (id) => document.getElementById(id);

let t = (key) => key;
let lang = 'en';
let box = null;
let worker = null;
/** {rule, n, heaps: [{n, order, pSize}], quotient, refused, stopped}, or null. */
let shown = null;
let said = null;

function say(key, values = {}) {
  said = key ? [key, values] : null;
  $('misere-state').textContent = key ? t(key, values) : '';
}

/** The rule and n of the query string. */
function readQuery(search = location.search) {
  const query = new URLSearchParams(search);
  return {
    grundy: query.get('game') === 'grundy',
    code: query.get('code') ?? '0.77',
    n: query.get('n') ?? String(DEFAULT_N),
  };
}

function writeQuery(rule, n) {
  const query = new URLSearchParams({ view: 'misere' });
  if (rule.game === 'grundy') query.set('game', 'grundy');
  else query.set('code', rule.code);
  query.set('n', String(n));
  query.set('lang', lang);
  history.replaceState(null, '', `${location.pathname}?${query}`);
}

function build(typed) {
  box.replaceChildren(
    h('h2', { id: 'misere-view-title', 'data-tm': 'misereViewTitle' }),
    h('p', { 'data-tm': 'misereIntro' }),
    h('form', { id: 'misere-form', novalidate: true, onsubmit: (event) => { event.preventDefault(); compute(); } },
      h('p', {},
        h('label', {}, h('span', { 'data-tm': 'misereGame' }), ' ',
          h('select', { id: 'misere-game', onchange: () => { $('misere-code').disabled = $('misere-game').value === 'grundy'; } },
            h('option', { value: 'octal', 'data-tm': 'misereGameCode' }), h('option', { value: 'grundy', 'data-tm': 'misereGameGrundy' }))),
        ' ',
        h('label', {}, h('span', { 'data-tm': 'labCode' }), ' ', h('input', { id: 'misere-code', autocomplete: 'off', spellcheck: 'false', size: 10, 'aria-describedby': 'misere-error' })),
        ' ',
        h('label', {}, h('span', { 'data-tm': 'labUpTo' }), ' ', h('input', { id: 'misere-n', inputmode: 'numeric', autocomplete: 'off', size: 6, 'aria-describedby': 'misere-error' })),
        ' ',
        h('button', { id: 'misere-compute', type: 'submit', 'data-tm': 'labCompute' }),
        ' ',
        h('button', { id: 'misere-stop', type: 'button', disabled: true, onclick: stop, 'data-tm': 'labStop' })),
      h('p', { id: 'misere-error', class: 'field-error', role: 'alert', hidden: true })),
    h('p', { class: 'progress-line' }, h('progress', { id: 'misere-progress', max: 1, value: 0, hidden: true }), ' ', h('span', { id: 'misere-state', 'aria-live': 'polite' })),
    h('div', { id: 'misere-results' }),
  );
  $('misere-game').value = typed.grundy ? 'grundy' : 'octal';
  $('misere-code').value = typed.code;
  $('misere-code').disabled = typed.grundy;
  $('misere-n').value = typed.n;
}

let errorShown = null;
function showError(error) {
  errorShown = error;
  const line = $('misere-error');
  line.textContent = error ? errorText(error, t) : '';
  line.hidden = !error;
}

function readForm() {
  const read = readCount($('misere-n').value, 'n');
  if (read.error || read.value < 1 || read.value > MAX_N) {
    showError(read.error ?? { code: 'out-of-range', key: 'quotientN', params: { field: 'n', size: $('misere-n').value, max: MAX_N }, message: `n must be 1 to ${MAX_N}` });
    return null;
  }
  const rule = $('misere-game').value === 'grundy' ? { game: 'grundy' } : { game: 'octal', code: $('misere-code').value.trim().replace(/^\./, '0.') };
  return { rule, n: Number(read.value) };
}

function setRunning(on) {
  $('misere-stop').disabled = !on;
  $('misere-compute').disabled = on;
  $('misere-progress').hidden = !on;
}

function compute() {
  const read = readForm();
  if (!read) {
    // What is drawn belongs to a rule no longer in the form.
    finish();
    shown = null;
    say(null);
    render();
    return;
  }
  showError(null);
  worker?.terminate();
  writeQuery(read.rule, read.n);
  shown = { ...read, heaps: [], quotient: null, refused: null, stopped: false };
  $('misere-progress').max = read.n;
  $('misere-progress').value = 0;
  setRunning(true);
  say('misereWorking', { n: read.n });
  render();
  worker = new Worker(new URL('./lab-misere-worker.js', import.meta.url), { type: 'module' });
  const mine = worker;
  worker.onmessage = ({ data }) => {
    if (mine !== worker) return;
    if (data.type === 'heap') {
      shown.heaps.push({ n: data.n, order: data.order, pSize: data.pSize });
      $('misere-progress').value = data.n;
      say('misereProgress', { done: data.n, n: read.n });
      appendHeap(data);
      return;
    }
    finish();
    if (data.type === 'error') {
      shown = null;
      render();
      say(null);
      showError(data.error);
      return;
    }
    shown.quotient = data.quotient;
    if (data.type === 'refused') {
      shown.refused = { at: data.at, error: data.error };
      say('misereRefused', { known: data.quotient.n, at: data.at });
    } else say('misereDone', { n: read.n });
    render();
  };
  worker.postMessage(read);
}

function finish() {
  worker?.terminate();
  worker = null;
  setRunning(false);
}

function stop() {
  if (!worker) return;
  finish();
  if (shown) shown.stopped = true;
  say('misereStopped', { known: shown?.heaps.length ?? 0 });
}

// --- Drawing --------------------------------------------------------------------

function heapRow({ n, order, pSize }) {
  return h('tr', { dataset: { n, order, pSize } }, h('th', { scope: 'row' }, n), h('td', {}, order), h('td', {}, pSize));
}

function appendHeap(heap) {
  $('misere-orders-rows')?.append(heapRow(heap));
}

function render() {
  const results = $('misere-results');
  if (!shown) {
    results.replaceChildren();
    return;
  }
  const parts = [
    h('h3', {}, t('misereOrdersTitle')),
    h('div', { class: 'table-box' },
      h('table', { id: 'misere-orders', class: 'values' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'n'), h('th', { scope: 'col' }, '|Q_n|'), h('th', { scope: 'col' }, '|P|'))),
        h('tbody', { id: 'misere-orders-rows' }, shown.heaps.map(heapRow)))),
  ];
  const q = shown.quotient;
  if (q) parts.push(...quotientParts(q));
  results.replaceChildren(...parts);
}

function quotientParts(q) {
  const parts = [
    h('h3', {}, t('misereQuotientTitle', { n: q.n })),
    h('p', { id: 'misere-summary', dataset: { n: q.n, order: q.order, pSize: q.pSize } }, t('misereSummary', { n: q.n, order: q.order, pSize: q.pSize })),
    h('p', {}, t('miserePresentation'), ' ', h('code', { id: 'misere-presentation' }, q.presentation)),
    h('p', { id: 'misere-p-portion', dataset: { pPortion: q.pPortion.join(',') } }, t('miserePPortion'), ' {', q.pPortion.join(', '), '}'),
  ];
  if (q.table) {
    const order = q.order;
    const head = h('tr', {}, h('th', { scope: 'col' }, '·'), Array.from({ length: order }, (_, y) => h('th', { scope: 'col' }, y)));
    const rows = Array.from({ length: order }, (_, x) => h('tr', {}, h('th', { scope: 'row' }, x),
      Array.from({ length: order }, (_, y) => {
        const product = q.table[x * order + y];
        return h('td', { dataset: { x, y, product }, class: q.pPortion.includes(product) ? 'misere-p' : null }, product);
      })));
    parts.push(h('h3', {}, t('misereTableTitle')), h('p', { class: 'small' }, t('misereTableNote')),
      h('div', { class: 'table-box' }, h('table', { id: 'misere-table', class: 'values' }, h('thead', {}, head), h('tbody', {}, rows))));
  } else parts.push(h('p', { class: 'small' }, t('misereTableLarge', { max: SMALL })));
  parts.push(h('h3', {}, t('miserePhiTitle')),
    h('div', { class: 'table-box' }, h('table', { id: 'misere-phi', class: 'values' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('labHeap')), h('th', { scope: 'col' }, 'Φ'), h('th', { scope: 'col' }, t('labOutcome')))),
      h('tbody', {}, q.phi.map((element, heap) => h('tr', { dataset: { heap, element } },
        h('th', { scope: 'row' }, heap), h('td', {}, element), h('td', {}, q.pPortion.includes(element) ? 'P' : 'N')))))));
  parts.push(h('p', { id: 'misere-period', dataset: q.period ? { start: q.period.start, length: q.period.length } : {} },
    q.period ? t('miserePeriod', { start: q.period.start, p: q.period.length, checkedTo: q.period.checkedTo }) : t('misereNoPeriod', { n: q.n })));
  parts.push(h('p', {}, h('button', { id: 'misere-csv', type: 'button', onclick: () => download('csv') }, t('misereCsv')), ' ',
    h('button', { id: 'misere-json', type: 'button', onclick: () => download('json') }, t('labJson'))));
  return parts;
}

/** The rule, every |Q_k| and the last quotient, as JSON; or heap,element,outcome lines as CSV. */
export function misereFile(kind, result = shown) {
  const { rule, heaps, quotient: q } = result;
  if (kind === 'json') return JSON.stringify({ ...rule, orders: heaps, quotient: q }) + '\n';
  return `heap,element,outcome\n${q.phi.map((element, heap) => `${heap},${element},${q.pPortion.includes(element) ? 'P' : 'N'}\n`).join('')}`;
}

function download(kind) {
  if (!shown?.quotient) return;
  const blob = new Blob([misereFile(kind)], { type: kind === 'csv' ? 'text/csv' : 'application/json' });
  const url = URL.createObjectURL(blob);
  const name = shown.rule.game === 'grundy' ? 'grundy' : shown.rule.code;
  h('a', { href: url, download: `misere-${name}-${shown.quotient.n}.${kind}` }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function translateView() {
  for (const element of box.querySelectorAll('[data-tm]')) element.textContent = t(element.dataset.tm);
  if (said) say(...said);
  showError(errorShown);
  render();
}

/** Opens the misère view in `section`; returns {translate(t, lang)}. */
export function openMisere(section, translate, language) {
  box = section;
  t = translate;
  lang = language;
  build(readQuery());
  translateView();
  compute();
  return {
    translate(next, language2) {
      t = next;
      lang = language2;
      translateView();
      if (shown) writeQuery(shown.rule, shown.n);
    },
  };
}
