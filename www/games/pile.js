// A pile of stones drawn from the top: the i-th stone from the top is a
// button that takes i stones. A pile past MAX_DRAWN is a count and a picture
// that does not grow with it; a take bounded by MAX_BUTTONS is one button a
// take, a larger one is typed, beside the small takes and the hinted wins.
import { h, moveKey } from '../page/dom.js';
import { MAX_DRAWN, takeInput } from './take-input.js';

const MAX_BUTTONS = 60;
const SMALL_TAKES = 8n;

/** The most that may be taken: min(limit, pile), as a BigInt. */
const mostOf = (pile, limit) => (BigInt(limit) < BigInt(pile) ? BigInt(limit) : BigInt(pile));

/** A count as a Number when it is safe to, else as a BigInt. */
const count = (big) => (big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big);

function takeButton({ take, moveOf, hints, disabled, t, onMove, stone }) {
  // The i-th stone from the top takes the stones above it and itself.
  const marks = stone ? { obj: `0:${take - 1n}`, takes: `0:0-${take - 1n}` } : {};
  const move = moveOf(count(take));
  const hint = hints?.get(moveKey(move));
  const text = t('takeStones', { n: String(take) });
  return h('button', {
    type: 'button',
    class: stone ? 'stone' : 'move take',
    'aria-label': text,
    title: text,
    disabled,
    dataset: { move: moveKey(move), take: String(take), ...(hint ? { outcome: hint.outcome } : {}), ...marks },
    onclick: () => onMove(move),
  }, stone ? '' : String(take));
}

/**
 * The pile: stones 1..limit from the top are buttons (take that many), the
 * rest are drawn plain. `moveOf(i)` is the move that takes i.
 */
export function stonePile({ pile, limit, hints, disabled, t, onMove, moveOf = (take) => ({ take }), label }) {
  const n = BigInt(pile);
  const most = mostOf(pile, limit);
  const common = { moveOf, hints, disabled, t, onMove };
  const group = { class: n > MAX_DRAWN ? 'pile big' : 'pile', role: 'group', 'aria-label': label ?? t('pileLabel', { n: String(pile) }), dataset: { objects: '' } };
  if (n <= MAX_DRAWN) {
    const stones = [];
    for (let i = 1n; i <= n; i += 1n) {
      stones.push(i <= most ? takeButton({ ...common, take: i, stone: true }) : h('span', { class: 'stone still', 'aria-hidden': 'true', dataset: { obj: `0:${i - 1n}` } }));
    }
    return h('div', group, h('p', { class: 'pile-count' }, t('stonesLeft', { n: String(pile) })), h('div', { class: 'stones', dataset: { keyrow: '' } }, stones));
  }
  const picture = h('p', { class: 'big-row', 'aria-hidden': 'true' }, `${'●'.repeat(12)}…`);
  const takes = [];
  if (most <= MAX_BUTTONS) {
    for (let i = 1n; i <= most; i += 1n) takes.push(takeButton({ ...common, take: i }));
  } else {
    const shown = new Set();
    for (let i = 1n; i <= SMALL_TAKES; i += 1n) shown.add(i);
    for (const [, result] of hints ?? []) {
      if (result.outcome === 'P' && result.move.take !== undefined) shown.add(BigInt(result.move.take));
    }
    for (const take of [...shown].sort((a, b) => (a < b ? -1 : 1))) takes.push(takeButton({ ...common, take }));
  }
  return h('div', group,
    h('p', { class: 'big-count' }, t('stonesLeft', { n: String(pile) })),
    picture,
    h('div', { class: 'move-list', dataset: { keyrow: '' } }, takes),
    most > 0n ? takeInput({ label: t('takeHowMany'), max: String(most), disabled, t, onMove, moveOf }) : null);
}

/** The help line over a pile: `words` (click the i-th stone) when its stones are drawn, else how to take from a count. */
export function pileHelp(pile, t, words) {
  return h('p', { class: 'help' }, BigInt(pile) <= MAX_DRAWN ? words : t('pileHelpBig'));
}
