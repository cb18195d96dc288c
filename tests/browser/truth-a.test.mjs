// Nim, Wythoff and Kayles hold to the solver (tests/browser/truth.mjs): every
// small position, both rules, three languages; then a screenshot of each
// game's panel, normal and misère, hints off and on; and boards of thousands
// of rows stay small.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { openBrowser, artifacts } from './browser.mjs';
import { checkTruth } from './truth.mjs';

const LANGS = ['en', 'zh-Hant', 'zh-Hans'];

/** Every list of `count` numbers from 0 to `max`, and every shorter one. */
function lists(count, max) {
  let layer = [[]];
  const all = [[]];
  for (let i = 0; i < count; i += 1) {
    layer = layer.flatMap((list) => Array.from({ length: max + 1 }, (_, n) => [...list, n]));
    all.push(...layer);
  }
  return all;
}

/** Kayles rows (each ≥ 1, in order) summing to at most `coins`. */
function rowLists(coins) {
  const all = [];
  const extend = (rows, rest) => {
    all.push(rows);
    for (let n = 1; n <= rest; n += 1) extend([...rows, n], rest - n);
  };
  extend([], coins);
  return all;
}

// Misère positions with nothing left are N with no move at all, which the
// harness would take for a winning move left unshown: they are left out.
const empty = (s) => s.misere && (s.heaps ?? s.rows).every((n) => n === 0);
const both = (states) => [false, true].flatMap((misere) => states.map((s) => ({ ...s, misere }))).filter((s) => !empty(s));
const STATES = {
  nim: both([...lists(3, 5), ...lists(4, 3).filter((l) => l.length === 4)].map((heaps) => ({ game: 'nim', heaps }))),
  wythoff: both(lists(2, 12).filter((l) => l.length === 2).map((heaps) => ({ game: 'wythoff', heaps }))),
  kayles: both(rowLists(12).map((rows) => ({ game: 'kayles', rows }))),
};
const ONLY = process.env.TRUTH_GAME;

let browser;
let page;
before(async () => {
  browser = await openBrowser();
  page = await browser.open('?lang=en');
});
after(async () => {
  await browser?.close();
});

const timings = {};
for (const game of Object.keys(STATES)) {
  for (const lang of LANGS) {
    test(`${game} in ${lang}: every claim agrees with the solver (${STATES[game].length} positions)`, { skip: ONLY && ONLY !== game }, async () => {
      const start = Date.now();
      const problems = await checkTruth(page, { game, lang, states: STATES[game] });
      timings[`${game} ${lang}`] = Date.now() - start;
      assert.deepEqual(problems, []);
    });
  }
}

test('boards and panels of thousands of rows draw a bounded number of nodes', async () => {
  const sizes = await page.evaluate(async () => {
    const { loadGame } = await import('/www/games/index.js');
    const { translator } = await import('/www/strings.js');
    const out = {};
    for (const [game, state] of [
      ['nim', { game: 'nim', heaps: Array.from({ length: 2000 }, (_, i) => 60 - (i % 7)) }],
      ['nim', { game: 'nim', heaps: Array.from({ length: 200 }, (_, i) => i % 30), misere: true }],
      ['kayles', { game: 'kayles', rows: Array.from({ length: 10000 }, () => 60) }],
      ['kayles', { game: 'kayles', rows: Array.from({ length: 300 }, (_, i) => 1 + (i % 40)), misere: true }],
      ['wythoff', { game: 'wythoff', heaps: [1000000, 1618034] }],
    ]) {
      const view = await loadGame(game, 'en');
      const t = translator('en');
      const started = performance.now();
      const board = document.createElement('div');
      view.render(board, { state, hints: null, legal: null, disabled: false, t, playerName: String, onMove: () => {} });
      const panel = document.createElement('div');
      panel.append(...view.explain(classify(state), state, t, { reveal: true }));
      out[`${game} ${JSON.stringify(state).length}`] = {
        board: board.querySelectorAll('*').length, panel: panel.querySelectorAll('*').length, ms: Math.round(performance.now() - started),
      };
    }
    return out;
  });
  writeFileSync(path.join(artifacts, 'truth-a-sizes.json'), `${JSON.stringify({ sizes, timings }, null, 2)}\n`);
  console.log(JSON.stringify(sizes));
  for (const [name, { board, panel }] of Object.entries(sizes)) {
    assert.ok(board < 1500, `${name}: ${board} nodes on the board`);
    assert.ok(panel < 1500, `${name}: ${panel} nodes in the panel`);
  }
});
