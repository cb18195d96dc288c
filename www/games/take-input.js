// A take typed in: a heap or pile too large to draw one object at a time is
// a number, and the count to take is typed (a pile of 10^18 draws one line,
// not 10^18 stones). What cannot be taken is refused next to the field.
import { h } from '../page/dom.js';
import { readCount } from '../page/numbers.js';
import { errorText, loadErrorWords } from '../strings/index.js';

export const MAX_DRAWN = 60;

/** A count typed by a person (full-width digits too): a Number when safe, else a BigInt; null if unreadable. */
export function typedCount(text) {
  const read = readCount(text);
  return read.error ? null : read.value;
}

/** A number field and a button that makes the move `moveOf(count)`, for counts 1..max. */
export function takeInput({ label, max, disabled, t, onMove, moveOf }) {
  const input = h('input', { type: 'text', inputmode: 'numeric', size: 8, class: 'take-input', 'aria-label': label, disabled });
  const reason = h('span', { class: 'take-error', role: 'alert' });
  const take = () => {
    const read = readCount(input.value);
    const wrong = read.error
      ?? (BigInt(read.value) < 1n || BigInt(read.value) > BigInt(max) ? { key: 'takeRange', params: { max: String(max) } } : null);
    if (wrong) {
      reason.textContent = wrong.key === 'takeRange' ? t('takeRange', wrong.params) : errorText({ ...wrong, message: t('takeRange', { max: String(max) }) }, t);
      input.setAttribute('aria-invalid', 'true');
      return;
    }
    onMove(moveOf(read.value));
  };
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') take();
  });
  // What a typed count can be refused for is said in the reader's words: they load while the person types.
  input.addEventListener('focus', () => loadErrorWords(t), { once: true });
  return h('span', { class: 'take-form' },
    h('label', {}, `${label} `, input),
    h('span', { class: 'small' }, ` (1–${max}) `),
    h('button', { type: 'button', class: 'take-button', disabled, onclick: take }, t('takeButton')),
    reason);
}
