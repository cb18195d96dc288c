// `npm test`: everything CI checks, in three lanes that run side by side
// (the browser tests mostly wait on the page, and a lane's steps wait on
// each other, so the lanes together keep both cores busy):
// - the page: the build (the wasm and dist/), npm pack and its checks, the
//   browser tests, printed as they run;
// - lint: fmt, clippy of both feature sets;
// - Rust: the tests of both feature sets (the benches' answers among them),
//   the docs, the crate's package;
// the lint and Rust lanes print each step's output whole once it ends; and
// the size budgets and the Node tests are taken by whichever lane ends its
// own steps first. The first failure stops every lane and exits non-zero.
// At the end a table gives each step's wall and CPU seconds (CPU from
// /usr/bin/time: the step and every process it waited for; for the browser
// tests, whose renderers no process waits for, sampled every second) and
// the load average when it ended.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { root } from './tools.mjs';
import { ensureChromium } from './install.mjs';
import { sampleTree, timeFile } from './measure.mjs';

// A test file that never ends (an open handle keeps its process alive) fails
// its step, named by the spec reporter's last lines, instead of running CI
// out of its 90 minutes: coreutils' timeout stops the step, with every
// process it started, at about three times its usual length (exit 124).
const tests = (limit, args) => ['timeout', '--kill-after=30s', limit, 'node', '--test', '--test-reporter=spec', ...args];

const LINT = { CARGO_TARGET_DIR: 'target/clippy' };

const LANES = {
  page: [
    // The wasm (www/pkg, three builds) and dist/, the site minified.
    { name: 'build', command: ['node', 'scripts/build.mjs'] },
    // npm pack once (publint, attw, every module the entries reach),
    // installed offline into test-results/package/project for the tests.
    { name: 'pack-check', command: ['node', 'scripts/pack-check.mjs'] },
    // Two files at a time, each with its own browser: a file spends most of
    // its time waiting on its page.
    { name: 'browser tests', command: tests('40m', ['--test-concurrency=2', 'tests/browser/']), sampled: true },
  ],
  // In a target folder of its own, so that cargo need not wait for the
  // tests' build to end (a check shares no artifact with a build anyway).
  lint: [
    { name: 'fmt', command: ['cargo', 'fmt', '--all', '--check'] },
    { name: 'clippy', command: ['cargo', 'clippy', '--workspace', '--all-targets', '--', '-D', 'warnings'], env: LINT },
    // The base wasm (www/pkg/base/) is the binding without the take-and-break engine and sums.
    {
      name: 'clippy, base',
      command: ['cargo', 'clippy', '-p', 'nimlab-core', '-p', 'nimlab-wasm', '--no-default-features', '--lib', '--', '-D', 'warnings'],
      env: LINT,
    },
  ],
  rust: [
    // Every crate's tests, the doc tests, and each bench's cases once with
    // their answers checked (bench/Cargo.toml: `test = true`).
    { name: 'cargo test', command: ['cargo', 'test', '--workspace'] },
    // The base build's core holds to its own tests too (those of the engine
    // need it: Cargo.toml's required-features), but for the three longest
    // searches (Kayles to 20 coins, Fibonacci Nim to 300), which `cargo test`
    // has just run: their games and the search compile the same with or
    // without the engine (no cfg of the feature in them), so here they could
    // catch nothing new.
    {
      name: 'cargo test, base',
      command: ['cargo', 'test', '-p', 'nimlab-core', '--no-default-features', '--lib', '--tests', '--', ...[
        'games::kayles::tests::closed_form_matches_search_for_every_position_up_to_20_coins',
        'games::kayles::tests::best_move_wins_from_every_winning_position_up_to_20_coins',
        'games::fibonacci::tests::closed_form_matches_search_for_every_pile_up_to_300_and_m_up_to_6',
      ].flatMap((name) => ['--skip', name])],
    },
    // The crate as docs.rs and crates.io take it (docs/RELEASE.md, "The crate").
    { name: 'doc', command: ['cargo', 'doc', '-p', 'nimlab-core', '--no-deps'], env: { RUSTDOCFLAGS: '-D warnings' } },
    { name: 'package', command: ['node', 'scripts/crate-check.mjs'] },
  ],
};
// Steps either lane may run: the first lane to end its own takes the next.
const EITHER = [
  // The size budgets, measured as what Chromium asks for (exits 1 past
  // one). It builds dist/ again, so not while npm pack reads it.
  { name: 'size', command: ['node', 'scripts/size.mjs'], after: 'pack-check' },
  // After cargo test too: tests/node/search.test.mjs reads the table of
  // searched positions crates/core/tests/lib.rs writes.
  { name: 'node tests', command: tests('15m', ['--test-concurrency=2', 'tests/node/']), after: ['pack-check', 'cargo test'] },
];
// The lane whose output is passed through as it comes; the others' is held.
const LIVE = 'page';

const steps = [];
const ended = new Map();
const running = new Set();
let failed = false;
let failure = '';

/** Runs `step`, timed; resolves to whether it passed. */
function runStep(lane, step) {
  const live = lane === LIVE;
  const time = timeFile();
  const started = Date.now();
  if (live) console.log(`\n$ ${step.command.join(' ')}`);
  // A process group of its own, so that a failure elsewhere stops all it started.
  const child = spawn('/usr/bin/time', [...time.args, ...step.command], {
    cwd: root, detached: true, env: { ...process.env, ...step.env }, stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
  });
  running.add(child);
  // Chromium's renderers end unwaited for: their CPU is sampled as they run.
  const sampler = step.sampled ? sampleTree(child.pid) : null;
  let held = '';
  if (!live) {
    child.stdout.on('data', (d) => { held += d; });
    child.stderr.on('data', (d) => { held += d; });
  }
  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      running.delete(child);
      const figures = time.read() ?? { cpu: NaN };
      if (sampler) figures.cpu = Math.max(figures.cpu, sampler.stop());
      const wall = (Date.now() - started) / 1000;
      const passed = status === 0;
      const stopped = failed && !passed;
      steps.push({ lane, name: stopped ? `${step.name} (stopped)` : step.name, wall, cpu: figures.cpu, load: loadavg()[0] });
      if (!live && !stopped) {
        console.log(`\n──── ${step.name} (${lane} lane, ${wall.toFixed(1)} s) ────\n$ ${step.command.join(' ')}\n${held.trimEnd()}`);
      }
      if (!passed && !failed) failure = `failed: ${step.name}: ${step.command.join(' ')} (exit ${status ?? signal})`;
      resolve(passed);
    });
  });
}

// Each step's end, for the steps that wait on it.
for (const step of [...Object.values(LANES).flat(), ...EITHER]) {
  let finish;
  ended.set(step.name, Object.assign(new Promise((resolve) => { finish = resolve; }), { finish }));
}

/** Runs the steps of `lane` in turn, then those of EITHER left; stops at a failure anywhere. */
async function runLane(lane) {
  const own = [...LANES[lane]];
  for (let step = own.shift() ?? EITHER.shift(); step; step = own.shift() ?? EITHER.shift()) {
    await Promise.all([step.after ?? []].flat().map((name) => ended.get(name)));
    if (failed) return;
    const passed = await runStep(lane, step);
    ended.get(step.name).finish();
    if (!passed) {
      failed = true;
      // Wake the lanes waiting on a step that will not run now.
      for (const end of ended.values()) end.finish();
      for (const child of running) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // It has ended meanwhile.
        }
      }
      return;
    }
  }
}

function table() {
  const row = (...cells) => `${cells[0].padEnd(8)} ${cells[1].padEnd(24)} ${cells.slice(2).map((c) => c.padStart(7)).join(' ')}`;
  console.log(`\n${row('lane', 'step', 'wall s', 'CPU s', 'load')}`);
  const seconds = (x) => (Number.isNaN(x) ? '-' : x.toFixed(1));
  for (const s of steps) console.log(row(s.lane, s.name, seconds(s.wall), seconds(s.cpu), s.load.toFixed(1)));
  const cpu = steps.reduce((sum, s) => sum + (Number.isNaN(s.cpu) ? 0 : s.cpu), 0);
  console.log(row('', 'all', ((Date.now() - start) / 1000).toFixed(1), cpu.toFixed(1), ''));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) process.kill(-child.pid, 'SIGTERM');
    process.exit(1);
  });
}

ensureChromium();
// A clone builds once: the incremental state cargo would keep for a next
// build of the workspace's crates costs a fifth more CPU and is never read.
process.env.CARGO_INCREMENTAL = '0';
const start = Date.now();
await Promise.all(Object.keys(LANES).map(runLane));
table();
if (failed) {
  console.error(`\n${failure}`);
  process.exit(1);
}
console.log('\nall checks passed');
