// Worksheets (docs/WORKSHEETS.md): the practice score that `gameover`
// carries, a mistake taken back still counted in it; worksheet.html built
// through its form and through its URL; the snippet, the download (a zip of
// the page and the element's files, played over http, and saying what to do
// when opened from disk); the student view played to the end with a
// deliberate mistake, its results row and CSV; the printout (print media:
// no controls, every board drawn, a PDF in test-results/).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openBrowser, artifacts } from '../../scripts/browser.mjs';
import { unzip } from '../node/unzip.mjs';
import { NAMES } from './setup.mjs';

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

/** Records the address of each response that failed in page.failed (a console error names no address). */
function recordFailures(page) {
  page.failed = [];
  page.on('response', (response) => {
    if (response.status() >= 400) page.failed.push(`${response.status()} ${response.url()}`);
  });
  return page;
}

/** worksheet.html with `params` (title, text, games as a list, student, lang) in its URL, once its solver has loaded. */
async function openSheet(params, options = {}) {
  const page = await browser.page({ viewport: { width: 1000, height: 900 }, ...options });
  const query = new URLSearchParams({ lang: 'en', ...params, ...(params.games ? { games: JSON.stringify(params.games) } : {}) });
  await page.goto(`${browser.origin}/worksheet.html?${query}`);
  await page.evaluate(() => window.nimlab.ready);
  return page;
}

/** Game `i` of a worksheet page (its <nimlab-game>). */
const gameOf = (i) => `[data-game="${i}"] nimlab-game`;

/** Plays game `i` to its end with the solver's best moves for the person (the computer answers between). */
async function playBest(page, i) {
  for (let turn = 0; turn < 40; turn += 1) {
    const handle = await page.waitForFunction((selector) => {
      const element = document.querySelector(selector);
      const root = element.shadowRoot;
      if (root.querySelector('#verdict:not([hidden])')) return { over: true };
      const ready = root.querySelector('#view [data-move]:not([disabled])');
      return ready ? { position: element.position } : false;
    }, gameOf(i));
    const { over, position } = await handle.jsonValue();
    if (over) return;
    const move = await page.evaluate((state) => JSON.stringify(window.best_move(state).move), position);
    await page.locator(`${gameOf(i)} #view [data-move='${move}']`).first().click();
    // Wait for the move to be taken (the board leaves this position).
    await page.waitForFunction(([selector, before]) => JSON.stringify(document.querySelector(selector).position) !== before, [gameOf(i), JSON.stringify(position)]);
  }
  throw new Error(`game ${i} did not end`);
}

const HOMEWORK = {
  title: 'Nim homework',
  text: 'Play each game against the computer.\n\nThen copy your results.',
  games: [
    { state: { game: 'nim', heaps: [1, 2] }, practice: true },
    { state: { game: 'kayles', rows: [3] }, practice: true, hints: true },
    { state: { game: 'subtraction', pile: 7, max: 3 }, opponent: 'human' },
  ],
};

test('the student view: played to the end with a deliberate mistake, its results row, and the results as CSV', async () => {
  const page = await openSheet({ ...HOMEWORK, student: '1' });
  assert.equal(await page.locator('main h1').textContent(), 'Nim homework');
  assert.deepEqual(await page.locator('main .instructions').allTextContents(), ['Play each game against the computer.', 'Then copy your results.']);
  // No builder: only the worksheet.
  assert.equal(await page.locator('#sheet-title, [data-snippet], [data-download]').count(), 0);
  const attributes = await page.locator('main nimlab-game').evaluateAll((elements) => elements.map((e) => Object.fromEntries([...e.attributes].map((a) => [a.name, a.value]))));
  assert.deepEqual(attributes, [
    { state: '{"game":"nim","heaps":[1,2]}', lang: 'en', practice: '' },
    { state: '{"game":"kayles","rows":[3]}', lang: 'en', hints: '', practice: '' },
    { state: '{"game":"subtraction","pile":7,"max":3}', lang: 'en', opponent: 'human' },
  ]);
  const rows = page.locator('[data-results] tbody tr');
  assert.deepEqual(await rows.evaluateAll((trs) => trs.map((tr) => tr.dataset.game)), ['0', '1', '2']);
  assert.equal(await page.locator('[data-results] tr[data-kept]').count(), 0);

  // Game 1: the deliberate mistake (both coins of the second row), and the computer wins.
  const state = HOMEWORK.games[0].state;
  const mistake = { heap: 1, take: 2 };
  await page.locator(`${gameOf(0)} #view [data-move='${JSON.stringify(mistake)}']`).click();
  const row = page.locator('[data-results] tr[data-game="0"]');
  await page.locator('[data-results] tr[data-game="0"][data-result]').waitFor();
  assert.equal(await row.getAttribute('data-result'), 'lost');
  assert.equal(await row.getAttribute('data-kept'), '0');
  assert.equal(await row.getAttribute('data-moves'), '1');
  const said = await row.textContent();
  const better = JSON.parse(/better (\{[^}]*\})/.exec(said)[1]);
  // The solver confirms it: the mistake leaves the computer a win, the better move leaves it none.
  const outcomes = await page.evaluate(([s, m, b]) => [window.classify(window.play(s, m)).outcome, window.classify(window.play(s, b)).outcome], [state, mistake, better]);
  assert.deepEqual(outcomes, ['N', 'P']);

  // Game 2 played well to the end: a win, every move kept.
  await playBest(page, 1);
  const second = page.locator('[data-results] tr[data-game="1"]');
  await page.locator('[data-results] tr[data-game="1"][data-result]').waitFor();
  assert.equal(await second.getAttribute('data-result'), 'won');
  assert.equal(await second.getAttribute('data-kept'), await second.getAttribute('data-moves'));

  // The results as CSV, under the student's name.
  await page.locator('[data-student-name]').fill('Ada Lovelace');
  await page.locator('[data-copy-results]').click();
  await page.locator('[data-csv]:not([hidden])').waitFor();
  // A textarea keeps line ends as LF; the clipboard gets the CSV's CRLF.
  const csv = (await page.locator('[data-csv]').inputValue()).split(/\r?\n/);
  assert.equal(csv.length, 4);
  assert.equal(csv[0], 'student,game,state,result,kept,moves,mistakes,games played');
  assert.ok(csv[1].startsWith('Ada Lovelace,1,"{""game"":""nim"",""heaps"":[1,2]}",lost,0,1,'), csv[1]);
  assert.ok(csv[1].includes(JSON.stringify(better).replaceAll('"', '""')), csv[1]);
  assert.match(csv[2], /^Ada Lovelace,2,.*,won,(\d+),\1,,1$/);
  assert.match(csv[3], /^Ada Lovelace,3,.*,,,,,0$/);
  assert.deepEqual(page.problems, []);
});

/** The worksheet in the page's URL now: its title, text and games. */
const sheetInUrl = (page) => page.evaluate(() => {
  const query = new URLSearchParams(location.search);
  return { title: query.get('title'), text: query.get('text'), games: JSON.parse(query.get('games')) };
});

/** The attributes of each <nimlab-game> of `html`, parsed as a browser parses them. */
const elementsOf = (page, html) => page.evaluate((text) => {
  const parsed = new DOMParser().parseFromString(text, 'text/html');
  return [...parsed.querySelectorAll('nimlab-game')].map((e) => Object.fromEntries([...e.attributes].map((a) => [a.name, a.value])));
}, html);

test('the builder: games from the picker, a position typed, a lesson step, puzzles, a position set up by clicking; options, order, removal; the URL and the snippet', async () => {
  const page = await openSheet({}, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.locator('#sheet-title').fill('Take-away games');
  await page.locator('#sheet-text').fill('Win each game.');
  const items = page.locator('#sheet-list [data-item]');

  // The game picker: Nim's example.
  await page.locator('#add-pick').selectOption('nim');
  await page.locator('#add-example').click();
  const example = await page.evaluate(() => window.games().find((g) => g.id === 'nim').example);
  // A position typed: refused with the reason when it is not JSON or not a game, added when it is.
  await page.locator('#add-state').fill('{"game":"kayles","rows":[4]');
  await page.locator('#add-typed').click();
  assert.match(await page.locator('#add-error').textContent(), /not JSON/);
  await page.locator('#add-state').fill('{"game":"chess","board":[]}');
  await page.locator('#add-typed').click();
  assert.match(await page.locator('#add-error').textContent(), /cannot be played/);
  await page.locator('#add-state').fill('{"game":"kayles","rows":[4]}');
  await page.locator('#add-typed').click();
  assert.ok(await page.locator('#add-error').isHidden());
  // A lesson step: the Nim lesson's second step asks about {3, 3}.
  await page.locator('#add-more > summary').click();
  await page.locator('#add-step option').first().waitFor({ state: 'attached' });
  await page.locator('#add-step').selectOption({ label: 'Nim: three rows and a rule in binary, step 2' });
  await page.locator('#add-step-button').click();
  // A puzzle drawn at level 1, and one from its link.
  await page.locator('#add-level').selectOption('1');
  await page.locator('#add-puzzle').click();
  await items.nth(3).waitFor();
  const puzzle = await page.evaluate(async () => (await import('/www/learn/puzzles.js')).puzzleId({ level: 2, kind: 'win', state: { game: 'wythoff', heaps: [4, 6] } }));
  await page.locator('#add-puzzle-id').fill(`learn.html?puzzle=${puzzle}&lang=en`);
  await page.locator('#add-puzzle-id-button').click();
  // Set up by clicking: Nim's example with a coin of the first row taken away.
  await page.locator('#add-setup').click();
  await page.locator('#add-edit-box .edit-row').first().locator('button.coin').first().click();
  await page.locator('#add-edit-box .edit-play').click();
  await items.nth(5).waitFor();
  assert.equal(await items.count(), 6);
  let sheet = await sheetInUrl(page);
  assert.equal(sheet.title, 'Take-away games');
  assert.equal(sheet.text, 'Win each game.');
  const states = sheet.games.map((g) => g.state);
  assert.deepEqual(states[0], example);
  assert.deepEqual(states[1], { game: 'kayles', rows: [4] });
  assert.deepEqual(states[2], { game: 'nim', heaps: [3, 3] });
  assert.ok(states[3].game, 'the puzzle drawn');
  assert.deepEqual(states[4], { game: 'wythoff', heaps: [4, 6] });
  assert.deepEqual(states[5], { ...example, heaps: [example.heaps[0] - 1, ...example.heaps.slice(1)] });
  // Every game added starts in practice.
  assert.ok(sheet.games.every((g) => g.practice === true));

  // Options: hints and a weaker computer that moves first on game 1; a classmate on game 2.
  await page.locator('#game-0-hints').check();
  await page.locator('#game-0-computer').selectOption('first');
  await page.locator('#game-0-skill').fill('0.5');
  await page.locator('#game-0-skill').dispatchEvent('change');
  await page.locator('#game-1-opponent').selectOption('human');
  await page.locator('#game-1-practice').uncheck();
  // Order: game 1 goes down; the drawn puzzle is removed.
  await items.nth(0).locator('[data-down]').click();
  // The focus follows the game moved.
  assert.deepEqual(await page.evaluate(() => [document.activeElement.closest('[data-item]')?.dataset.item, document.activeElement.dataset.down]), ['1', '']);
  await items.nth(3).locator('[data-remove]').click();
  sheet = await sheetInUrl(page);
  assert.deepEqual(sheet.games.slice(0, 2), [
    { state: { game: 'kayles', rows: [4] }, opponent: 'human' },
    { state: example, hints: true, practice: true, computer: 'first', skill: 0.5 },
  ]);
  assert.equal(sheet.games.length, 5);
  assert.deepEqual(sheet.games[3].state, { game: 'wythoff', heaps: [4, 6] });

  // The snippet: the script line of the self-hosted element, then one element a game.
  const snippet = await page.locator('[data-snippet]').inputValue();
  assert.equal(snippet.split('\n')[0], '<script type="module" src="nimlab/nimlab-game.js"></script>');
  const tags = await elementsOf(page, snippet);
  assert.deepEqual(tags.map((tag) => JSON.parse(tag.state)), sheet.games.map((g) => g.state));
  assert.deepEqual(tags[0], { state: '{"game":"kayles","rows":[4]}', lang: 'en', opponent: 'human' });
  assert.deepEqual(tags[1], { state: JSON.stringify(example), lang: 'en', computer: 'first', skill: '0.5', hints: '', practice: '' });
  // The preview (what prints) follows, once the typing stops: wait for these games in this order (an
  // earlier preview of five games may still be on screen); a new title keeps its boards as they are.
  await page.waitForFunction((expected) => JSON.stringify([...document.querySelectorAll('#preview nimlab-game')]
    .map((e) => [e.getAttribute('state'), e.getAttribute('skill')])) === JSON.stringify(expected), tags.map((tag) => [tag.state, tag.skill ?? null]));
  await page.locator('#preview nimlab-game').first().evaluate((element) => { element.dataset.kept = ''; });
  await page.locator('#sheet-title').fill('Take-away games, week 2');
  await page.waitForFunction(() => document.querySelector('#preview h1').textContent === 'Take-away games, week 2');
  assert.equal(await page.locator('#preview nimlab-game[data-kept]').count(), 1);
  await page.locator('#sheet-title').fill('Take-away games');
  // A phone: nothing wider than the screen.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling at 390 px');

  // The link reopens the same worksheet; its student view shows it.
  const url = page.url();
  const again = await browser.page({ viewport: { width: 1000, height: 900 } });
  await again.goto(url);
  await again.evaluate(() => window.nimlab.ready);
  assert.equal(await again.locator('#sheet-title').inputValue(), 'Take-away games');
  assert.equal(await again.locator('#sheet-list [data-item]').count(), 5);
  assert.deepEqual(await sheetInUrl(again), sheet);
  const student = await page.locator('#student-link').getAttribute('href');
  await again.goto(new URL(student, url).href);
  await again.evaluate(() => window.nimlab.ready);
  assert.equal(await again.locator('main nimlab-game').count(), 5);
  assert.equal(await again.locator('[data-results] tbody tr').count(), 5);
  assert.deepEqual([...page.problems, ...again.problems], []);
});

test('the download: a zip of the worksheet page and the element\'s files; served over http it plays and keeps results, opened from disk it says what to do', async () => {
  const page = await openSheet(HOMEWORK);
  recordFailures(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-download]').click()]);
  assert.equal(download.suggestedFilename(), 'nimlab-worksheet.zip');
  const files = unzip(readFileSync(await download.path()));
  const names = files.map((f) => f.name);
  // The element's files, the same list the Embed dialog packs, and the worksheet's own beside them.
  const manifest = await page.evaluate(async () => (await fetch('/www/site/element-files.json')).json());
  for (const name of [...manifest.files, ...manifest.sheet]) assert.ok(names.includes(`nimlab/${name}`), name);
  // The page itself first, and the README that says how to serve them.
  assert.equal(names.length, manifest.files.length + manifest.sheet.length + 2);
  assert.equal(names[0], 'worksheet.html');
  assert.ok(names.includes('nimlab/README.txt'));
  assert.ok(names.includes('nimlab/nimlab-game.js') && names.includes('nimlab/worksheet/handout.js'));

  const folder = path.join(artifacts, 'worksheet-zip');
  rmSync(folder, { recursive: true, force: true });
  for (const { name, bytes } of files) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), bytes);
  }
  // The page shows the worksheet as the student view does: the elements are the snippet's.
  const html = files[0].bytes.toString();
  const snippet = await page.locator('[data-snippet]').inputValue();
  assert.deepEqual(await elementsOf(page, html), await elementsOf(page, snippet));

  // Served over http, under the policy EMBEDDING.md gives the self-hosted element: the title,
  // the instructions, the games played, the results; no violation.
  const served = recordFailures(await browser.page({ viewport: { width: 1000, height: 900 } }));
  await served.addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  // The browser asks the server for its icon; this one has none to give.
  await served.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await served.route('**/worksheet-zip/worksheet.html', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src-attr 'unsafe-inline'" } });
  });
  await served.goto(`${browser.origin}/test-results/worksheet-zip/worksheet.html`);
  assert.equal(await served.locator('h1').textContent(), 'Nim homework');
  assert.equal(await served.locator('.instructions').count(), 2);
  await served.locator('[data-results] tbody tr').first().waitFor();
  assert.equal(await served.locator('[data-results] tbody tr').count(), 3);
  assert.equal(await served.locator('[data-file-notice]').count(), 0);
  await served.locator(`${gameOf(0)} #view [data-move='{"heap":1,"take":2}']`).click();
  await served.locator('[data-results] tr[data-game="0"][data-kept="0"][data-moves="1"]').waitFor();
  // Everything came from beside the page: no request went to the site's own www/.
  const fromSite = [];
  served.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/www/')) fromSite.push(request.url());
  });
  await served.reload();
  await served.locator(`${gameOf(2)} #view [data-move]`).first().waitFor();
  assert.deepEqual(fromSite, []);
  assert.deepEqual(await served.evaluate(() => window.violations), []);
  assert.deepEqual([...page.problems, ...served.problems, ...page.failed, ...served.failed], []);

  // Opened from disk: it says to serve it over http, and how.
  const disk = await browser.page();
  await disk.goto(pathToFileURL(path.join(folder, 'worksheet.html')).href);
  const notice = disk.locator('[data-file-notice]');
  assert.ok(await notice.isVisible());
  assert.match(await notice.textContent(), /python3 -m http\.server/);
  assert.match(await notice.textContent(), /http:\/\/localhost:8000\/worksheet\.html/);
});

test('the printout: every game at its start with its rule and room to write, no control, no hint; a PDF in test-results/', async () => {
  for (const view of ['builder', 'student']) {
    const page = await openSheet({ ...HOMEWORK, ...(view === 'student' ? { student: '1' } : {}) });
    for (let i = 0; i < HOMEWORK.games.length; i += 1) await page.locator(`${gameOf(i)} #view [data-move]`).first().waitFor();
    // Hints drawn on screen (game 2 has them) are not printed.
    await page.locator(`${gameOf(1)} #view [data-outcome]`).first().waitFor();
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      const shown = (element) => element.checkVisibility();
      const games = [...document.querySelectorAll('nimlab-game')].map((game) => {
        const root = game.shadowRoot;
        const view = root.querySelector('#view');
        return {
          drawn: shown(view) && view.getBoundingClientRect().height > 20 && view.querySelectorAll('[data-move]').length > 0,
          rule: shown(root.querySelector('#rule')) && root.querySelector('#rule').textContent.length > 0,
          title: shown(root.querySelector('#title')),
          controls: [...root.querySelectorAll('.controls, #status, #why, #history, #value-history, #practice')].filter(shown).length,
          hints: [...root.querySelectorAll('[data-outcome]')].filter((e) => getComputedStyle(e).boxShadow !== 'none').length
            + [...root.querySelectorAll('.hint-mark')].filter(shown).length,
          answer: shown(game.closest('.sheet-game').querySelector('.answer')),
        };
      });
      const controls = [...document.querySelectorAll('button, input, select, textarea')].filter(shown).length;
      return { games, controls, header: shown(document.querySelector('header.top')) };
    });
    assert.equal(printed.games.length, 3, view);
    for (const game of printed.games) assert.deepEqual(game, { drawn: true, rule: true, title: true, controls: 0, hints: 0, answer: true }, view);
    assert.equal(printed.controls, 0, `${view}: no control on paper`);
    assert.equal(printed.header, false, `${view}: no header on paper`);
    const file = path.join(artifacts, `worksheet-${view}.pdf`);
    await page.pdf({ path: file, format: 'A4', printBackground: true });
    const pdf = readFileSync(file);
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    assert.deepEqual(page.problems, []);
  }
});

test('"Add to a worksheet" from the playground and from a puzzle adds to the worksheet being built', async () => {
  const page = await browser.page({ viewport: { width: 1000, height: 900 } });
  const start = { game: 'nim', heaps: [2, 5, 6] };
  await page.goto(`${browser.origin}/index.html?lang=en&hints=1&state=${encodeURIComponent(JSON.stringify(start))}`);
  await page.evaluate(() => window.nimlab.ready);
  await page.locator('#add-to-sheet').click();
  await page.waitForURL(/worksheet\.html/);
  await page.evaluate(() => window.nimlab.ready);
  assert.deepEqual((await sheetInUrl(page)).games, [{ state: start, hints: true, practice: true }]);
  assert.match(await page.locator('#notice').textContent(), /Game 1 added/);
  await page.locator('#sheet-title').fill('Collected');

  const puzzle = await page.evaluate(async () => (await import('/www/learn/puzzles.js')).puzzleId({ level: 1, kind: 'win', state: { game: 'subtraction', pile: 9, max: 3 } }));
  await page.goto(`${browser.origin}/learn.html?lang=en&puzzle=${puzzle}`);
  await page.evaluate(() => window.nimlab.ready);
  await page.locator('[data-add-to-sheet]').click();
  await page.waitForURL(/worksheet\.html/);
  await page.evaluate(() => window.nimlab.ready);
  const sheet = await sheetInUrl(page);
  assert.equal(sheet.title, 'Collected');
  assert.deepEqual(sheet.games.map((g) => g.state), [start, { game: 'subtraction', pile: 9, max: 3 }]);
  assert.equal(await page.locator('#sheet-list [data-item]').count(), 2);
  assert.deepEqual(page.problems, []);
});

test('in Chinese, the builder and the student view leave only names, JSON and addresses in Latin letters', async () => {
  for (const lang of ['zh-Hant', 'zh-Hans']) {
    for (const student of [false, true]) {
      const page = await openSheet({ ...HOMEWORK, lang, ...(student ? { student: '1' } : {}) }, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      if (!student) {
        await page.locator('#add-more > summary').click();
        await page.locator('#add-step option').first().waitFor({ state: 'attached' });
      }
      const left = await page.evaluate(() => {
        const skip = 'code, textarea, input, nimlab-game';
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const words = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement.closest(skip)) continue;
          words.push(...(node.textContent.match(/[A-Za-z]{2,}/g) ?? []));
        }
        return words;
      });
      // The worksheet's own words (the test's, in English), the picker's English, and JSON, CSV and learn.html by name.
      const allowed = new Set(['Nim', 'homework', 'Play', 'each', 'game', 'against', 'the', 'computer', 'Then', 'copy', 'your', 'results', 'CSV', 'English', 'JSON', 'learn', 'html', 'puzzle']);
      const foreign = left.filter((word) => !allowed.has(word) && !word.match(NAMES));
      assert.deepEqual(foreign, [], `${lang}${student ? ', student view' : ''}`);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${lang}: no sideways scrolling`);
      assert.deepEqual(page.problems, []);
    }
  }
});
