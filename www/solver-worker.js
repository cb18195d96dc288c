// The solver in a Worker, for the computer's move: the page stays responsive
// however long a search takes, and a search can be stopped by ending the
// Worker. It receives the already compiled wasm module, so the wasm is
// fetched once per page.
import { initSync, best_move, moves } from './pkg/nimlab.js';

/** What `think` asks for (solver.js runs them itself where no Worker may start). */
export const tasks = { best_move, moves };

if (typeof WorkerGlobalScope !== 'undefined') self.onmessage = ({ data }) => {
  if (data.module) {
    initSync({ module: data.module });
    return;
  }
  const { id, fn, args } = data;
  try {
    self.postMessage({ id, result: tasks[fn](...args) });
  } catch (error) {
    self.postMessage({ id, error: { message: error.message, code: error.code } });
  }
};
