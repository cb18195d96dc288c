// The JS half of the binding (crates/wasm/src/lib.rs): an argument crosses
// into wasm as one text and a result comes back as one JSON text, far cheaper
// than a crossing per field. The argument's text is JSON plus what
// crates/wasm/src/text.rs reads: `12n` a BigInt, `#` and 16 hex digits the
// bits of a number that is not a safe integer, `!word` what is not plain data
// (so that Rust writes every error message, naming the field).

// A cycle with the glue module, which imports this one: resolved before any call.
import { __nimlab_explain } from '../../../nimlab.js';

const bits = new DataView(new ArrayBuffer(8));

// Depth past 16, arrays past 10^6 items, objects past 64 fields: refused by Rust.
function text(value, depth) {
  switch (typeof value) {
    case 'number':
      if (Number.isSafeInteger(value) && !Object.is(value, -0)) return String(value);
      bits.setFloat64(0, value);
      return `#${bits.getBigUint64(0).toString(16).padStart(16, '0')}`;
    case 'string':
      return JSON.stringify(value);
    case 'bigint':
      return `${value}n`;
    case 'boolean':
    case 'undefined':
      return String(value ?? null);
    case 'object':
      if (value === null) return 'null';
      if (depth > 16) return '!deep';
      break;
    default:
      return `!${typeof value}`;
  }
  // A getter or a Proxy trap may throw: that value becomes `!unreadable`.
  try {
    const list = Array.isArray(value);
    const keys = list ? value.length : Object.keys(value);
    const count = list ? keys : keys.length;
    if (count > (list ? 1e6 : 64)) return `!${list ? 'items' : 'fields'}${count}`;
    let out = list ? '[' : '{';
    for (let i = 0; i < count; i++) {
      const key = list ? i : keys[i];
      let item;
      try {
        item = text(value[key], depth + 1);
      } catch {
        item = '!unreadable';
      }
      if (i > 0) out += ',';
      out += list ? item : `${JSON.stringify(key)}:${item}`;
    }
    return out + (list ? ']' : '}');
  } catch {
    return '!unreadable';
  }
}

/** The text of the last state read, for its classification's explanation. */
let lastState = '';

/** An argument as text, for the Rust reader. */
export function argument_text(value, isState) {
  const written = text(value, 0);
  if (isState) lastState = written;
  return written;
}

/** A result from its JSON text; `"\u0000n"` and digits is a count past 2^53 − 1. */
export function result_value(json) {
  const value = JSON.parse(json);
  return json.includes('\\u0000n') ? revive(value) : value;
}

// By hand, not a JSON.parse reviver: Node 20's V8 can crash deoptimising one.
function revive(value) {
  if (typeof value === 'string') return value.startsWith('\0n') ? BigInt(value.slice(2)) : value;
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) value[key] = revive(value[key]);
  }
  return value;
}

/** A JS `Error` with the `code` of `shared/API.md`. */
export function error_value(message, code) {
  return Object.assign(new Error(message), { code });
}

function settle(target, value) {
  Object.defineProperty(target, 'explanation', { value, writable: true, enumerable: true, configurable: true });
  return value;
}

/**
 * A classification from its JSON text, its `explanation` (`null` there)
 * worked out when first read: most callers want only the outcome, and the
 * explanation is most of the work. Once read or written it is a plain data
 * property, in the same place among the keys.
 */
export function classification_value(json) {
  const state = lastState;
  // A literal's accessor replaces `explanation` where the spread put it.
  return {
    ...result_value(json),
    get explanation() {
      return settle(this, __nimlab_explain(state));
    },
    set explanation(value) {
      settle(this, value);
    },
  };
}
