// Builds www/pkg/: the release wasm, wasm-bindgen --target web, wasm-opt
// (skipped when www/pkg is newer than every source it is made from); then
// the list of the element's files and dist/, the site minified (site.mjs).
// buildCli() builds the native command line the benchmarks run.
import { existsSync, readdirSync, readFileSync, statSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, run } from './tools.mjs';
import { ensureNodeModules, ensureRustTools } from './install.mjs';
import { writeManifest } from './element-files.mjs';
import { buildSite } from './site.mjs';

const pkg = path.join(root, 'www', 'pkg');
const wasm = path.join(pkg, 'nimlab_bg.wasm');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/**
 * Runs every export of the glue through crates/wasm/js/guard.js: each
 * `export function f(` becomes a private function and `export const f` its
 * guarded form. Fails loudly if wasm-bindgen's output no longer looks so.
 */
function guardExports(gluePath) {
  let glue = readFileSync(gluePath, 'utf8');
  const names = [...glue.matchAll(/^export function (\w+)\(/gm)].map((match) => match[1]);
  const needed = ['classify', 'best_move', '__nimlab_explain', '__wbg_finalize_init', '__wbg_get_imports', 'wasmModule'];
  const missing = needed.filter((name) => !names.includes(name) && !glue.includes(name));
  if (!names.includes('classify') || missing.length > 0) {
    throw new Error(`the wasm-bindgen glue changed shape (missing ${missing.join(', ') || 'export function classify'}): update guardExports`);
  }
  // The doc comments stay in nimlab.d.ts; a visitor need not download them twice.
  glue = glue.replace(/^ *\/\*\*[\s\S]*?\*\/\n/gm, '');
  glue = glue.replace(/^export function (\w+)\(/gm, 'function raw_$1(');
  const guard = readFileSync(path.join(root, 'crates', 'wasm', 'js', 'guard.js'), 'utf8');
  const exported = names.map((name) => `export const ${name} = guard(raw_${name}, ${JSON.stringify(name)});`).join('\n');
  writeFileSync(gluePath, `${glue}\n${guard}\n${exported}\n`);
  // wasm-bindgen writes an optional argument with a type of one's own as required.
  const typesPath = gluePath.replace(/\.js$/, '.d.ts');
  const types = readFileSync(typesPath, 'utf8');
  const optional = types.replaceAll('options: BestMoveOptions)', 'options?: BestMoveOptions)').replaceAll('options: CallOptions)', 'options?: CallOptions)');
  if (!optional.includes('options?: BestMoveOptions)') || !optional.includes('options?: CallOptions)')) throw new Error('nimlab.d.ts has no call options: update guardExports');
  writeFileSync(typesPath, optional);
}

export function build({ force = false } = {}) {
  ensureNodeModules();
  ensureRustTools();
  buildLab({ force });
  buildWasm({ force });
  // The Embed dialog's list of the element's files: it follows the JS, so it is written on every build.
  writeManifest(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version);
  // The site as it is deployed and packed: dist/, minified (scripts/site.mjs).
  console.log(`built dist/ (${buildSite()} files)`);
}

/**
 * The main wasm twice (crates/wasm): www/pkg/ with every engine, and
 * www/pkg/base/ without the take-and-break engine and sums (the seven games
 * of the articles, what a page loads first; www/solver/engine.js loads the full one
 * for a position that needs it). Each: wasm-bindgen, the guard, wasm-opt.
 * Skipped when both are newer than every source they are made from.
 */
function buildWasm({ force }) {
  const sources = Math.max(newest(path.join(root, 'crates')), statSync(path.join(root, 'Cargo.lock')).mtimeMs);
  const base = path.join(pkg, 'base', 'nimlab_bg.wasm');
  if (!force && [wasm, base].every((file) => existsSync(file) && statSync(file).mtimeMs > sources)) {
    console.log('www/pkg is up to date');
    return;
  }
  for (const [out, features] of [['www/pkg', []], ['www/pkg/base', ['--no-default-features']]]) {
    run('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '-p', 'nimlab-wasm', ...features]);
    // wasm-bindgen names the snippets' folder by a hash and never removes an old one: npm pack would ship it.
    rmSync(path.join(root, out, 'snippets'), { recursive: true, force: true });
    run('wasm-bindgen', [
      '--target', 'web', '--out-dir', out, '--out-name', 'nimlab', '--encode-into', 'always',
      'target/wasm32-unknown-unknown/release/nimlab.wasm',
    ]);
    guardExports(path.join(root, out, 'nimlab.js'));
    const built = path.join(root, out, 'nimlab_bg.wasm');
    const optimised = path.join(root, out, 'nimlab_opt.wasm');
    run(path.join(root, 'node_modules', '.bin', 'wasm-opt'), [
      // Flattening and re-looping before a second -Oz saves another 0.3 KB
      // gzipped. Rust puts its 1 MB stack first in memory, so the lowest 1 KB is
      // touched only by a stack about to overflow: --low-memory-unused holds.
      // Each -Oz twice: 0.2 KB more.
      '--low-memory-unused', '-Oz', '-Oz', '--flatten', '--rereloop', '-Oz', '-Oz', '--converge', '--strip-debug', '--strip-producers', '--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext',
      '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue',
      // The nimber engine's next_value stays out of line (see buildLab): 3× faster in V8, and smaller.
      // Inlining only the smallest one-caller functions (20 bytes; 200 before the budget of every call) takes 2 KB
      // off the gzipped wasm at no cost in CPU time measured (the engine, the search, moves).
      '--one-caller-inline-max-function-size=20',
      built, '-o', optimised,
    ]);
    renameSync(optimised, built);
    console.log(`built ${out} (${statSync(built).size} bytes of wasm)`);
  }
}

/**
 * Builds www/lab/pkg/ (crates/lab, the Lab's Workers): profile `lab`
 * (opt-level 3) with SIMD, wasm-opt -O3; speed, not size.
 */
function buildLab({ force }) {
  const out = path.join(root, 'www', 'lab', 'pkg');
  const labWasm = path.join(out, 'nimlab_lab_bg.wasm');
  const sources = Math.max(
    newest(path.join(root, 'crates', 'core')), newest(path.join(root, 'crates', 'lab')),
    statSync(path.join(root, 'crates', 'wasm', 'src', 'text.rs')).mtimeMs, statSync(path.join(root, 'Cargo.lock')).mtimeMs,
  );
  if (!force && existsSync(labWasm) && statSync(labWasm).mtimeMs > sources) return;
  // RUSTFLAGS for this build only: its profile has its own folder, so the
  // main wasm's build is not redone.
  run('cargo', ['build', '--profile', 'lab', '--target', 'wasm32-unknown-unknown', '-p', 'nimlab-lab'], {
    env: { ...process.env, RUSTFLAGS: '-C target-feature=+simd128' },
  });
  rmSync(path.join(out, 'snippets'), { recursive: true, force: true });
  run('wasm-bindgen', [
    '--target', 'web', '--out-dir', 'www/lab/pkg', '--out-name', 'nimlab_lab', '--encode-into', 'always',
    'target/wasm32-unknown-unknown/lab/nimlab_lab.wasm',
  ]);
  const optimised = path.join(out, 'nimlab_lab_opt.wasm');
  run(path.join(root, 'node_modules', '.bin', 'wasm-opt'), [
    // V8 optimises a wasm function between calls, never inside a running
    // one: next_value (one call a heap) must stay a function of its own, not
    // be inlined into its one caller, the loop that runs to the end.
    '-O3', '--one-caller-inline-max-function-size=200', '--strip-debug', '--strip-producers', '--enable-simd', '--enable-bulk-memory', '--enable-nontrapping-float-to-int',
    '--enable-sign-ext', '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue',
    labWasm, '-o', optimised,
  ]);
  renameSync(optimised, labWasm);
  console.log(`built www/lab/pkg (${statSync(labWasm).size} bytes of wasm)`);
}

/** The native command line (crates/cli, profile `cli`: speed, not size), built; its path. */
export function buildCli() {
  run('cargo', ['build', '--profile', 'cli', '-p', 'nimlab-cli']);
  return path.join(root, 'target', 'cli', 'nimlab');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  build({ force: process.argv.includes('--force') });
}
