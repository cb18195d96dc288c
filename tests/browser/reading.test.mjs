// The board reads as the game is: at 320, 390, 768 and 1280 px (a finger on
// the narrow ones) and in three languages, a row of coins is one row (two
// coins look adjacent exactly when they are), and with hints off the Why
// panel names no verdict and no move before it is asked. Screenshots of the
// 12 coins at each width, before and after a move, go to test-results/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { openBrowser, artifacts } from '../../scripts/browser.mjs';

const SCREENS = [
  { name: '320', viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true },
  { name: '390', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: '768', viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true },
  { name: '1280', viewport: { width: 1280, height: 800 } },
];
const LANGS = ['en', 'zh-Hant', 'zh-Hans'];
const ROWS = [
  { game: 'kayles', rows: [12], misere: true },
  { game: 'kayles', rows: [60] },
  { game: 'kayles', rows: [3, 9, 1] },
  { game: 'nim', heaps: [3, 9, 14] },
  { game: 'wythoff', heaps: [14, 9] },
  { game: 'grundy', heaps: [14] },
  { game: 'octal', code: '0.07', heaps: [20] },
];
// A verdict or its terms, in each language: none may show before it is asked for.
const VERDICT = /P-position|N-position|\bwins\b|\bloses\b|\bsafe\b|\bunsafe\b|P）|N）|必胜|必勝|必败|必敗|必输|必輸|可控局|安全狀態|不安全/;

let browser;
before(async () => {
  browser = await openBrowser();
});
after(async () => {
  await browser?.close();
});

const query = (state, lang, extra = '') => `?lang=${lang}${extra}&state=${encodeURIComponent(JSON.stringify(state))}`;

/** For each row on the board: the centres of its coins (by object index) and the worst spacing it shows. */
function spacing(page) {
  return page.evaluate(() => [...document.querySelectorAll('#view [data-keyrow]')].map((row) => {
    const coins = [...row.querySelectorAll('.coin')].map((coin) => {
      const box = coin.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    let adjacent = 0;
    let apart = Infinity;
    for (let i = 0; i < coins.length; i += 1) {
      for (let j = i + 1; j < coins.length; j += 1) {
        const d = Math.hypot(coins[i].x - coins[j].x, coins[i].y - coins[j].y);
        if (j === i + 1) adjacent = Math.max(adjacent, d);
        else apart = Math.min(apart, d);
      }
    }
    return { coins: coins.length, adjacent, apart };
  }).filter((row) => row.coins > 1));
}

for (const screen of SCREENS) {
  test(`${screen.name} px: a row of coins is one row, and the Why panel waits to be asked`, async () => {
    const { name, ...options } = screen;
    const page = await browser.page(options);
    for (const lang of LANGS) {
      for (const state of ROWS) {
        await page.goto(`${browser.origin}/index.html${query(state, lang)}`);
        await page.evaluate(() => window.nimlab.ready);
        await page.locator('#why[data-outcome]').waitFor({ state: 'attached' });
        const label = `${JSON.stringify(state)} in ${lang} at ${name}`;
        for (const row of await spacing(page)) {
          assert.ok(row.apart > 1.3 * row.adjacent, `${label}: coins not adjacent ${row.apart} px apart, adjacent ones up to ${row.adjacent}`);
        }
        const why = await page.locator('#why').evaluate((box) => box.innerText);
        assert.doesNotMatch(why, VERDICT, `${label}: the Why panel answers before it is asked`);
        assert.equal(await page.locator('#why [data-move]').count(), 0, `${label}: a move in the Why panel`);
        assert.equal(await page.locator('#value-history [data-outcome]').count(), 0, `${label}: the value history tells the start's value`);
      }
    }
    // The 12 coins, before and after a move; then asked, the answer comes.
    await page.goto(`${browser.origin}/index.html${query(ROWS[0], 'en')}`);
    await page.evaluate(() => window.nimlab.ready);
    await page.locator('#why[data-outcome]').waitFor({ state: 'attached' });
    // The screen as it is (a full-page screenshot of an emulated phone is laid out again without its touch).
    await page.screenshot({ path: path.join(artifacts, `reading-12-coins-${name}-start.png`) });
    await page.locator('#view .coin').nth(5).click();
    await page.waitForFunction(() => document.querySelectorAll('#history li').length === 2);
    await page.locator('#view button[data-move]:not([disabled])').first().waitFor();
    await page.locator('#view').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(artifacts, `reading-12-coins-${name}-after.png`) });
    assert.doesNotMatch(await page.locator('#why').evaluate((box) => box.innerText), VERDICT, `after a move at ${name}`);
    if (!(await page.locator('#why-box').evaluate((box) => box.open))) await page.locator('#why-box > summary').click();
    await page.locator('#why .ask').click();
    await page.locator('#why .position').waitFor();
    assert.match(await page.locator('#why .position').textContent(), /[PN]-position/);
    assert.equal(await page.locator('#why [data-move]').count(), 0, 'asked who wins, not for a move');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

test('390 px with touch: after a mistake in practice, the verdict and the better move are in view once the computer has replied', async () => {
  const page = await browser.page({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const state of [{ game: 'nim', heaps: [3, 4, 5] }, { game: 'kayles', rows: [12] }]) {
    await page.goto(`${browser.origin}/index.html${query(state, 'en', '&practice=1')}`);
    await page.evaluate(() => window.nimlab.ready);
    await page.locator('#why[data-outcome]').waitFor({ state: 'attached' });
    // A move that loses the win: one the solver says leaves an N-position.
    const losing = await page.evaluate((s) => window.nimlab.moves(s).find((r) => r.outcome === 'N').move, state);
    await page.locator(`#view [data-move='${JSON.stringify(losing)}']`).tap();
    await page.waitForFunction(() => document.querySelectorAll('#history li').length === 2);
    await page.locator('#practice[data-kept="false"]').waitFor();
    await page.waitForTimeout(100);
    const seen = await page.locator('#practice').evaluate((line) => {
      const box = line.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, better: line.querySelector('[data-move]') !== null };
    });
    assert.ok(seen.better, `${state.game}: the better move is named`);
    assert.ok(seen.top >= 0 && seen.bottom <= 844 + 1, `${state.game}: the verdict is at ${seen.top}–${seen.bottom} px`);
    await page.screenshot({ path: path.join(artifacts, `reading-practice-${state.game}-390.png`) });
  }
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

// Every game's board and Why panel with everything shown (hints, the best move), in each language.
const GAMES = [
  { game: 'nim', heaps: [14, 15, 18, 22] },
  { game: 'nim', heaps: [5, 14, 19] },
  { game: 'nim', heaps: [0, 0, 3], misere: true },
  { game: 'wythoff', heaps: [6, 9] },
  { game: 'subtraction', pile: 21, max: 3 },
  { game: 'odd-even', variant: 'odd-vs-even', pile: 10, max: 3, holdings: [0, 0], toMove: 0 },
  { game: 'fibonacci-nim', pile: 100, multiplier: 3 },
  { game: 'dice', pile: 24, top: [1, 2], rule: 'both' },
  { game: 'kayles', rows: [12], misere: true },
  { game: 'octal', code: '0.07', heaps: [6, 9], misere: true },
  { game: 'grundy', heaps: [9] },
  { game: 'sum', parts: [{ game: 'nim', heaps: [3, 5] }, { game: 'kayles', rows: [9] }] },
];

test('no article is cited by its number: the text names it as a reader knows it, and the sources line gives it in full', async () => {
  const page = await browser.page({ viewport: { width: 1280, height: 900 } });
  for (const lang of LANGS) {
    for (const state of GAMES) {
      await page.goto(`${browser.origin}/index.html${query(state, lang, '&hints=1&reveal=1&opponent=lose')}`);
      await page.evaluate(() => window.nimlab.ready);
      await page.locator('#why[data-outcome]').waitFor({ state: 'attached' });
      await page.locator('#explain .position').waitFor();
      // A number in binary is not a citation.
      const text = (await page.locator('body').innerText()).replace(/(binary|二進位是|二进制是|二進位|二进制)\s*[01]+/g, '');
      assert.doesNotMatch(text, /\b00[0-4]\b/, `${JSON.stringify(state)} in ${lang}`);
    }
  }
  // Nim's Why panel names the articles and gives them in full.
  await page.goto(`${browser.origin}/index.html${query(GAMES[0], 'en', '&hints=1')}`);
  await page.locator('#explain .sources').waitFor();
  assert.match(await page.locator('#explain .sources').textContent(), /Chang Jenn-Hwa.*Nim and its variants.*1978/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a shared link carries the position, and a language only when one was chosen on purpose', async () => {
  const page = await browser.page({ viewport: { width: 1280, height: 900 }, locale: 'zh-TW' });
  await page.goto(`${browser.origin}/index.html?state=${encodeURIComponent(JSON.stringify({ game: 'nim', heaps: [3, 4, 5] }))}&opponent=human`);
  await page.evaluate(() => window.nimlab.ready);
  await page.locator('#why[data-outcome]').waitFor({ state: 'attached' });
  await page.locator('#view .coin').first().click();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('moves'));
  const shared = new URL(page.url()).searchParams;
  assert.equal(shared.get('lang'), null, 'the reader\'s language, not the sharer\'s');
  assert.equal(JSON.parse(shared.get('state')).game, 'nim');
  await page.locator('#lang').selectOption('en');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('lang') === 'en');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('1100 px: the Why panel\'s binary table fits, its last column (the others\' XOR) whole', async () => {
  const page = await browser.page({ viewport: { width: 1100, height: 900 } });
  for (const lang of LANGS) {
    await page.goto(`${browser.origin}/index.html${query({ game: 'nim', heaps: [14, 15, 18, 22] }, lang, '&hints=1&reveal=1')}`);
    await page.evaluate(() => window.nimlab.ready);
    await page.locator('#explain .position').waitFor();
    const table = await page.locator('#why table.nim-table').evaluate((t) => ({ scroll: t.scrollWidth, client: t.clientWidth }));
    assert.ok(table.scroll <= table.client, `${lang}: the table is ${table.scroll} px in ${table.client}`);
  }
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
