// The Lab's downloads, made when asked for: a CSV of 10^7 values is about
// 100 MB, too much to hold beside every result just in case. The text is
// made in pieces of 2^16 values, one a task (`pause` between them), so no
// one task on the page's thread is long, and no one string holds it all.
const STEP = 65536;

/** `n,value` lines under a header. */
async function* csvPieces({ values }, pause) {
  yield 'n,value\n';
  for (let from = 0; from < values.length; from += STEP) {
    let text = '';
    const to = Math.min(values.length, from + STEP);
    for (let n = from; n < to; n += 1) text += `${n},${values[n]}\n`;
    yield text;
    await pause();
  }
}

/** The rule's fields, `period` and `values`, as one JSON object. */
async function* jsonPieces({ rule, values, period }, pause) {
  yield `${JSON.stringify({ ...rule, period }).slice(0, -1)},"values":[`;
  for (let from = 0; from < values.length; from += STEP) {
    yield (from ? ',' : '') + Array.prototype.join.call(values.subarray(from, from + STEP), ',');
    await pause();
  }
  yield ']}\n';
}

const KINDS = {
  csv: { pieces: csvPieces, type: 'text/csv' },
  json: { pieces: jsonPieces, type: 'application/json' },
};

/** A Blob of the file `kind` ('csv' | 'json') of a result {rule, values, period}. */
export async function labFile(kind, result, pause) {
  const { pieces, type } = KINDS[kind];
  // Each piece encoded in its own task: a Blob of strings encodes them all
  // at once, some 100 ms for a million values.
  const encoder = new TextEncoder();
  const parts = [];
  for await (const piece of pieces(result, pause)) parts.push(encoder.encode(piece));
  return new Blob(parts, { type });
}
