// Boards of many rows (Nim's heaps, Kayles' groups, the take-and-break
// games' heaps) draw a bounded number of nodes: past `perPage` rows, rows of
// equal size are drawn once with their count, and the groups are paged; the
// page is kept on the container. `pagedBoard` puts the pieces together.
import { h, moveKey } from '../page/dom.js';

/** The rows as groups `{size, rows}` (0-based indexes): one a row when few, else one a size. */
export function rowGroups(sizes, perPage) {
  if (sizes.length <= perPage) return sizes.map((size, row) => ({ size, rows: [row] }));
  const groups = new Map();
  sizes.forEach((size, row) => {
    const key = String(size);
    if (!groups.has(key)) groups.set(key, { size, rows: [] });
    groups.get(key).rows.push(row);
  });
  return [...groups.values()];
}

/**
 * The page of `groups` shown in `container` and, when there is more than
 * one, a pager that redraws with `draw()`, with a way to each page holding a
 * group that `hinted(group)` marks winning; its strings are `${prefix}PageOf` etc.
 */
export function page(container, groups, perPage, t, draw, prefix, hinted = () => false) {
  const pages = Math.ceil(groups.length / perPage);
  const at = Math.min(Number(container.dataset.page ?? 0), Math.max(pages - 1, 0));
  container.dataset.page = String(at);
  const shown = groups.slice(at * perPage, (at + 1) * perPage);
  if (pages <= 1) return { shown, pager: null };
  const go = (to) => () => {
    container.dataset.page = String(to);
    draw();
  };
  const marked = [];
  for (let i = 0; i < groups.length && marked.length < 5; i += 1) if (hinted(groups[i])) marked.push(i);
  const pager = h('div', { class: 'pager', dataset: { keyrow: '' } },
    h('button', { type: 'button', class: 'page-button', 'aria-label': t(`${prefix}PagePrevious`), disabled: at === 0, onclick: go(at - 1) }, '‹'),
    h('span', { class: 'small' }, t(`${prefix}PageOf`, { page: at + 1, pages, from: at * perPage + 1, to: at * perPage + shown.length, all: groups.length })),
    h('button', { type: 'button', class: 'page-button', 'aria-label': t(`${prefix}PageNext`), disabled: at === pages - 1, onclick: go(at + 1) }, '›'),
    marked.length ? h('span', { class: 'small' }, t(`${prefix}PageWins`)) : null,
    marked.map((i) => h('button', { type: 'button', class: 'page-button', onclick: go(Math.floor(i / perPage)) }, String(groups[i].rows[0] + 1))));
  return { shown, pager };
}

/** The name of a group of rows: "row 3", or "row 3 and 9 more of the same size". */
export function groupName(group, t, key) {
  const row = group.rows[0] + 1;
  return group.rows.length === 1 ? t(key, { row }) : t(`${key}Alike`, { row, more: group.rows.length - 1 });
}

/** The moves of `hints` that leave a P-position, by `where(move)` (a row), at most `most` a row. */
export function winningHints(hints, where, most = 3) {
  const found = new Map();
  for (const result of hints?.values() ?? []) {
    if (result.outcome !== 'P') continue;
    const key = where(result.move);
    const list = found.get(key) ?? [];
    if (list.length < most) list.push(result.move);
    found.set(key, list);
  }
  return found;
}

/** The rows (by `where(move)`) where `hints` has a move that leaves a P-position. */
export function winningRows(hints, where) {
  const rows = new Set();
  for (const result of hints?.values() ?? []) if (result.outcome === 'P') rows.add(where(result.move));
  return rows;
}

/**
 * A button that plays `move`, marked with its hint; `marks` (optional):
 * `obj`, the object it is drawn as, and `takes`, the objects it takes.
 */
export function moveButton(kind, move, label, { hints, disabled, onMove }, text = '', marks = {}) {
  const hint = hints?.get(moveKey(move));
  return h('button', {
    type: 'button', class: kind, 'aria-label': label, title: label, disabled,
    dataset: { move: moveKey(move), ...(hint ? { outcome: hint.outcome } : {}), ...marks },
    onclick: () => onMove(move),
  }, text);
}

// A long heap drawn a window of objects at a time (the paged board is the
// rule, at every width): the window is kept per board and heap, and a pager
// beside the heap says which objects are shown of how many.
const windows = new WeakMap();

/**
 * The objects of heap `heap` (of `n`, a BigInt) shown on `container`: all when
 * n ≤ `size`, else window `at` of the heap (each `size` long, the last one
 * ending at the heap's end), first shown at its start or, with `fromEnd`, its end.
 * Returns {from, to} (BigInts, to exclusive) and `pager` (null when all show).
 */
export function heapWindow(container, heap, n, size, t, redraw, { fromEnd = false, name = '' } = {}) {
  const big = BigInt(size);
  if (n <= big) return { from: 0n, to: n, pager: null };
  const kept = windows.get(container) ?? new Map();
  windows.set(container, kept);
  const last = (n - 1n) / big;
  let at = kept.get(heap) ?? (fromEnd ? last : 0n);
  if (at > last) at = last;
  kept.set(heap, at);
  const to = at === last ? n : (at + 1n) * big;
  const from = to - big;
  const go = (page) => () => {
    kept.set(heap, page);
    redraw();
  };
  const values = { from: String(from + 1n), to: String(to), n: String(n), name };
  const pager = h('span', { class: 'strip-pager', role: 'group', 'aria-label': t('stripLabel', values) },
    h('button', { type: 'button', class: 'page-button', 'aria-label': t('stripPrevious', values), disabled: at === 0n, onclick: go(at - 1n) }, '‹'),
    h('span', { class: 'strip-shown' }, t('stripShown', values)),
    h('button', { type: 'button', class: 'page-button', 'aria-label': t('stripNext', values), disabled: at === last, onclick: go(at + 1n) }, '›'));
  return { from, to, pager };
}

/** Marks `element` as object `i` of heap `heap`, for the preview of what a move takes. */
export const objectOf = (heap, i) => `${heap}:${i}`;

/** What a move takes: objects `from` to `to` (inclusive) of heap `heap`, several ranges joined by spaces. */
export const takesOf = (heap, from, to) => `${heap}:${from}-${to}`;

/** A count as a Number when it is safe to, else as a BigInt (as moves() spells it). */
export const safeCount = (big) => (big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big);

/** The board's help line: the game's words, and a word on paged heaps when one is paged. */
export const helpLine = (t, words, paged) => h('p', { class: 'help' }, paged ? `${words} ${t('stripHelp')}` : words);

/**
 * A board of rows (Nim's, Kayles', the take-and-break games'): the rows are
 * grouped and paged by `page`, each drawn a window at a time by `heapWindow`;
 * a row longer than its window has, under it, its pager, a typed field and
 * its winning moves out of sight. `board` holds what differs:
 * - `sizes`, `perPage`; `prefix`, of the pager's strings; `nameKey`, of a row's name;
 * - `className`, the board's; `rowClass` and `objectsClass`, a row's and its objects';
 * - `where(move)`: the row a move is in;
 * - `window`, `fromEnd`: how many objects a row shows at a time, first those at its end;
 * - `objects(row, n, from, to)`: the objects shown (BigInts: the size, the window, `to` exclusive);
 * - `typed(row, n)`: the field that reaches any object of a long row;
 * - `inWindow(move, n, from, to)`: whether a winning move is in sight (without it, none is);
 * - `winButton(move, row, n)`: a winning move's button under the row;
 * - `help`, and `above` (optional): what stands above the board; `redraw()`: draws it again.
 */
export function pagedBoard(container, options, board) {
  const { hints, t } = options;
  const groups = rowGroups(board.sizes, board.perPage);
  let marked;
  const hinted = (g) => (marked ??= winningRows(hints, board.where)).has(g.rows[0]);
  const { shown, pager } = page(container, groups, board.perPage, t, board.redraw, board.prefix, hinted);
  const wins = winningHints(hints, board.where);
  const inWindow = board.inWindow ?? (() => false);
  const drawn = h('div', { class: board.className, role: 'group', 'aria-label': t('board'), dataset: { objects: '' } });
  let paged = false;
  for (const group of shown) {
    const row = group.rows[0];
    const n = BigInt(group.size);
    const name = groupName(group, t, board.nameKey);
    const { from, to, pager: strip } = heapWindow(container, row, n, board.window, t, board.redraw, { fromEnd: board.fromEnd, name });
    const line = h('div', { class: board.rowClass }, h('span', { class: 'row-name' }, name),
      h('div', { class: board.objectsClass, dataset: { keyrow: '' } }, board.objects(row, n, from, to)));
    if (strip) {
      paged = true;
      const off = (wins.get(row) ?? []).filter((move) => !inWindow(move, n, from, to));
      line.append(h('div', { class: 'row-extra', dataset: { keyrow: '' } }, strip, board.typed(row, n),
        off.map((move) => board.winButton(move, row, n))));
    }
    drawn.append(line);
  }
  container.replaceChildren(...(board.above ? [board.above] : []), helpLine(t, board.help, paged), drawn, pager ?? '');
}
