// Positions a URL can hold that are deep or huge, opened in the page: the
// main thread's long tasks while loading and playing are measured and
// reported (test-results/longtasks-page.json), never asserted as timings;
// every console export is called three times in a row on deep positions
// and the next call must still work (test-results/deep-page.json).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { openBrowser, artifacts } from './browser.mjs';

let browser;
before(async () => {
  browser = await openBrowser();
});
after(async () => {
  await browser?.close();
});

const query = (state, extra = '') => `?lang=en&state=${encodeURIComponent(JSON.stringify(state))}${extra}`;

/** Records every long task of the page from its first script on, in `window.longTasks`. */
function observeLongTasks() {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
  }).observe({ type: 'longtask', buffered: true });
}

const LONG = [
  { name: 'fibonacci-nim pile 2^64−1, multiplier 90000, hints', state: { game: 'fibonacci-nim', pile: '18446744073709551615', multiplier: 90000 }, extra: '&hints=1' },
  { name: 'nim 2000 heaps of 60', state: { game: 'nim', heaps: Array(2000).fill(60) } },
  { name: 'kayles 10000 rows of 60', state: { game: 'kayles', rows: Array(10000).fill(60) } },
  { name: 'subtraction 19999, max 1', state: { game: 'subtraction', pile: 19999, max: 1 } },
];

const summary = (tasks) => ({ count: tasks.length, longest: Math.max(0, ...tasks.map((t) => t.duration)), total: tasks.reduce((sum, t) => sum + t.duration, 0) });

test('long tasks on the main thread while loading and playing the largest positions a URL holds (measured, reported)', async () => {
  const report = {};
  for (const { name, state, extra = '' } of LONG) {
    const page = await browser.page({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(observeLongTasks);
    page.setDefaultTimeout(120000);
    await page.goto(`${browser.origin}/index.html${query(state, extra)}`);
    const ready = await page.evaluate(() => window.nimlab.ready.then(() => 'ready', (error) => `failed: ${error.message}`));
    // The analysis arrives asynchronously: wait for it (or give up after 30 s; the figures say how long the page was busy).
    const analysed = await page.waitForFunction(() => document.querySelector('#why[data-outcome], #view [data-outcome]'), null, { timeout: 30000 }).then(() => true, () => false);
    const loaded = await page.evaluate(() => performance.now());
    const move = page.locator('#view button[data-move]:not([disabled])').first();
    const input = page.locator('#view .take-input');
    const moved = () => page.waitForFunction(() => document.querySelectorAll('#history li').length > 0, null, { timeout: 30000 }).then(() => true, () => false);
    let played = false;
    if (await move.count()) {
      played = await move.click().then(moved, () => false);
    } else if (await input.count()) {
      await input.fill('1');
      played = await page.locator('#view .take-button').click().then(moved, () => false);
    }
    await page.waitForTimeout(1500); // the computer's reply and the next analysis
    const tasks = await page.evaluate(() => window.longTasks);
    report[name] = {
      url: `index.html${query(state, extra)}`.slice(0, 200),
      ready,
      analysed,
      played,
      loading: summary(tasks.filter((t) => t.start < loaded)),
      playing: summary(tasks.filter((t) => t.start >= loaded)),
      over200ms: tasks.filter((t) => t.duration > 200),
    };
    assert.ok(await page.locator('#view').evaluate((view) => view.childElementCount > 0), `${name}: the board is drawn`);
    await page.close();
  }
  writeFileSync(path.join(artifacts, 'longtasks-page.json'), `${JSON.stringify(report, null, 2)}\n`);
  for (const [name, r] of Object.entries(report)) {
    console.log(`long tasks, ${name} (${r.ready}): loading ${r.loading.count} (longest ${r.loading.longest} ms), playing ${r.playing.count} (longest ${r.playing.longest} ms); over 200 ms: ${r.over200ms.length}${r.analysed ? '' : '; analysis not shown within 30 s'}`);
  }
});

const DEEP = [
  { name: 'subtraction 19999, max 1', state: { game: 'subtraction', pile: 19999, max: 1 } },
  { name: 'fibonacci-nim 5000, multiplier 1', state: { game: 'fibonacci-nim', pile: 5000, multiplier: 1 } },
  { name: 'dice pile 100000', state: { game: 'dice', pile: 100000, top: 3 } },
  { name: 'two dice pile 20000, sum', state: { game: 'dice', pile: 20000, top: [1, 2], rule: 'sum' } },
  { name: 'misère kayles, 1000 rows of 1', state: { game: 'kayles', rows: Array(1000).fill(1), misere: true } },
];

/** Calls every console export three times on `state` in the page; then whether the next call still works. */
function callEverything(state) {
  const outcome = (fn) => {
    const started = performance.now();
    try {
      const value = fn();
      return { ok: true, ms: Math.round(performance.now() - started), value };
    } catch (error) {
      return { ok: false, ms: Math.round(performance.now() - started), isError: error instanceof Error, code: error?.code ?? null, message: String(error?.message ?? error).slice(0, 160) };
    }
  };
  const calls = {
    classify: () => classify(state),
    best_move: () => best_move(state),
    bestMove: () => nimlab.bestMove(state),
    moves: () => moves(state).length,
    play: () => play(state, (best_move(state) ?? moves(state)[0]).move),
    games: () => games().length,
  };
  if (state.game === 'kayles') calls.f = () => f(state.rows);
  const results = {};
  for (const [name, call] of Object.entries(calls)) {
    results[name] = [outcome(call), outcome(call), outcome(call)].map(({ value, ...rest }) => rest);
  }
  const next = outcome(() => f([12]) === 0 && classify({ game: 'nim', heaps: [3, 4, 5] }).outcome === 'N');
  return { results, nextWorks: next.ok && next.value === true };
}

test('deep positions opened by URL: every console export three times in a row, and the next call works', async (t) => {
  const report = {};
  const uncoded = [];
  for (const { name, state } of DEEP) {
    const page = await browser.page({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(120000);
    await page.goto(`${browser.origin}/index.html${query(state, '&opponent=human')}`);
    // The console API is on `window` once the wasm is in, whether or not the page could draw the position.
    const ready = await page.evaluate(() => window.nimlab.ready.then(() => null, (error) => error.message));
    await page.waitForFunction(() => typeof window.classify === 'function');
    if (ready !== null) uncoded.push(`${name}: the page could not start (${ready})`);
    else if (!(await page.locator('#view').evaluate((view) => view.childElementCount > 0))) uncoded.push(`${name}: no board drawn`);
    const { results, nextWorks } = await page.evaluate(callEverything, state);
    report[name] = results;
    assert.ok(nextWorks, `${name}: f([12]) and classify still answer after the deep calls`);
    for (const [fn, runs] of Object.entries(results)) {
      for (const run of runs) if (!run.ok && !(run.isError && run.code)) uncoded.push(`${name}: ${fn} threw ${run.message}`);
    }
    await page.close();
  }
  writeFileSync(path.join(artifacts, 'deep-page.json'), `${JSON.stringify(report, null, 2)}\n`);
  for (const [name, results] of Object.entries(report)) {
    console.log(`deep, ${name}: ${Object.entries(results).map(([fn, runs]) => `${fn} ${runs.map((r) => (r.ok ? `${r.ms}ms` : `${r.code ?? 'uncoded'}`)).join('/')}`).join(', ')}`);
  }
  // The page opens each position, and every call answers or refuses with a
  // coded Error: the core's and the session's part (no stack overflow at depth).
  if (uncoded.length) {
    console.log(`deep, pending elsewhere:\n${uncoded.join('\n')}`);
    t.todo(`${uncoded.length} pages or calls failed without a coded error (core and session fixes pending)`);
  }
});
