// The JS half of the Lab's wasm (crates/lab/src/lib.rs): arguments as text in
// the form crates/wasm/src/text.rs reads (errors: js/values.js).
const bits = new DataView(new ArrayBuffer(8));

function text(value, depth) {
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value) && !Object.is(value, -0)) return String(value);
    bits.setFloat64(0, value);
    return `#${bits.getBigUint64(0).toString(16).padStart(16, '0')}`;
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'boolean' || value == null) return String(value ?? null);
  if (typeof value !== 'object') return `!${typeof value}`;
  if (depth > 16) return '!deep';
  try {
    const list = Array.isArray(value);
    const count = list ? value.length : Object.keys(value).length;
    if (count > (list ? 1e6 : 64)) return `!${list ? 'items' : 'fields'}${count}`;
    const keys = list ? [...Array(count).keys()] : Object.keys(value);
    const items = keys.map((key) => {
      let item;
      try {
        item = text(value[key], depth + 1);
      } catch {
        item = '!unreadable';
      }
      return list ? item : `${JSON.stringify(key)}:${item}`;
    });
    return list ? `[${items}]` : `{${items}}`;
  } catch {
    return '!unreadable';
  }
}

export function argument_text(value) {
  return text(value, 0);
}

export function nimbers_value(values, json) {
  return { values, ...JSON.parse(json) };
}

export function progress(known, n) {
  globalThis.nimlabProgress?.(known, n);
}

// The atlas's entry of one code: the form's values as a Uint32Array.
export function atlas_value(values, json) {
  const entry = JSON.parse(json);
  if (entry.form) entry.form.values = values;
  return entry;
}
