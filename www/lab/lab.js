// The Lab (lab.html): any take-and-break rule, its nimbers G(0..n), the
// period they prove, a table and a plot, misère outcomes of small heaps,
// downloads, and links to play it. The rule and n live in the URL
// (lab.html?code=0.6&n=5000&lang=zh-Hant, or subtract=1,3,4, or
// game=grundy). Every computation runs in worker.js; Stop ends that
// Worker and starts a fresh one, showing the values it had handed on (all
// but the last stretch of what it computed), else keeping what is shown. lab.html?view=atlas
// is the atlas of every code instead (atlas.js), lab.html?view=misere the
// misère quotient of one rule (misere.js). The results of one rule are drawn
// by results.js.
import { languages, loadStrings, pickLanguage, errorText } from '../strings/index.js';
import { readCount, readCounts, normalise } from '../page/numbers.js';
import { h } from '../page/dom.js';
import { NAMED, nameOf, namedOf, ruleOf, subtractionCode } from '../games/octal-rule.js';
import { labFile } from './files.js';
import { downloadElement } from '../site/embed-dialog.js';
import { PLAYGROUND } from '../site/words.js';
import { addLanguagePicker } from '../site/language-picker.js';
import { ATLAS, LAB } from './words.js';
import { drawResults, nextTask, renderMisere, renderTable } from './results.js';

const $ = (id) => document.getElementById(id);
const ROWS_AT_ONCE = 40;
const FIELDS = ['code', 'subtract', 'n'];
// The playground's part: the Embed words, shared with its dialog.
const PARTS = ['board', 'errors', LAB, 'octal', PLAYGROUND, ATLAS];
const VIEWS = ['rule', 'atlas', 'misere'];
const VIEW = VIEWS.find((view) => view === new URLSearchParams(location.search).get('view')) ?? 'rule';

// Without ?lang=, the language of the page the reader came from (the playground's link).
const referrer = document.referrer.startsWith(location.origin) ? new URL(document.referrer).search : '';
/**
 * The rule view's state, which results.js draws from: the language and its
 * words, the rule and n asked for, what is drawn ({rule, n, values, period,
 * split, plot, misere}), the rows of the table shown, and a count of the
 * drawings started (one that is overtaken stops).
 */
const lab = {
  lang: pickLanguage(new URLSearchParams(location.search).has('lang') ? location.search : referrer),
  t: (key) => key,
  asked: null,
  shown: null,
  rowsShown: ROWS_AT_ONCE,
  drawing: 0,
};
let worker = null;
let running = false;
/** The values the running Worker handed on so far, {values, plot}, shown if it is stopped. */
let partial = null;
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
  query.set('lang', lab.lang);
  history.replaceState(null, '', `${location.pathname}?${query}`);
}

/** What the status line and the fields' errors say, kept to be said again in another language. */
const said = { state: null, error: null };

/** Sets the status line to t(key, values); no key empties it. */
function say(key, values) {
  said.state = key ? [key, values] : null;
  $('state').textContent = key ? lab.t(key, values) : '';
}

function showError(field, error) {
  said.error = field ? [field, error] : null;
  for (const name of FIELDS) {
    const box = $(`${name}-error`);
    box.textContent = name === field ? errorText(error, lab.t) : '';
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
  lab.drawing += 1;
  lab.shown = null;
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
      showError('code', { message: lab.t(code ? 'labCodeAndSubtract' : 'labCodeAndSubtractBad', { set: set.join(', '), code }) });
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

function compute() {
  const read = readForm();
  if (!read) return;
  showError(null);
  lab.asked = read;
  writeLab(read);
  renderViews();
  renderWords();
  if (running || !worker) freshWorker();
  running = true;
  partial = null;
  $('progress').hidden = false;
  $('progress').removeAttribute('value');
  $('stop').disabled = false;
  say('labWorking', { n: read.n });
  worker.postMessage(read);
}

function stop() {
  const kept = running && partial;
  freshWorker();
  if (!kept) {
    finish('labStopped');
    return;
  }
  lab.shown = { ...lab.asked, ...kept, period: null, split: null, misere: undefined };
  lab.rowsShown = ROWS_AT_ONCE;
  partial = null;
  finish('labStoppedKept', { n: kept.values.length - 1, asked: lab.asked.n });
  drawResults(lab);
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
  if (data.type === 'partial') {
    partial = { values: data.values, plot: data.plot };
    return;
  }
  if (data.type === 'values') {
    partial = null;
    lab.shown = { ...lab.asked, ...data, misere: undefined };
    lab.rowsShown = ROWS_AT_ONCE;
    say('labMisereWorking');
    drawResults(lab);
    return;
  }
  if (data.type === 'misere') {
    lab.shown.misere = data.outcomes;
    finish('labDone', { n: lab.shown.values.length - 1 });
    renderMisere(lab);
  }
}

// --- The rule in words, and the downloads (the results: results.js) --------

const fileName = (rule) => (rule.game === 'grundy' ? 'grundy' : rule.subtract ? `subtract-${rule.subtract.join('-')}` : rule.code);

function renderWords() {
  const rule = (lab.asked ?? lab.shown)?.rule;
  // A subtraction set with a take out of range has no code to put in words: its field says why.
  const readable = rule && (!rule.subtract || rule.subtract.every((n) => Number(n) >= 1 && Number(n) <= 32));
  $('words').textContent = readable ? ruleOf(rule, lab.t) : '';
}

/** Makes the file `kind` of what is shown, then hands it to the browser as a download. */
async function download(kind) {
  const result = lab.shown;
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

// --- The form -------------------------------------------------------------

function fillNamed() {
  const select = $('named');
  const chosen = select.value;
  select.replaceChildren(
    h('option', { value: '' }, lab.t('labCustom')),
    ...NAMED.map((entry, index) => h('option', { value: index }, nameOf(entry, lab.lang))),
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
  document.documentElement.lang = lab.lang;
  for (const element of document.querySelectorAll('[data-t]')) element.textContent = lab.t(element.dataset.t);
  document.title = lab.t('labTitle');
  $('lang').value = lab.lang;
  $('back').href = `index.html?lang=${lab.lang}`;
  $('learn').href = `learn.html?lang=${lab.lang}`;
  renderViews();
  fillNamed();
  renderWords();
  if (said.state) say(...said.state);
  if (said.error) showError(...said.error);
  drawResults(lab);
  atlas?.translate(lab.t, lab.lang);
}

/** The links between the Lab's views, the one shown marked as the page. */
function renderViews() {
  $('views').setAttribute('aria-label', lab.t('atlasViews'));
  $('view-rule').href = `lab.html?lang=${lab.lang}`;
  $('view-atlas').href = `lab.html?view=atlas&lang=${lab.lang}`;
  // The misère view opens on the rule entered here (a code or Grundy's game).
  const rule = lab.asked?.rule;
  const misere = new URLSearchParams({ view: 'misere', lang: lab.lang });
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
  addLanguagePicker(lab.lang);
  lab.t = await loadStrings(lab.lang, PARTS);
  if (VIEW !== 'rule') {
    for (const part of document.querySelectorAll('.lab-rule, #results')) part.hidden = true;
    const section = $(VIEW === 'atlas' ? 'atlas' : 'misere-view');
    section.hidden = false;
    translate();
    $('lang').addEventListener('change', async () => {
      lab.lang = languages.includes($('lang').value) ? $('lang').value : 'en';
      lab.t = await loadStrings(lab.lang, PARTS);
      translate();
    });
    if (VIEW === 'atlas') {
      const { openAtlas } = await import('./atlas.js');
      atlas = await openAtlas(section, lab.t, lab.lang);
    } else {
      const { openMisere } = await import('./misere.js');
      atlas = openMisere(section, lab.t, lab.lang);
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
  $('embed-download').addEventListener('click', () => downloadElement((text) => { $('embed-download-said').textContent = text; }, lab.t));
  $('more').addEventListener('click', () => {
    lab.rowsShown += ROWS_AT_ONCE;
    renderTable(lab);
  });
  $('lang').addEventListener('change', async () => {
    lab.lang = languages.includes($('lang').value) ? $('lang').value : 'en';
    lab.t = await loadStrings(lab.lang, PARTS);
    if (lab.asked) writeLab(lab.asked);
    translate();
  });
  compute();
}

start();
