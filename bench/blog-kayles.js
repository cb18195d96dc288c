// The blog's algorithm (seed 004, "12 硬币小游戏"), written out in JS for the
// comparison in docs/PERFORMANCE.md: a state is the list of groups of adjacent
// coins, e.g. [12] or [2, 9]; a move takes one coin or two adjacent coins from
// one group, which may split it in two; whoever takes the last coin loses.
//
//   f(s) = 1 when no coin is left (the opponent took the last one),
//          1 when some next state s' has f(s') = 0,
//          0 otherwise.
//
// `f` is that recursion exactly as the blog states it, with nothing
// remembered; `fMemo` is the same recursion with a table of the states seen,
// the first thing a programmer adds. Neither knows any theory of Kayles.
// The one thing added for the benchmark is `tick()`, a time limit that throws
// so a search that would run for hours can be stopped.

let deadline = Infinity;
let steps = 0;

/** Makes every search started from now on throw after `ms` milliseconds. */
export function limit(ms) {
  deadline = performance.now() + ms;
  steps = 0;
}

/** Counts a position searched; throws once the time limit has passed. */
export function tick() {
  steps += 1;
  if ((steps & 0xfff) === 0 && performance.now() > deadline) throw new Error('out of time');
}

/** g(s): every state one move away from `s`. */
export function* g(s) {
  for (let i = 0; i < s.length; i += 1) {
    const n = s[i];
    const others = s.slice(0, i).concat(s.slice(i + 1));
    for (const take of [1, 2]) {
      // Take `take` coins starting at coin j: j coins stay left of the gap,
      // n - j - take stay right of it.
      for (let j = 0; j + take <= n; j += 1) {
        const next = others.slice();
        const left = j;
        const right = n - j - take;
        if (left > 0) next.push(left);
        if (right > 0) next.push(right);
        yield next;
      }
    }
  }
}

/** The blog's f, unmemoised: 1 if the player to move can force a win, else 0. */
export function f(s) {
  tick();
  if (s.every((n) => n === 0)) return 1;
  for (const next of g(s)) {
    if (f(next) === 0) return 1;
  }
  return 0;
}

/** The same recursion, remembering each state (as its sorted groups) once solved. */
export function fMemo(s, memo = new Map()) {
  tick();
  if (s.every((n) => n === 0)) return 1;
  const key = s.filter((n) => n > 0).sort((a, b) => a - b).join(',');
  const known = memo.get(key);
  if (known !== undefined) return known;
  let answer = 0;
  for (const next of g(s)) {
    if (fMemo(next, memo) === 0) {
      answer = 1;
      break;
    }
  }
  memo.set(key, answer);
  return answer;
}
