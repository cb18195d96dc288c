// A worksheet of games: a page of 100 <nimlab-game> elements of every
// game, some heavy, answers every board on screen first, redraws each board
// a bounded number of times, and is idle after; one Worker serves them all
// and asks nothing twice. Positions of more than 10 000 moves play against
// the computer; a new position, a removed element or Stop cut the question
// nobody waits for; a 5 MB state attribute and a link of 65 parts are
// refused before they cost anything. What is asserted are counts and
// orders, which a busy machine does not change; the times go to
// test-results/scale.json, and the long tasks of the same page are
// measured by `node scripts/bench-longtasks.mjs` (docs/PERFORMANCE.md).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { openBrowser, artifacts } from '../../scripts/browser.mjs';
import { worksheet, worksheetPage, recordAnswers, ON_TOP } from '../../bench/worksheet.mjs';

let browser;
const figures = { loadAverage: loadavg().map((n) => Math.round(n * 10) / 10), cores: cpus().length };
before(async () => {
  browser = await openBrowser();
});
after(async () => {
  await browser?.close();
  writeFileSync(path.join(artifacts, 'scale.json'), `${JSON.stringify(figures, null, 2)}\n`);
});

const json = (state) => JSON.stringify(state).replace(/'/g, '&#39;');

/** The solver's counts (solver/solver.js) on `page`, its module from `origin`. */
const stats = (page, origin = browser.origin) => page.evaluate(async (o) => (await import(`${o}/www/solver/solver.js`)).solverStats(), origin);

/** Waits until the solver of `page` has nothing to do, and its counts have not moved for a second; resolves to them. */
async function quiet(page, origin) {
  let last = null;
  for (;;) {
    const now = await stats(page, origin);
    if (now.waiting === 0 && !now.running && last && JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now.waiting === 0 && !now.running ? now : null;
    await page.waitForTimeout(1000);
  }
}

test('a page of 100 elements answers the boards on screen first, redraws each board a bounded number of times, asks each position once, and is idle after', async () => {
  // Two rows of boards on screen: a board names its game and opponent and
  // folds its Why panel under it, about 950 px tall at this width.
  const page = await browser.page({ viewport: { width: 1400, height: 1600 } });
  await page.addInitScript(recordAnswers);
  const games = worksheet();
  await browser.html(page, 'worksheet', worksheetPage(games));
  await page.waitForFunction(() => Object.keys(window.answered).length === 100, null, { timeout: 180000, polling: 500 });
  const settled = await quiet(page);
  const boards = await page.evaluate(() => [...document.querySelectorAll('nimlab-game')].map((element) => {
    const box = element.getBoundingClientRect();
    const root = element.shadowRoot;
    return {
      id: element.id,
      onScreen: box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth,
      at: window.answered[element.id],
      tasks: window.boardTasks[element.id],
      refused: root.querySelector('.error')?.textContent ?? null,
      moves: root.querySelectorAll('#history li').length,
    };
  }));
  assert.deepEqual(boards.filter((b) => b.refused).map((b) => `${b.id}: ${b.refused}`), [], 'every position of the worksheet is played');
  const shown = boards.filter((b) => b.onScreen);
  const hidden = boards.filter((b) => !b.onScreen);
  assert.ok(shown.length >= 8, `${shown.length} boards on screen`);
  // The boards on screen are the last of the page: in the page's order they would come last.
  assert.ok(shown.every((b) => Number(b.id.slice(1)) >= 100 - ON_TOP), 'the boards on screen are the last of the page');
  const lastShown = Math.max(...shown.map((b) => b.at));
  const hiddenBefore = hidden.filter((b) => b.at < lastShown).length;
  assert.ok(hiddenBefore < hidden.length / 2, `${hiddenBefore} of ${hidden.length} boards off screen answered before the last on screen`);
  const firstAt = Math.min(...boards.map((b) => b.at));

  // Each position asked once: the start of every board and each position a
  // computer's move left (no position was let go of and asked again).
  const distinct = new Set(games.map((g) => JSON.stringify(g.state))).size;
  const computerMoves = boards.reduce((sum, b) => sum + b.moves, 0);
  assert.ok(settled.asked <= distinct + computerMoves, `${settled.asked} questions for ${distinct} positions and ${computerMoves} moves`);
  assert.equal(settled.mode, 'worker');
  // One Worker, and another only beside a long question (the spare that takes over after a cut).
  const spares = settled.workers - 1 - settled.cut - settled.deferred;
  assert.ok(spares === 0 || spares === 1, `${settled.workers} Workers for ${settled.cut + settled.deferred} cuts`);

  // The page's thread draws a board when its own answer comes, not when
  // another board's does: the tasks that change a board are a few for each
  // position it shows, whatever the other 99 do. (How long those tasks take
  // is the long-task benchmark's figure, not a test's.)
  const busiest = boards.reduce((most, b) => (b.tasks > most.tasks ? b : most));
  assert.ok(boards.every((b) => b.tasks <= 12 * (b.moves + 1)), `tasks that changed a board: ${busiest.id} ${busiest.tasks} for ${busiest.moves} moves`);

  // Idle: in three seconds nothing is asked and no board changes.
  const tasksBefore = await page.evaluate(() => ({ ...window.boardTasks }));
  await page.waitForTimeout(3000);
  const after3s = await stats(page);
  assert.equal(after3s.asked, settled.asked, 'nothing asked while idle');
  assert.deepEqual(await page.evaluate(() => ({ ...window.boardTasks })), tasksBefore, 'no board changed while idle');

  // Scrolled through and back: every board keeps its answer, nothing is asked again.
  for (const y of [3000, 6000, 100000, 0]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(300);
  }
  assert.equal((await quiet(page)).asked, settled.asked, 'scrolling asks nothing again');

  figures.worksheet = {
    boards: boards.length,
    onScreen: shown.length,
    firstVerdictMs: firstAt,
    lastOnScreenMs: lastShown,
    lastOnScreenAfterFirstMs: lastShown - firstAt,
    lastOfAllMs: Math.max(...boards.map((b) => b.at)),
    offScreenAnsweredBeforeLastOnScreen: hiddenBefore,
    order: boards.slice().sort((a, b) => a.at - b.at).map((b) => `${b.onScreen ? '*' : ''}${b.id}@${b.at}`).join(' '),
    questions: settled,
    tasksThatChangedABoard: { most: busiest.tasks, mostMoves: busiest.moves, total: boards.reduce((sum, b) => sum + b.tasks, 0), byBoard: boards.map((b) => `${b.tasks}/${b.moves}`).join(' ') },
  };
  console.log('worksheet of 100:', JSON.stringify(figures.worksheet));
  assert.deepEqual(page.problems, []);
  await page.close();
});

/** A page of this origin holding `body` after the element's script. */
async function openElements(name, body, options = {}) {
  const page = await browser.page({ viewport: { width: 1000, height: 900 }, ...options });
  await browser.html(page, name, `<script type="module" src="/www/nimlab-game.js"></script>${body}`);
  // The solver's module, the elements' own, for the tests' conditions.
  await page.evaluate(async () => {
    window.solver = await import('/www/solver/solver.js');
  });
  return page;
}

const inElement = (page, id, selector) => page.locator(`#${id} ${selector}`);
/** Waits until the element `id` has `n` moves in its history. */
const movesShown = (page, id, n, timeout = 120000) => page.waitForFunction(([i, k]) => document.getElementById(i)?.shadowRoot?.querySelectorAll('#history li').length >= k, [id, n], { timeout });

/** The person's move on a board of one big heap: leave 5 in front (a take-and-break board of a heap past its coins is a number field). */
async function leaveFive(field) {
  await field.first().fill('5');
  await field.first().press('Enter');
}

const HEAVY = [
  { name: '0.6 on 20 001', state: { game: 'octal', code: '0.6', heaps: [20001] } },
  { name: "Grundy's game on 30 000", state: { game: 'grundy', heaps: [30000] } },
];

test('positions of more than 10 000 moves play against the computer in the element', async () => {
  const page = await openElements('heavy-elements', HEAVY.map(({ state }, i) => `<nimlab-game id="h${i}" lang="en" computer="first" state='${json(state)}'></nimlab-game>`).join(''));
  for (const [i, { name }] of HEAVY.entries()) {
    await movesShown(page, `h${i}`, 1);
    await inElement(page, `h${i}`, '#why[data-outcome]').waitFor({ state: 'attached' });
    await leaveFive(inElement(page, `h${i}`, '#view input'));
    await movesShown(page, `h${i}`, 3);
    assert.equal(await inElement(page, `h${i}`, '.error').count(), 0, name);
    assert.match(await inElement(page, `h${i}`, '#status').textContent(), /Your move/, name);
  }
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('positions of more than 10 000 moves play against the computer in the playground', async () => {
  for (const { name, state } of HEAVY) {
    const page = await browser.open(`?lang=en&starts=1&state=${encodeURIComponent(JSON.stringify(state))}`);
    await page.waitForFunction(() => document.querySelectorAll('#history li').length >= 1, null, { timeout: 120000 });
    await page.locator('#why[data-outcome]').waitFor({ state: 'attached' });
    await leaveFive(page.locator('#view input'));
    await page.waitForFunction(() => document.querySelectorAll('#history li').length >= 3, null, { timeout: 120000 });
    assert.match(await page.locator('#status').textContent(), /Your move/, name);
    assert.equal(await page.locator('#notice').isHidden(), true, name);
    assert.deepEqual(page.problems, [], name);
    await page.close();
  }
});

// Work in the Worker: the question the tests below leave behind. Every call
// is bounded (docs/DESIGN.md, "One budget for every call"); the values of Grundy's game to 197 000, near all one
// call's budget allows (197 404), are the longest question of one position,
// about a second, and a fresh Worker keeps none of them.
const LONG = { game: 'grundy', heaps: [197000] };

/** Waits until the Worker is busy with a question and none waits; resolves to the solver's counts. */
async function busy(page) {
  await page.waitForFunction(() => {
    const now = window.solver.solverStats();
    return now.running && now.waiting === 0;
  }, null, { polling: 50, timeout: 60000 });
  return stats(page);
}

/** Milliseconds until the element `id` shows its verdict. */
async function verdictIn(page, id) {
  const t0 = Date.now();
  await page.waitForFunction((i) => document.getElementById(i)?.shadowRoot?.querySelector('#why[data-outcome]'), id, { polling: 50, timeout: 60000 });
  return Date.now() - t0;
}

test('a new position, a removed element and Stop cut the question nobody waits for: the next answer does not wait for it', async () => {
  const page = await openElements('cut', `<nimlab-game id="a" lang="en" state='${json(LONG)}'></nimlab-game>`);
  const cut = {};

  // A new position on the board.
  let before = await busy(page);
  await page.evaluate(() => document.getElementById('a').setAttribute('state', '{"game":"nim","heaps":[3,4,5]}'));
  cut.newPositionMs = await verdictIn(page, 'a');
  let now = await stats(page);
  assert.equal(now.cut, before.cut + 1, 'the question of the old position was cut');
  assert.equal(now.dropped, before.dropped + 1);
  assert.equal(await inElement(page, 'a', '#why').getAttribute('data-outcome'), 'N');

  // An element taken off the page, and another put in.
  await page.evaluate((state) => {
    const element = Object.assign(document.createElement('nimlab-game'), { id: 'b' });
    element.setAttribute('state', state);
    document.body.append(element);
  }, JSON.stringify(LONG));
  before = await busy(page);
  await page.evaluate(() => {
    document.getElementById('b').remove();
    const element = Object.assign(document.createElement('nimlab-game'), { id: 'c' });
    element.setAttribute('state', '{"game":"kayles","rows":[5,7]}');
    document.body.append(element);
  });
  cut.removedMs = await verdictIn(page, 'c');
  now = await stats(page);
  assert.equal(now.cut, before.cut + 1, 'the question of the removed element was cut');

  // Stop on a board whose analysis is under way.
  await page.evaluate((state) => document.getElementById('c').setAttribute('state', state), JSON.stringify(LONG));
  before = await busy(page);
  // Pressed as soon as it shows, in the page's own turn: on a busy machine
  // a click's checks from outside (visible, stable, scrolled to) can take
  // longer than the question's budget, which would end it first.
  await page.waitForFunction(() => {
    const stop = document.getElementById('c').shadowRoot.querySelector('#status .stop');
    stop?.click();
    return Boolean(stop);
  }, null, { polling: 50, timeout: 60000 });
  await page.waitForFunction(() => window.solver.solverStats().running === false, null, { polling: 50 });
  now = await stats(page);
  assert.equal(now.cut, before.cut + 1, 'Stop cut the question');
  assert.match(await inElement(page, 'c', '#status').textContent(), /Stopped working out the position/);
  await page.evaluate(() => document.getElementById('a').setAttribute('state', '{"game":"wythoff","heaps":[4,7]}'));
  cut.afterStopMs = await verdictIn(page, 'a');
  figures.cut = cut;
  // The long question was cut each time, never answered: the next answer did not wait for it.
  assert.equal(now.answered, before.answered, 'the question left behind was not answered');
  console.log('answers after a cut (ms):', JSON.stringify(cut));
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a 5 MB state attribute is refused before it is read: nothing is asked of the solver', async () => {
  const page = await openElements('long-state', '<nimlab-game id="a" lang="en" state=\'{"game":"nim","heaps":[3,4,5]}\'></nimlab-game>');
  await verdictIn(page, 'a');
  const before = await stats(page);
  await page.evaluate(() => document.getElementById('a').setAttribute('state', `{"game":"nim","heaps":[${'1,'.repeat(2500000)}1]}`));
  await inElement(page, 'a', '.error').waitFor();
  assert.match(await inElement(page, 'a', '.error').textContent(), /\d{7} characters long; a <nimlab-game> reads at most 100000/);
  assert.equal((await stats(page)).asked, before.asked, 'the solver was asked nothing');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a link of 65 parts is refused with the limit, and one of 64 is played', async () => {
  const sum = (n) => ({ game: 'sum', parts: Array.from({ length: n }, (_, i) => ({ game: 'nim', heaps: [i % 5 + 1] })) });
  const refused = await browser.open(`?lang=en&state=${encodeURIComponent(JSON.stringify(sum(65)))}`);
  assert.match(await refused.locator('#notice').textContent(), /cannot be played: .*65.*at most 64/);
  assert.equal(JSON.parse(new URL(refused.url()).searchParams.get('state')).parts.length, 65, 'the link is kept as it was');
  await refused.locator('#why[data-outcome]').waitFor({ state: 'attached' });
  assert.doesNotMatch(await refused.locator('#status').textContent(), /Error/);
  assert.deepEqual(refused.problems, []);
  await refused.close();

  const played = await browser.open(`?lang=en&state=${encodeURIComponent(JSON.stringify(sum(64)))}`);
  assert.equal(await played.locator('#notice').isHidden(), true);
  await played.locator('#why[data-outcome]').waitFor({ state: 'attached' });
  assert.deepEqual(played.problems, []);
  await played.close();
});
