// The JS half of the binding (crates/wasm/src/lib.rs): an argument crosses
// into wasm as one string, and a result comes back as one JSON text. One
// crossing each way costs far less than a Reflect call per field.
//
// The argument's text is JSON with four additions the Rust reader
// (crates/wasm/src/text.rs) knows: `12n` is a BigInt; `#` and 16 hex digits
// are the bits of a number that is not a safe integer (2.5, NaN, 1e300);
// `!` and a word marks what is not plain data (`!function`, `!unreadable`),
// so that the Rust side writes every error message, naming the field.

// The glue module imports this one; by the time any function below runs, both
// have loaded.
import { __nimlab_explain } from '../../../nimlab.js';

/** How deep an argument may nest; a legal state nests two levels. */
const MAX_DEPTH = 16;
/** The most items read from one array, and fields from one object. */
const MAX_ITEMS = 1_000_000;
const MAX_FIELDS = 64;

const bits = new DataView(new ArrayBuffer(8));

function numberText(n) {
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) return String(n);
  bits.setFloat64(0, n);
  return `#${bits.getBigUint64(0).toString(16).padStart(16, '0')}`;
}

function valueText(value, depth) {
  switch (typeof value) {
    case 'number':
      return numberText(value);
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return `${value}n`;
    case 'undefined':
      return 'null';
    case 'object':
      if (value === null) return 'null';
      break;
    default:
      return `!${typeof value}`;
  }
  if (depth >= MAX_DEPTH) return '!deep';
  // A getter or a Proxy trap may throw: that item becomes `!unreadable`.
  try {
    if (Array.isArray(value)) {
      const length = value.length;
      if (length > MAX_ITEMS) return `!items${length}`;
      let text = '[';
      for (let i = 0; i < length; i++) {
        if (i > 0) text += ',';
        text += itemText(value, i, depth);
      }
      return `${text}]`;
    }
    const keys = Object.keys(value);
    if (keys.length > MAX_FIELDS) return `!fields${keys.length}`;
    let text = '{';
    for (let i = 0; i < keys.length; i++) {
      if (i > 0) text += ',';
      text += `${JSON.stringify(keys[i])}:${itemText(value, keys[i], depth)}`;
    }
    return `${text}}`;
  } catch {
    return '!unreadable';
  }
}

function itemText(container, key, depth) {
  let item;
  try {
    item = container[key];
  } catch {
    return '!unreadable';
  }
  return valueText(item, depth + 1);
}

/** The text of the last argument read, for a result's explanation. */
let lastState = '';

/** An argument as text, for the Rust reader. */
export function argument_text(value, isState) {
  const text = valueText(value, 0);
  if (isState) lastState = text;
  return text;
}

/** A count past 2^53 − 1 as the Rust side writes it: `"\u0000n"` and digits. */
const BIG = '\u0000n';

/** A result from its JSON text, its big counts as BigInt. */
export function result_value(json) {
  if (!json.includes('\\u0000n')) return JSON.parse(json);
  return JSON.parse(json, (_, value) => (typeof value === 'string' && value.startsWith(BIG) ? BigInt(value.slice(2)) : value));
}

/** A JS `Error` with the `code` of `shared/API.md`. */
export function error_value(message, code) {
  return Object.assign(new Error(message), { code });
}

/** Makes `explanation` a plain data property of `target`, holding `value`. */
function settle(target, value) {
  Object.defineProperty(target, 'explanation', { value, writable: true, enumerable: true, configurable: true });
  return value;
}

/**
 * A classification whose `explanation` is worked out when first read: most
 * callers want only the outcome, and the explanation is most of the work.
 * On first read (or write) it becomes a plain data property. `nimber` and
 * `remoteness` are −1 when left out; `extras` is the JSON text of the game's
 * own fields, or empty.
 */
export function classification_value(moverWins, nimber, remoteness, extras) {
  const state = lastState;
  const result = { outcome: moverWins ? 'N' : 'P' };
  if (nimber >= 0) result.nimber = nimber;
  if (remoteness >= 0) result.remoteness = remoteness;
  Object.defineProperty(result, 'explanation', {
    enumerable: true,
    configurable: true,
    get() {
      return settle(this, __nimlab_explain(state));
    },
    set(value) {
      settle(this, value);
    },
  });
  return extras ? Object.assign(result, result_value(extras)) : result;
}
