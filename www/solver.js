// Loads the wasm once, from next to this module, whoever asks first: the
// base engine for every page, the full one (take-and-break, sums) once a
// position needs it (engine.js, loadEngineFor); runs the computer's searches
// in a Worker sharing the compiled modules. A failed load is not kept (the
// next call tries again); its Error has code 'load-failed' and names the file
// and the reason.
import * as engine from './engine.js';
import { requests } from './solver-requests.js';

const workerUrl = new URL('./solver-worker.js', import.meta.url);

/** The compile under way or done, by the wasm's URL. */
const compiling = new Map();
let loading = null;
let fullLoading = null;
/** The compiled modules started on this thread, for the Worker. */
let baseModule = null;
let fullModule = null;

const failure = (message, cause) => Object.assign(new Error(message, { cause }), { code: 'load-failed' });

function explain(error, file) {
  const said = String(error?.message ?? error);
  if (/Content.Security.Policy|CSP|unsafe-eval|wasm-eval/i.test(said)) {
    return failure(`the page's Content-Security-Policy forbids WebAssembly, so ${file} cannot run: add 'wasm-unsafe-eval' to its script-src`, error);
  }
  if (globalThis.location?.protocol === 'file:') {
    return failure(`a page opened from file:// cannot load ${file}: run \`npm start\` in the nimlab folder (or serve the folder over http) and open it from there`, error);
  }
  return failure(`nimlab could not load ${file}: ${said}`, error);
}

// Four tries, waiting `backoff` ms, then twice that, …; a 4xx but 408 and 429 is final.
async function fetchModule(wasmUrl, { fetch: get = globalThis.fetch, backoff = 300 } = {}) {
  const file = wasmUrl.href;
  let last;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if (attempt) await new Promise((wake) => setTimeout(wake, backoff * 2 ** (attempt - 1)));
    let response;
    try {
      response = await get(wasmUrl);
    } catch (error) {
      last = explain(error, file);
      if (globalThis.location?.protocol === 'file:') break;
      continue;
    }
    if (!response.ok) {
      last = failure(`nimlab could not load ${file}: HTTP ${response.status} ${response.statusText}`.trim());
      if (response.status < 500 && response.status !== 408 && response.status !== 429) break;
      continue;
    }
    try {
      return await WebAssembly.compile(await response.arrayBuffer());
    } catch (error) {
      throw explain(error, file);
    }
  }
  throw last;
}

function compiled(wasmUrl = engine.BASE_WASM, options = undefined) {
  if (!compiling.has(wasmUrl.href)) {
    compiling.set(wasmUrl.href, fetchModule(wasmUrl, options).catch((error) => {
      compiling.delete(wasmUrl.href);
      throw error;
    }));
  }
  return compiling.get(wasmUrl.href);
}

/**
 * The API of shared/API.md (a take-and-break game, a sum and `nimbers` once
 * loadEngineFor has loaded the full engine, or at once where the page has
 * handed engine.js its glue). Not enumerable, so not copied onto `window`:
 * `over(state)`, whether the game is over (no search), and `workerMode`,
 * 'worker' or 'main-thread' where the page forbids Workers (`think` then
 * answers on the page's thread, bounded by the search budget). `options`
 * (`fetch`, `backoff`) are for tests.
 */
export function loadSolver(options) {
  // A page whose first position needs the full engine loads it alone: it plays every game.
  const start = () => fullLoading ?? Promise.all([compiled(engine.BASE_WASM, options), engine.importBase()]).then(([module]) => {
    baseModule = module;
    return engine.startBase(module);
  });
  loading ??= start()
    .then(() => Object.defineProperties({
      classify: engine.classify,
      best_move: engine.best_move,
      bestMove: engine.bestMove,
      moves: engine.moves,
      play: engine.play,
      games: engine.games,
      f: engine.f,
      nimbers: engine.nimbers,
    }, {
      over: { value: engine.__nimlab_over },
      workerMode: { get: () => mode },
    }))
    .catch((error) => {
      loading = null;
      throw error.code ? error : explain(error, engine.BASE_WASM.href);
    });
  return loading;
}

/**
 * Loads the engine `state` needs: for a take-and-break game or a sum the
 * full wasm (here and in the Worker), once, instead of the base one when
 * asked first; for any other, the solver.
 */
export function loadEngineFor(state) {
  if (!engine.needsFull(state)) return loadSolver().then(() => {});
  fullLoading ??= compiled(engine.FULL_WASM)
    .then(async (module) => {
      await engine.startFull(module);
      fullModule = module;
      worker?.postMessage({ full: module });
    })
    .catch((error) => {
      fullLoading = null;
      throw error.code ? error : explain(error, engine.FULL_WASM.href);
    });
  return fullLoading;
}

let worker = null;
// A Worker's script must be of the page's origin: an element loaded from
// another (a CDN) answers on the page's thread instead.
let mode = new URL(import.meta.url).origin === globalThis.location?.origin ? 'worker' : 'main-thread';
let asked = 0;
let policy;
const pending = new Map();

// Under Trusted Types the Worker's URL must come from a policy.
function scriptUrl() {
  const types = globalThis.trustedTypes;
  if (!types) return workerUrl;
  policy ??= types.createPolicy('nimlab-solver', {
    createScriptURL: (url) => {
      if (url !== workerUrl.href) throw new TypeError(`not nimlab's worker: ${url}`);
      return url;
    },
  });
  return policy.createScriptURL(workerUrl.href);
}

// A Worker that fails before its first answer hands its questions to the
// page's thread for good; one that fails later is started afresh.
function startWorker() {
  const started = new Worker(scriptUrl(), { type: 'module' });
  let answered = false;
  if (baseModule) started.postMessage({ module: baseModule });
  if (fullModule) started.postMessage({ full: fullModule });
  started.onmessage = ({ data }) => {
    answered = true;
    const request = pending.get(data.id);
    pending.delete(data.id);
    if (data.error) request?.reject(Object.assign(new Error(data.error.message), data.error));
    else request?.resolve(data.result);
  };
  started.onerror = (event) => {
    event.preventDefault?.();
    started.terminate();
    if (worker === started) worker = null;
    if (!answered) mode = 'main-thread';
    const waiting = [...pending.values()];
    pending.clear();
    for (const { fn, args, resolve, reject } of waiting) {
      if (answered) reject(Object.assign(new Error('the solver stopped; ask again'), { code: 'too-large' }));
      else onMainThread(fn, args).then(resolve, reject);
    }
  };
  return started;
}

async function onMainThread(fn, args) {
  await loadSolver();
  if (!Object.hasOwn(requests, fn)) throw Object.assign(new Error(`no such request: ${fn}`), { code: 'bad-state' });
  return requests[fn](...args);
}

/** `fn(...args)` of the Worker's requests (best_move, moves, over, …), off the page's thread when it can. */
export async function think(fn, ...args) {
  await loadEngineFor(args[0]);
  if (mode === 'worker' && !worker) {
    try {
      worker = startWorker();
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
