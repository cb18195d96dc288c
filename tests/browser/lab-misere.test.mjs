// The Lab's misère view (lab.html?view=misere) in Chromium: the misère
// quotients of Kayles (0.77, |Q_30| = 40 with |P| = 9, MisereSolver's figures)
// and of 0.75 (|Q| = 8, |P| = 2, period proved) as the rendered rows carry
// them in data-* attributes, equal to `quotient()` called here in Node from
// the built package; the multiplication table of a small quotient; Stop in
// the middle of a run and a refusal past the budget; the view in zh-Hant.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openBrowser } from './browser.mjs';
import { quotient } from '../../www/node.js';

let browser;
before(async () => {
  browser = await openBrowser();
});
after(async () => {
  await browser?.close();
});

/** The misère view at `query`; resolves once the run it starts has ended. */
async function openMisere(query) {
  const page = await browser.page({ viewport: { width: 1200, height: 900 }, acceptDownloads: true });
  await page.goto(`${browser.origin}/lab.html?view=misere&${query}`);
  await settled(page);
  return page;
}

async function settled(page) {
  await page.waitForFunction(() => {
    const stop = document.querySelector('#misere-stop');
    return stop && stop.disabled && (document.querySelector('#misere-state').textContent !== '' || !document.querySelector('#misere-error').hidden);
  }, null, { timeout: 300_000 });
}

/** What the page shows: the rows of |Q_k|, the summary, Φ, the P-portion, the period, the table. */
const shown = (page) => page.evaluate(() => {
  const data = (selector) => [...document.querySelectorAll(selector)].map((e) => ({ ...e.dataset }));
  const summary = document.querySelector('#misere-summary')?.dataset;
  const period = document.querySelector('#misere-period')?.dataset;
  return {
    orders: data('#misere-orders tbody tr').map((d) => ({ n: Number(d.n), order: Number(d.order), pSize: Number(d.pSize) })),
    summary: summary && { n: Number(summary.n), order: Number(summary.order), pSize: Number(summary.pSize) },
    phi: data('#misere-phi tbody tr').map((d) => [Number(d.heap), Number(d.element)]),
    pPortion: document.querySelector('#misere-p-portion')?.dataset.pPortion,
    presentation: document.querySelector('#misere-presentation')?.textContent,
    period: period?.length ? { start: Number(period.start), length: Number(period.length) } : null,
    table: data('#misere-table td').map((d) => [Number(d.x), Number(d.y), Number(d.product)]),
    state: document.querySelector('#misere-state').textContent,
  };
});

/** The page's figures against quotient(rule, k) in Node for every k up to n. */
function assertMatches(view, rule, n) {
  assert.deepEqual(view.orders.map((row) => row.n), Array.from({ length: n }, (_, i) => i + 1));
  for (const row of view.orders) {
    const q = quotient(rule, row.n);
    assert.deepEqual([row.order, row.pSize], [q.order, q.pSize], `|Q_${row.n}|`);
  }
  const q = quotient(rule, n);
  assert.deepEqual(view.summary, { n, order: q.order, pSize: q.pSize });
  assert.deepEqual(view.phi, Array.from(q.phi, (element, heap) => [heap, element]));
  assert.equal(view.pPortion, Array.from(q.pPortion).join(','));
  assert.equal(view.presentation, q.presentation);
  assert.deepEqual(view.period, q.period ? { start: q.period.start, length: q.period.length } : null);
  return q;
}

test('Kayles to n = 30: |Q| = 40, |P| = 9, every figure as quotient() gives it', async () => {
  const page = await openMisere('code=0.77&n=30&lang=en');
  const view = await shown(page);
  assertMatches(view, { game: 'octal', code: '0.77' }, 30);
  assert.deepEqual(view.summary, { n: 30, order: 40, pSize: 9 });
  assert.deepEqual(view.table, [], 'no table of 40 elements');
  assert.equal(await page.locator('#view-misere').getAttribute('aria-current'), 'page');
  await page.close();
});

test('0.75 to n = 30: |Q| = 8, |P| = 2, its multiplication table and its proved period', async () => {
  const page = await openMisere('code=0.75&n=30&lang=en');
  const view = await shown(page);
  const q = assertMatches(view, { game: 'octal', code: '0.75' }, 30);
  assert.deepEqual(view.summary, { n: 30, order: 8, pSize: 2 });
  assert.ok(view.period, 'a period is proved');
  assert.equal(view.table.length, 64);
  for (const [x, y, product] of view.table) assert.equal(product, q.table[x * 8 + y]);
  // The downloads: heap,element,outcome lines; the JSON holds every |Q_k| and the last quotient.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.locator('#misere-csv').click()]);
  assert.equal(csv.suggestedFilename(), 'misere-0.75-30.csv');
  const lines = readFileSync(await csv.path(), 'utf8').trimEnd().split('\n');
  assert.equal(lines[0], 'heap,element,outcome');
  assert.deepEqual(lines.slice(1), Array.from(q.phi, (element, heap) => `${heap},${element},${Array.from(q.pPortion).includes(element) ? 'P' : 'N'}`));
  const [json] = await Promise.all([page.waitForEvent('download'), page.locator('#misere-json').press('Enter')]);
  const data = JSON.parse(readFileSync(await json.path(), 'utf8'));
  assert.equal(data.code, '0.75');
  assert.equal(data.orders.length, 30);
  assert.deepEqual([data.quotient.order, data.quotient.pSize, data.quotient.presentation], [8, 2, q.presentation]);
  await page.close();
});

test('Stop ends a run mid-way and keeps its rows; a run past the budget says how far the quotient is known', async () => {
  const page = await browser.page({ viewport: { width: 1200, height: 900 } });
  await page.goto(`${browser.origin}/lab.html?view=misere&code=4.7&n=40&lang=en`);
  // The heaps past 30 take the most time: stop once 20 rows are in.
  await page.waitForSelector('#misere-orders tbody tr:nth-child(20)', { timeout: 120_000 });
  await page.locator('#misere-stop').click();
  assert.ok(await page.locator('#misere-stop').isDisabled());
  const stopped = await shown(page);
  assert.ok(stopped.orders.length >= 20 && stopped.orders.length < 34, `stopped after ${stopped.orders.length} heaps`);
  assert.match(stopped.state, new RegExp(`Stopped after heap ${stopped.orders.length}\\.`));
  // Compute again: 4.7 grows past the budget at heap 35 (430 elements at 34).
  await page.locator('#misere-compute').click();
  await settled(page);
  const refused = await shown(page);
  assert.equal(refused.orders.length, 34);
  // Heap by heap, as the Worker asks: each call extends the quotient known so far within its budget.
  let q;
  for (let k = 1; k <= 34; k += 1) q = quotient({ game: 'octal', code: '4.7' }, k);
  assert.deepEqual(refused.summary, { n: 34, order: 430, pSize: q.pSize });
  assert.match(refused.state, /known up to heap 34; at heap 35/);
  await page.close();
});

test('in zh-Hant the view speaks Chinese and shows the same figures', async () => {
  const page = await openMisere('code=0.75&n=30&lang=zh-Hant');
  const view = await shown(page);
  assert.deepEqual(view.summary, { n: 30, order: 8, pSize: 2 });
  assert.match(await page.locator('#misere-summary').textContent(), /Q_30 有 8 個元素，其中 2 個是安全狀態。/);
  assert.match(view.state, /到第 30 堆的反常商。/);
  assert.equal(await page.locator('#view-misere').textContent(), '反常商');
  await page.close();
});

test('bad input: a bad code or n is an error next to the form, in the reader\'s language, and nothing is drawn', async () => {
  const page = await openMisere('code=0.8&n=30&lang=en');
  assert.ok(await page.locator('#misere-error').isVisible());
  assert.match(await page.locator('#misere-error').textContent(), /0\.8/);
  assert.equal(await page.locator('#misere-orders').count(), 0);
  await page.locator('#misere-code').fill('0.77');
  await page.locator('#misere-n').fill('0');
  await page.locator('#misere-compute').click();
  assert.match(await page.locator('#misere-error').textContent(), /1000/);
  await page.selectOption('#lang', 'zh-Hans');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-Hans');
  assert.match(await page.locator('#misere-error').textContent(), /最多算到第 1000 堆/);
  await page.close();
});
