// Game-tree search in plain JS, the way one would solve these games knowing
// only the rules, for the comparison in docs/PERFORMANCE.md: a position is
// won when some move leaves a lost position; the player who cannot move loses
// (normal play). `nimWins` searches without remembering; `nimWinsMemo` and
// `wythoffWinsMemo` remember every position solved. They return 1 (the
// player to move wins) or 0. `limit(ms)` makes a search throw once it has run
// that long, so one that would take hours can be stopped.
import { limit, tick } from './blog-kayles.js';

export { limit };

/** Nim, unmemoised: try every take from every heap. */
export function nimWins(heaps) {
  tick();
  for (let i = 0; i < heaps.length; i += 1) {
    for (let take = 1; take <= heaps[i]; take += 1) {
      const next = heaps.slice();
      next[i] -= take;
      if (nimWins(next) === 0) return 1;
    }
  }
  return 0;
}

/** Nim with a table of positions (heaps sorted, empty heaps dropped). */
export function nimWinsMemo(heaps, memo = new Map()) {
  tick();
  const key = heaps.filter((n) => n > 0).sort((a, b) => a - b).join(',');
  const known = memo.get(key);
  if (known !== undefined) return known;
  let answer = 0;
  search: for (let i = 0; i < heaps.length; i += 1) {
    for (let take = 1; take <= heaps[i]; take += 1) {
      const next = heaps.slice();
      next[i] -= take;
      if (nimWinsMemo(next, memo) === 0) {
        answer = 1;
        break search;
      }
    }
  }
  memo.set(key, answer);
  return answer;
}

/** Wythoff's game with a table: take from one pile, or the same from both. */
export function wythoffWinsMemo(x, y, memo = new Map()) {
  tick();
  const key = x < y ? x * 0x100000 + y : y * 0x100000 + x;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let answer = 0;
  for (let t = 1; t <= x && !answer; t += 1) if (wythoffWinsMemo(x - t, y, memo) === 0) answer = 1;
  for (let t = 1; t <= y && !answer; t += 1) if (wythoffWinsMemo(x, y - t, memo) === 0) answer = 1;
  for (let t = 1; t <= Math.min(x, y) && !answer; t += 1) {
    if (wythoffWinsMemo(x - t, y - t, memo) === 0) answer = 1;
  }
  memo.set(key, answer);
  return answer;
}
