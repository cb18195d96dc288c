// Wythoff's game (威氏遊戲, 001): two heaps; take any number from one heap, or
// the same number from both. Click a coin in heap A or B (it and those to its
// right go), or a button in the "both" row.
import { h, moveKey } from '../dom.js';
import { MAX_DRAWN, takeInput } from './take-input.js';

const GRID_MAX = 20;

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
  const rows = h('div', { class: 'nim wythoff', role: 'group', 'aria-label': t('board') });
  state.heaps.forEach((size, heap) => {
    const n = Number(size);
    const row = h('div', { class: 'heap-row' }, h('span', { class: 'row-name' }, t('heapName', { heap: 'AB'[heap] })));
    const moveOf = (take) => ({ take: heap === 0 ? [take, 0] : [0, take] });
    if (n > MAX_DRAWN) {
      row.append(h('span', { class: 'big-row' }, `${size} ●`),
        takeInput({ label: t('takeFromHeap', { heap: 'AB'[heap] }), max: String(size), disabled, t, onMove, moveOf }));
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
    both.append(takeInput({ label: t('takeFromBoth'), max: String(most), disabled, t, onMove, moveOf: (take) => ({ take: [take, take] }) }));
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
      cells.push(h('td', { class: `${safe.has(`${col},${row}`) ? 'safe' : ''}${here ? ' here' : ''}` }, here ? '●' : safe.has(`${col},${row}`) ? '○' : ''));
    }
    body.push(h('tr', {}, cells));
  }
  const foot = h('tr', {}, h('th', {}, ''), ...Array.from({ length: size + 1 }, (_, col) => h('th', { scope: 'col' }, String(col))));
  return h('table', { class: 'wythoff-grid', 'aria-label': t('wythoffGrid') }, h('tbody', {}, body, foot));
}

// Wythoff 1907: the safe pairs are (a_n, b_n) = (⌊nφ⌋, ⌊nφ²⌋), b_n = a_n + n;
// 001 (四): a_n's Fibonacci digits end in an even number of zeros, b_n is them shifted.
export function explain(answer, state, t) {
  const e = answer.explanation;
  const n = String(e.difference);
  const z = e.zeckendorf;
  const formula = h('p', { class: 'formula' },
    'n = ', n, ', ⌊nφ⌋ = ', String(e.nPhi), ', ⌊nφ', h('sup', {}, '2'), '⌋ = ', String(e.nPhiSquared),
    h('span', { class: 'small' }, ' (φ = (1 + √5) / 2, ⌊n√5⌋ = ', String(e.sqrt5nSquared), ')'));
  const parts = [
    h('h3', {}, t('wythoffTitle')),
    h('p', {}, t('wythoffPairs', { list: e.firstPairs.map(([p, q]) => `(${p}, ${q})`).join(' ') })),
    h('p', {}, t('wythoffDifference', { x: String(e.smaller), y: String(e.larger), n, a: String(e.pair[0]), b: String(e.pair[1]) })),
    formula,
    h('p', { class: e.safe ? 'position-P' : 'position-N' }, t(e.safe ? 'wythoffSafe' : 'wythoffUnsafe')),
  ];
  for (const move of e.winningMoves) {
    parts.push(h('p', { class: 'best' }, t('wythoffWinning', { move: describe(move, t), x: String(move.leaves[0]), y: String(move.leaves[1]) })));
  }
  parts.push(h('h3', {}, t('zeckendorfTitle')));
  parts.push(h('p', { class: 'small' }, t('zeckendorfBase', { list: z.fibonacci.join(', ') })));
  parts.push(h('table', { class: 'grundy' },
    h('thead', {}, h('tr', {}, h('th', {}, t('heapHeader')), h('th', {}, t('digitsHeader')), h('th', {}, t('zerosHeader')), h('th', {}, t('partnerHeader')))),
    h('tbody', {}, [[e.smaller, z.smaller], [e.larger, z.larger]].map(([heap, d]) => h('tr', {},
      h('td', {}, String(heap)), h('td', { class: 'digits' }, d.digits), h('td', {}, String(d.trailingZeros)),
      h('td', {}, `${t(d.sequence === 'a' ? 'sequenceA' : 'sequenceB')} → ${d.partner} = ${d.partnerDigits}`))))));
  parts.push(h('h3', {}, t('wythoffGridTitle')));
  parts.push(grid(e, state, t));
  if (Number(e.larger) > GRID_MAX) parts.push(h('p', { class: 'small' }, t('gridCut', { size: GRID_MAX })));
  if (e.rule === 'misere') parts.push(h('p', { class: 'note' }, t('wythoffMisere')));
  return parts;
}
