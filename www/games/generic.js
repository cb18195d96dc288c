// Any game the page has no drawing for yet: its legal moves as buttons.
import { h, moveKey } from '../dom.js';

export function render(container, { state, hints, legal, disabled, t, onMove }) {
  const list = h('div', { class: 'move-list', role: 'group', 'aria-label': t('genericMoves') });
  for (const result of legal ?? []) {
    const hint = hints?.get(moveKey(result.move));
    list.append(h('button', {
      type: 'button',
      class: 'move',
      disabled,
      dataset: { move: moveKey(result.move), ...(hint ? { outcome: hint.outcome } : {}) },
      onclick: () => onMove(result.move),
    }, describe(result.move, t)));
  }
  container.replaceChildren(h('pre', { class: 'state' }, moveKey(state)), list);
}

export function describe(move) {
  return moveKey(move);
}

export function explain(answer) {
  return [h('pre', { class: 'explanation' }, JSON.stringify(answer.explanation, (_, v) => (typeof v === 'bigint' ? `${v}` : v), 2))];
}
