// What a board draws and plays from, one answer a position, worked out in
// the solver's Worker (`analyse` of requests.js): the verdict with its
// explanation, the moves with their outcomes, the computer's move, 003's
// move that lets the other side win, and whether the game is over.
//
// Each is its own question of the solver, so that one it cannot answer
// (`too-large`: more moves than moves() lists, a search past its budget)
// sinks only itself, and each has a fallback the rules allow. Only a state
// the solver refuses, or a verdict it cannot give, refuses the analysis. It
// is a generator, one question a step: the Worker runs it at once, the
// page's thread (where no Worker may start) one step a task.
import { best_move, classify, moves, __nimlab_over } from './engine.js';

/** A MoveResult without its state: the board needs the move and its outcome only. */
function slim(result) {
  if (!result) return result;
  const { state, ...rest } = result;
  return rest;
}

/** `question()`, or undefined when the solver cannot answer it. */
function attempt(question) {
  try {
    return question();
  } catch {
    return undefined;
  }
}

// Whether leaving `a` hands the opponent an easier win than leaving `b`, as
// best_move's `aim: "lose"` ranks moves (shared/API.md): a move to N before
// one to P; among N the nearest end (a known remoteness first), among P the
// farthest. Remoteness may be a BigInt: only compared, never added.
function easier(a, b) {
  if (a.outcome !== b.outcome) return a.outcome === 'N';
  if (a.outcome === 'P') return (a.remoteness ?? 0) > (b.remoteness ?? 0);
  return a.remoteness !== undefined && (b.remoteness === undefined || a.remoteness < b.remoteness);
}

/** 003's move among the listed moves, as best_move's `aim: "lose"` chooses it. */
function easiest(listed) {
  let chosen = null;
  for (const result of listed) if (!chosen || easier(result, chosen)) chosen = result;
  return chosen;
}

/**
 * `{classification, moves, best, lose, over}` of `state`: `moves` is null
 * past moves()'s limit; `best` is best_move's, else a move to P among the
 * listed, else any; `lose` is the listed move best_move's `aim: "lose"`
 * would choose, else (not listed) best_move's, else the best move: in a
 * P-position every move leaves N; in an N-position (only where the solver
 * finds no move to N without listing every move) it keeps the game going.
 * Each `yield` ends one step.
 */
export function* analyse(state) {
  const over = __nimlab_over(state);
  yield;
  const answer = classify(state);
  yield;
  const classification = { ...answer, explanation: answer.explanation };
  if (over) return { classification, moves: [], best: null, lose: null, over };
  yield;
  const listed = attempt(() => moves(state).map(slim)) ?? null;
  yield;
  const best = attempt(() => slim(best_move(state)))
    ?? listed?.find((result) => result.outcome === 'P') ?? listed?.[0] ?? null;
  yield;
  // The listed moves already hold what 003's move is chosen by: asking
  // best_move would search every one of them again. Past moves()'s limit,
  // best_move finds one without listing them all.
  let lose = listed ? easiest(listed) : attempt(() => slim(best_move(state, { aim: 'lose' })));
  if (lose === undefined || lose === null) lose = best;
  return { classification, moves: listed, best, lose, over };
}
