// What both bindings' bridges share (js/bridge.js of crates/wasm and
// crates/lab, each beside a copy of this file that wasm-bindgen makes).

// A count past 2^53 − 1 comes as "\u0000n" and its digits. Not a JSON.parse
// reviver: Node 20's V8 can crash deoptimising one.
export function revive(value) {
  if (typeof value === 'string') return value.startsWith('\0n') ? BigInt(value.slice(2)) : value;
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) value[key] = revive(value[key]);
  }
  return value;
}

// key and params (for a translator) are own but not enumerable: the console
// shows the message and code as before.
export function error_value(message, code, detail) {
  const error = Object.assign(new Error(message), { code });
  const { key, params } = revive(JSON.parse(detail)) ?? {};
  if (key) Object.defineProperties(error, { key: { value: key, writable: true, configurable: true }, params: { value: params, writable: true, configurable: true } });
  return error;
}
