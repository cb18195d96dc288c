// The JS half of the binding: see crates/wasm/src/lib.rs and text.rs.
import { __nimlab_explain } from '../../../nimlab.js';
import { argumentText, revive } from './values.js';

export const argument_text = argumentText;

export function result_value(json) {
  const value = JSON.parse(json);
  return json.includes('\\u0000n') ? revive(value) : value;
}

function settle(target, value) {
  Object.defineProperty(target, 'explanation', { value, writable: true, enumerable: true, configurable: true });
  return value;
}

// The explanation (`null` in the JSON) is worked out when first read, from
// the state's own text (handed back with the answer, so that no other call
// can change it), then becomes a plain data property in the same place among
// the keys.
export function classification_value(json, state, work, memory) {
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
