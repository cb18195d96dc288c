// The solver in a Worker (solver.js): the page stays responsive however long
// a search takes, and ending the Worker stops one. It receives the compiled
// modules (the base engine's, and the full one's once the page has loaded
// it: engine.js), so each wasm is fetched once a page, and answers one
// question at a time, in the order they came. The glue makes a poisoned
// instance anew by itself (crates/wasm/js/guard.js).
import { startBase, startFull } from './engine.js';
import { requests } from './requests.js';
import { posted } from './posted.js';

// A request may be a generator of steps (the page's thread takes one a task); here all at once.
function drained(result) {
  if (Object.prototype.toString.call(result) !== '[object Generator]') return result;
  let step = result.next();
  while (!step.done) step = result.next();
  return step.value;
}

// One message after another: an engine's glue is imported before the questions that follow it.
let queue = Promise.resolve();
self.onmessage = ({ data }) => {
  queue = queue.then(() => answer(data));
};

async function answer(data) {
  if (data.module || data.full) {
    await (data.module ? startBase(data.module) : startFull(data.full));
    self.postMessage({ ready: true });
    return;
  }
  const { id, fn, args } = data;
  let reply;
  try {
    if (!Object.hasOwn(requests, fn)) throw Object.assign(new Error(`no such request: ${fn}`), { code: 'bad-state' });
    reply = { id, result: drained(requests[fn](...args)) };
  } catch (error) {
    reply = { id, error: posted(error) };
  }
  try {
    self.postMessage(reply);
  } catch {
    self.postMessage({ id, error: { message: reply.error?.message ?? 'the answer could not be sent', code: reply.error?.code ?? 'too-large' } });
  }
}
