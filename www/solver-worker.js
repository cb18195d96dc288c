// The solver in a Worker, for the computer's move: the page stays responsive
// however long a search takes, and a search can be stopped by ending the
// Worker. It receives the already compiled wasm module, so the wasm is
// fetched once per page.
import { initSync } from './pkg/nimlab.js';
import { tasks } from './solver-tasks.js';

self.onmessage = ({ data }) => {
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
