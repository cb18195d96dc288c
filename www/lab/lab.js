// The Lab (lab.html): any take-and-break rule, its nimbers G(0..n), the
// period they prove, a table and a plot, misère outcomes of small heaps,
// downloads, and links to play it. The rule and n live in the URL
// (lab.html?code=0.6&n=5000&lang=zh-Hant, or subtract=1,3,4, or
// game=grundy). Every computation runs in worker.js; Stop ends that
// Worker and starts a fresh one, keeping what is shown. lab.html?view=atlas
// is the atlas of every code instead (atlas.js), lab.html?view=misere the
// misère quotient of one rule (misere.js).
import { languages, loadStrings, pickLanguage, errorText } from '../strings/index.js';
import { readCount, readCounts, normalise } from '../page/numbers.js';
import { h } from '../page/dom.js';
import { NAMED, nameOf, namedOf, ruleOf, subtractionCode } from '../games/octal-rule.js';
import { labFile } from './files.js';
import { CDN_MODULE, SELF_HOSTED_MODULE, downloadElement, elementSnippet } from '../site/embed-dialog.js';
import { version } from '../site/version.js';
import { PLAYGROUND } from '../site/words.js';
import { addLanguagePicker } from '../site/language-picker.js';
import { ATLAS, LAB } from './words.js';

const $ = (id) => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';
const ROWS_AT_ONCE = 40;
// Widest row drawn as one period; a longer period is drawn 12 to a row.
const WIDEST_ROW = 40;
const PLAIN_ROW = 12;
const PLAY_HEAP = 20;
const FIELDS = ['code', 'subtract', 'n'];
// The playground's part: the Embed words, shared with its dialog.
const PARTS = ['board', 'errors', LAB, 'octal', PLAYGROUND, ATLAS];
const VIEWS = ['rule', 'atlas', 'misere'];
const VIEW = VIEWS.find((view) => view === new URLSearchParams(location.search).get('view')) ?? 'rule';

// Without ?lang=, the language of the page the reader came from (the playground's link).
const referrer = document.referrer.startsWith(location.origin) ? new URL(document.referrer).search : '';
let lang = pickLanguage(new URLSearchParams(location.search).has('lang') ? location.search : referrer);
let t = (key) => key;
/** What is drawn: {rule, n, values, period, split, plot, misere}. */
let shown = null;
let rowsShown = ROWS_AT_ONCE;
let worker = null;
let running = false;
/** The atlas or misère view, once open: {translate(t, lang)}. */
let atlas = null;

/** The rule and n of a query string, as typed: {code, subtract, grundy, n}. */
export function readLab(search = location.search) {
  const query = new URLSearchParams(search);
  return {
    code: query.get('code') ?? (query.has('subtract') || query.get('game') === 'grundy' ? '' : '0.77'),
    subtract: query.get('subtract') ?? '',
    grundy: query.get('game') === 'grundy',
    n: query.get('n') ?? '1000',
  };
}

function writeLab({ rule, n }) {
  const query = new URLSearchParams();
  if (rule.game === 'grundy') query.set('game', 'grundy');
  else if (rule.subtract) query.set('subtract', rule.subtract.join(','));
  else query.set('code', rule.code);
  query.set('n', String(n));
  query.set('lang', lang);
  history.replaceState(null, '', `${location.pathname}?${query}`);
}

/** What the status line and the fields' errors say, kept to be said again in another language. */
const said = { state: null, error: null };

/** Sets the status line to t(key, values); no key empties it. */
function say(key, values) {
  said.state = key ? [key, values] : null;
  $('state').textContent = key ? t(key, values) : '';
}

function showError(field, error) {
  said.error = field ? [field, error] : null;
  for (const name of FIELDS) {
    const box = $(`${name}-error`);
    box.textContent = name === field ? errorText(error, t) : '';
    box.hidden = name !== field;
    $(name).toggleAttribute('aria-invalid', name === field);
  }
}

/** The field an error of the core or of page/numbers.js is about. */
function fieldOf(error) {
  const field = String(error?.params?.field ?? '');
  if (field.startsWith('subtract')) return 'subtract';
  if (field === 'code' || error?.key === 'codeAndSubtract') return $('code').value.trim() || !$('subtract').value.trim() ? 'code' : 'subtract';
  return 'n';
}

/** {rule, n} from the form, or null after showing the error next to its field (and no longer the last results). */
function readForm() {
  const read = readRule();
  if (!read) {
    clearResults();
    $('words').textContent = '';
  }
  return read;
}

/** No results shown: what is drawn belongs to a rule no longer in the form. */
function clearResults() {
  drawing += 1;
  shown = null;
  $('results').hidden = true;
}

function readRule() {
  const grundy = NAMED[$('named').value]?.state.game === 'grundy';
  const code = normalise($('code').value).replace(/^\./, '0.');
  const subtractText = $('subtract').value.trim();
  let rule;
  if (grundy) rule = { game: 'grundy' };
  else if (subtractText && !code) {
    const read = readCounts(subtractText);
    if (read.error) {
      showError('subtract', read.error);
      return null;
    }
    rule = { game: 'octal', subtract: read.value };
  } else {
    rule = { game: 'octal', code };
    // Both typed: the message names the code of the set given, not an example.
    const typed = subtractText ? readCounts(subtractText) : null;
    if (typed?.error) {
      showError('subtract', typed.error);
      return null;
    }
    const set = typed?.value;
    if (set) {
      const code = set.every((n) => Number(n) >= 1 && Number(n) <= 32) ? subtractionCode(set) : null;
      showError('code', { message: t(code ? 'labCodeAndSubtract' : 'labCodeAndSubtractBad', { set: set.join(', '), code }) });
      return null;
    }
  }
  const n = readCount($('n').value);
  if (n.error) {
    showError('n', n.error);
    return null;
  }
  return { rule, n: n.value };
}

function freshWorker() {
  worker?.terminate();
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }) => answer(data);
  worker.onerror = (event) => {
    event.preventDefault?.();
    finish('labFailed', { error: event.message ?? '' });
  };
}

function finish(key, values) {
  running = false;
  $('progress').hidden = true;
  $('stop').disabled = true;
  $('compute').disabled = false;
  say(key, values);
}

let asked = null;

function compute() {
  const read = readForm();
  if (!read) return;
  showError(null);
  asked = read;
  writeLab(read);
  renderViews();
  renderWords();
  if (running || !worker) freshWorker();
  running = true;
  $('progress').hidden = false;
  $('progress').removeAttribute('value');
  $('stop').disabled = false;
  say('labWorking', { n: read.n });
  worker.postMessage(read);
}

function stop() {
  freshWorker();
  finish('labStopped');
}

function answer(data) {
  if (data.type === 'progress') {
    $('progress').max = data.of;
    $('progress').value = data.done;
    say('labProgress', { done: Math.max(0, data.done - 1), n: data.of - 1 });
    return;
  }
  if (data.type === 'error') {
    finish(null);
    clearResults();
    showError(fieldOf(data.error), data.error);
    return;
  }
  if (data.type === 'values') {
    shown = { ...asked, ...data, misere: undefined };
    rowsShown = ROWS_AT_ONCE;
    say('labMisereWorking');
    render();
    return;
  }
  if (data.type === 'misere') {
    shown.misere = data.outcomes;
    finish('labDone', { n: shown.values.length - 1 });
    renderMisere();
  }
}

// --- Drawing --------------------------------------------------------------

/** The largest take t of a rule and whether a move may split a heap. */
function ruleShape(rule) {
  if (rule.game === 'grundy') return { t: 0, splits: true };
  if (rule.subtract) return { t: Math.max(...rule.subtract.map(Number)), splits: false };
  const [whole, places = ''] = rule.code.split('.');
  const digits = places.replace(/0+$/, '');
  return { t: digits.length, splits: whole === '4' || /[4-7]/.test(digits) };
}

const fileName = (rule) => (rule.game === 'grundy' ? 'grundy' : rule.subtract ? `subtract-${rule.subtract.join('-')}` : rule.code);

function renderWords() {
  const rule = (asked ?? shown)?.rule;
  // A subtraction set with a take out of range has no code to put in words: its field says why.
  const readable = rule && (!rule.subtract || rule.subtract.every((n) => Number(n) >= 1 && Number(n) <= 32));
  $('words').textContent = readable ? ruleOf(rule, t) : '';
}

function renderPeriod() {
  const { rule, period, values } = shown;
  const n = values.length - 1;
  if (rule.game === 'grundy') {
    $('period').textContent = t('labNoPeriod', { n });
    $('proof').textContent = t('labNoTheoremGrundy');
    return;
  }
  if (!period) {
    $('period').textContent = t('labNoPeriod', { n });
    $('proof').textContent = t('labNoPeriodWhy');
    return;
  }
  const shape = ruleShape(rule);
  const numbers = { p: period.length, start: period.start, t: shape.t, last: period.checkedTo - period.length, checkedTo: period.checkedTo };
  $('period').textContent = t('labPeriod', numbers);
  $('proof').textContent = t(shape.splits ? 'labProofSplit' : 'labProofTake', numbers);
}

function rowLength() {
  const length = shown.period?.length;
  return length && length <= WIDEST_ROW ? length : PLAIN_ROW;
}

const rare = (n) => {
  const split = shown.split;
  // The engine's split: heap 0 is neither rare nor common.
  if (!split || n === 0) return false;
  let x = shown.values[n] & split.mask;
  let parity = 0;
  while (x) {
    parity ^= 1;
    x &= x - 1;
  }
  return (parity ^ (split.bit & n)) === 0;
};

function renderTable() {
  const { values, period } = shown;
  const width = rowLength();
  const rows = Math.min(rowsShown, Math.ceil(values.length / width));
  const head = h('tr', {}, h('th', { scope: 'col' }, 'n'), Array.from({ length: width }, (_, i) => h('th', { scope: 'col' }, `+${i}`)));
  const body = [];
  for (let row = 0; row < rows; row += 1) {
    const cells = [];
    for (let i = 0; i < width; i += 1) {
      const n = row * width + i;
      if (n >= values.length) break;
      const before = period && n < period.start;
      cells.push(h('td', { class: [before ? 'before' : '', rare(n) ? 'rare' : ''].join(' ').trim() || null }, values[n]));
    }
    body.push(h('tr', {}, h('th', { scope: 'row' }, row * width), cells));
  }
  $('table-note').textContent = t(period ? 'labTableCaptionPeriod' : 'labTableCaption', { width, start: period?.start ?? 0 });
  $('table-box').replaceChildren(h('table', { class: 'values', 'aria-describedby': 'table-note' }, h('thead', {}, head), h('tbody', {}, body)));
  const last = Math.min(values.length, rows * width) - 1;
  $('rows-shown').textContent = t('labRowsShown', { last, n: values.length - 1 });
  $('more').hidden = last >= values.length - 1;
}

function svg(tag, attributes = {}, text) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  if (text !== undefined) element.textContent = String(text);
  return element;
}

function renderPlot() {
  const { plot, values } = shown;
  const columns = plot.top.length;
  const width = 720;
  const height = 220;
  const left = 40;
  const bottom = 24;
  const largest = Math.max(1, ...plot.top);
  const x = (column) => left + ((column + 0.5) * (width - left - 8)) / columns;
  const y = (value) => 8 + (height - bottom - 8) * (1 - value / largest);
  let top = '';
  let rareMarks = '';
  for (let column = 0; column < columns; column += 1) {
    top += `M${x(column).toFixed(1)} ${y(plot.top[column]).toFixed(1)}h0`;
    if (plot.rare[column] >= 0) rareMarks += `M${x(column).toFixed(1)} ${y(plot.rare[column]).toFixed(1)}h0`;
  }
  const n = values.length - 1;
  const figure = svg('svg', { viewBox: `0 0 ${width} ${height}`, role: 'img', class: 'plot-svg' });
  figure.append(
    svg('title', {}, t('labPlotLabel', { n })),
    svg('path', { d: `M${left} 8V${height - bottom}H${width - 4}`, class: 'axis' }),
    svg('text', { x: left - 4, y: 12, 'text-anchor': 'end' }, largest),
    svg('text', { x: left - 4, y: height - bottom, 'text-anchor': 'end' }, 0),
    svg('text', { x: left, y: height - 6 }, 0),
    svg('text', { x: width - 4, y: height - 6, 'text-anchor': 'end' }, n),
    svg('text', { x: (width + left) / 2, y: height - 6, 'text-anchor': 'middle' }, 'n'),
    svg('path', { d: top, class: 'value' }),
    svg('path', { d: rareMarks, class: 'rare' }),
  );
  $('plot').replaceChildren(figure);
  const note = columns < values.length ? t('labPlotColumns', { columns }) : '';
  const split = shown.split ? ` ${t('labPlotRare', { count: plot.rareCount, mask: shown.split.mask })}` : '';
  $('plot-note').textContent = `${t('labPlotNote')} ${note}${split}`.trim();
}

function renderMisere() {
  const { rule, misere } = shown;
  if (!misere) {
    $('misere').replaceChildren();
    $('misere-note').textContent = rule.game === 'grundy' ? t('labMisereGrundy') : t('labMisereWorking');
    return;
  }
  const heaps = h('tr', {}, h('th', { scope: 'row' }, t('labHeap')), misere.map((_, heap) => h('th', { scope: 'col' }, heap)));
  const said = { P: t('labMisereP'), N: t('labMisereN') };
  const outcomes = h('tr', {}, h('th', { scope: 'row' }, t('labOutcome')), misere.map((o) => h('td', { class: o ?? 'unknown' }, o ? said[o] : t('labMisereUnknown'))));
  $('misere').replaceChildren(h('table', { class: 'misere' }, h('tbody', {}, heaps, outcomes)));
  $('misere-note').textContent = t('labMisereLegend');
}

function playState(rule) {
  return rule.game === 'grundy' ? { game: 'grundy', heaps: [PLAY_HEAP] } : { ...rule, heaps: [PLAY_HEAP] };
}

/** Makes the file `kind` of what is shown, then hands it to the browser as a download. */
async function download(kind) {
  const result = shown;
  if (!result) return;
  const before = said.state;
  say('labFileWorking');
  const blob = await labFile(kind, result, nextTask);
  const url = URL.createObjectURL(blob);
  h('a', { href: url, download: `nimbers-${fileName(result.rule)}-${result.values.length - 1}.${kind}` }).click();
  // The download holds the Blob once it has started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  if (said.state?.[0] === 'labFileWorking') say(...(before ?? []));
}

function renderExport() {
  const state = JSON.stringify(playState(shown.rule));
  $('play').href = `index.html?${new URLSearchParams({ state, lang })}`;
  $('play').textContent = t('labPlayLink', { heap: PLAY_HEAP });
  // The same snippet as the playground's Embed dialog: self-hosted first, then the CDN, from a heap of this rule.
  const game = { start: playState(shown.rule), starts: 0, lang, opponent: 'computer', hints: false, practice: false };
  $('embed-self').value = elementSnippet(game, SELF_HOSTED_MODULE);
  $('embed').value = elementSnippet(game, CDN_MODULE);
  $('embed-cdn-said').textContent = t('embedCdnWhen', { version });
}

let drawing = 0;
const nextTask = () => new Promise((wake) => setTimeout(wake));

/** Draws what is shown, one part a task, so no one task on the page's thread is long. */
async function render() {
  if (!shown) return;
  drawing += 1;
  const mine = drawing;
  $('results').hidden = false;
  for (const part of [renderPeriod, renderExport, renderTable, renderPlot, renderMisere]) {
    if (mine !== drawing) return;
    part();
    await nextTask();
  }
}

// --- The form -------------------------------------------------------------

function fillNamed() {
  const select = $('named');
  const chosen = select.value;
  select.replaceChildren(
    h('option', { value: '' }, t('labCustom')),
    ...NAMED.map((entry, index) => h('option', { value: index }, nameOf(entry, lang))),
  );
  select.value = chosen;
}

function pickNamed() {
  const entry = NAMED[$('named').value];
  if (!entry) return;
  $('code').value = entry.state.code ?? '';
  $('subtract').value = entry.state.subtract?.join(', ') ?? '';
  compute();
}

/** The index in NAMED of the rule typed, or '' for a rule of the reader's own. */
function namedIndex({ code, subtract, grundy }) {
  if (grundy) return String(NAMED.findIndex((e) => e.state.game === 'grundy'));
  const set = readCounts(subtract).value;
  const entry = code ? namedOf({ game: 'octal', code: normalise(code).replace(/^\./, '0.') }) : set && namedOf({ game: 'octal', subtract: set });
  return entry ? String(NAMED.indexOf(entry)) : '';
}

function translate() {
  document.documentElement.lang = lang;
  for (const element of document.querySelectorAll('[data-t]')) element.textContent = t(element.dataset.t);
  document.title = t('labTitle');
  $('lang').value = lang;
  $('back').href = `index.html?lang=${lang}`;
  renderViews();
  fillNamed();
  renderWords();
  if (said.state) say(...said.state);
  if (said.error) showError(...said.error);
  render();
  atlas?.translate(t, lang);
}

/** The links between the Lab's views, the one shown marked as the page. */
function renderViews() {
  $('views').setAttribute('aria-label', t('atlasViews'));
  $('view-rule').href = `lab.html?lang=${lang}`;
  $('view-atlas').href = `lab.html?view=atlas&lang=${lang}`;
  // The misère view opens on the rule entered here (a code or Grundy's game).
  const rule = asked?.rule;
  const misere = new URLSearchParams({ view: 'misere', lang });
  if (rule?.game === 'grundy') misere.set('game', 'grundy');
  else if (rule?.subtract) misere.set('code', subtractionCode(rule.subtract));
  else if (rule?.code) misere.set('code', rule.code);
  $('view-misere').href = `lab.html?${misere}`;
  for (const view of VIEWS) {
    if (view === VIEW) $(`view-${view}`).setAttribute('aria-current', 'page');
    else $(`view-${view}`).removeAttribute('aria-current');
  }
}

async function start() {
  addLanguagePicker(lang);
  t = await loadStrings(lang, PARTS);
  if (VIEW !== 'rule') {
    for (const part of document.querySelectorAll('.lab-rule, #results')) part.hidden = true;
    const section = $(VIEW === 'atlas' ? 'atlas' : 'misere-view');
    section.hidden = false;
    translate();
    $('lang').addEventListener('change', async () => {
      lang = languages.includes($('lang').value) ? $('lang').value : 'en';
      t = await loadStrings(lang, PARTS);
      translate();
    });
    if (VIEW === 'atlas') {
      const { openAtlas } = await import('./atlas.js');
      atlas = await openAtlas(section, t, lang);
    } else {
      const { openMisere } = await import('./misere.js');
      atlas = openMisere(section, t, lang);
    }
    return;
  }
  const typed = readLab();
  $('code').value = typed.code;
  $('subtract').value = typed.subtract;
  $('n').value = typed.n;
  translate();
  $('named').value = namedIndex(typed);
  $('named').addEventListener('change', pickNamed);
  $('rule-form').addEventListener('submit', (event) => {
    event.preventDefault();
    compute();
  });
  $('code').addEventListener('input', () => {
    if ($('code').value.trim()) $('subtract').value = '';
    $('named').value = namedIndex({ code: $('code').value.trim(), subtract: '' });
  });
  $('subtract').addEventListener('input', () => {
    if ($('subtract').value.trim()) $('code').value = '';
    $('named').value = namedIndex({ code: '', subtract: $('subtract').value });
  });
  $('stop').addEventListener('click', stop);
  for (const kind of ['csv', 'json']) $(kind).addEventListener('click', () => download(kind));
  $('embed-download').addEventListener('click', () => downloadElement((text) => { $('embed-download-said').textContent = text; }, t));
  $('more').addEventListener('click', () => {
    rowsShown += ROWS_AT_ONCE;
    renderTable();
  });
  $('lang').addEventListener('change', async () => {
    lang = languages.includes($('lang').value) ? $('lang').value : 'en';
    t = await loadStrings(lang, PARTS);
    if (asked) writeLab(asked);
    translate();
  });
  compute();
}

start();
