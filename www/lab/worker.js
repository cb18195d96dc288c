// The Lab's computations, off the page's thread: the nimbers of one heap of
// 0..n under a rule, with progress and the values so far, then misère
// outcomes of small heaps. The page stops a run by ending this Worker and
// starting another, keeping the values last handed on. Everything the
// page draws from all n + 1 values (the plot's columns) is made here, so the
// page's thread only draws bounded pieces; the downloads are made when asked
// for (files.js).
import initMain, { classify } from '../pkg/nimlab.js';
import initLab, { nimbers } from './pkg/nimlab_lab.js';
import { answerEach } from './answer.js';

// The Lab's own wasm, built for speed, for the values; the main one for misère.
const ready = Promise.all([initLab(), initMain()]);

// The engine reports every 2^16 values and at the end.
globalThis.nimlabProgress = (known, n) => self.postMessage({ type: 'progress', done: known, of: n + 1 });

// Where it looks for a period (at most an eighth apart past 2^16), the engine
// hands on a view of the values so far: a copy goes to the page, which keeps
// the last one when it stops this Worker.
globalThis.nimlabValues = (view) => {
  const values = view.slice();
  self.postMessage({ type: 'partial', values, plot: columns(values, null) }, [values.buffer]);
};

// The plot has at most this many columns; each keeps its largest value.
const COLUMNS = 720;
// One heap of 0..MISERE_HEAPS under misère play.
const MISERE_HEAPS = 30;

const parity = (x) => {
  let v = x;
  v ^= v >>> 16;
  v ^= v >>> 8;
  v ^= v >>> 4;
  v ^= v >>> 2;
  v ^= v >>> 1;
  return v & 1;
};

// The engine's rare/common split (crates/lab): heap n > 0 is rare when
// parity(G(n) & mask) ⊕ (bit · n mod 2) = 0; heap 0 is neither.
const isRare = (split, value, n) => split && n > 0 && (parity(value & split.mask) ^ (split.bit & n)) === 0;

/** For each pixel column, the largest value, and the largest rare value (−1: none). */
function columns(values, split) {
  const count = Math.min(COLUMNS, values.length);
  const top = new Int32Array(count);
  const rare = new Int32Array(count).fill(-1);
  let rareCount = 0;
  for (let n = 0; n < values.length; n += 1) {
    const column = Math.floor((n * count) / values.length);
    const value = values[n];
    if (value > top[column]) top[column] = value;
    if (isRare(split, value, n)) {
      rareCount += 1;
      if (value > rare[column]) rare[column] = value;
    }
  }
  return { top, rare, rareCount };
}

function misere(rule) {
  if (rule.game !== 'octal') return null;
  const outcomes = [];
  for (let heap = 0; heap <= MISERE_HEAPS; heap += 1) {
    try {
      outcomes.push(classify({ ...rule, heaps: [heap], misere: true }).outcome);
    } catch (error) {
      if (error?.code !== 'too-large') throw error;
      outcomes.push(null);
    }
  }
  return outcomes;
}

answerEach(ready, ({ rule, n }) => {
  const { values, period, split } = nimbers(rule, n);
  const plot = columns(values, split);
  self.postMessage({ type: 'values', values, period, split, plot }, [values.buffer]);
  self.postMessage({ type: 'misere', outcomes: misere(rule) });
});
