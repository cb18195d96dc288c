// Appended to the wasm-bindgen glue by scripts/build.mjs: every export runs
// through guard(). A JS exception escaping the wasm (a RangeError of the
// engine's stack, a trap) leaves the instance half unwound: it is thrown as
// an Error with a code, and the instance is made anew before the next call.
let poisoned = false;
let restarts = 0;

function guard(call) {
  return function () {
    try {
      if (poisoned) {
        __wbg_finalize_init(new WebAssembly.Instance(wasmModule, __wbg_get_imports()), wasmModule);
        poisoned = false;
        restarts += 1;
      }
      return call.apply(this, arguments);
    } catch (error) {
      if (typeof error?.code === 'string') throw error;
      poisoned = true;
      throw Object.assign(new Error(`the solver stopped (${error}); it starts afresh for the next call`), { code: 'too-large' });
    }
  };
}

/** For tests: how often the instance was made anew, and whether the next call will. */
export function __nimlab_health() {
  return { restarts, poisoned };
}
