// The Lab (lab.html) in Chromium: the periods of Kayles, Dawson's Kayles and
// Dawson's chess with the numbers of their proofs, the table and the plot,
// progress and Stop on a long run of Officers (the values it computed
// kept), the CSV and JSON downloads,
// errors next to their fields in three languages, and no English left on
// the Chinese pages. Long tasks on the page's thread are measured and
// reported (t.diagnostic), never asserted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { NAMES } from './truth.mjs';
import { nimbers } from '../../www/node.js';
import { fileBrowser } from './setup.mjs';

const browser = fileBrowser();

/** The Lab at `query`, recording long tasks in `window.longTasks`; resolves once a run has ended. */
async function openLab(query) {
  const page = await browser.page({ viewport: { width: 1200, height: 900 }, acceptDownloads: true });
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${browser.origin}/lab.html?${query}`);
  await settled(page);
  return page;
}

/** Waits until no computation runs: Stop is disabled again, and the run has said how it ended. */
async function settled(page) {
  await page.waitForFunction(() => document.querySelector('#stop').disabled
    && (document.querySelector('#state').textContent !== '' || document.querySelector('.field-error:not([hidden])')), null, { timeout: 120_000 });
}

const text = (page, selector) => page.locator(selector).textContent();

async function reportLongTasks(t, page, what) {
  const tasks = await page.evaluate(() => window.longTasks);
  t.diagnostic(`${what}: ${tasks.length} long tasks on the page's thread${tasks.length ? `, longest ${Math.max(...tasks)} ms` : ''}`);
}

test('Kayles 0.77: period 12 from 71 with the numbers of its proof, a table a period wide, a plot, misère outcomes', async (t) => {
  const page = await openLab('code=0.77&n=1000&lang=en');
  assert.match(await text(page, '#period'), /Period 12 from n₀ = 71/);
  const proof = await text(page, '#proof');
  assert.match(proof, /p = 12, n₀ = 71, t = 2, so every n from 71 to 155 was checked, with values up to G\(167\)/);
  assert.match(await text(page, '#words'), /Take 1 to 2|Take 1 or 2|1 or 2|1, 2/);
  const firstRow = await page.locator('table.values tbody tr').first().locator('td').allTextContents();
  assert.deepEqual(firstRow.map(Number), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
  assert.equal(await page.locator('table.values thead th').count(), 13, 'n and 12 columns');
  assert.ok(await page.locator('#plot svg path.value').count());
  assert.match(await page.locator('#plot svg path.value').getAttribute('d'), /^M[\d.]+ [\d.]+h0/);
  // Sibert–Conway: misère Kayles heaps of 1, 4, 9, 12, 20 are P among 0..20.
  const misere = await page.locator('table.misere td').allTextContents();
  assert.equal(misere.length, 31);
  assert.deepEqual(misere.slice(0, 13), ['N', 'P', 'N', 'N', 'P', 'N', 'N', 'N', 'N', 'P', 'N', 'N', 'P']);
  assert.match(await page.locator('#play').getAttribute('href'), /^index\.html\?state=%7B%22game%22%3A%22octal%22%2C%22code%22%3A%220\.77%22%2C%22heaps%22%3A%5B20%5D%7D/);
  // The Lab's snippets are the Embed dialog's: self-hosted, and the CDN's at this version.
  assert.match(await page.locator('#embed').inputValue(), /^<script type="module" src="https:\/\/cdn\.jsdelivr\.net\/npm\/nimlab@[\d.]+\/dist\/www\/nimlab-game\.js"><\/script>\n<nimlab-game state='\{"game":"octal","code":"0.77","heaps":\[20\]\}' lang="en"><\/nimlab-game>$/);
  assert.match(await page.locator('#embed-self').inputValue(), /^<script type="module" src="nimlab\/nimlab-game\.js"><\/script>\n<nimlab-game state='\{"game":"octal","code":"0.77","heaps":\[20\]\}' lang="en">/);
  await page.locator('#more').click();
  assert.equal(await page.locator('table.values tbody tr').count(), 80);
  await reportLongTasks(t, page, 'Kayles to 1000');
  // The link opens the playground on a heap of 20 of this rule.
  await page.locator('#play').click();
  await page.waitForURL(/index\.html/);
  await page.evaluate(() => window.nimlab.ready);
  assert.equal(await page.locator('#notice').isHidden(), true);
  assert.deepEqual(JSON.parse(new URL(page.url()).searchParams.get('state')), { game: 'octal', code: '0.77', heaps: [20] });
  assert.deepEqual(page.problems, []);
});

test('Dawson\'s Kayles picked by name: period 34 from 53; Dawson\'s chess 0.137: period 34 from 52', async (t) => {
  const page = await openLab('code=0.77&n=400&lang=en');
  await page.locator('#named').selectOption({ label: 'Dawson’s Kayles' });
  await page.waitForFunction(() => /34/.test(document.querySelector('#period').textContent));
  await settled(page);
  assert.equal(await page.locator('#code').inputValue(), '0.07');
  assert.match(await text(page, '#period'), /Period 34 from n₀ = 53/);
  assert.match(await text(page, '#proof'), /p = 34, n₀ = 53, t = 2, so every n from 53 to 141 was checked, with values up to G\(175\)/);
  assert.match(page.url(), /code=0\.07&n=400/);
  await page.locator('#code').fill('0.137');
  await page.locator('#compute').click();
  await page.waitForFunction(() => /52/.test(document.querySelector('#period').textContent));
  await settled(page);
  assert.match(await text(page, '#period'), /Period 34 from n₀ = 52/);
  assert.match(await text(page, '#proof'), /p = 34, n₀ = 52, t = 3, so every n from 52 to 140 was checked, with values up to G\(174\)/);
  assert.equal(await page.locator('table.values thead th').count(), 35);
  await reportLongTasks(t, page, '0.07 and 0.137 to 400');
  assert.deepEqual(page.problems, []);
});

test('a subtraction set: period 7 from 0 for {1, 3, 4}, proved by the window of a rule that never splits', async () => {
  const page = await openLab('subtract=1,3,4&n=200&lang=en');
  assert.match(await text(page, '#period'), /Period 7 from n₀ = 0/);
  assert.match(await text(page, '#proof'), /never splits.*p = 7, n₀ = 0, t = 4/);
  assert.deepEqual(page.problems, []);
});

test('Officers 0.6 to a large n shows progress; Stop ends the run, keeps the values it computed, and the page answers', async (t) => {
  const page = await openLab('code=0.77&n=300&lang=en');
  await page.locator('#code').fill('0.6');
  await page.locator('#n').fill('20000000');
  await page.locator('#compute').click();
  // Past 2^17 values: the Worker has handed on the values to 2^16 − 1 at least.
  await page.waitForFunction(() => document.querySelector('#progress').value >= 140000 && !document.querySelector('#progress').hidden, null, { timeout: 120_000 });
  assert.match(await text(page, '#state'), /Values up to \d+ of 20000000 worked out/);
  assert.equal(await page.locator('#stop').isEnabled(), true);
  await page.locator('#stop').click();
  // Kept to a checkpoint the run reached: at least 2^16 − 1, short of n (the
  // run goes on between the look at the bar and the click, so not bounded by that look).
  const [, kept] = (await text(page, '#state')).match(/^Stopped at heap (\d+) of 20000000: the values worked out by then are shown/) ?? [];
  assert.ok(Number(kept) >= 65535 && Number(kept) < 20000000, `kept to ${kept}`);
  assert.equal(await page.locator('#progress').isHidden(), true);
  // What it computed is shown: Officers' values, no period among them, a table to show more of, a plot.
  assert.equal(await text(page, '#period'), `No period up to n = ${kept}.`);
  const firstRow = await page.locator('table.values tbody tr').first().locator('td').allTextContents();
  assert.deepEqual(firstRow.map(Number), Array.from(nimbers({ game: 'octal', code: '0.6' }, 11).values));
  assert.ok(await page.locator('#plot svg path.value').count());
  // The page answers: a new run in the fresh Worker.
  await page.locator('#code').fill('0.07');
  await page.locator('#n').fill('300');
  await page.locator('#compute').click();
  await page.waitForFunction(() => /Period 34 from n₀ = 53/.test(document.querySelector('#period').textContent));
  await settled(page);
  await reportLongTasks(t, page, 'Officers to 2·10^7, stopped, then 0.07');
  assert.deepEqual(page.problems, []);
});

test('the CSV download holds n,value for every heap; the JSON {code, values, period}; both made when asked for', async () => {
  const page = await openLab('code=0.77&n=200&lang=en');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.locator('#csv').click()]);
  assert.equal(csv.suggestedFilename(), 'nimbers-0.77-200.csv');
  const lines = readFileSync(await csv.path(), 'utf8').trimEnd().split('\n');
  assert.equal(lines.length, 202);
  assert.deepEqual(lines.slice(0, 6), ['n,value', '0,0', '1,1', '2,2', '3,3', '4,1']);
  // From the keyboard too: the downloads are buttons that make the file when pressed.
  const [json] = await Promise.all([page.waitForEvent('download'), page.locator('#json').press('Enter')]);
  const data = JSON.parse(readFileSync(await json.path(), 'utf8'));
  assert.deepEqual(lines.slice(1), data.values.map((value, n) => `${n},${value}`));
  // From n₀ = 71 on, one period: 4 1 2 8 1 4 7 2 1 8 2 7 (Winning Ways ch. 4).
  assert.deepEqual(lines.slice(73, 85).map((line) => Number(line.split(',')[1])), [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7]);
  assert.equal(data.code, '0.77');
  assert.equal(data.values.length, 201);
  assert.deepEqual(data.values.slice(0, 12), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
  assert.deepEqual(data.period, { start: 71, length: 12, checkedTo: 167 });
  assert.deepEqual(page.problems, []);
});

const BAD = {
  en: { code: /^Error: The code must be a take-and-break code/, subtract: /umber 1 of the subtraction set/, repeat: /repeats 1/, n: /67108864|too many/ },
  'zh-Hant': { code: /規則代碼/, subtract: /可取的第 1 個數/, repeat: /可取的第 2 個數/, n: /67108864/ },
  'zh-Hans': { code: /规则代码/, subtract: /可取的第 1 个数/, repeat: /可取的第 2 个数/, n: /67108864/ },
};

for (const [lang, expected] of Object.entries(BAD)) {
  test(`bad input in ${lang}: each error next to its field, in the reader's language`, async () => {
    const page = await openLab(`code=0.8&n=100&lang=${lang}`);
    await page.waitForSelector('#code-error:not([hidden])');
    assert.match(await text(page, '#code-error'), expected.code);
    assert.equal(await page.locator('#results').isHidden(), true);
    const tries = [
      ['subtract', '0, 1', '100', expected.subtract],
      ['subtract', '1, 1', '100', expected.repeat],
      ['code', '0.77', '100000000', expected.n],
    ];
    for (const [field, typed, n, said] of tries) {
      await page.locator(`#${field}`).fill(typed);
      await page.locator('#n').fill(n);
      await page.locator('#compute').click();
      const box = field === 'code' ? '#n-error' : '#subtract-error';
      await page.waitForSelector(`${box}:not([hidden])`);
      assert.match(await text(page, box), said, `${field} ${typed} ${n}`);
      assert.equal(await page.locator('#code-error').isHidden(), true);
    }
    if (lang !== 'en') assert.deepEqual(await latinLeft(page), [], 'the errors are in Chinese');
    assert.deepEqual(page.problems, []);
  });
}

/** The page's own words still in Latin letters (names allowed). */
function latinLeft(page) {
  return page.evaluate((names) => {
    const selector = '[data-t], #words, #state, #period, #proof, #table-note, #rows-shown, #plot-note, #misere-note, .field-error, #named option:checked, #play, table.misere th';
    const parts = [...document.querySelectorAll(selector)].filter((e) => e.checkVisibility?.() ?? true).map((e) => e.textContent);
    return parts.join(' ').replace(new RegExp(names, 'g'), '').match(/[A-Za-z]{2,}/g) ?? [];
  }, NAMES.source);
}

test('a rule\'s messages: a bad code after Grundy\'s game shows no Grundy results; code and set name the set\'s own code; a take of 0 is no code', async () => {
  const page = await openLab('game=grundy&n=200&lang=en');
  assert.equal(await page.locator('#results').isHidden(), false);
  for (const typed of ['0.8', '9.1', 'abc']) {
    await page.locator('#code').fill(typed);
    await page.locator('#compute').click();
    await page.waitForSelector('#code-error:not([hidden])');
    assert.equal(await page.locator('#results').isHidden(), true, `${typed}: the error stands alone, not above Grundy's period`);
  }
  await page.close();
  const both = await openLab('code=0.77&subtract=1,5&lang=en');
  assert.match(await text(both, '#code-error'), /The set 1, 5 is itself the code 0\.30003/);
  assert.doesNotMatch(await text(both, '#code-error'), /\[1, 3\]/);
  await both.close();
  const zero = await openLab('subtract=0&lang=en');
  assert.match(await text(zero, '#subtract-error'), /Number 1 of the subtraction set must be a whole number from 1/);
  assert.doesNotMatch(await text(zero, '#words'), /not a code/);
  assert.deepEqual(zero.problems, []);
  await zero.close();
});

test('switching the language redraws every word, the results and a field\'s error without computing again', async () => {
  const page = await openLab('code=0.77&n=300&lang=en');
  await page.locator('#lang').selectOption('zh-Hant');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-Hant');
  assert.match(await text(page, '#period'), /週期/);
  await page.locator('#subtract').fill('2, 2');
  await page.locator('#compute').click();
  await page.waitForSelector('#subtract-error:not([hidden])');
  // The error is about a rule with no results: the last rule's are no longer shown beside it.
  assert.equal(await page.locator('#results').isHidden(), true);
  await page.locator('#lang').selectOption('zh-Hans');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-Hans');
  assert.match(await text(page, '#subtract-error'), /可取的第 2 个数/);
  assert.match(page.url(), /lang=zh-Hans/);
  assert.deepEqual(await latinLeft(page), []);
  assert.deepEqual(page.problems, []);
});

for (const lang of ['zh-Hant', 'zh-Hans']) {
  test(`the Lab in ${lang} has no English words but the names`, async () => {
    for (const query of ['code=0.77&n=500', 'game=grundy&n=500', 'code=0.6&n=500', 'subtract=1,3,4&n=100']) {
      const page = await openLab(`${query}&lang=${lang}`);
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      assert.deepEqual(await latinLeft(page), [], `${lang} ${query}`);
      assert.deepEqual(page.problems, [], `${lang} ${query}`);
      await page.context().close();
    }
  });
}
