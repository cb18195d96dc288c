// The Why panel (#why, #explain, #reveal): whether the position is safe for
// whoever left it, the winning move when asked for (or with hints), the
// drawing's own explanation, the articles it cites, and at the end who won
// and how the game went; and why a position cannot be played, wherever that
// is said.
import { h, moveKey } from '../page/dom.js';
import { errorMessage, errorText } from '../strings/index.js';
import { capital, storyText } from './story.js';

// The articles the words cite (docs/GAMES.md, "The articles"), each named
// as a reader knows it (sourceName…) and given in full once under the Why panel.
const ARTICLES = ['000', '001', '003', '004'];

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

/** Who won and why, in one sentence true under the rule (at the start: that nothing is left to play, and who has lost). */
export function endText(s, state, analysis, won) {
  const { t } = s;
  const name = s.nameOf(won);
  if (analysis.classification.winner !== undefined) return t('endParity', { name });
  const loser = s.nameOf(1 - won);
  if (s.moves.length === 0) return t(state.misere ? 'endStartMisere' : 'endStartNormal', { name: s.nameOf(s.mover) });
  return t(state.misere ? 'endMisere' : 'endNormal', { name: s.nameOf(1 - s.mover), winner: name, loser });
}

/** A line giving in full each article the panel names (its title, author and year), so that no short name is left unexplained. */
export function sources(t, parts) {
  const text = parts.map((node) => (node instanceof Node ? node.textContent : '')).join(' ');
  const cited = ARTICLES.filter((code) => text.includes(t(`sourceName${code}`)));
  if (cited.length === 0) return [];
  return [h('p', { class: 'small sources' }, t('sourcesTitle'), t('sentenceGap'),
    cited.map((code) => t(`source${code}`)).join(t('sourcesSeparator')))];
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
    // The same words whoever wins: the label is no answer.
    button.textContent = t('reveal');
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
  // Hints off: the answer waits until the reader asks for it (a puzzle is not solved at load).
  if (!revealed && !s.asked) {
    explain.replaceChildren(h('p', { class: 'small' }, t('whyWaits')),
      h('p', {}, h('button', { type: 'button', class: 'ask', onclick: s.actions.ask }, t('whoWins'))));
    return;
  }
  const parts = [h('p', { class: `position position-${answer.outcome}`, tabindex: -1, dataset: { outcome: answer.outcome } },
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
