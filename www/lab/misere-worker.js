// The Lab's misère view (misere.js), off the page's thread: the misère
// quotients Q_1 … Q_n of one rule (Plambeck–Siegel), from the main wasm's full
// engine, one call to `quotient(rule, k)` a heap so that the page shows |Q_k|
// as each heap is added. Each call keeps to the budget the page asks for
// (options.budget, null for the default); a `too-large` refusal ends the run
// at the last quotient known. The page stops a run by
// ending this Worker.
import init, { quotient } from '../pkg/nimlab.js';
import { posted } from '../solver/posted.js';
import { answerEach } from './answer.js';

const ready = init();

// The multiplication table is posted when a person can read it.
const SMALL = 16;

/** What the page draws of Q_k. */
function summary(k, q) {
  return {
    n: k,
    order: q.order,
    pSize: q.pSize,
    phi: Array.from(q.phi),
    pPortion: Array.from(q.pPortion),
    presentation: q.presentation,
    table: q.table && q.order <= SMALL ? Array.from(q.table) : null,
    period: q.period ?? null,
  };
}

answerEach(ready, ({ rule, n, budget }) => {
  const options = budget ? { budget } : undefined;
  let last = null;
  for (let k = 1; k <= n; k += 1) {
    let q;
    try {
      q = quotient(rule, k, options);
    } catch (error) {
      if (error?.code !== 'too-large' || !last) throw error;
      self.postMessage({ type: 'refused', quotient: summary(last.k, last.q), at: k, error: posted(error) });
      return;
    }
    last = { k, q };
    // A new generator: heap k's element is no product of smaller heaps' elements.
    self.postMessage({ type: 'heap', n: k, order: q.order, pSize: q.pSize, generator: Array.from(q.generators).includes(k) });
  }
  self.postMessage({ type: 'done', quotient: summary(last.k, last.q) });
});
