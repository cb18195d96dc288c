// The JS half of the Lab's wasm (crates/lab/src/lib.rs): arguments as text in
// the form crates/wasm/src/text.rs reads, written as the main wasm's are
// (js/values.js, which also makes the errors).
import { argumentText } from './values.js';

export const argument_text = argumentText;

export function nimbers_value(values, json) {
  return { values, ...JSON.parse(json) };
}

export function progress(known, n) {
  globalThis.nimlabProgress?.(known, n);
}

// A view of the values so far, into the wasm's memory: copy it to keep it.
export function partial(values) {
  globalThis.nimlabValues?.(values);
}

// The atlas's entry of one code: the form's values as a Uint32Array.
export function atlas_value(values, json) {
  const entry = JSON.parse(json);
  if (entry.form) entry.form.values = values;
  return entry;
}
