// `npm test`: everything CI checks, in order; the first failure stops it
// with a non-zero exit. Each step's wall and CPU seconds are listed at the end.
import { loadavg } from 'node:os';
import { build } from './build.mjs';
import { run } from './tools.mjs';
import { ensureChromium } from './install.mjs';
import { childrenCpu } from './measure.mjs';

const steps = [];
/** Runs `work` as the step `name`, timed. */
function step(name, work) {
  const wall = Date.now();
  const cpu = childrenCpu();
  work();
  steps.push({ name, wall: (Date.now() - wall) / 1000, cpu: childrenCpu() - cpu, load: loadavg()[0] });
}
process.on('exit', () => {
  if (steps.length === 0) return;
  const total = steps.reduce((sum, s) => ({ wall: sum.wall + s.wall, cpu: sum.cpu + s.cpu }), { wall: 0, cpu: 0 });
  const row = (name, wall, cpu, load = '') => `${name.padEnd(28)} ${wall.toFixed(1).padStart(7)} ${cpu.toFixed(1).padStart(7)} ${String(load).padStart(6)}`;
  console.log(`\n${'step'.padEnd(28)} ${'wall s'.padStart(7)} ${'CPU s'.padStart(7)} ${'load'.padStart(6)}`);
  for (const s of steps) console.log(row(s.name, s.wall, s.cpu, s.load.toFixed(1)));
  console.log(row('all', total.wall, total.cpu));
});

step('fmt', () => run('cargo', ['fmt', '--all', '--check']));
step('clippy', () => run('cargo', ['clippy', '--workspace', '--all-targets', '--', '-D', 'warnings']));
// The base wasm (www/pkg/base/) is the binding without the take-and-break engine and sums.
step('clippy base', () => run('cargo', ['clippy', '-p', 'nimlab-core', '-p', 'nimlab-wasm', '--no-default-features', '--lib', '--', '-D', 'warnings']));
step('cargo test', () => run('cargo', ['test', '--workspace']));
// The base build's core holds to its own tests too (those of the engine need it: Cargo.toml's required-features).
step('cargo test base', () => run('cargo', ['test', '-p', 'nimlab-core', '--no-default-features', '--lib', '--tests']));
step('bench --test', () => run('cargo', ['bench', '-p', 'nimlab-bench', '--', '--test']));
// The crate as crates.io and docs.rs take it (issue 17).
step('doc', () => run('cargo', ['doc', '-p', 'nimlab-core', '--no-deps'], { env: { ...process.env, RUSTDOCFLAGS: '-D warnings' } }));
step('package', () => run('cargo', ['package', '-p', 'nimlab-core', '--allow-dirty']));
step('build', () => build());
step('chromium', () => ensureChromium());
// The size budgets, measured as what Chromium asks for (scripts/size.mjs exits 1 past one).
step('size', () => run('node', ['scripts/size.mjs']));
// Issue 17: npm pack once (publint, attw, every module the entries reach),
// installed offline into test-results/package/project for the tests below.
step('pack-check', () => run('node', ['scripts/pack-check.mjs']));
// A test file that never ends (an open handle keeps its process alive) fails
// here, named by the spec reporter's last lines, instead of running CI out of
// its 90 minutes: coreutils' timeout stops the step, with every process it
// started, at about three times its usual length (exit 124).
const within = (limit, args) => ['--kill-after=30s', limit, 'node', '--test', '--test-reporter=spec', ...args];
step('node tests', () => run('timeout', within('15m', ['tests/node/'])));
step('browser tests', () => run('timeout', within('40m', ['--test-concurrency=1', 'tests/browser/'])));
console.log('\nall checks passed');
