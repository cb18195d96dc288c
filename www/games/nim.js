// Nim (拈) drawn as 001 draws it: rows of coins, 3-4-5. Clicking a coin takes
// it and every coin to its right in that row.
import { h, moveKey } from '../dom.js';
import { MAX_DRAWN, takeInput } from './take-input.js';

export function render(container, { state, hints, disabled, t, onMove }) {
  const rows = h('div', { class: 'nim', role: 'group', 'aria-label': t('board') });
  state.heaps.forEach((size, heap) => {
    const n = Number(size);
    const row = h('div', { class: 'heap-row' }, h('span', { class: 'row-name' }, t('rowName', { row: heap + 1 })));
    if (n > MAX_DRAWN) {
      row.append(h('span', { class: 'big-row' }, `${size} ●`),
        takeInput({ label: t('takeFromRow', { row: heap + 1 }), max: String(size), disabled, t, onMove, moveOf: (take) => ({ heap, take }) }));
    } else {
      for (let coin = 0; coin < n; coin += 1) {
        const move = { heap, take: n - coin };
        const hint = hints?.get(moveKey(move));
        const label = t('nimCoin', { row: heap + 1, coin: coin + 1, take: n - coin });
        row.append(h('button', {
          type: 'button', class: 'coin', 'aria-label': label, title: label, disabled,
          dataset: { move: moveKey(move), ...(hint ? { outcome: hint.outcome } : {}) },
          onclick: () => onMove(move),
        }));
      }
      if (n === 0) row.append(h('span', { class: 'small' }, t('emptyRow')));
    }
    rows.append(row);
  });
  container.replaceChildren(h('p', { class: 'help' }, t('nimHelp')), rows);
}

export function describe(move, t) {
  return t('moveNim', { row: move.heap + 1, take: String(move.take) });
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (n) => [...String(n)].map((d) => SUPERSCRIPT[d]).join('');

// 001: write each row in binary, add the columns without carrying (不進位的和);
// the position is safe when every column sum is even.
export function explain(answer, state, t) {
  const e = answer.explanation;
  const width = e.width;
  const head = h('tr', {}, h('th', {}, t('rowHeader')), h('th', {}, t('countHeader')),
    ...Array.from({ length: width }, (_, i) => h('th', {}, h('span', {}, '2'), h('sup', {}, String(width - 1 - i)))));
  const body = e.rows.map((r) => h('tr', { class: e.change?.heap === r.heap ? 'change' : '' },
    h('th', {}, t('rowName', { row: r.heap + 1 })), h('td', {}, String(r.size)),
    ...[...r.bits].map((bit, i) => h('td', { class: width - 1 - i === e.fixBit && bit === '1' ? 'fix' : '' }, bit))));
  const sums = h('tr', { class: 'sums' }, h('th', { colspan: 2 }, t('columnSums')),
    ...e.columnSums.map((sum) => h('td', { class: sum % 2 ? 'odd' : 'even' }, String(sum))));
  const parts = [
    h('h3', {}, t('nimBinary')),
    h('table', { class: 'grundy nim-table' }, h('thead', {}, head), h('tbody', {}, body, sums)),
  ];
  if (e.rowsShown < e.heapCount) parts.push(h('p', { class: 'small' }, t('rowsShown', { shown: e.rowsShown, all: e.heapCount })));
  parts.push(h('p', {}, t('nimSumLine', { value: String(e.nimSum), bits: e.nimSumBits })));
  const safe = e.oddColumns.length === 0;
  parts.push(h('p', {}, safe ? t('nimSafe') : t('nimUnsafe', { power: superscript(e.fixBit) })));
  if (e.change) {
    parts.push(h('p', { class: 'best' }, t('nimChange', { row: e.change.heap + 1, from: String(e.change.from), to: String(e.change.to), take: String(e.change.take) })));
  }
  if (e.rule === 'misere') parts.push(h('p', { class: 'note' }, t(`nimMisere_${e.misereCase}`)));
  if (!state.misere && state.heaps.length === 4 && [14, 15, 18, 22].every((n, i) => Number(state.heaps[i]) === n)) {
    parts.push(h('p', { class: 'note' }, t('nimExample2')));
  }
  return parts;
}
