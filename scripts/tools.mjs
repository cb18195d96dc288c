// Running commands from the scripts: the repository's root, a command run as
// a step (shown, its output passed through, the process ended if it fails),
// a command run for its output (an Error naming it if it fails), and the
// value of a command-line option.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository root, shown and with its output passed through; exits the process if it fails. */
export function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\nfailed: ${command} ${args.join(' ')} (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

/**
 * Runs a command in the repository root and returns spawnSync's result, its
 * output as text unless `stdio` says otherwise; `echo` shows the command
 * first. A failure throws an Error with the command and what it printed,
 * unless `mayFail`.
 */
export function sh(command, args, { echo = false, mayFail = false, ...options } = {}) {
  if (echo) console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30, ...options });
  if (result.status !== 0 && !mayFail) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  return result;
}

/** The command's standard output, or null when it cannot run. */
export function output(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The value given after `--name` on the command line, or `fallback`. */
export function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
}
