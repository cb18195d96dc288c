// Wythoff's game (威氏遊戲, 001): two heaps; take any number from one heap, or
// the same number from both. Click a coin in heap A or B (it and those to its
// right go), or a button in the "both" row. A heap of more than COINS coins
// (and the "both" row past COINS takes) shows COINS at a time, with a pager
// and a field for the take.
import { h, moveKey } from '../page/dom.js';
import { takeInput } from './take-input.js';
import { heapWindow, helpLine, moveButton, objectOf, safeCount, takesOf, winningHints } from './rows.js';

const COINS = 40;
const GRID_MAX = 15;

export function render(container, options) {
  const { state, hints, disabled, t, onMove } = options;
  const redraw = () => render(container, options);
  const [x, y] = state.heaps.map(BigInt);
  const kind = (move) => (Number(move.take[0]) && Number(move.take[1]) ? 2 : Number(move.take[0]) ? 0 : 1);
  const wins = winningHints(hints, kind);
  const rows = h('div', { class: 'nim wythoff', role: 'group', 'aria-label': t('board'), dataset: { objects: '' } });
  let paged = false;
  /** The row's pager, its field and its winning moves not in sight, under the row. */
  const extra = (row, strip, where, max, moveOf, inSight) => {
    paged = true;
    const off = (wins.get(where) ?? []).filter((move) => !inSight(BigInt(move.take[where === 1 ? 1 : 0])));
    row.append(h('div', { class: 'row-extra', dataset: { keyrow: '' } }, strip,
      takeInput({ label: where === 2 ? t('takeFromBoth') : t('takeFromHeap', { heap: 'AB'[where] }), max: String(max), disabled, t, onMove, moveOf }),
      off.map((move) => moveButton('move', move, describe(move, t), options, describe(move, t)))));
  };
  [x, y].forEach((n, heap) => {
    const name = t('heapName', { heap: 'AB'[heap] });
    const row = h('div', { class: 'heap-row' }, h('span', { class: 'row-name' }, name));
    const moveOf = (take) => ({ take: heap === 0 ? [take, 0] : [0, take] });
    const { from, to, pager: strip } = heapWindow(container, heap, n, COINS, t, redraw, { fromEnd: true, name });
    const coins = h('div', { class: 'objects', dataset: { keyrow: '' } });
    for (let coin = from; coin < to; coin += 1n) {
      const label = t('wythoffCoin', { heap: 'AB'[heap], coin: String(coin + 1n), take: String(n - coin) });
      coins.append(moveButton('coin', moveOf(safeCount(n - coin)), label, options, '', { obj: objectOf(heap, coin), takes: takesOf(heap, coin, n - 1n) }));
    }
    if (n === 0n) coins.append(h('span', { class: 'small' }, t('emptyRow')));
    row.append(coins);
    if (strip) extra(row, strip, heap, n, moveOf, (take) => take <= n - from && take > n - to);
    rows.append(row);
  });
  const both = h('div', { class: 'heap-row both' }, h('span', { class: 'row-name' }, t('bothHeaps')));
  const most = x < y ? x : y;
  const { from, to, pager: strip } = heapWindow(container, 2, most, COINS, t, redraw, { name: t('bothHeaps') });
  const takes = h('div', { class: 'objects', dataset: { keyrow: '' } });
  for (let take = from + 1n; take <= to; take += 1n) {
    const move = { take: [safeCount(take), safeCount(take)] };
    takes.append(moveButton('move both-take', move, t('takeBoth', { n: String(take) }), options, `−${take}`,
      { takes: `${takesOf(0, x - take, x - 1n)} ${takesOf(1, y - take, y - 1n)}` }));
  }
  both.append(takes);
  if (strip) extra(both, strip, 2, most, (take) => ({ take: [take, take] }), (take) => take > from && take <= to);
  rows.append(both);
  container.replaceChildren(helpLine(t, t('wythoffHelp'), paged), rows);
}

export function describe(move, t) {
  const [dx, dy] = move.take;
  if (Number(dx) && Number(dy)) return t('moveWythoffBoth', { n: String(dx) });
  return t('moveWythoffOne', { heap: Number(dx) ? 'A' : 'B', n: String(Number(dx) ? dx : dy) });
}

export function rule(state, t) {
  return t(state.misere ? 'wythoffRuleMisere' : 'wythoffRule');
}

/** The board of positions (x, y) up to `size`: safe cells marked, this one ringed. */
function grid(e, state, t) {
  const size = Math.min(Number(e.larger), GRID_MAX);
  const safe = new Set(e.safePairs.flatMap(([p, q]) => [`${p},${q}`, `${q},${p}`]));
  const [x, y] = state.heaps.map(Number);
  const body = [];
  for (let row = size; row >= 0; row -= 1) {
    const cells = [h('th', { scope: 'row' }, String(row))];
    for (let col = 0; col <= size; col += 1) {
      const here = col === x && row === y;
      const mark = safe.has(`${col},${row}`);
      cells.push(h('td', { class: `${mark ? 'safe' : ''}${here ? ' here' : ''}` }, here ? '●' : mark ? '○' : ''));
    }
    body.push(h('tr', {}, cells));
  }
  const foot = h('tr', {}, h('th', {}, ''), ...Array.from({ length: size + 1 }, (_, col) => h('th', { scope: 'col' }, String(col))));
  return h('table', { class: 'wythoff-grid', 'aria-label': t('wythoffGrid') }, h('tbody', {}, body, foot));
}

const pair = ([p, q]) => `(${p}, ${q})`;

/**
 * One heap's Fibonacci digits and, under the position's rule, its partner;
 * with `hidden`, whether it is an aₙ or a bₙ but not its partner, which may
 * be the pair a winning move leaves.
 */
function digitLine(heap, d, partner, misere, t, hidden) {
  const changed = misere && Number(heap) <= 2;
  const values = { heap: String(heap), partner: String(partner), partnerDigits: d.partnerDigits };
  const kind = changed ? 'zeckendorfMisere' : d.sequence === 'a' ? 'zeckendorfA' : 'zeckendorfB';
  return h('p', {},
    t('zeckendorfHeap', { heap: String(heap), digits: d.digits, zeros: d.trailingZeros }), t('sentenceGap'),
    t(hidden ? `${kind}Hidden` : kind, values));
}

// Wythoff 1907: the safe pairs are (a_n, b_n) = (⌊nφ⌋, ⌊nφ²⌋), b_n = a_n + n;
// 001 (四): a_n's Fibonacci digits end in an even number of zeros, b_n is them
// shifted. Misère: (0, 0) and (1, 2) give way to (0, 1) and (2, 2). Until a
// winning move is asked for, an unsafe position is not told the safe pair of
// its difference, a heap's partner or the board of safe pairs: each would
// show where to move.
export function explain(answer, state, t, { reveal = false } = {}) {
  const e = answer.explanation;
  const misere = e.rule === 'misere';
  const n = String(e.difference);
  const [p, q] = e.rulePair;
  const z = e.zeckendorf;
  const safe = String(e.smaller) === String(p);
  const hidden = !safe && !reveal;
  const values = { x: String(e.smaller), y: String(e.larger), n, a: String(p), b: String(q) };
  const parts = [
    h('h3', {}, t(misere ? 'wythoffTitleMisere' : 'wythoffTitle')),
    h('p', {}, t(misere ? 'wythoffPairsMisere' : 'wythoffPairs', { list: e.firstPairs.map(pair).join(' ') })),
  ];
  if (Number(e.larger) === 0) {
    const outcome = answer.outcome;
    parts.push(h('p', { class: `position-${outcome}`, dataset: { outcome } }, t(misere ? 'wythoffOverMisere' : 'wythoffOver')));
    return parts;
  }
  // Misère's pairs of difference 0 and 1, (2, 2) and (0, 1), are not ⌊nφ⌋ apart from the rest.
  const exception = misere && Number(e.difference) <= 1;
  parts.push(h('p', {}, t(hidden ? (exception ? 'wythoffDifferenceHiddenMisere' : 'wythoffDifferenceHidden') : 'wythoffDifference', values)));
  if (!hidden && !exception) {
    parts.push(h('p', { class: 'formula' },
      'n = ', n, ', ⌊nφ⌋ = ', String(e.nPhi), ', ⌊nφ', h('sup', {}, '2'), '⌋ = ', String(e.nPhiSquared),
      h('span', { class: 'small' }, ' (φ = (1 + √5) / 2, ⌊n√5⌋ = ', String(e.sqrt5nSquared), ')')));
  }
  parts.push(h('p', { class: safe ? 'position-P' : 'position-N', dataset: { outcome: safe ? 'P' : 'N' } },
    t(safe ? 'wythoffSafe' : hidden ? 'wythoffUnsafeHidden' : 'wythoffUnsafe', values)));
  if (reveal) {
    for (const move of e.winningMoves) {
      parts.push(h('p', { class: 'best' }, h('span', { dataset: { move: moveKey({ take: move.take }) } },
        t('wythoffWinning', { move: describe(move, t), x: String(move.leaves[0]), y: String(move.leaves[1]) }))));
    }
  }
  parts.push(h('h3', {}, t('zeckendorfTitle')));
  parts.push(h('p', { class: 'small' }, t('zeckendorfBase', { list: z.fibonacci.join(', ') })));
  const [ps, pl] = e.rulePartners;
  // A heap of 0 has no digits to read.
  if (Number(e.smaller) > 0) parts.push(digitLine(e.smaller, z.smaller, ps, misere, t, hidden));
  if (String(e.larger) !== String(e.smaller)) parts.push(digitLine(e.larger, z.larger, pl, misere, t, hidden));
  if (hidden) return parts;
  parts.push(h('h3', {}, t('wythoffGridTitle')));
  parts.push(h('div', { class: 'grid-scroll' }, grid(e, state, t)));
  if (Number(e.larger) > GRID_MAX) parts.push(h('p', { class: 'small' }, t('gridCut', { size: GRID_MAX })));
  return parts;
}

/** The position a move left: its difference and the safe pair with that difference. */
export function practice(after, answer, t) {
  const e = answer.explanation;
  const [p, q] = e.rulePair;
  return t('wythoffPractice', { x: String(e.smaller), y: String(e.larger), n: String(e.difference), a: String(p), b: String(q) });
}
