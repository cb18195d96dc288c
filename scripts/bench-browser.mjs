// `npm run bench`: nimlab in Chromium (playwright-core, /usr/bin/chromium),
// the repository served by scripts/serve.mjs on a free port. Measures
//   - navigation → `window.nimlab.ready`, median of several cold and warm loads;
//   - classify and best_move per call, every game, small/large/huge sizes;
//   - a million classify calls on {game: "nim", heaps: [3, 4, 5]};
//   - the blog's search (bench/blog-kayles.js) and brute-force Nim and
//     Wythoff (bench/brute-games.js) beside nimlab, sizes growing;
//   - how classify grows with the number of heaps and the size of a pile.
// All calls run inside the page (bench/page-bench.js), so they cross the real
// wasm boundary. Prints a summary and writes test-results/bench-browser.json;
// `node scripts/perf-doc.mjs` renders docs/PERFORMANCE.md from it.
// Not a test: nothing here fails on a slow time, only on a wrong answer.
//
//   node scripts/bench-browser.mjs [--quick]   (--quick: fewer loads, 10^5 calls)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from './build.mjs';
import { root, output } from './tools.mjs';
import { ensureChromium } from './install.mjs';
import { openBrowser } from './browser.mjs';

const quick = process.argv.includes('--quick');
const LOADS = quick ? 3 : 9;
const MILLION = quick ? 100_000 : 1_000_000;
const MIN_MS = quick ? 30 : 150;

build();
ensureChromium();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Records when `window.nimlab.ready` resolves, in ms since navigation start:
 * site/boot.js assigns `nimlab.ready`, and this setter hooks the promise first.
 */
function hookReady() {
  const nimlab = {};
  let ready;
  Object.defineProperty(nimlab, 'ready', {
    configurable: true,
    enumerable: true,
    get: () => ready,
    set(promise) {
      ready = promise;
      promise.then(() => {
        window.__nimlabReadyAt = performance.now();
      });
    },
  });
  window.nimlab = nimlab;
}

async function readyTimes(browser) {
  const cold = [];
  const warm = [];
  const context = await browser.browser.newContext();
  for (let i = 0; i < LOADS; i += 1) {
    // Cold: a fresh context, nothing cached.
    const fresh = await browser.browser.newContext();
    const page = await fresh.newPage();
    await page.addInitScript(hookReady);
    await page.goto(`${browser.origin}/index.html`);
    await page.waitForFunction(() => window.__nimlabReadyAt !== undefined);
    cold.push(await page.evaluate(() => window.__nimlabReadyAt));
    await fresh.close();
  }
  const page = await context.newPage();
  await page.addInitScript(hookReady);
  await page.goto(`${browser.origin}/index.html`);
  await page.waitForFunction(() => window.__nimlabReadyAt !== undefined);
  for (let i = 0; i < LOADS; i += 1) {
    // Warm: the same tab reloaded (HTTP revalidation, V8's code cache).
    await page.reload();
    await page.waitForFunction(() => window.__nimlabReadyAt !== undefined);
    warm.push(await page.evaluate(() => window.__nimlabReadyAt));
  }
  await context.close();
  return { loads: LOADS, cold: { median: median(cold), all: cold }, warm: { median: median(warm), all: warm } };
}

function machine(browserVersion) {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const model = cpuinfo.match(/^model name\s*:\s*(.+)$/m)?.[1] ?? 'unknown';
  const chromiumVersion = output(process.env.CHROMIUM ?? '/usr/bin/chromium', ['--version']);
  return {
    nproc: Number(output('nproc', [])) || os.cpus().length,
    cpu: model,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    chromium: chromiumVersion?.split('\n').pop() ?? `Chromium ${browserVersion}`,
    browserVersion,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    loadAverage: { start: loadAtStart, end: os.loadavg() },
  };
}

const loadAtStart = os.loadavg();
const browser = await openBrowser();
const started = new Date().toISOString();
console.log('loading the playground…');
const ready = await readyTimes(browser);
console.log(`ready: median ${ready.cold.median.toFixed(1)} ms cold, ${ready.warm.median.toFixed(1)} ms warm (${LOADS} loads each)`);

const page = await browser.page();
await page.goto(`${browser.origin}/index.html`);
await page.evaluate(() => window.nimlab.ready);
await page.evaluate(async () => {
  window.__bench = await import('/bench/page-bench.js');
});
const inPage = (name, ...args) =>
  page.evaluate(([name, args]) => window.__bench[name](window.nimlab, ...args), [name, args]);

console.log('classify and best_move per call…');
const calls = await inPage('calls', MIN_MS);
for (const row of calls) {
  console.log(`  ${row.game.padEnd(18)} ${row.size.padEnd(6)} classify ${row.classify.us.toFixed(2).padStart(9)} µs   best_move ${row.best_move.us.toFixed(2).padStart(9)} µs`);
}
console.log(`${MILLION} classify calls on nim [3, 4, 5]…`);
const loop = await inPage('tightLoop', MILLION);
console.log(`  ${loop.ms.toFixed(0)} ms (${Math.round(loop.perSecond)} calls/s)`);
console.log('the blog\'s search beside nimlab (Kayles), brute-force Nim and Wythoff…');
const kayles = await inPage('compareKayles');
for (const [engine, us] of Object.entries(kayles.twelve)) console.log(`  f([12]) ${engine.padEnd(22)} ${us.toFixed(2)} µs`);
const nim = await inPage('compareNim');
const wythoff = await inPage('compareWythoff');
console.log('scaling…');
const scaling = await inPage('scaling', MIN_MS);
if (page.problems.length) console.log(`page problems:\n  ${page.problems.join('\n  ')}`);

const result = {
  command: `node scripts/bench-browser.mjs${quick ? ' --quick' : ''}`,
  started,
  machine: machine(browser.browser.version()),
  ready,
  calls,
  loop,
  compare: { kayles, nim, wythoff },
  scaling,
};
await browser.close();
mkdirSync(path.join(root, 'test-results'), { recursive: true });
const file = path.join(root, 'test-results', 'bench-browser.json');
writeFileSync(file, `${JSON.stringify(result, (_, v) => (typeof v === 'bigint' ? String(v) : v), 2)}\n`);
console.log(`\nwrote ${path.relative(root, file)}; \`node scripts/perf-doc.mjs\` renders docs/PERFORMANCE.md`);
