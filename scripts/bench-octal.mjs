// `node scripts/bench-octal.mjs [--to 1e5,1e6,1e7] [--runs 3]`: Officers (0.6)
// to each n by the peer `ogsolve -m rc2` (installed here with `cargo install
// ogsolve` when missing), by nimlab's native command line (`crates/cli`,
// profile `cli`) and by nimlab's wasm in Node (`nimbers`), side by side; and
// how long the API takes to certify Kayles, 0.07 and 0.137 (the first n whose
// values prove the period). CPU seconds and peak memory come from
// /usr/bin/time (native) and process.cpuUsage / process.hrtime (wasm);
// medians of --runs runs. Results go to test-results/bench-octal.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './tools.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const sizes = arg('--to', '1e5,1e6').split(',').map(Number);
const runs = Number(arg('--runs', '1'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function sh(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30, ...options });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
  return result;
}

const cargoBin = path.join(os.homedir(), '.cargo', 'bin');
const ogsolve = existsSync(path.join(cargoBin, 'ogsolve')) ? path.join(cargoBin, 'ogsolve') : 'ogsolve';
if (spawnSync(ogsolve, ['--version']).status !== 0) {
  console.log('$ cargo install ogsolve');
  sh('cargo', ['install', 'ogsolve'], { stdio: 'inherit' });
}
console.log('$ cargo build --profile cli -p nimlab-cli');
sh('cargo', ['build', '--profile', 'cli', '-p', 'nimlab-cli'], { stdio: 'inherit' });
const cli = path.join(root, 'target', 'cli', 'nimlab');

/** CPU seconds (user + system), wall seconds and peak KB of a native run. */
function timed(cmd, args) {
  const r = sh('/usr/bin/time', ['-f', '@@ %U %S %e %M', cmd, ...args]);
  const line = r.stderr.split('\n').find((l) => l.startsWith('@@ '));
  const [user, system, wall, kb] = line.slice(3).split(' ').map(Number);
  return { cpu: user + system, wall, kb, out: r.stdout };
}

// The wasm in a fresh Node each run, so that its memory is its own.
const wasmRun = `
import { readFileSync } from 'node:fs';
import * as nimlab from ${JSON.stringify(path.join(root, 'www', 'pkg', 'nimlab.js'))};
nimlab.initSync({ module: readFileSync(${JSON.stringify(path.join(root, 'www', 'pkg', 'nimlab_bg.wasm'))}) });
const [rule, n] = JSON.parse(process.argv[1]);
const cpu0 = process.cpuUsage(), t0 = process.hrtime.bigint();
const { values, period } = nimlab.nimbers(rule, n);
const wall = Number(process.hrtime.bigint() - t0) / 1e9, c = process.cpuUsage(cpu0);
console.log(JSON.stringify({ cpu: (c.user + c.system) / 1e6, wall, last: values[n], period, kb: process.resourceUsage().maxRSS }));
`;
function wasm(rule, n) {
  const r = sh(process.execPath, ['--input-type=module', '-e', wasmRun, JSON.stringify([rule, n])]);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

const officers = [];
for (const n of sizes) {
  const row = { n, ogsolve: [], native: [], wasm: [] };
  for (let i = 0; i < runs; i++) {
    row.ogsolve.push(timed(ogsolve, ['-m', 'rc2', '-n', String(n), '0.6']));
    row.native.push(timed(cli, ['nimbers', '0.6', '--to', String(n), '--quiet']));
    row.wasm.push(wasm({ game: 'octal', code: '0.6' }, n));
  }
  const summary = { n };
  for (const who of ['ogsolve', 'native', 'wasm']) {
    summary[who] = { cpu: median(row[who].map((r) => r.cpu)), wall: median(row[who].map((r) => r.wall)), kb: median(row[who].map((r) => r.kb)) };
  }
  officers.push(summary);
  console.log(`0.6 to ${n}: ogsolve rc2 ${summary.ogsolve.cpu.toFixed(2)} s CPU, nimlab native ${summary.native.cpu.toFixed(2)} s, wasm ${summary.wasm.cpu.toFixed(2)} s (peak ${summary.ogsolve.kb} / ${summary.native.kb} / ${summary.wasm.kb} KB)`);
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
  certify.push({ code, ms, period });
  console.log(`${code}: period ${period.length} from ${period.start} (checked to ${period.checkedTo}) certified in ${ms.toFixed(2)} ms`);
}

mkdirSync(path.join(root, 'test-results'), { recursive: true });
const load = os.loadavg()[0];
writeFileSync(path.join(root, 'test-results', 'bench-octal.json'), `${JSON.stringify({ runs, load, officers, certify }, null, 2)}\n`);
console.log(`wrote test-results/bench-octal.json (load average ${load.toFixed(1)} on ${os.cpus().length} CPUs)`);
