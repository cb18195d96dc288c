// The solver in a Worker, for the computer's move and the session's analysis
// of each position (analysis.js): the page stays responsive
// however long a search takes, and a search can be stopped by ending the
// Worker. It receives the already compiled wasm module, so the wasm is
// fetched once per page.
import { initSync, best_move, moves } from './pkg/nimlab.js';
import { analyse } from './analysis.js';

const api = { best_move, moves, analyse };

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
