// What a run costs, measured so that a loaded machine does not change the
// verdict: CPU seconds (of a command under /usr/bin/time, of the children a
// process waited for, of Chromium's renderer processes from /proc, the
// Worker's thread included), with the load average beside them; and the
// tasks of the renderer's main thread by the CPU time each took (from a
// trace), not by the wall-clock time a busy machine stretches them to.
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, sh } from './tools.mjs';

/** The load average of the last minute. */
export const loadAverage = () => Number(os.loadavg()[0].toFixed(2));

/** The machine, as the figures name it: cores × model. */
export const machine = () => `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`;

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times. */
const ticks = () => Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** /proc/<pid>/stat's fields from the state on (field 3 is index 0). */
function stat(pid) {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds (user and system) of the children this process has waited for, and theirs. */
export function childrenCpu() {
  const fields = stat('self');
  return (Number(fields[13]) + Number(fields[14])) / ticks();
}

/**
 * CPU seconds (user and system) used so far by the processes descended from
 * this one, those whose command line `keep` accepts.
 */
export function descendantsCpu(keep = () => true) {
  const perSecond = ticks();
  const stats = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = stat(pid);
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

/**
 * Samples, every `every` ms, the CPU seconds of every process under `pid`
 * (its own user and system time, by process), so as to count those that
 * the processes above them never wait for (Chromium's renderers): stop()
 * gives the sum of what each was last seen to have used.
 */
export function sampleTree(pid, every = 1000) {
  const perSecond = ticks();
  const seen = new Map();
  const sample = () => {
    const stats = new Map();
    for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
      try {
        const fields = stat(name);
        stats.set(Number(name), { parent: Number(fields[1]), started: fields[19], cpu: (Number(fields[11]) + Number(fields[12])) / perSecond });
      } catch {
        // The process ended while the list was read.
      }
    }
    const ours = new Set([pid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [id, p] of stats) {
        if (!ours.has(id) && ours.has(p.parent)) {
          ours.add(id);
          grew = true;
        }
      }
    }
    for (const id of ours) {
      const p = stats.get(id);
      if (p) seen.set(`${id} ${p.started}`, p.cpu);
    }
  };
  const timer = setInterval(sample, every);
  return {
    stop() {
      clearInterval(timer);
      return [...seen.values()].reduce((sum, cpu) => sum + cpu, 0);
    },
  };
}

/**
 * For one run under /usr/bin/time: the arguments that put its figures in a
 * file of their own, and the reader of that file: {cpu, wall, kb}, or null.
 */
export function timeFile() {
  const file = path.join(os.tmpdir(), `nimlab-time-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const read = () => {
    try {
      const [user, system, wall, kb] = readFileSync(file, 'utf8').trim().split('\n').pop().split(' ').map(Number);
      return { cpu: user + system, wall, kb };
    } catch {
      return null;
    } finally {
      rmSync(file, { force: true });
    }
  };
  return { args: ['-f', '%U %S %e %M', '-o', file], read };
}

/**
 * Runs `command args` under /usr/bin/time (and coreutils' `timeout` when
 * `timeout` seconds are given): {cpu, wall, kb, timedOut, loadBefore,
 * loadAfter, out}, CPU as user and system seconds, kb the peak memory, out
 * the standard output unless `options.stdio` passes it through. Throws if
 * the command fails other than by the timeout.
 */
export function timed(command, args, { timeout, ...options } = {}) {
  const loadBefore = loadAverage();
  const limit = timeout ? ['timeout', String(timeout)] : [];
  const time = timeFile();
  const r = sh('/usr/bin/time', [...time.args, ...limit, command, ...args], { mayFail: true, ...options });
  const figures = time.read();
  const timedOut = Boolean(timeout) && r.status === 124;
  if (!figures || (r.status !== 0 && !timedOut)) throw new Error(`${command} ${args.join(' ')} failed (exit ${r.status ?? r.signal}):\n${r.stderr ?? ''}`);
  return { ...figures, timedOut, loadBefore, loadAfter: loadAverage(), out: r.stdout };
}

/** As timed(), without waiting, so that several run at once: resolves to {cpu, wall, kb}. */
export function timedLater(command, args) {
  return new Promise((resolve, reject) => {
    const time = timeFile();
    const child = spawn('/usr/bin/time', [...time.args, command, ...args], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => { err += d; });
    child.on('close', (status) => {
      const figures = time.read();
      if (status !== 0 || !figures) reject(new Error(`${command} ${args.join(' ')}: ${err}`));
      else resolve(figures);
    });
  });
}

/** CPU seconds used so far by the renderer processes descended from this one (the browser's pages and their Workers). */
export const rendererCpu = () => descendantsCpu((command) => command.includes('--type=renderer'));

const TASKS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * Runs `work()` with `page` traced; resolves to its result and the tasks of
 * the page's main thread that took more than `over` ms of CPU (`cpu`, with
 * their wall-clock `wall`), and the longest task by each measure.
 */
export async function traceTasks(browser, page, work, over = 50) {
  const file = path.join(os.tmpdir(), `nimlab-trace-${process.pid}-${Date.now()}.json`);
  await browser.startTracing(page, { path: file, categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  let result;
  try {
    result = await work();
  } finally {
    await browser.stopTracing();
  }
  const trace = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(file, { force: true });
  const events = trace.traceEvents ?? trace;
  const names = new Map();
  for (const e of events) if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  // The page's renderer processes (not Chromium's own WebUI pages, which share the trace).
  const pages = new Set();
  for (const e of events) {
    if (e.name !== 'TracingStartedInBrowser' && e.name !== 'FrameCommittedInBrowser') continue;
    for (const frame of [e.args?.data, ...(e.args?.data?.frames ?? [])]) if (frame?.processId) pages.add(frame.processId);
  }
  // The outermost task events of each renderer's main thread (their names differ between Chromium versions).
  const tasks = [];
  const ends = new Map();
  const main = events.filter((e) => TASKS.has(e.name) && e.ph === 'X' && pages.has(e.pid) && names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  for (const e of main) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ts < (ends.get(thread) ?? -Infinity)) continue;
    ends.set(thread, e.ts + e.dur);
    tasks.push({ wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000, event: e });
  }
  const round = (ms) => Math.round(ms * 10) / 10;
  // What a long task spent itself on: its three costliest inner events, to name it in a failure.
  const inside = (task) => events
    .filter((e) => e.ph === 'X' && e !== task && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.tdur)
    .sort((a, b) => b.tdur - a.tdur).slice(0, 3)
    .map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''} ${round(e.tdur / 1000)}`);
  return {
    result,
    tasks: tasks.length,
    long: tasks.filter((t) => t.cpu > over).map((t) => ({ cpu: round(t.cpu), wall: round(t.wall), inside: inside(t.event) })),
    longestCpu: round(Math.max(0, ...tasks.map((t) => t.cpu))),
    longestWall: round(Math.max(0, ...tasks.map((t) => t.wall))),
    overWall: tasks.filter((t) => t.wall > over).length,
  };
}
