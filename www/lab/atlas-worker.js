// One of the atlas view's Workers (atlas.js starts one a core): given a
// code, the atlas's n and digits, it works the code out with the Lab's wasm
// (`atlas_entry`, crates/lab) and posts the entry back, with progress on the
// way. The page stops a run by ending its Workers.
import initLab, { atlas_entry } from './pkg/nimlab_lab.js';
import { answerEach } from './answer.js';

const ready = initLab();
let current = null;

// The engine reports every 2^16 values and at the end.
globalThis.nimlabProgress = (known, n) => self.postMessage({ type: 'progress', code: current, known, n });

answerEach(ready, ({ code, n, digits }) => {
  current = code;
  const entry = atlas_entry(code, n, digits);
  self.postMessage({ type: 'entry', code, entry }, entry.form ? [entry.form.values.buffer] : []);
}, ({ code }) => ({ code }));
