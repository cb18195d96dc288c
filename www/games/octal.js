// A take-and-break game: a row of tokens a heap. Choose the take t, then the
// token to start at, p: that leaves p and n − t − p, as the code allows. A
// split (d0 = 4) is a gap; a heap past TOKENS shows TOKENS at a time, with a
// pager and a typed place.
import { h, moveKey } from '../page/dom.js';
import { best_move, classify } from '../solver/engine.js';
import { think } from '../solver/solver.js';
import { codeOf, parseCode, ruleOf } from './octal-rule.js';
import { moveButton, objectOf, pagedBoard, takesOf as taken } from './rows.js';
import { typedCount } from './take-input.js';

export const TOKENS = 40;
const ROWS = 8;

const safe = (big) => (big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big);
const ascending = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** The move taking `take` after `at` of a heap of `n` (BigInts), as moves() spells it, or null. */
export function placed(rule, heap, n, take, at) {
  const after = n - take - at;
  if (take < 0n || at < 0n || after < 0n) return null;
  const leave = [at, after].filter((x) => x > 0n).sort(ascending);
  const digit = take === 0n ? rule.d0 : rule.digits[Number(take) - 1] ?? 0;
  return digit & (1 << leave.length) ? { heap, take: safe(take), leave: leave.map(safe) } : null;
}

/**
 * The heaps, paged, under `above`: of each heap, the tokens `from` to `to`
 * (BigInts, a window of TOKENS when the heap is longer) drawn by
 * `drawHeap(heap, n, from, to)`; a longer heap has a pager, `typed(heap, n)`
 * (a field for the place) and its winning moves, in sight or not.
 */
export function heapBoard(container, options, drawHeap, above, redraw, typed, help) {
  const { state, t } = options;
  pagedBoard(container, options, {
    sizes: state.heaps, perPage: ROWS, prefix: 'octal', where: (move) => move.heap, nameKey: 'octalHeapName',
    className: 'kayles octal', rowClass: 'kayles-group', objectsClass: 'coin-group objects', window: TOKENS,
    objects: drawHeap, typed,
    winButton: (move) => moveButton('move', move, describe(move, t), options, describe(move, t)),
    above, help, redraw,
  });
}

/** A field and a button playing `moveOf(typed)` (null: no such move, said beside it). */
export function typedPlace({ label, button, moveOf, options }) {
  const { t, disabled, onMove } = options;
  const input = h('input', { type: 'text', inputmode: 'numeric', size: 8, class: 'take-input', 'aria-label': label, disabled });
  const reason = h('span', { class: 'take-error', role: 'alert' });
  const play = () => {
    const typed = typedCount(input.value);
    const move = typed === null ? null : moveOf(BigInt(typed));
    if (move) onMove(move);
    else {
      reason.textContent = t('octalNoSuchMove');
      input.setAttribute('aria-invalid', 'true');
    }
  };
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') play();
  });
  return h('span', { class: 'take-form' },
    h('label', {}, `${label} `, input),
    h('button', { type: 'button', class: 'take-button', disabled, onclick: play }, button),
    reason);
}

/** The takes of the code, 0 for d0's split. */
const takesOf = (rule) => [...(rule.d0 === 4 ? [0] : []), ...rule.digits.flatMap((d, i) => (d ? [i + 1] : []))];

/** Whether `take` has a move on some heap. */
function playable(rule, heaps, take) {
  const d = take ? rule.digits[take - 1] : rule.d0;
  const k = BigInt(take);
  return heaps.some((size) => {
    const n = BigInt(size);
    return (d & 1 && n === k) || (d & 2 && n > k && k > 0n) || (d & 4 && n >= k + 2n);
  });
}

// Each board's take and the position it was chosen in.
const chosen = new WeakMap();

export function render(container, options) {
  const { state, t } = options;
  const rule = parseCode(codeOf(state));
  const takes = takesOf(rule);
  const last = chosen.get(container);
  let take = last?.take;
  if (!takes.includes(take) || (last.state !== state && !playable(rule, state.heaps, take))) {
    take = takes.find((k) => k > 0 && playable(rule, state.heaps, k)) ?? takes.find((k) => playable(rule, state.heaps, k)) ?? takes.find((k) => k > 0) ?? takes[0] ?? 0;
  }
  chosen.set(container, { take, state });
  const choose = (k) => () => {
    chosen.set(container, { take: k, state });
    render(container, options);
  };
  const chooser = h('div', { class: 'move-list octal-takes', role: 'group', 'aria-label': t('octalTakeChoice'), dataset: { keyrow: '' } },
    takes.length > 1 ? takes.map((k) => h('button', { type: 'button', class: 'take-button', 'aria-pressed': String(k === take), dataset: { take: String(k) }, onclick: choose(k) },
      k ? t('octalTakeN', { n: k }) : t('octalSplitButton'))) : null);
  const big = BigInt(take);
  heapBoard(container, options, (heap, n, from, to) => {
    const row = [];
    for (let j = from; j < to; j += 1n) {
      const split = take === 0 && j > from ? placed(rule, heap, n, 0n, j) : null;
      if (split) row.push(moveButton('gap', split, describe(split, t), options));
      const move = take > 0 ? placed(rule, heap, n, big, j) : null;
      const label = move && t(take === 1 ? 'octalToken' : 'octalTokens', { heap: heap + 1, from: String(j + 1n), to: String(j + big) });
      row.push(move ? moveButton('coin', move, label, options, '', { obj: objectOf(heap, j), takes: taken(heap, j, j + big - 1n) })
        : h('span', { class: 'coin still', 'aria-hidden': 'true', dataset: { obj: objectOf(heap, j) } }));
    }
    return row;
  }, takes.length > 1 ? chooser : null, () => render(container, options),
  (heap, n) => typedPlace({ label: t('octalBefore', { heap: heap + 1 }), button: t(take ? 'octalTakeThere' : 'octalSplitThere'), moveOf: (at) => placed(rule, heap, n, big, at), options }),
  // The help speaks of choosing the take only when there is a choice on screen.
  t(!take ? 'octalHelpSplit' : takes.length > 1 ? 'octalHelp' : 'octalHelpOne', { n: take }));
}

export function describe(move, t) {
  const [a, b] = (move.leave ?? move.split).map(String);
  const values = { heap: move.heap + 1, take: String(move.take), a, b };
  if (!move.take) return t('octalMoveSplit', values);
  return t(['octalMoveAll', 'octalMoveOne', 'octalMoveTwo'][move.leave.length], values);
}

export function rule(state, t) {
  return ruleOf(state, t);
}

/** G(n), and G of its residue under the period. */
function valueOf(size, period) {
  const n = BigInt(size);
  if (!period || n < BigInt(period.start) + BigInt(period.length)) return `G(${n})`;
  const start = BigInt(period.start);
  return `G(${n}) = G(${start + ((n - start) % BigInt(period.length))})`;
}

/**
 * Plambeck–Siegel: a misère position is P exactly when the product of its
 * heaps' elements Φ(n) of the rule's misère quotient lies in the P-portion.
 * `e`: {quotient: {order, pSize}, heaps: [{size, element}], product, inP}.
 */
function quotientParts(e, t) {
  const shown = e.heaps.slice(0, 8);
  const inP = Boolean(e.inP);
  const parts = [h('h3', {}, t('octalQuotient')),
    h('p', { class: 'small' }, t('octalQuotientSize', { order: e.quotient.order, p: e.quotient.pSize })),
    h('table', { class: 'grundy octal-quotient', 'aria-label': t('octalQuotient') }, h('tbody', {},
      shown.map((x, i) => h('tr', { dataset: { heap: String(i), element: x.element } }, h('th', {}, t('octalHeapName', { row: i + 1 })), h('td', {}, `Φ(${x.size}) = `, h('var', {}, x.element)))),
      h('tr', { class: 'sums' }, h('th', {}, t('octalProduct')), h('td', { dataset: { product: e.product } }, h('var', {}, e.product)))))];
  if (e.heaps.length > shown.length) parts.push(h('p', { class: 'small' }, t('octalMore', { n: e.heaps.length - shown.length })));
  const [before, after] = t(inP ? 'octalInP' : 'octalNotInP', { product: '\u0000' }).split('\u0000');
  parts.push(h('p', { dataset: { inP: String(inP), outcome: inP ? 'P' : 'N' } }, before, h('var', {}, e.product), after),
    h('p', {}, t('octalWhyNotNimbers')));
  return parts;
}

/** Misère Kayles, answered by Sibert and Conway's rule: its quotient's elements from the Worker, filled in later. */
function kaylesQuotient(state, t) {
  const box = h('div', { class: 'octal-quotient-box' });
  const sizes = state.heaps.map((n) => BigInt(n));
  const far = sizes.reduce((a, b) => (a > b ? a : b), 0n);
  // Kayles' Φ is proved periodic by heap 167: 200 reaches every heap.
  const n = Number(far < 200n ? far : 200n);
  think('quotient', { game: 'octal', code: '0.77' }, n).then((q) => {
    const at = (k) => (k < BigInt(q.phi.length) || !q.period ? k : BigInt(q.period.start) + ((k - BigInt(q.period.start)) % BigInt(q.period.length)));
    const elements = sizes.map((k) => q.phi[Number(at(k))]);
    const product = elements.reduce((x, y) => q.table[x * q.order + y], 0);
    box.replaceChildren(...quotientParts({ quotient: q, heaps: sizes.map((k, i) => ({ size: String(k), element: q.elements[elements[i]] })), product: q.elements[product], inP: [...q.pPortion].includes(product) }, t));
  }, () => box.replaceChildren(h('p', { class: 'small' }, t('octalQuotientPast'))));
  return box;
}

/** Where the search answered: how far the rule's quotient is worked out within the budget, from the Worker. */
function quotientShort(state, t) {
  const box = h('p', { class: 'small' });
  const { heaps, misere, ...rule } = state;
  const far = heaps.map((n) => BigInt(n)).reduce((a, b) => (a > b ? a : b), 0n);
  if (far <= 1n << 20n) {
    think('quotient', rule, Number(far)).then(() => {}, (error) => {
      const known = error?.params?.known;
      if (known !== undefined) box.textContent = t('octalQuotientKnown', { known: String(known), order: String(error.params.order), size: String(far) });
    });
  }
  return box;
}

// The winning move: this page's solver where it is fast, else the Worker's, filled in later.
const found = new WeakMap();
function quick(state, e) {
  if (e.rule === 'misere') return state.heaps.reduce((sum, n) => sum + Number(n), 0) <= 14;
  const far = Math.max(0, ...state.heaps.map(Number));
  return Math.min(far, e.period ? Number(e.period.checkedTo) : far) <= 2048;
}

/** `line` names `best` and, in normal play, the nimber it leaves. */
function winLine(best, e, state, t, line, fast) {
  if (best?.outcome !== 'P') return;
  const { move } = best;
  line.append(t('octalWin'), h('span', { dataset: { move: moveKey(move) } }, describe(move, t)));
  // Misère play leaves no nimber to speak of: the quotient's table says why.
  const was = e.rule === 'misere' ? null : e.heaps?.[move.heap];
  if (!was) return;
  const values = { heap: move.heap + 1, value: String(Number(e.nimSum) ^ Number(was.nimber)) };
  let pieces = null;
  try {
    if (fast) pieces = classify({ ...state, heaps: move.leave ?? move.split }).explanation.heaps;
  } catch {
    // Said without its parts.
  }
  if (!pieces) return line.append(t('octalWinValue', values));
  const left = pieces.length ? `${pieces.map((x) => `G(${x.size})`).join(' ⊕ ')} = ${pieces.map((x) => x.nimber).join(' ⊕ ')}` : '0';
  line.append(t('octalWinLeaves', { ...values, left }));
}

// Sprague–Grundy: normal play is lost exactly when the XOR of the heaps'
// nimbers is 0. Misère play has no such rule: the misère quotient decides,
// else the search (0.77: Sibert–Conway, its quotient shown beside).
export function explain(answer, state, t, { reveal = false } = {}) {
  const e = answer.explanation;
  const outcome = answer.outcome;
  const parts = [];
  if (e.rule === 'misere') {
    parts.push(h('p', {}, t({ 'sibert-conway': 'octalMisereKayles', quotient: 'octalMisereQuotient' }[e.method] ?? 'octalMisereSearch')));
    // Each heap's element sets the heaps apart: shown only when the answer may be.
    if (reveal && e.method === 'quotient') parts.push(...quotientParts(e, t));
    if (reveal && e.method === 'sibert-conway') parts.push(kaylesQuotient(state, t));
    if (reveal && e.method === 'search') parts.push(quotientShort(state, t));
  } else {
    const shown = e.heaps.slice(0, 8);
    const width = Math.max(1, ...shown.map((x) => Number(x.nimber).toString(2).length), Number(e.nimSum).toString(2).length);
    const bits = (g) => Number(g).toString(2).padStart(width, '0');
    parts.push(h('h3', {}, t('octalNimbers')),
      h('p', { class: 'small' }, e.period ? t('octalPeriod', { length: e.period.length, start: e.period.start, checkedTo: e.period.checkedTo }) : t('octalNoPeriod', { knownTo: e.knownTo })),
      h('table', { class: 'grundy octal-heaps', 'aria-label': t('octalNimbers') }, h('tbody', {},
        shown.map((x, i) => h('tr', {}, h('th', {}, t('octalHeapName', { row: i + 1 })), h('td', {}, `${valueOf(x.size, e.period)} = ${x.nimber}`), h('td', { class: 'binary' }, bits(x.nimber)))),
        h('tr', { class: 'sums' }, h('th', {}, '⊕'), h('td', {}, String(e.nimSum)), h('td', { class: 'binary' }, bits(e.nimSum))))));
    if (e.heaps.length > shown.length) parts.push(h('p', { class: 'small' }, t('octalMore', { n: e.heaps.length - shown.length })));
    parts.push(h('p', {}, t(Number(e.nimSum) === 0 ? 'octalXorZero' : 'octalXorNonZero', { value: String(e.nimSum) })));
  }
  parts.push(h('p', { class: `position-${outcome}`, dataset: { outcome } }, t(outcome === 'P' ? 'octalSafe' : 'octalUnsafe')));
  if (outcome !== 'N') return parts;
  if (!reveal) return [...parts, h('p', {}, t(e.rule === 'misere' ? 'octalHiddenMisere' : 'octalHidden'))];
  const line = h('p', { class: 'best' });
  if (quick(state, e)) {
    if (!found.has(state)) {
      try {
        found.set(state, best_move(state));
      } catch {
        found.set(state, null);
      }
    }
    winLine(found.get(state), e, state, t, line, true);
  } else think('best_move', state).then((best) => winLine(best, e, state, t, line, false), () => {});
  return [...parts, line];
}

export function practice(after, answer, t) {
  const e = answer.explanation;
  if (e.rule === 'misere') return t(answer.outcome === 'P' ? 'octalPracticeMisereP' : 'octalPracticeMisereN');
  return `${t('octalPractice', { value: String(e.nimSum) })} ${t(answer.outcome === 'P' ? 'octalSafe' : 'octalUnsafe')}`;
}
