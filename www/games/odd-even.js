// Odd-even Nim (奇偶的拈, 000): one pile; each takes 1..k and keeps it; what
// counts at the end is the parity of what each holds.
import { h } from '../page/dom.js';
import { pileHelp, stonePile } from './pile.js';

const parityName = (count, t) => t(BigInt(count) % 2n ? 'parityOdd' : 'parityEven');

/** How the page names game player 0 or 1 (the Odd/Even side in odd-vs-even). */
function sideOf(state, player, t) {
  return state.variant === 'odd-vs-even' ? t(player === 0 ? 'sideOdd' : 'sideEven') : t(player === 0 ? 'firstPlayer' : 'secondPlayer');
}

export function render(container, { state, hints, disabled, t, onMove, playerName }) {
  const holdings = h('div', { class: 'holdings' }, ...[0, 1].map((player) => h('div', {
    class: `holding${state.toMove === player ? ' to-move' : ''}`,
    dataset: { player: String(player) },
  },
  h('span', { class: 'holder' }, `${playerName?.(player) ?? ''} · ${sideOf(state, player, t)}`),
  h('span', { class: 'held' }, t('holds', { n: String(state.holdings[player]), parity: parityName(state.holdings[player], t) })))));
  container.replaceChildren(
    pileHelp(state.pile, t, t(state.variant === 'odd-vs-even' ? 'oddEvenHelpSides' : 'oddEvenHelp', { k: String(state.max) })),
    holdings,
    stonePile({ pile: state.pile, limit: state.max, hints, disabled, t, onMove }),
  );
}

export function describe(move, t) {
  return t('moveTakeKeep', { n: String(move.take) });
}

const triple = (parities, form) => `(${parities[0]}, ${parities[1]}, ${form})`;

export function rule(state, t) {
  return t(state.variant === 'odd-vs-even' ? 'oddEvenRuleLineSides' : 'oddEvenRuleLine', { k: String(state.max) });
}

/**
 * The takes that leave a state safe for the mover, read off 000's table:
 * the mover's parity flips with an odd take, the pile's residue moves by t.
 */
function winningTakes(e) {
  const mover = Number(e.toMove);
  const most = BigInt(e.max) < BigInt(e.pile) ? BigInt(e.max) : BigInt(e.pile);
  if (most > 64n) return e.winningTake === null || e.winningTake === undefined ? [] : [e.winningTake];
  const m = BigInt(e.modulus);
  const takes = [];
  for (let take = 1n; take <= most; take += 1n) {
    const parities = e.parities.map((p, i) => (i === mover ? (Number(p) + Number(take % 2n)) % 2 : Number(p)));
    const residue = (((BigInt(e.pile) - take) % m) + m) % m;
    const row = e.table.find((r) => r.parities.every((p, i) => Number(p) === parities[i]) && BigInt(r.residue) === residue);
    if (row?.safeFor.some((side) => Number(side) === mover)) takes.push(take);
  }
  return takes;
}

// 000: the safe states, by the parities held and the pile mod 2(k+1) (k odd)
// or k+2 (k even); a state is safe for the side that left it.
export function explain(answer, state, t, { reveal = false } = {}) {
  const e = answer.explanation;
  const name = (player) => sideOf(state, player, t);
  const safeText = (safeFor) => (safeFor.length === 2 ? t('safeCommon') : safeFor.length === 1 ? t('safeForSide', { side: name(safeFor[0]) }) : t('safeNone'));
  const rows = e.table.map((row, i) => h('tr', { class: i === e.row ? 'current' : '' },
    h('td', {}, triple(row.parities, row.pileForm)),
    h('td', {}, safeText(row.safeFor))));
  const mover = name(Number(e.toMove));
  const parts = [
    h('h3', {}, t('oddEvenTable', { m: String(e.modulus) })),
    h('p', {}, t(e.modulusRule === 'k+2' ? 'oddEvenModulusEven' : 'oddEvenModulusOdd', { k: String(e.max), m: String(e.modulus) })),
    h('p', { class: 'small' }, t(state.variant === 'odd-vs-even' ? 'oddEvenTripleSides' : 'oddEvenTriple')),
    h('table', { class: 'grundy odd-even-table' },
      h('thead', {}, h('tr', {}, h('th', {}, t('stateHeader')), h('th', {}, t('safeForHeader')))),
      h('tbody', {}, rows)),
    h('p', {}, t('oddEvenNow', { state: triple(e.parities, String(e.pile)), r: String(e.residue), m: String(e.modulus) })),
  ];
  if (e.over) {
    parts.push(h('p', { class: 'claim', dataset: { outcome: answer.outcome } }, t('oddEvenOver', { side: name(answer.winner) })));
    return parts;
  }
  const category = answer.category;
  parts.push(h('p', {}, category === 'common'
    ? t('categoryCommon')
    : category === 'absolute' ? t('categoryAbsolute', { side: name(answer.safeFor[0]) }) : t('categoryNeither')));
  parts.push(h('p', { class: 'claim', dataset: { outcome: answer.outcome } }, t(answer.outcome === 'N' ? 'oddEvenMoverWins' : 'oddEvenMoverLoses', { side: mover })));
  if (answer.outcome === 'N') {
    const takes = winningTakes(e);
    parts.push(reveal
      ? h('ul', { class: 'winning-takes' }, takes.map((take) => h('li', { class: 'best', dataset: { move: JSON.stringify({ take: Number(take) }) } },
        t('oddEvenWinningTake', { take: String(take), side: mover }))))
      : h('p', {}, t('oddEvenWinningCount', { side: mover, count: String(takes.length) })));
  }
  if (e.modulusRule === 'k+2') parts.push(h('p', { class: 'note small' }, t('oddEvenEpilogue')));
  return parts;
}

export function practice(after, answer, t) {
  const e = answer.explanation;
  const name = (player) => sideOf(after, player, t);
  const now = t('oddEvenLeft', { state: triple(e.parities, String(e.pile)) });
  const gap = t('sentenceGap');
  if (e.over) return `${now}${gap}${t('oddEvenOver', { side: name(answer.winner) })}`;
  const category = answer.category;
  return `${now}${gap}${category === 'common' ? t('categoryCommon')
    : category === 'absolute' ? t('categoryAbsolute', { side: name(answer.safeFor[0]) }) : t('categoryNeither')}`;
}
