// `npm run pack-check`: packs nimlab once (npm pack, whose prepack builds
// www/pkg), checks the tarball the way the ecosystem does (publint,
// @arethetypeswrong/cli), checks that every module the entries reach is in
// it, and installs it offline into an empty project under
// test-results/package/project, where tests/node/package.test.mjs and
// tests/browser/cdn.test.mjs use it.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { root, run } from './tools.mjs';

export const packDir = path.join(root, 'test-results', 'package');
export const project = path.join(packDir, 'project');
const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
export const tarball = path.join(packDir, `nimlab-${version}.tgz`);
/** The installed package, as `import … from 'nimlab'` finds it. */
export const installed = path.join(project, 'node_modules', 'nimlab');

/** npm pack into test-results/package (the prepack script builds www/pkg first). */
export function pack() {
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir, { recursive: true });
  run('npm', ['pack', '--pack-destination', packDir, '--no-fund']);
  if (!existsSync(tarball)) throw new Error(`npm pack made no ${tarball}`);
  return tarball;
}

/** An empty project with the tarball installed, offline, as a developer installs it. */
export function install() {
  mkdirSync(project, { recursive: true });
  writeFileSync(path.join(project, 'package.json'), `${JSON.stringify({ name: 'nimlab-try', private: true, type: 'module' }, null, 2)}\n`);
  run('npm', ['install', tarball, '--offline', '--no-audit', '--no-fund', '--no-package-lock'], { cwd: project });
  return project;
}

/** The installed package, packing and installing it first when a test runs alone. */
export function ensureInstalled() {
  if (!existsSync(path.join(installed, 'package.json'))) {
    if (!existsSync(tarball)) pack();
    install();
  }
  return installed;
}

// `import … from './x.js'`, `export … from`, `import('./x.js')`, `import './x.js'`.
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
// `new URL('./x', import.meta.url)`: stylesheets, the wasm, the Worker.
const URLS = /new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g;
// `import(`./strings/${lang}/${name}.js`)`: the folder must be there.
const TEMPLATES = /import\(\s*`(\.{1,2}\/[^`$]*)\$\{/g;

/** Every file the modules `entries` reach (static, dynamic and URL references) that `dir` lacks; `seen` collects what they reach. */
export function missingFiles(dir, entries, seen = new Set()) {
  const missing = [];
  const visit = (file, from) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!existsSync(file)) {
      missing.push(`${path.relative(dir, file)} (from ${from})`);
      return;
    }
    if (!file.endsWith('.js')) return;
    const text = readFileSync(file, 'utf8');
    const here = path.relative(dir, file);
    for (const pattern of [SPECIFIERS, URLS, TEMPLATES]) {
      for (const [, specifier] of text.matchAll(pattern)) {
        visit(path.resolve(path.dirname(file), specifier), here);
      }
    }
  };
  for (const entry of entries) visit(path.join(dir, entry), 'package.json');
  return missing;
}

/** The files package.json's exports name, each entry and types file. */
export function exportedFiles(manifest) {
  const files = [];
  const walk = (target) => {
    if (typeof target === 'string') files.push(target);
    else for (const value of Object.values(target)) walk(value);
  };
  walk(manifest.exports);
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  pack();
  const bin = (name) => path.join(root, 'node_modules', '.bin', name);
  run(bin('publint'), ['run', tarball, '--strict']);
  // ESM only: CommonJS `require` is left to Node's require(esm) and is not checked.
  run(bin('attw'), [tarball, '--profile', 'esm-only']);
  install();
  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
  const reached = new Set();
  const missing = missingFiles(installed, exportedFiles(manifest), reached);
  if (missing.length) {
    console.error(`\nthe tarball lacks files its modules load:\n  ${missing.join('\n  ')}`);
    process.exit(1);
  }
  const listed = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).stdout.trim().split('\n');
  // Only what the entries and the element load ships: nothing of the playground or the Lab, no build
  // output nothing loads (an old snippets folder of wasm-bindgen). A folder an import() of a template
  // reaches (strings/<lang>/) counts whole.
  const loads = (file) => [...reached].some((seen) => file === seen || file.startsWith(`${seen}${path.sep}`));
  const stray = listed.map((name) => name.replace(/^package\//, ''))
    .filter((name) => name.startsWith('dist/www/') && !name.endsWith('.d.ts') && !loads(path.join(installed, name)));
  if (stray.length) {
    console.error(`\nthe tarball ships files neither the entries nor the element load:\n  ${stray.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`\n${path.relative(root, tarball)}: ${listed.length} files, every module the entries reach among them`);
}
