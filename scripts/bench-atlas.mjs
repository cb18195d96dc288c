// `npm run bench:atlas [-- --to 1048576] [--digits 3] [--ogsolve rc2|best|none] [--no-browser] [--reuse]`:
// the whole atlas (every code of up to --digits digits, each to N or until
// its period is proved) three ways, on two cores:
// - nimlab natively: `nimlab atlas --threads 2` (crates/cli, profile `cli`);
// - nimlab in a tab: the Lab's atlas view in Chromium (playwright-core),
//   its Workers one a core the browser reports, from an empty store;
// - the peer, `ogsolve` (installed with `cargo install ogsolve` when
//   missing), code by code, two at a time, each code to the heap nimlab
//   worked it out to (ogsolve has no early stop: given n it works out
//   G(0..n)); `-m rc2` as scripts/bench-octal.mjs runs it, or with `best`
//   also `-m naive`, each code timed by the faster of the two.
// Wall seconds, and CPU seconds from /usr/bin/time (native, ogsolve) or
// /proc (the browser's processes). The machine is shared, so every phase
// notes the load average before and after; run it again on a quiet machine
// for figures to quote. Results go to test-results/bench-atlas.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, arg } from './tools.mjs';
import { ensureOgsolve } from './install.mjs';
import { buildCli } from './build.mjs';
import { descendantsCpu, loadAverage as load, machine, timed, timedLater } from './measure.mjs';

const N = Number(arg('--to', String(1 << 20)));
const digits = Number(arg('--digits', '3'));
const ogsolveMode = arg('--ogsolve', 'rc2');
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });

const cli = buildCli();
const figures = { date: new Date().toISOString(), n: N, digits, machine: machine() };

// nimlab natively, two threads.
const json = path.join(results, `bench-atlas-${digits}-${N}.json`);
if (!(process.argv.includes('--reuse') && existsSync(json))) {
  const { cpu, wall, loadBefore, loadAfter } = timed(cli, ['atlas', '--digits', String(digits), '--to', String(N), '--threads', '2', '--quiet', '--json', json]);
  figures.native = { cpu, wall, loadBefore, loadAfter };
  console.log(`nimlab natively: ${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} CPU s (load ${loadBefore} → ${loadAfter})`);
}
const atlas = JSON.parse(readFileSync(json, 'utf8'));

// ogsolve, code by code, two at a time, each to the heap nimlab reached.
if (ogsolveMode !== 'none') {
  const ogsolve = ensureOgsolve();
  const methods = ogsolveMode === 'best' ? ['rc2', 'naive'] : ['rc2'];
  const one = (code, n, method) => timedLater(ogsolve, ['-m', method, '-n', String(n), code]);
  const before = load();
  const t0 = Date.now();
  const perCode = [];
  let next = 0;
  // Two workers: the two cores nimlab had.
  await Promise.all([0, 1].map(async () => {
    while (next < atlas.length) {
      const entry = atlas[next++];
      const runs = [];
      for (const method of methods) runs.push(await one(entry.code, entry.computedTo, method));
      perCode.push({ code: entry.code, n: entry.computedTo, cpu: Math.min(...runs.map((r) => r.cpu)), tried: runs.map((r) => r.cpu) });
    }
  }));
  const wall = (Date.now() - t0) / 1000;
  const cpu = perCode.reduce((a, r) => a + r.cpu, 0);
  figures.ogsolve = { methods, wall, cpu, loadBefore: before, loadAfter: load(), slowest: perCode.sort((a, b) => b.cpu - a.cpu).slice(0, 10) };
  console.log(`ogsolve (${methods.join(', ')}), code by code on two cores: ${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} CPU s (load ${before} → ${load()})`);
}

// nimlab in a tab: the Lab's atlas view, from an empty store.
if (!process.argv.includes('--no-browser')) {
  const { openBrowser } = await import('./browser.mjs');
  const opened = await openBrowser();
  const page = await opened.page({ viewport: { width: 1200, height: 900 } });
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${opened.origin}/lab.html?view=atlas&digits=${digits}&n=${N}&lang=en`);
  await page.waitForSelector('#atlas-rows tr');
  const before = load();
  const cpu0 = descendantsCpu();
  const t0 = await page.evaluate(() => performance.now());
  await page.locator('#atlas-compute').click();
  await page.waitForFunction(() => document.querySelector('#atlas-stop').disabled && !document.querySelector('#atlas-compute').disabled, null, { timeout: 0, polling: 1000 });
  const wall = (await page.evaluate(() => performance.now()) - t0) / 1000;
  const cpu = descendantsCpu() - cpu0;
  const table = await page.evaluate(async () => (await import('./www/lab/atlas.js')).atlasTable());
  const same = JSON.stringify(table) === JSON.stringify(atlas);
  const longTasks = await page.evaluate(() => window.longTasks);
  figures.tab = { wall, cpu, workers: await page.evaluate(() => navigator.hardwareConcurrency), sameTable: same, longTasks: longTasks.length, longestTask: Math.max(0, ...longTasks), loadBefore: before, loadAfter: load() };
  console.log(`nimlab in a tab (Chromium): ${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} CPU s; the same table as natively: ${same}; ${longTasks.length} long tasks (load ${before} → ${load()})`);
  await opened.close();
}

writeFileSync(path.join(results, 'bench-atlas.json'), `${JSON.stringify(figures, null, 2)}\n`);
console.log('wrote test-results/bench-atlas.json');
