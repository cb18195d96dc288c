// How a reply to a task is judged: always from what the solver says of the
// task's position when it is asked (the analysis of solver/analysis.js:
// classify and every move with the outcome it leaves), never from an answer
// written down beforehand. The kinds (docs/LEARNING.md): `win` (leave a
// P-position), `lose` (the three-pile article's 让对方获胜: leave the other
// side an N-position), `who-wins` ("N" or "P" for the player to move),
// `nimber`, and `safe` (pick every P-position among `options`).
import { moveKey } from '../page/dom.js';

export const KINDS = ['win', 'lose', 'who-wins', 'nimber', 'safe'];

/** The outcome a move kind asks the move to leave. */
const wanted = (kind) => (kind === 'lose' ? 'N' : 'P');

/** The MoveResult of `move` among the analysis' moves, or undefined (not listed). */
export const resultOf = (analysis, move) => analysis.moves?.find((r) => moveKey(r.move) === moveKey(move));

/** The moves that answer a `win` or `lose` task right, from the analysis of its position (null past moves()'s limit). */
export function rightMoves(kind, analysis) {
  return analysis.moves?.filter((r) => r.outcome === wanted(kind)) ?? null;
}

/** Whether a move that left a position of outcome `left` answers a `win` or `lose` task. */
export const moveIsRight = (kind, left) => left === wanted(kind);

/** The right answer of a `who-wins` or `nimber` task, from the classification of its position, as the answer controls carry it. */
export function rightAnswer(kind, classification) {
  if (kind === 'who-wins') return classification.outcome;
  return classification.nimber === undefined ? null : String(classification.nimber);
}

/**
 * A `safe` reply: the indices picked against the outcomes of the options
 * (one 'P' or 'N' each). {right, wrong: picked but not P, missed: P not picked}.
 */
export function judgeSafe(picked, outcomes) {
  const chosen = new Set(picked);
  const wrong = [...chosen].filter((i) => outcomes[i] !== 'P').sort((a, b) => a - b);
  const missed = outcomes.flatMap((outcome, i) => (outcome === 'P' && !chosen.has(i) ? [i] : []));
  return { right: wrong.length === 0 && missed.length === 0, wrong, missed };
}

/** A task read from JSON (a link, a data-task) with a known kind and states that name a game, else null. */
export function readTask(task) {
  const isState = (state) => Boolean(state) && typeof state === 'object' && typeof state.game === 'string';
  if (!task || typeof task !== 'object' || !KINDS.includes(task.kind) || !isState(task.state)) return null;
  if (task.kind === 'safe' && !(Array.isArray(task.options) && task.options.length >= 2 && task.options.every(isState))) return null;
  return task;
}
