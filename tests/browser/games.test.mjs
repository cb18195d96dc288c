// Every game, played in the page as a person would: set up by the form, play
// to the end by clicking, read the verdict; hints, languages, URL, phone width.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts } from '../../scripts/browser.mjs';
import { fileBrowser, NAMES, openSetUp, hintsShown } from './setup.mjs';

// Each position is an N-position: whoever moves first can force a win.
const GAMES = [
  { id: 'nim', form: { heaps: '1, 2, 4' } },
  { id: 'subtraction', form: { pile: '7', max: '3' } },
  { id: 'odd-even', form: { variant: 'odd-wins', pile: '7', max: '3', holdings: '0, 0', toMove: '0' } },
  { id: 'odd-even', name: 'odd-even-sides', form: { variant: 'odd-vs-even', pile: '6', max: '2', holdings: '0, 0', toMove: '1' } },
  { id: 'fibonacci-nim', form: { pile: '7', multiplier: '2' } },
  { id: 'dice', form: { pile: '14', top: '3' } },
  { id: 'dice', name: 'dice-two', form: { pile: '18', top: '1, 2', rule: 'both' } },
  { id: 'wythoff', form: { heaps: '2, 4' } },
];


const browser = fileBrowser();

const open = (query, options) => browser.open(query, options);

/** Chooses the game and types its position into the set-up form. */
async function setUp(page, game, { opponent, starts, hints }) {
  await openSetUp(page);
  await page.locator('#game').selectOption(game.id);
  for (const [name, value] of Object.entries(game.form)) {
    const field = page.locator(`#param-${name}`);
    if (await field.evaluate((e) => e.tagName === 'SELECT')) await field.selectOption(value);
    else await field.fill(value);
  }
  await page.locator('#opponent').selectOption(opponent);
  await page.locator('#starts').selectOption(starts);
  await page.locator('#setup button[type="submit"]').click();
  // The set-up closes once the position has been checked and is on the board.
  await page.waitForFunction(() => !document.getElementById('setup-box').open);
  if (hints) await page.locator('#hints').check();
}

/** The current position's moves, as the API gives them, keyed like the page's buttons. */
function apiMoves(page) {
  return page.evaluate(() => {
    const query = new URLSearchParams(location.search);
    let state = JSON.parse(query.get('state'));
    for (const move of JSON.parse(query.get('moves') ?? '[]')) state = play(state, move);
    return moves(state).map((r) => [JSON.stringify(r.move), r.outcome]).sort();
  });
}

/**
 * Plays until the verdict shows: on each of our turns clicks a move that the
 * hints colour green (P) if `best`, else the first move that can be clicked.
 */
async function playToTheEnd(page, { best = false, checkHints = false } = {}) {
  for (let turn = 0; turn < 60; turn += 1) {
    // The hints and the end of the game come with the analysis (#why[data-outcome]).
    await page.waitForFunction(() => !document.querySelector('#verdict').hidden
      || (document.querySelector('#view button[data-move]:not([disabled])') && document.querySelector('#why[data-outcome]')));
    if (!(await page.locator('#verdict').isHidden())) break;
    if (checkHints) {
      await hintsShown(page);
      const shown = await page.locator('#view [data-outcome]').evaluateAll((els) => els.map((e) => [e.dataset.move, e.dataset.outcome]).sort());
      assert.deepEqual(shown, await apiMoves(page), 'hints colour every move as moves() says');
    }
    if (best) await hintsShown(page);
    const green = page.locator('#view button[data-outcome="P"]:not([disabled])');
    const target = best && (await green.count()) ? green.first() : page.locator('#view button[data-move]:not([disabled])').first();
    const before = await page.locator('#history li').count();
    await target.click();
    await page.waitForFunction((n) => document.querySelectorAll('#history li').length > n, before);
  }
  return page.locator('#verdict').textContent();
}

/** Visible text of the translated parts of the page that is still in Latin letters. */
function latinLeft(page) {
  return page.evaluate((names) => {
    const parts = [...document.querySelectorAll('[data-t], #params label, #game option:checked, #view, #explain, #status, #verdict:not([hidden]), #history')]
      .map((e) => e.textContent);
    return parts.join(' ').replace(new RegExp(names, 'g'), '').match(/[A-Za-z]{2,}/g) ?? [];
  }, NAMES.source);
}

for (const game of GAMES) {
  const name = game.name ?? game.id;
  test(`${name}: the computer, starting in a winning position, wins; hints, URL and Chinese hold`, async () => {
    const page = await open('?lang=en');
    await setUp(page, game, { opponent: 'computer', starts: '1', hints: true });
    assert.equal(await page.evaluate(() => document.querySelector('#status').textContent.includes('Error')), false);
    const verdict = await playToTheEnd(page, { checkHints: true });
    assert.equal(verdict, 'The computer wins.');
    assert.equal(await page.locator('#verdict').getAttribute('data-winner'), '1');
    assert.match(await page.locator('#announce').textContent(), /computer wins/i);
    await page.screenshot({ path: path.join(artifacts, `game-${name}.png`), fullPage: true });

    // The URL reopens the same position and history.
    const moves = await page.locator('#history li').count();
    await browser.visit(page, new URL(page.url()).search);
    await page.locator('#verdict').waitFor();
    assert.equal(await page.locator('#history li').count(), moves);
    assert.equal(await page.locator('#verdict').textContent(), verdict);

    // Switching to Traditional Chinese leaves only names and numbers in Latin letters.
    await page.locator('#lang').selectOption('zh-Hant');
    // The page switches once the Chinese strings have loaded, all at once.
    await page.waitForFunction(() => document.documentElement.lang === 'zh-Hant');
    assert.deepEqual(await latinLeft(page), []);
    assert.equal(await page.locator('#verdict').textContent(), '電腦贏了。');
    await page.screenshot({ path: path.join(artifacts, `game-${name}-zh-Hant.png`), fullPage: true });
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  test(`${name}: the computer letting you win loses`, async () => {
    const page = await open('?lang=en');
    await setUp(page, game, { opponent: 'lose', starts: '0', hints: true });
    assert.equal(await playToTheEnd(page, { best: true }), 'You win!');
    assert.equal(await page.locator('#verdict').getAttribute('data-winner'), '0');
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

test('odd-even: you may be the second player; the holdings and the winner follow toMove', async () => {
  const state = { game: 'odd-even', variant: 'odd-wins', pile: 0, max: 3, holdings: [4, 3], toMove: 1 };
  // Player 1 (second) is to move and holds 3 (odd): the game is over, player 1 has won.
  const page = await open(`?lang=en&starts=0&state=${encodeURIComponent(JSON.stringify(state))}`);
  // The end of the game is known once the analysis comes from the Worker.
  await page.locator('#verdict').waitFor();
  // A game over before its first move: the verdict says why, as the rule has it.
  assert.equal(await page.locator('#verdict').textContent(), 'The pile is empty; by the parities of what each holds, you won.');
  assert.equal(await page.locator('#verdict').getAttribute('data-winner'), '0');
  const other = await open(`?lang=en&starts=1&state=${encodeURIComponent(JSON.stringify(state))}`);
  await other.locator('#verdict').waitFor();
  assert.equal(await other.locator('#verdict').textContent(), 'The pile is empty; by the parities of what each holds, the computer won.');
  assert.match(await other.locator('.holding[data-player="1"]').textContent(), /computer/);
  await page.close();
  await other.close();
});

test('the die game: Roll throws the opening die and takes its value', async () => {
  const page = await open('?lang=en');
  await openSetUp(page);
  await page.locator('#game').selectOption('dice');
  await page.locator('#param-pile').fill('30');
  await page.locator('#param-top').fill('1');
  await page.locator('#roll').click();
  // The rolled position is played once the Worker's analysis says it can be.
  await page.locator('#rolled:not([hidden])').waitFor();
  const state = JSON.parse(new URL(page.url()).searchParams.get('state'));
  assert.ok(state.top >= 1 && state.top <= 6);
  assert.equal(state.pile, 30 - state.top);
  assert.match(await page.locator('#announce').textContent(), new RegExp(`Rolled ${state.top}`));
  assert.match(await page.locator('#rolled').textContent(), new RegExp(`Rolled ${state.top}`), 'the roll is shown as well as announced');
  await openSetUp(page);
  await page.locator('#random').click();
  await page.waitForFunction(() => JSON.parse(new URLSearchParams(location.search).get('state')).top !== undefined
    && !document.querySelector('#rolled:not([hidden])'));
  const random = JSON.parse(new URL(page.url()).searchParams.get('state'));
  assert.equal(random.game, 'dice');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a pile of 10^18 is a number and a typed take, not a million stones', async () => {
  const state = { game: 'subtraction', pile: '1000000000000000001', max: 3 };
  const page = await open(`?lang=en&state=${encodeURIComponent(JSON.stringify(state))}`);
  assert.equal(await page.locator('.stone').count(), 0);
  await page.locator('.take-input').fill('1');
  await page.locator('.take-button').click();
  await page.waitForFunction(() => document.querySelectorAll('#history li').length >= 1);
  assert.match(await page.locator('#history').textContent(), /You: take 1/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('phone width: no sideways scroll for any game, light and dark', async () => {
  const page = await browser.page({ viewport: { width: 375, height: 800 }, colorScheme: 'light' });
  for (const game of GAMES) {
    await browser.visit(page, '?lang=zh-Hant&hints=1');
    await setUp(page, game, { opponent: 'computer', starts: '0', hints: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `${game.name ?? game.id} is ${width}px wide`);
  }
  await page.screenshot({ path: path.join(artifacts, 'phone-light.png'), fullPage: true });
  // Dark only changes colours (www/board/game.css sets its custom properties), not widths: the last game, photographed.
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 375, 'dark');
  await page.screenshot({ path: path.join(artifacts, 'phone-dark.png'), fullPage: true });
  assert.deepEqual(page.problems, []);
  await page.close();
});
