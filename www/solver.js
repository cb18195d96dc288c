// Loads the wasm solver once, from next to this module, whoever asks first;
// and runs the computer's searches in a Worker that shares the same module.
import init, * as nimlab from './pkg/nimlab.js';
import { tasks } from './solver-tasks.js';

const wasmUrl = new URL('./pkg/nimlab_bg.wasm', import.meta.url);
let compiling = null;
let loading = null;

function compiled() {
  compiling ??= WebAssembly.compileStreaming(fetch(wasmUrl));
  return compiling;
}

/** The API of shared/API.md, once the wasm is instantiated. */
export function loadSolver() {
  loading ??= compiled().then((module) => init({ module_or_path: module })).then(() => ({
    classify: nimlab.classify,
    best_move: nimlab.best_move,
    bestMove: nimlab.bestMove,
    moves: nimlab.moves,
    play: nimlab.play,
    games: nimlab.games,
    f: nimlab.f,
  }));
  return loading;
}

let worker = null;
let asked = 0;
const pending = new Map();

function startWorker(module) {
  const started = new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module' });
  started.postMessage({ module });
  started.onmessage = ({ data }) => {
    const request = pending.get(data.id);
    pending.delete(data.id);
    if (!request) return;
    if (data.error) request.reject(Object.assign(new Error(data.error.message), { code: data.error.code }));
    else request.resolve(data.result);
  };
  return started;
}

// A Worker's script must be of the page's origin: an element loaded from
// another (a CDN) runs the Worker's tasks on the page's thread instead.
const workerAllowed = () => new URL(import.meta.url).origin === globalThis.location?.origin;

/** `fn(...args)` of the API (best_move or moves), answered by the Worker. */
export async function think(fn, ...args) {
  if (!workerAllowed()) {
    await loadSolver();
    return tasks[fn](...args);
  }
  const module = await compiled();
  worker ??= startWorker(module);
  asked += 1;
  const id = asked;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, fn, args });
  });
}

/** Stops every search under way; their promises reject with `cancelled`. */
export function stopThinking() {
  worker?.terminate();
  worker = null;
  for (const { reject } of pending.values()) reject(Object.assign(new Error('cancelled'), { cancelled: true }));
  pending.clear();
}
