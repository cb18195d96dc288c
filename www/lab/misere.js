// The Lab's misère view (lab.html?view=misere&code=0.77&n=30): the misère
// quotient Q_n of a take-and-break code or of Grundy's game (Plambeck–Siegel),
// worked out heap by heap in misere-worker.js: |Q_k| and its P-portion
// against k, then for the last k the presentation, the P-portion, the
// multiplication table when it is small, Φ (the element of each heap) and
// its period when the misère periodicity theorem proves one. Each heap's
// call keeps to a budget of work the reader chooses (options.budget.work:
// the default, or 10 to 1000 times it), so a quotient the default stops
// short of can be worked out further. Stop ends the Worker and keeps the
// rows shown.
import { h } from '../page/dom.js';
import { readCount } from '../page/numbers.js';
import { errorText } from '../strings/index.js';

const DEFAULT_N = 30;
// The work one call may do by default (crates/core/src/budget.rs,
// Budget::DEFAULT), and the multiples of it the reader may choose.
const DEFAULT_WORK = 400_000_000;
const WORK_TIMES = ['1', '10', '100', '1000'];
const MAX_N = 1000;
// A multiplication table of at most this many elements is drawn.
const SMALL = 16;
const SVG = 'http://www.w3.org/2000/svg';

const $ = (id) => document.getElementById(id);

let t = (key) => key;
let lang = 'en';
let box = null;
let worker = null;
/** {rule, n, heaps: [{n, order, pSize}], quotient, refused, stopped}, or null. */
let shown = null;
let said = null;
let plotFrame = 0;

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
    work: WORK_TIMES.includes(query.get('work')) ? query.get('work') : '1',
  };
}

function writeQuery(rule, n, work) {
  const query = new URLSearchParams({ view: 'misere' });
  if (rule.game === 'grundy') query.set('game', 'grundy');
  else query.set('code', rule.code);
  query.set('n', String(n));
  if (work > 1) query.set('work', String(work));
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
        h('label', {}, h('span', { 'data-tm': 'misereWork' }), ' ',
          h('select', { id: 'misere-work' }, WORK_TIMES.map((times) => h('option', { value: times, 'data-tm': `misereWork_${times}` })))),
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
  $('misere-work').value = typed.work;
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
  const work = Number(WORK_TIMES.includes($('misere-work').value) ? $('misere-work').value : '1');
  return { rule, n: Number(read.value), work, budget: work > 1 ? { work: DEFAULT_WORK * work } : null };
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
  writeQuery(read.rule, read.n, read.work);
  shown = { ...read, heaps: [], quotient: null, refused: null, stopped: false };
  $('misere-progress').max = read.n;
  $('misere-progress').value = 0;
  setRunning(true);
  say('misereWorking', { n: read.n });
  render();
  worker = new Worker(new URL('./misere-worker.js', import.meta.url), { type: 'module' });
  const mine = worker;
  worker.onmessage = ({ data }) => {
    if (mine !== worker) return;
    if (data.type === 'heap') {
      const heap = { n: data.n, order: data.order, pSize: data.pSize, generator: data.generator };
      shown.heaps.push(heap);
      $('misere-progress').value = data.n;
      say('misereProgress', { done: data.n, n: read.n });
      appendHeap(heap);
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
      say(read.work < 1000 ? 'misereRefused' : 'misereRefusedMost', { known: data.quotient.n, at: data.at });
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
  plotFrame ||= requestAnimationFrame(() => {
    plotFrame = 0;
    drawPlot();
  });
}

function svg(tag, attributes = {}, ...children) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...children.flat());
  return element;
}

/** About `count` round steps (1, 2 or 5 times a power of ten) covering 0 to `top`. */
function roundTicks(top, count) {
  const rough = Math.max(1, top / count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough);
  return Array.from({ length: Math.ceil(top / step) + 1 }, (_, i) => i * step);
}

/**
 * |Q_k| (a solid line, dots) and |P| (dashed, squares) against k, with a
 * triangle on the axis at each heap whose element is a new generator: on a
 * log scale when |Q| spans more than two decades (a |P| of 0 sits below 1).
 * Drawn in the container's own pixels, so its text is the page's size.
 */
function drawPlot() {
  const box = $('misere-plot');
  if (!box || !shown) return;
  const { heaps } = shown;
  if (!heaps.length) return box.replaceChildren();
  const width = Math.min(720, box.clientWidth || 640);
  const height = Math.round(Math.max(220, width * 0.42));
  const [left, right, top, bottom] = [52, 12, 30, 40];
  const orders = heaps.map((k) => k.order);
  const most = Math.max(...orders);
  const log = most / Math.min(...orders) > 100;
  const level = (v) => (v > 0 ? Math.log10(v) : -0.5);
  const yTicks = log
    ? [...(heaps.some((k) => k.pSize === 0) ? [0] : []), ...Array.from({ length: Math.ceil(Math.log10(most)) + 1 }, (_, i) => 10 ** i)]
    : roundTicks(most, 4);
  const yTop = log ? level(yTicks.at(-1)) : yTicks.at(-1);
  const y = (v) => top + (height - top - bottom) * (1 - (log ? (level(v) + 0.5) / (yTop + 0.5) : v / yTop));
  const x = (k) => left + ((width - left - right) * k) / shown.n;
  const xTicks = roundTicks(shown.n, width < 480 ? 4 : 8).filter((k) => k <= shown.n);
  if (shown.n - xTicks.at(-1) >= (xTicks[1] ?? 1) / 2) xTicks.push(shown.n);
  const line = (key) => heaps.map((k, i) => `${i ? 'L' : 'M'}${x(k.n).toFixed(1)} ${y(k[key]).toFixed(1)}`).join('');
  const r = Math.max(1, Math.min(3, (width - left - right) / shown.n / 3));
  const base = height - bottom;
  const mark = (cx, size) => `M${cx.toFixed(1)} ${base}l${-size} ${size * 1.6}h${2 * size}z`;
  const label = t('miserePlotLabel', { first: heaps[0].n, last: heaps.at(-1).n, from: orders[0], to: orders.at(-1), pFrom: heaps[0].pSize, pTo: heaps.at(-1).pSize });
  const fresh = heaps.filter((k) => k.generator).map((k) => k.n);
  const legend = (at, sample, text) => svg('g', { transform: `translate(${at} 12)` }, sample, svg('text', { x: 26, y: 4 }, text));
  box.replaceChildren(svg('svg', {
    class: 'plot-svg misere-plot',
    viewBox: `0 0 ${width} ${height}`,
    role: 'img',
    'data-scale': log ? 'log' : 'linear',
    'aria-label': fresh.length ? `${label}${t('miserePlotGenerators', { heaps: fresh.join(t('misereListSeparator')) })}` : label,
  },
  svg('path', { class: 'grid', d: yTicks.map((v) => `M${left} ${y(v).toFixed(1)}H${width - right}`).join('') }),
  svg('path', { class: 'axis', d: `M${left} ${top - 6}V${base}H${width - right}` }),
  yTicks.map((v) => svg('text', { x: left - 5, y: y(v) + 4, 'text-anchor': 'end' }, v)),
  xTicks.map((k) => svg('text', { x: x(k), y: base + 19, 'text-anchor': 'middle' }, k)),
  svg('text', { x: (left + width - right) / 2, y: height - 5, 'text-anchor': 'middle' }, t('misereAxisN')),
  svg('text', { transform: `translate(13 ${(top + base) / 2}) rotate(-90)`, 'text-anchor': 'middle' }, t(log ? 'misereAxisCountLog' : 'misereAxisCount')),
  legend(left, svg('path', { class: 'value', d: 'M0 0H20' }), '|Q_n|'),
  legend(left + 76, svg('path', { class: 'value p', d: 'M0 0H20' }), '|P|'),
  legend(left + 140, svg('path', { class: 'generator', d: 'M10 -4l-4 6.4h8z' }), t('miserePlotGenerator')),
  svg('path', { class: 'value', d: line('order') }),
  svg('path', { class: 'value p', d: line('pSize') }),
  heaps.map((k) => svg('circle', { class: 'order', cx: x(k.n).toFixed(1), cy: y(k.order).toFixed(1), r, 'data-heap': k.n, 'data-order': k.order })),
  heaps.map((k) => svg('rect', { class: 'p-size', x: (x(k.n) - r).toFixed(1), y: (y(k.pSize) - r).toFixed(1), width: 2 * r, height: 2 * r, 'data-heap': k.n, 'data-p-size': k.pSize })),
  heaps.filter((k) => k.generator).map((k) => svg('path', { class: 'generator', d: mark(x(k.n), Math.max(2.5, r + 1)), 'data-heap': k.n }))));
}

function render() {
  const results = $('misere-results');
  if (!shown) {
    results.replaceChildren();
    return;
  }
  const parts = [
    h('h3', {}, t('misereOrdersTitle')),
    h('div', { id: 'misere-plot' }),
    h('div', { class: 'table-box' },
      h('table', { id: 'misere-orders', class: 'values' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'n'), h('th', { scope: 'col' }, '|Q_n|'), h('th', { scope: 'col' }, '|P|'))),
        h('tbody', { id: 'misere-orders-rows' }, shown.heaps.map(heapRow)))),
  ];
  const q = shown.quotient;
  if (q) parts.push(...quotientParts(q));
  results.replaceChildren(...parts);
  drawPlot();
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
