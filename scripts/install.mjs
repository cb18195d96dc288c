// What a fresh machine lacks, installed when missing: the npm packages of
// package-lock.json, the wasm target and wasm-bindgen-cli at the locked
// version (never wasm-pack), Debian's Chromium with a Chinese font, and the
// peer `ogsolve` the benchmarks run beside nimlab.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run, output, sh } from './tools.mjs';

/** npm packages from package-lock.json (playwright-core, binaryen, typescript, and the package checks' tools). */
export function ensureNodeModules() {
  const wanted = ['playwright-core', 'binaryen', 'typescript', 'esbuild', 'publint', '@arethetypeswrong/cli'];
  if (!wanted.every((name) => existsSync(path.join(root, 'node_modules', name)))) {
    run('npm', ['ci', '--no-audit', '--no-fund']);
  }
}

/** The wasm-bindgen version pinned in Cargo.lock. */
export function wasmBindgenVersion() {
  const lock = readFileSync(path.join(root, 'Cargo.lock'), 'utf8');
  const match = lock.match(/name = "wasm-bindgen"\nversion = "([^"]+)"/);
  if (!match) throw new Error('Cargo.lock has no wasm-bindgen entry');
  return match[1];
}

/** The wasm target and wasm-bindgen-cli at exactly the locked version. */
export function ensureRustTools() {
  const targets = output('rustup', ['target', 'list', '--installed']) ?? '';
  if (!targets.split('\n').includes('wasm32-unknown-unknown')) {
    run('rustup', ['target', 'add', 'wasm32-unknown-unknown']);
  }
  const version = wasmBindgenVersion();
  const installed = output('wasm-bindgen', ['--version']);
  if (installed !== `wasm-bindgen ${version}`) {
    console.log(`installing wasm-bindgen-cli ${version} (once; about five minutes)`);
    run('cargo', ['install', 'wasm-bindgen-cli', '--version', version]);
  }
}

// A font with Chinese characters, so that the screenshots in zh-Hant and zh-Hans are readable (small: 1.6 MB).
const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';

/** Debian's Chromium, for the browser tests, and a Chinese font for their screenshots. */
export function ensureChromium() {
  const chromium = '/usr/bin/chromium';
  const admin = process.getuid?.() === 0;
  if (!existsSync(chromium)) {
    if (!admin) {
      console.error('The browser tests need Chromium at /usr/bin/chromium: run `sudo apt-get install -y chromium fonts-wqy-microhei`.');
      process.exit(1);
    }
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', 'chromium', 'fonts-wqy-microhei']);
  }
  if (!existsSync(CJK_FONT)) {
    if (admin) run('apt-get', ['install', '-y', 'fonts-wqy-microhei']);
    else console.error('Screenshots in Chinese need a Chinese font: `sudo apt-get install -y fonts-wqy-microhei`.');
  }
  return chromium;
}

/** The peer the benchmarks time nimlab beside, `cargo install ogsolve` when missing; its path. */
export function ensureOgsolve() {
  const installed = path.join(os.homedir(), '.cargo', 'bin', 'ogsolve');
  const ogsolve = existsSync(installed) ? installed : 'ogsolve';
  if (sh(ogsolve, ['--version'], { mayFail: true }).status !== 0) {
    sh('cargo', ['install', 'ogsolve'], { echo: true, stdio: 'inherit' });
    return installed;
  }
  return ogsolve;
}
