// The solver's two builds behind the functions of shared/API.md
// (docs/DESIGN.md, "Size"): the base wasm (www/pkg/base/: the seven games of
// the articles), which a page loads first, and the full one (www/pkg/: the
// take-and-break engine and sums as well), which solver.js loads instead, or
// later beside it, once a position needs it (games/index.js asks before a
// board of such a game is drawn). A call goes to the full engine once it is
// there (it plays every game), else to the base one for a game it plays.
// Each glue is imported with its wasm (the full one's beforehand by a page
// that may need it at once: useFullGlue, the playground's console), so a page
// fetches only the engine it needs. Fetching and compiling either wasm
// (fetchModule) is here too; solver.js keeps what it has compiled.

export const BASE_WASM = new URL('../pkg/base/nimlab_bg.wasm', import.meta.url);
export const FULL_WASM = new URL('../pkg/nimlab_bg.wasm', import.meta.url);

// A load failure carries `key` and `params`, which strings/index.js's
// errorMessage says in the reader's language (error_load… of strings/<lang>/board.js).
const failure = (message, cause, key, params) => Object.assign(new Error(message, { cause }), { code: 'load-failed', key, params });

/**
 * `error`, met loading the wasm `file`, as the Error a page shows: code
 * 'load-failed', the file, the likely cause and what to do; `directive`, the
 * part of the page's policy that was seen blocking it, if one was.
 */
export function loadFailure(error, file, directive = null) {
  const said = String(error?.message ?? error);
  const origin = new URL(file).origin;
  if (/Content.Security.Policy|CSP|unsafe-eval|wasm-eval/i.test(said)) {
    return failure(`the page's Content-Security-Policy forbids WebAssembly, so ${file} cannot run: add 'wasm-unsafe-eval' to its script-src`, error, 'loadWasmEval', { file });
  }
  if (directive) {
    return failure(`the page's Content-Security-Policy (${directive}) blocks ${file}: add ${origin} to its ${directive}`, error, 'loadPolicy', { file, directive, origin });
  }
  if (globalThis.location?.protocol === 'file:') {
    return failure(`a page opened from file:// cannot load ${file}: serve the folder over http (\`python3 -m http.server\` in it) and open it from there`, error, 'loadFromDisk', { file });
  }
  return failure(`nimlab could not load ${file}: ${said}`, error, 'loadFile', { file, reason: said });
}

// The page's policy seen blocking a fetch from `origin`: the directive, else
// null. The browser reports it in an event of its own, a task after the fetch
// fails; a policy is final, so no retry waits on it.
function policyWatch(origin) {
  const target = globalThis.document ?? globalThis;
  let seen = null;
  const heard = (event) => {
    if (String(event.blockedURI).startsWith(origin)) seen = event.effectiveDirective || event.violatedDirective;
  };
  target.addEventListener?.('securitypolicyviolation', heard);
  return {
    async blocked() {
      await new Promise((wake) => setTimeout(wake, 0));
      return seen;
    },
    stop: () => target.removeEventListener?.('securitypolicyviolation', heard),
  };
}

/**
 * The wasm at `wasmUrl`, fetched and compiled: four tries, waiting `backoff`
 * ms, then twice that, …; a 4xx but 408 and 429 is final. `fetch` and
 * `backoff` are for tests.
 */
export async function fetchModule(wasmUrl, { fetch: get = globalThis.fetch, backoff = 300 } = {}) {
  const policy = policyWatch(wasmUrl.origin);
  try {
    return await fetchTries(wasmUrl, get, backoff, policy);
  } finally {
    policy.stop();
  }
}

async function fetchTries(wasmUrl, get, backoff, policy) {
  const file = wasmUrl.href;
  let last;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if (attempt) await new Promise((wake) => setTimeout(wake, backoff * 2 ** (attempt - 1)));
    let response;
    try {
      response = await get(wasmUrl);
    } catch (error) {
      const directive = await policy.blocked();
      last = loadFailure(error, file, directive);
      if (directive || globalThis.location?.protocol === 'file:') break;
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
      throw loadFailure(error, file);
    }
  }
  throw last;
}

/** The games only the full engine plays: the take-and-break games and the sum. */
const FULL_GAMES = new Set(['octal', 'grundy', 'sum']);

/** Whether `state` (or a `nimbers` rule) needs the full engine. */
export const needsFull = (state) => FULL_GAMES.has(state?.game);

/** The full engine's glue once imported, and whether it is started. */
let full = null;
let fullStarted = false;

/** The glue of the full engine, imported by the page (for a synchronous start: fullNow). */
export function useFullGlue(glue) {
  full ??= glue;
}

/** The base engine's glue, once imported. */
let base = null;

/** Imports the base engine's glue (solver.js asks while its wasm compiles). */
export async function importBase() {
  base ??= await import('../pkg/base/nimlab.js');
  return base;
}

/** Starts the base engine from its compiled module. */
export async function startBase(module) {
  await (await importBase()).default({ module_or_path: module });
}

/** Starts the full engine from its compiled module, once, importing its glue if need be. */
export async function startFull(module) {
  if (fullStarted) return;
  full ??= await import('../pkg/nimlab.js');
  if (fullStarted) return;
  full.initSync({ module });
  fullStarted = true;
}

export const hasFull = () => fullStarted;

/**
 * The full engine, started at once if a call needs it before it has loaded
 * (a call from the console, say): its wasm fetched and compiled on this
 * thread, as a synchronous function must.
 */
function fullNow() {
  if (fullStarted) return full;
  if (!full) {
    throw Object.assign(new Error('nimlab: this position needs the take-and-break engine, which has not loaded yet (loadGame or think load it)'), { code: 'load-failed' });
  }
  const request = new XMLHttpRequest();
  request.open('GET', FULL_WASM, false);
  // A Worker may ask for the bytes themselves; a page's synchronous request only for text, one byte a character.
  if (typeof document === 'undefined') request.responseType = 'arraybuffer';
  else request.overrideMimeType('text/plain; charset=x-user-defined');
  request.send();
  if (request.status !== 200) {
    throw Object.assign(new Error(`nimlab could not load ${FULL_WASM.href}: HTTP ${request.status}`), { code: 'load-failed' });
  }
  const bytes = request.response instanceof ArrayBuffer
    ? new Uint8Array(request.response)
    : Uint8Array.from(request.responseText, (c) => c.charCodeAt(0) & 0xff);
  full.initSync({ module: new WebAssembly.Module(bytes) });
  fullStarted = true;
  return full;
}

const engineFor = (state) => (fullStarted ? full : needsFull(state) ? fullNow() : base);

export const classify = (state, options) => engineFor(state).classify(state, options);
export const best_move = (state, options) => engineFor(state).best_move(state, options);
export const bestMove = (state, options) => engineFor(state).bestMove(state, options);
export const moves = (state, options) => engineFor(state).moves(state, options);
export const play = (state, move) => engineFor(state).play(state, move);
export const __nimlab_over = (state) => engineFor(state).__nimlab_over(state);
export const games = () => engineFor(null).games();
export const f = (rows) => engineFor(null).f(rows);
/** `nimbers` is the take-and-break engine's. */
export const nimbers = (rule, n, options) => fullNow().nimbers(rule, n, options);
/** `quotient` too: misère quotients exist only for take-and-break rules. */
export const quotient = (rule, n, options) => fullNow().quotient(rule, n, options);
