// What the session draws and plays from, one answer a position, worked out
// in the solver's Worker (`think('analyse', state)`, solver-requests.js): the
// verdict with its explanation, the moves with their outcomes (null past
// moves()'s limit), the best move, 003's move that lets the other side win,
// and whether the game is over.
import { best_move, classify, moves, __nimlab_over } from './engine.js';

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

/** `{classification, moves, best, lose, over}` of `state`. */
export function analyse(state) {
  const answer = classify(state);
  return {
    classification: { ...answer, explanation: answer.explanation },
    moves: listed(state),
    best: slim(best_move(state)),
    lose: slim(best_move(state, { aim: 'lose' })),
    over: __nimlab_over(state),
  };
}
