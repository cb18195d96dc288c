// Nim, Wythoff and Kayles hold to the solver (tests/browser/truth.mjs): every
// small position under both rules, its words in three languages; then a
// screenshot of each game's panel, normal and misère, hints off and on; and
// boards of thousands of rows stay small.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { artifacts } from '../../scripts/browser.mjs';
import { fileBrowser } from './setup.mjs';
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

/** Kayles rows summing to at most `coins`, as the core's tests take them (largest first), and reversed. */
function rowLists(coins) {
  const all = [];
  const extend = (rows, rest, largest) => {
    all.push(rows);
    if (rows.length > 1) all.push([...rows].reverse());
    for (let n = 1; n <= Math.min(rest, largest); n += 1) extend([...rows, n], rest - n, n);
  };
  extend([], coins, coins);
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

let page;
const browser = fileBrowser(async (opened) => {
  page = await opened.open('?lang=en');
});

const timings = {};
for (const [game, states] of Object.entries(STATES)) {
  test(`${game}: every claim agrees with the solver (${states.length} positions), every wording reads in each language`, { skip: ONLY && ONLY !== game }, async () => {
    const start = Date.now();
    const { problems, wordings } = await checkTruth(page, { game, states });
    timings[game] = { ms: Date.now() - start, wordings };
    assert.deepEqual(problems, []);
  });
}

test('boards and panels of thousands of rows draw a bounded number of nodes', async () => {
  const sizes = await page.evaluate(async () => {
    const { loadGame } = await import('/www/games/index.js');
    const { translator } = await import('/www/strings/index.js');
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

/** The board and the Why panel of `state` drawn into the page, hints and the answer shown or not. */
function draw(page, state, lang, hints) {
  return page.evaluate(async ({ state, lang, hints }) => {
    const { loadGame } = await import('/www/games/index.js');
    const { translator } = await import('/www/strings/index.js');
    const { h, moveKey } = await import('/www/page/dom.js');
    const view = await loadGame(state.game, lang);
    const t = translator(lang);
    const legal = moves(state);
    const board = h('div', { id: 'truth-board' });
    view.render(board, {
      state, legal, hints: hints ? new Map(legal.map((r) => [moveKey(r.move), r])) : null, disabled: false, t, playerName: String, onMove: () => {},
    });
    const panel = h('section', { class: 'why' }, ...view.explain(classify(state), state, t, { reveal: hints }));
    const shot = h('main', { id: 'truth-shot', class: 'game', style: 'padding: 8px; background: Canvas' },
      h('p', { id: 'truth-rule' }, view.rule(state, t)), board, panel);
    document.querySelector('#truth-shot')?.remove();
    document.body.prepend(shot);
    return { rule: view.rule(state, t), panel: panel.textContent, board: board.textContent };
  }, { state, lang, hints });
}

const SHOTS = [
  { game: 'nim', heaps: [3, 4, 5], misere: false },
  { game: 'nim', heaps: [1, 1, 3], misere: true },
  { game: 'wythoff', heaps: [6, 9], misere: false },
  { game: 'wythoff', heaps: [2, 4], misere: true },
  { game: 'kayles', rows: [1, 11], misere: false },
  { game: 'kayles', rows: [12], misere: true },
];

test('screenshots of each panel, normal and misère, hints off and on', async () => {
  for (const state of SHOTS) {
    for (const hints of [false, true]) {
      await draw(page, state, 'en', hints);
      const name = `truth-a-${state.game}-${state.misere ? 'misere' : 'normal'}-${hints ? 'hints' : 'plain'}.png`;
      await page.locator('#truth-shot').screenshot({ path: path.join(artifacts, name) });
    }
  }
  const phone = await browser.page({ viewport: { width: 375, height: 800 } });
  await browser.visit(phone, '?lang=zh-Hans');
  for (const state of [SHOTS[5], SHOTS[3]]) {
    await draw(phone, state, 'zh-Hans', true);
    await phone.locator('#truth-shot').screenshot({ path: path.join(artifacts, `truth-a-${state.game}-phone-zh-Hans.png`) });
    const wide = await phone.evaluate(() => [...document.querySelectorAll('#truth-shot *')]
      // A row of coins is one line that scrolls inside itself: the row must fit, not what it scrolls.
      .filter((e) => e.getBoundingClientRect().right > innerWidth + 1 && !e.closest('.grid-scroll') && !e.parentElement?.closest('.objects'))
      .map((e) => e.className || e.tagName));
    assert.deepEqual(wide, [], `${state.game}: wider than a phone`);
    if (state.game !== 'kayles') continue;
    // Coins of at least 24 × 24 px (and gaps as wide) do not fit one line at 375 px: the row is
    // still one line, which scrolls inside itself, every coin coming on screen with it.
    const boxes = await phone.evaluate(() => [...document.querySelectorAll('#truth-board .kayles .coin')].map((c) => {
      c.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      return c.getBoundingClientRect().toJSON();
    }));
    assert.equal(boxes.length, 12);
    assert.equal(new Set(boxes.map((box) => Math.round(box.top))).size, 1, 'the 12 coins are one line');
    assert.ok(boxes.every((box) => box.left >= 0 && box.right <= 375 && box.width >= 24), 'each of the 12 coins comes on screen at 375 px');
  }
  await phone.close();
});

test('misère Nim, Wythoff and Kayles say what their own rule says', async () => {
  const panel = async (state, lang = 'en') => (await draw(page, state, lang, true)).panel;
  const one = await panel({ game: 'nim', heaps: [1, 1], misere: true });
  assert.doesNotMatch(one, /column/);
  assert.match(one, /Take 1 from row 1, leaving 1 one-coin rows, an odd number/);
  const three = await panel({ game: 'nim', heaps: [1, 1, 3], misere: true });
  assert.match(three, /Take 3 from row 3 \(3 → 0\), leaving 2|Take 2 from row 3 \(3 → 1\), leaving 3 one-coin rows/);
  assert.doesNotMatch(three, /column sum/);
  const ones = await panel({ game: 'nim', heaps: [1, 1, 1], misere: true }, 'zh-Hant');
  assert.doesNotMatch(ones, /不安全/);
  assert.match(await panel({ game: 'nim', heaps: [14, 15, 18, 22] }), /Take 3 from row 4 \(22 → 19\)/);
  assert.match(await panel({ game: 'wythoff', heaps: [1, 2], misere: true }), /only safe pair with difference 1 is \(0, 1\)/);
  // Hidden, an unsafe pair of difference 0 or 1 is not told of ⌊nφ⌋: misère's pairs there, (2, 2) and (0, 1), are not ⌊nφ⌋ apart.
  for (const heaps of [[1, 2], [1, 1], [3, 3], [2, 3]]) {
    const hidden = (await draw(page, { game: 'wythoff', heaps, misere: true }, 'en', false)).panel;
    assert.doesNotMatch(hidden, /⌊nφ⌋ as its smaller heap/, String(heaps));
    assert.match(hidden, /one of the two new pairs above/, String(heaps));
  }
  const twos = await panel({ game: 'wythoff', heaps: [2, 2], misere: true });
  assert.match(twos, /only safe pair with difference 0 is \(2, 2\)/);
  assert.match(twos, /2 pairs with 2 instead/);
  const kayles = await panel({ game: 'kayles', rows: [12], misere: true }, 'zh-Hans');
  assert.doesNotMatch(kayles, /rows of/);
  assert.match(kayles, /f = 1 是奇数/);
  assert.match(await panel({ game: 'kayles', rows: [1, 11] }), /after this move the XOR is 0/);
  assert.match((await draw(page, { game: 'kayles', rows: [12], misere: true }, 'en', false)).rule, /last coin loses/);
});

test('practice says the position a move left in the article\'s terms, in each language', async () => {
  const said = await page.evaluate(async (langs) => {
    const { loadGame } = await import('/www/games/index.js');
    const { translator } = await import('/www/strings/index.js');
    const out = [];
    for (const lang of langs) {
      const t = translator(lang);
      for (const after of [
        { game: 'nim', heaps: [1, 4, 5] }, { game: 'nim', heaps: [2, 4, 5] }, { game: 'nim', heaps: [0, 1, 3], misere: true },
        { game: 'nim', heaps: [1, 0, 1], misere: true }, { game: 'wythoff', heaps: [3, 5] }, { game: 'wythoff', heaps: [1, 2], misere: true },
        { game: 'kayles', rows: [1, 3, 7] }, { game: 'kayles', rows: [4, 1], misere: true }, { game: 'kayles', rows: [9, 4], misere: true },
        { game: 'kayles', rows: [0, 0], misere: true }, { game: 'kayles', rows: [0] },
      ]) {
        const view = await loadGame(after.game, lang);
        out.push([lang, JSON.stringify(after), view.practice(after, classify(after), t)]);
      }
    }
    return out;
  }, LANGS);
  for (const [lang, state, text] of said) {
    assert.ok(typeof text === 'string' && text.trim() && !/[{}]/.test(text), `${lang} ${state}: "${text}"`);
    if (lang !== 'en') assert.doesNotMatch(text.replace(/\b(XOR|Grundy)\b/g, ''), /[A-Za-z]{2,}/, `${lang} ${state}: ${text}`);
  }
  const en = Object.fromEntries(said.filter(([lang]) => lang === 'en').map(([, state, text]) => [state, text]));
  // Said of the position the move left, which the board may no longer show (the reply may be in).
  assert.equal(en['{"game":"nim","heaps":[2,4,5]}'], 'After your move the nim-sum is 3, 11 in binary; the 2s column is odd.');
  assert.equal(en['{"game":"nim","heaps":[1,4,5]}'], 'After your move the nim-sum is 0: every column sum is even.');
  // The last coin taken: the end said, not a rule's clause about groups there are none of.
  assert.equal(en['{"game":"kayles","rows":[0,0],"misere":true}'], 'No coins are left: whoever took the last one has lost.');
  assert.equal(en['{"game":"kayles","rows":[0]}'], 'No coins are left: whoever took the last one has won.');
});

test('a paged board with hints leads to the page of a winning move', async () => {
  const found = await page.evaluate(async () => {
    const { loadGame } = await import('/www/games/index.js');
    const { translator } = await import('/www/strings/index.js');
    const { moveKey } = await import('/www/page/dom.js');
    const view = await loadGame('nim', 'en');
    const state = { game: 'nim', heaps: Array.from({ length: 40 }, (_, i) => i + 3) };
    const legal = moves(state);
    const board = document.createElement('div');
    view.render(board, {
      state, legal, hints: new Map(legal.map((r) => [moveKey(r.move), r])), disabled: false, t: translator('en'), playerName: String, onMove: () => {},
    });
    const before = board.querySelectorAll('[data-outcome="P"]').length;
    const jumps = [...board.querySelectorAll('.pager .page-button')].slice(2);
    jumps[0]?.click();
    return { before, jumps: jumps.length, after: board.querySelectorAll('[data-outcome="P"]').length, buttons: board.querySelectorAll('button').length };
  });
  assert.ok(found.jumps > 0, JSON.stringify(found));
  assert.ok(found.after > 0, JSON.stringify(found));
  assert.ok(found.buttons < 400, JSON.stringify(found));
});
