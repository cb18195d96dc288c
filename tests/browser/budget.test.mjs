// Every call bounded, in the page's home (docs/DESIGN.md, "One budget for
// every call"): what the browser adds to tests/node/budget.test.mjs is the
// wasm in a module Worker of Chromium, with Chromium's own memory. So here
// the calls that hold the most (the values of Kayles to 33554431, arrays of
// a million) and let-you-win past moves() answer or throw a coded
// `too-large` within one call's budget as the call counted it (steps of
// work, the most bytes held), never by wall time, and the next call works.
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

test("in a Worker of the page, the calls that hold the most and let-you-win past moves() stay within the budget", async () => {
  // In the order of scripts/hostile-calls.mjs, which the Worker keeps.
  const names = [
    'nimbers of Kayles to 67108863',
    'sum of 10^6 parts',
    'nimbers of Kayles to 33554431',
    'aim lose: 0.6 on 20001',
    'aim lose: Grundy on 30000',
    'Nim on 10^6 heaps',
    'misère Kayles on 10^6 rows',
    'an array of 10^6 arrays of 10^6',
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
  // What Node answers, the Worker answers; what Node refuses, it refuses.
  const ended = Object.fromEntries(results.map((r) => [r.name, r.code]));
  assert.deepEqual(ended, {
    'nimbers of Kayles to 67108863': 'too-large',
    'sum of 10^6 parts': 'too-large',
    'nimbers of Kayles to 33554431': null,
    'aim lose: 0.6 on 20001': null,
    'aim lose: Grundy on 30000': null,
    'Nim on 10^6 heaps': null,
    'misère Kayles on 10^6 rows': null,
    'an array of 10^6 arrays of 10^6': 'too-large',
  });
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
