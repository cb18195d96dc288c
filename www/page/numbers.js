// Counts as people type them: ASCII or full-width digits (３), separated by
// commas, full-width or ideographic commas (，、), semicolons or spaces.
// What cannot be read comes back as a reason (a string key and its values)
// for the page to show next to the field in the reader's language.

const FULL_WIDTH_ZERO = 0xff10;

/** The text with full-width digits, signs and separators made ASCII. */
export function normalise(text) {
  return String(text ?? '')
    .replace(/[\uff10-\uff19]/g, (d) => String(d.charCodeAt(0) - FULL_WIDTH_ZERO))
    .replace(/[，、；;]/g, ',')
    .replace(/[－−]/g, '-')
    .replace(/\u3000/g, ' ')
    .trim();
}

/** A whole number ≥ 0 as a Number when safe, else a BigInt. */
function count(digits) {
  const big = BigInt(digits);
  return big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
}

/**
 * One count: `{value}` or `{error: {key, params}}` with key `numberEmpty` or
 * `numberNotWhole` (params.text: what was typed).
 */
export function readCount(text) {
  const plain = normalise(text);
  if (plain === '') return { error: { key: 'numberEmpty', params: {} } };
  if (!/^\d+$/.test(plain)) return { error: { key: 'numberNotWhole', params: { text: String(text).trim() } } };
  return { value: count(plain) };
}

/**
 * A list of counts (`3, 4, 5`, `３，４，５`, `3 4 5`): `{value: [...]}` or the
 * first entry's error, with params.index (0-based) where it names one entry.
 */
export function readCounts(text) {
  const plain = normalise(text);
  if (plain === '') return { error: { key: 'numberEmpty', params: {} } };
  const items = plain.split(/\s*,\s*|\s+/);
  const values = [];
  for (const [index, item] of items.entries()) {
    const read = readCount(item);
    if (read.error) return { error: { key: read.error.key, params: { ...read.error.params, index } } };
    values.push(read.value);
  }
  return { value: values };
}
