// A take typed in: a heap or pile too large to draw one object at a time is
// a number, and the count to take is typed (a pile of 10^18 draws one line,
// not 10^18 stones). Nim and Wythoff use it for their heaps, pile.js for piles.
import { h } from '../dom.js';

export const MAX_DRAWN = 60;

/** A count typed by a person: a safe integer as a Number, larger as a BigInt. */
export function typedCount(text) {
  const digits = text.trim();
  if (!/^\d+$/.test(digits)) return null;
  const big = BigInt(digits);
  return big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
}

/** A number field and a button that makes the move `moveOf(count)`. */
export function takeInput({ label, max, disabled, t, onMove, moveOf }) {
  const input = h('input', { type: 'text', inputmode: 'numeric', size: 8, class: 'take-input', 'aria-label': label, disabled });
  const take = () => {
    const count = typedCount(input.value);
    if (count !== null) onMove(moveOf(count));
  };
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') take();
  });
  return h('span', { class: 'take-form' },
    h('label', {}, `${label} `, input),
    h('span', { class: 'small' }, ` (1–${max}) `),
    h('button', { type: 'button', class: 'take-button', disabled, onclick: take }, t('takeButton')));
}
