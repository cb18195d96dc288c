// A sum of games (docs/GAMES.md, "Sums of games"): the parts side by side,
// each drawn by its own game's drawing; a move is a move in exactly one part.
// The Why panel is the Sprague–Grundy theorem as a teacher writes it: each
// part's nimber and why, their XOR in binary column by column, and the part
// to move in.
import { h, moveKey } from '../page/dom.js';
import { drawingOf } from './drawings.js';
import { best_move as bestMove } from '../solver/engine.js';

// Guy's codes with names of their own (shared/API.md, Take-and-break codes).
const NAMED_CODES = { '0.77': 'kayles', '0.07': 'dawsonKayles', '0.137': 'dawsonChess', '0.6': 'officers' };

const big = (n) => BigInt(String(n));
const str = (n) => String(n);

/** A part's game in the reader's words: "Kayles", "Officers (0.6)", "Take 1 to 3". */
function partName(part, t) {
  if (part?.game === 'octal') {
    const code = String(part.code ?? '');
    const named = NAMED_CODES[code.startsWith('.') ? `0${code}` : code];
    return named ? t('sumCodeNamed', { name: t(`sumGame_${named}`), code }) : t('sumGame_octal', { code });
  }
  const name = t(`sumGame_${part?.game}`, { max: str(part?.max ?? '') });
  return name === `sumGame_${part?.game}` ? String(part?.game) : name;
}

const partTitle = (i, part, t) => t('sumPart', { n: i + 1, game: partName(part, t) });

/** Marks every control of part `i`'s drawing with the sum's move (`{part, move}`), once. */
function asSumMoves(box, i) {
  for (const control of box.querySelectorAll('[data-move]')) {
    if (!control.dataset.move.startsWith('{"part":')) control.dataset.move = `{"part":${i},"move":${control.dataset.move}}`;
  }
}

/** `results` (the sum's MoveResults) of part `i`, as that part's own. */
const ofPart = (results, i) => results.filter((r) => r.move.part === i).map((r) => ({ ...r, move: r.move.move }));

export function render(container, options) {
  const { state, hints, legal, t, onMove } = options;
  const hinted = hints ? [...hints.values()] : null;
  const board = h('div', { class: 'sum' });
  // A paged part stays on its page when the sum is drawn again.
  const pages = [...container.querySelectorAll('.sum-part-board')].map((box) => box.dataset.page);
  state.parts.forEach((part, i) => {
    const box = h('div', { class: 'sum-part-board', dataset: pages[i] ? { page: pages[i] } : {} });
    const partHints = hinted && new Map(ofPart(hinted, i).map((r) => [moveKey(r.move), r]));
    drawingOf(part.game).render(box, {
      ...options, state: part, hints: partHints, legal: legal && ofPart(legal, i), onMove: (move) => onMove({ part: i, move }),
    });
    asSumMoves(box, i);
    // A part's drawing may redraw itself (a paged board): its moves stay the sum's.
    new MutationObserver(() => asSumMoves(box, i)).observe(box, { childList: true, subtree: true });
    const title = partTitle(i, part, t);
    board.append(h('div', { class: 'sum-part', role: 'group', 'aria-label': title }, h('h3', { class: 'sum-part-title' }, title), box));
  });
  container.replaceChildren(h('p', { class: 'help' }, t('sumHelp')), board);
}

export function describe(move, t, state) {
  const part = state?.parts?.[move.part] ?? {};
  const view = drawingOf(part.game);
  return t('sumMove', { n: Number(move.part) + 1, game: partName(part, t), move: view ? view.describe(move.move, t, part) : moveKey(move.move) });
}

export function rule(state, t) {
  return t(state.misere ? 'sumRuleMisere' : 'sumRule');
}

const binary = (n, width) => big(n).toString(2).padStart(width, '0');

/** The XOR in binary, one column a place value: each part's digits (`known`: [part index, nimber]), then the sum's. */
function xorTable(known, xor, t) {
  const nimbers = known.map(([, n]) => n);
  const width = Math.max(1, ...[...nimbers, xor].map((n) => big(n).toString(2).length));
  const places = Array.from({ length: width }, (_, k) => String(2n ** BigInt(width - 1 - k)));
  const row = (head, n, cls) => h('tr', { class: cls }, cell('th', { scope: 'row' }, head), cell('td', {}, str(n)),
    ...binary(n, width).split('').map((d) => h('td', {}, d)));
  const body = known.map(([i, n]) => row(t('sumPartShort', { n: i + 1 }), n));
  const odd = places.map((_, k) => nimbers.filter((n) => binary(n, width)[k] === '1').length);
  body.push(h('tr', { class: 'small' }, cell('th', { scope: 'row' }, t('sumOnes')), h('td', {}), ...odd.map((n) => h('td', {}, String(n)))));
  body.push(row('⊕', xor, 'sum-xor'));
  return h('div', { class: 'table-scroll' }, h('table', { class: 'grundy sum-binary', 'aria-label': t('sumBinaryTitle') }, h('tbody', {},
    h('tr', {}, h('th', {}, ''), cell('th', {}, t('sumNimber')), ...places.map((p) => h('th', { scope: 'col' }, p))), body)));
}

const xorOf = (values) => values.map(String).join(' ⊕ ');
// A table cell's words start with a space (collapsed on screen) so that read
// as one text, a cell's words never run into the last cell's.
const cell = (tag, attributes, text) => h(tag, attributes, ` ${text}`);

/** Why part `p` (the explanation's entry) has its nimber, in the part's own rule. */
function why(p, t) {
  const g = str(p.nimber);
  const sizes = (p.heaps ?? []).map((x) => (typeof x === 'object' && x !== null ? x : { size: x }));
  const values = sizes.map((x) => `G(${x.size}) = ${x.nimber}`).join(', ');
  // One heap: its value is the whole part's, said once (no "3 = 3").
  const one = sizes.length === 1 ? 'One' : '';
  switch (p.how) {
    case 'bouton':
      return one ? t('sumWhyBoutonOne', { value: g }) : t('sumWhyBouton', { heaps: xorOf(sizes.map((x) => x.size)), value: g });
    case 'period':
      if (p.period) return t(`sumWhyPeriod${one}`, { values, value: g, length: str(p.period.length), start: str(p.period.start) });
    // falls through: no proved period, the values themselves
    case 'values':
      return t(`sumWhyValues${one}`, { values, value: g, known: str(p.knownTo) });
    case 'table':
      return t('sumWhyTable', { x: str(p.heaps?.[0]), y: str(p.heaps?.[1]), value: g, max: str(p.tableMax) });
    case 'mex':
      return t('sumWhyMex', { options: `{${(p.options ?? []).map(String).join(', ')}}`, value: str(p.mex ?? p.nimber) });
    case 'unknown':
      return t(`sumWhyUnknown${p.outcome}`);
    default:
      return t('sumWhySearch', { value: g });
  }
}

/** The recommended move: the one the explanation names, else best_move's (small: a few parts). */
function recommended(e, state) {
  if (e.target?.move !== undefined) return { part: e.target.part, move: e.target.move };
  try {
    return bestMove(state)?.move ?? null;
  } catch {
    return null;
  }
}

function claim(outcome, words) {
  return h('p', { class: `position-${outcome}`, dataset: { outcome } }, words);
}

/** Misère Nim over every heap of every part (Bouton): the numbers the rule reads. */
function misereNim(state) {
  const heaps = state.parts.flatMap((p) => p.heaps ?? []).map(big);
  return { xor: String(heaps.reduce((a, b) => a ^ b, 0n)), big: heaps.filter((x) => x > 1n).length, ones: heaps.filter((x) => x === 1n).length };
}

function misereWords(e, state, t) {
  if (e.method === 'misere-nim') {
    const n = misereNim(state);
    return [t('sumMisereNim'), n.big === 0 ? t('sumMisereNimSmall', { n: n.ones }) : t('sumMisereNimBig', { value: n.xor })];
  }
  if (e.method === 'sibert-conway') return [t('sumSibertConway')];
  return [t('sumMisereSearch')];
}

export function explain(answer, state, t, { reveal = false } = {}) {
  const e = answer.explanation;
  const outcome = answer.outcome;
  const parts = [];
  if (e.rule === 'misere') {
    parts.push(h('h3', {}, t('sumMisereTitle')), ...misereWords(e, state, t).map((words) => h('p', {}, words)));
    parts.push(claim(outcome, t(outcome === 'P' ? 'sumMisereP' : 'sumMisereN')));
  } else {
    parts.push(h('h3', {}, t('sumTitle')), h('p', {}, t('sumTheorem')));
    const rows = e.parts.map((p, i) => h('tr', {},
      cell('th', { scope: 'row' }, partTitle(i, state.parts[i], t)),
      cell('td', {}, p.nimber === null || p.nimber === undefined ? '?' : str(p.nimber)),
      cell('td', { class: 'sum-why' }, why(p, t))));
    parts.push(h('div', { class: 'table-scroll' }, h('table', { class: 'grundy sum-parts' }, h('tbody', {},
      h('tr', {}, ...['sumPartHead', 'sumNimber', 'sumWhyHead'].map((key) => cell('th', { scope: 'col' }, t(key)))), rows))));
    const known = e.parts.map((p, i) => [i, p.nimber]).filter(([, n]) => n !== null && n !== undefined);
    if (e.parts.length === 0) parts.push(h('p', {}, t('sumEmpty')));
    else {
      parts.push(h('h3', {}, t('sumBinaryTitle')), xorTable(known, e.xor, t));
      parts.push(h('p', {}, t(known.length === 1 ? 'sumXorOne' : 'sumXor', { terms: xorOf(known.map(([, n]) => n)), value: str(e.xor), binary: big(e.xor).toString(2) })));
    }
    const unknown = e.parts.findIndex((p) => p.how === 'unknown');
    if (unknown >= 0) parts.push(claim(outcome, t(`sumUnknownClaim${outcome}`, { n: unknown + 1 })));
    else parts.push(claim(outcome, t(outcome === 'P' ? 'sumP' : 'sumN', { value: str(e.xor) })));
    if (reveal && e.target) {
      const { part, from, to } = e.target;
      parts.push(h('p', {}, t('sumTarget', { n: Number(part) + 1, game: partName(state.parts[part], t), from: str(from), to: str(to), xor: str(e.xor) })));
    }
  }
  if (reveal && outcome === 'N') {
    const move = recommended(e, state);
    if (move) parts.push(h('p', { class: 'best' }, h('span', { dataset: { move: moveKey(move) } }, t('sumBest', { move: describe(move, t, state) }))));
  }
  return parts;
}

/** The position a move left: the XOR of the parts' nimbers (normal play), or the misère rule in force. */
export function practice(after, answer, t) {
  const e = answer.explanation;
  if (e.rule === 'misere') return [...misereWords(e, after, t), t(answer.outcome === 'P' ? 'sumMisereP' : 'sumMisereN')].join(t('sentenceGap'));
  return t('sumPractice', { value: str(e.xor), binary: big(e.xor).toString(2) });
}
