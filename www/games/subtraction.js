// Take 1..k (001): one pile of stones; click the i-th stone from the top to
// take i, up to k.
import { h } from '../page/dom.js';
import { pileHelp, stonePile } from './pile.js';

export function render(container, { state, hints, disabled, t, onMove }) {
  container.replaceChildren(
    pileHelp(state.pile, t, t('subtractionHelp', { k: String(state.max) })),
    stonePile({ pile: state.pile, limit: state.max, hints, disabled, t, onMove }),
  );
}

export function describe(move, t) {
  return t('moveTake', { n: String(move.take) });
}

export function rule(state, t) {
  return t(state.misere ? 'subtractionRuleLineMisere' : 'subtractionRuleLine', { k: String(state.max) });
}

const valuesOf = (e) => ({ n: String(e.pile), k: String(e.max), m: String(e.modulus), q: String(e.quotient), r: String(e.residue) });

// 001: n = q(k+1) + r; the safe piles are the multiples of k+1 (misère: one more).
export function explain(answer, state, t, { reveal = false } = {}) {
  const e = answer.explanation;
  const values = valuesOf(e);
  const parts = [
    h('h3', {}, t('subtractionTitle')),
    h('p', {}, t('subtractionDivision', values)),
    h('p', {}, t(e.rule === 'misere' ? 'subtractionRuleMisere' : 'subtractionRule', values)),
    h('p', {}, t('safePilesList', { list: `${e.safePiles.join(', ')}, …` })),
  ];
  const claim = e.formula === 'empty' ? 'subtractionOverMisere' : answer.outcome === 'P' ? 'subtractionSafe' : 'subtractionUnsafe';
  parts.push(h('p', { class: 'claim', dataset: { outcome: answer.outcome } }, t(claim, values)));
  if (e.take !== null && e.take !== undefined) {
    parts.push(reveal
      ? h('p', { class: 'best', dataset: { move: JSON.stringify({ take: e.take }) } }, t('subtractionTake', { take: String(e.take), target: String(e.target) }))
      : h('p', {}, t(e.rule === 'misere' ? 'subtractionHiddenMisere' : 'subtractionHidden', values)));
  } else if (answer.outcome === 'P' && BigInt(e.pile) > 0n) {
    parts.push(h('p', {}, t('subtractionNoTake')));
  }
  return parts;
}

export function practice(after, answer, t) {
  const e = answer.explanation;
  if (e.formula === 'empty') return t('subtractionOverMisere');
  return t(answer.outcome === 'P' ? 'subtractionPracticeSafe' : 'subtractionPracticeUnsafe', valuesOf(e))
    + (e.rule === 'misere' ? t('subtractionPracticeMisere') : '');
}
