// Shared by the build, start and test scripts: run a command, and make sure
// the tools a fresh machine lacks are installed (never wasm-pack).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository root; exits the process if it fails. */
export function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\nfailed: ${command} ${args.join(' ')} (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

/** The command's standard output, or null when it cannot run. */
export function output(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

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
  const root = process.getuid?.() === 0;
  if (!existsSync(chromium)) {
    if (!root) {
      console.error('The browser tests need Chromium at /usr/bin/chromium: run `sudo apt-get install -y chromium fonts-wqy-microhei`.');
      process.exit(1);
    }
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', 'chromium', 'fonts-wqy-microhei']);
  }
  if (!existsSync(CJK_FONT)) {
    if (root) run('apt-get', ['install', '-y', 'fonts-wqy-microhei']);
    else console.error('Screenshots in Chinese need a Chinese font: `sudo apt-get install -y fonts-wqy-microhei`.');
  }
  return chromium;
}

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times. */
const ticks = () => Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** CPU seconds (user and system) of the children this process has waited for, and theirs. */
export function childrenCpu() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / ticks();
}

/**
 * CPU seconds (user and system, from /proc/<pid>/stat) used so far by the
 * processes descended from this one, those whose command line `keep` accepts.
 */
export function descendantsCpu(keep = () => true) {
  const perSecond = ticks();
  const stats = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const kept = keep(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
      stats.push({ pid: Number(pid), parent: Number(fields[1]), kept, cpu: (Number(fields[11]) + Number(fields[12])) / perSecond });
    } catch {
      // The process ended while the list was read.
    }
  }
  const ours = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of stats) {
      if (!ours.has(p.pid) && ours.has(p.parent)) {
        ours.add(p.pid);
        grew = true;
      }
    }
  }
  return stats.filter((p) => p.pid !== process.pid && p.kept && ours.has(p.pid)).reduce((sum, p) => sum + p.cpu, 0);
}
