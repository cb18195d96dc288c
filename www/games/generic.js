// Any game the page has no drawing for yet: its legal moves as buttons, the
// verdict, and the solver's explanation as data once the answer is asked for.
import { h, moveKey } from '../page/dom.js';

export function render(container, { state, hints, legal, disabled, t, onMove }) {
  const list = h('div', { class: 'move-list', role: 'group', 'aria-label': t('genericMoves'), dataset: { keyrow: '' } });
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

export function rule(state, t) {
  return t('genericRule');
}

const claimOf = (answer, t) => h('p', { class: 'claim', dataset: { outcome: answer.outcome } }, t(answer.outcome === 'P' ? 'positionP' : 'positionN'));

// The explanation's data may name the winning move: shown only when revealed.
export function explain(answer, state, t, { reveal = false } = {}) {
  const parts = [claimOf(answer, t)];
  if (reveal) parts.push(h('pre', { class: 'explanation' }, JSON.stringify(answer.explanation, (_, v) => (typeof v === 'bigint' ? `${v}` : v), 2)));
  return parts;
}

export function practice(after, answer, t) {
  return t(answer.outcome === 'P' ? 'positionP' : 'positionN');
}
