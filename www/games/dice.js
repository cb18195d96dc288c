// The die game (骰子, 001): tip the die onto one of the four faces beside its
// top and take that many stones; with two dice, by the rule chosen.
import { h, moveKey } from '../page/dom.js';

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

/** The tops after `move`, and how many stones it takes under the state's rule. */
function tipped(move, state) {
  if (move.face) return { top: move.face, take: move.face };
  const top = move.faces.map((f, i) => f ?? state.top[i]);
  const take = state.rule === 'one' ? move.faces[0] ?? move.faces[1] : top[0] + top[1];
  return { top, take };
}

export function render(container, { state, hints, legal, disabled, t, onMove }) {
  const tops = Array.isArray(state.top) ? state.top : [state.top];
  const allowed = new Set((legal ?? []).map((r) => moveKey(r.move)));
  const pile = BigInt(state.pile);
  const buttons = candidates(state).map((move) => {
    const key = moveKey(move);
    const hint = hints?.get(key);
    const text = describe(move, t, state);
    const playable = legal ? allowed.has(key) : BigInt(tipped(move, state).take) <= pile;
    return h('button', {
      type: 'button', class: 'move tip', title: text, 'aria-label': text,
      disabled: disabled || !playable,
      dataset: playable ? { move: key, ...(hint ? { outcome: hint.outcome } : {}) } : {},
      onclick: () => onMove(move),
    }, faceText(move), ' ', t('takeStones', { n: tipped(move, state).take }));
  });
  container.replaceChildren(
    h('p', { class: 'help' }, t(tops.length === 2 ? `diceHelp_${state.rule}` : 'diceHelp')),
    h('div', { class: 'dice-row' },
      ...tops.map((top, i) => die(top, t('dieTop', { die: i + 1, top }))),
      h('span', { class: 'pile-count' }, t('stonesLeft', { n: String(state.pile) }))),
    h('div', { class: 'move-list', role: 'group', 'aria-label': t('tipTo'), dataset: { keyrow: '' } }, buttons),
  );
}

/** The new faces: the tipped die's pips, a dot for a die left as it is. */
function faceText(move) {
  if (move.face) return PIPS[move.face - 1];
  return move.faces.map((f) => (f ? PIPS[f - 1] : '·')).join('');
}

export function describe(move, t, state) {
  if (move.face) return t('moveTip', { face: move.face });
  const [f1, f2] = move.faces;
  if (f1 && f2) return t('moveTipBoth', { a: f1, b: f2, n: f1 + f2 });
  const n = state ? tipped(move, state).take : f1 || f2;
  return t('moveTipOne', { die: f1 ? 1 : 2, face: f1 || f2, n });
}

export function rule(state, t) {
  return t(Array.isArray(state.top) ? `diceRuleLine_${state.rule}` : 'diceRuleLine');
}

const sameTop = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** Whether `pile` is safe with `top` up, by the solver's table of safe residues. */
function safe(e, top, pile) {
  const row = e.safeTable.find((r) => sameTop(r.top, top));
  const { from, length } = e.safePeriod;
  if (pile < BigInt(from)) return row.earlySafe.some((n) => BigInt(n) === pile);
  return row.safeResidues.some((r) => BigInt(r) === pile % BigInt(length));
}

/** Runs of consecutive numbers written short: 0–2, 8, 11–14. */
function runs(list) {
  const out = [];
  for (let i = 0; i < list.length;) {
    let j = i;
    while (j + 1 < list.length && Number(list[j + 1]) === Number(list[j]) + 1) j += 1;
    out.push(j > i + 1 ? `${list[i]}–${list[j]}` : j > i ? `${list[i]}, ${list[j]}` : `${list[i]}`);
    i = j + 1;
  }
  return out.join(', ');
}

/** The safe piles of one top, in words: the residues, or all/none for period 1. */
function safeRule(row, period, t) {
  const values = { from: String(period.from), m: String(period.length), list: row.safeResidues.join(', ') };
  if (!row.safeResidues.length) return t('diceSafeNone', values);
  if (Number(period.length) === 1) return t('diceSafeAll', values);
  return t('diceSafeResidues', values);
}

// The safe piles for each top repeat with the period the solver proved
// (crates/core/src/games/dice.rs: a take is at most T, so T equal rows repeat).
export function explain(answer, state, t, { reveal = false } = {}) {
  const e = answer.explanation;
  const period = e.safePeriod;
  const two = Array.isArray(e.top);
  const topText = (top) => (two ? `${top[0]}, ${top[1]}` : String(top));
  const pile = BigInt(e.pile);
  const row = e.safeTable.find((r) => sameTop(r.top, e.top));
  const parts = [h('h3', {}, t('diceTable'))];
  if (two) {
    parts.push(h('p', {}, t('diceTop', { top: topText(e.top) }), safeRule(row, period, t)));
    parts.push(h('p', {}, t('diceEarly', { from: String(period.from), list: runs(row.earlySafe) })));
  } else {
    parts.push(h('table', { class: 'grundy dice-table' },
      h('thead', {}, h('tr', {}, h('th', {}, t('topHeader')), h('th', {}, t('safeResiduesHeader', { m: period.length })), h('th', {}, t('earlySafeHeader', { from: period.from })))),
      h('tbody', {}, e.safeTable.map((r) => h('tr', { class: sameTop(r.top, e.top) ? 'current' : '' },
        h('td', {}, topText(r.top)), h('td', {}, r.safeResidues.join(', ') || '—'), h('td', {}, runs(r.earlySafe)))))));
  }
  parts.push(h('p', { class: 'small' }, t(Number(period.length) === 1 ? 'dicePeriodProof1' : 'dicePeriodProof', { from: String(period.from), length: String(period.length), most: String(e.maxTake), to: String(Number(period.from) + Number(e.maxTake) - 1) })));
  const where = pile < BigInt(period.from)
    ? t('diceNowEarly', { n: String(e.pile), from: String(period.from) })
    : Number(period.length) === 1 ? t('diceNowPeriod1', { n: String(e.pile), from: String(period.from) })
      : t('diceNow', { n: String(e.pile), m: String(period.length), r: String(e.safeResidue) });
  parts.push(h('p', {}, where));
  parts.push(h('p', { class: 'claim', dataset: { outcome: answer.outcome } }, t(answer.outcome === 'P' ? 'diceSafeNow' : 'diceUnsafeNow', { n: String(e.pile), top: topText(e.top) })));
  const winning = candidates(state).filter((move) => {
    const { top, take } = tipped(move, state);
    return BigInt(take) <= pile && safe(e, top, pile - BigInt(take));
  });
  if (winning.length) {
    parts.push(reveal
      ? h('ul', { class: 'winning-takes' }, winning.map((move) => h('li', { class: 'best', dataset: { move: moveKey(move) } },
        t('diceWinningMove', { move: describe(move, t, state), left: String(pile - BigInt(tipped(move, state).take)) }))))
      : h('p', {}, t('diceWinningCount', { count: String(winning.length) })));
  }
  if (e.articleClaim) {
    const claim = e.articleClaim;
    parts.push(h('h3', {}, t('diceClaimTitle')));
    parts.push(h('p', { class: 'note' }, t('diceClaimWrong', { period: claim.truePeriod })));
    parts.push(h('table', { class: 'grundy' },
      h('thead', {}, h('tr', {}, h('th', {}, t('pileHeader')), h('th', {}, t('safeTopsHeader')))),
      h('tbody', {}, claim.multiplesOf8.map((r) => h('tr', {}, h('td', {}, String(r.pile)), h('td', {}, r.safeTops.length ? r.safeTops.join(', ') : t('noTop')))))));
  }
  return parts;
}

export function practice(after, answer, t) {
  const e = answer.explanation;
  const top = Array.isArray(e.top) ? `${e.top[0]}, ${e.top[1]}` : String(e.top);
  return t(answer.outcome === 'P' ? 'dicePracticeSafe' : 'dicePracticeUnsafe', { n: String(e.pile), top });
}
