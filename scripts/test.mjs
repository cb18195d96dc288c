// `npm test`: everything CI checks, in order; the first failure stops it
// with a non-zero exit.
import { build } from './build.mjs';
import { run, ensureChromium } from './tools.mjs';

run('cargo', ['fmt', '--all', '--check']);
run('cargo', ['clippy', '--workspace', '--all-targets', '--', '-D', 'warnings']);
// The base wasm (www/pkg/base/) is the binding without the take-and-break engine and sums.
run('cargo', ['clippy', '-p', 'nimlab-core', '-p', 'nimlab-wasm', '--no-default-features', '--lib', '--', '-D', 'warnings']);
run('cargo', ['test', '--workspace']);
// The base build's core holds to its own tests too (those of the engine need it: Cargo.toml's required-features).
run('cargo', ['test', '-p', 'nimlab-core', '--no-default-features', '--lib', '--tests']);
run('cargo', ['bench', '-p', 'nimlab-bench', '--', '--test']);
// The crate as crates.io and docs.rs take it (issue 17).
run('cargo', ['doc', '-p', 'nimlab-core', '--no-deps'], { env: { ...process.env, RUSTDOCFLAGS: '-D warnings' } });
run('cargo', ['package', '-p', 'nimlab-core', '--allow-dirty']);
build();
ensureChromium();
// The size budgets, measured as what Chromium asks for (scripts/size.mjs exits 1 past one).
run('node', ['scripts/size.mjs']);
// Issue 17: npm pack once (publint, attw, every module the entries reach),
// installed offline into test-results/package/project for the tests below.
run('node', ['scripts/pack-check.mjs']);
// A test file that never ends (an open handle keeps its process alive) fails
// here, named by the spec reporter's last lines, instead of running CI out of
// its 90 minutes: coreutils' timeout stops the step, with every process it
// started, at about three times its usual length (exit 124).
const within = (limit, args) => ['--kill-after=30s', limit, 'node', '--test', '--test-reporter=spec', ...args];
run('timeout', within('15m', ['tests/node/']));
run('timeout', within('40m', ['--test-concurrency=1', 'tests/browser/']));
console.log('\nall checks passed');
