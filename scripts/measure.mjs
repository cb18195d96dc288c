// What a page costs, measured so that a loaded machine does not change the
// verdict: the CPU seconds of Chromium's renderer processes (from /proc, the
// Worker's thread included), and the tasks of the renderer's main thread by
// the CPU time each took (from a trace), not by the wall-clock time a busy
// machine stretches them to.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { descendantsCpu } from './tools.mjs';

/** CPU seconds used so far by the renderer processes descended from this one (the browser's pages and their Workers). */
export const rendererCpu = () => descendantsCpu((command) => command.includes('--type=renderer'));

const TASKS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * Runs `work()` with `page` traced; resolves to its result and the tasks of
 * the page's main thread that took more than `over` ms of CPU (`cpu`, with
 * their wall-clock `wall`), and the longest task by each measure.
 */
export async function traceTasks(browser, page, work, over = 50) {
  const file = path.join(tmpdir(), `nimlab-trace-${process.pid}-${Date.now()}.json`);
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
