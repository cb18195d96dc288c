// The JS half of the binding: see crates/wasm/src/lib.rs and text.rs.
import { __nimlab_explain } from '../../../nimlab.js';
import { revive } from './values.js';

const bits = new DataView(new ArrayBuffer(8));
// Past 2e6 values in all the text is cut (`!total`), past 1000 a string (`…`).
const TOTAL = 2e6;
let written = 0;
const string = (s) => JSON.stringify(s.length > 1000 ? `${s.slice(0, 1000)}…` : s);

function text(value, depth, parts = false) {
  if ((written += 1) > TOTAL) return '!total';
  switch (typeof value) {
    case 'number':
      if (Number.isSafeInteger(value) && !Object.is(value, -0)) return String(value);
      bits.setFloat64(0, value);
      return `#${bits.getBigUint64(0).toString(16).padStart(16, '0')}`;
    case 'string':
      return string(value);
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
  try {
    const list = Array.isArray(value);
    const keys = list ? value.length : Object.keys(value);
    const count = list ? keys : keys.length;
    // A sum's parts are refused past 64 before they are written.
    if (list && count > (parts ? 64 : 1e6)) return `!${parts ? 'parts' : 'items'}${count}`;
    if (!list && count > 64) return `!fields${count}`;
    const sum = !list && depth === 0 && value.game === 'sum';
    let out = list ? '[' : '{';
    for (let i = 0; i < count; i++) {
      const key = list ? i : keys[i];
      let item;
      try {
        item = text(value[key], depth + 1, sum && key === 'parts');
      } catch {
        item = '!unreadable';
      }
      if (i > 0) out += ',';
      out += list ? item : `${string(key)}:${item}`;
      if (written > TOTAL) return `${out}${list ? ']' : '}'}`;
    }
    return out + (list ? ']' : '}');
  } catch {
    return '!unreadable';
  }
}

let lastState = '';

export function argument_text(value, isState) {
  written = 0;
  const out = text(value, 0);
  if (isState) lastState = out;
  return out;
}

export function result_value(json) {
  const value = JSON.parse(json);
  return json.includes('\\u0000n') ? revive(value) : value;
}

function settle(target, value) {
  Object.defineProperty(target, 'explanation', { value, writable: true, enumerable: true, configurable: true });
  return value;
}

// The explanation (`null` in the JSON) is worked out when first read, then
// becomes a plain data property in the same place among the keys.
export function classification_value(json, work, memory) {
  const state = lastState;
  return {
    ...result_value(json),
    get explanation() {
      return settle(this, __nimlab_explain(state, work, memory));
    },
    set explanation(value) {
      settle(this, value);
    },
  };
}

export function nimbers_value(values, period) {
  return { values, period: JSON.parse(period) };
}

export function quotient_value(json, phi, table, hasTable) {
  return { ...result_value(json), phi, table: hasTable ? table : null };
}
