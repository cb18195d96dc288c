// Builds www/pkg/: the release wasm, wasm-bindgen --target web, wasm-opt.
// Skips the work when www/pkg is newer than every source it is made from.
import { existsSync, readdirSync, readFileSync, statSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, run, ensureNodeModules, ensureRustTools } from './tools.mjs';

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
  const exported = names.map((name) => `export const ${name} = guard(raw_${name});`).join('\n');
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
  const sources = Math.max(newest(path.join(root, 'crates')), statSync(path.join(root, 'Cargo.lock')).mtimeMs);
  if (!force && existsSync(wasm) && statSync(wasm).mtimeMs > sources) {
    console.log('www/pkg is up to date');
    return;
  }
  run('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '-p', 'nimlab-wasm']);
  // wasm-bindgen names the snippets' folder by a hash and never removes an old one: npm pack would ship it.
  rmSync(path.join(pkg, 'snippets'), { recursive: true, force: true });
  run('wasm-bindgen', [
    '--target', 'web', '--out-dir', 'www/pkg', '--out-name', 'nimlab', '--encode-into', 'always',
    'target/wasm32-unknown-unknown/release/nimlab.wasm',
  ]);
  guardExports(path.join(pkg, 'nimlab.js'));
  const optimised = path.join(pkg, 'nimlab_opt.wasm');
  run(path.join(root, 'node_modules', '.bin', 'wasm-opt'), [
    // Flattening and re-looping before a second -Oz saves another 0.3 KB
    // gzipped. Rust puts its 1 MB stack first in memory, so the lowest 1 KB is
    // touched only by a stack about to overflow: --low-memory-unused holds.
    // Each -Oz twice: 0.2 KB more.
    '--low-memory-unused', '-Oz', '-Oz', '--flatten', '--rereloop', '-Oz', '-Oz', '--converge', '--strip-debug', '--strip-producers', '--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext',
    '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue',
    // The nimber engine's next_value stays out of line (see buildLab): 3× faster in V8, and smaller.
    // Inlining only the smallest one-caller functions (20 bytes; 200 before issue 26) takes 2 KB
    // off the gzipped wasm at no cost in CPU time measured (the engine, the search, moves).
    '--one-caller-inline-max-function-size=20',
    wasm, '-o', optimised,
  ]);
  renameSync(optimised, wasm);
  console.log(`built www/pkg (${statSync(wasm).size} bytes of wasm)`);
}

/**
 * Builds www/pkg/lab/ (crates/lab, the Lab's Worker): profile `lab`
 * (opt-level 3) with SIMD, wasm-opt -O3; speed, not size.
 */
function buildLab({ force }) {
  const out = path.join(pkg, 'lab');
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
    '--target', 'web', '--out-dir', 'www/pkg/lab', '--out-name', 'nimlab_lab', '--encode-into', 'always',
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
  console.log(`built www/pkg/lab (${statSync(labWasm).size} bytes of wasm)`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  build({ force: process.argv.includes('--force') });
}
