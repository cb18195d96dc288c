// The JS half of the Lab's wasm (crates/lab/src/lib.rs): arguments as text in
// the form crates/wasm/src/text.rs reads, errors with code, key and params.
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

// A count past 2^53 − 1 comes as "\u0000n" and its digits.
function revive(value) {
  if (typeof value === 'string') return value.startsWith('\0n') ? BigInt(value.slice(2)) : value;
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) value[key] = revive(value[key]);
  }
  return value;
}

// key and params are own but not enumerable, as the main wasm's errors.
export function error_value(message, code, detail) {
  const error = Object.assign(new Error(message), { code });
  const { key, params } = revive(JSON.parse(detail)) ?? {};
  if (key) Object.defineProperties(error, { key: { value: key, writable: true, configurable: true }, params: { value: params, writable: true, configurable: true } });
  return error;
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
