// Wythoff's game (威氏遊戲, 001): two heaps; take any number from one heap, or
// the same number from both. Click a coin in heap A or B (it and those to its
// right go), or a button in the "both" row.
import { h, moveKey } from '../dom.js';
import { takeInput } from './take-input.js';
import { winningHints } from './rows.js';

const MAX_DRAWN = 20;
const GRID_MAX = 15;

function coinButton(move, label, hints, disabled, onMove, kind = 'coin') {
  const hint = hints?.get(moveKey(move));
  return h('button', {
    type: 'button', class: kind, 'aria-label': label, title: label, disabled,
    dataset: { move: moveKey(move), ...(hint ? { outcome: hint.outcome } : {}) },
    onclick: () => onMove(move),
  }, kind === 'coin' ? '' : label);
}

export function render(container, { state, hints, disabled, t, onMove }) {
  const [x, y] = state.heaps.map(Number);
  const kind = (move) => (Number(move.take[0]) && Number(move.take[1]) ? 2 : Number(move.take[0]) ? 0 : 1);
  const wins = x > MAX_DRAWN || y > MAX_DRAWN ? winningHints(hints, kind) : new Map();
  const hinted = (where) => (wins.get(where) ?? []).map((move) => coinButton(move, describe(move, t), hints, disabled, onMove, 'move'));
  const rows = h('div', { class: 'nim wythoff', role: 'group', 'aria-label': t('board') });
  state.heaps.forEach((size, heap) => {
    const n = Number(size);
    const row = h('div', { class: 'heap-row' }, h('span', { class: 'row-name' }, t('heapName', { heap: 'AB'[heap] })));
    const moveOf = (take) => ({ take: heap === 0 ? [take, 0] : [0, take] });
    if (n > MAX_DRAWN) {
      row.append(h('span', { class: 'big-row' }, t('wythoffCount', { n: String(size) })),
        takeInput({ label: t('takeFromHeap', { heap: 'AB'[heap] }), max: String(size), disabled, t, onMove, moveOf }), ...hinted(heap));
    } else {
      for (let coin = 0; coin < n; coin += 1) {
        row.append(coinButton(moveOf(n - coin), t('wythoffCoin', { heap: 'AB'[heap], coin: coin + 1, take: n - coin }), hints, disabled, onMove));
      }
      if (n === 0) row.append(h('span', { class: 'small' }, t('emptyRow')));
    }
    rows.append(row);
  });
  const both = h('div', { class: 'heap-row both' }, h('span', { class: 'row-name' }, t('bothHeaps')));
  const most = Math.min(x, y);
  if (most > MAX_DRAWN) {
    both.append(takeInput({ label: t('takeFromBoth'), max: String(most), disabled, t, onMove, moveOf: (take) => ({ take: [take, take] }) }), ...hinted(2));
  } else {
    for (let take = 1; take <= most; take += 1) {
      const button = coinButton({ take: [take, take] }, t('takeBoth', { n: take }), hints, disabled, onMove, 'move both-take');
      button.textContent = `−${take}`;
      both.append(button);
    }
  }
  rows.append(both);
  container.replaceChildren(h('p', { class: 'help' }, t('wythoffHelp')), rows);
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
