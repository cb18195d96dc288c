// Take 1..k (001): one pile of stones; click the i-th stone from the top to
// take i, up to k.
import { h } from '../dom.js';
import { stonePile } from './pile.js';

export function render(container, { state, hints, disabled, t, onMove }) {
  container.replaceChildren(
    h('p', { class: 'help' }, t('subtractionHelp', { k: String(state.max) })),
    stonePile({ pile: state.pile, limit: state.max, hints, disabled, t, onMove }),
  );
}

export function describe(move, t) {
  return t('moveTake', { n: String(move.take) });
}

// n = q(k+1) + r: the safe piles are the multiples of k+1 (misère: one more).
export function explain(answer, state, t) {
  const e = answer.explanation;
  const values = { n: String(e.pile), k: String(e.max), m: String(e.modulus), q: String(e.quotient), r: String(e.residue), s: String(e.safeResidue) };
  const parts = [
    h('h3', {}, t('subtractionTitle')),
    h('p', {}, t('subtractionDivision', values)),
    h('p', {}, t(e.rule === 'misere' ? 'subtractionRuleMisere' : 'subtractionRule', values)),
    h('p', {}, t('safePilesList', { list: `${e.safePiles.join(', ')}, …` })),
  ];
  if (e.take !== null && e.take !== undefined) {
    parts.push(h('p', { class: 'best' }, t('subtractionTake', { take: String(e.take), target: String(e.target) })));
  } else if (e.formula !== 'empty') {
    parts.push(h('p', {}, t('subtractionNoTake')));
  }
  return parts;
}
