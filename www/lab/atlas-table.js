// The atlas's table as the command line makes it (`nimlab atlas`,
// crates/cli): every code of up to so many digits, in the atlas's order; each
// entry's status (trivial, solved, open); which code before it has the same
// stripped sequence (`sameAs`, as `atlas::same_as` works it out); and an
// entry as a JSON object or a CSV line. No page here: tests/browser/
// lab-atlas.test.mjs holds it to the command line's.

// A period proved by the values below this heap makes a code trivial (as tczajka/octal-games counts).
export const TRIVIAL_BELOW = 1000;

/** Every code of the atlas of `digits` places, in the atlas's order (as `atlas::codes`). */
export function atlasCodes(digits) {
  const codes = [];
  for (let k = 1; k <= digits; k += 1) {
    for (const whole of ['0', '4']) {
      for (let number = 1; number < 8 ** k; number += 1) {
        if (number % 8 !== 0) codes.push(`${whole}.${number.toString(8).padStart(k, '0')}`);
      }
    }
  }
  return codes;
}

/** 'trivial', 'solved' or 'open' (no period proved); 'pending' before it is worked out. */
export function status(entry) {
  if (!entry) return 'pending';
  if (!entry.period) return 'open';
  return entry.period.checkedTo < TRIVIAL_BELOW ? 'trivial' : 'solved';
}

const formKeys = new WeakMap();
/** A proved code's whole stripped sequence as one string: equal strings, equal sequences. */
function formKey(entry) {
  if (!formKeys.has(entry)) {
    const { start, length, values } = entry.form;
    formKeys.set(entry, `${start}:${length}:${Array.prototype.join.call(values, ',')}`);
  }
  return formKeys.get(entry);
}

/** Whether two entries share their stripped sequence (`atlas::same_sequence`). */
export function sameSequence(a, b) {
  if (a.form && b.form) return formKey(a) === formKey(b);
  const k = Math.min(a.tails.length, b.tails.length);
  return k > 0 && a.tails[k - 1] === b.tails[k - 1];
}

/** For each entry of `list` (the atlas's order, undefined where not yet known), the first one before it with the same sequence. */
export function sameAs(list) {
  return list.map((b, i) => {
    if (!b) return null;
    for (let j = 0; j < i; j += 1) {
      const a = list[j];
      if (a && sameSequence(a, b)) return { code: a.code, shift: b.zeros - a.zeros, proved: Boolean(a.form && b.form) };
    }
    return null;
  });
}

/** The command line's JSON object of an entry. */
export function tableEntry(entry, same) {
  const { code, period, computedTo, maxValue, rare } = entry;
  return { code, period, computedTo, maxValue, rare, sameAs: same };
}

export function csvLine({ code, period: p, computedTo, maxValue, rare: r, sameAs: s }) {
  return [code, p?.start, p?.length, p?.checkedTo, computedTo, maxValue, r?.mask.toString(16), r?.bit, r?.count, r?.last, s?.code, s?.shift, s?.proved]
    .map((x) => x ?? '').join(',');
}
