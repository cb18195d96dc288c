// Grundy's game drawn as rows of tokens, one row a heap: a gap between two
// tokens is a button that splits the heap there, when the two parts differ.
// A long heap shows a window of tokens at a time, with a pager and a typed
// part to split off. The Why panel is the take-and-break one: the nimbers of
// the heaps and their XOR.
import { h } from '../page/dom.js';
import { heapBoard, typedPlace } from './octal.js';
import { moveButton, objectOf } from './rows.js';
import { ruleOf } from './octal-rule.js';

export { explain, practice } from './octal.js';

/** The split of a heap of `n` with `a` on one side (BigInts), as moves() spells it, or null when illegal. */
function split(heap, n, a) {
  const b = n - a;
  if (a < 1n || b < 1n || a === b) return null;
  const pair = a < b ? [a, b] : [b, a];
  return { heap, split: pair.map((x) => (x <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(x) : x)) };
}

export function render(container, options) {
  const { t } = options;
  heapBoard(container, options, (heap, n, from, to) => {
    const row = [];
    for (let j = from; j < to; j += 1n) {
      const move = j > from ? split(heap, n, j) : null;
      if (move) row.push(moveButton('gap', move, describe(move, t), options));
      row.push(h('span', { class: 'coin', 'aria-hidden': 'true', dataset: { obj: objectOf(heap, j) } }));
    }
    return row;
  }, null, () => render(container, options),
  (heap, n) => typedPlace({ label: t('grundySplitOff', { heap: heap + 1 }), button: t('octalSplitThere'), moveOf: (a) => split(heap, n, a), options }),
  t('grundyHelp'));
}

export function describe(move, t) {
  const [a, b] = move.split.map(String);
  return t('octalMoveSplit', { heap: move.heap + 1, a, b });
}

export function rule(state, t) {
  return ruleOf(state, t);
}
