// The die game (骰子, 001): tip the die onto one of the four faces beside its
// top and take that many stones; with two dice, by the rule chosen.
import { h, moveKey } from '../dom.js';

const PIPS = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
/** The four faces a die with `top` up can be tipped to (not it, not its opposite). */
export const sides = (top) => [1, 2, 3, 4, 5, 6].filter((f) => f !== top && f !== 7 - top);

function die(face, label) {
  return h('span', { class: 'die', role: 'img', 'aria-label': label }, PIPS[face - 1]);
}

function candidates(state) {
  if (!Array.isArray(state.top)) return sides(state.top).map((face) => ({ face }));
  const [a, b] = state.top;
  if (state.rule === 'both') return sides(a).flatMap((f1) => sides(b).map((f2) => ({ faces: [f1, f2] })));
  return [...sides(a).map((f) => ({ faces: [f, null] })), ...sides(b).map((f) => ({ faces: [null, f] }))];
}

export function render(container, { state, hints, legal, disabled, t, onMove }) {
  const tops = Array.isArray(state.top) ? state.top : [state.top];
  const allowed = new Set((legal ?? []).map((r) => moveKey(r.move)));
  const buttons = candidates(state).map((move) => {
    const key = moveKey(move);
    const hint = hints?.get(key);
    const text = describe(move, t, state);
    return h('button', {
      type: 'button', class: 'move tip', title: text, 'aria-label': text,
      disabled: disabled || !allowed.has(key),
      dataset: { move: key, ...(hint ? { outcome: hint.outcome } : {}) },
      onclick: () => onMove(move),
    }, faceText(move, state));
  });
  container.replaceChildren(
    h('p', { class: 'help' }, t(tops.length === 2 ? `diceHelp_${state.rule}` : 'diceHelp')),
    h('div', { class: 'dice-row' },
      ...tops.map((top, i) => die(top, t('dieTop', { die: i + 1, top }))),
      h('span', { class: 'pile-count' }, t('stonesLeft', { n: String(state.pile) }))),
    h('div', { class: 'move-list', role: 'group', 'aria-label': t('tipTo') }, buttons),
  );
}

function faceText(move, state) {
  if (move.face) return `${PIPS[move.face - 1]} ${move.face}`;
  const [f1, f2] = move.faces;
  if (state.rule === 'both') return `${PIPS[f1 - 1]}${PIPS[f2 - 1]} ${f1 + f2}`;
  return f1 ? `${PIPS[f1 - 1]}· ${f1}` : `·${PIPS[f2 - 1]} ${f2}`;
}

export function describe(move, t, state) {
  if (move.face) return t('moveTip', { face: move.face });
  const [f1, f2] = move.faces;
  if (f1 && f2) return t('moveTipBoth', { a: f1, b: f2, n: f1 + f2 });
  const tops = state?.top ?? [0, 0];
  const n = state?.rule === 'sum' ? (f1 ? f1 + tops[1] : tops[0] + f2) : (f1 || f2);
  return t('moveTipOne', { die: f1 ? 1 : 2, face: f1 || f2, n });
}

// The safe piles for each top, repeating with the period the solver proved.
export function explain(answer, state, t) {
  const e = answer.explanation;
  const period = e.safePeriod;
  const topText = (top) => (Array.isArray(top) ? `${top[0]}, ${top[1]}` : String(top));
  const current = JSON.stringify(e.top);
  const rows = e.safeTable.map((row) => h('tr', { class: JSON.stringify(row.top) === current ? 'current' : '' },
    h('td', {}, topText(row.top)),
    h('td', {}, row.safeResidues.length ? row.safeResidues.join(', ') : '—'),
    h('td', {}, row.earlySafe.join(', '))));
  const parts = [
    h('h3', {}, t('diceTable')),
    h('p', {}, t('dicePeriod', { from: String(period.from), length: String(period.length) })),
    h('table', { class: 'grundy dice-table' },
      h('thead', {}, h('tr', {}, h('th', {}, t('topHeader')), h('th', {}, t('safeResiduesHeader', { m: period.length })), h('th', {}, t('earlySafeHeader', { from: period.from })))),
      h('tbody', {}, rows)),
    h('p', {}, t('diceNow', { n: String(e.pile), m: String(period.length), r: String(e.safeResidue) })),
  ];
  if (e.nimber !== undefined) parts.push(h('p', { class: 'small' }, t('diceNimbers', { from: String(e.period.from), length: String(e.period.length) })));
  if (e.articleClaim) {
    const claim = e.articleClaim;
    parts.push(h('h3', {}, t('diceClaimTitle')));
    parts.push(h('p', { class: 'note' }, t('diceClaimWrong', { period: claim.truePeriod })));
    parts.push(h('table', { class: 'grundy' },
      h('thead', {}, h('tr', {}, h('th', {}, t('pileHeader')), h('th', {}, t('safeTopsHeader')))),
      h('tbody', {}, claim.multiplesOf8.map((row) => h('tr', {}, h('td', {}, String(row.pile)), h('td', {}, row.safeTops.length ? row.safeTops.join(', ') : t('noTop')))))));
  }
  return parts;
}
