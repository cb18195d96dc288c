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

function stopped(raw) {
  const name = raw.replace(/^__nimlab_/, '');
  const error = Object.assign(new Error(`this question (${name}) was too large for the solver, which stopped; it starts afresh for the next one`), { code: 'too-large' });
  return Object.defineProperties(error, { key: { value: 'solverStopped', writable: true, configurable: true }, params: { value: { call: name }, writable: true, configurable: true } });
}

function guard(call, name) {
  return function () {
    if (poisoned && depth > 0) throw stopped(name);
    depth += 1;
    try {
      if (poisoned) {
        __wbg_finalize_init(new WebAssembly.Instance(wasmModule, __wbg_get_imports()), wasmModule);
        poisoned = false;
        restarts += 1;
      }
      const answer = call.apply(this, arguments);
      if (poisoned) throw stopped(name);
      return answer;
    } catch (error) {
      if (typeof error?.code === 'string') throw error;
      poisoned = true;
      throw stopped(name);
    } finally {
      depth -= 1;
    }
  };
}

/** For tests: how often the instance was made anew, and whether the next call will. */
export function __nimlab_health() {
  return { restarts, poisoned };
}
