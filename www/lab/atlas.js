// The Lab's atlas view (lab.html?view=atlas&digits=3&n=1048576): every
// take-and-break code 0.d1…dk and 4.d1…dk with k ≤ digits and dk ≠ 0, each
// worked out to n or until its values prove a period, in Workers (one a core
// the browser reports, atlas-worker.js), shown as it fills: sortable by
// period, preperiod and largest value, filtered to solved, trivial or open
// codes, each linked to its page in the Lab. Entries are kept in this browser
// (atlas-store.js). The table is the command line's (`nimlab atlas`,
// crates/cli): the entries come from the same engine (`atlas_entry`,
// crates/lab), and `sameAs` is worked out as `atlas::same_as` does it
// (atlas-table.js); each row is drawn by atlas-rows.js. The page's thread
// only draws a bounded number of rows, in pieces.
import { h } from '../page/dom.js';
import { readCount } from '../page/numbers.js';
import { errorText } from '../strings/index.js';
import { clearEntries, loadEntries, saveEntries, storeWorks } from './atlas-store.js';
import { TRIVIAL_BELOW, atlasCodes, csvLine, sameAs, status, tableEntry } from './atlas-table.js';
import { atlasRow } from './atlas-rows.js';

const DEFAULT_DIGITS = 3;
const DEFAULT_N = 1 << 20;
const MIN_N = 64;
const MAX_N = (1 << 26) - 1;
const ROWS_AT_ONCE = 100;
// Rows built in one task; the table is redrawn at most this often while filling.
const ROWS_A_TASK = 100;
const REDRAW_MS = 250;

// --- The view ------------------------------------------------------------------

let t = (key) => key;
let lang = 'en';
let box = null;
let params = { digits: DEFAULT_DIGITS, n: DEFAULT_N };
let codes = [];
let entries = new Map();
let same = [];
let workers = [];
let queue = [];
const working = new Map();
let sort = { key: 'code', down: false };
let filter = 'all';
let shown = ROWS_AT_ONCE;
let said = null;
let redrawTimer = null;
/** Entries not yet kept, written together at the next redraw (one transaction). */
let unsaved = [];
let drawing = 0;
/** What the rows drawn last show, so that a redraw that would change none of them draws nothing. */
let drawn = '';

const $ = (id) => document.getElementById(id);
const nextTask = () => new Promise((wake) => setTimeout(wake));
// One formatter a language (toLocaleString makes one a call: a tenth of a millisecond each).
const formats = new Map();
const number = (x) => {
  if (x == null) return '';
  if (!formats.has(lang)) formats.set(lang, new Intl.NumberFormat(lang));
  return formats.get(lang).format(x);
};

function say(key, values = {}) {
  said = key ? [key, values] : null;
  $('atlas-state').textContent = key ? t(key, values) : '';
}

function readParams(search = location.search) {
  const query = new URLSearchParams(search);
  const digits = Number(query.get('digits'));
  const n = Number(query.get('n'));
  return {
    digits: [1, 2, 3].includes(digits) ? digits : DEFAULT_DIGITS,
    n: Number.isSafeInteger(n) && n >= MIN_N && n <= MAX_N ? n : DEFAULT_N,
  };
}

function writeParams() {
  const query = new URLSearchParams({ view: 'atlas', digits: params.digits, n: params.n, lang });
  history.replaceState(null, '', `${location.pathname}?${query}`);
}

function build() {
  const column = (key, sortable) => {
    const label = t(`atlasCol_${key}`);
    const inner = sortable ? h('button', { type: 'button', class: 'atlas-sort', dataset: { sort: key }, onclick: () => sortBy(key) }, label) : label;
    return h('th', { scope: 'col', dataset: { column: key } }, inner);
  };
  box.replaceChildren(
    h('h2', { id: 'atlas-title' }, t('atlasTitle')),
    h('p', { id: 'atlas-intro' }),
    h('form', { id: 'atlas-form', novalidate: true, onsubmit: (event) => { event.preventDefault(); compute(); } },
      h('p', {},
        h('label', {}, h('span', { 'data-ta': 'atlasDigits' }), ' ', h('select', { id: 'atlas-digits' }, [1, 2, 3].map((d) => h('option', { value: d }, d)))),
        ' ',
        h('label', {}, h('span', { 'data-ta': 'atlasUpTo' }), ' ', h('input', { id: 'atlas-n', inputmode: 'numeric', autocomplete: 'off', size: 10, 'aria-describedby': 'atlas-n-error' })),
        ' ',
        h('button', { id: 'atlas-compute', type: 'submit' }),
        ' ',
        h('button', { id: 'atlas-stop', type: 'button', disabled: true, onclick: stop }),
        ' ',
        h('button', { id: 'atlas-forget', type: 'button', onclick: forget })),
      h('p', { id: 'atlas-n-error', class: 'field-error', role: 'alert', hidden: true })),
    h('p', { class: 'progress-line' }, h('progress', { id: 'atlas-progress', max: 1, value: 0, hidden: true }), ' ', h('span', { id: 'atlas-state', 'aria-live': 'polite' })),
    h('p', {},
      h('label', {}, h('span', { 'data-ta': 'atlasShow' }), ' ', h('select', { id: 'atlas-filter', onchange: () => { filter = $('atlas-filter').value; shown = ROWS_AT_ONCE; redraw(); } },
        ['all', 'solved', 'trivial', 'open'].map((f) => h('option', { value: f })))),
      ' ', h('span', { id: 'atlas-counts' })),
    h('div', { class: 'table-box atlas-box' },
      h('table', { id: 'atlas-table', class: 'atlas', 'aria-labelledby': 'atlas-title', 'aria-describedby': 'atlas-note' },
        h('thead', {}, h('tr', {},
          column('code', true), column('status', false), column('period', true), column('start', true),
          column('computedTo', false), column('maxValue', true), column('rare', false), column('sameAs', false))),
        h('tbody', { id: 'atlas-rows' }))),
    h('p', {}, h('button', { id: 'atlas-more', type: 'button', onclick: () => { shown += ROWS_AT_ONCE; redraw(); } }), ' ', h('span', { id: 'atlas-shown' })),
    h('p', {}, h('button', { id: 'atlas-json', type: 'button', onclick: () => download('json') }), ' ', h('button', { id: 'atlas-csv', type: 'button', onclick: () => download('csv') })),
    h('p', { id: 'atlas-note', class: 'small' }),
  );
  $('atlas-digits').value = String(params.digits);
  $('atlas-n').value = String(params.n);
}

function translateView() {
  document.querySelector('#atlas h2').textContent = t('atlasTitle');
  $('atlas-intro').textContent = t('atlasIntro', { digits: params.digits, count: number(codes.length), n: number(params.n) });
  for (const span of box.querySelectorAll('[data-ta]')) span.textContent = t(span.dataset.ta);
  for (const th of box.querySelectorAll('th[data-column]')) {
    const label = t(`atlasCol_${th.dataset.column}`);
    const button = th.querySelector('button');
    if (button) button.textContent = label;
    else th.textContent = label;
  }
  for (const option of $('atlas-filter').options) option.textContent = t(`atlasFilter_${option.value}`);
  $('atlas-compute').textContent = t(entries.size > 0 && entries.size < codes.length ? 'atlasResume' : 'atlasCompute');
  $('atlas-stop').textContent = t('atlasStop');
  $('atlas-forget').textContent = t('atlasForget');
  $('atlas-more').textContent = t('atlasShowMore');
  $('atlas-json').textContent = t('atlasJson');
  $('atlas-csv').textContent = t('atlasCsv');
  $('atlas-note').textContent = t('atlasNote', { trivial: number(TRIVIAL_BELOW) });
  if (said) say(...said);
}

// --- Filling the table ---------------------------------------------------------

function setRunning(on) {
  $('atlas-stop').disabled = !on;
  $('atlas-compute').disabled = on;
  $('atlas-forget').disabled = on;
  $('atlas-digits').disabled = on;
  $('atlas-n').disabled = on;
  $('atlas-progress').hidden = !on;
}

function readForm() {
  const read = readCount($('atlas-n').value);
  let error = read.error;
  if (!error && (typeof read.value !== 'number' || read.value < MIN_N || read.value > MAX_N)) {
    error = { key: 'notWhole', params: { field: 'n', min: MIN_N, max: MAX_N, value: String(read.value) } };
  }
  $('atlas-n-error').hidden = !error;
  $('atlas-n-error').textContent = error ? errorText(error, t) : '';
  $('atlas-n').toggleAttribute('aria-invalid', Boolean(error));
  return error ? null : { digits: Number($('atlas-digits').value), n: read.value };
}

/** Shows what this browser kept for the atlas of `next`. */
async function show(next) {
  params = next;
  codes = atlasCodes(params.digits);
  entries = await loadEntries(params.digits, params.n);
  shown = ROWS_AT_ONCE;
  writeParams();
  translateView();
  if (entries.size === codes.length) say('atlasAllKept', counts());
  else if (entries.size > 0) say('atlasSomeKept', { done: number(entries.size), total: number(codes.length) });
  else say((await storeWorks()) ? 'atlasNone' : 'atlasNoStore', { total: number(codes.length) });
  await redraw();
}

async function compute() {
  const next = readForm();
  if (!next) return;
  if (next.digits !== params.digits || next.n !== params.n) await show(next);
  queue = codes.filter((code) => !entries.has(code));
  if (queue.length === 0) {
    say('atlasAllKept', counts());
    return;
  }
  setRunning(true);
  const cores = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 16, queue.length));
  for (let i = 0; i < cores; i += 1) {
    const worker = new Worker(new URL('./atlas-worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => answer(worker, data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      halt('atlasFailed', { error: event.message ?? '' });
    };
    workers.push(worker);
    feed(worker);
  }
  progress();
}

function feed(worker) {
  const code = queue.shift();
  if (code === undefined) {
    worker.terminate();
    workers = workers.filter((w) => w !== worker);
    working.delete(worker);
    if (workers.length === 0) halt('atlasDone', counts());
    return;
  }
  working.set(worker, { code, known: 0 });
  worker.postMessage({ code, n: params.n, digits: params.digits });
}

function answer(worker, data) {
  if (data.type === 'progress') {
    working.set(worker, { code: data.code, known: data.known });
    scheduleRedraw();
    return;
  }
  if (data.type === 'error') {
    halt('atlasFailed', { error: errorText(data.error, t) });
    return;
  }
  entries.set(data.code, data.entry);
  unsaved.push(data.entry);
  feed(worker);
  scheduleRedraw();
}

/** Ends every Worker; what was worked out stays (and is kept). */
function halt(key, values) {
  save();
  for (const worker of workers) worker.terminate();
  workers = [];
  working.clear();
  queue = [];
  setRunning(false);
  translateView();
  say(key, values);
  redraw();
}

function stop() {
  halt('atlasStopped', { done: number(entries.size), total: number(codes.length) });
}

async function forget() {
  await clearEntries(params.digits, params.n);
  await show(params);
}

function counts() {
  const by = { solved: 0, trivial: 0, open: 0 };
  for (const entry of entries.values()) by[status(entry)] += 1;
  return { total: number(codes.length), solved: number(by.solved), trivial: number(by.trivial), open: number(by.open) };
}

function progress() {
  if (workers.length === 0) return;
  $('atlas-progress').max = codes.length;
  $('atlas-progress').value = entries.size;
  const now = [...working.values()].map(({ code, known }) => (known > 0 ? t('atlasWorkingOn', { code, known: number(known) }) : code));
  say('atlasProgress', { done: number(entries.size), total: number(codes.length), codes: now.join(t('listComma')) });
}

// --- Drawing ---------------------------------------------------------------------

function scheduleRedraw() {
  redrawTimer ??= setTimeout(() => {
    redrawTimer = null;
    save();
    progress();
    redraw();
  }, REDRAW_MS);
}

function save() {
  if (unsaved.length) saveEntries(params.digits, params.n, unsaved);
  unsaved = [];
}

const sortValue = {
  code: (_, i) => i,
  period: (entry) => entry?.period?.length,
  start: (entry) => entry?.period?.start,
  maxValue: (entry) => entry?.maxValue,
};

function sortBy(key) {
  sort = { key, down: sort.key === key ? !sort.down : key !== 'code' };
  redraw();
}

/** The rows to draw: the codes passing the filter, in the chosen order (codes with nothing to sort by last). */
function ordered() {
  const rows = codes.map((code, i) => ({ code, i, entry: entries.get(code), same: same[i] }))
    .filter((row) => filter === 'all' || status(row.entry) === filter);
  const value = sortValue[sort.key];
  const sign = sort.down ? -1 : 1;
  return rows.sort((a, b) => {
    const x = value(a.entry, a.i);
    const y = value(b.entry, b.i);
    if (x == null || y == null) return (x == null) - (y == null) || a.i - b.i;
    return sign * (x - y) || a.i - b.i;
  });
}

/** Draws the first rows of the table, a piece a task, so that no one task on the page's thread is long. */
async function redraw() {
  drawing += 1;
  const mine = drawing;
  same = sameAs(codes.map((code) => entries.get(code)));
  const rows = ordered();
  const visible = rows.slice(0, shown);
  const busy = new Set([...working.values()].map((w) => w.code));
  const showing = JSON.stringify([lang, visible.map(({ code, entry, same: s }) => [code, entry?.computedTo ?? busy.has(code), s])]);
  if (showing !== drawn) {
    const built = [];
    for (let from = 0; from < visible.length; from += ROWS_A_TASK) {
      built.push(...visible.slice(from, from + ROWS_A_TASK).map((item) => atlasRow(item, { t, lang, number, busy: busy.has(item.code), maxN: MAX_N })));
      await nextTask();
      if (mine !== drawing) return;
    }
    $('atlas-rows').replaceChildren(...built);
    drawn = showing;
  }
  for (const th of box.querySelectorAll('th[data-column]')) {
    const key = th.dataset.column;
    if (sortValue[key]) th.setAttribute('aria-sort', sort.key === key ? (sort.down ? 'descending' : 'ascending') : 'none');
  }
  $('atlas-counts').textContent = t('atlasCounts', { done: number(entries.size), total: number(codes.length), ...counts() });
  $('atlas-shown').textContent = t('atlasRowsShown', { shown: number(visible.length), count: number(rows.length) });
  $('atlas-more').hidden = visible.length >= rows.length;
  $('atlas-json').disabled = entries.size === 0;
  $('atlas-csv').disabled = entries.size === 0;
}

/** The table as the command line writes it, over the codes worked out so far. */
export function atlasTable() {
  const list = codes.map((code) => entries.get(code));
  const sames = sameAs(list);
  return list.flatMap((entry, i) => (entry ? [tableEntry(entry, sames[i])] : []));
}

function download(kind) {
  const table = atlasTable();
  const text = kind === 'json'
    ? `[\n${table.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`
    : `code,start,length,checkedTo,computedTo,maxValue,rareMask,rareBit,rareCount,rareLast,sameAs,shift,sameProved\n${table.map(csvLine).join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: kind === 'json' ? 'application/json' : 'text/csv' }));
  h('a', { href: url, download: `atlas-${params.digits}-${params.n}.${kind}` }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Opens the atlas view in `section`; returns how to speak another language. */
export async function openAtlas(section, translatorNow, langNow) {
  box = section;
  t = translatorNow;
  lang = langNow;
  params = readParams();
  codes = atlasCodes(params.digits);
  build();
  await show(params);
  return {
    translate(translatorNext, langNext) {
      t = translatorNext;
      lang = langNext;
      writeParams();
      translateView();
      redraw();
    },
  };
}
