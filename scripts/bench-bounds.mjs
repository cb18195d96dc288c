// The calls once unbounded, and the hostile ones of the fuzz (scripts/hostile-calls.mjs),
// each in a fresh Node process with the built package: the answer or the
// refusal, the CPU and wall time, the work and memory the call's budget
// counted, the growth of the wasm memory and the process's peak RSS above
// where it stood before the call. Then the worst time and memory, and the
// most nanoseconds a step of the budget took: what docs/PERFORMANCE.md keeps.
// Not a test; timings are only reported.
//   node scripts/bench-bounds.mjs [pkg dir, default www/pkg]
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { root } from './tools.mjs';
import { hostileCalls } from './hostile-calls.mjs';

const MB = 1e6;

/** Runs `call` once, measured: a row of the table. */
function measure(nimlab, wasm, name, fn, call) {
  globalThis.gc?.();
  const [rss, memory] = [process.memoryUsage().rss, wasm.memory.buffer.byteLength];
  const [cpu, start] = [process.cpuUsage(), performance.now()];
  let result;
  let answer;
  try {
    answer = call();
    result = fn === 'nimbers' ? `${answer.values.length} values` : 'answered';
  } catch (error) {
    result = `${error.code}${error.key ? ` (${error.key})` : ''}`;
  }
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const spent = nimlab.__nimlab_spent();
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(JSON.stringify({
    name, fn, result, wall, cpu: (used.user + used.system) / 1000,
    work: Number(spent.work), memory: Number(spent.memory),
    wasmGrowth: wasm.memory.buffer.byteLength - memory, rssGrowth: Math.max(0, peak - rss),
  }));
  return answer;
}

async function one(index, dir) {
  const nimlab = await import(pathToFileURL(path.join(dir, 'nimlab.js')).href);
  const wasm = nimlab.initSync({ module: readFileSync(path.join(dir, 'nimlab_bg.wasm')) });
  nimlab.classify({ game: 'nim', heaps: [3, 4, 5] });
  const { name, input, fn } = hostileCalls[index];
  const args = input();
  const answer = measure(nimlab, wasm, name, fn, () => nimlab[fn](...args));
  // The explanation is a call of its own, with a budget of its own.
  if (fn === 'classify' && answer) measure(nimlab, wasm, `${name}: explanation`, 'explanation', () => answer.explanation);
}

function all(dir) {
  const rows = [];
  for (let i = 0; i < hostileCalls.length; i += 1) {
    const run = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--case', String(i), dir], { encoding: 'utf8' });
    const lines = run.stdout.trim().split('\n').filter((line) => line.startsWith('{'));
    const found = lines.length ? lines.map((line) => JSON.parse(line)) : [{ name: hostileCalls[i].name, fn: hostileCalls[i].fn, result: `crashed: ${run.stderr.trim().split('\n').pop()}` }];
    for (const row of found) {
      rows.push(row);
      const cell = (v, unit = 1, digits = 0) => (v === undefined ? '—' : (v / unit).toFixed(digits));
      console.log(`| ${row.name} | ${row.fn} | ${row.result} | ${cell(row.cpu)} | ${cell(row.wall)} | ${cell(row.work, 1e6, 1)} | ${cell(row.memory, MB)} | ${cell(row.wasmGrowth, MB)} | ${cell(row.rssGrowth, MB)} |`);
    }
  }
  const worst = (key) => rows.filter((r) => r[key] !== undefined).reduce((a, b) => (b[key] > a[key] ? b : a));
  const slow = worst('cpu');
  const big = worst('rssGrowth');
  // Nanoseconds a step took, over the calls that spent at least a tenth of their work.
  const perStep = rows.filter((r) => r.work > 4e7).map((r) => ({ name: r.name, ns: (r.cpu * 1e6) / r.work }));
  const costly = perStep.reduce((a, b) => (b.ns > a.ns ? b : a), { ns: 0 });
  console.log(`\nworst time: ${slow.name}, ${slow.cpu.toFixed(0)} ms of CPU (${slow.wall.toFixed(0)} ms wall)`);
  console.log(`worst memory: ${big.name}, ${(big.rssGrowth / MB).toFixed(0)} MB of peak RSS above the call's start (wasm memory grew ${(big.wasmGrowth / MB).toFixed(0)} MB)`);
  console.log(`most time a step: ${costly.name}, ${costly.ns.toFixed(2)} ns`);
}

const args = process.argv.slice(2);
if (args[0] === '--case') {
  await one(Number(args[1]), args[2]);
} else {
  const dir = path.resolve(args[0] ?? path.join(root, 'www', 'pkg'));
  console.log('| call | export | result | CPU ms | wall ms | work (10^6 steps) | memory counted (MB) | wasm grew (MB) | peak RSS above start (MB) |');
  console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  all(dir);
}
