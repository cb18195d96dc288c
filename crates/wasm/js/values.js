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

const bits = new DataView(new ArrayBuffer(8));
// Limits read off an argument as it is written, before any of it reaches the
// wasm: 2e6 values in all (`!total`), 2^24 bytes of text in all (`!text`,
// counted as UTF-8, as it is copied), 1000 characters a string (`…`).
const TOTAL = 2e6;
const TEXT = 2 ** 24;

/** The bytes of `s` in UTF-8. */
function utf8(s) {
  let bytes = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // Two bytes below U+0800, three for the rest (a surrogate pair's four, two a half).
    if (c > 0x7f) bytes += c < 0x800 || (c >= 0xd800 && c < 0xe000) ? 1 : 2;
  }
  return bytes;
}

function string(s, count) {
  const out = JSON.stringify(s.length > 1000 ? `${s.slice(0, 1000)}…` : s);
  count.bytes += utf8(out);
  return out;
}

// `count`: the values and bytes written so far, one for each argument, so
// that a getter calling nimlab while an argument is written cannot reset them.
function text(value, depth, count, parts = false) {
  if ((count.values += 1) > TOTAL) return '!total';
  if (count.bytes > TEXT) return '!text';
  const plain = (out) => {
    count.bytes += out.length + 1;
    return out;
  };
  switch (typeof value) {
    case 'number':
      if (Number.isSafeInteger(value) && !Object.is(value, -0)) return plain(String(value));
      bits.setFloat64(0, value);
      return plain(`#${bits.getBigUint64(0).toString(16).padStart(16, '0')}`);
    case 'string':
      return string(value, count);
    case 'bigint':
      return plain(`${value}n`);
    case 'boolean':
    case 'undefined':
      return plain(String(value ?? null));
    case 'object':
      if (value === null) return plain('null');
      if (depth > 16) return '!deep';
      break;
    default:
      return `!${typeof value}`;
  }
  try {
    const list = Array.isArray(value);
    const keys = list ? value.length : Object.keys(value);
    const n = list ? keys : keys.length;
    // A sum's parts are refused past 64 before they are written.
    if (list && n > (parts ? 64 : 1e6)) return `!${parts ? 'parts' : 'items'}${n}`;
    if (!list && n > 64) return `!fields${n}`;
    const sum = !list && depth === 0 && value.game === 'sum';
    let out = list ? '[' : '{';
    for (let i = 0; i < n; i++) {
      // Past the text's limit, the mark stands where the next key would.
      if (!list && count.bytes > TEXT) return `${out}${i > 0 ? ',' : ''}!text}`;
      const key = list ? i : keys[i];
      let item;
      try {
        item = text(value[key], depth + 1, count, sum && key === 'parts');
      } catch {
        item = '!unreadable';
      }
      if (i > 0) out += ',';
      out += list ? item : `${string(key, count)}:${item}`;
      if (count.values > TOTAL || item === '!text') return `${out}${list ? ']' : '}'}`;
    }
    return out + (list ? ']' : '}');
  } catch {
    return '!unreadable';
  }
}

/**
 * An argument as the text crates/wasm/src/text.rs reads: JSON, `12n` (a
 * BigInt), `#` and 16 hex digits (a number that is no safe integer), `!` and
 * a word for what is not plain data or is past a limit. Shared by both
 * bindings' bridges.
 */
export function argumentText(value) {
  return text(value, 0, { values: 0, bytes: 0 });
}
