// The solver in a Worker: everything the page draws from the solver (the
// verdict, the moves with their outcomes, the best move, the explanation,
// whether the game is over) and the computer's move, so the page's thread
// stays free however long a search takes, and a search can be stopped by
// ending the Worker. It receives the already compiled wasm module, so the
// wasm is fetched once per page.
import { initSync, best_move, classify, moves } from './pkg/nimlab.js';

/** MoveResult without its state: the board needs the move and its outcome only. */
const slim = (result) => {
  if (!result) return result;
  const { state, ...rest } = result;
  return rest;
};

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
 * the core does not yet read `{aim: 'lose'}` its answer is the winning move:
 * then the N-leaving move of least remoteness is taken from the list.
 */
function lose(state, list) {
  const asked = best_move(state, { aim: 'lose' });
  if (!asked || asked.outcome === 'N' || !list) return asked;
  const left = list.filter((r) => r.outcome === 'N').sort((a, b) => (a.remoteness ?? 0) - (b.remoteness ?? 0));
  return left[0] ?? asked;
}

/** What the session draws and plays from, one answer a position. */
function analyse(state) {
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

const api = { analyse, best_move, moves };

self.onmessage = ({ data }) => {
  if (data.module) {
    initSync({ module: data.module });
    return;
  }
  const { id, fn, args } = data;
  try {
    self.postMessage({ id, result: api[fn](...args) });
  } catch (error) {
    self.postMessage({ id, error: { message: error.message, code: error.code } });
  }
};
