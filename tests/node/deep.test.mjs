// The built package at the edge of the exact search's budget, and when the
// engine itself gives way: every export answers or throws an Error with a
// code, three times in a row, and the next call works; a poisoned instance
// (forced here by calling the wasm with the engine's stack nearly spent) is
// made anew. Then the page's loader (www/solver/solver.js) with a fake fetch:
// retries, messages that name the file and the status, a fresh try after a
// failure, and the Worker's requests answered on the page's thread.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/tools.mjs';
import nimlab, { show } from './pkg.mjs';

const CODES = new Set(['bad-state', 'unknown-game', 'illegal-move', 'too-large']);
const ones = (n) => new Array(n).fill(1);

const DEEP = [
  { game: 'nim', heaps: [20000, 3] },
  { game: 'nim', heaps: ones(64) },
  { game: 'nim', heaps: [140, 141] },
  { game: 'wythoff', heaps: [60, 60] },
  { game: 'wythoff', heaps: [60, 60], misere: true },
  { game: 'kayles', rows: ones(20), misere: true },
  { game: 'kayles', rows: ones(10000), misere: true },
  { game: 'kayles', rows: [5, 7, 9] },
  ...[false, true].flatMap((misere) => [[19999, 1], [5000, 1], [6666, 2], [20000, 1]]
    .map(([pile, max]) => ({ game: 'subtraction', pile, max, misere }))),
  ...[150, 151, 1000].flatMap((pile) => [
    { game: 'fibonacci-nim', pile, multiplier: 1 },
    { game: 'fibonacci-nim', pile, multiplier: 1, lastTake: 1 },
  ]),
  { game: 'dice', pile: 500, top: 1 },
  { game: 'dice', pile: 501, top: 1 },
  ...['both', 'one', 'sum'].flatMap((rule) => [40, 200, 201].map((pile) => ({ game: 'dice', pile, top: [1, 2], rule }))),
  ...[['odd-wins', [0, 1]], ['odd-vs-even', [0, 0]]].flatMap(([variant, holdings]) => [[1000, 1], [1000, 30], [998, 3]]
    .map(([pile, max]) => ({ game: 'odd-even', variant, pile, max, holdings, toMove: 0 }))),
];

/** The answer of `call`, or `undefined` after a coded Error; either within one call's budget (docs/DESIGN.md, "One budget for every call"). */
function coded(call, what) {
  let answer;
  try {
    answer = call();
  } catch (error) {
    assert.ok(error instanceof Error, `${what}: threw a non-Error ${String(error)}`);
    assert.ok(CODES.has(error.code), `${what}: no code on ${error.message}`);
  }
  // Budget::DEFAULT (crates/core/src/budget.rs).
  const { work, memory } = nimlab.__nimlab_spent();
  assert.ok(Number(work) <= 400_000_000 && Number(memory) <= 256 * 2 ** 20, `${what}: spent ${work} steps, ${memory} bytes`);
  return answer;
}

function nextCallWorks() {
  assert.equal(nimlab.classify({ game: 'nim', heaps: [3, 4, 5] }).outcome, 'N');
  assert.equal(nimlab.f([12]), 0);
}

test('every export answers three times in a row at the edge of the search budget', () => {
  for (const state of DEEP) {
    const what = show(state).slice(0, 120);
    for (let round = 0; round < 3; round += 1) {
      const answer = coded(() => nimlab.classify(state), what);
      if (answer) coded(() => answer.explanation, what);
      const best = coded(() => nimlab.best_move(state), what);
      coded(() => nimlab.bestMove(state, { aim: 'win' }), what);
      const lose = coded(() => nimlab.best_move(state, { aim: 'lose' }), what);
      const listed = coded(() => nimlab.moves(state), what);
      const over = coded(() => nimlab.__nimlab_over(state), what);
      if (listed?.length) coded(() => nimlab.play(state, listed[0].move), what);
      if (answer && best !== undefined && lose !== undefined) {
        assert.equal(best === null, over, what);
        assert.equal(lose === null, over, what);
        if (answer.outcome === 'N') assert.equal(best.outcome, 'P', what);
      }
      nextCallWorks();
    }
  }
});

test('best_move takes {aim: "lose"}, and a bad aim or options is a bad-state naming the field', () => {
  const nim = { game: 'nim', heaps: [3, 4, 5] };
  assert.deepEqual(nimlab.best_move(nim, { aim: 'win' }), nimlab.best_move(nim));
  assert.deepEqual(nimlab.best_move(nim, {}), nimlab.best_move(nim));
  assert.deepEqual(nimlab.best_move(nim, undefined), nimlab.best_move(nim));
  const lose = nimlab.best_move(nim, { aim: 'lose' });
  assert.equal(lose.outcome, 'N');
  assert.equal(nimlab.classify(lose.state).outcome, 'N');
  for (const [options, field] of [[{ aim: 'loose' }, 'options.aim'], [{ aim: 1 }, 'options.aim'], [{ goal: 'lose' }, 'options.'], ['lose', 'options']]) {
    assert.throws(() => nimlab.best_move(nim, options), (error) => error.code === 'bad-state' && error.message.includes(field), show(options));
    assert.throws(() => nimlab.bestMove(nim, options), (error) => error.code === 'bad-state' && error.message.includes(field));
  }
  // Where moves() is too-large, a move to N without listing them all.
  const wide = { game: 'nim', heaps: [20000, 3] };
  assert.throws(() => nimlab.moves(wide), (error) => error.code === 'too-large');
  const given = nimlab.best_move(wide, { aim: 'lose' });
  assert.equal(given.outcome, 'N');
  assert.equal(nimlab.classify(given.state).outcome, 'N');
  assert.equal(nimlab.__nimlab_over({ game: 'nim', heaps: [0, 0] }), true);
  assert.equal(nimlab.best_move({ game: 'nim', heaps: [0, 0] }, { aim: 'lose' }), null);
});

test('a heap or row the position does not have is an illegal move', () => {
  assert.throws(() => nimlab.play({ game: 'nim', heaps: [3, 4, 5] }, { heap: 3, take: 1 }), (e) => e.code === 'illegal-move' && /heap/.test(e.message));
  assert.throws(() => nimlab.play({ game: 'kayles', rows: [3] }, { row: 1, start: 0, take: 1 }), (e) => e.code === 'illegal-move' && /row/.test(e.message));
  assert.throws(() => nimlab.play({ game: 'nim', heaps: [3] }, { heap: -1, take: 1 }), (e) => e.code === 'bad-state');
});

test('a poisoned instance (the engine stack spent inside the wasm) is made anew before the next call', () => {
  const kayles = { game: 'kayles', rows: [5, 7, 9] };
  const before = show(nimlab.best_move(kayles));
  const restarts = nimlab.__nimlab_health().restarts;
  const seen = [];
  let calls = 0;
  function dive() {
    try {
      dive();
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
    // On the way up, from the deepest frame: each call has a little more stack.
    if (calls < 400) {
      calls += 1;
      try {
        nimlab.best_move(kayles);
        nimlab.classify({ game: 'subtraction', pile: 19999, max: 1 });
      } catch (error) {
        seen.push(error);
      }
    }
  }
  dive();
  assert.ok(seen.some((error) => error.code === 'too-large'), `no coded error among ${seen.length}: ${seen.slice(0, 3).map(String)}`);
  // Said as the question that was too large, never in the runtime's words.
  for (const error of seen.filter((e) => e.code === 'too-large')) {
    assert.equal(error.key, 'solverStopped', error.message);
    assert.doesNotMatch(error.message, /RangeError|unreachable|stack/, error.message);
  }
  for (let round = 0; round < 3; round += 1) {
    assert.equal(show(nimlab.best_move(kayles)), before);
    nextCallWorks();
  }
  assert.ok(nimlab.__nimlab_health().restarts > restarts, 'the instance was not made anew');
  assert.equal(nimlab.__nimlab_health().poisoned, false);
  assert.equal(nimlab.classify({ game: 'subtraction', pile: 19999, max: 1 }).remoteness, 19999);
});

// The loader, each test with its own copy of www/solver/solver.js (the wasm glue is
// shared); its fake fetch answers with the file asked for (the base engine's wasm).
let copies = 0;
const freshSolver = () => import(`../../www/solver/solver.js?copy=${(copies += 1)}`);

function fakeFetch(statuses) {
  const asked = [];
  const fetch = async (url) => {
    asked.push(String(url));
    const status = statuses[Math.min(asked.length - 1, statuses.length - 1)];
    if (status === 'network') throw new TypeError('fetch failed');
    return new Response(status === 200 ? readFileSync(new URL(url)) : 'nope', { status, statusText: status === 200 ? 'OK' : 'Oops' });
  };
  return { fetch, asked };
}

test('loadSolver retries a failed fetch with backoff and then answers', async () => {
  const { loadSolver } = await freshSolver();
  const { fetch, asked } = fakeFetch(['network', 503, 200]);
  const api = await loadSolver({ fetch, backoff: 5 });
  assert.equal(asked.length, 3);
  assert.ok(asked[0].endsWith('/www/pkg/base/nimlab_bg.wasm'), 'the base engine first');
  assert.equal(api.classify({ game: 'nim', heaps: [1, 4, 5] }).outcome, 'P');
  assert.equal(api.over({ game: 'kayles', rows: [0] }), true);
  assert.deepEqual(Object.keys(api).sort(), ['bestMove', 'best_move', 'classify', 'f', 'games', 'moves', 'nimbers', 'play', 'quotient']);
});

test('a failed load names the file and the status, is not kept, and the next call tries again', async () => {
  const { loadSolver } = await freshSolver();
  const missing = fakeFetch([404]);
  await assert.rejects(loadSolver({ fetch: missing.fetch, backoff: 5 }), (error) => {
    assert.equal(error.code, 'load-failed');
    assert.match(error.message, /nimlab_bg\.wasm/);
    assert.match(error.message, /HTTP 404/);
    return true;
  });
  assert.equal(missing.asked.length, 1, 'a 404 is not retried');
  const down = fakeFetch([503]);
  await assert.rejects(loadSolver({ fetch: down.fetch, backoff: 1 }), /HTTP 503/);
  assert.equal(down.asked.length, 4, 'a 503 is tried four times');
  const later = fakeFetch([200]);
  const api = await loadSolver({ fetch: later.fetch });
  assert.equal(later.asked.length, 1);
  assert.equal(api.f([12]), 0);
});

test('a CSP refusal says to add wasm-unsafe-eval', async () => {
  const { loadSolver } = await freshSolver();
  const compile = WebAssembly.compile;
  WebAssembly.compile = async () => {
    throw new WebAssembly.CompileError("WebAssembly.compile(): Refused to compile or instantiate WebAssembly module because 'unsafe-eval' is not an allowed source of script in the following Content Security Policy directive: \"script-src 'self'\"");
  };
  try {
    await assert.rejects(loadSolver({ fetch: fakeFetch([200]).fetch }), (error) => {
      assert.equal(error.code, 'load-failed');
      assert.match(error.message, /'wasm-unsafe-eval'/);
      return true;
    });
  } finally {
    WebAssembly.compile = compile;
  }
});

test('without a Worker, think answers on the page\'s thread, arguments and errors passed through', async () => {
  const { loadSolver, think } = await freshSolver();
  const api = await loadSolver({ fetch: fakeFetch([200]).fetch });
  const state = { game: 'nim', heaps: [3, 4, 5] };
  const lose = await think('best_move', state, { aim: 'lose' });
  assert.equal(api.workerMode, 'main-thread');
  assert.equal(lose.outcome, 'N');
  assert.equal((await think('best_move', state)).outcome, 'P');
  assert.equal(await think('over', { game: 'nim', heaps: [0] }), true);
  await assert.rejects(think('moves', { game: 'nim', heaps: [-1] }), (error) => error.code === 'bad-state' && /heaps\[0\]/.test(error.message));
  await assert.rejects(think('best_move', state, { aim: 'draw' }), (error) => error.code === 'bad-state' && /options\.aim/.test(error.message));
});
