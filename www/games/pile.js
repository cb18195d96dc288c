// A pile of stones drawn from the top: the i-th stone from the top is a
// button that takes i stones. Past MAX_DRAWN stones the pile is a number and
// the take is typed in (take-input.js).
import { h, moveKey } from '../dom.js';
import { MAX_DRAWN, takeInput } from './take-input.js';

/**
 * The pile: stones 1..limit from the top are buttons (take that many), the
 * rest are drawn plain. `moveOf(i)` is the move that takes i.
 */
export function stonePile({ pile, limit, hints, disabled, t, onMove, moveOf = (take) => ({ take }), label }) {
  const n = Number(pile);
  const most = Number(limit) < n ? limit : pile;
  if (n > MAX_DRAWN) {
    return h('div', { class: 'pile big' },
      h('p', { class: 'big-count' }, t('stonesLeft', { n: String(pile) })),
      takeInput({ label: t('takeHowMany'), max: String(most), disabled, t, onMove, moveOf }));
  }
  const stones = [];
  for (let i = 1; i <= n; i += 1) {
    if (i > Number(most)) {
      stones.push(h('span', { class: 'stone still', 'aria-hidden': 'true' }));
      continue;
    }
    const move = moveOf(i);
    const hint = hints?.get(moveKey(move));
    const text = t('takeStones', { n: i });
    stones.push(h('button', {
      type: 'button',
      class: 'stone',
      'aria-label': text,
      title: text,
      disabled,
      dataset: { move: moveKey(move), take: String(i), ...(hint ? { outcome: hint.outcome } : {}) },
      onclick: () => onMove(move),
    }));
  }
  return h('div', { class: 'pile', role: 'group', 'aria-label': label ?? t('pileLabel', { n: String(pile) }) },
    h('p', { class: 'pile-count' }, t('stonesLeft', { n: String(pile) })),
    h('div', { class: 'stones' }, stones));
}
