// The board by keyboard, in two dimensions (after the WAI-ARIA grid pattern,
// with a roving tabindex: one control of the board is in the tab order). The
// controls stand in rows (a heap, a group, a pager: `[data-keyrow]`): Left
// and Right move along a row and on into the next one, Up and Down to the row
// above or below, onto the control nearest in sight; Home and End go to the
// ends of the row, with Ctrl to those of the board; Enter and Space play.
// After a redraw the focus goes back to the control at the same place.
//
// The preview of what a control takes follows the mouse, the focus and a
// finger held on it: a control's `data-takes` names the objects (`data-obj`,
// "heap:index") its move removes, `heap:from-to` ranges joined by spaces, in
// the nearest `[data-objects]`; they are marked `.taken`, and the control's
// name shows in the line under the board. A touch held past HOLD_MS only
// shows the preview: lifting the finger then plays nothing.
//
// And the hints as marks: ✓ on a move that leaves a safe (P) position, ✗
// otherwise, said in the control's accessible name too.
import { h } from '../page/dom.js';

const CONTROLS = 'button:not([disabled]), input:not([disabled])';
const HOLD_MS = 450;

/** The controls of `list` by row, rows in the order of their first control. */
function rowsOf(list) {
  const rows = [];
  const byContainer = new Map();
  for (const control of list) {
    const container = control.closest('[data-keyrow], .take-form') ?? control.parentElement;
    let row = byContainer.get(container);
    if (!row) {
      row = [];
      byContainer.set(container, row);
      rows.push(row);
    }
    row.push(control);
  }
  return rows;
}

const middle = (box) => box.left + box.width / 2;

/** The control of `row` nearest to `from` in sight, on the line of `row` closest to it. */
function nearest(row, from, down) {
  const x = middle(from.getBoundingClientRect());
  const boxes = row.map((control) => control.getBoundingClientRect());
  const tops = boxes.map((box) => box.top);
  const line = down ? Math.min(...tops) : Math.max(...tops);
  let best = row[0];
  let distance = Infinity;
  row.forEach((control, i) => {
    if (Math.abs(boxes[i].top - line) > boxes[i].height / 2) return;
    const d = Math.abs(middle(boxes[i]) - x);
    if (d < distance) {
      best = control;
      distance = d;
    }
  });
  return best;
}

/** The objects `control` takes, from its `data-takes`: [heap, from, to] with BigInt ends. */
function rangesOf(control) {
  return (control.dataset.takes ?? '').split(' ').filter(Boolean).map((range) => {
    const [heap, span] = range.split(':');
    const [from, to = from] = span.split('-');
    return [heap, BigInt(from), BigInt(to)];
  });
}

export function boardKeys(board) {
  let index = 0;
  let onBoard = false;
  const controls = () => [...board.querySelectorAll(CONTROLS)];
  const roving = (list) => list.forEach((control, i) => { control.tabIndex = i === index ? 0 : -1; });
  board.tabIndex = -1;

  // The preview: the line under the board, and the marks on the board.
  const line = h('p', { class: 'preview', 'aria-hidden': 'true' });
  // Under the board and whatever stands beside it (the value history).
  (board.closest('.play') ?? board).after(line);
  let previewed = null;
  function clearPreview() {
    for (const marked of board.querySelectorAll('.taken, .previewing')) marked.classList.remove('taken', 'previewing');
    line.textContent = '';
    previewed = null;
  }
  function preview(control) {
    if (control === previewed) return;
    clearPreview();
    if (!control?.dataset.move || !board.contains(control)) return;
    previewed = control;
    control.classList.add('previewing');
    const scope = control.closest('[data-objects]');
    for (const [heap, from, to] of rangesOf(control)) {
      for (const object of scope?.querySelectorAll(`[data-obj^="${heap}:"]`) ?? []) {
        const i = BigInt(object.dataset.obj.slice(heap.length + 1));
        if (i >= from && i <= to) object.classList.add('taken');
      }
    }
    line.textContent = control.getAttribute('aria-label') ?? control.textContent;
  }
  const focused = () => {
    const active = board.getRootNode().activeElement;
    return board.contains(active) ? active : null;
  };
  const moveControl = (target) => target?.closest?.('[data-move]');

  // Whether the last hand on the board was a pointer's: then the focus a press
  // (or a redraw after it) gives a control shows no preview, only the keyboard's does.
  let pointing = false;
  board.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'touch') preview(moveControl(event.target) ?? focused());
  });
  board.addEventListener('pointerleave', (event) => {
    if (event.pointerType !== 'touch') preview(pointing ? null : focused());
  });

  // A finger held on a control: the preview, and no move when it lifts.
  let hold = null;
  let held = false;
  board.addEventListener('pointerdown', (event) => {
    clearTimeout(hold);
    held = false;
    pointing = true;
    if (event.pointerType !== 'touch') return;
    const control = moveControl(event.target);
    if (!control) return;
    hold = setTimeout(() => {
      held = true;
      preview(control);
    }, HOLD_MS);
  });
  // The preview of a finger ends with the touch.
  for (const type of ['pointerup', 'pointercancel']) {
    board.addEventListener(type, (event) => {
      clearTimeout(hold);
      if (event.pointerType === 'touch') clearPreview();
    });
  }
  board.addEventListener('click', (event) => {
    if (!held) return;
    held = false;
    event.preventDefault();
    event.stopPropagation();
  }, { capture: true });
  board.addEventListener('contextmenu', (event) => {
    if (moveControl(event.target)) event.preventDefault();
  });

  board.addEventListener('focusin', ({ target }) => {
    onBoard = true;
    const list = controls();
    const at = list.indexOf(target);
    if (at >= 0 && at !== index) {
      index = at;
      roving(list);
    }
    if (!pointing) preview(moveControl(target));
  });
  board.addEventListener('focusout', ({ relatedTarget }) => {
    if (relatedTarget && !board.contains(relatedTarget)) {
      onBoard = false;
      clearPreview();
    }
  });
  board.addEventListener('keydown', (event) => {
    pointing = false;
    const list = controls();
    const at = list.indexOf(event.target);
    const typing = event.target.tagName === 'INPUT';
    // In a text field the arrows, Home and End move the caret; Up and Down leave it.
    if (at < 0 || (typing && event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const rows = rowsOf(list);
    const r = rows.findIndex((row) => row.includes(event.target));
    const row = rows[r];
    const i = row.indexOf(event.target);
    let next = null;
    switch (event.key) {
      case 'ArrowRight':
        next = list[Math.min(list.length - 1, at + 1)];
        break;
      case 'ArrowLeft':
        next = list[Math.max(0, at - 1)];
        break;
      case 'ArrowDown':
        next = r + 1 < rows.length ? nearest(rows[r + 1], event.target, true) : row[i];
        break;
      case 'ArrowUp':
        next = r > 0 ? nearest(rows[r - 1], event.target, false) : row[i];
        break;
      case 'Home':
        next = event.ctrlKey || event.metaKey ? list[0] : row[0];
        break;
      case 'End':
        next = event.ctrlKey || event.metaKey ? list.at(-1) : row.at(-1);
        break;
      default:
        return;
    }
    event.preventDefault();
    next.focus();
  });
  return {
    /** Before a redraw: whether the player is on the board (its control may be about to go). */
    held() {
      const active = board.getRootNode().activeElement;
      return board.contains(active) || (onBoard && (!active || active === document.body));
    },
    /** After a redraw: the tab stop in place, and the focus back on the board if it was there. */
    drawn(wasHeld) {
      if (previewed && !previewed.isConnected) clearPreview();
      const list = controls();
      index = Math.max(0, Math.min(index, list.length - 1));
      roving(list);
      if (wasHeld) (list[index] ?? board).focus({ preventScroll: true });
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
