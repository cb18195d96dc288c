// Take-and-break games and Grundy's game: every claim their drawings make,
// held to the solver on every small position, normal and misère, their words
// in each language (tests/browser/truth.mjs); the rule in words from the
// code; a game of 0.07 played to the end by clicking; the element with an
// octal state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts } from '../../scripts/browser.mjs';
import { fileBrowser } from './setup.mjs';
import { checkTruth } from './truth.mjs';
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** One heap of 0..12, two heaps up to 7, three small ones. */
const HEAPS = [
  ...range(0, 12).map((n) => [n]),
  ...range(1, 7).flatMap((a) => range(a, 7).map((b) => [a, b])),
  [1, 2, 3], [2, 2, 5], [3, 4, 5],
];
const rules = [{ code: '0.77' }, { code: '0.07' }, { code: '0.137' }, { code: '0.6' }, { subtract: [1, 3, 4] }, { code: '4.07' }];
const STATES = {
  octal: rules.flatMap((rule) => [false, true].flatMap((misere) => HEAPS.map((heaps) => ({ game: 'octal', ...rule, heaps, misere })))),
  grundy: HEAPS.map((heaps) => ({ game: 'grundy', heaps })),
};

let page;
const browser = fileBrowser(async (opened) => {
  page = await opened.open('?lang=en');
});

for (const [game, states] of Object.entries(STATES)) {
  test(`${game}: every claim agrees with the solver (${states.length} positions), every wording reads in each language`, async () => {
    assert.deepEqual((await checkTruth(page, { game, states })).problems, []);
  });
}

test('the rule in words comes from the digits of the code', async () => {
  const said = await page.evaluate(async () => {
    const { ruleWords, ruleOf } = await import('/www/games/octal-rule.js');
    const { loadStrings } = await import('/www/strings/index.js');
    const t = await loadStrings('en', ['octal']);
    const zh = await loadStrings('zh-Hant', ['octal']);
    return {
      kayles: ruleWords('0.77', t, false),
      dawson: ruleWords('0.07', t),
      chess: ruleWords('0.137', t, true),
      officers: ruleWords('0.6', t),
      take: ruleWords('0.3033', t),
      many: ruleWords('0.33333', t),
      split: ruleWords('4.07', t),
      bad: ruleWords('0.8', t),
      grundy: ruleOf({ game: 'grundy' }, t),
      zh: ruleWords('0.07', zh, true),
    };
  });
  assert.equal(said.kayles, 'Take 1 or 2 from a heap, and you may split what is left into two non-empty heaps. Whoever makes the last move wins.');
  assert.equal(said.dawson, 'Take 2 from a heap, and you may split what is left into two non-empty heaps.');
  assert.match(said.chess, /^Remove a whole heap of exactly 1\. Take 2 from a heap; what is left, if anything, stays one heap\. Take 3 .* loses\.$/);
  assert.match(said.officers, /^Take 1 from a heap, but not a whole heap, and you may split/);
  assert.match(said.take, /^Take 1, 3 or 4 from a heap; what is left/);
  assert.match(said.many, /^Take 1 to 5 from a heap/);
  assert.match(said.split, /Or split a heap into two non-empty heaps without taking any\./);
  assert.match(said.bad, /0\.8 is not a code/);
  assert.match(said.grundy, /two non-empty heaps of different sizes\. Whoever makes the last move wins\./);
  assert.equal(said.zh, '從一堆取 2 顆；剩下的可以分成兩個不空的堆。走最後一步的人輸。');
});

test('the Why panel names the move that leaves XOR 0, and the nimber it leaves; a huge heap reads its value from the period', async () => {
  const panel = (state, reveal) => page.evaluate(async ({ state, reveal }) => {
    const { loadGame } = await import('/www/games/index.js');
    const { translator } = await import('/www/strings/index.js');
    const view = await loadGame(state.game, 'en');
    const box = document.createElement('div');
    box.append(...view.explain(classify(state), state, translator('en'), { reveal }));
    return { text: box.textContent, move: box.querySelector('[data-move]')?.dataset.move ?? null };
  }, { state, reveal });
  const dawson = await panel({ game: 'octal', code: '0.07', heaps: [20, 5] }, true);
  assert.match(dawson.text, /G\(20\) = 3/);
  assert.match(dawson.text, /period 34 from n = 53/);
  assert.match(dawson.text, /a nimber of 0, so the XOR becomes 0/);
  assert.ok(dawson.move);
  const hidden = await panel({ game: 'octal', code: '0.07', heaps: [20, 5] }, false);
  assert.equal(hidden.move, null);
  assert.match(hidden.text, /makes the XOR 0/);
  const huge = await panel({ game: 'octal', code: '0.07', heaps: ['10000000000000000000'] }, false);
  assert.match(huge.text, /G\(10000000000000000000\) = G\(\d+\) = 4/);
  const kayles = await panel({ game: 'octal', code: '0.77', heaps: [12], misere: true }, true);
  assert.match(kayles.text, /Sibert and Conway/);
  assert.doesNotMatch(kayles.text, /XOR of the nimbers/);
  const officers = await panel({ game: 'octal', code: '0.6', heaps: [7] }, true);
  assert.match(officers.text, /No period is proved/);
  // Past what this page's solver answers at once, the Worker names the move and the line fills in.
  const later = await page.evaluate(async () => {
    const { loadGame } = await import('/www/games/index.js');
    const { translator } = await import('/www/strings/index.js');
    const state = { game: 'octal', code: '0.6', heaps: [3000, 5] };
    const view = await loadGame('octal', 'en');
    const box = document.createElement('div');
    box.append(...view.explain(classify(state), state, translator('en'), { reveal: true }));
    const now = box.querySelector('[data-move]');
    for (let i = 0; i < 600 && !box.querySelector('.best [data-move]'); i += 1) await new Promise((wake) => setTimeout(wake, 50));
    const said = box.querySelector('.best [data-move]')?.dataset.move;
    return { now: Boolean(now), said, outcome: said && moves(state).find((r) => JSON.stringify(r.move) === said)?.outcome, text: box.textContent };
  });
  assert.equal(later.now, false);
  assert.equal(later.outcome, 'P', JSON.stringify(later));
  assert.match(later.text, /leaves a nimber of \d+, so the XOR becomes 0/);
});

test('a game of 0.07 on a heap of 20, played against the computer by clicking, is won by the side that keeps the XOR 0', async () => {
  const state = { game: 'octal', code: '0.07', heaps: [20] };
  const game = await browser.open(`?lang=en&state=${encodeURIComponent(JSON.stringify(state))}&opponent=computer&starts=0&hints=1`);
  for (let turn = 0; turn < 30; turn += 1) {
    await game.waitForFunction(() => !document.querySelector('#verdict').hidden
      || (document.querySelector('#view button[data-move][data-outcome]:not([disabled])') && document.querySelector('#why[data-outcome]')));
    if (!(await game.locator('#verdict').isHidden())) break;
    const green = game.locator('#view button[data-outcome="P"]:not([disabled])');
    assert.ok(await green.count(), 'a winning move is on the board');
    const before = await game.locator('#history li').count();
    await green.first().click();
    await game.waitForFunction((n) => document.querySelectorAll('#history li').length > n, before);
  }
  assert.equal(await game.locator('#verdict').textContent(), 'You win!');
  assert.match(await game.locator('#rule').textContent(), /Take 2 from a heap/);
  await game.screenshot({ path: path.join(artifacts, 'game-octal-0.07.png'), fullPage: true });
  assert.deepEqual(game.problems, []);
  await game.close();
});

test('the set-up form offers the named games for the code', async () => {
  const form = await browser.open('?lang=zh-Hans');
  if (!(await form.locator('#setup-box').evaluate((box) => box.open))) await form.locator('#setup-box > summary').click();
  await form.locator('#game').selectOption('octal');
  await form.locator('#param-code-named').selectOption('0.137');
  await form.locator('#param-heaps').fill('9, 4');
  await form.locator('#setup button[type="submit"]').click();
  await form.waitForFunction(() => !document.getElementById('setup-box').open);
  await form.locator('#view button[data-move]').first().waitFor();
  const start = await form.evaluate(() => JSON.parse(new URLSearchParams(location.search).get('state')));
  assert.deepEqual({ code: start.code, heaps: start.heaps }, { code: '0.137', heaps: [9, 4] });
  assert.match(await form.locator('#param-code-named option:checked').textContent(), /Dawson 国际象棋/);
  assert.deepEqual(form.problems, []);
  await form.close();
});

test('<nimlab-game> plays an octal state', async () => {
  const host = await browser.page({ viewport: { width: 900, height: 800 } });
  await browser.html(host, 'octal-element', `<script type="module" src="/www/nimlab-game.js"></script>
    <nimlab-game state='{"game":"octal","code":"0.07","heaps":[20]}' lang="en" hints></nimlab-game>`);
  const board = host.locator('nimlab-game #view button[data-move]');
  await board.first().waitFor();
  assert.equal(await board.count(), 19);
  await host.locator('nimlab-game #view button[data-outcome="P"]').first().click();
  await host.waitForFunction(() => document.querySelector('nimlab-game').shadowRoot.querySelectorAll('#history li').length >= 2);
  assert.match(await host.locator('nimlab-game #rule').textContent(), /Take 2 from a heap/);
  assert.deepEqual(host.problems, []);
  await host.close();
});

test('the board by keyboard, and a bounded board for many and huge heaps', async () => {
  const game = await browser.open(`?lang=en&state=${encodeURIComponent(JSON.stringify({ game: 'grundy', heaps: [7] }))}&opponent=human`);
  const gaps = game.locator('#view button[data-move]');
  // The gaps are drawn disabled until the full engine has loaded and answered: focus them once they may be played.
  await game.locator('#view button[data-move]:not([disabled])').first().waitFor();
  const second = await gaps.nth(1).getAttribute('data-move');
  await gaps.first().focus();
  await game.keyboard.press('ArrowRight');
  await game.keyboard.press('Enter');
  await game.waitForFunction(() => document.querySelectorAll('#history li').length === 1);
  assert.deepEqual(JSON.parse(new URL(game.url()).searchParams.get('moves')), [JSON.parse(second)]);
  assert.deepEqual(game.problems, []);
  await game.close();

  const drawn = await page.evaluate(async () => {
    const { loadGame } = await import('/www/games/index.js');
    const { translator } = await import('/www/strings/index.js');
    const counts = {};
    for (const state of [
      { game: 'octal', code: '4.77', heaps: Array.from({ length: 300 }, (_, i) => (i % 40) + 1) },
      { game: 'octal', code: '0.07', heaps: ['18446744073709551615', 10n ** 18n] },
      { game: 'grundy', heaps: Array.from({ length: 300 }, (_, i) => i + 1) },
    ]) {
      const view = await loadGame(state.game, 'en');
      const board = document.createElement('div');
      view.render(board, { state, legal: null, hints: null, disabled: false, t: translator('en'), playerName: String, onMove: () => {} });
      counts[state.game + state.heaps.length] = board.querySelectorAll('*').length;
    }
    return counts;
  });
  for (const [name, nodes] of Object.entries(drawn)) assert.ok(nodes < 600, `${name}: ${nodes} nodes`);
});
