// Setting up a position by clicking (the playground's "Edit the position"):
// the heaps, rows or pile of the position on the board drawn as objects; a
// click on an object takes it away, + adds one, a count can be typed, × takes
// a heap or row off, and "Add a heap" adds one (Wythoff's game keeps its two
// heaps). A sum's parts are edited each in its own box. "Play from here"
// hands the position to `onDone`, which answers with the reason it cannot be
// played, or nothing.
import { h } from '../page/dom.js';
import { readCount } from '../page/numbers.js';

/** Objects drawn for a heap; past this the rest are a count. */
const DRAWN = 40;

const big = (n) => BigInt(String(n));
const plain = (n) => (n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : String(n));

/** What the editor changes in a game's state: its list of heaps or rows, or its pile; null when it has none. */
function countsOf(state) {
  if (Array.isArray(state?.heaps)) return { field: 'heaps', list: true, fixed: state.game === 'wythoff', object: 'coin' };
  if (Array.isArray(state?.rows)) return { field: 'rows', list: true, fixed: false, object: 'coin' };
  if (state?.pile !== undefined) return { field: 'pile', list: false, object: 'stone' };
  return null;
}

/** A heap or row as its game's board names it (the board's strings are loaded with it). */
function heapName(game, i, t) {
  const row = i + 1;
  switch (game) {
    case 'nim': return t('rowName', { row });
    case 'kayles': return t('groupName', { row });
    case 'wythoff': return t('heapName', { heap: 'AB'[i] });
    case 'octal': case 'grundy': return t('octalHeapName', { row });
    default: return t('editHeapName', { n: row });
  }
}

/**
 * Draws the editor of `state` into `container`. `partName(i, part)` names a
 * part of a sum; `onDone(position)` resolves to a reason (text) it cannot be
 * played, or to nothing once it is; `onCancel()` leaves the board as it was.
 */
export function editBoard(container, { state, t, partName, onDone, onCancel }) {
  // The draft: a copy of the state whose counts are BigInts while editing.
  const copy = (s) => {
    const counts = countsOf(s);
    if (!counts) return { ...s };
    return { ...s, [counts.field]: counts.list ? s[counts.field].map(big) : big(s[counts.field]) };
  };
  const draft = state.game === 'sum' ? { ...state, parts: state.parts.map(copy) } : copy(state);
  const reason = h('p', { class: 'field-error', role: 'alert' });
  let focusAfter = null;

  /** One heap, row or pile: its objects (a click takes one away), +, its count, and × when it may go. */
  function heapLine(name, n, { object, set, drop, index }) {
    const objects = h('div', { class: 'objects', dataset: { keyrow: '' } });
    const shown = n < BigInt(DRAWN) ? Number(n) : DRAWN;
    for (let i = 0; i < shown; i += 1) {
      objects.append(h('button', { type: 'button', class: object, 'aria-label': t('editTakeAway', { name }), title: t('editTakeAway', { name }), onclick: () => set(n - 1n, `${index}-add`) }));
    }
    if (n > BigInt(DRAWN)) objects.append(h('span', { class: 'small' }, t('editMore', { n: String(n - BigInt(DRAWN)) })));
    objects.append(h('button', { type: 'button', class: 'edit-add', 'aria-label': t('editAdd', { name }), title: t('editAdd', { name }), dataset: { focus: `${index}-add` }, onclick: () => set(n + 1n, `${index}-add`) }, '+'));
    const field = h('input', { type: 'text', inputmode: 'numeric', size: 6, class: 'take-input', value: String(n), 'aria-label': t('editCount', { name }) });
    field.addEventListener('change', () => {
      const read = readCount(field.value);
      if (read.error) field.setAttribute('aria-invalid', 'true');
      else set(big(read.value), `${index}-field`);
    });
    field.dataset.focus = `${index}-field`;
    const line = h('div', { class: 'heap-row edit-row' }, h('span', { class: 'row-name' }, name), objects,
      h('span', { class: 'edit-count' }, field,
        drop ? h('button', { type: 'button', class: 'edit-drop', 'aria-label': t('editRemove', { name }), title: t('editRemove', { name }), onclick: drop }, '×') : null));
    return line;
  }

  /** The editor of one game's state (`target`, a draft), its heaps named from `prefix`. */
  function gameEditor(target, prefix) {
    const counts = countsOf(target);
    const box = h('div', { class: 'edit-game' });
    if (!counts.list) {
      box.append(heapLine(t('editPile'), target.pile, {
        object: counts.object, index: `${prefix}p`,
        set: (n, focus) => change(() => { target.pile = n < 0n ? 0n : n; }, focus),
      }));
      return box;
    }
    const list = target[counts.field];
    list.forEach((n, i) => {
      const name = heapName(target.game, i, t);
      box.append(heapLine(name, n, {
        object: counts.object, index: `${prefix}${i}`,
        set: (to, focus) => change(() => { list[i] = to < 0n ? 0n : to; }, focus),
        drop: counts.fixed || list.length <= 1 ? null : () => change(() => list.splice(i, 1), `${prefix}add-heap`),
      }));
    });
    if (!counts.fixed) {
      box.append(h('p', {}, h('button', { type: 'button', class: 'edit-add-heap', dataset: { focus: `${prefix}add-heap` }, onclick: () => change(() => list.push(3n), `${prefix}add-heap`) },
        t(counts.field === 'rows' ? 'editAddRow' : 'editAddHeap'))));
    }
    return box;
  }

  function change(edit, focus) {
    edit();
    focusAfter = focus;
    draw();
  }

  /** The draft as a state the API reads: counts as Numbers when safe. */
  function position() {
    const done = (s) => {
      const counts = countsOf(s);
      if (!counts) return s;
      return { ...s, [counts.field]: counts.list ? s[counts.field].map(plain) : plain(s[counts.field]) };
    };
    return draft.game === 'sum' ? { ...draft, parts: draft.parts.map(done) } : done(draft);
  }

  async function play() {
    reason.textContent = '';
    const refused = await onDone(position());
    if (refused) reason.textContent = refused;
  }

  function draw() {
    const boards = draft.game === 'sum'
      ? draft.parts.map((part, i) => h('div', { class: 'sum-part', role: 'group', 'aria-label': partName(i, part) },
        h('h3', { class: 'sum-part-title' }, partName(i, part)), gameEditor(part, `part${i}-`)))
      : [gameEditor(draft, '')];
    container.replaceChildren(
      h('p', { class: 'help' }, t('editHelp')),
      h('div', { class: draft.game === 'sum' ? 'sum edit-board' : 'nim edit-board', role: 'group', 'aria-label': t('editTitle') }, boards),
      reason,
      h('p', { class: 'edit-actions' },
        h('button', { type: 'button', class: 'edit-play', onclick: play }, t('editPlay')), ' ',
        h('button', { type: 'button', class: 'edit-cancel', onclick: onCancel }, t('editCancel'))));
    const again = focusAfter && (container.querySelector(`[data-focus="${focusAfter}"]`) ?? container.querySelector('.edit-add'));
    again?.focus();
  }

  draw();
}
