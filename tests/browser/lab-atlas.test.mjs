// The Lab's atlas view (lab.html?view=atlas) in Chromium, on small atlases so
// that it runs in seconds: the table the Workers fill is the command line's
// (tests/data/octal/atlas-2-1024.json, which crates/cli/tests/atlas.rs holds
// to `nimlab atlas --digits 2 --to 1024`), both as the page's module returns it
// and as the rendered rows carry it in their data-* attributes; sorting,
// filtering, the links to each code's page; Stop, a second visit that shows
// the kept table without working anything out, and a stopped run that goes
// on; three languages.
// Long tasks on the page's thread are measured and reported (t.diagnostic),
// never asserted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/tools.mjs';
import { fileBrowser } from './setup.mjs';

const browser = fileBrowser();

const expected = JSON.parse(readFileSync(path.join(root, 'tests', 'data', 'octal', 'atlas-2-1024.json'), 'utf8'));

/** The atlas view at `query` on `page`, recording long tasks and the Workers it starts. */
async function openAtlas(page, query) {
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
    window.workersStarted = 0;
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(...args) {
        super(...args);
        window.workersStarted += 1;
      }
    };
  });
  await page.goto(`${browser.origin}/lab.html?view=atlas&${query}`);
  await page.waitForSelector('#atlas-rows tr');
}

/** Presses Compute (or Go on) and waits until every code is worked out. */
async function computeAll(page) {
  await page.locator('#atlas-compute').click();
  await page.waitForFunction(() => document.querySelector('#atlas-stop').disabled
    && !document.querySelector('#atlas-compute').disabled, null, { timeout: 300_000 });
}

const table = (page) => page.evaluate(async () => (await import('./www/lab/atlas.js')).atlasTable());

/**
 * Waits until the page's store holds `count` entries of the atlas of `digits`
 * to `n`: the page writes them without waiting, and a reload on a busy
 * machine may come before the write has landed.
 */
async function stored(page, digits, n, count) {
  await page.waitForFunction(async ([digits, n, count]) => {
    const { loadEntries } = await import('./www/lab/atlas-store.js');
    return (await loadEntries(digits, n)).size === count;
  }, [digits, n, count], { polling: 100 });
}

async function reportLongTasks(t, page, what) {
  const tasks = await page.evaluate(() => window.longTasks);
  t.diagnostic(`${what}: ${tasks.length} long tasks on the page's thread${tasks.length ? `, longest ${Math.max(...tasks)} ms` : ''}`);
}

/** An atlas entry, as `nimlab atlas --json` writes it, from a row's data-* attributes. */
function entryOf(d) {
  const n = (x) => (x === undefined ? undefined : Number(x));
  return {
    code: d.code,
    period: d.period === undefined ? null : { start: n(d.preperiod), length: n(d.period), checkedTo: n(d.checkedTo) },
    computedTo: n(d.computedTo),
    maxValue: n(d.maxValue),
    rare: d.rareMask === undefined ? null : { mask: n(d.rareMask), bit: n(d.rareBit), count: n(d.rareCount), last: d.rareLast === undefined ? null : n(d.rareLast) },
    sameAs: d.sameAs === undefined ? null : { code: d.sameAs, shift: n(d.sameShift), proved: d.sameProved === 'true' },
  };
}

test('the two-digit atlas to 1024 in Workers is the command line\'s table, sorted, filtered and linked', async (t) => {
  const page = await browser.page({ viewport: { width: 1200, height: 900 } });
  await openAtlas(page, 'digits=2&n=1024&lang=en');
  assert.match(await page.locator('#atlas-state').textContent(), /Nothing worked out yet/);
  assert.equal(await page.locator('#atlas-rows tr').count(), 100);
  assert.equal(await page.locator('#view-atlas').getAttribute('aria-current'), 'page');
  await computeAll(page);
  assert.deepEqual(await table(page), expected);
  // What the page shows, read back from each row's data-* attributes, is the core's table.
  for (let rows = await page.locator('#atlas-rows tr').count(); rows < expected.length; rows = await page.locator('#atlas-rows tr').count()) {
    await page.locator('#atlas-more').click();
    await page.waitForFunction((before) => document.querySelectorAll('#atlas-rows tr').length > before, rows);
  }
  assert.equal(await page.locator('#atlas-rows tr').count(), expected.length);
  const shown = await page.locator('#atlas-rows tr').evaluateAll((rows) => rows.map((tr) => ({ ...tr.dataset })));
  assert.deepEqual(shown.map(entryOf).sort((a, b) => expected.findIndex((e) => e.code === a.code) - expected.findIndex((e) => e.code === b.code)), expected);
  assert.match(await page.locator('#atlas-state').textContent(), /All 126 codes worked out: 99 with a period proved below n = 256, \d+ solved further out, 27 open/);
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  assert.equal(await page.evaluate(() => window.workersStarted), Math.min(cores, 16));
  // Kayles's row: period 12 from 71, its code a link to its page.
  const kayles = page.locator('#atlas-rows tr[data-code="0.77"]');
  assert.deepEqual((await kayles.locator('td').allTextContents()).slice(0, 3), ['period proved below n = 256', '12', '71']);
  // Sorted by period, longest first: 4.44-like open codes last, the longest proved period first.
  await page.locator('button[data-sort="period"]').click();
  await page.waitForFunction(() => document.querySelector('th[data-column="period"]').getAttribute('aria-sort') === 'descending');
  const longest = Math.max(...expected.filter((e) => e.period).map((e) => e.period.length));
  assert.equal(Number((await page.locator('#atlas-rows tr').first().locator('td').nth(1).textContent()).replace(/\D/g, '')), longest);
  // Only the open codes.
  await page.locator('#atlas-filter').selectOption('open');
  await page.waitForFunction(() => [...document.querySelectorAll('#atlas-rows tr')].every((tr) => tr.dataset.status === 'open'));
  assert.equal(await page.locator('#atlas-rows tr').count(), expected.filter((e) => !e.period).length);
  await reportLongTasks(t, page, 'the two-digit atlas to 1024');
  // A code's link opens its page in the Lab.
  await page.locator('#atlas-filter').selectOption('all');
  await page.locator('button[data-sort="code"]').click();
  await page.locator('#atlas-rows a', { hasText: /^0\.07$/ }).click();
  await page.waitForURL(/lab\.html\?code=0\.07/);
  await page.waitForFunction(() => /34/.test(document.querySelector('#period').textContent), null, { timeout: 60_000 });
  assert.match(await page.locator('#period').textContent(), /Period 34 from n₀ = 53/);
  assert.deepEqual(page.problems, []);
});

test('Stop keeps what was worked out; a second visit shows it at once; Go on finishes the rest', async (t) => {
  const page = await browser.page({ viewport: { width: 1200, height: 900 } });
  await openAtlas(page, 'digits=3&n=4096&lang=en');
  await page.locator('#atlas-compute').click();
  await page.waitForFunction(() => /^([1-9]\d*) of 1,022 codes worked out/.test(document.querySelector('#atlas-state')?.textContent), null, { timeout: 120_000 });
  await page.locator('#atlas-stop').click();
  const state = await page.locator('#atlas-state').textContent();
  const kept = Number(/Stopped: ([\d,]+) of/.exec(state)[1].replace(/,/g, ''));
  assert.ok(kept > 0 && kept < 1022, state);
  // A second visit: the kept codes, no Worker started.
  await stored(page, 3, 4096, kept);
  await page.reload();
  await page.waitForFunction(() => /worked out before/.test(document.querySelector('#atlas-state')?.textContent));
  assert.equal(await page.evaluate(() => window.workersStarted), 0);
  assert.equal((await table(page)).length, kept);
  assert.equal(await page.locator('#atlas-compute').textContent(), 'Go on');
  await computeAll(page);
  const whole = await table(page);
  assert.equal(whole.length, 1022);
  assert.deepEqual(whole.map((e) => e.code).slice(0, 3), ['0.1', '0.2', '0.3']);
  // And once more: everything kept, nothing worked out again.
  await stored(page, 3, 4096, 1022);
  await page.reload();
  await page.waitForFunction(() => /All 1,022 codes, kept/.test(document.querySelector('#atlas-state')?.textContent));
  assert.equal(await page.evaluate(() => window.workersStarted), 0);
  assert.deepEqual(await table(page), whole);
  await reportLongTasks(t, page, 'the three-digit atlas to 4096, reloaded');
  assert.deepEqual(page.problems, []);
});

test('the atlas speaks zh-Hant and zh-Hans, and refuses an n it cannot take next to the field', async () => {
  for (const [lang, title, open] of [['zh-Hant', '八進制碼總表', '未解'], ['zh-Hans', '八进制码总表', '未解']]) {
    const page = await browser.page({ viewport: { width: 1200, height: 900 } });
    await openAtlas(page, `digits=1&n=256&lang=${lang}`);
    assert.equal(await page.locator('#atlas h2').textContent(), title);
    await computeAll(page);
    assert.equal(await page.locator('#atlas-rows tr[data-code="0.6"] td').first().textContent(), open);
    // No English left in the view's words.
    const words = await page.locator('#atlas').evaluate((box) => [...box.querySelectorAll('h2, p, label, button, th, td')]
      .map((e) => e.textContent).join(' '));
    assert.doesNotMatch(words.replace(/Grundy|JSON|CSV|Workers?|n₀|G\(n[^)]*\)/g, ''), /\b(the|worked|codes?|period|open|solved|trivial)\b/i);
    await page.locator('#atlas-n').fill('12');
    await page.locator('#atlas-compute').click();
    assert.equal(await page.locator('#atlas-n-error').isVisible(), true);
    assert.match(await page.locator('#atlas-n-error').textContent(), /64/);
    assert.equal(await page.locator('#atlas-n').getAttribute('aria-invalid'), '');
    assert.deepEqual(page.problems, []);
  }
});
