// `node scripts/bench-octal.mjs [--to 1e5,1e6,1e7] [--runs 3] [--no-browser]`:
// Officers (0.6) to each n, side by side: the peer `ogsolve -m rc2`
// (installed here with `cargo install ogsolve` when missing), nimlab's native
// command line (`crates/cli`, profile `cli`), the Lab's wasm (`crates/lab`,
// www/lab/pkg) in Node and in Chromium (a module Worker, through
// playwright-core, as the Lab runs it), and the main wasm (`nimbers`, built
// for size) in Node; and how long the API takes to certify Kayles, 0.07 and
// 0.137 (the first n whose values prove the period), in Node and on the page's
// thread in Chromium. CPU seconds and peak
// memory come from /usr/bin/time (native) and process.cpuUsage /
// resourceUsage (Node); in Chromium, the CPU seconds of every process of the
// browser this script started (from /proc) over the run, and the Worker's own
// wall seconds. Bytes a value: the peak less the peak of the same program at
// n = 1000, over n. Medians of --runs runs; each run times every program in
// turn, and the ratios to ogsolve are the medians of each run's own ratios,
// so that a machine whose speed drifts moves both sides of a ratio alike.
// Results go to test-results/bench-octal.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, arg, sh } from './tools.mjs';
import { ensureOgsolve } from './install.mjs';
import { buildCli } from './build.mjs';
import { descendantsCpu, loadAverage, machine, timed } from './measure.mjs';

const sizes = arg('--to', '1e5,1e6').split(',').map(Number);
const runs = Number(arg('--runs', '1'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const ogsolve = ensureOgsolve();
const cli = buildCli();

// A wasm in a fresh Node each run, so that its memory is its own. The main
// wasm's \`nimbers\` answers within the default budget of a call (about a
// second's work: Officers to 1.9·10^5), so it is given a budget that reaches n.
const wasmRun = (glue, wasmFile, options = '') => `
import { readFileSync } from 'node:fs';
import * as nimlab from ${JSON.stringify(glue)};
nimlab.initSync({ module: readFileSync(${JSON.stringify(wasmFile)}) });
const [rule, n] = JSON.parse(process.argv[1]);
const cpu0 = process.cpuUsage(), t0 = process.hrtime.bigint();
const { values, period } = nimlab.nimbers(rule, n${options});
const wall = Number(process.hrtime.bigint() - t0) / 1e9, c = process.cpuUsage(cpu0);
console.log(JSON.stringify({ cpu: (c.user + c.system) / 1e6, wall, last: values[n], period, kb: process.resourceUsage().maxRSS }));
`;
const pkg = path.join(root, 'www', 'pkg');
const mainRun = wasmRun(path.join(pkg, 'nimlab.js'), path.join(pkg, 'nimlab_bg.wasm'), ', { budget: { work: 1e15 } }');
const labPkg = path.join(root, 'www', 'lab', 'pkg');
const labRun = wasmRun(path.join(labPkg, 'nimlab_lab.js'), path.join(labPkg, 'nimlab_lab_bg.wasm'));
function wasm(script, rule, n) {
  const r = sh(process.execPath, ['--input-type=module', '-e', script, JSON.stringify([rule, n])]);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

// The Lab's wasm in Chromium, in a module Worker as www/lab/worker.js runs it.
let chromium = null;
if (!process.argv.includes('--no-browser')) {
  const { openBrowser } = await import('./browser.mjs');
  const opened = await openBrowser();
  const page = await opened.page();
  await page.goto(`${opened.origin}/www/lab/pkg/nimlab_lab.js`);
  chromium = {
    async run(rule, n) {
      const cpu0 = descendantsCpu();
      const answer = await page.evaluate(async ([origin, rule, n]) => {
        const code = `import init, { nimbers } from '${origin}/www/lab/pkg/nimlab_lab.js';
await init();
onmessage = ({ data: [rule, n] }) => {
  const t0 = performance.now();
  const { values } = nimbers(rule, n);
  postMessage({ wall: (performance.now() - t0) / 1e3, last: values[n] });
};
postMessage('ready');`;
        const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })), { type: 'module' });
        const answer = await new Promise((resolve, reject) => {
          worker.onerror = (e) => reject(new Error(e.message));
          worker.onmessage = ({ data }) => (data === 'ready' ? worker.postMessage([rule, n]) : resolve(data));
        });
        worker.terminate();
        return answer;
      }, [opened.origin, rule, n]);
      return { ...answer, cpu: descendantsCpu() - cpu0 };
    },
    /** Milliseconds (median of `times`) to certify `code` through the main wasm's `nimbers` on the page's thread. */
    async certify(code, times) {
      return page.evaluate(async ([origin, code, times]) => {
        const nimlab = await import(`${origin}/www/pkg/nimlab.js`);
        await nimlab.default();
        const took = [];
        for (let k = 0; k < times; k++) {
          const t0 = performance.now();
          let n = 64;
          while (!nimlab.nimbers({ game: 'octal', code }, n).period) n *= 2;
          took.push(performance.now() - t0);
        }
        return took.sort((a, b) => a - b)[Math.floor(times / 2)];
      }, [opened.origin, code, times]);
    },
    close: () => opened.close(),
  };
}

const rule = { game: 'octal', code: '0.6' };
const runners = {
  ogsolve: (n) => timed(ogsolve, ['-m', 'rc2', '-n', String(n), '0.6']),
  native: (n) => timed(cli, ['nimbers', '0.6', '--to', String(n), '--quiet']),
  lab: (n) => wasm(labRun, rule, n),
  main: (n) => wasm(mainRun, rule, n),
};
const base = Object.fromEntries(Object.entries(runners).map(([who, run]) => [who, run(1000).kb]));
const officers = [];
for (const n of sizes) {
  const row = { n, ogsolve: [], native: [], lab: [], main: [], chromium: [] };
  for (let i = 0; i < runs; i++) {
    for (const [who, run] of Object.entries(runners)) row[who].push(run(n));
    if (chromium) row.chromium.push(await chromium.run(rule, n));
  }
  const lasts = new Set(Object.values(row).filter(Array.isArray).flat().filter((r) => 'last' in r).map((r) => r.last));
  if (lasts.size > 1) throw new Error(`the wasm runs disagree on G(${n}): ${[...lasts]}`);
  const summary = { n, fasterThanOgsolve: {} };
  for (const who of ['ogsolve', 'native', 'lab', 'chromium', 'main']) {
    if (!row[who].length) continue;
    if (who !== 'ogsolve') {
      summary.fasterThanOgsolve[who] = median(row[who].map((r, i) => row.ogsolve[i].cpu / r.cpu));
    }
    const kb = median(row[who].map((r) => r.kb ?? NaN));
    summary[who] = {
      cpu: median(row[who].map((r) => r.cpu ?? NaN)),
      wall: median(row[who].map((r) => r.wall)),
      kb,
      bytesPerValue: Number.isNaN(kb) ? null : Math.max(0, ((kb - base[who]) * 1024) / n),
    };
  }
  officers.push(summary);
  const f = (x) => (x == null || Number.isNaN(x) ? '-' : x.toFixed(2));
  console.log(`0.6 to ${n}: CPU s: ogsolve rc2 ${f(summary.ogsolve.cpu)}, nimlab native ${f(summary.native.cpu)}, lab wasm (Node) ${f(summary.lab.cpu)}, lab wasm (Chromium) ${f(summary.chromium?.cpu)}, main wasm (Node) ${f(summary.main.cpu)}; wall s in the Chromium Worker ${f(summary.chromium?.wall)}; bytes a value: ${['ogsolve', 'native', 'lab', 'main'].map((w) => `${w} ${f(summary[w].bytesPerValue)}`).join(', ')}`);
  console.log(`  times as fast as ogsolve (median of the runs' ratios): ${Object.entries(summary.fasterThanOgsolve).map(([w, x]) => `${w} ${f(x)}`).join(', ')}`);
}

// Certifying a period through the API: the least n (doubling from 64) whose values prove it.
const certify = [];
for (const code of ['0.77', '0.07', '0.137']) {
  const r = sh(process.execPath, ['--input-type=module', '-e', `
import { readFileSync } from 'node:fs';
import * as nimlab from ${JSON.stringify(path.join(root, 'www', 'pkg', 'nimlab.js'))};
nimlab.initSync({ module: readFileSync(${JSON.stringify(path.join(root, 'www', 'pkg', 'nimlab_bg.wasm'))}) });
const times = [];
let found;
for (let k = 0; k < ${Math.max(5, runs)}; k++) {
  const t0 = process.hrtime.bigint();
  let n = 64, answer;
  do { answer = nimlab.nimbers({ game: 'octal', code: ${JSON.stringify(code)} }, n); n *= 2; } while (!answer.period);
  times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  found = answer.period;
}
times.sort((a, b) => a - b);
console.log(JSON.stringify({ ms: times[Math.floor(times.length / 2)], period: found }));
`]);
  const { ms, period } = JSON.parse(r.stdout.trim());
  // The same in Chromium (the first call of each code pays for nothing else: the wasm is compiled by then).
  const chromiumMs = chromium ? await chromium.certify(code, Math.max(5, runs)) : null;
  certify.push({ code, ms, chromiumMs, period });
  console.log(`${code}: period ${period.length} from ${period.start} (checked to ${period.checkedTo}) certified in ${ms.toFixed(2)} ms (Node)${chromiumMs == null ? '' : `, ${chromiumMs.toFixed(2)} ms (Chromium)`}`);
}
await chromium?.close();

mkdirSync(path.join(root, 'test-results'), { recursive: true });
const load = loadAverage();
writeFileSync(path.join(root, 'test-results', 'bench-octal.json'), `${JSON.stringify({ date: new Date().toISOString(), runs, load, machine: machine(), base, officers, certify }, null, 2)}\n`);
console.log(`wrote test-results/bench-octal.json (load average ${load.toFixed(1)} on ${machine()})`);
