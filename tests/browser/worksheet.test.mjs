// Worksheets (docs/WORKSHEETS.md): the practice score that `gameover`
// carries, a mistake taken back still counted in it; worksheet.html built
// through its form and through its URL; the snippet, the download (a zip of
// the page and the element's files, played over http, and saying what to do
// when opened from disk); the student view played to the end with a
// deliberate mistake, its results row and CSV; the printout (print media:
// no controls, every board drawn, a PDF in test-results/).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openBrowser } from '../../scripts/browser.mjs';

let browser;
before(async () => {
  browser = await openBrowser();
});
after(async () => {
  await browser?.close();
});

const MODULE = '<script type="module" src="/www/nimlab-game.js"></script>';

/** The last `gameover` detail of element `#id`, once there are `count` of them. */
function gameOver(page, id, count = 1) {
  return page.waitForFunction(([which, n]) => {
    const seen = window.ended?.[which] ?? [];
    return seen.length >= n && seen[n - 1];
  }, [id, count]).then((handle) => handle.jsonValue());
}

/** Records each element's `gameover` details in window.ended. */
const recordGameOver = () => {
  window.ended = {};
  document.addEventListener('gameover', (event) => {
    (window.ended[event.target.id] ??= []).push(event.detail);
  });
};

test('practice: gameover carries the score, and a mistake taken back stays in it', async () => {
  const page = await browser.page({ viewport: { width: 900, height: 900 } });
  await page.addInitScript(recordGameOver);
  // Nim 1-2: the win is to take 1 from the second row; taking both is the mistake.
  await browser.html(page, 'worksheet-score', `${MODULE}
    <nimlab-game id="a" state='{"game":"nim","heaps":[1,2]}' lang="en" practice></nimlab-game>`);
  const mistake = '{"heap":1,"take":2}';
  await page.locator(`#a #view [data-move='${mistake}']`).click();
  const first = await gameOver(page, 'a');
  assert.equal(first.winner, 1);
  assert.deepEqual(first.score, { moves: 1, kept: 0, mistakes: [{ ply: 0, move: { heap: 1, take: 2 }, better: { heap: 1, take: 1 } }] });

  // "Take it back and play that": the better move, then the last coin; the mistake still counts.
  await page.locator('#a #practice button.try').click();
  await page.locator('#a #view [data-move]').first().waitFor();
  await page.waitForFunction(() => document.querySelector('#a').position?.heaps.reduce((a, b) => a + b, 0) === 1);
  await page.locator('#a #view [data-move]').first().click();
  const second = await gameOver(page, 'a', 2);
  assert.equal(second.winner, 0);
  assert.equal(second.score.moves, 3, 'two moves on the board and the mistake taken back');
  assert.equal(second.score.kept, 2);
  assert.deepEqual(second.score.mistakes, first.score.mistakes);
  const said = await page.locator('#a #practice').textContent();
  assert.match(said, /Score: 2 of your 3 moves were the best/);
  assert.match(said, /Mistakes taken back still count: 1/);
  assert.equal(await page.locator('#a #practice').getAttribute('data-score'), '2/3');

  // Without practice, gameover has no score.
  await page.evaluate(() => document.querySelector('#a').removeAttribute('practice'));
  await page.evaluate(() => document.querySelector('#a').setAttribute('state', '{"game":"nim","heaps":[1]}'));
  await page.locator('#a #view [data-move]').first().click();
  const third = await gameOver(page, 'a', 3);
  assert.equal(third.score, undefined);
  assert.deepEqual(page.problems, []);
});
