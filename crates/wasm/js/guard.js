// Appended to the wasm-bindgen glue by scripts/build.mjs: every export runs
// through guard(). A JS exception escaping the wasm (a RangeError of the
// engine's stack, a trap) leaves the instance half unwound: it is thrown as
// a `too-large` Error saying which question was too large (never the
// runtime's words), and the instance is made anew before the next call. A
// call made inside another (by a getter of its argument) that breaks the
// instance breaks the outer one too: it throws the same way when it returns.
let poisoned = false;
let restarts = 0;
let depth = 0;

// The error of a stopped call, with the key and params a translator needs.
function stopped(message, name) {
  const error = Object.assign(new Error(message), { code: 'too-large' });
  return Object.defineProperties(error, { key: { value: 'solverStopped', writable: true, configurable: true }, params: { value: { call: name }, writable: true, configurable: true } });
}

function guard(call, raw) {
  const name = raw.replace(/^__nimlab_/, '');
  const message = `this question (${name}) was too large for the solver, which stopped; it starts afresh for the next one`;
  // Made before any call: where the engine's stack is all but spent, a new
  // error may not be made, and this one is thrown instead.
  const spare = stopped(message, name);
  const fresh = () => {
    try {
      return stopped(message, name);
    } catch {
      return spare;
    }
  };
  return function () {
    if (poisoned && depth > 0) throw fresh();
    depth += 1;
    let answer;
    try {
      if (poisoned) {
        __wbg_finalize_init(new WebAssembly.Instance(wasmModule, __wbg_get_imports()), wasmModule);
        poisoned = false;
        restarts += 1;
      }
      answer = call.apply(this, arguments);
    } catch (error) {
      depth -= 1;
      if (typeof error?.code === 'string') throw error;
      poisoned = true;
      let thrown = spare;
      try {
        thrown = fresh();
      } catch {
        // the spare, then
      }
      throw thrown;
    }
    depth -= 1;
    if (poisoned) throw fresh();
    return answer;
  };
}

/** For tests: how often the instance was made anew, and whether the next call will. */
export function __nimlab_health() {
  return { restarts, poisoned };
}
