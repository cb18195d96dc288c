// Fibonacci Nim (雙倍遊戲, 001) and its m-times rule: one pile; each take is at
// most m times the opponent's last take (the opening: anything but the whole pile).
import { h } from '../dom.js';
import { stonePile } from './pile.js';

/** The most the player to move may take. */
export function limitOf(state) {
  const pile = BigInt(state.pile);
  if (state.lastTake === undefined || state.lastTake === null) return pile > 0n ? pile - 1n : 0n;
  const most = BigInt(state.multiplier ?? 2) * BigInt(state.lastTake);
  return most < pile ? most : pile;
}

export function render(container, { state, hints, disabled, t, onMove }) {
  const limit = limitOf(state);
  const opening = state.lastTake === undefined || state.lastTake === null;
  container.replaceChildren(
    h('p', { class: 'help' }, t('fibonacciHelp', { m: String(state.multiplier ?? 2) })),
    h('p', { class: 'limit' }, opening
      ? t('fibonacciOpening', { limit: String(limit) })
      : t('fibonacciLimit', { last: String(state.lastTake), m: String(state.multiplier ?? 2), limit: String(limit) })),
    stonePile({ pile: state.pile, limit, hints, disabled, t, onMove }),
  );
}

export function describe(move, t) {
  return t('moveTake', { n: String(move.take) });
}

// Schwenk: the losing piles are H1 = 1, H(j+1) = H(j) + H(l), l least with
// m·H(l) ≥ H(j); write the pile greedily in the H's and take the smallest term.
export function explain(answer, state, t) {
  const e = answer.explanation;
  const m = String(e.multiplier);
  const parts = [
    h('h3', {}, t('fibonacciSequence', { m })),
    h('p', {}, t(e.multiplier === 2 || e.multiplier === 2n ? 'fibonacciRule2' : 'fibonacciRuleM', { m })),
    h('p', { class: 'sequence' }, ...e.sequence.flatMap((term, i) => [
      i ? ', ' : '', h('span', {}, 'H', h('sub', {}, String(i + 1)), ` = ${term}`)])),
  ];
  if (e.representation.length) {
    const sum = e.representation.map((r) => `${r.term}`).join(' + ');
    parts.push(h('p', {}, t('fibonacciRepresentation', { n: String(e.pile), sum })));
    if (e.digits) parts.push(h('p', { class: 'small' }, t('fibonacciDigits', { digits: e.digits })));
    parts.push(h('p', {}, t(`fibonacciCase_${e.case}`, { smallest: String(e.smallestTerm), limit: String(e.limit) })));
  } else {
    parts.push(h('p', {}, t('fibonacciCase_game-over')));
  }
  if (e.winningTake !== undefined && e.winningTake !== null) {
    parts.push(h('p', { class: 'best' }, t('fibonacciWinningTake', { take: String(e.winningTake) })));
  }
  parts.push(h('p', { class: 'note' }, t('fibonacciQuestion')));
  return parts;
}
