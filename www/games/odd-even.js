// Odd-even Nim (奇偶的拈, 000): one pile; each takes 1..k and keeps it; what
// counts at the end is the parity of what each holds.
import { h } from '../dom.js';
import { stonePile } from './pile.js';

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
    h('p', { class: 'help' }, t(state.variant === 'odd-vs-even' ? 'oddEvenHelpSides' : 'oddEvenHelp', { k: String(state.max) })),
    holdings,
    stonePile({ pile: state.pile, limit: state.max, hints, disabled, t, onMove }),
  );
}

export function describe(move, t) {
  return t('moveTakeKeep', { n: String(move.take) });
}

const triple = (parities, form) => `(${parities[0]}, ${parities[1]}, ${form})`;

// 000: the safe states, by the parities held and the pile mod 2(k+1) (k odd)
// or k+2 (k even); a state is safe for the side that left it.
export function explain(answer, state, t) {
  const e = answer.explanation;
  const name = (player) => sideOf(state, player, t);
  const safeText = (safeFor) => (safeFor.length === 2 ? t('safeCommon') : safeFor.length === 1 ? t('safeForSide', { side: name(safeFor[0]) }) : t('safeNone'));
  const rows = e.table.map((row, i) => h('tr', { class: i === e.row ? 'current' : '' },
    h('td', {}, triple(row.parities, row.pileForm)),
    h('td', {}, safeText(row.safeFor))));
  const parts = [
    h('h3', {}, t('oddEvenTable', { m: String(e.modulus) })),
    h('p', {}, t(e.modulusRule === 'k+2' ? 'oddEvenModulusEven' : 'oddEvenModulusOdd', { k: String(e.max), m: String(e.modulus) })),
    h('p', { class: 'small' }, t(state.variant === 'odd-vs-even' ? 'oddEvenTripleSides' : 'oddEvenTriple')),
    h('table', { class: 'grundy odd-even-table' },
      h('thead', {}, h('tr', {}, h('th', {}, t('stateHeader')), h('th', {}, t('safeForHeader')))),
      h('tbody', {}, rows)),
    h('p', {}, t('oddEvenNow', {
      state: triple(e.parities, String(e.pile)),
      r: String(e.residue),
      m: String(e.modulus),
    })),
  ];
  const category = answer.category;
  parts.push(h('p', { class: 'best' }, category === 'common'
    ? t('categoryCommon')
    : category === 'absolute' ? t('categoryAbsolute', { side: name(answer.safeFor[0]) }) : t('categoryNeither')));
  if (e.winningTake !== null && e.winningTake !== undefined && !e.over) {
    parts.push(h('p', {}, t('oddEvenWinningTake', { take: String(e.winningTake), side: name(e.toMove) })));
  }
  if (e.over) parts.push(h('p', {}, t('oddEvenOver', { side: name(answer.winner) })));
  if (e.modulusRule === 'k+2') parts.push(h('p', { class: 'note small' }, t('oddEvenEpilogue')));
  return parts;
}
