// The Lab's computations, off the page's thread: the nimbers of one heap of
// 0..n under a rule, with progress, then misère outcomes of small heaps. The
// page stops a run by ending this Worker and starting another. Everything the
// page draws from all n + 1 values (the plot's columns, the downloads) is
// made here, so the page's thread only draws bounded pieces.
import init, { nimbers, classify } from './pkg/nimlab.js';

const ready = init();

// The plot has at most this many columns; each keeps its largest value.
const COLUMNS = 720;
// One heap of 0..MISERE_HEAPS under misère play.
const MISERE_HEAPS = 30;

// An Error's message, code and other own properties (key, params, …).
function posted(error) {
  const out = { message: String(error?.message ?? error) };
  for (const key of Object.getOwnPropertyNames(Object(error))) {
    if (key !== 'stack' && key !== 'message') out[key] = error[key];
  }
  return out;
}

const parity = (x) => {
  let v = x;
  v ^= v >>> 16;
  v ^= v >>> 8;
  v ^= v >>> 4;
  v ^= v >>> 2;
  v ^= v >>> 1;
  return v & 1;
};

/**
 * The rare/common split of the values (Flammenkamp; Grossman, "Searching
 * for periodicity in Officers"): heap n is common when
 * parity(G(n) & mask) ⊕ (bit · n mod 2) = 1. The mask and bit leaving the
 * fewest rare heaps among the first values, when they are few; else null.
 */
export function rareSplit(values) {
  const sample = Math.min(values.length, 4096);
  let largest = 0;
  for (let n = 0; n < sample; n += 1) largest = Math.max(largest, values[n]);
  const masks = Math.min(2 ** (32 - Math.clz32(largest)), 256);
  let best = null;
  for (let mask = 1; mask < masks; mask += 1) {
    for (const bit of [0, 1]) {
      let rare = 0;
      for (let n = 0; n < sample; n += 1) rare += 1 - (parity(values[n] & mask) ^ (bit & n));
      if (!best || rare < best.rare) best = { mask, bit, rare };
    }
  }
  return best && best.rare * 10 < sample ? { mask: best.mask, bit: best.bit } : null;
}

const isRare = (split, value, n) => split && (parity(value & split.mask) ^ (split.bit & n)) === 0;

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

/** The values as CSV (n,value), in pieces so no one string holds them all. */
function csv(values) {
  const pieces = ['n,value\n'];
  const step = 65536;
  for (let from = 0; from < values.length; from += step) {
    let text = '';
    const to = Math.min(values.length, from + step);
    for (let n = from; n < to; n += 1) text += `${n},${values[n]}\n`;
    pieces.push(text);
  }
  return new Blob(pieces, { type: 'text/csv' });
}

function json(rule, values, period) {
  const head = JSON.stringify({ ...rule, period }).slice(0, -1);
  const pieces = [`${head},"values":[`];
  const step = 65536;
  for (let from = 0; from < values.length; from += step) {
    pieces.push((from ? ',' : '') + Array.prototype.join.call(values.subarray(from, from + step), ','));
  }
  pieces.push(']}\n');
  return new Blob(pieces, { type: 'application/json' });
}

let most = null;

/** The number of values nimbers() works out at most, as its error says. */
function limit() {
  if (most === null) {
    try {
      nimbers({ game: 'octal', code: '0.1' }, 2 ** 52);
      most = Infinity;
    } catch (error) {
      most = Number(error?.params?.max ?? Infinity);
    }
  }
  return most;
}

/** nimbers(rule, n), reporting progress: first by doublings, each a run of the engine. */
function computeNimbers(rule, n) {
  const total = Number(n);
  // Past the engine's limit the call fails at once, with its keyed error: no doublings first.
  if (!(total < limit())) return nimbers(rule, n);
  let size = 1024;
  while (size < total) {
    nimbers(rule, size);
    self.postMessage({ type: 'progress', done: size, of: total });
    size *= 2;
  }
  return nimbers(rule, n);
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

self.onmessage = async ({ data }) => {
  const { rule, n } = data;
  try {
    await ready;
    const { values, period } = computeNimbers(rule, n);
    const split = rareSplit(values);
    const plot = columns(values, split);
    const files = { csv: csv(values), json: json(rule, values, period) };
    self.postMessage({
      type: 'values',
      values,
      period,
      split,
      plot,
      ...files,
    }, [values.buffer]);
    self.postMessage({ type: 'misere', outcomes: misere(rule) });
  } catch (error) {
    self.postMessage({ type: 'error', error: posted(error) });
  }
};
