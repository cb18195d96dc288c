import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts } from '../../scripts/browser.mjs';
import { fileBrowser, openSetUp, hintsShown } from './setup.mjs';
import { docExamples } from '../docs-examples.mjs';

const browser = fileBrowser();

const open = (query, options) => browser.open(query, options);

/** Plays as a person would: click the first coin that can be clicked, until the game ends. */
async function playToTheEnd(page) {
  for (let turn = 0; turn < 100; turn += 1) {
    await page.waitForFunction(() => !document.querySelector('#verdict').hidden
      || document.querySelector('.kayles button:not([disabled])'));
    if (!(await page.locator('#verdict').isHidden())) break;
    await page.locator('.kayles button.coin:not([disabled])').first().click();
  }
  return page.locator('#verdict').textContent();
}

test('the console API works in the page: f([12]), classify, best_move', async () => {
  const page = await open();
  const answers = await page.evaluate(() => ({
    f12: f([12]),
    same: window.nimlab.f === window.f,
    outcome: classify({ game: 'kayles', rows: [12], misere: true }).outcome,
    best: nimlab.best_move({ game: 'kayles', rows: [1, 11] }).move,
  }));
  assert.deepEqual(answers, { f12: 0, same: true, outcome: 'P', best: { row: 1, start: 3, take: 1 } });
  assert.deepEqual(page.problems, []);
});

test('the 12-coin game: you start from a lost position, and the computer wins', async () => {
  const page = await open();
  assert.match(await page.locator('#status').textContent(), /Your move/);
  assert.equal(await page.locator('.kayles .coin').count(), 12);
  const verdict = await playToTheEnd(page);
  assert.equal(verdict, 'The computer wins.');
  await page.screenshot({ path: path.join(artifacts, 'kayles-end.png'), fullPage: true });
  assert.deepEqual(page.problems, []);
});

test('the computer wins from every winning position it is given (it starts on 11 coins)', async () => {
  for (const rows of [[11], [2, 9], [5]]) {
    const state = JSON.stringify({ game: 'kayles', rows, misere: true });
    const page = await open(`?state=${encodeURIComponent(state)}&starts=1`);
    assert.equal(await playToTheEnd(page), 'The computer wins.', `from ${rows}`);
    await page.close();
  }
});

test('normal play is one switch away, and hints colour the winning moves', async () => {
  const page = await open();
  await openSetUp(page);
  await page.locator('#param-misere').uncheck();
  await page.locator('#param-rows').fill('1, 11');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.locator('#hints').check();
  await hintsShown(page);
  const winning = await page.locator('.kayles [data-outcome="P"]').evaluateAll((els) => els.map((e) => e.dataset.move));
  assert.ok(winning.includes(JSON.stringify({ row: 1, start: 3, take: 1 })), 'pin 6 is shown as winning');
  const fromApi = await page.evaluate(() => moves({ game: 'kayles', rows: [1, 11] })
    .filter((r) => r.outcome === 'P').map((r) => JSON.stringify(r.move)));
  assert.deepEqual(winning.sort(), fromApi.sort());
  await page.screenshot({ path: path.join(artifacts, 'kayles-hints.png'), fullPage: true });
  // Knock down pin 6 by clicking it; the position is then safe for us.
  await page.locator(`#view [data-move='${JSON.stringify({ row: 1, start: 3, take: 1 })}']`).click();
  await page.waitForFunction(() => document.querySelector('#history').children.length >= 2);
  assert.match(await page.locator('#history').textContent(), /You: take coin 4 of group 2/);
  // The position (and its history) is in the URL: a reload reopens it.
  const url = page.url();
  const again = await open(url.slice(url.indexOf('?')));
  assert.equal(await again.locator('#history li').count(), await page.locator('#history li').count());
  assert.deepEqual(page.problems, []);
});

// An example that raises the work a call may do runs in Node only
// (tests/node/docs.test.mjs): the search it runs is the engine's, the same
// here, and tests/node/engines.test.mjs holds that the page's engine passes a
// call's options on.
const raisesWork = (expression) => /budget: \{work:/.test(expression);

test('every example of docs/API.md typed in the page console gives the documented answer', async () => {
  const page = await open();
  for (const { expression, expected } of docExamples().filter((example) => !raisesWork(example.expression))) {
    const got = await page.evaluate((source) => {
      const show = (v) => JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? `${x}n` : x));
      try {
        return show((0, eval)(source));
      } catch (error) {
        return `Error [${error.code}]: ${error.message}`;
      }
    }, expression);
    if (expected.startsWith('Error [')) {
      assert.equal(got, expected, expression);
    } else {
      const want = Function(`return (${expected});`)();
      assert.equal(got, JSON.stringify(want, (_, x) => (typeof x === 'bigint' ? `${x}n` : x)), expression);
    }
  }
  assert.deepEqual(page.problems, []);
});

test('the computer thinks in a Worker: a long search shows Stop, the page stays usable, and Stop ends it', async () => {
  const page = await browser.page({ viewport: { width: 1200, height: 900 } });
  // A Worker that never answers stands for a search that takes a long time.
  await page.route('**/www/solver/worker.js', (route) => route.fulfill({
    contentType: 'text/javascript',
    body: 'self.onmessage = () => {};',
  }));
  const state = JSON.stringify({ game: 'kayles', rows: [11], misere: true });
  await browser.visit(page, `?state=${encodeURIComponent(state)}&starts=1`);
  const stop = page.getByRole('button', { name: 'Stop' });
  await stop.waitFor();
  assert.match(await page.locator('#status').textContent(), /thinking/);
  assert.equal(await page.evaluate(() => f([12])), 0, 'the page still answers while the computer thinks');
  await stop.click();
  assert.match(await page.locator('#status').textContent(), /stopped/);
  assert.equal(await page.locator('#history li').count(), 0);
  await page.getByRole('button', { name: 'Restart' }).click();
  await stop.waitFor();

  // On the person's own move Stop ends the working out of the position: said so, and nothing still claims to be working.
  await browser.visit(page, `?state=${encodeURIComponent(state)}&starts=0`);
  await stop.waitFor();
  assert.match(await page.locator('#status').textContent(), /Working out the position/);
  await stop.click();
  assert.equal(await page.locator('#status').textContent(), 'Stopped working out the position. Undo or restart to go on.');
  assert.doesNotMatch(await page.locator('#explain').textContent(), /Working out/);
  assert.deepEqual(page.problems, []);
});
