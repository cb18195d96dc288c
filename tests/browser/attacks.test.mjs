// Unbreakable at any size, on the page (docs/API.md, "Budgets"): what an
// attacker would link or embed is refused with a message that names what
// was too large and how far the solver reaches, never the runtime's words:
// an 80-character link to misère Grundy's game on 10^12, the element with
// that state, twenty of them on one page, a link of 10 000 moves, and the
// Lab's atlas over a store an extension has corrupted. tests/node/
// attacks.test.mjs holds the same calls to the budget's memory in Node.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { root } from '../../scripts/tools.mjs';
import { fileBrowser } from './setup.mjs';

const browser = fileBrowser();

const HUGE = { game: 'grundy', heaps: [1000000000000], misere: true };
// The misère refusal, as each language says it: the heap asked for, and how
// far the quotient is known (heap and elements), both as numbers.
const REFUSAL = {
  en: /1000000000000: the misère quotient of \W*Grundy.s game\W* is worked out here to heap \d+ \(\d+ elements\)/,
  'zh-Hant': /1000000000000.*這裡只算到第 \d+ 堆（\d+ 個元素）/,
};
const NOT_RUNTIME = /RuntimeError|unreachable|stopped \(/;

/** The text of the first refusal drawn in `root` (a document or a shadow root), once there is one. */
const refusalIn = (root) => root.querySelector('[data-refused]')?.textContent.trim() || null;

test('a link to misère Grundy\'s game on 10^12 is refused by number, in each language', async () => {
  for (const lang of Object.keys(REFUSAL)) {
    const page = await browser.open(`?lang=${lang}&state=${encodeURIComponent(JSON.stringify(HUGE))}`);
    const said = await (await page.waitForFunction(`(${refusalIn})(document)`, null, { timeout: 120000 })).jsonValue();
    assert.match(said, REFUSAL[lang], said);
    assert.doesNotMatch(said, NOT_RUNTIME, said);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test('one element and twenty elements with such states are each refused by number', async () => {
  for (const count of [1, 20]) {
    const page = await browser.page();
    const states = Array.from({ length: count }, (_, i) => ({ ...HUGE, heaps: [1000000000000 + i] }));
    await browser.html(page, `attacks-${count}`, `<script type="module" src="/www/nimlab-game.js"></script>
      ${states.map((state) => `<nimlab-game lang="en" state='${JSON.stringify(state)}'></nimlab-game>`).join('\n')}`);
    const said = await (await page.waitForFunction((refused) => {
      const texts = [...document.querySelectorAll('nimlab-game')].map((element) => new Function('root', `return (${refused})(root)`)(element.shadowRoot));
      return texts.every(Boolean) ? texts : null;
    }, String(refusalIn), { timeout: 180000 })).jsonValue();
    assert.equal(said.length, count);
    said.forEach((text, i) => {
      assert.ok(text.includes(String(1000000000000 + i)), text);
      assert.match(text.replace(String(1000000000000 + i), '1000000000000'), REFUSAL.en, text);
      assert.doesNotMatch(text, NOT_RUNTIME, text);
    });
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test('a link of 10 000 moves is checked against the game: the moves past the most it replays are refused by number', async () => {
  const start = { game: 'nim', heaps: [5000, 5000] };
  const moves = Array.from({ length: 10000 }, (_, i) => ({ heap: i % 2, take: 1 }));
  // A query this long is past what the test's server reads: the page is served from the file.
  const page = await browser.page({ viewport: { width: 1200, height: 900 } });
  await page.route((url) => url.pathname === '/index.html', (route) => route.fulfill({ path: path.join(root, 'index.html') }));
  await page.goto(`${browser.origin}/index.html?lang=en&state=${encodeURIComponent(JSON.stringify(start))}&moves=${encodeURIComponent(JSON.stringify(moves))}`);
  await page.evaluate(() => window.nimlab.ready);
  await page.waitForFunction(() => !document.querySelector('#notice').hidden);
  const notice = await page.locator('#notice').textContent();
  assert.match(notice, /lists 10000 moves; a link replays at most 2000 from its position/, notice);
  // The first 2000 are on the board, replayed a slice a task: 5000 − 1000 = 4000 left in each heap.
  await page.waitForFunction(() => document.querySelectorAll('#history li').length >= 2000);
  assert.match(await page.locator('#view').textContent(), /of 4000/);
  assert.equal(await page.evaluate(() => new URLSearchParams(location.search).get('moves').length > 0), true, 'the link is kept until the person acts');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the atlas over a corrupted store skips and rewrites what does not read', async () => {
  const page = await browser.page();
  await page.goto(`${browser.origin}/lab.html?view=atlas&digits=1&n=1024`);
  await page.waitForSelector('#atlas-rows tr');
  const left = await page.evaluate(async () => {
    const db = await new Promise((resolve) => {
      const request = indexedDB.open('nimlab-atlas', 1);
      request.onsuccess = () => resolve(request.result);
    });
    const done = (transaction) => new Promise((resolve) => { transaction.oncomplete = resolve; });
    const transaction = db.transaction('entries', 'readwrite');
    const store = transaction.objectStore('entries');
    // A record without its entry, and 3000 with entries of the wrong shape.
    store.put({ key: '1/1024/0.1' });
    for (let i = 0; i < 3000; i += 1) store.put({ key: `1/1024/0.${i}`, entry: i % 2 ? { code: `0.${i}`, period: 'x' } : 'junk' });
    await done(transaction);
    db.close();
    return 3000;
  });
  assert.equal(left, 3000);
  await page.reload();
  await page.waitForSelector('#atlas-rows tr');
  await page.waitForFunction(() => /Nothing worked out yet|worked out/.test(document.querySelector('#atlas-state').textContent));
  const kept = await page.evaluate(async () => {
    const db = await new Promise((resolve) => {
      const request = indexedDB.open('nimlab-atlas', 1);
      request.onsuccess = () => resolve(request.result);
    });
    return new Promise((resolve) => {
      const request = db.transaction('entries').objectStore('entries').count();
      request.onsuccess = () => resolve(request.result);
    });
  });
  assert.equal(kept, 0, 'the records that did not read were deleted');
  assert.deepEqual(page.problems, []);
  await page.close();
});
