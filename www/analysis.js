// What the session draws and plays from, one answer a position, worked out
// in the solver's Worker (solver-worker.js answers `think('analyse', state)`):
// the verdict with its explanation, the moves with their outcomes (null past
// moves()'s limit), the best move, 003's move that lets the other side win,
// and whether the game is over.
import { best_move, classify, moves } from './pkg/nimlab.js';

/** A MoveResult without its state: the board needs the move and its outcome only. */
function slim(result) {
  if (!result) return result;
  const { state, ...rest } = result;
  return rest;
}

function listed(state) {
  try {
    return moves(state).map(slim);
  } catch (error) {
    if (error.code === 'too-large') return null;
    throw error;
  }
}

/**
 * 003's opponent: a move leaving the other side a winning (N) position. Where
 * the core does not read `{aim: 'lose'}` its answer is the winning move: then
 * the N-leaving move of least remoteness is taken from the list.
 */
function lose(state, list) {
  const asked = best_move(state, { aim: 'lose' });
  if (!asked || asked.outcome === 'N' || !list) return asked;
  const left = list.filter((r) => r.outcome === 'N').sort((a, b) => (a.remoteness ?? 0) - (b.remoteness ?? 0));
  return left[0] ?? asked;
}

/** `{classification, moves, best, lose, over}` of `state`. */
export function analyse(state) {
  const answer = classify(state);
  const list = listed(state);
  const best = best_move(state);
  return {
    classification: { ...answer, explanation: answer.explanation },
    moves: list,
    best: slim(best),
    lose: best && slim(lose(state, list)),
    over: best === null,
  };
}
