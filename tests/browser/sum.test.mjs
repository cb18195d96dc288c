// Sums of games on the page (docs/GAMES.md, "Sums of games"): a student builds a sum in the set-up
// by clicking and typing, plays it to the end against the computer, and the
// Why panel's claims agree with classify; the drawing's claims held to the
// solver on small sums in every language; the URL, the Embed dialog and the
// element keep the sum.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts } from '../../scripts/browser.mjs';
import { fileBrowser, openSetUp } from './setup.mjs';
import { checkTruth } from './truth.mjs';


// Small sums of every game a part may be; each part small enough for the search.
const SMALL = [
  { game: 'sum', parts: [] },
  { game: 'sum', parts: [{ game: 'nim', heaps: [3] }, { game: 'nim', heaps: [3] }] },
  { game: 'sum', parts: [{ game: 'nim', heaps: [1, 2] }, { game: 'kayles', rows: [4] }] },
  { game: 'sum', parts: [{ game: 'kayles', rows: [3, 1] }, { game: 'wythoff', heaps: [1, 2] }] },
  { game: 'sum', parts: [{ game: 'wythoff', heaps: [3, 5] }, { game: 'subtraction', pile: 6, max: 3 }] },
  { game: 'sum', parts: [{ game: 'subtraction', pile: 5, max: 2 }, { game: 'fibonacci-nim', pile: 6 }] },
  { game: 'sum', parts: [{ game: 'dice', pile: 9, top: 3 }, { game: 'nim', heaps: [2] }] },
  { game: 'sum', parts: [{ game: 'octal', code: '0.6', heaps: [5] }, { game: 'grundy', heaps: [6] }] },
  { game: 'sum', parts: [{ game: 'nim', heaps: [3] }, { game: 'kayles', rows: [7] }, { game: 'wythoff', heaps: [3, 5] }, { game: 'octal', code: '0.6', heaps: [10] }] },
  { game: 'sum', parts: [{ game: 'nim', heaps: [1, 1] }, { game: 'nim', heaps: [2] }], misere: true },
  { game: 'sum', parts: [{ game: 'nim', heaps: [1] }, { game: 'nim', heaps: [1, 1] }], misere: true },
  { game: 'sum', parts: [{ game: 'kayles', rows: [4] }, { game: 'kayles', rows: [1] }], misere: true },
  { game: 'sum', parts: [{ game: 'nim', heaps: [2] }, { game: 'subtraction', pile: 4, max: 2 }], misere: true },
  // A part past what nimlab knows, the others' XOR 0: the sum is as that part.
  { game: 'sum', parts: [{ game: 'wythoff', heaps: [1000000, 3] }, { game: 'nim', heaps: [0] }] },
];
const ALL_PARTS = { game: 'sum', parts: ['nim', 'wythoff', 'subtraction', 'fibonacci-nim', 'dice', 'kayles', 'octal', 'grundy'].map((game) => ({ game })) };

const browser = fileBrowser();

/** The position on the board, from the URL the page keeps. */
function current(page) {
  return page.evaluate(() => {
    const query = new URLSearchParams(location.search);
    let state = JSON.parse(query.get('state'));
    for (const move of JSON.parse(query.get('moves') ?? '[]')) state = play(state, move);
    return state;
  });
}

/** Adds a part of `game` in the sum's set-up and types its fields; `named` picks a named octal code. */
async function addPart(page, game, form, named) {
  await page.locator('#sum-add-game').selectOption(game);
  await page.locator('#sum-add').click();
  const part = page.locator('#sum-parts > fieldset').last();
  if (named) await part.locator('select[id$="-code-named"]').selectOption(named);
  for (const [name, value] of Object.entries(form)) await part.locator(`[data-param="${name}"]`).fill(value);
}

test('a student builds Nim 3 + Kayles 7 + Wythoff (3, 5) + Officers 10, plays it to the end, and the Why panel holds', async () => {
  const page = await browser.open('?lang=en');
  await openSetUp(page);
  await page.locator('#game').selectOption('sum');
  // The set-up starts with a sum of its own: remove its parts, then add the four.
  while (await page.locator('#sum-parts .sum-remove').count()) await page.locator('#sum-parts .sum-remove').first().click();
  await addPart(page, 'nim', { heaps: '3' });
  await addPart(page, 'kayles', { rows: '7' });
  await addPart(page, 'wythoff', { heaps: '3, 5' });
  await addPart(page, 'octal', { heaps: '10' }, '0.6');
  assert.equal(await page.locator('#sum-parts fieldset').last().locator('[data-param="code"]').inputValue(), '0.6');
  await page.locator('#opponent').selectOption('computer');
  await page.locator('#starts').selectOption('0');
  await page.locator('#setup button[type="submit"]').click();
  // The set-up closes once the position has been checked and is on the board.
  await page.waitForFunction(() => !document.getElementById('setup-box').open);
  await page.locator('#hints').check();
  const start = await current(page);
  assert.deepEqual(start, {
    game: 'sum',
    parts: [{ game: 'nim', heaps: [3] }, { game: 'kayles', rows: [7] }, { game: 'wythoff', heaps: [3, 5] }, { game: 'octal', code: '0.6', heaps: [10] }],
    misere: false,
  });
  assert.deepEqual(await page.locator('#view .sum-part').evaluateAll((parts) => parts.map((p) => p.getAttribute('aria-label'))),
    ['Part 1: Nim', 'Part 2: Kayles', 'Part 3: Wythoff’s game', 'Part 4: Officers (0.6)']);
  const first = await page.evaluate((state) => classify(state).outcome, start);

  for (let turn = 0; turn < 80; turn += 1) {
    await page.waitForFunction(() => !document.querySelector('#verdict').hidden
      || (document.querySelector('#view button[data-move]:not([disabled])') && document.querySelector('#why[data-outcome]')
        && document.querySelector('#view [data-outcome]')));
    if (!(await page.locator('#verdict').isHidden())) break;
    const state = await current(page);
    const answer = await page.evaluate((s) => classify(s), state);
    // Every claim of the Why panel is classify's; every control a move of the sum, marked with what it leaves.
    const claims = await page.locator('#why[data-outcome], #explain [data-outcome]').evaluateAll((els) => els.map((e) => e.dataset.outcome));
    assert.ok(claims.length >= 2, 'the Why panel states the outcome');
    assert.deepEqual([...new Set(claims)], [answer.outcome], JSON.stringify(state));
    const shown = await page.locator('#view [data-move][data-outcome]').evaluateAll((els) => els.map((e) => [e.dataset.move, e.dataset.outcome]));
    const listed = new Map(await page.evaluate((s) => moves(s).map((r) => [JSON.stringify(r.move), r.outcome]), state));
    for (const [move, outcome] of shown) assert.equal(outcome, listed.get(move), `${move} in ${JSON.stringify(state)}`);
    const green = page.locator('#view button[data-outcome="P"]:not([disabled])');
    const target = (await green.count()) ? green.first() : page.locator('#view button[data-move]:not([disabled])').first();
    const before = await page.locator('#history li').count();
    await target.click();
    await page.waitForFunction((n) => document.querySelectorAll('#history li').length > n, before);
  }
  assert.equal(await page.locator('#verdict').textContent(), first === 'N' ? 'You win!' : 'The computer wins.');
  assert.match(await page.locator('#history li').first().textContent(), /^You: part \d, [^:]+: /);
  await page.screenshot({ path: path.join(artifacts, 'sum-played.png'), fullPage: true });

  // The URL reopens the sum and its moves.
  const again = await browser.open(new URL(page.url()).search);
  await again.locator('#verdict').waitFor();
  assert.equal(await again.locator('#history li').count(), await page.locator('#history li').count());
  assert.equal((await current(again)).game, 'sum');
  assert.deepEqual(page.problems, []);
  assert.deepEqual(again.problems, []);
  await page.close();
  await again.close();
});

test('the Why panel teaches the theorem once asked: each part\'s nimber and why, the XOR in binary, the part to move in once revealed', async () => {
  const state = SMALL[8];
  const page = await browser.open(`?lang=en&state=${encodeURIComponent(JSON.stringify(state))}`);
  await page.locator('#why[data-outcome]').waitFor({ state: 'attached' });
  const answer = await page.evaluate((s) => classify(s), state);
  // With hints off the panel waits to be asked who can win.
  assert.equal(await page.locator('#explain table').count(), 0, 'nothing of the answer before it is asked for');
  await page.locator('#explain .ask').click();
  await page.locator('#explain table.sum-parts').waitFor();
  const rows = await page.locator('#explain table.sum-parts tr').count();
  assert.equal(rows, 1 + state.parts.length);
  assert.match(await page.locator('#explain table.sum-binary').textContent(), /⊕/);
  assert.equal(await page.locator('#explain [data-move]').count(), 0, 'no move named before it is asked for');
  if (answer.outcome === 'N') {
    await page.locator('#reveal').click();
    await page.locator('#explain [data-move]').first().waitFor();
    const move = JSON.parse(await page.locator('#explain [data-move]').first().getAttribute('data-move'));
    assert.equal(await page.evaluate(({ s, m }) => classify(play(s, m)).outcome, { s: state, m: move }), 'P');
    assert.match(await page.locator('#explain').textContent(), /Move in part \d/);
  }
  await page.screenshot({ path: path.join(artifacts, 'sum-why.png'), fullPage: true });
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the sum\'s drawing tells the truth on small sums, in every language', async () => {
  const page = await browser.open('?lang=en');
  // The parts' drawings and strings, as a board of each sum would load them.
  assert.deepEqual((await checkTruth(page, { game: 'sum', load: ALL_PARTS, states: SMALL })).problems, []);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a part that pages its board keeps the sum\'s moves and its page', async () => {
  const state = { game: 'sum', parts: [{ game: 'nim', heaps: [2] }, { game: 'kayles', rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }] };
  const page = await browser.open(`?lang=en&hints=1&state=${encodeURIComponent(JSON.stringify(state))}`);
  await page.locator('#view [data-outcome]').first().waitFor();
  await page.locator('#view .sum-part').nth(1).locator('.page-button').nth(1).click();
  await page.locator('#view .sum-part').nth(1).getByText('group 11', { exact: true }).waitFor();
  const keys = await page.locator('#view [data-move]').evaluateAll((els) => els.map((e) => JSON.parse(e.dataset.move)));
  assert.ok(keys.length > 0 && keys.every((m) => Number.isInteger(m.part) && m.move), JSON.stringify(keys.slice(0, 3)));
  const before = await page.locator('#history li').count();
  await page.locator('#view .sum-part').nth(1).getByRole('button', { name: /coin 1 of group 11/ }).first().click();
  await page.waitForFunction((n) => document.querySelectorAll('#history li').length > n, before);
  assert.match(await page.locator('#history li').first().textContent(), /part 2, Kayles: take coin 1 of group 11/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('Random position with the sum chosen deals a sum of small parts', async () => {
  const page = await browser.open('?lang=zh-Hans');
  await openSetUp(page);
  await page.locator('#game').selectOption('sum');
  await page.locator('#random').click();
  await page.waitForFunction(() => JSON.parse(new URLSearchParams(location.search).get('state')).game === 'sum');
  const state = await current(page);
  assert.ok(state.parts.length >= 2 && state.parts.length <= 4);
  assert.equal(await page.locator('#view .sum-part').count(), state.parts.length);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('<nimlab-game> plays a sum, and the Embed dialog embeds one', async () => {
  const state = { game: 'sum', parts: [{ game: 'nim', heaps: [2] }, { game: 'kayles', rows: [3] }] };
  const page = await browser.page({ viewport: { width: 900, height: 900 } });
  await browser.html(page, 'sum-element', `<script type="module" src="/www/nimlab-game.js"></script>
    <nimlab-game state='${JSON.stringify(state)}' lang="zh-Hant" hints></nimlab-game>`);
  const element = page.locator('nimlab-game');
  await element.locator('#view [data-outcome="P"]').first().waitFor();
  assert.equal(await element.locator('#view .sum-part').count(), 2);
  assert.match(await element.locator('#view .sum-part').first().getAttribute('aria-label'), /^子遊戲 1：拈$/);
  await element.locator('#view [data-outcome="P"]').first().click();
  await page.waitForFunction(() => document.querySelector('nimlab-game').shadowRoot.querySelectorAll('#history li').length >= 2);
  assert.match(await element.locator('#history li').first().textContent(), /子遊戲 \d/);
  assert.deepEqual(page.problems, []);
  await page.close();

  const playground = await browser.open(`?lang=en&state=${encodeURIComponent(JSON.stringify(state))}`);
  await playground.locator('#view .sum-part').first().waitFor();
  await playground.locator('#embed').click();
  await playground.locator('#embed-dialog').waitFor();
  const snippet = await playground.locator('#embed-snippet').inputValue();
  assert.match(snippet, /<nimlab-game state='\{"game":"sum","parts":\[\{"game":"nim","heaps":\[2\]\},\{"game":"kayles","rows":\[3\]\}\]\}'/);
  assert.deepEqual(playground.problems, []);
  await playground.close();
});
