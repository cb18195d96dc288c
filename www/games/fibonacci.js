// Fibonacci Nim (雙倍遊戲, 001) and its m-times rule: one pile; each take is at
// most m times the opponent's last take (the opening: anything but the whole pile).
import { h } from '../page/dom.js';
import { pileHelp, stonePile } from './pile.js';

const SHOWN_TERMS = 24;

/** The most the player to move may take. */
export function limitOf(state) {
  const pile = BigInt(state.pile);
  if (state.lastTake === undefined || state.lastTake === null) return pile > 0n ? pile - 1n : 0n;
  const most = BigInt(state.multiplier ?? 2) * BigInt(state.lastTake);
  return most < pile ? most : pile;
}

const opening = (state) => state.lastTake === undefined || state.lastTake === null;

export function render(container, { state, hints, disabled, t, onMove }) {
  const limit = limitOf(state);
  const m = String(state.multiplier ?? 2);
  let line;
  if (limit === 0n) line = t(BigInt(state.pile) === 0n ? 'fibonacciCase_game-over' : 'fibonacciCase_no-move');
  else if (opening(state)) line = t('fibonacciOpening', { limit: String(limit) });
  else line = t('fibonacciLimit', { last: String(state.lastTake), m, limit: String(limit) });
  container.replaceChildren(
    pileHelp(state.pile, t, t('fibonacciHelp', { m })),
    h('p', { class: 'limit' }, line),
    stonePile({ pile: state.pile, limit, hints, disabled, t, onMove }),
  );
}

export function describe(move, t) {
  return t('moveTake', { n: String(move.take) });
}

export function rule(state, t) {
  return t('fibonacciRuleLine', { m: String(state.multiplier ?? 2) });
}

/** `n = a + b + …`, or `n` alone when it is itself one term (never "8 = 8"). */
const sumOf = (n, terms) => (terms.length === 1 ? String(n) : `${n} = ${terms.map(String).join(' + ')}`);

// Schwenk: the losing piles are H1 = 1, H(j+1) = H(j) + H(l), l least with
// m·H(l) ≥ H(j); write the pile greedily in the H's: the player to move wins
// iff its smallest term is within the limit, and a take t wins iff the pile
// it leaves is empty or has its smallest term above m·t.
export function explain(answer, state, t, { reveal = false } = {}) {
  const e = answer.explanation;
  const m = String(e.multiplier);
  const terms = e.sequence.slice(0, SHOWN_TERMS);
  const parts = [
    h('h3', {}, t('fibonacciSequence', { m })),
    h('p', {}, t(String(e.multiplier) === '2' ? 'fibonacciRule2' : 'fibonacciRuleM', { m })),
    h('p', { class: 'sequence' }, `H = ${terms.join(', ')}${BigInt(e.sequenceCount) > BigInt(terms.length) ? ', …' : ''}`),
  ];
  const values = { n: String(e.pile), smallest: String(e.smallestTerm), limit: String(e.limit), m };
  if (e.representation.length) {
    parts.push(h('p', {}, t('fibonacciRepresentation', { m, n: String(e.pile), sum: sumOf(e.pile, e.representation.map((r) => r.term)) })));
    if (e.digits && e.digits.length <= 40) parts.push(h('p', { class: 'small' }, t('fibonacciDigits', { digits: e.digits })));
  }
  parts.push(h('p', { class: 'claim', dataset: { outcome: answer.outcome } }, t(`fibonacciCase_${e.case}`, values)));
  const winning = e.winningTakes ?? [];
  if (winning.length) {
    parts.push(h('p', {}, t(reveal ? 'fibonacciWinningTakes' : 'fibonacciWinningCount', { count: String(winning.length) })));
    if (reveal) {
      parts.push(h('ul', { class: 'winning-takes' }, winning.map((w) => h('li', { class: 'best', dataset: { move: JSON.stringify({ take: w.take }) } },
        w.after.length
          ? t('fibonacciTakeLeaves', { take: String(w.take), left: String(BigInt(e.pile) - BigInt(w.take)), sum: sumOf(BigInt(e.pile) - BigInt(w.take), w.after), smallest: String(w.after.at(-1)), most: String(BigInt(e.multiplier) * BigInt(w.take)), m })
          : t('fibonacciTakeAll', { take: String(w.take) })))));
    }
  }
  if (reveal) parts.push(h('p', { class: 'note' }, t('fibonacciQuestion')));
  return parts;
}

export function practice(after, answer, t) {
  const e = answer.explanation;
  if (!e.representation.length) return t('fibonacciCase_game-over');
  return t(answer.outcome === 'P' ? 'fibonacciPracticeSafe' : 'fibonacciPracticeUnsafe', {
    n: String(e.pile), sum: sumOf(e.pile, e.representation.map((r) => r.term)), smallest: String(e.smallestTerm), limit: String(e.limit),
  });
}
