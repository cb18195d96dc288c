// `node scripts/bench-atlas-sample.mjs [--to 1048576] [--codes 0.016,0.025,…] [--timeout 240] [--append]`:
// a sample of the atlas's codes timed one at a time, nimlab beside ogsolve,
// where running ogsolve over the whole atlas would take too long (it has no
// early stop, and at 2^20 a code whose values are not sparse costs it the
// naive loop). Each code to the heap the atlas run (test-results/atlas-3-N.json,
// made by `npm run atlas`) worked it out to: `nimlab nimbers <code> --to n`
// (profile `cli`, one thread; the same values, without the atlas's early
// stop, which at that heap it does not need) and `ogsolve -m rc2 -n n <code>`,
// each stopped after --timeout seconds. CPU seconds from /usr/bin/time, the
// load average before and after each run. Results go to
// test-results/bench-atlas-sample-N.json (--append: added to those there); a
// run stopped by the timeout says so (`timedOut`), its seconds a lower bound.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './tools.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const N = Number(arg('--to', String(1 << 20)));
const codes = arg('--codes', '0.016,0.025,0.004,0.376,0.6,4.406').split(',');
const timeout = Number(arg('--timeout', '240'));
const atlasFile = path.join(root, 'test-results', `atlas-3-${N}.json`);
if (!existsSync(atlasFile)) throw new Error(`${atlasFile}: run npm run atlas -- --to ${N} first`);
const atlas = new Map(JSON.parse(readFileSync(atlasFile, 'utf8')).map((e) => [e.code, e]));
const cargoBin = path.join(os.homedir(), '.cargo', 'bin');
const ogsolve = existsSync(path.join(cargoBin, 'ogsolve')) ? path.join(cargoBin, 'ogsolve') : 'ogsolve';
if (spawnSync(ogsolve, ['--version']).status !== 0) {
  console.log('$ cargo install ogsolve');
  spawnSync('cargo', ['install', 'ogsolve'], { stdio: 'inherit' });
}
console.log('$ cargo build --profile cli -p nimlab-cli');
spawnSync('cargo', ['build', '--profile', 'cli', '-p', 'nimlab-cli'], { cwd: root, stdio: 'inherit' });
const cli = path.join(root, 'target', 'cli', 'nimlab');
const load = () => Number(os.loadavg()[0].toFixed(2));

/** `cmd args` under /usr/bin/time and `timeout`: {cpu, wall, timedOut, loadBefore, loadAfter}. */
function timed(cmd, args) {
  const loadBefore = load();
  const r = spawnSync('/usr/bin/time', ['-f', '@@ %U %S %e', 'timeout', String(timeout), cmd, ...args], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
  const line = r.stderr.split('\n').find((l) => l.startsWith('@@ '));
  if (!line) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr}`);
  const [user, system, wall] = line.slice(3).split(' ').map(Number);
  const timedOut = /status 124/.test(r.stderr);
  if (r.status !== 0 && !timedOut) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr}`);
  return { cpu: Number((user + system).toFixed(2)), wall, timedOut, loadBefore, loadAfter: load() };
}

const out = path.join(root, 'test-results', `bench-atlas-sample-${N}.json`);
const figures = process.argv.includes('--append') && existsSync(out)
  ? JSON.parse(readFileSync(out, 'utf8'))
  : { date: new Date().toISOString(), n: N, timeout, machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`, codes: [] };
for (const code of codes) {
  const e = atlas.get(code);
  if (!e) throw new Error(`${code}: not in the atlas`);
  const n = e.computedTo;
  const nimlab = timed(cli, ['nimbers', code, '--to', String(n), '--quiet']);
  const og = timed(ogsolve, ['-m', 'rc2', '-n', String(n), code]);
  figures.codes.push({ code, n, date: new Date().toISOString(), status: e.period ? 'proved' : 'open', rare: e.rare, nimlab, ogsolve: og });
  console.log(`${code} to ${n}: nimlab ${nimlab.cpu} CPU s, ${nimlab.wall} s wall; ogsolve -m rc2 ${og.timedOut ? '> ' : ''}${og.cpu} CPU s, ${og.wall} s wall (load ${nimlab.loadBefore} → ${og.loadAfter})`);
}
writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`wrote ${path.relative(root, out)}`);
