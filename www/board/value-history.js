// The game so far as GamesmanUni's visual value history draws it: one row a
// position, its mark in the lane of the player to move, filled when that
// player wins and hollow when they lose, further out the nearer the end
// (remoteness). A line joins the marks; the move where the win changed hands
// is banded. It is a table, so a screen reader reads it as one; each mark is
// a button that takes the game back to its position (shared/API.md, "Value
// history"). The marks are one Tab stop, as WAI-ARIA's toolbar pattern has
// it: the arrow keys, Home and End move between them, Enter or Space goes back.
import { h } from '../page/dom.js';

const SVG = 'http://www.w3.org/2000/svg';

/** The side that wins position `mark` against perfect play, or null when not known. */
export const winnerOf = (mark) => (mark.outcome ? (mark.outcome === 'N' ? mark.player : 1 - mark.player) : null);

/** The plies at which the win changed hands: the winner differs from the last position's. */
export function turns(marks) {
  const out = [];
  for (let i = 1; i < marks.length; i += 1) {
    const [was, now] = [winnerOf(marks[i - 1]), winnerOf(marks[i])];
    if (was !== null && now !== null && was !== now) out.push(marks[i].ply);
  }
  return out;
}

// Across the lane, 0 to 100: the lane of side 0 on the left. The mark of a
// position at the end sits at the edge; the furthest from the end, by the middle.
function across(mark, far) {
  const out = mark.remoteness === undefined ? 4 : 4 + 42 * (1 - Math.min(mark.remoteness, far) / far);
  return mark.player === 0 ? 50 - out : 50 + out;
}

function segment(from, to) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'vh-line');
  const line = document.createElementNS(SVG, 'line');
  for (const [name, value] of Object.entries({ x1: from, y1: -50, x2: to, y2: 50 })) line.setAttribute(name, String(value));
  line.setAttribute('vector-effect', 'non-scaling-stroke');
  svg.append(line);
  return svg;
}

/** The mark `key` moves to from mark `i` of `count`, or null for a key that moves none. */
function stepTo(key, i, count) {
  if (key === 'ArrowUp' || key === 'ArrowLeft') return Math.max(0, i - 1);
  if (key === 'ArrowDown' || key === 'ArrowRight') return Math.min(count - 1, i + 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Draws `marks` ([{ply, player, outcome, remoteness, said}], `said` the
 * mark's words for a screen reader) into `box`, lanes headed by `names`
 * (side 0's, side 1's); `onPick(ply)` when a mark is activated.
 */
export function drawHistory(box, { marks, names, t, onPick }) {
  const far = Math.max(1, ...marks.map((m) => m.remoteness ?? 0));
  const changed = new Set(turns(marks));
  // The Tab stop is the last position's mark; a redraw keeps the focus, and
  // the stop, on the mark of the same ply.
  const focused = box.getRootNode().activeElement;
  const held = focused && box.contains(focused) && focused.dataset?.ply !== undefined ? Number(focused.dataset.ply) : null;
  const stop = marks.some((m) => m.ply === held) ? held : marks.at(-1)?.ply;
  const scrolled = box.querySelector('.vh-scroll')?.scrollTop ?? 0;
  const rows = marks.map((mark, i) => {
    const x = across(mark, far);
    const turn = changed.has(mark.ply);
    const button = h('button', {
      type: 'button',
      class: `vh-mark vh-${mark.outcome ?? 'unknown'}`,
      tabindex: mark.ply === stop ? '0' : '-1',
      'aria-label': mark.said,
      title: mark.said,
      dataset: {
        ply: String(mark.ply),
        player: String(mark.player),
        ...(mark.outcome ? { outcome: mark.outcome } : {}),
        ...(mark.remoteness !== undefined ? { remoteness: String(mark.remoteness) } : {}),
        ...(turn ? { turn: '' } : {}),
      },
      onclick: () => onPick(mark.ply),
      onfocus: () => {
        for (const other of box.querySelectorAll('.vh-mark')) other.tabIndex = other === button ? 0 : -1;
      },
      onkeydown: (event) => {
        const to = stepTo(event.key, i, marks.length);
        if (to === null || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        box.querySelectorAll('.vh-mark')[to].focus();
      },
    });
    // Through the CSSOM, which a policy without 'unsafe-inline' styles allows (a style attribute it blocks).
    button.style.setProperty('--x', String(x / 100));
    const lane = h('td', { class: 'vh-lane' }, i > 0 ? segment(across(marks[i - 1], far), x) : null, button);
    return h('tr', { class: turn ? 'vh-turn' : '' },
      h('th', { scope: 'row' }, mark.ply === 0 ? t('historyStart') : String(mark.ply), turn ? h('span', { 'aria-hidden': 'true' }, ' ⇄') : null), lane);
  });
  const head = h('tr', {}, h('th', { scope: 'col' }, t('historyPly')),
    h('th', { scope: 'col', class: 'vh-names' }, h('span', {}, names[0]), h('span', {}, names[1])));
  const scroll = h('div', { class: 'vh-scroll' },
    h('table', { class: 'vh', dataset: { history: '' }, 'aria-label': t('historyChart') }, h('thead', {}, head), h('tbody', {}, rows)));
  box.replaceChildren(h('h3', {}, t('historyChart')), scroll, h('p', { class: 'small vh-legend' }, t('historyLegend')));
  if (held !== null) box.querySelector(`.vh-mark[data-ply="${stop}"]`)?.focus({ preventScroll: true });
  // The last position in sight, inside the chart only (the start alone is
  // in sight); while a mark has the focus, the chart stays where it was.
  if (marks.length > 1) {
    requestAnimationFrame(() => {
      // The start stays under the lane names (game.css), however tall they wrap.
      scroll.style.setProperty('--vh-head', `${scroll.querySelector('thead').offsetHeight}px`);
      scroll.scrollTop = held === null ? scroll.scrollHeight : scrolled;
    });
  }
}
