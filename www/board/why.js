// The Why panel (#why, #explain, #reveal): whether the position is safe for
// whoever left it, the winning move when asked for (or with hints), the
// drawing's own explanation, the articles it cites, and at the end who won
// and how the game went; and why a position cannot be played, wherever that
// is said.
import { h, moveKey } from '../page/dom.js';
import { errorMessage, errorText } from '../strings/index.js';
import { capital, storyText } from './story.js';

// The articles the words cite (shared/seeds), explained once under the Why
// panel: 000 to 004 standing alone, not a number in binary (after "=", in a table).
const ARTICLES = /(?<![=⊕]\s*)\b00[0-4]\b/g;

/**
 * Why `state` cannot be played here, in the reader's language: the solver's
 * reason and, when it is only too large, what would work instead.
 */
export function refusalText(error, state, t) {
  const said = errorMessage(error, t);
  if (error?.code !== 'too-large') return t('badState', { error: said });
  const reason = said.replace(/[.。]$/, '');
  const advice = state?.misere ? 'refusedMisere' : state?.game === 'sum' ? 'refusedSum' : 'refusedSmaller';
  return t('refused', { reason, advice: t(advice) });
}

/** Who won and why, in one sentence true under the rule. */
function endText(s, state, analysis, won) {
  const { t } = s;
  const name = s.nameOf(won);
  if (analysis.classification.winner !== undefined) return t('endParity', { name });
  const loser = s.nameOf(1 - won);
  if (s.moves.length === 0) return t(state.misere ? 'endStartMisere' : 'endStartNormal', { name: s.nameOf(s.mover) });
  return t(state.misere ? 'endMisere' : 'endNormal', { name: s.nameOf(1 - s.mover), winner: name, loser });
}

/** A line naming each article the panel cites (000 to 004), so that "001" is never left unexplained. */
export function sources(t, parts) {
  const cited = new Set();
  for (const node of parts) {
    if (!(node instanceof Node)) continue;
    const walk = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) {
      if (!walk.currentNode.parentElement?.closest('table')) for (const code of walk.currentNode.data.match(ARTICLES) ?? []) cited.add(code);
    }
  }
  if (cited.size === 0) return [];
  return [h('p', { class: 'small sources' }, t('sourcesTitle'), t('sentenceGap'),
    [...cited].sort().map((code) => t(`source${code}`)).join(t('sourcesSeparator')))];
}

/** The Why panel of `state`: `analysis` once it has come, `won` the side that won (or null), `failed` the refusal. */
export function drawWhy(s, state, analysis, won, failed) {
  const { t } = s;
  const why = s.part('why');
  const explain = s.part('explain');
  // A board without a Why panel (a lesson's or a puzzle's task) says nothing of the position.
  if (!explain) return;
  const button = s.part('reveal');
  const revealed = s.hints || s.reveal;
  const lost = analysis?.classification.outcome === 'P';
  if (button) {
    button.hidden = revealed || !analysis || analysis.over;
    button.textContent = t(lost ? 'revealLost' : 'reveal');
  }
  if (!analysis) {
    why?.removeAttribute('data-outcome');
    const said = failed ? refusalText(failed, state, t) : s.stopped === state ? s.stoppedText : t('analysing');
    explain.replaceChildren(h('p', { class: failed ? 'error' : 'small' }, said));
    return;
  }
  const answer = analysis.classification;
  if (why) why.dataset.outcome = answer.outcome;
  if (why?.hidden) return;
  if (won !== null) {
    const story = storyText(s, false);
    explain.replaceChildren(h('p', { class: 'position end', dataset: { outcome: answer.outcome } }, capital(endText(s, state, analysis, won))),
      story ? h('p', {}, story) : '');
    return;
  }
  const parts = [h('p', { class: `position position-${answer.outcome}`, dataset: { outcome: answer.outcome } },
    t(answer.outcome === 'P' ? 'positionP' : 'positionN'))];
  if (s.hints && answer.remoteness !== undefined) parts.push(h('p', {}, t(lost ? 'remotenessP' : 'remoteness', { n: answer.remoteness })));
  if (s.hints) parts.push(h('p', { class: 'small' }, t('hintLegend')));
  if (revealed && analysis.best) {
    const { move, remoteness } = analysis.best;
    const named = h('strong', { tabindex: -1, dataset: { move: moveKey(move) } }, s.describe(move, state));
    const [before, after] = t(lost ? (remoteness === undefined ? 'holdOut' : 'holdOutLongest') : 'bestMove', { move: '\u0000', n: remoteness }).split('\u0000');
    parts.push(h('p', { class: 'best' }, before, named, after));
  }
  try {
    parts.push(...s.view.explain(answer, state, t, { reveal: revealed }));
  } catch (error) {
    parts.push(h('p', { class: 'error' }, errorText(error, t)));
  }
  parts.push(...sources(t, parts));
  explain.replaceChildren(...parts);
}
