// The Lab's misère view (lab.html?view=misere) in Chromium: the misère
// quotients of Kayles (0.77, |Q_30| = 40 with |P| = 9, MisereSolver's figures)
// and of 0.75 (|Q| = 8, |P| = 2, period proved) as the rendered rows carry
// them in data-* attributes, equal to `quotient()` called here in Node from
// the built package; the plot of |Q_n| and |P| against n, its points read
// from the SVG equal to the table and to `quotient()` (Dawson's Kayles 0.07
// on a log scale, the heaps needing a new generator marked), labelled in
// each language and fitting a phone; the multiplication table of a small
// quotient; Stop in the middle of a run and a refusal past the budget; the
// view in zh-Hant.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { artifacts } from '../../scripts/browser.mjs';
import { quotient } from '../../www/node.js';
import en from '../../www/lab/strings/en/lab.js';
import hant from '../../www/lab/strings/zh-Hant/lab.js';
import hans from '../../www/lab/strings/zh-Hans/lab.js';
import { fileBrowser } from './setup.mjs';

const browser = fileBrowser();

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
    plot: {
      orders: data('.misere-plot circle[data-heap]').map((d) => [Number(d.heap), Number(d.order)]),
      pSizes: data('.misere-plot rect[data-heap]').map((d) => [Number(d.heap), Number(d.pSize)]),
      generators: data('.misere-plot path[data-heap]').map((d) => Number(d.heap)),
      scale: document.querySelector('.misere-plot')?.dataset.scale,
      role: document.querySelector('.misere-plot')?.getAttribute('role'),
      label: document.querySelector('.misere-plot')?.getAttribute('aria-label'),
    },
  };
});

/** The plot's points once it has caught up with the table (it is redrawn once a frame). */
async function plotted(page) {
  await page.waitForFunction(() => document.querySelectorAll('.misere-plot circle[data-heap]').length === document.querySelectorAll('#misere-orders tbody tr').length, null, { timeout: 60_000 });
  return shown(page);
}

/** The heaps k whose element in Q_k is a new generator (no product of smaller heaps' elements). */
const newGenerators = (rule, n) => Array.from({ length: n }, (_, i) => i + 1).filter((k) => Array.from(quotient(rule, k).generators).includes(k));

/** The plot's aria-label in `strings` for the rows `orders` and the new generators `fresh`. */
function plotLabel(strings, orders, fresh, separator = strings.misereListSeparator) {
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, key) => values[key]);
  const [first, last] = [orders[0], orders.at(-1)];
  const label = fill(strings.miserePlotLabel, { first: first.n, last: last.n, from: first.order, to: last.order, pFrom: first.pSize, pTo: last.pSize });
  return label + (fresh.length ? fill(strings.miserePlotGenerators, { heaps: fresh.join(separator) }) : '');
}

/** The plot holds the table's figures, point for point, and marks the heaps needing a new generator. */
function assertPlot(view, generators) {
  assert.equal(view.plot.role, 'img');
  assert.deepEqual(view.plot.orders, view.orders.map((row) => [row.n, row.order]));
  assert.deepEqual(view.plot.pSizes, view.orders.map((row) => [row.n, row.pSize]));
  assert.deepEqual(view.plot.generators, generators);
  assert.equal(view.plot.scale, view.orders.at(-1).order / view.orders[0].order > 100 ? 'log' : 'linear');
}

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
  assertPlot(view, newGenerators(rule, n));
  return q;
}

test('Kayles to n = 30: |Q| = 40, |P| = 9, every figure as quotient() gives it', async () => {
  const page = await openMisere('code=0.77&n=30&lang=en');
  const view = await plotted(page);
  assertMatches(view, { game: 'octal', code: '0.77' }, 30);
  assert.deepEqual(view.summary, { n: 30, order: 40, pSize: 9 });
  assert.equal(view.plot.scale, 'linear');
  assert.deepEqual(view.plot.generators, [1, 2, 5, 9, 12, 25, 27]);
  assert.equal(view.plot.label, plotLabel(en, view.orders, view.plot.generators));
  assert.deepEqual(view.table, [], 'no table of 40 elements');
  assert.equal(await page.locator('#view-misere').getAttribute('aria-current'), 'page');
  await page.close();
});

test('0.75 to n = 30: |Q| = 8, |P| = 2, its multiplication table and its proved period', async () => {
  const page = await openMisere('code=0.75&n=30&lang=en');
  const view = await plotted(page);
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

test('the plot of Dawson\'s Kayles 0.07 to n = 28: a log scale, every point as the table and quotient() give it, labelled in each language, fitting a phone', async () => {
  const rule = { game: 'octal', code: '0.07' };
  const page = await openMisere('code=0.07&n=28&lang=en');
  const view = await plotted(page);
  assertMatches(view, rule, 28);
  assert.equal(view.plot.scale, 'log', `|Q_28| = ${view.summary.order}`);
  assert.deepEqual(view.plot.orders.slice(0, 4), [[1, 1], [2, 2], [3, 2], [4, 6]]);
  assert.deepEqual(view.plot.generators, [2, 4, 10, 14, 25, 27]);
  assert.equal(view.plot.label, plotLabel(en, view.orders, view.plot.generators));
  assert.match(view.plot.label, /goes from 1 to 176/);
  assert.match(await page.locator('.misere-plot').textContent(), /elements \(log scale\)/);
  for (const [lang, strings] of [['zh-Hant', hant], ['zh-Hans', hans]]) {
    await page.selectOption('#lang', lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    const translated = await shown(page);
    assert.equal(translated.plot.label, plotLabel(strings, view.orders, view.plot.generators), lang);
    assert.deepEqual(translated.plot.orders, view.plot.orders, lang);
    assert.ok((await page.locator('.misere-plot').textContent()).includes(strings.misereAxisCountLog), lang);
  }
  // A phone and a desktop: the plot within the page, the page without horizontal scrolling.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction((w) => innerWidth === w, width);
    // Compute again, so that the plot is drawn at this width.
    await page.locator('#misere-compute').click();
    await settled(page);
    const fit = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, right: document.querySelector('.misere-plot').getBoundingClientRect().right }));
    assert.ok(fit.scroll <= width && fit.right <= width, `${width} px: ${JSON.stringify(fit)}`);
    await plotted(page);
    await page.locator('#misere-plot').screenshot({ path: path.join(artifacts, `lab-misere-plot-${width}.png`) });
  }
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('Stop ends a run mid-way and keeps its rows and plot; a run past the budget says how far the quotient is known', async () => {
  const rule = { game: 'octal', code: '4.7' };
  const page = await browser.page({ viewport: { width: 1200, height: 900 } });
  // Stop is pressed the moment the 20th row is in, before the page reads the Worker's next report.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const stop = document.querySelector('#misere-stop');
      if (document.querySelectorAll('#misere-orders tbody tr').length >= 20 && !stop.disabled && !window.stopped) {
        window.stopped = true;
        stop.click();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${browser.origin}/lab.html?view=misere&code=4.7&n=40&lang=en`);
  await page.waitForFunction(() => window.stopped && document.querySelector('#misere-stop').disabled, null, { timeout: 120_000 });
  const stopped = await plotted(page);
  assert.equal(stopped.orders.length, 20);
  assert.match(stopped.state, /Stopped after heap 20\./);
  // Compute again: 4.7 grows past the budget after the heap a call of quotient() reaches from Q_0.
  await page.locator('#misere-compute').click();
  await settled(page);
  const refused = await plotted(page);
  let q;
  let known = 0;
  const fresh = [];
  for (let k = 1; k <= 40; k += 1) {
    try {
      q = quotient(rule, k);
    } catch (error) {
      assert.equal(error.code, 'too-large');
      break;
    }
    known = k;
    if (Array.from(q.generators).includes(k)) fresh.push(k);
  }
  assert.ok(known > 20 && known < 40, `4.7 known to heap ${known}`);
  assert.equal(refused.orders.length, known);
  assert.deepEqual(refused.summary, { n: known, order: q.order, pSize: q.pSize });
  assert.match(refused.state, new RegExp(`known up to heap ${known}; at heap ${known + 1}`));
  // The stopped run's plot went as far as its rows; the new run drew its own from heap 1.
  assertPlot(stopped, fresh.filter((k) => k <= 20));
  assertPlot(refused, fresh);
  await page.close();
});

test('more work a heap takes 0.57 past the heap the default stops at, as a raised options.budget.work does', async () => {
  // Heap 53 needs a little more than the default's work (about 4.1·10^8
  // steps); ten times it reaches Q_56, 274 elements, 68 of them P, as
  // `nimlab quotient 0.57 --to 56` and quotient() with a raised budget give.
  const page = await openMisere('code=0.57&n=56&lang=en');
  const refused = await shown(page);
  assert.equal(refused.orders.length, 52);
  assert.match(refused.state, /known up to heap 52; at heap 53 it grows past the work chosen for a heap, so the run stopped there\. More work a heap goes further\./);
  assert.equal(await page.locator('#misere-work').inputValue(), '1');
  await page.locator('#misere-work').selectOption('10');
  await page.locator('#misere-compute').click();
  await settled(page);
  const further = await shown(page);
  assert.equal(further.orders.length, 56);
  assert.deepEqual(further.summary, { n: 56, order: 274, pSize: 68 });
  assert.equal(further.state, 'The quotients of heaps up to 56.');
  assert.match(page.url(), /[?&]work=10(&|$)/, 'the choice is in the link');
  await page.close();
});

test('in zh-Hant the view speaks Chinese and shows the same figures', async () => {
  const page = await openMisere('code=0.75&n=30&lang=zh-Hant');
  const view = await shown(page);
  assert.deepEqual(view.summary, { n: 30, order: 8, pSize: 2 });
  assert.match(await page.locator('#misere-summary').textContent(), /Q_30 有 8 個元素，其中 2 個是安全狀態。/);
  assert.match(view.state, /到第 30 堆的反常商。/);
  assert.equal(await page.locator('#view-misere').textContent(), '反常商');
  assert.equal((await plotted(page)).plot.label, plotLabel(hant, view.orders, newGenerators({ game: 'octal', code: '0.75' }, 30)));
  await page.close();
});

test('bad input: a bad code or n is an error next to the form, in the reader\'s language, and nothing is drawn', async () => {
  const page = await openMisere('code=0.8&n=30&lang=en');
  assert.ok(await page.locator('#misere-error').isVisible());
  assert.match(await page.locator('#misere-error').textContent(), /0\.8/);
  assert.equal(await page.locator('#misere-orders').count(), 0);
  assert.equal(await page.locator('.misere-plot').count(), 0);
  await page.locator('#misere-code').fill('0.77');
  await page.locator('#misere-n').fill('0');
  await page.locator('#misere-compute').click();
  assert.match(await page.locator('#misere-error').textContent(), /1000/);
  await page.selectOption('#lang', 'zh-Hans');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-Hans');
  assert.match(await page.locator('#misere-error').textContent(), /最多算到第 1000 堆/);
  await page.close();
});
