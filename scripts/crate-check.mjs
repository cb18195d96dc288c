// `node scripts/crate-check.mjs`: nimlab-core as `cargo publish` would
// upload it (docs/RELEASE.md, "The crate"). `cargo package` makes the .crate
// without compiling it again (the workspace's build and tests have compiled
// the same sources); what its verify build would add, that the crate builds
// from its own files alone, is checked on the file list: every Rust file git
// keeps under src/ and tests/, the manifest, the README and the licence are
// in it, and every file the sources include (include_str!, include_bytes!,
// #[path]) is too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, run, sh } from './tools.mjs';

const crate = path.join(root, 'crates', 'core');
const manifest = readFileSync(path.join(crate, 'Cargo.toml'), 'utf8');
const workspace = readFileSync(path.join(root, 'Cargo.toml'), 'utf8');
const name = manifest.match(/^name = "([^"]+)"/m)[1];
const version = workspace.match(/^\[workspace\.package\][^[]*?^version = "([^"]+)"/ms)[1];

/** What the crate lacks: the files it needs that its .crate does not hold. */
export function missingFromCrate(listed) {
  const held = new Set(listed);
  const kept = sh('git', ['ls-files', '--', 'src', 'tests'], { cwd: crate }).stdout.split('\n').filter((file) => file.endsWith('.rs'));
  const needed = new Set(['Cargo.toml', 'README.md', 'LICENSE', ...kept]);
  // Files the sources name beside themselves.
  for (const file of kept) {
    const text = readFileSync(path.join(crate, file), 'utf8');
    for (const [, included, moved] of text.matchAll(/include_(?:str|bytes)!\(\s*"([^"]+)"\s*\)|#\[path\s*=\s*"([^"]+)"\]/g)) {
      needed.add(path.posix.normalize(path.posix.join(path.posix.dirname(file), included ?? moved)));
    }
  }
  return [...needed].filter((file) => !held.has(file)).sort();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  run('cargo', ['package', '-p', name, '--allow-dirty', '--no-verify']);
  const file = path.join(root, 'target', 'package', `${name}-${version}.crate`);
  const listed = sh('tar', ['-tzf', file]).stdout.trim().split('\n').map((entry) => entry.replace(`${name}-${version}/`, ''));
  const missing = missingFromCrate(listed);
  if (missing.length) {
    console.error(`\n${path.relative(root, file)} lacks what the crate needs:\n  ${missing.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${path.relative(root, file)}: ${listed.length} files, every source and every file they include among them`);
}
