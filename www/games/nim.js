// Nim (拈) drawn as 001 draws it: rows of coins, 3-4-5. Clicking a coin takes
// it and every coin to its right in that row. A row of more than COINS coins
// shows COINS at a time (its end first: the small takes), with a pager, a
// field for the take, and its winning takes when hinted.
import { h, moveKey } from '../page/dom.js';
import { takeInput } from './take-input.js';
import { moveButton, objectOf, pagedBoard, safeCount, takesOf } from './rows.js';

const COINS = 40;
const ROWS = 12;

export function render(container, options) {
  const { state, disabled, t, onMove } = options;
  pagedBoard(container, options, {
    sizes: state.heaps, perPage: ROWS, prefix: 'nim', where: (move) => move.heap, nameKey: 'rowName',
    className: 'nim', rowClass: 'heap-row', objectsClass: 'objects', window: COINS, fromEnd: true,
    objects: (heap, n, from, to) => {
      if (n === 0n) return h('span', { class: 'small' }, t('emptyRow'));
      const coins = [];
      for (let coin = from; coin < to; coin += 1n) {
        const take = n - coin;
        const label = t('nimCoin', { row: heap + 1, coin: String(coin + 1n), take: String(take) });
        coins.push(moveButton('coin', { heap, take: safeCount(take) }, label, options, '', { obj: objectOf(heap, coin), takes: takesOf(heap, coin, n - 1n) }));
      }
      return coins;
    },
    typed: (heap, n) => takeInput({ label: t('takeFromRow', { row: heap + 1 }), max: String(n), disabled, t, onMove, moveOf: (take) => ({ heap, take }) }),
    inWindow: (move, n, from, to) => BigInt(move.take) <= n - from && BigInt(move.take) > n - to,
    winButton: (move, heap, n) => moveButton('move', move, describe(move, t), options, `−${move.take}`, { takes: takesOf(heap, n - BigInt(move.take), n - 1n) }),
    help: t('nimHelp'),
    redraw: () => render(container, options),
  });
}

export function describe(move, t) {
  return t('moveNim', { row: move.heap + 1, take: String(move.take) });
}

export function rule(state, t) {
  return t(state.misere ? 'nimRuleMisere' : 'nimRule');
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (n) => [...String(n)].map((d) => SUPERSCRIPT[d]).join('');
const big = (v) => BigInt(v);

/** A recommended move: its words, carrying `data-move`. */
function moveLine(change, t, key, values = {}) {
  const move = { heap: change.heap, take: change.take };
  return h('p', { class: 'best' }, h('span', { dataset: { move: moveKey(move) } },
    t(key, { row: change.heap + 1, from: String(change.from), to: String(change.to), take: String(change.take), ...values })));
}

function moreMoves(e, t) {
  const more = Number(e.winningMoveCount) - e.winningMoves.length;
  return more > 0 ? h('p', { class: 'small' }, t('nimMoreMoves', { n: more })) : null;
}

// Bouton 1901, misère: when every row has at most one coin, the player to
// move loses iff the number of one-coin rows is odd (001's closing paragraph,
// 003's 拿光的人输: leave {0, 0, 1}); with exactly one larger row, reduce it
// to 0 or 1 to leave an odd number.
function misereEndgame(e, state, t, reveal) {
  const ones = Number(e.onesCount);
  const odd = ones % 2 === 1;
  const parts = [h('h3', {}, t('nimEndgameTitle')), h('p', {}, t('nimMisereRule'))];
  const list = e.rows.slice(0, ROWS).map((r) => h('tr', { class: reveal && e.change?.heap === r.heap ? 'change' : '' },
    h('th', {}, t('rowName', { row: r.heap + 1 })), h('td', {}, String(r.size))));
  parts.push(h('table', { class: 'grundy nim-table' },
    h('thead', {}, h('tr', {}, h('th', {}, t('rowHeader')), h('th', {}, t('countHeader')))),
    h('tbody', {}, list, h('tr', { class: 'sums' }, h('th', {}, t('onesHeader')), h('td', {}, String(ones))))));
  if (e.heapCount > ROWS) parts.push(h('p', { class: 'small' }, t('rowsShown', { shown: Math.min(ROWS, e.rows.length), all: e.heapCount })));
  if (e.misereCase === 'allSmall') {
    if (ones === 0) parts.push(h('p', { class: 'position-N', dataset: { outcome: 'N' } }, t('nimMisereNone')));
    else parts.push(h('p', { class: odd ? 'position-P' : 'position-N', dataset: { outcome: odd ? 'P' : 'N' } }, t(odd ? 'nimMisereOdd' : 'nimMisereEven', { ones })));
    if (reveal && !odd && ones > 0) {
      parts.push(...e.winningMoves.map((m) => moveLine(m, t, 'nimMisereTakeOne', { ones: ones - 1 })), moreMoves(e, t));
    }
  } else {
    parts.push(h('p', { class: 'position-N', dataset: { outcome: 'N' } }, t('nimMisereOneLarge')));
    if (reveal && e.change) parts.push(moveLine(e.change, t, 'nimMisereChange', { ones: ones + (Number(e.change.to) === 1 ? 1 : 0) }));
  }
  return parts.filter(Boolean);
}

// 001: write each row in binary, add the columns without carrying (不進位的和);
// the position is safe when every column sum is even (Bouton 1901). 003's
// 二进对称差: a row goes to the XOR of the others when that is smaller.
export function explain(answer, state, t, { reveal = false } = {}) {
  const e = answer.explanation;
  if (e.rule === 'misere' && e.endgame) return misereEndgame(e, state, t, reveal);
  const width = e.width;
  const x = big(e.nimSum);
  const shown = e.rows.slice(0, ROWS);
  const head = h('tr', {}, h('th', {}, t('rowHeader')), h('th', {}, t('countHeader')),
    ...Array.from({ length: width }, (_, i) => h('th', {}, h('span', {}, '2'), h('sup', {}, String(width - 1 - i)))),
    reveal ? h('th', {}, t('othersHeader')) : null);
  const body = shown.map((r) => {
    const others = big(r.size) ^ x;
    return h('tr', { class: reveal && e.winningMoves.some((m) => m.heap === r.heap) ? 'change' : '' },
      h('th', {}, t('rowName', { row: r.heap + 1 })), h('td', {}, String(r.size)),
      // The leading bit of the nim-sum in this row names the row to move in: marked only once asked for.
      ...[...r.bits].map((bit, i) => h('td', { class: reveal && width - 1 - i === e.fixBit && bit === '1' ? 'fix' : '' }, bit)),
      reveal ? h('td', {}, others < big(r.size) ? `${others} < ${r.size}` : String(others)) : null);
  });
  const sums = h('tr', { class: 'sums' }, h('th', { colspan: 2 }, t('columnSums')),
    ...e.columnSums.map((sum) => h('td', { class: sum % 2 ? 'odd' : 'even' }, String(sum))), reveal ? h('td', {}, '') : null);
  const parts = [h('h3', {}, t('nimBinary'))];
  if (e.rule === 'misere') parts.push(h('p', { class: 'note' }, t('nimMisereNormal')));
  parts.push(h('table', { class: 'grundy nim-table' }, h('thead', {}, head), h('tbody', {}, body, sums)));
  if (e.heapCount > shown.length) parts.push(h('p', { class: 'small' }, t('rowsShown', { shown: shown.length, all: e.heapCount })));
  parts.push(h('p', {}, t('nimSumLine', { value: String(e.nimSum), bits: e.nimSumBits })));
  const safe = x === 0n;
  const none = e.rows.every((r) => big(r.size) === 0n);
  parts.push(h('p', { class: safe ? 'position-P' : 'position-N', dataset: { outcome: safe ? 'P' : 'N' } },
    none ? t('nimNone') : safe ? t('nimSafe') : t('nimUnsafe', { power: superscript(e.fixBit) })));
  if (reveal && !safe) {
    parts.push(h('p', {}, t('nimOthers')));
    parts.push(...e.winningMoves.map((m) => moveLine(m, t, 'nimChange')), moreMoves(e, t));
    const is = (list) => !state.misere && state.heaps.length === list.length && list.every((n, i) => Number(state.heaps[i]) === n);
    if (is([14, 15, 18, 22])) parts.push(h('p', { class: 'note' }, t('nimExample2')));
    if (is([5, 14, 19])) parts.push(h('p', { class: 'note' }, t('nimExample003')));
  }
  return parts.filter(Boolean);
}

/** The position a move left, in 001's and 003's terms. */
export function practice(after, answer, t) {
  const e = answer.explanation;
  if (e.rule === 'misere' && e.endgame) {
    return e.misereCase === 'oneLarge' ? t('nimPracticeOneLarge') : t('nimPracticeOnes', { ones: String(e.onesCount) });
  }
  if (big(e.nimSum) === 0n) return t('nimPracticeZero');
  return t('nimPracticeSum', { value: String(e.nimSum), bits: String(e.nimSumBits).replace(/^0+(?=.)/, ''), power: String(1n << BigInt(e.fixBit)) });
}
