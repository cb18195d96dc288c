// Positions a URL can hold that are deep or huge, opened in the page: the
// main thread's long tasks while loading and playing are measured and
// reported (test-results/longtasks-page.json), never asserted as timings;
// every console export is called three times in a row on deep positions
// and the next call must still work (test-results/deep-page.json).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { root } from '../../scripts/tools.mjs';
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

/** `promise`, or `late` once `ms` have passed (a page whose main thread is busy answers nothing). */
const within = (promise, ms, late) => Promise.race([promise.catch((error) => `failed: ${error.message.split('\n')[0]}`), new Promise((resolve) => { setTimeout(() => resolve(late), ms).unref(); })]);

const BUSY = 'busy';
const WAIT_MS = 60000;

/** Loads `search` in a new page, plays one move, and sums up its long tasks. */
async function measure(search) {
  const page = await browser.page({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(observeLongTasks);
  // The test server, like many, refuses request lines over 16 KB: the page itself is served from here.
  await page.route(/\/index\.html\?/, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: readFileSync(path.join(root, 'index.html')) }));
  const figures = { ready: null, analysed: false, played: false };
  try {
    figures.ready = await within(page.goto(`${browser.origin}/index.html${search}`).then(() => page.evaluate(() => window.nimlab.ready.then(() => 'ready', (error) => `failed: ${error.message}`))), WAIT_MS, BUSY);
    if (figures.ready === BUSY) return { ...figures, ready: `main thread busy over ${WAIT_MS / 1000} s` };
    // The analysis arrives asynchronously: wait for it, 30 s at most.
    figures.analysed = await within(page.waitForFunction(() => document.querySelector('#why[data-outcome], #view [data-outcome]'), null, { timeout: 30000 }).then(() => true), 35000, false) === true;
    const loaded = await within(page.evaluate(() => performance.now()), WAIT_MS, BUSY);
    if (loaded === BUSY) return { ...figures, playing: `main thread busy over ${WAIT_MS / 1000} s` };
    const move = page.locator('#view button[data-move]:not([disabled])').first();
    const input = page.locator('#view .take-input');
    const moved = () => page.waitForFunction(() => document.querySelectorAll('#history li').length > 0, null, { timeout: 30000 }).then(() => true);
    let play = null;
    if (await move.count()) play = move.click({ timeout: 30000 }).then(moved);
    else if (await input.count()) play = input.fill('1', { timeout: 30000 }).then(() => page.locator('#view .take-button').click({ timeout: 30000 })).then(moved);
    if (play) figures.played = await within(play, WAIT_MS, false) === true;
    await page.waitForTimeout(1500); // the computer's reply and the next analysis
    const tasks = await within(page.evaluate(() => window.longTasks), WAIT_MS, null);
    if (!tasks) return { ...figures, playing: `main thread busy over ${WAIT_MS / 1000} s` };
    return {
      ...figures,
      loading: summary(tasks.filter((t) => t.start < loaded)),
      playing: summary(tasks.filter((t) => t.start >= loaded)),
      over200ms: tasks.filter((t) => t.duration > 200),
    };
  } finally {
    await within(page.context().close(), 10000, null);
  }
}

test('long tasks on the main thread while loading and playing the largest positions a URL holds (measured, reported)', async () => {
  const report = {};
  for (const { name, state, extra = '' } of LONG) {
    report[name] = { url: `index.html${query(state, extra)}`.slice(0, 160), ...(await measure(query(state, extra))) };
  }
  writeFileSync(path.join(artifacts, 'longtasks-page.json'), `${JSON.stringify(report, null, 2)}\n`);
  for (const [name, r] of Object.entries(report)) {
    const part = (p) => (typeof p === 'object' ? `${p.count} (longest ${p.longest} ms)` : p);
    console.log(`long tasks, ${name}: ${r.ready}; loading ${part(r.loading)}, playing ${part(r.playing)}; over 200 ms: ${r.over200ms?.length ?? '?'}${r.analysed ? '' : '; analysis not shown within 30 s'}${r.played ? '' : '; no move played'}`);
  }
  assert.equal(Object.keys(report).length, LONG.length);
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
    if (!nextWorks) uncoded.push(`${name}: f([12]) or classify failed after the deep calls`);
    for (const [fn, runs] of Object.entries(results)) {
      for (const run of runs) if (!run.ok && !(run.isError && run.code)) uncoded.push(`${name}: ${fn} threw ${run.message}`);
    }
    await page.close();
  }
  writeFileSync(path.join(artifacts, 'deep-page.json'), `${JSON.stringify(report, null, 2)}\n`);
  for (const [name, results] of Object.entries(report)) {
    console.log(`deep, ${name}: ${Object.entries(results).map(([fn, runs]) => `${fn} ${runs.map((r) => (r.ok ? `${r.ms}ms` : `${r.code ?? 'uncoded'}`)).join('/')}`).join(', ')}`);
  }
  // The page opens each position, every call answers or refuses with a coded
  // Error, and the next call works: the core's and the session's part (no
  // stack overflow at depth, a solver that recovers). Until both land this
  // test is a TODO that lists what failed; then the todo can go.
  if (uncoded.length) {
    console.log(`deep, pending elsewhere:\n${uncoded.join('\n')}`);
    t.todo(`${uncoded.length} pages or calls failed without a coded error (core and session fixes pending)`);
  }
});
