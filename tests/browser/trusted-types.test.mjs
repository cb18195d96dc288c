// Under a page's `require-trusted-types-for 'script'` the solver's
// Worker is still made (through the policy `nimlab-solver`), and where the
// page's policies leave nimlab's out, the page's thread answers instead.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileBrowser } from './setup.mjs';

const browser = fileBrowser();

/** The playground under `policy` (a CSP header), and what the solver did there. */
async function underPolicy(policy) {
  const page = await browser.page();
  await page.route('**/index.html*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
  await browser.visit(page, `?lang=en&state=${encodeURIComponent('{"game":"nim","heaps":[3,4,5]}')}`);
  const answer = await page.evaluate(async () => {
    const solver = await import('/www/solver/solver.js');
    const best = await solver.think('best_move', { game: 'nim', heaps: [3, 4, 5] });
    return { move: best.move, mode: (await solver.loadSolver()).workerMode };
  });
  await page.close();
  return { ...answer, problems: page.problems };
}

test('under Trusted Types the Worker is made through the nimlab-solver policy', async () => {
  const { move, mode, problems } = await underPolicy("require-trusted-types-for 'script'");
  assert.deepEqual(move, { heap: 0, take: 2 });
  assert.equal(mode, 'worker');
  assert.deepEqual(problems, []);
});

test('where the page allows no policy of nimlab, the page’s thread answers and says so', async () => {
  const { move, mode } = await underPolicy("require-trusted-types-for 'script'; trusted-types other");
  assert.deepEqual(move, { heap: 0, take: 2 });
  assert.equal(mode, 'main-thread');
});
