// `npm run atlas [-- --to 1048576] [--reuse]`: docs/ATLAS.md from scratch.
// Runs `nimlab atlas --digits 3 --to N` (crates/cli, profile `cli`, every
// core), then the ignored test `three_digit_atlas_against_the_tables`
// (crates/cli/tests/published.rs), which holds that table to the published
// figures kept in tests/data/octal/ and decides every disagreement by brute
// force, and writes the page: the corrections, what goes further than the
// tables, what took how long, and the table itself. --reuse keeps an atlas
// already made at the same N (test-results/atlas-3-N.json) and the findings
// made from it since.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, arg, run as step } from './tools.mjs';
import { buildCli } from './build.mjs';
import { machine, timed } from './measure.mjs';
import { TRIVIAL_BELOW, status } from '../www/lab/atlas-table.js';

const N = Number(arg('--to', String(1 << 20)));
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
const json = path.join(results, `atlas-3-${N}.json`);
const times = path.join(results, `atlas-3-${N}-times.csv`);
const run = path.join(results, `atlas-3-${N}-run.json`);
const findingsFile = path.join(results, `atlas-3-${N}-findings.json`);

const cli = buildCli();
if (!(process.argv.includes('--reuse') && existsSync(json) && existsSync(times) && existsSync(run))) {
  const date = new Date().toISOString();
  const { cpu, wall, loadBefore, loadAfter } = timed(cli, ['atlas', '--digits', '3', '--to', String(N), '--json', json, '--times', times], { stdio: 'inherit' });
  writeFileSync(run, `${JSON.stringify({ date, n: N, threads: os.cpus().length, cpu, wall, loadBefore, loadAfter, machine: machine() }, null, 2)}\n`);
}
const checkFile = path.join(results, `atlas-3-${N}-check.json`);
const reused = process.argv.includes('--reuse') && existsSync(findingsFile) && statSync(findingsFile).mtimeMs > statSync(json).mtimeMs;
if (!reused) {
  // Built first, so that the time below is the check's alone.
  const test = ['test', '--profile', 'cli', '-p', 'nimlab-cli', '--test', 'published'];
  step('cargo', [...test, '--no-run']);
  const { cpu, wall, loadBefore, loadAfter } = timed('cargo', [...test, '--', '--ignored', '--exact', 'three_digit_atlas_against_the_tables'], {
    stdio: 'inherit', env: { ...process.env, NIMLAB_ATLAS_JSON: json, NIMLAB_ATLAS_FINDINGS: findingsFile },
  });
  writeFileSync(checkFile, `${JSON.stringify({ date: new Date().toISOString(), cpu, wall, loadBefore, loadAfter }, null, 2)}\n`);
}
const check = existsSync(checkFile) ? JSON.parse(readFileSync(checkFile, 'utf8')) : null;
// `node scripts/bench-atlas-sample.mjs --to N`: a sample of codes beside ogsolve.
const sampleFile = path.join(results, `bench-atlas-sample-${N}.json`);
const sample = existsSync(sampleFile) ? JSON.parse(readFileSync(sampleFile, 'utf8')) : null;
// `npm run bench:atlas -- --to N`: the same atlas in a tab (the Lab's atlas view), when it ran to this N.
const benchFile = path.join(results, 'bench-atlas.json');
const bench = existsSync(benchFile) ? JSON.parse(readFileSync(benchFile, 'utf8')) : null;
const tab = bench?.n === N && bench.digits === 3 ? bench.tab : null;

const atlas = JSON.parse(readFileSync(json, 'utf8'));
const findings = JSON.parse(readFileSync(findingsFile, 'utf8'));
const stats = JSON.parse(readFileSync(run, 'utf8'));
const seconds = new Map(readFileSync(times, 'utf8').trim().split('\n').slice(1).map((line) => {
  const [code, s] = line.split(',');
  return [code, Number(s)];
}));

const f = (x) => (x == null ? '' : String(x));
const rare = (r) => (r ? `${r.count}${r.last == null ? '' : `, last ${r.last}`} (mask ${r.mask.toString(16)}${r.bit ? ', +heap parity' : ''})` : '');
const same = (s) => (s ? `${s.code}${s.shift ? ` (${s.shift > 0 ? '+' : ''}${s.shift})` : ''}${s.proved ? '' : ' ?'}` : '');
const byStatus = { trivial: 0, solved: 0, open: 0 };
for (const e of atlas) byStatus[status(e)] += 1;
const openShort = atlas.filter((e) => !e.period && e.computedTo < N);
const distinct = atlas.filter((e) => !e.sameAs).length;
const total = [...seconds.values()].reduce((a, b) => a + b, 0);
const slowest = [...seconds].sort((a, b) => b[1] - a[1]).slice(0, 12);
const verdicts = {};
for (const x of findings) verdicts[x.verdict] = (verdicts[x.verdict] ?? 0) + 1;
const bySource = {};
for (const x of findings) {
  const source = x.source.replace(/ \(.*\)|,.*$/, '').replace(/ GameLookup$/, '');
  bySource[source] ??= {};
  bySource[source][x.verdict] = (bySource[source][x.verdict] ?? 0) + 1;
}
const errs = findings.filter((x) => x.verdict === 'source-errs');
const further = findings.filter((x) => x.verdict === 'further');
const engineErrs = findings.filter((x) => x.verdict === 'engine-errs');
const claimText = (c) => c.replace(/^Period \{ start: (\d+), length: (\d+), stripped: (true|false) \}$/, (_, s, l, st) => `period ${l} from ${s}${st === 'true' ? ' (past the leading zeros)' : ''}`)
  .replace(/^Values \{ from: (\d+), values: \[(.*)$/, (_, from) => `values from heap ${from}`)
  .replace(/^Same \{ other: "(.*)" \}$/, 'same values as $1')
  .replace(/^Differ \{ other: "(.*)", at: (.*) \}$/, 'values differ from $1 (first at $2)')
  .replace(/^Largest \{ value: (\d+) \}$/, 'largest value $1')
  .replace(/^Open \{ n: "(.*)" \}$/, 'unsolved (n = $1)');

const lines = [];
const out = (...xs) => lines.push(...xs);
out(
  '# The octal atlas',
  '',
  `Every take-and-break code \`0.d1…dk\` and \`4.d1…dk\` with k ≤ 3 and a non-zero last digit (${atlas.length} codes), each worked out to n = ${N.toLocaleString('en')} or until its values prove a period, held against the published tables. Made by \`npm run atlas\` (\`scripts/atlas-doc.mjs\`): \`nimlab atlas --digits 3 --to ${N} --json …\` on every core, then \`crates/cli/tests/published.rs\` (its ignored test) on that table. The same table comes out of the Lab's atlas view (\`lab.html?view=atlas\`), computed in the browser's Workers.`,
  '',
  '## How to read it',
  '',
  '- **Period, preperiod**: G(n + p) = G(n) for every n ≥ n₀, p and n₀ least, proved from the values by the periodicity theorem of Guy and Smith (`nimbers::prove_period`; the window 2n₀ + p + t for a code whose moves split, max(n₀ + t, t + 1) for one whose moves never do). *Proof to* is the last heap the proof compared; *worked out to* is the first checkpoint (63, 127, 255, …, 2^k − 1, then n) whose values proved it, the same on every machine.',
  `- **Trivial, solved, open**: trivial when the values below ${TRIVIAL_BELOW} prove the period (as tczajka/octal-games counts), solved when it takes more, open when no period is proved by n.`,
  `- **The budget**: a code whose values are not sparse (no rare/common split leaves few rare heaps) costs the naive loop, about n²/4 options a splitting take: to 2^20, tens of minutes a code. Each code may mark about 2^35 options (\`atlas::DEFAULT_BUDGET\`, estimated at each checkpoint from the values, so every machine stops at the same heap); a code that would pass it at the next doubling stops there, short of n (its *worked out to* says where). ${openShort.length} codes stopped so.`,
  '- **Rare values**: the rare/common split the engine used last (Grossman; Flammenkamp\'s sparse space): heap m > 0 is rare when parity(G(m) & mask) ⊕ (bit · m mod 2) = 0; the count is over heaps 1 … *worked out to* (tczajka counts heap 0 too, one more).',
  '- **Same values as**: the first code of the atlas (order: fewer digits first, `0.` before `4.`, then the digits) with the same values once the heaps on which no move is possible are set aside. Heaps 0 … z − 1 of a code have no move (value 0) and heap z has value 1, so S(i) = G(i + z) starts at 1; code B is code A *shifted* by s = z_B − z_A when their S are equal, that is G_B(n) = G_A(n − s) for every n (0.07 is 0.137 shifted by 1: Dawson\'s Kayles has the values of Dawson\'s chess one heap later). The shift is given in brackets. It is **proved** when both periods are proved: each S is then known everywhere from its preperiod and one period, both least, so the two are equal exactly when those are, compared value by value. Otherwise (marked **?**) it says only that the two agree as far as both were worked out (to the smaller of the two, a proved code counting as worked out to n, less the five leading zeros a three-digit code may have), compared through two 61-bit polynomial hashes of that stretch: evidence, not a proof (`nimlab_core::atlas`).',
  '',
  '## Summary',
  '',
  `- ${atlas.length} codes: ${byStatus.trivial} trivial, ${byStatus.solved} solved, ${byStatus.open} open; ${distinct} distinct sequences (codes with no *same values as*).`,
  `- Worked out in ${stats.wall.toFixed(1)} s wall and ${stats.cpu.toFixed(1)} CPU seconds (user and system time of the process, all its threads, as \`/usr/bin/time\` reports them) on ${stats.machine}, ${stats.date.slice(0, 16).replace('T', ' ')} UTC. The machine was shared (load average ${stats.loadBefore.toFixed(1)} before, ${stats.loadAfter.toFixed(1)} after, on ${stats.threads} cores): the threads ran a fraction of the time, so the CPU seconds are the work and the wall time an upper bound (the seconds a code below are wall clocks of its thread, waits included). \`npm run bench:atlas\` times it beside ogsolve; *Beside ogsolve* below times a sample of codes at this n.`,
  ...(tab ? [`- In a tab (the Lab's atlas view in Chromium, ${tab.workers} Workers, from an empty store; \`npm run bench:atlas -- --to ${N}\`, ${bench.date.slice(0, 16).replace('T', ' ')} UTC): ${tab.wall.toFixed(1)} s wall and ${tab.cpu.toFixed(1)} CPU seconds (the browser's processes), load average ${tab.loadBefore.toFixed(1)} before, ${tab.loadAfter.toFixed(1)} after; ${tab.sameTable ? 'the same table as natively' : 'NOT the same table as natively'}; ${tab.longTasks} long tasks on the page's thread, the longest ${tab.longestTask} ms.`] : []),
  `- ${findings.length} claims of the published tables about these codes checked: ${Object.entries(verdicts).map(([v, k]) => `${k} ${v}`).join(', ')}${check ? `, in ${check.cpu.toFixed(1)} CPU seconds (${check.wall.toFixed(1)} s wall, load average ${check.loadBefore.toFixed(1)} before, ${check.loadAfter.toFixed(1)} after), brute force included` : ''}.`,
  '',
  '## Held against the published tables',
  '',
  'The figures the tests use are kept in `tests/data/octal/` with their sources: `tczajka.tsv` (tczajka/octal-games: the game each code plays as, the periods, nimbers and rare values of its trivial, solved and unsolved games, and its notes on others\' mistakes), `oeis.tsv` (the OEIS entries that could be read here: their terms, periods and the codes they say share them), `flammenkamp.tsv` (what could be read of Achim Flammenkamp\'s pages: the introductions and the example .051, not the tables behind them). Each claim is decided thus: values, by the engine\'s values, and where they differ the brute force of the test (the mex over every move listed from the code\'s digits, written apart from the engine; on a code the atlas found a rare/common split for, it passes over the pairs of two common heaps whose parity cannot give the value sought, a rule of parity that decides no value, and \`npm test\` holds it to the plain mex under many splits) decides; a period, against the one proved, and where they differ the brute force works the values out to where the claims part; a period where the atlas proved none, by the brute force over the theorem\'s window if that fits below n, else *beyond* (the values worked out do not contradict it); *same values*, by the values of both codes to 4096 and the brute force at the first difference.',
  '',
  '| source | ' + ['agree', 'source-errs', 'further', 'beyond', 'engine-errs'].join(' | ') + ' |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...Object.entries(bySource).map(([s, v]) => `| ${s} | ${['agree', 'source-errs', 'further', 'beyond', 'engine-errs'].map((k) => v[k] ?? 0).join(' | ')} |`),
  '',
);
out('### Corrections: where a source errs', '');
if (errs.length === 0) out('None.', '');
else {
  out('| code | source | claim | what the brute force shows | first heap |', '| --- | --- | --- | --- | ---: |');
  for (const x of errs) out(`| ${x.code} | ${x.source} | ${claimText(x.claim)} | ${x.detail} | ${f(x.at)} |`);
  out('');
  if (errs.some((x) => x.source.startsWith('OEIS') && x.claim.startsWith('Period'))) {
    out('An OEIS entry\'s "the last exception is at n = L" is read as the last n with a(n) ≠ a(n + p), the period starting at L + 1 (its a(n) is G(n), offset 1): so A071464 (0.127) says "46577", and the atlas proves the period 4 from 46578. Read so, the entry is wrong where the table above says; the brute force gives the first heap where its claim fails.', '');
  }
}
if (engineErrs.length) {
  out('### Where the engine errs', '', ...engineErrs.map((x) => `- ${x.code} (${x.source}, ${claimText(x.claim)}): ${x.detail}`), '');
}
out('### Beyond n', '', 'Claims the atlas could neither confirm nor refute below n (a period needing values past those worked out, the values worked out agreeing with it):', '');
const beyond = findings.filter((x) => x.verdict === 'beyond');
const beyondBy = new Map();
for (const x of beyond) beyondBy.set(`${x.source}: ${claimText(x.claim)}`, [...(beyondBy.get(`${x.source}: ${claimText(x.claim)}`) ?? []), x.code]);
for (const [claim, codes] of beyondBy) out(`- ${claim}: ${codes.join(', ')}`);
out('');
out('## Further than the tables', '');
if (further.length) {
  const fours = findings.filter((x) => x.code.startsWith('4.') && x.source.startsWith('tczajka') && x.verdict === 'agree');
  out('Codes tczajka/octal-games lists as unsolved whose period the atlas proves (each proof checked again by the brute force over the whole window of the theorem):', '');
  out('| code | tczajka | period |', '| --- | --- | --- |');
  for (const x of further) out(`| ${x.code} | ${x.source.replace(/^tczajka /, '')} | ${x.detail} |`);
  out('');
  out(
    `Like for like: tczajka/octal-games reads a code as nimlab does. Its programs (\`old/src/game.cc\`, \`src/game.rs\`) take the digit at place i (the one before the point is place 0) as the sum of 1 (a heap of exactly i may be removed), 2 (i may be taken from a larger heap, leaving one heap) and 4 (i may be taken leaving two non-empty heaps), and its generator (\`old/src/all_games_exec.cc\`) runs over a first digit of 0 or 4 and three digits after the point, the codes of this atlas; ${fours.length} of its claims about \`4.\` codes agree with the atlas. Its UnsolvedGames.md gives no n for the games above (a dash where others have 2^17 or 2^21): it lists them as not yet solved, not as searched to some heap in vain. These are periods its tables do not have, not ones it looked for and missed; what other tables say of them (Flammenkamp's, whose tables behind the pages could not be read here) is not checked.`,
    '',
  );
}
const openDistinct = atlas.filter((e) => !e.period && !e.sameAs);
out(`The open sequences (${openDistinct.length}: open codes with no *same values as*), how far each was worked out natively in this run, their largest value and rare values, and how long each took:`, '');
out('| code | worked out to | largest | rare values | seconds | codes with these values |', '| --- | ---: | ---: | --- | ---: | --- |');
for (const e of openDistinct) {
  const twins = atlas.filter((x) => x.sameAs?.code === e.code).map((x) => x.code);
  out(`| ${e.code} | ${e.computedTo.toLocaleString('en')}${e.computedTo < N ? ' (budget)' : ''} | ${e.maxValue} | ${rare(e.rare)} | ${(seconds.get(e.code) ?? 0).toFixed(2)} | ${twins.join(' ')} |`);
}
out('', `What took how long: ${total.toFixed(0)} thread-seconds (wall clocks of the threads, waits for a shared CPU included) over the ${atlas.length} codes; the slowest: ${slowest.map(([c, s]) => `${c} ${s.toFixed(1)} s`).join(', ')}.`, '');
if (sample) {
  out('### Beside ogsolve', '', `ogsolve has no early stop and no budget: given n it works out G(0 … n). Over the whole atlas at this n it would take too long to run here, so a sample of codes was timed one at a time (\`node scripts/bench-atlas-sample.mjs --to ${N}\`, ${sample.date.slice(0, 16).replace('T', ' ')} UTC), each to the heap the atlas worked it out to: \`nimlab nimbers <code> --to n\` (one thread, no early stop either) beside \`ogsolve -m rc2 -n n <code>\`, each stopped after ${sample.timeout} s. CPU seconds (user and system, \`/usr/bin/time\`); a run the timeout stopped is marked >, its figure a lower bound. Measured, not extrapolated:`, '');
  out('| code | to n | status | rare heaps | nimlab CPU s | ogsolve CPU s | load average |', '| --- | ---: | --- | --- | ---: | ---: | --- |');
  for (const c of sample.codes) {
    out(`| ${c.code} | ${c.n.toLocaleString('en')} | ${c.status} | ${c.rare ? c.rare.count : 'no split'} | ${c.nimlab.timedOut ? '> ' : ''}${c.nimlab.cpu.toFixed(2)} | ${c.ogsolve.timedOut ? '> ' : ''}${c.ogsolve.cpu.toFixed(2)} | ${c.nimlab.loadBefore.toFixed(1)}–${c.ogsolve.loadAfter.toFixed(1)} |`);
  }
  const sum = (k) => sample.codes.reduce((a, c) => a + c[k].cpu, 0);
  const ratios = sample.codes.map((c) => c.ogsolve.cpu / c.nimlab.cpu);
  out('', `Over the sample ogsolve took ${sum('ogsolve').toFixed(1)} CPU s where nimlab took ${sum('nimlab').toFixed(1)}: ${(sum('ogsolve') / sum('nimlab')).toFixed(1)} times as long, from ${Math.min(...ratios).toFixed(1)} to ${Math.max(...ratios).toFixed(1)} times code by code.`);
  // Extrapolated, only where the sample stands for a whole group: the open
  // codes with no split that the budget stopped at the same heap.
  const groups = new Map();
  for (const c of sample.codes.filter((x) => !x.rare && x.status === 'open' && x.n < N)) groups.set(c.n, [...(groups.get(c.n) ?? []), c]);
  for (const [n, cs] of groups) {
    if (cs.length < 2) continue;
    const k = atlas.filter((e) => !e.period && !e.rare && e.computedTo === n).length;
    const og = cs.map((c) => c.ogsolve.cpu);
    out('', `Extrapolated, not measured: ${k} open codes have no split and stop at ${n.toLocaleString('en')} as ${cs.map((c) => c.code).join(', ')} do; at the ${Math.min(...og).toFixed(1)}–${Math.max(...og).toFixed(1)} CPU s these took, ogsolve would spend about ${Math.round(k * Math.min(...og)).toLocaleString('en')}–${Math.round(k * Math.max(...og)).toLocaleString('en')} CPU s on them alone, against ${stats.cpu.toFixed(0)} for nimlab's whole atlas.`);
  }
  out('');
}
// How to run the atlas on a cluster and check its certificates: kept in
// scripts/atlas-cluster.md, the same whatever the run.
out(readFileSync(path.join(root, 'scripts', 'atlas-cluster.md'), 'utf8').trimEnd(), '');
out('## The table', '', `n = ${N.toLocaleString('en')}. *Same values as*: shift in brackets, **?** where not proved.`, '');
out('| code | status | period | preperiod | proof to | worked out to | largest | rare values | same values as |', '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |');
for (const e of atlas) {
  out(`| ${e.code} | ${status(e)} | ${f(e.period?.length)} | ${f(e.period?.start)} | ${f(e.period?.checkedTo)} | ${e.computedTo} | ${e.maxValue} | ${rare(e.rare)} | ${same(e.sameAs)} |`);
}
out('');
writeFileSync(path.join(root, 'docs', 'ATLAS.md'), lines.join('\n'));
console.log(`wrote docs/ATLAS.md (${atlas.length} codes, ${errs.length} corrections, ${further.length} further)`);
