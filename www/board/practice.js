// Practice: after each of the person's moves, whether it kept the win (the
// #practice line, its data-practice, data-kept and data-score), with the
// move that would have kept it and a button to try that instead; the score
// of the game; before the first move, a start lost for the person offered to
// the other side; at the end, the score and the turning point.
//
// From an N-position a good move leaves a P-position; from a P-position, one
// that leaves the opponent the longest win (best_move's choice, the
// articles' 以拖待變) where remoteness is known.
import { h, moveKey } from '../page/dom.js';
import { known } from '../solver/analyses.js';
import { drawMoves, storyText } from './story.js';

/** Practice's marks of the moves on the board (those undone keep theirs for a redo). */
export const played = (s) => s.marks.slice(0, s.moves.length).filter((m) => m !== undefined);

function score(s) {
  const marked = played(s);
  const good = marked.filter(Boolean).length;
  return { text: s.t('practiceScore', { kept: good, all: marked.length }), mark: `${good}/${marked.length}` };
}

/** The #practice line: `children`, with `data` as its data-* (and no other). */
export function showPractice(s, children, data = {}) {
  const feedback = s.part('practice');
  if (!feedback) return;
  for (const name of Object.keys(feedback.dataset)) delete feedback.dataset[name];
  Object.assign(feedback.dataset, data);
  feedback.replaceChildren(...children);
  feedback.hidden = children.length === 0;
  if (!children.length) s.judged = -1;
}

/** Judges the person's move `index` from `before` to `after` (whose `analysis` has come). */
export function judge(s, { before, after, index }, analysis) {
  const { t } = s;
  const prior = known(before);
  if (!prior) return;
  const was = prior.classification;
  const now = analysis.classification;
  let kept;
  let key;
  if (was.outcome === 'N') {
    kept = now.outcome === 'P';
    key = kept ? 'practiceKept' : 'practiceLost';
  } else {
    const hardest = prior.best?.remoteness;
    kept = hardest === undefined || now.remoteness === undefined || now.remoteness >= hardest;
    key = kept ? 'practiceDelayed' : 'practiceHurried';
  }
  s.marks[index] = kept;
  s.judged = index;
  let why = '';
  try {
    why = s.view.practice?.(after, now, t) ?? '';
  } catch {
    // A drawing without practice words still says whether the move kept the win.
  }
  // After a mistake, the move that would have kept the win, and a button to try it.
  const better = !kept && prior.best ? prior.best.move : null;
  const gap = t('sentenceGap');
  const lines = [h('span', {}, [t(key), why].filter(Boolean).join(gap))];
  if (better) {
    lines.push(gap, t(was.outcome === 'N' ? 'practiceBetter' : 'practiceLonger'), gap,
      h('strong', { dataset: { move: moveKey(better) } }, s.describe(better, before)), ' ',
      h('button', { type: 'button', class: 'try', onclick: () => s.actions.tryInstead(index, better) }, t('practiceTry')));
  }
  const { text, mark } = score(s);
  lines.push(gap, text);
  showPractice(s, lines, { practice: '', kept: String(kept), score: mark });
  s.announce(lines.map((l) => (typeof l === 'string' ? l : l.textContent)).join(''));
  drawMoves(s);
}

/** At the end of a game in practice: the score (the last verdict's) and the turning point. */
export function practiceEnd(s) {
  const feedback = s.part('practice');
  if (s.practice && feedback?.dataset.practice !== undefined) feedback.append(s.t('sentenceGap'), h('span', { class: 'practice-end' }, storyText(s, true)));
}

// In practice, before the first move: a start lost for the person says so, and offers to move second.
export function drawPracticeStart(s, analysis) {
  const feedback = s.part('practice');
  if (!feedback || feedback.dataset.practice !== undefined) return;
  const lost = s.practice && s.moves.length === 0 && s.mover === 0 && analysis && !analysis.over
    && analysis.classification.outcome === 'P';
  if (!lost) {
    if (feedback.dataset.lostStart !== undefined) showPractice(s, []);
    return;
  }
  const people = s.opponent === 'human';
  const offer = people ? [] : [' ', h('button', { type: 'button', class: 'try', onclick: s.actions.moveSecond }, s.t('practiceMoveSecond'))];
  showPractice(s, [s.t(people ? 'practiceLostStartHuman' : 'practiceLostStart'), ...offer], { lostStart: '' });
}
