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

/** Whether the mistake `m` is no longer on the board: taken back, and not played again. */
const takenBack = (s, m) => m.ply >= s.moves.length || moveKey(s.states[m.ply]) !== m.from || moveKey(s.moves[m.ply]) !== moveKey(m.move);

/**
 * The game's score in practice, `gameover`'s detail.score: `moves` the
 * person's moves judged (on the board, and the mistakes taken back), `kept`
 * those that kept the win, `mistakes` every move that did not, as
 * {ply, move, better} (ply: the moves played before it; better: the move
 * that would have kept the win, or held out longest, null if none is known).
 */
export function practiceScore(s) {
  const { moves, kept } = tally(s);
  return { moves, kept, mistakes: s.mistakes.map(({ ply, move, better }) => ({ ply, move, better })) };
}

/** The moves judged, those kept, and the mistakes taken back. */
function tally(s) {
  const marked = played(s);
  const back = s.mistakes.filter((m) => takenBack(s, m)).length;
  return { moves: marked.length + back, kept: marked.filter(Boolean).length, back };
}

function score(s) {
  const { moves, kept, back } = tally(s);
  const said = [s.t('practiceScore', { kept, all: moves })];
  if (back) said.push(s.t('practiceTakenBack', { n: back }));
  const text = said.join(s.t('sentenceGap'));
  return { text, mark: `${kept}/${moves}` };
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

/** Keeps a mistake for the score, once: played again after an undo, it is the same mistake. */
function noteMistake(s, mistake) {
  const same = (m) => m.ply === mistake.ply && m.from === mistake.from && moveKey(m.move) === moveKey(mistake.move);
  if (!s.mistakes.some(same)) s.mistakes.push(mistake);
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
  if (!kept) noteMistake(s, { ply: index, from: moveKey(before), move: s.moves[index], better });
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
  s.feedbackDue = !kept;
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

// After a mistake, the verdict and the better move are where the eyes are:
// once the computer has replied (the board no longer changes under them),
// the #practice line is scrolled into view, as little as it takes. Only on a
// page of its own: an element never scrolls the page that holds it.
export function bringFeedback(s) {
  if (!s.feedbackDue || s.computerMoves) return;
  s.feedbackDue = false;
  const feedback = s.part('practice');
  if (feedback && !feedback.hidden && feedback.getRootNode() === document) feedback.scrollIntoView({ block: 'nearest' });
}
