// Loads the wasm solver once, from next to this module, whoever asks first;
// and runs the computer's searches in a Worker that shares the same module.
// A failed load is not kept: the next loadSolver() (a later element, a
// retry button) tries again. Errors carry `code: 'load-failed'` and say
// which file failed and why, in words a page can show.
import init, * as nimlab from './pkg/nimlab.js';

const wasmUrl = new URL('./pkg/nimlab_bg.wasm', import.meta.url);
const workerUrl = new URL('./solver-worker.js', import.meta.url);
/** Attempts at fetching the wasm, and the wait before the second (doubling after). */
const ATTEMPTS = 4;
const BACKOFF_MS = 300;

let compiling = null;
let loading = null;

const failure = (message, cause) => Object.assign(new Error(message, { cause }), { code: 'load-failed' });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The load failure `error` (of fetching or compiling `file`) told for a person. */
function explain(error, file) {
  const said = String(error?.message ?? error);
  if (/Content.Security.Policy|CSP|unsafe-eval|wasm-eval/i.test(said)) {
    return failure(`the page's Content-Security-Policy does not allow WebAssembly, so nimlab cannot run ${file}: add 'wasm-unsafe-eval' to its script-src (script-src 'self' 'wasm-unsafe-eval')`, error);
  }
  if (globalThis.location?.protocol === 'file:') {
    return failure(`a page opened from file:// cannot load ${file}: run \`npm start\` in the nimlab folder and open http://localhost:8080/ (or serve the folder over http)`, error);
  }
  return failure(`nimlab could not load ${file}: ${said}`, error);
}

/** The wasm module, fetched with retries (network errors, 5xx, 408, 429) and compiled. */
async function fetchModule({ fetch: get = globalThis.fetch, backoff = BACKOFF_MS } = {}) {
  const file = wasmUrl.href;
  let last = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (attempt > 0) await sleep(backoff * 2 ** (attempt - 1));
    let response;
    try {
      response = await get(wasmUrl);
    } catch (error) {
      last = explain(error, file);
      if (globalThis.location?.protocol === 'file:') break;
      continue;
    }
    if (!response.ok) {
      last = failure(`nimlab could not load ${file}: the server answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
      if (response.status >= 500 || response.status === 408 || response.status === 429) continue;
      break;
    }
    try {
      return await WebAssembly.compile(await response.arrayBuffer());
    } catch (error) {
      throw explain(error, file);
    }
  }
  throw last;
}

function compiled(options) {
  compiling ??= fetchModule(options).catch((error) => {
    compiling = null;
    throw error;
  });
  return compiling;
}

/**
 * The API of shared/API.md, once the wasm is instantiated. Besides it, not
 * enumerable (so not copied onto `window`): `over(state)`, whether the game
 * is over, read off the position; `workerMode`, `'worker'` or, where the
 * page forbids the Worker, `'main-thread'` (`think` then answers on the
 * page's thread, each answer bounded by the solver's search budget).
 * `options` (`fetch`, `backoff` in ms) are for tests.
 */
export function loadSolver(options) {
  loading ??= compiled(options)
    .then((module) => init({ module_or_path: module }))
    .then(() => {
      const api = {
        classify: nimlab.classify,
        best_move: nimlab.best_move,
        bestMove: nimlab.bestMove,
        moves: nimlab.moves,
        play: nimlab.play,
        games: nimlab.games,
        f: nimlab.f,
      };
      return Object.defineProperties(api, {
        over: { value: nimlab.__nimlab_over },
        workerMode: { get: () => mode },
      });
    })
    .catch((error) => {
      loading = null;
      throw error.code ? error : explain(error, wasmUrl.href);
    });
  return loading;
}

let worker = null;
let mode = 'worker';
let asked = 0;
const pending = new Map();

/** A Worker's URL through a Trusted Types policy where the page enforces them. */
let policy;
function scriptUrl() {
  const types = globalThis.trustedTypes;
  if (!types) return workerUrl;
  policy ??= types.createPolicy('nimlab-solver', {
    createScriptURL: (url) => {
      if (url !== workerUrl.href) throw new TypeError(`nimlab's policy makes only ${workerUrl.href}`);
      return url;
    },
  });
  return policy.createScriptURL(workerUrl.href);
}

/** A thrown Error from what the Worker posted: message, code and every other property. */
function revive(posted) {
  return Object.assign(new Error(posted.message), posted);
}

function startWorker(module) {
  const started = new Worker(scriptUrl(), { type: 'module' });
  let answered = false;
  started.postMessage({ module });
  started.onmessage = ({ data }) => {
    answered = true;
    const request = pending.get(data.id);
    pending.delete(data.id);
    if (!request) return;
    if (data.error) request.reject(revive(data.error));
    else request.resolve(data.result);
  };
  // A Worker that fails before its first answer (a CSP worker-src, a module
  // that will not load) hands its questions to the page's thread for good;
  // one that fails later is started afresh for the next question.
  started.onerror = (event) => {
    event.preventDefault?.();
    started.terminate();
    if (worker === started) worker = null;
    if (!answered) mode = 'main-thread';
    const waiting = [...pending.values()];
    pending.clear();
    for (const request of waiting) {
      if (answered) request.reject(Object.assign(new Error('the solver stopped; ask again'), { code: 'too-large' }));
      else onMainThread(request.fn, request.args).then(request.resolve, request.reject);
    }
  };
  return started;
}

let requests = null;
/** `fn(...args)` answered on the page's thread, by the Worker's own table of requests. */
async function onMainThread(fn, args) {
  await loadSolver();
  requests ??= (await import('./solver-worker.js')).requests;
  const request = requests[fn];
  if (!request) throw Object.assign(new Error(`no such request: ${fn}`), { code: 'bad-state' });
  return request(...args);
}

/**
 * `fn(...args)` of the API (`best_move`, `moves`, `over`, and the Worker's
 * other requests), answered by the Worker, or on the page's thread where the
 * page forbids Workers (see `workerMode`).
 */
export async function think(fn, ...args) {
  const module = await compiled();
  if (mode === 'worker' && !worker) {
    try {
      worker = startWorker(module);
    } catch {
      mode = 'main-thread';
    }
  }
  if (mode === 'main-thread') return onMainThread(fn, args);
  asked += 1;
  const id = asked;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, fn, args });
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
