// The Lab's results for one rule (lab.html): the period and its proof, the
// values as a table (a period to a row, rare values marked), a plot, misère
// outcomes of small heaps, and the links to play the rule (the playground,
// the element's snippets). Drawn one part a task, from `lab`, the rule view's
// state (lab.js): its language and words, what is shown ({rule, n, values,
// period, split, plot, misere}) and how many rows of the table.
import { h } from '../page/dom.js';
import { CDN_MODULE, SELF_HOSTED_MODULE, elementSnippet } from '../site/embed-dialog.js';
import { version } from '../site/version.js';

const $ = (id) => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';
// Widest row drawn as one period; a longer period is drawn 12 to a row.
const WIDEST_ROW = 40;
const PLAIN_ROW = 12;
const PLAY_HEAP = 20;

/** The largest take t of a rule and whether a move may split a heap. */
function ruleShape(rule) {
  if (rule.game === 'grundy') return { t: 0, splits: true };
  if (rule.subtract) return { t: Math.max(...rule.subtract.map(Number)), splits: false };
  const [whole, places = ''] = rule.code.split('.');
  const digits = places.replace(/0+$/, '');
  return { t: digits.length, splits: whole === '4' || /[4-7]/.test(digits) };
}

function renderPeriod(lab) {
  const { rule, period, values } = lab.shown;
  const n = values.length - 1;
  if (rule.game === 'grundy') {
    $('period').textContent = lab.t('labNoPeriod', { n });
    $('proof').textContent = lab.t('labNoTheoremGrundy');
    return;
  }
  if (!period) {
    $('period').textContent = lab.t('labNoPeriod', { n });
    $('proof').textContent = lab.t('labNoPeriodWhy');
    return;
  }
  const shape = ruleShape(rule);
  const numbers = { p: period.length, start: period.start, t: shape.t, last: period.checkedTo - period.length, checkedTo: period.checkedTo };
  $('period').textContent = lab.t('labPeriod', numbers);
  $('proof').textContent = lab.t(shape.splits ? 'labProofSplit' : 'labProofTake', numbers);
}

function rowLength(lab) {
  const length = lab.shown.period?.length;
  return length && length <= WIDEST_ROW ? length : PLAIN_ROW;
}

const rare = (lab, n) => {
  const split = lab.shown.split;
  // The engine's split: heap 0 is neither rare nor common.
  if (!split || n === 0) return false;
  let x = lab.shown.values[n] & split.mask;
  let parity = 0;
  while (x) {
    parity ^= 1;
    x &= x - 1;
  }
  return (parity ^ (split.bit & n)) === 0;
};

export function renderTable(lab) {
  const { values, period } = lab.shown;
  const width = rowLength(lab);
  const rows = Math.min(lab.rowsShown, Math.ceil(values.length / width));
  const head = h('tr', {}, h('th', { scope: 'col' }, 'n'), Array.from({ length: width }, (_, i) => h('th', { scope: 'col' }, `+${i}`)));
  const body = [];
  for (let row = 0; row < rows; row += 1) {
    const cells = [];
    for (let i = 0; i < width; i += 1) {
      const n = row * width + i;
      if (n >= values.length) break;
      const before = period && n < period.start;
      cells.push(h('td', { class: [before ? 'before' : '', rare(lab, n) ? 'rare' : ''].join(' ').trim() || null }, values[n]));
    }
    body.push(h('tr', {}, h('th', { scope: 'row' }, row * width), cells));
  }
  $('table-note').textContent = lab.t(period ? 'labTableCaptionPeriod' : 'labTableCaption', { width, start: period?.start ?? 0 });
  $('table-box').replaceChildren(h('table', { class: 'values', 'aria-describedby': 'table-note' }, h('thead', {}, head), h('tbody', {}, body)));
  const last = Math.min(values.length, rows * width) - 1;
  $('rows-shown').textContent = lab.t('labRowsShown', { last, n: values.length - 1 });
  $('more').hidden = last >= values.length - 1;
}

function svg(tag, attributes = {}, text) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  if (text !== undefined) element.textContent = String(text);
  return element;
}

function renderPlot(lab) {
  const { plot, values } = lab.shown;
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
    svg('title', {}, lab.t('labPlotLabel', { n })),
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
  const note = columns < values.length ? lab.t('labPlotColumns', { columns }) : '';
  const split = lab.shown.split ? ` ${lab.t('labPlotRare', { count: plot.rareCount, mask: lab.shown.split.mask })}` : '';
  $('plot-note').textContent = `${lab.t('labPlotNote')} ${note}${split}`.trim();
}

export function renderMisere(lab) {
  const { rule, misere } = lab.shown;
  if (!misere) {
    $('misere').replaceChildren();
    $('misere-note').textContent = rule.game === 'grundy' ? lab.t('labMisereGrundy') : lab.t('labMisereWorking');
    return;
  }
  const heaps = h('tr', {}, h('th', { scope: 'row' }, lab.t('labHeap')), misere.map((_, heap) => h('th', { scope: 'col' }, heap)));
  const said = { P: lab.t('labMisereP'), N: lab.t('labMisereN') };
  const outcomes = h('tr', {}, h('th', { scope: 'row' }, lab.t('labOutcome')), misere.map((o) => h('td', { class: o ?? 'unknown' }, o ? said[o] : lab.t('labMisereUnknown'))));
  $('misere').replaceChildren(h('table', { class: 'misere' }, h('tbody', {}, heaps, outcomes)));
  $('misere-note').textContent = lab.t('labMisereLegend');
}

function playState(rule) {
  return rule.game === 'grundy' ? { game: 'grundy', heaps: [PLAY_HEAP] } : { ...rule, heaps: [PLAY_HEAP] };
}

function renderExport(lab) {
  const state = JSON.stringify(playState(lab.shown.rule));
  $('play').href = `index.html?${new URLSearchParams({ state, lang: lab.lang })}`;
  $('play').textContent = lab.t('labPlayLink', { heap: PLAY_HEAP });
  // The same snippet as the playground's Embed dialog: self-hosted first, then the CDN, from a heap of this rule.
  const game = { start: playState(lab.shown.rule), starts: 0, lang: lab.lang, opponent: 'computer', hints: false, practice: false };
  $('embed-self').value = elementSnippet(game, SELF_HOSTED_MODULE);
  $('embed').value = elementSnippet(game, CDN_MODULE);
  $('embed-cdn-said').textContent = lab.t('embedCdnWhen', { version });
}

/** Resolves in a task of its own. */
export const nextTask = () => new Promise((wake) => setTimeout(wake));

/** Draws what is shown, one part a task, so no one task on the page's thread is long. */
export async function drawResults(lab) {
  if (!lab.shown) return;
  lab.drawing += 1;
  const mine = lab.drawing;
  $('results').hidden = false;
  for (const part of [renderPeriod, renderExport, renderTable, renderPlot, renderMisere]) {
    if (mine !== lab.drawing) return;
    part(lab);
    await nextTask();
  }
}
