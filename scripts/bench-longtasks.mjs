// `npm run bench:longtasks`: how long the page's thread is held, in
// Chromium, where a person would feel it. No test asserts these times (a busy
// machine stretches them); the tests count the work instead (questions
// asked, tasks that change a board, solver steps on the page's thread). The
// goal beside each figure: no task of the page's thread over 50 ms of CPU.
//
//   - the worksheet of 100 elements (bench/worksheet.mjs), traced: the CPU
//     time of each task of the page's thread, and what the longest spent it on;
//   - its first 24 light boards under a policy that forbids Workers (the
//     solver then runs on the page's thread, one step a task);
//   - the largest positions a link holds, loaded and played once;
//   - a click and the computer's reply on the playground, three times.
//
// Writes test-results/bench-longtasks.json (docs/PERFORMANCE.md shows it).
import { writeFileSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { openBrowser, artifacts } from './browser.mjs';
import { traceTasks } from './measure.mjs';
import { root } from './tools.mjs';
import { worksheet, worksheetPage, recordAnswers } from '../bench/worksheet.mjs';

const GOAL_MS = 50;
const browser = await openBrowser();
const figures = {
  started: new Date().toISOString(),
  machine: { cores: cpus().length, loadAverage: { start: loadavg() } },
  goal: `no task of the page's thread over ${GOAL_MS} ms of CPU`,
};

/** Every long task the page observes from its first script on, in `window.longTasks`. */
function observeLongTasks() {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
  }).observe({ type: 'longtask', buffered: true });
}

const summary = (tasks) => ({ count: tasks.length, longest: Math.max(0, ...tasks.map((t) => t.duration)), total: tasks.reduce((sum, t) => sum + t.duration, 0) });
const traced = (t) => ({ tasks: t.tasks, longestCpuMs: t.longestCpu, longestWallMs: t.longestWall, overGoal: t.long, overGoalWall: t.overWall });

async function worksheetOf(games, headers = {}) {
  const page = await browser.page({ viewport: { width: 1400, height: 1600 } });
  await page.addInitScript(recordAnswers);
  const result = await traceTasks(browser.browser, page, async () => {
    await browser.html(page, `bench-worksheet-${games.length}`, worksheetPage(games), headers);
    await page.waitForFunction((n) => Object.keys(window.answered).length === n, games.length, { timeout: 600000, polling: 500 });
    await page.waitForTimeout(2000);
  });
  await page.close();
  return traced(result);
}

console.log('the worksheet of 100 elements');
const games = worksheet();
figures.worksheet = await worksheetOf(games);
console.log('24 light boards, Workers forbidden');
const heavy = new Set([15, 40, 65, 90]);
figures.worksheetWithoutWorker = await worksheetOf(games.filter((_, i) => !heavy.has(i)).slice(0, 24), {
  'Content-Security-Policy': "worker-src 'none'",
});

const LINKS = [
  { name: 'fibonacci-nim pile 2^64−1, multiplier 90000, hints', state: { game: 'fibonacci-nim', pile: '18446744073709551615', multiplier: 90000 }, extra: '&hints=1' },
  { name: 'nim 2000 heaps of 60', state: { game: 'nim', heaps: Array(2000).fill(60) } },
  { name: 'kayles 10000 rows of 60', state: { game: 'kayles', rows: Array(10000).fill(60) } },
  { name: 'subtraction 19999, max 1', state: { game: 'subtraction', pile: 19999, max: 1 } },
];
const query = (state, extra = '') => `?lang=en&state=${encodeURIComponent(JSON.stringify(state))}${extra}`;

/** Loads the playground at `search`, plays one move, and sums up its long tasks while loading and while playing. */
async function loadAndPlay(search) {
  const page = await browser.page({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(observeLongTasks);
  page.setDefaultTimeout(120000);
  // The server, like many, refuses request lines over 16 KB: the page itself is served from here.
  await page.route(/\/index\.html\?/, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: readFileSync(path.join(root, 'index.html')) }));
  await page.goto(`${browser.origin}/index.html${search}`);
  await page.evaluate(() => window.nimlab.ready);
  await page.waitForFunction(() => document.querySelector('#why[data-outcome], #view [data-outcome]'));
  const loaded = await page.evaluate(() => performance.now());
  const move = page.locator('#view button[data-move]:not([disabled])').first();
  const input = page.locator('#view .take-input');
  if (await move.count()) await move.click();
  else if (await input.count()) await input.fill('1').then(() => page.locator('#view .take-button').click());
  await page.waitForFunction(() => document.querySelectorAll('#history li').length > 0);
  await page.waitForTimeout(1500); // the computer's reply and the next analysis
  const tasks = await page.evaluate(() => window.longTasks);
  await page.close();
  return { loading: summary(tasks.filter((t) => t.start < loaded)), playing: summary(tasks.filter((t) => t.start >= loaded)) };
}

figures.links = {};
for (const { name, state, extra } of LINKS) {
  console.log(`a link: ${name}`);
  figures.links[name] = await loadAndPlay(query(state, extra));
}

const CLICKS = {
  'kayles 5,7,9': { game: 'kayles', rows: [5, 7, 9] },
  'nim 200 heaps': { game: 'nim', heaps: Array.from({ length: 200 }, (_, i) => 1 + (i % 9)) },
  'two dice, pile 40': { game: 'dice', pile: 40, top: [1, 2], rule: 'sum' },
};

/** Three clicks and the computer's replies on the playground at `state`: the long tasks of each round. */
async function clicks(state, hints) {
  const page = await browser.page({ viewport: { width: 1200, height: 900 } });
  await page.addInitScript(observeLongTasks);
  await page.goto(`${browser.origin}/index.html${query(state, hints ? '&hints=1' : '')}`);
  await page.evaluate(() => window.nimlab.ready);
  await page.locator('#why[data-outcome]').waitFor({ state: 'attached' });
  const rounds = [];
  for (let round = 0; round < 3; round += 1) {
    if (!(await page.locator('#verdict').isHidden())) break;
    const before = await page.locator('#history li').count();
    const from = await page.evaluate(() => performance.now());
    await page.locator('#view [data-move]:not([disabled])').first().click();
    await page.waitForFunction((n) => document.querySelectorAll('#history li').length >= n + 2 || !document.querySelector('#verdict').hidden, before);
    await page.waitForTimeout(200);
    rounds.push(summary(await page.evaluate((t0) => window.longTasks.filter((t) => t.start >= t0), from)));
  }
  await page.close();
  return rounds;
}

figures.clicks = {};
for (const [name, state] of Object.entries(CLICKS)) {
  for (const hints of [false, true]) {
    console.log(`clicks: ${name}${hints ? ', hints' : ''}`);
    figures.clicks[`${name}${hints ? ', hints' : ''}`] = await clicks(state, hints);
  }
}

await browser.close();
figures.machine.loadAverage.end = loadavg();
writeFileSync(path.join(artifacts, 'bench-longtasks.json'), `${JSON.stringify(figures, null, 2)}\n`);
const line = (name, t) => console.log(`${name}: ${t.tasks} tasks, longest ${t.longestCpuMs} ms CPU (${t.longestWallMs} ms wall); over ${GOAL_MS} ms CPU: ${t.overGoal.length ? JSON.stringify(t.overGoal) : 'none'}`);
line('worksheet of 100', figures.worksheet);
line('24 boards without a Worker', figures.worksheetWithoutWorker);
for (const [name, f] of Object.entries(figures.links)) console.log(`${name}: loading ${f.loading.count} long tasks (longest ${f.loading.longest} ms), playing ${f.playing.count} (longest ${f.playing.longest} ms)`);
for (const [name, rounds] of Object.entries(figures.clicks)) console.log(`${name}: longest task of each click and reply ${rounds.map((r) => r.longest).join(', ')} ms`);
console.log(`\nwritten to ${path.relative(root, path.join(artifacts, 'bench-longtasks.json'))}`);
