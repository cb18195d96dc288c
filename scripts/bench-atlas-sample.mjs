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
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, arg } from './tools.mjs';
import { ensureOgsolve } from './install.mjs';
import { buildCli } from './build.mjs';
import { machine, timed } from './measure.mjs';

const N = Number(arg('--to', String(1 << 20)));
const codes = arg('--codes', '0.016,0.025,0.004,0.376,0.6,4.406').split(',');
const timeout = Number(arg('--timeout', '240'));
const atlasFile = path.join(root, 'test-results', `atlas-3-${N}.json`);
if (!existsSync(atlasFile)) throw new Error(`${atlasFile}: run npm run atlas -- --to ${N} first`);
const atlas = new Map(JSON.parse(readFileSync(atlasFile, 'utf8')).map((e) => [e.code, e]));
const ogsolve = ensureOgsolve();
const cli = buildCli();

/** `cmd args` timed, stopped after --timeout seconds: {cpu, wall, timedOut, loadBefore, loadAfter}. */
function limited(cmd, args) {
  const { cpu, wall, timedOut, loadBefore, loadAfter } = timed(cmd, args, { timeout });
  return { cpu: Number(cpu.toFixed(2)), wall, timedOut, loadBefore, loadAfter };
}

const out = path.join(root, 'test-results', `bench-atlas-sample-${N}.json`);
const figures = process.argv.includes('--append') && existsSync(out)
  ? JSON.parse(readFileSync(out, 'utf8'))
  : { date: new Date().toISOString(), n: N, timeout, machine: machine(), codes: [] };
for (const code of codes) {
  const e = atlas.get(code);
  if (!e) throw new Error(`${code}: not in the atlas`);
  const n = e.computedTo;
  const nimlab = limited(cli, ['nimbers', code, '--to', String(n), '--quiet']);
  const og = limited(ogsolve, ['-m', 'rc2', '-n', String(n), code]);
  figures.codes.push({ code, n, date: new Date().toISOString(), status: e.period ? 'proved' : 'open', rare: e.rare, nimlab, ogsolve: og });
  console.log(`${code} to ${n}: nimlab ${nimlab.cpu} CPU s, ${nimlab.wall} s wall; ogsolve -m rc2 ${og.timedOut ? '> ' : ''}${og.cpu} CPU s, ${og.wall} s wall (load ${nimlab.loadBefore} → ${og.loadAfter})`);
}
writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`wrote ${path.relative(root, out)}`);
