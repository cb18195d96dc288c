// Runs inside the playground page (scripts/bench-browser.mjs imports it with
// page.evaluate), so every call crosses the real wasm boundary the way a
// console user's does. Times with performance.now over many calls; every
// timed loop checks its answer, so a fast wrong answer cannot pass. Returns
// plain JSON (BigInts as decimal strings).
import * as blog from './blog-kayles.js';
import * as brute from './brute-games.js';

const HUGE = 2n ** 64n - 1n;
const show = (value) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `${v}n` : v));

/**
 * Per-call time of `body` in µs: finds how many calls take at least
 * `minMs / batches`, runs that many `batches` times, and reports the median
 * batch (robust to the machine pausing the tab now and then) and the
 * fastest. `body` throws when its answer is wrong.
 */
export function perCall(body, { minMs = 100, batches = 5, maxCalls = 1 << 22 } = {}) {
  const target = minMs / batches;
  let calls = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < calls; i += 1) body();
    const elapsed = performance.now() - start;
    if (elapsed >= target || calls >= maxCalls) break;
    calls *= elapsed > 0 ? Math.min(16, Math.max(2, Math.ceil(target / elapsed))) : 16;
  }
  const each = [];
  for (let b = 0; b < batches; b += 1) {
    const start = performance.now();
    for (let i = 0; i < calls; i += 1) body();
    each.push(((performance.now() - start) * 1000) / calls);
  }
  each.sort((a, b) => a - b);
  return { us: each[batches >> 1], fastest: each[0], calls, batches };
}

function check(condition, message) {
  if (!condition) throw new Error(`wrong answer: ${message}`);
}

/** The positions of the per-call table: every game at small, large (10^6) and huge (near 2^64) sizes. */
export function sizedStates() {
  const oddEven = (pile) => ({ game: 'odd-even', variant: 'odd-wins', pile, max: 3, holdings: [0, 0], toMove: 0 });
  return [
    ['nim', 'small', { game: 'nim', heaps: [3, 4, 5] }],
    ['nim', 'large', { game: 'nim', heaps: [1_000_000, 1_000_001, 3] }],
    ['nim', 'huge', { game: 'nim', heaps: [HUGE, HUGE - 1n, 1n] }],
    ['wythoff', 'small', { game: 'wythoff', heaps: [3, 5] }],
    ['wythoff', 'large', { game: 'wythoff', heaps: [1_000_000, 1_000_007] }],
    ['wythoff', 'huge', { game: 'wythoff', heaps: [HUGE - 5n, HUGE] }],
    ['subtraction', 'small', { game: 'subtraction', pile: 10, max: 3 }],
    ['subtraction', 'large', { game: 'subtraction', pile: 1_000_000, max: 3 }],
    ['subtraction', 'huge', { game: 'subtraction', pile: HUGE, max: 3 }],
    ['odd-even', 'small', oddEven(7)],
    ['odd-even', 'large', oddEven(1_000_001)],
    ['odd-even', 'huge', oddEven(HUGE)],
    ['fibonacci-nim', 'small', { game: 'fibonacci-nim', pile: 10 }],
    ['fibonacci-nim', 'large', { game: 'fibonacci-nim', pile: 1_000_000 }],
    ['fibonacci-nim', 'huge', { game: 'fibonacci-nim', pile: HUGE }],
    ['dice', 'small', { game: 'dice', pile: 10, top: 1 }],
    ['dice', 'large', { game: 'dice', pile: 1_000_000, top: 1 }],
    ['dice', 'huge', { game: 'dice', pile: HUGE, top: 1 }],
    ['dice (two, sum)', 'small', { game: 'dice', pile: 30, top: [1, 2], rule: 'sum' }],
    ['dice (two, sum)', 'large', { game: 'dice', pile: 1_000_000, top: [1, 2], rule: 'sum' }],
    ['dice (two, sum)', 'huge', { game: 'dice', pile: HUGE, top: [1, 2], rule: 'sum' }],
    ['kayles (misère)', 'small', { game: 'kayles', rows: [12], misere: true }],
    ['kayles (misère)', 'large', { game: 'kayles', rows: [1_000_000], misere: true }],
    ['kayles (misère)', 'huge', { game: 'kayles', rows: [HUGE], misere: true }],
    ['kayles (normal)', 'huge', { game: 'kayles', rows: [HUGE, 12], misere: false }],
  ];
}

/** classify and best_move per call for every sized state. */
export function calls(api, minMs) {
  return sizedStates().map(([game, size, state]) => {
    const first = api.classify(state);
    const outcome = first.outcome;
    const classify = perCall(() => check(api.classify(state).outcome === outcome, `${game} ${size}`), { minMs });
    const best = api.best_move(state);
    // A winning move must leave a lost position for the opponent.
    check(best !== null && (outcome !== 'N' || best.outcome === 'P'), `best_move ${game} ${size}: ${show(best)}`);
    const bestMove = perCall(() => {
      const answer = api.best_move(state);
      check(answer !== null && answer.outcome === best.outcome, `best_move ${game} ${size}`);
    }, { minMs });
    return { game, size, state: show(state), outcome, remoteness: first.remoteness ?? null, classify, best_move: bestMove };
  });
}

/** A tight loop of `count` classify calls on {game: "nim", heaps: [3, 4, 5]}. */
export function tightLoop(api, count) {
  const state = { game: 'nim', heaps: [3, 4, 5] };
  let wins = 0;
  const start = performance.now();
  for (let i = 0; i < count; i += 1) if (api.classify(state).outcome === 'N') wins += 1;
  const ms = performance.now() - start;
  check(wins === count, 'nim [3, 4, 5] is N');
  return { count, ms, perSecond: (count / ms) * 1000 };
}

/**
 * One engine on growing sizes: the per-call time of each size it answers
 * within `limitMs`, stopping at the first it cannot. `answer(size)` returns
 * the engine's answer; `expected(size)` the reference answer.
 */
function grow(sizes, answer, expected, { limitMs = 100, minMs = 20 } = {}) {
  const rows = [];
  for (const size of sizes) {
    const want = expected(size);
    blog.limit(limitMs);
    const start = performance.now();
    let got;
    try {
      got = answer(size);
    } catch (error) {
      if (error.message !== 'out of time') throw error;
      rows.push({ size: String(size), us: null, over: true });
      break;
    }
    const once = performance.now() - start;
    if (once > limitMs) {
      rows.push({ size: String(size), us: once * 1000, over: true });
      break;
    }
    check(got === want, `size ${size}: ${got} ≠ ${want}`);
    blog.limit(Infinity);
    const timed = once >= minMs ? { us: once * 1000, calls: 1 } : perCall(() => check(answer(size) === want, `size ${size}`), { minMs });
    rows.push({ size: String(size), us: timed.us, over: false });
  }
  return rows;
}

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Misère Kayles on one row of n coins: the blog's search beside nimlab. */
export function compareKayles(api) {
  const P = new Set([1, 4, 9, 12, 20]); // Sibert–Conway: the lost single rows
  const expected = (n) => (typeof n === 'bigint' || !P.has(n) ? 1 : 0);
  const small = range(1, 40);
  const big = [100, 1000, 1_000_000, 1_000_000_000, Number.MAX_SAFE_INTEGER, HUGE];
  const engines = {
    'blog f (unmemoised)': grow(small, (n) => blog.f([n]), expected),
    'blog f (memoised)': grow(small, (n) => blog.fMemo([n]), expected),
    'nimlab f': grow([...small, ...big], (n) => api.f([n]), expected),
    'nimlab classify': grow([...small, ...big], (n) => (api.classify({ game: 'kayles', rows: [n], misere: true }).outcome === 'N' ? 1 : 0), expected),
  };
  // The 12-coin question on its own, the blog's search run to the end.
  const twelve = {};
  blog.limit(Infinity);
  const runs = [];
  for (let i = 0; i < 3; i += 1) {
    const start = performance.now();
    check(blog.f([12]) === 0, 'blog f([12])');
    runs.push((performance.now() - start) * 1000);
  }
  runs.sort((a, b) => a - b);
  twelve['blog f (unmemoised)'] = runs[1];
  twelve['blog f (memoised)'] = perCall(() => check(blog.fMemo([12]) === 0, 'fMemo([12])')).us;
  twelve['nimlab f'] = perCall(() => check(api.f([12]) === 0, 'f([12])')).us;
  twelve['nimlab classify'] = perCall(() => check(api.classify({ game: 'kayles', rows: [12], misere: true }).outcome === 'P', 'classify 12')).us;
  return { engines, twelve };
}

/** Nim on the P-positions (n, 2n, 3n), n without two adjacent 1 bits. */
export function compareNim(api) {
  const sizes = [...range(1, 64).filter((n) => (n & (n << 1)) === 0), 256, 4096];
  const heaps = (n) => [n, 2 * n, 3 * n];
  const expected = () => 0;
  const big = [1 << 20, 1 << 29];
  return {
    family: '(n, 2n, 3n)',
    engines: {
      'tree search (unmemoised)': grow(sizes, (n) => brute.nimWins(heaps(n)), expected),
      'tree search (memoised)': grow(sizes, (n) => brute.nimWinsMemo(heaps(n)), expected),
      'nim-sum in JS': grow([...sizes, ...big], (n) => (heaps(n).reduce((a, b) => a ^ b) === 0 ? 0 : 1), expected),
      'nimlab classify': grow([...sizes, ...big], (n) => (api.classify({ game: 'nim', heaps: heaps(n) }).outcome === 'N' ? 1 : 0), expected),
    },
  };
}

/** Wythoff's game on its P-positions (⌊kφ⌋, ⌊kφ⌋ + k). */
export function compareWythoff(api) {
  const phi = (1 + Math.sqrt(5)) / 2;
  const ks = [...range(1, 10), ...range(1, 30).map((i) => 20 * i), 1000, 10_000, 1_000_000, 100_000_000];
  const pair = (k) => [Math.floor(k * phi), Math.floor(k * phi) + k];
  const expected = () => 0;
  return {
    family: '(⌊kφ⌋, ⌊kφ⌋ + k), size = k',
    engines: {
      'tree search (memoised)': grow(ks, (k) => brute.wythoffWinsMemo(...pair(k)), expected),
      'nimlab classify': grow(ks, (k) => (api.classify({ game: 'wythoff', heaps: pair(k) }).outcome === 'N' ? 1 : 0), expected),
    },
  };
}

/** classify per call as the number of Nim heaps grows, and as one count grows, per game. */
export function scaling(api, minMs) {
  const heapCounts = [10, 100, 1000, 10_000, 100_000, 1_000_000].map((count) => {
    const heaps = Array.from({ length: count }, (_, i) => (i % 1000) + 1);
    const outcome = api.classify({ game: 'nim', heaps }).outcome;
    const timed = perCall(() => check(api.classify({ game: 'nim', heaps }).outcome === outcome, `nim ${count} heaps`), { minMs, maxCalls: 1 << 16 });
    return { count, us: timed.us, calls: timed.calls };
  });
  const sizes = [10n, 1000n, 10n ** 6n, 10n ** 9n, 2n ** 53n - 1n, 2n ** 64n - 1n];
  const count = (n) => (n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n);
  const games = {
    'nim (n, n−1, 1)': (n) => ({ game: 'nim', heaps: [count(n), count(n - 1n), 1] }),
    'wythoff (n−5, n)': (n) => ({ game: 'wythoff', heaps: [count(n - 5n), count(n)] }),
    'subtraction (take 1..3)': (n) => ({ game: 'subtraction', pile: count(n), max: 3 }),
    'odd-even (odd-wins, k = 3)': (n) => ({ game: 'odd-even', variant: 'odd-wins', pile: count(n | 1n), max: 3, holdings: [0, 0], toMove: 0 }),
    'fibonacci-nim': (n) => ({ game: 'fibonacci-nim', pile: count(n) }),
    'dice (one die)': (n) => ({ game: 'dice', pile: count(n), top: 1 }),
    'kayles (misère, one row)': (n) => ({ game: 'kayles', rows: [count(n)], misere: true }),
  };
  const pileSizes = Object.entries(games).map(([game, make]) => ({
    game,
    us: sizes.map((n) => {
      const state = make(n);
      const outcome = api.classify(state).outcome;
      return perCall(() => check(api.classify(state).outcome === outcome, `${game} ${n}`), { minMs }).us;
    }),
  }));
  return { heapCounts, sizes: sizes.map(String), pileSizes };
}
