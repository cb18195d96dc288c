// Loads the wasm once, from next to this module, whoever asks first, and
// answers the boards' questions (`ask`) off the page's thread: one Worker,
// sharing the compiled modules, serves every board of the page, one question
// at a time, the most wanted first; a question nobody waits for any more is
// dropped, or cut if it is running. docs/DESIGN.md ("One Worker for every
// board") says why. The wasm is the base engine, or the full one
// (take-and-break, sums) once a position needs it (engine.js,
// loadEngineFor). A failed load is not kept (the next call tries again); its
// Error has code 'load-failed' and names the file and the reason
// (engine.js's fetchModule).
import * as engine from './engine.js';
import { requests } from './requests.js';

const workerUrl = new URL('./worker.js', import.meta.url);

/** The compile under way or done, by the wasm's URL. */
const compiling = new Map();
let loading = null;
let fullLoading = null;
/** The compiled modules started on this thread, for each Worker. */
let baseModule = null;
let fullModule = null;

function compiled(wasmUrl, options = undefined) {
  if (!compiling.has(wasmUrl.href)) {
    compiling.set(wasmUrl.href, engine.fetchModule(wasmUrl, options).catch((error) => {
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
 * 'worker' or 'main-thread' where the page forbids Workers (`ask` then
 * answers on the page's thread, one step a task). `options` (`fetch`,
 * `backoff`) are for tests.
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
      quotient: engine.quotient,
    }, {
      over: { value: engine.__nimlab_over },
      workerMode: { get: () => mode },
    }))
    .catch((error) => {
      loading = null;
      throw error.code ? error : engine.loadFailure(error, engine.BASE_WASM.href);
    });
  return loading;
}

/**
 * Loads the engine `state` needs: for a take-and-break game or a sum the
 * full wasm (here and in every Worker), once, instead of the base one when
 * asked first; for any other, the solver.
 */
export function loadEngineFor(state) {
  if (!engine.needsFull(state)) return loadSolver().then(() => {});
  fullLoading ??= compiled(engine.FULL_WASM)
    .then(async (module) => {
      await engine.startFull(module);
      fullModule = module;
      for (const started of [worker, spare]) started?.postMessage({ full: module });
    })
    .catch((error) => {
      fullLoading = null;
      throw error.code ? error : engine.loadFailure(error, engine.FULL_WASM.href);
    });
  return fullLoading;
}

/** A question nobody waits for any more is cut once it has run this long (a shorter one may as well finish). */
const GRACE_MS = 20;
/**
 * A question that has run this long while boards on screen wait (their
 * questions have priority 0) goes back behind them; its next turn is twice
 * as long, so a long question loses at most as much work as it finally
 * takes.
 */
const TURN_MS = 200;

// 'worker' until the first Worker fails before it is ready (then the page's
// policy forbids them) or three in a row do: then the page's thread answers
// for good.
let mode = typeof Worker === 'function' ? 'worker' : 'main-thread';
/** The Worker answering; each has `ready` once it has its instance and waits for questions (it says so). */
let worker = null;
/** A Worker started beside a long question, ready to take over at once if that one is cut. */
let spare = null;
let starting = false;
let everReady = false;
let failures = 0;
/** The question in the Worker: {question, since, turn}. */
let running = null;
let turnTimer = null;
let asked = 0;
let policy;
let stub = null;
/** The questions waiting, in no order: `next()` picks the most wanted. */
const queue = [];
/** What happened so far, for tests and measurements (`solverStats()`). */
// `pageSteps`: the solver's calls made on the page's thread (where no Worker
// may start), each in a task of its own.
const counts = { asked: 0, answered: 0, dropped: 0, cut: 0, deferred: 0, workers: 0, pageSteps: 0 };

/**
 * The Worker's script as the Worker constructor wants it: the module itself
 * on its own origin; from another origin (a CDN) a `blob:` module of this
 * page's origin that imports it (the CDN serves it with CORS), since a
 * Worker's script must be of the page's origin. Under Trusted Types the URL
 * comes from the policy `nimlab-solver`, which passes these two only.
 */
function scriptUrl() {
  let url = workerUrl.href;
  if (workerUrl.origin !== globalThis.location?.origin) {
    stub ??= URL.createObjectURL(new Blob([`import ${JSON.stringify(workerUrl.href)};\n`], { type: 'text/javascript' }));
    url = stub;
  }
  const types = globalThis.trustedTypes;
  if (!types) return url;
  policy ??= types.createPolicy('nimlab-solver', {
    createScriptURL: (given) => {
      if (given !== workerUrl.href && given !== stub) throw new TypeError(`not nimlab's worker: ${given}`);
      return given;
    },
  });
  return policy.createScriptURL(url);
}

const cancelled = () => Object.assign(new Error('cancelled'), { cancelled: true });

/** The most wanted question waiting (least priority, then first asked), taken off the queue. */
function next() {
  let best = -1;
  let bestPriority = Infinity;
  queue.forEach((question, i) => {
    const priority = question.priority();
    if (best < 0 || priority < bestPriority || (priority === bestPriority && question.order < queue[best].order)) {
      best = i;
      bestPriority = priority;
    }
  });
  return queue.splice(best, 1)[0];
}

function settle(question, { result, error }) {
  if (question.done) return;
  question.done = true;
  counts.answered += 1;
  if (error) question.reject(Object.assign(new Error(error.message), error));
  else question.resolve(result);
}

function fail(question, error) {
  if (question.done) return;
  question.done = true;
  if (!error.cancelled) counts.answered += 1;
  question.reject(error);
}

function startWorker() {
  if (starting) return;
  starting = true;
  loadSolver().then(() => {
    starting = false;
    if (mode === 'worker') {
      try {
        worker = spare ?? spawn();
        spare = null;
      } catch {
        mode = 'main-thread';
      }
    }
    pump();
  }, (error) => {
    starting = false;
    for (const question of queue.splice(0)) fail(question, error);
  });
}

// A question is sent only once the Worker is ready, so the most wanted one
// is chosen when it can start (the first Worker of a page is ready after
// the elements have learnt whether they are on screen). A Worker that fails
// later is started afresh, and the question it was answering fails.
function spawn() {
  const started = new Worker(scriptUrl(), { type: 'module' });
  counts.workers += 1;
  started.ready = false;
  // The engines this thread has started, in the order they came.
  if (baseModule) started.postMessage({ module: baseModule });
  if (fullModule) started.postMessage({ full: fullModule });
  started.onmessage = ({ data }) => {
    if (data.ready) {
      started.ready = true;
      everReady = true;
      failures = 0;
      if (started === worker) pump();
      return;
    }
    if (started !== worker || running?.question.order !== data.id) return;
    const { question } = running;
    running = null;
    clearTimeout(turnTimer);
    settle(question, data);
    pump();
  };
  started.onerror = (event) => {
    event.preventDefault?.();
    started.terminate();
    if (started === spare) spare = null;
    if (started !== worker) return;
    const now = running?.question;
    if (!started.ready) failures += 1;
    end();
    if (!everReady || failures >= 3) {
      mode = 'main-thread';
      spare?.terminate();
      spare = null;
    }
    if (now) {
      // Said as the guard of the wasm says it (crates/wasm/js/guard.js): what was asked, too large.
      const stopped = Object.assign(new Error(`this question (${now.fn}) was too large for the solver, which stopped; it starts afresh for the next one`), { code: 'too-large' });
      fail(now, Object.defineProperties(stopped, { key: { value: 'solverStopped' }, params: { value: { call: now.fn } } }));
    }
    pump();
  };
  return started;
}

/** Ends the Worker and whatever it is answering; the spare, or a fresh one, takes the next question. */
function end() {
  worker?.terminate();
  worker = spare;
  spare = null;
  running = null;
  clearTimeout(turnTimer);
}

/** Starts the spare beside a question that runs long (it may be cut), if there is none. */
function spareFor(question) {
  if (spare || running?.question !== question || mode !== 'worker') return;
  loadSolver().then(() => {
    if (spare || running?.question !== question || mode !== 'worker') return;
    try {
      spare = spawn();
    } catch {
      // No spare: a cut starts a fresh Worker, as without one.
    }
  }, () => {});
}

/** Sends the most wanted question to the Worker when it is free, or answers on the page's thread. */
function pump() {
  if (mode === 'main-thread') {
    onPage();
    return;
  }
  if (running || queue.length === 0) return;
  if (!worker) {
    startWorker();
    return;
  }
  if (!worker.ready) return;
  const question = next();
  running = { question, since: performance.now(), turn: TURN_MS * 2 ** question.deferrals };
  try {
    worker.postMessage({ id: question.order, fn: question.fn, args: question.args });
  } catch (error) {
    running = null;
    fail(question, error);
    pump();
    return;
  }
  setTimeout(() => spareFor(question), GRACE_MS);
  watch();
}

/** Checks the running question when its turn (or, once nobody waits for it, its grace) is up. */
function watch() {
  clearTimeout(turnTimer);
  const { question, since, turn } = running;
  const due = question.done ? since + GRACE_MS : since + turn;
  turnTimer = setTimeout(() => {
    if (running?.question !== question) return;
    if (question.done) {
      counts.cut += 1;
      end();
      pump();
      return;
    }
    if (!queue.some((other) => other.priority() <= 0)) {
      // No board on screen waits: a turn twice as long before the next look.
      running.turn *= 2;
      question.deferrals += 1;
      watch();
      return;
    }
    question.deferrals += 1;
    question.order = asked;
    asked += 1;
    counts.deferred += 1;
    queue.push(question);
    end();
    pump();
  }, Math.max(0, due - performance.now()));
}

let pageBusy = false;

/** Resolves in a task of its own: the page's thread is free in between for whatever waits (input, drawing). */
export const nextTask = () => (globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    // Closed, or the open port keeps Node's event loop alive for ever.
    channel.port1.close();
    resolve();
  };
  channel.port2.postMessage(null);
}));

/**
 * Where the page forbids Workers: the questions on the page's thread, one
 * step a task (a request may be a generator, as analysis.js is: each of its
 * steps is one call of the solver), the most wanted first; a question
 * dropped meanwhile stops at its next step.
 */
async function onPage() {
  if (pageBusy) return;
  pageBusy = true;
  try {
    await loadSolver();
  } catch (error) {
    pageBusy = false;
    for (const question of queue.splice(0)) fail(question, error);
    return;
  }
  while (queue.length) {
    await nextTask();
    if (!queue.length) break;
    const question = next();
    try {
      if (!Object.hasOwn(requests, question.fn)) throw Object.assign(new Error(`no such request: ${question.fn}`), { code: 'bad-state' });
      counts.pageSteps += 1;
      const result = requests[question.fn](...question.args);
      if (Object.prototype.toString.call(result) !== '[object Generator]') {
        settle(question, { result });
        continue;
      }
      let step = result.next();
      while (!step.done && !question.done) {
        await nextTask();
        if (question.done) break;
        counts.pageSteps += 1;
        step = result.next();
      }
      if (step.done) settle(question, { result: step.value });
    } catch (error) {
      fail(question, error);
    }
  }
  pageBusy = false;
}

/**
 * Asks `fn(...args)` of the requests (requests.js: best_move, moves,
 * over, analyse) in the Worker. `priority()` (smaller first, read whenever
 * the next question is chosen) orders the questions waiting, the first
 * asked first among equals. `cancel()` drops the question: its promise
 * rejects with `cancelled: true`, and if it is running it is cut.
 */
export function ask(fn, args = [], { priority = () => 0 } = {}) {
  let question;
  const promise = new Promise((resolve, reject) => {
    question = { fn, args, priority, order: asked, deferrals: 0, done: false, resolve, reject };
  });
  // Whoever drops a question need not hear that it was dropped.
  promise.catch(() => {});
  asked += 1;
  counts.asked += 1;
  // A question about a take-and-break game or a sum waits for the full engine (here and in the Worker).
  if (engine.needsFull(args[0]) && !fullModule) {
    loadEngineFor(args[0]).then(() => {
      if (question.done) return;
      queue.push(question);
      pump();
    }, (error) => fail(question, error));
  } else {
    queue.push(question);
    pump();
  }
  return {
    promise,
    cancel() {
      if (question.done) return;
      fail(question, cancelled());
      counts.dropped += 1;
      const waiting = queue.indexOf(question);
      if (waiting >= 0) queue.splice(waiting, 1);
      else if (running?.question === question) watch();
    },
  };
}

/** `fn(...args)` of the Worker's requests, asked now and never dropped. */
export function think(fn, ...args) {
  return ask(fn, args).promise;
}

/** The counts of questions asked, answered, dropped, cut and put back, and of Workers started; the mode. */
export function solverStats() {
  return { ...counts, mode, waiting: queue.length, running: running !== null || pageBusy };
}
