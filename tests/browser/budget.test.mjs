// Issue 26 in the page's home: in a Worker, as the page runs the solver, the
// calls of the issue's table and issue 27's let-you-win moves past moves()
// each answer or throw a coded `too-large` within one call's budget as the
// call counted it (steps of work, the most bytes held), never by wall time,
// and the next call works. tests/node/budget.test.mjs holds the same calls
// to the same budget in Node.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileBrowser } from './setup.mjs';

// Budget::DEFAULT (crates/core/src/budget.rs), as docs/API.md states it.
const WORK = 400_000_000;
const MEMORY = 256 * 2 ** 20;

const browser = fileBrowser();

/** In a module Worker of the page: each chosen hostile call, what it spent and how it ended. */
function runInWorker({ origin, names }) {
  const script = `
    import init, * as nimlab from ${JSON.stringify(`${origin}/www/pkg/nimlab.js`)};
    import { hostileCalls } from ${JSON.stringify(`${origin}/scripts/hostile-calls.mjs`)};
    await init();
    const names = ${JSON.stringify(names)};
    const spent = () => {
      const { work, memory } = nimlab.__nimlab_spent();
      return { work: Number(work), memory: Number(memory) };
    };
    const ended = (run) => {
      try {
        const answer = run();
        return { answer, code: null };
      } catch (error) {
        return { code: error?.code ?? String(error), key: error?.key ?? null };
      }
    };
    const results = [];
    for (const call of hostileCalls.filter((c) => names.includes(c.name))) {
      const { answer, code, key } = ended(() => nimlab[call.fn](...call.input()));
      const result = { name: call.name, code, key, ...spent() };
      if (call.fn === 'classify' && answer) {
        const explained = ended(() => answer.explanation);
        result.explanation = { code: explained.code, ...spent() };
      }
      result.next = nimlab.classify({ game: 'nim', heaps: [3, 4, 5] }).outcome;
      results.push(result);
    }
    postMessage(results);
  `;
  const worker = new Worker(URL.createObjectURL(new Blob([script], { type: 'text/javascript' })), { type: 'module' });
  return new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => {
      worker.terminate();
      resolve(data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message ?? 'the Worker failed'));
    };
  });
}

test("in the page's Worker, the table's calls and let-you-win past moves() stay within the budget", async () => {
  const names = [
    'misère 0.6 on 1000 heaps of 2',
    'misère 0.6 on 10 000 heaps of 1 and 30',
    'misère sum of 64 parts of 0.07',
    'misère sum of 64 Wythoff parts',
    'misère sum of 64 Grundy parts',
    'sum of 64 parts with 28–32-digit codes',
    'nimbers of Kayles to 67108863',
    'sum of 10^6 parts',
    '0.6 on a heap of 131073',
    'aim lose: 0.6 on 20001',
    'aim lose: Grundy on 30000',
  ];
  const page = await browser.page();
  await browser.html(page, 'budget', '<p>budget</p>');
  const results = await page.evaluate(runInWorker, { origin: browser.origin, names });
  assert.deepEqual(results.map((r) => r.name), names);
  for (const r of results) {
    assert.ok(r.code === null || r.code === 'too-large', `${r.name}: ${r.code}`);
    if (r.code) assert.ok(r.key, `${r.name}: no key for a translator`);
    for (const spent of [r, r.explanation].filter(Boolean)) {
      assert.ok(spent.work <= WORK, `${r.name}: ${spent.work} steps`);
      assert.ok(spent.memory <= MEMORY, `${r.name}: ${spent.memory} bytes held`);
    }
    assert.equal(r.next, 'N', `${r.name}: the next call`);
  }
  // The ones the issue saw answered are answered still; the 10^6 parts refused.
  assert.equal(results.find((r) => r.name === 'sum of 10^6 parts').code, 'too-large');
  assert.equal(results.find((r) => r.name === 'aim lose: 0.6 on 20001').code, null);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
