// Take 1..k, Fibonacci Nim, odd-even and the dice: every claim their drawings
// make, held to the solver on every small position and rule, their words in
// every language (tests/browser/truth.mjs); the big piles playable by
// clicking; the panels photographed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts } from '../../scripts/browser.mjs';
import { fileBrowser } from './setup.mjs';
import { checkTruth } from './truth.mjs';
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const STATES = {
  subtraction: [false, true].flatMap((misere) => range(1, 4).flatMap((max) => range(0, 20).map((pile) => ({ game: 'subtraction', pile, max, misere })))),
  'fibonacci-nim': range(1, 3).flatMap((multiplier) => range(0, 25).flatMap((pile) => [
    { game: 'fibonacci-nim', pile, multiplier },
    ...range(1, Math.ceil(pile / multiplier) + 1).map((lastTake) => ({ game: 'fibonacci-nim', pile, multiplier, lastTake })),
  ])),
  'odd-even': ['odd-wins', 'odd-vs-even'].flatMap((variant) => range(1, 3).flatMap((max) => range(0, 13).flatMap((pile) => [0, 1, 2, 3].flatMap((held) => [0, 1].flatMap((toMove) => {
    const holdings = [held >> 1, held & 1];
    // odd-wins: an odd total; odd-vs-even: an even one.
    if ((holdings[0] + holdings[1] + pile) % 2 !== (variant === 'odd-wins' ? 1 : 0)) return [];
    return [{ game: 'odd-even', variant, pile, max, holdings, toMove }];
  }))))),
  dice: [
    ...range(1, 6).flatMap((top) => range(0, 30).map((pile) => ({ game: 'dice', pile, top }))),
    ...['both', 'one', 'sum'].flatMap((rule) => [[1, 1], [2, 5], [3, 4], [6, 3]]
      .flatMap((top) => range(0, 20).map((pile) => ({ game: 'dice', pile, top, rule })))),
  ],
};


let page;
const browser = fileBrowser(async (opened) => {
  page = await opened.open('?lang=en');
});

for (const [game, states] of Object.entries(STATES)) {
  test(`${game}: every claim of the drawing holds on ${states.length} positions, every wording reads in each language`, async () => {
    const { problems } = await checkTruth(page, { game, states });
    assert.deepEqual(problems, [], game);
    assert.deepEqual(page.problems, []);
  });
}

/** Every move the Why panel recommends when revealed, against the moves that leave P. */
function revealedAgainstSolver(page, { game, states }) {
  return page.evaluate(async ({ game, states }) => {
    const { loadGame } = await import('/www/games/index.js');
    const { translator } = await import('/www/strings/index.js');
    const { moveKey } = await import('/www/page/dom.js');
    const view = await loadGame(game, 'en');
    const t = translator('en');
    const problems = [];
    for (const state of states) {
      const answer = classify(state);
      if (answer.outcome !== 'N') continue;
      const winning = moves(state).filter((r) => r.outcome === 'P').map((r) => moveKey(r.move)).sort();
      const panel = document.createElement('div');
      panel.append(...view.explain(answer, state, t, { reveal: true }));
      const shown = [...new Set([...panel.querySelectorAll('[data-move]')].map((e) => e.dataset.move))].sort();
      if (JSON.stringify(shown) !== JSON.stringify(winning)) problems.push(`${JSON.stringify(state)}: shows ${shown}, wins ${winning}`);
    }
    return problems;
  }, { game, states });
}

test('the Why panel, revealed, shows every winning move and no other', async () => {
  for (const [game, states] of Object.entries(STATES)) {
    assert.deepEqual(await revealedAgainstSolver(page, { game, states }), [], game);
  }
});

const url = (state, extra = '') => `?lang=en${extra}&state=${encodeURIComponent(JSON.stringify(state))}`;

test('a pile of 10^6 with a limit of 3: three hinted take buttons, a bounded picture', async () => {
  const page = await browser.open(url({ game: 'subtraction', pile: 1000000, max: 3 }, '&hints=1'));
  await page.waitForFunction(() => document.querySelectorAll('#view [data-move][data-outcome]').length === 3);
  assert.deepEqual(await page.locator('#view [data-move]').evaluateAll((els) => els.map((e) => [e.dataset.move, e.dataset.outcome])),
    [['{"take":1}', 'N'], ['{"take":2}', 'N'], ['{"take":3}', 'N']]);
  assert.ok(await page.locator('#view *').count() < 60);
  // 1000000 = 250000 × 4: every take loses; take 1 and the pile is 999999.
  await page.locator('#view [data-move="{\\"take\\":1}"]').click();
  await page.waitForFunction(() => document.querySelectorAll('#history li').length >= 1);
  assert.match(await page.locator('#history').textContent(), /take 1/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('typed takes: wrong entries are refused next to the field with the reason', async () => {
  const page = await browser.open(url({ game: 'fibonacci-nim', pile: 1000, multiplier: 2 }));
  for (const [typed, reason] of [['abc', /abc|whole|number|Error/i], ['-1', /-1|whole|number|Error/i], ['3.5', /3\.5|whole|number|Error/i], ['1000', /1 to 999/]]) {
    await page.locator('.take-input').fill(typed);
    await page.locator('.take-button').click();
    assert.match(await page.locator('.take-error').textContent(), reason, typed);
    assert.equal(await page.locator('#history li').count(), 0);
  }
  await page.locator('.take-input').fill('５');
  await page.locator('.take-button').click();
  await page.waitForFunction(() => document.querySelectorAll('#history li').length >= 1);
  assert.match(await page.locator('#history').textContent(), /take 5/);
  await page.close();
});

test('Fibonacci Nim, 100 stones, three times: played to the end by clicking only, and won', async () => {
  const page = await browser.open(url({ game: 'fibonacci-nim', pile: 100, multiplier: 3 }, '&hints=1&opponent=computer&starts=0'));
  await page.waitForFunction(() => document.querySelectorAll('#view [data-outcome="P"]').length > 0);
  assert.deepEqual(await page.locator('#view [data-outcome="P"]').evaluateAll((els) => els.map((e) => e.dataset.move)), ['{"take":3}', '{"take":24}']);
  await page.screenshot({ path: path.join(artifacts, 'truth-b-fibonacci-100x3.png'), fullPage: true });
  for (let turn = 0; turn < 80; turn += 1) {
    await page.waitForFunction(() => !document.querySelector('#verdict').hidden
      || document.querySelector('#view [data-outcome="P"]:not([disabled])'));
    if (!(await page.locator('#verdict').isHidden())) break;
    const before = await page.locator('#history li').count();
    await page.locator('#view [data-outcome="P"]:not([disabled])').first().click();
    await page.waitForFunction((n) => document.querySelectorAll('#history li').length > n, before);
  }
  assert.equal(await page.locator('#verdict').textContent(), 'You win!');
  assert.doesNotMatch(await page.locator('#view, #history').allTextContents().then((s) => s.join(' ')), /at most 0/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('Fibonacci Nim, pile 2^64 − 1, multiplier 90 000, hints on: a bounded board and panel', async () => {
  const page = await browser.open(url({ game: 'fibonacci-nim', pile: '18446744073709551615', multiplier: 90000 }, '&hints=1'));
  await page.waitForFunction(() => document.querySelector('#view .take-input'));
  const nodes = await page.evaluate(() => document.querySelectorAll('#view *, #explain *').length);
  assert.ok(nodes < 300, `${nodes} nodes`);
  assert.deepEqual(page.problems, []);
  await page.close();
});

const PANELS = [
  ['subtraction', { game: 'subtraction', pile: 10, max: 3 }],
  ['subtraction-misere', { game: 'subtraction', pile: 10, max: 3, misere: true }],
  ['fibonacci', { game: 'fibonacci-nim', pile: 100, multiplier: 3 }],
  ['odd-even', { game: 'odd-even', variant: 'odd-wins', pile: 7, max: 2, holdings: [0, 0], toMove: 0 }],
  ['odd-even-sides', { game: 'odd-even', variant: 'odd-vs-even', pile: 8, max: 3, holdings: [1, 1], toMove: 1 }],
  ['dice', { game: 'dice', pile: 40, top: 1 }],
  ['dice-both', { game: 'dice', pile: 40, top: [1, 2], rule: 'both' }],
  ['dice-one', { game: 'dice', pile: 40, top: [1, 2], rule: 'one' }],
  ['dice-sum', { game: 'dice', pile: 40, top: [3, 4], rule: 'sum' }],
];

/** Puts the Why panel of `state`, the answer revealed, into #explain (as "Show me a winning move" will). */
function showRevealed(page, state, lang) {
  return page.evaluate(async ({ state, lang }) => {
    const { loadGame } = await import('/www/games/index.js');
    const { translator } = await import('/www/strings/index.js');
    const view = await loadGame(state.game, lang);
    document.querySelector('#explain').replaceChildren(...view.explain(classify(state), state, translator(lang), { reveal: true }));
  }, { state, lang });
}

test('screenshots of every panel: hints off, on, and the answer revealed; revealed in Chinese', async () => {
  const page = await browser.page({ viewport: { width: 1200, height: 900 } });
  for (const [name, state] of PANELS) {
    await browser.visit(page, url(state));
    const shot = (suffix) => page.screenshot({ path: path.join(artifacts, `truth-b-${name}-en-${suffix}.png`), fullPage: true });
    await shot('hints-off');
    await page.locator('#hints').check();
    await page.waitForFunction(() => document.querySelector('#view [data-outcome]'));
    await shot('hints-on');
    await showRevealed(page, state, 'en');
    await page.locator('#why').screenshot({ path: path.join(artifacts, `truth-b-${name}-en-revealed.png`) });
    assert.deepEqual(page.problems, [], name);
  }
  await page.close();
  for (const lang of ['zh-Hant', 'zh-Hans']) {
    const page = await browser.open(`?lang=${lang}`);
    for (const [name, state] of PANELS) {
      await showRevealed(page, state, lang);
      await page.locator('#why').screenshot({ path: path.join(artifacts, `truth-b-${name}-${lang}-revealed.png`) });
    }
    assert.deepEqual(page.problems, [], lang);
    await page.close();
  }
});

