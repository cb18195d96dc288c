// The board by keyboard (WAI-ARIA toolbar pattern, roving tabindex): one
// control is in the tab order, arrow keys move between the controls, Home and
// End go to the first and last, Enter and Space play; after a redraw the
// focus goes back to the control at the same place. And the hints as marks:
// ✓ on a move that leaves a safe (P) position, ✗ otherwise, said in the
// control's accessible name too.
import { h } from './dom.js';

const CONTROLS = 'button:not([disabled]), input:not([disabled])';
const STEPS = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function boardKeys(board) {
  let index = 0;
  let onBoard = false;
  const controls = () => [...board.querySelectorAll(CONTROLS)];
  const roving = (list) => list.forEach((control, i) => { control.tabIndex = i === index ? 0 : -1; });
  board.tabIndex = -1;
  board.addEventListener('focusin', ({ target }) => {
    onBoard = true;
    const list = controls();
    const at = list.indexOf(target);
    if (at >= 0 && at !== index) {
      index = at;
      roving(list);
    }
  });
  board.addEventListener('focusout', ({ relatedTarget }) => {
    if (relatedTarget && !board.contains(relatedTarget)) onBoard = false;
  });
  board.addEventListener('keydown', (event) => {
    const list = controls();
    const at = list.indexOf(event.target);
    // In a text field the arrows move the caret.
    if (at < 0 || (event.target.tagName === 'INPUT' && event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const step = STEPS[event.key];
    let next = null;
    if (step) next = Math.min(list.length - 1, Math.max(0, at + step));
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    if (next === null) return;
    event.preventDefault();
    list[next].focus();
  });
  return {
    /** Before a redraw: whether the player is on the board (its control may be about to go). */
    held() {
      const active = board.getRootNode().activeElement;
      return board.contains(active) || (onBoard && (!active || active === document.body));
    },
    /** After a redraw: the tab stop in place, and the focus back on the board if it was there. */
    drawn(held) {
      const list = controls();
      index = Math.max(0, Math.min(index, list.length - 1));
      roving(list);
      if (held) (list[index] ?? board).focus({ preventScroll: true });
    },
  };
}

/** ✓ / ✗ on each hinted control, and what it leaves in its accessible name. */
export function markHints(board, t) {
  for (const control of board.querySelectorAll('[data-move][data-outcome]:not([data-marked])')) {
    control.dataset.marked = '';
    const safe = control.dataset.outcome === 'P';
    const name = control.getAttribute('aria-label') ?? control.textContent;
    control.setAttribute('aria-label', t(safe ? 'leavesSafe' : 'leavesUnsafe', { move: name }));
    const mark = h('span', { class: `hint-mark hint-${safe ? 'P' : 'N'}`, 'aria-hidden': 'true' }, safe ? '✓' : '✗');
    if (control.tagName === 'BUTTON') control.append(mark);
    else control.after(mark);
  }
}
