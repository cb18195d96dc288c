// Appended by scripts/build.mjs to the glue wasm-bindgen writes, where the
// instance lives; each export runs through it. A JS exception escaping the
// wasm (the engine's RangeError for its stack, a trap's RuntimeError) leaves
// the instance unwound halfway: it becomes an Error with a code, and the
// instance is made anew from the same module before the next call.
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

/** How often the instance was made anew, and whether the next call will. */
export function __nimlab_health() {
  return { restarts, poisoned };
}
