// `node scripts/bench-threads.mjs [--to 1e6,3e6,1e7] [--threads 1,2] [--runs 1]`:
// the research engine natively, side by side with the peer.
// - Officers (0.6), which proves no period, to each n: `ogsolve -m rc2`
//   (installed with `cargo install ogsolve` when missing) beside
//   `nimlab nimbers 0.6 --to n --threads T` for each T; values a second,
//   and the ratios to ogsolve and to one thread.
// - Kayles (0.77) and Dawson's Kayles (0.07) to 10^6, whose periods are
//   proved at n = 167 and 175: the command line fills the rest from the
//   period, where ogsolve works every value out.
// Wall and CPU seconds and peak memory from /usr/bin/time; the load
// average before and after each run and the machine (model, cores) are
// kept with the figures, since a busy machine slows every side and starves
// the second thread. Medians of --runs runs, each run timing every program
// in turn. Results go to test-results/bench-threads.json; the figures are
// quoted in docs/PERFORMANCE.md (Research engine).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './tools.mjs';
import { ensureOgsolve } from './install.mjs';
import { buildCli } from './build.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const sizes = arg('--to', '1e6,3e6,1e7').split(',').map(Number);
const threads = arg('--threads', '1,2').split(',').map(Number);
const runs = Number(arg('--runs', '1'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => Number(readLoad().split(' ')[0]);
function readLoad() {
  return spawnSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).stdout.trim();
}

function sh(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30, ...options });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stderr}`);
  return result;
}

const ogsolve = ensureOgsolve();
const nimlab = buildCli();

/** One run of `cmd args` under /usr/bin/time: wall and CPU seconds, peak KB, the load around it. */
function timed(cmd, args) {
  const before = load();
  const r = sh('/usr/bin/time', ['-f', '@@ %U %S %e %M', cmd, ...args]);
  const [user, system, wall, kb] = r.stderr.trim().split('\n').pop().replace('@@ ', '').split(' ').map(Number);
  return { cpu: user + system, wall, kb, loadBefore: before, loadAfter: load() };
}

const results = { machine: `${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores`, date: new Date().toISOString(), runs, officers: [], periodic: [] };

for (const n of sizes) {
  const row = { n, ogsolve: [], nimlab: Object.fromEntries(threads.map((t) => [t, []])) };
  for (let run = 0; run < runs; run += 1) {
    row.ogsolve.push(timed(ogsolve, ['-m', 'rc2', '-n', String(n), '0.6']));
    for (const t of threads) row.nimlab[t].push(timed(nimlab, ['nimbers', '0.6', '--to', String(n), '--threads', String(t), '--quiet']));
  }
  const summary = (list) => ({ wall: median(list.map((r) => r.wall)), cpu: median(list.map((r) => r.cpu)), mb: median(list.map((r) => r.kb)) / 1024, load: `${Math.min(...list.map((r) => r.loadBefore)).toFixed(1)}–${Math.max(...list.map((r) => r.loadAfter)).toFixed(1)}` });
  const og = summary(row.ogsolve);
  const line = { n, ogsolve: og, nimlab: {} };
  for (const t of threads) {
    const s = summary(row.nimlab[t]);
    line.nimlab[t] = {
      ...s,
      valuesPerSecond: (n + 1) / s.wall,
      // Wall against wall: what a researcher waits for (ogsolve runs on one thread).
      timesOgsolve: median(row.nimlab[t].map((r, i) => row.ogsolve[i].wall / r.wall)),
      // CPU against CPU: the work, which a busy machine changes least.
      timesOgsolveCpu: median(row.nimlab[t].map((r, i) => row.ogsolve[i].cpu / r.cpu)),
      timesOneThread: row.nimlab[1] ? median(row.nimlab[t].map((r, i) => row.nimlab[1][i].wall / r.wall)) : null,
    };
  }
  results.officers.push(line);
  const f = (x) => (x == null ? '–' : x.toFixed(2));
  console.log(`0.6 to ${n}: ogsolve rc2 ${f(og.wall)} s wall (${f(og.cpu)} CPU, load ${og.load}); ${threads.map((t) => `nimlab ${t} thread${t > 1 ? 's' : ''} ${f(line.nimlab[t].wall)} s wall (${f(line.nimlab[t].cpu)} CPU, load ${line.nimlab[t].load}, ${f(line.nimlab[t].timesOgsolve)}× ogsolve (${f(line.nimlab[t].timesOgsolveCpu)}× in CPU), ${f(line.nimlab[t].timesOneThread)}× one thread, ${Math.round(line.nimlab[t].valuesPerSecond).toLocaleString('en')} values/s)`).join('; ')}`);
}

for (const code of ['0.77', '0.07']) {
  const n = 1e6;
  const og = timed(ogsolve, ['-m', 'rc2', '-n', String(n), code]);
  const ours = timed(nimlab, ['nimbers', code, '--to', String(n), '--quiet']);
  results.periodic.push({ code, n, ogsolve: og, nimlab: ours });
  console.log(`${code} to ${n}: ogsolve rc2 ${og.wall.toFixed(2)} s wall, nimlab ${ours.wall.toFixed(2)} s wall (filled from the period; load ${og.loadBefore.toFixed(1)}–${ours.loadAfter.toFixed(1)})`);
}

mkdirSync(path.join(root, 'test-results'), { recursive: true });
writeFileSync(path.join(root, 'test-results', 'bench-threads.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`${results.machine}; wrote test-results/bench-threads.json`);
