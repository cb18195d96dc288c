// Every board on every screen: at 390 × 844 with touch and at
// 1280 × 800 with a mouse, every game's board, the wide ones included, has
// every control that plays a move on screen (or in a row that scrolls inside
// itself, or its heap behind a pager that says so), each at least 44 × 44 CSS px under a finger and 24 × 24 under a
// mouse; the game picker is in the first screen; the board names its game
// and opponent; the keyboard moves in two dimensions with the preview; a
// finger held on a coin previews without playing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { artifacts } from '../../scripts/browser.mjs';
import { serve } from '../../scripts/serve.mjs';
import { writeManifest } from '../../scripts/element-files.mjs';
import { unzip } from '../node/unzip.mjs';
import { version } from '../../www/site/version.js';
import { fileBrowser } from './setup.mjs';

const BOARDS = [
  { name: 'nim', state: { game: 'nim', heaps: [3, 4, 5] } },
  { name: 'nim-long', state: { game: 'nim', heaps: [7, 300] }, paged: true },
  { name: 'wythoff-16-26', state: { game: 'wythoff', heaps: [16, 26] } },
  { name: 'subtraction', state: { game: 'subtraction', pile: 21, max: 3 } },
  { name: 'subtraction-big', state: { game: 'subtraction', pile: 5000, max: 20 } },
  { name: 'odd-even', state: { game: 'odd-even', variant: 'odd-wins', pile: 17, max: 3, holdings: [0, 0], toMove: 0 } },
  { name: 'fibonacci-nim', state: { game: 'fibonacci-nim', pile: 40, multiplier: 3 } },
  { name: 'dice', state: { game: 'dice', pile: 24, top: [1, 2], rule: 'both' } },
  { name: 'kayles-30', state: { game: 'kayles', rows: [30], misere: true } },
  { name: 'kayles-long', state: { game: 'kayles', rows: [3, 90] }, paged: true },
  { name: 'octal-20', state: { game: 'octal', code: '0.6', heaps: [20] } },
  { name: 'octal-split', state: { game: 'octal', code: '4.07', heaps: [12, 5] } },
  { name: 'grundy', state: { game: 'grundy', heaps: [9, 14] } },
  {
    name: 'sum-3',
    state: { game: 'sum', parts: [{ game: 'nim', heaps: [3, 5] }, { game: 'kayles', rows: [9] }, { game: 'wythoff', heaps: [6, 10] }] },
  },
];

const SCREENS = [
  { name: '390', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, least: 44 },
  { name: '1280', viewport: { width: 1280, height: 800 }, least: 24 },
];

const browser = fileBrowser();

const query = (state, extra = '') => `?lang=en${extra}&state=${encodeURIComponent(JSON.stringify(state))}`;

/** What the board's move controls look like in `page`: too small, out of sight, clipped; the pagers and help. */
function measureBoard(page, least) {
  return page.evaluate((least) => {
    const view = document.querySelector('#view');
    const controls = [...view.querySelectorAll('button[data-move]')];
    // A row wider than the screen scrolls inside itself (one line, as the game has it): a
    // control of it counts as on screen when the row is, and scrolling the row brings it there.
    const inRow = (control) => {
      const row = control.closest('.objects');
      if (!row || row.scrollWidth <= row.clientWidth) return false;
      const box = row.getBoundingClientRect();
      return box.left >= 0 && box.right <= innerWidth && ['auto', 'scroll'].includes(getComputedStyle(row).overflowX);
    };
    const boxes = controls.map((control) => ({
      name: control.getAttribute('aria-label') ?? control.textContent, box: control.getBoundingClientRect(), scrolls: inRow(control),
    }));
    return {
      count: controls.length,
      small: boxes.filter(({ box }) => box.width < least || box.height < least).map(({ name, box }) => `${name} ${box.width}×${box.height}`),
      outside: boxes.filter(({ box, scrolls }) => !scrolls && (box.left < 0 || box.right > innerWidth)).map(({ name }) => name),
      clipped: view.scrollWidth > view.clientWidth + 1,
      pageWidth: document.documentElement.scrollWidth,
      pagers: [...view.querySelectorAll('.strip-pager')].filter((p) => p.getBoundingClientRect().width > 0).map((p) => p.textContent),
      help: [...view.querySelectorAll('.help')].map((p) => p.textContent).join(' '),
      title: document.querySelector('#title').textContent,
      versus: document.querySelector('#versus').textContent,
    };
  }, least);
}

for (const screen of SCREENS) {
  test(`${screen.name} px${screen.hasTouch ? ' with touch' : ''}: every board's moves are on screen, at least ${screen.least} × ${screen.least}`, async () => {
    const { name: _, least, ...options } = screen;
    const page = await browser.page(options);
    assert.equal(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), Boolean(screen.hasTouch));
    for (const board of BOARDS) {
      await browser.visit(page, query(board.state));
      await page.locator('#view button[data-move]').first().waitFor();
      const seen = await measureBoard(page, least);
      const label = `${board.name} at ${screen.name}`;
      assert.ok(seen.count > 0, label);
      assert.deepEqual(seen.small, [], `${label}: controls under ${least} px`);
      assert.deepEqual(seen.outside, [], `${label}: controls off screen`);
      assert.equal(seen.clipped, false, `${label}: the board scrolls sideways`);
      assert.ok(seen.pageWidth <= screen.viewport.width, `${label}: the page is ${seen.pageWidth} px wide`);
      if (board.paged) {
        assert.ok(seen.pagers.length > 0, `${label}: a long heap shows its pager`);
        assert.match(seen.pagers[0], /\d+–\d+ of \d+/, label);
        assert.match(seen.help, /part of itself at a time/, `${label}: the help line speaks of the pager`);
      } else assert.deepEqual(seen.pagers, [], `${label}: nothing is paged`);
      assert.match(seen.title, / · /, `${label}: the title names the game and its rule`);
      if (board.name === 'kayles-30') assert.equal(seen.title, 'Kayles · the last move loses (misère)', `${label}: no count but the board's`);
      assert.equal(seen.versus, 'You against the computer', label);
      await page.screenshot({ path: path.join(artifacts, `screens-${board.name}-${screen.name}.png`), fullPage: true });
    }
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

test('390 px: the game picker is in the first screen, and a game chosen there is on the board, named', async () => {
  const page = await browser.page({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await browser.visit(page, '?lang=en');
  const box = await page.locator('#pick').boundingBox();
  assert.ok(box && box.y + box.height <= 844, `the picker is at ${box?.y}`);
  assert.match(await page.locator('#title').textContent(), /^Kayles · the last move loses/);
  await page.locator('#pick').selectOption('wythoff');
  await page.locator('#view .wythoff').waitFor();
  assert.match(await page.locator('#title').textContent(), /^Wythoff’?'?s game · the last move wins$/);
  assert.equal(JSON.parse(new URL(page.url()).searchParams.get('state')).game, 'wythoff');
  assert.equal(await page.locator('#game').inputValue(), 'wythoff', 'the set-up follows the picker');
  await page.locator('#pick').selectOption('sum');
  await page.locator('#view .sum').waitFor();
  assert.match(await page.locator('#title').textContent(), /^Sum of games: Nim \+ /);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the opponent is shown on the board, in the playground and in the element', async () => {
  const page = await browser.open(query({ game: 'nim', heaps: [1, 2] }, '&opponent=lose'));
  assert.equal(await page.locator('#versus').textContent(), 'You against the computer, which lets you win (as in Wan’s three-pile article)');
  await browser.html(page, 'screens-versus', `<script type="module" src="/www/nimlab-game.js"></script>
    <nimlab-game state='{"game":"kayles","rows":[5]}' lang="en" opponent="human"></nimlab-game>`);
  await page.locator('nimlab-game #view button').first().waitFor();
  assert.equal(await page.locator('nimlab-game #versus').textContent(), 'Two players at one screen');
  assert.match(await page.locator('nimlab-game #title').textContent(), /^Kayles/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

/** Presses each key of `steps` in turn, each `[key, expected, message]`: where `focused()` says the focus is after it (a string, or a pattern it matches). */
async function pressed(page, focused, steps) {
  for (const [key, expected, message = key] of steps) {
    await page.keyboard.press(key);
    if (expected instanceof RegExp) assert.match(await focused(), expected, message);
    else assert.equal(await focused(), expected, message);
  }
}

test('the keyboard moves in two dimensions, Home and End along a row, and the preview follows the focus', async () => {
  const page = await browser.open(query({ game: 'nim', heaps: [3, 4, 5] }, '&opponent=human'));
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  const preview = () => page.evaluate(() => ({ line: document.querySelector('.preview').textContent, taken: document.querySelectorAll('#view .taken').length }));
  await page.locator('#why[data-outcome]').waitFor({ state: 'attached' });
  await page.locator('#view .coin').nth(1).focus();
  assert.equal(await focused(), 'row 1, coin 2: take 2');
  assert.deepEqual(await preview(), { line: 'row 1, coin 2: take 2', taken: 2 });
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(), 'row 2, coin 2: take 3');
  assert.deepEqual(await preview(), { line: 'row 2, coin 2: take 3', taken: 3 });
  await pressed(page, focused, [
    ['ArrowDown', /^row 3, coin 2/],
    ['ArrowDown', /^row 3, coin 2/, 'Down on the last row stays'],
    ['ArrowUp', /^row 2, coin 2/],
    ['End', 'row 2, coin 4: take 1'],
    ['Home', 'row 2, coin 1: take 4'],
    ['ArrowLeft', 'row 1, coin 3: take 1', 'Left from a row\'s start goes on into the row above'],
  ]);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('#history li').length === 1);

  // Wythoff (16, 26): "both −2" is a few presses from the first coin, and its preview marks two coins of each heap.
  await browser.visit(page, query({ game: 'wythoff', heaps: [16, 26] }, '&opponent=human'));
  // The board is drawn again when its analysis comes: focus it after that.
  await page.locator('#why[data-outcome]').waitFor({ state: 'attached' });
  await page.locator('#view .coin').first().focus();
  let presses = 0;
  for (; presses < 6 && !/take 2 from both/.test((await focused()) ?? ''); presses += 1) {
    await page.keyboard.press(/both/.test((await focused()) ?? '') ? 'ArrowRight' : 'ArrowDown');
  }
  assert.match(await focused(), /take 2 from both/);
  assert.ok(presses <= 3, `${presses} presses`);
  assert.equal((await preview()).taken, 4);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a finger held on a coin shows what it takes and plays nothing; a tap plays', async () => {
  const page = await browser.page({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await browser.visit(page, query({ game: 'nim', heaps: [3, 4, 5] }, '&opponent=human'));
  // The board is drawn again when its analysis comes: touch it after that.
  await page.locator('#why[data-outcome]').waitFor({ state: 'attached' });
  const coin = page.locator('#view .coin').nth(5);
  const box = await coin.boundingBox();
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForFunction(() => document.querySelectorAll('#view .taken').length > 0);
  assert.equal(await page.locator('.preview').textContent(), 'row 2, coin 3: take 2');
  assert.equal(await page.locator('#view .taken').count(), 2);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#history li').count(), 0, 'a held finger plays nothing');
  await coin.tap();
  await page.waitForFunction(() => document.querySelectorAll('#history li').length === 1);
  assert.match(await page.locator('#history').textContent(), /take 2 from row 2/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the embedded Why panel folds, folded at first on a narrow element; without hints it waits to be asked, then explains, and names a move only when asked for one', async () => {
  const page = await browser.page({ viewport: { width: 1280, height: 900 } });
  await browser.html(page, 'screens-why', `<script type="module" src="/www/nimlab-game.js"></script>
    <div style="width: 1000px"><nimlab-game id="wide" state='{"game":"wythoff","heaps":[6,9]}' lang="en" hints></nimlab-game></div>
    <div style="width: 360px"><nimlab-game id="narrow" state='{"game":"wythoff","heaps":[6,9]}' lang="en" hints></nimlab-game></div>
    <nimlab-game id="plain" state='{"game":"nim","heaps":[3,4,5]}' lang="en"></nimlab-game>`);
  for (const id of ['wide', 'narrow', 'plain']) await page.locator(`#${id} #why[data-outcome]`).waitFor({ state: 'attached' });
  const open = (id) => page.locator(`#${id} #why-box`).evaluate((box) => box.open);
  assert.equal(await open('wide'), true);
  assert.equal(await open('narrow'), false);
  const folded = await page.locator('#narrow').boundingBox();
  await page.locator('#narrow #why-box > summary').click();
  assert.equal(await open('narrow'), true);
  assert.ok((await page.locator('#narrow').boundingBox()).height > folded.height + 200, 'unfolded, the panel takes its room');
  // A new language redraws the element; the panel stays as the reader left it.
  await page.evaluate(() => document.querySelector('#narrow').setAttribute('lang', 'zh-Hant'));
  await page.waitForFunction(() => document.querySelector('#narrow').shadowRoot.querySelector('#undo')?.textContent === '悔棋');
  assert.equal(await open('narrow'), true);
  // Without hints: the panel is there, says nothing of who wins until asked, then explains; it names a move only when asked for one.
  assert.ok(await page.locator('#plain #why').isVisible());
  await page.locator('#plain #reveal').waitFor();
  assert.equal(await page.locator('#plain #why [data-move]').count(), 0);
  assert.doesNotMatch(await page.locator('#plain #explain').textContent(), /binary|position/i);
  await page.locator('#plain #explain .ask').click();
  assert.match(await page.locator('#plain #explain').textContent(), /binary/i);
  assert.equal(await page.locator('#plain #why [data-move]').count(), 0);
  await page.locator('#plain #reveal').click();
  assert.ok(await page.locator('#plain #why [data-move]').count() > 0);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a position set up by clicking is played from there, and the URL and the Embed dialog follow', async () => {
  const page = await browser.open(query({ game: 'nim', heaps: [3, 4, 5] }, '&opponent=human'));
  await page.locator('#edit').click();
  const editor = page.locator('#edit-box');
  await editor.getByRole('button', { name: 'row 1: take one away' }).first().click();
  await editor.getByRole('button', { name: 'row 3: add one' }).click();
  await editor.getByRole('button', { name: 'Add a heap' }).click();
  await editor.getByRole('button', { name: 'Take row 2 off' }).click();
  await editor.getByRole('textbox', { name: 'row 3: how many' }).fill('12');
  await editor.getByRole('textbox', { name: 'row 3: how many' }).press('Enter');
  assert.ok(await page.locator('#view').isHidden(), 'the editor takes the board\'s place');
  await editor.getByRole('button', { name: 'Play from here' }).click();
  await page.locator('#view .coin').first().waitFor();
  assert.ok(await page.locator('#edit-box').isHidden());
  const start = { game: 'nim', heaps: [2, 6, 12] };
  assert.deepEqual(JSON.parse(new URL(page.url()).searchParams.get('state')), start);
  assert.equal(await page.locator('#view .coin').count(), 20);
  await page.locator(`#view [data-move='{"heap":1,"take":6}']`).click();
  await page.waitForFunction(() => document.querySelectorAll('#history li').length === 1);
  await page.locator('#embed').click();
  await page.locator('#embed-dialog').waitFor();
  assert.match(await page.locator('#embed-snippet').inputValue(), /"heaps":\[2,6,12\]/, 'the snippet starts where the edited game started');
  await page.keyboard.press('Escape');

  // A position the solver refuses stays in the editor, with the reason.
  await page.locator('#edit').click();
  await editor.getByRole('textbox', { name: 'row 1: how many' }).fill('99999999999999999999999');
  await editor.getByRole('textbox', { name: 'row 1: how many' }).press('Enter');
  await editor.getByRole('button', { name: 'Play from here' }).click();
  await editor.locator('.field-error').filter({ hasText: /\S/ }).waitFor();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  assert.equal(await page.locator('#history li').count(), 1, 'cancelled, the game is as it was');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the Embed dialog: the download, unzipped beside a page of another origin, plays under a strict CSP; the snippet records the start', async () => {
  writeManifest(version);
  const page = await browser.open(`?lang=zh-Hant&opponent=human&state=${encodeURIComponent('{"game":"nim","heaps":[3,4,5]}')}`);
  await page.locator(`#view [data-move='{"heap":0,"take":3}']`).click();
  await page.waitForFunction(() => document.querySelectorAll('#history li').length === 1);
  await page.locator('#embed').click();
  await page.locator('#embed-dialog').waitFor();
  const start = '{"game":"nim","heaps":[3,4,5]}';
  for (const id of ['#embed-self', '#embed-snippet']) {
    const field = page.locator(id);
    assert.ok((await field.inputValue()).startsWith('<script type="module" src="'), id);
    assert.equal(await field.evaluate((e) => e.scrollTop), 0, `${id} opens at its top`);
    assert.ok((await field.inputValue()).includes(`state='${start}'`), `${id} starts from the start`);
  }
  assert.match(await page.locator('#embed-cdn-said').textContent(), /0\.\d+\.\d+/, 'the CDN line says when it works');
  await page.locator('input[name="embed-from"][value="now"]').check();
  assert.ok((await page.locator('#embed-self').inputValue()).includes(`"heaps":[0,4,5]`), 'or from the position now');
  await page.locator('input[name="embed-from"][value="start"]').check();
  const snippet = await page.locator('#embed-self').inputValue();
  assert.match(snippet, /^<script type="module" src="nimlab\/nimlab-game\.js"><\/script>\n<nimlab-game [^\n]*lang="zh-Hant" opponent="human">正在載入遊戲[^\n<]*python3 -m http\.server[^\n<]*<\/nimlab-game>$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#embed-download').click()]);
  assert.equal(download.suggestedFilename(), `nimlab-${version}.zip`);
  const files = unzip(new Uint8Array(readFileSync(await download.path())));
  const manifest = JSON.parse(readFileSync(path.join(artifacts, '..', 'www', 'site', 'element-files.json'), 'utf8'));
  assert.deepEqual(files.map((f) => f.name).sort(), [...manifest.files, 'README.txt'].map((name) => `nimlab/${name}`).sort(), 'exactly the element\'s files, and how to serve them');
  assert.match(new TextDecoder().decode(files.find((f) => f.name === 'nimlab/README.txt').bytes), /python3 -m http\.server/);
  assert.ok(!files.some((f) => /^nimlab\/(site|lab)\/|\/(playground|lab|atlas)\.js$/.test(f.name)), 'nothing of the playground or the Lab');
  await page.locator('#embed-download-said').filter({ hasText: /KB/ }).waitFor();

  // Unzipped beside a page, served from another origin with a strict policy.
  const site = path.join(artifacts, 'self-hosted');
  rmSync(site, { recursive: true, force: true });
  for (const { name, bytes } of files) {
    mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
    writeFileSync(path.join(site, name), bytes);
  }
  writeFileSync(path.join(site, 'post.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>post</title><link rel="icon" href="data:,"></head><body><h1>A post</h1>\n${snippet}\n</body></html>`);
  const other = await serve(0, '127.0.0.1', site);
  const origin = `http://127.0.0.1:${other.address().port}`;
  try {
    const post = await browser.page({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const asked = [];
    post.on('request', (request) => asked.push(new URL(request.url()).origin));
    await post.addInitScript(() => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await post.route(`${origin}/post.html`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "script-src 'self' 'wasm-unsafe-eval'" } });
    });
    await post.goto(`${origin}/post.html`);
    await post.locator('nimlab-game #view button[data-move]').first().waitFor();
    assert.deepEqual(await post.evaluate(() => document.querySelector('nimlab-game').position), JSON.parse(start));
    await post.locator(`nimlab-game #view [data-move='{"heap":2,"take":5}']`).tap();
    await post.waitForFunction(() => document.querySelector('nimlab-game').shadowRoot.querySelectorAll('#history li').length === 1);
    assert.match(await post.locator('nimlab-game #status').textContent(), /玩家 2/);
    assert.deepEqual([...new Set(asked)], [origin], 'everything from the page\'s own origin');
    assert.deepEqual(await post.evaluate(() => window.violations), []);
    assert.deepEqual(post.problems.filter((p) => !p.startsWith('request off the origin')), []);
    // The same page opened from disk: the browser refuses the module, and the element's words say how to serve it.
    await post.goto(`file://${path.join(site, 'post.html')}`);
    assert.match(await post.locator('nimlab-game').innerText(), /python3 -m http\.server/);
    await post.context().close();
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
  assert.deepEqual(page.problems, []);
  await page.close();
});

for (const screen of SCREENS) {
  test(`${screen.name} px: the value history shows its marks and lane names whole, and is one Tab stop the arrow keys move in`, async () => {
    const { name: _, least: __, ...options } = screen;
    const page = await browser.page(options);
    // Nim (1, 1, 1) against the computer: you take a coin, it takes one, you
    // take the last and win; the last mark, the computer's at remoteness 0,
    // is at the far edge of its lane.
    await browser.visit(page, query({ game: 'nim', heaps: [1, 1, 1] }));
    for (const played of [2, 3]) {
      await page.locator('#why[data-outcome]').waitFor({ state: 'attached' });
      await page.locator('#view button[data-move]').first().click();
      await page.waitForFunction((n) => document.querySelectorAll('#history li').length === n, played);
    }
    await page.waitForFunction(() => document.querySelectorAll('[data-history] [data-ply]').length === 4
      && [...document.querySelectorAll('[data-history] [data-ply]')].every((m) => m.dataset.remoteness !== undefined));
    const seen = await page.evaluate(() => {
      const scroll = document.querySelector('.vh-scroll');
      // A mark and its 3 px focus ring inside its lane, and the lane inside the chart.
      const ring = 3;
      const inside = (box, edge) => box.left - ring >= edge.left && box.right + ring <= edge.right;
      const chart = scroll.getBoundingClientRect();
      return {
        marks: [...scroll.querySelectorAll('.vh-mark')]
          .filter((m) => !inside(m.getBoundingClientRect(), m.parentElement.getBoundingClientRect()) || !inside(m.getBoundingClientRect(), chart))
          .map((m) => `ply ${m.dataset.ply} (remoteness ${m.dataset.remoteness})`),
        sideways: scroll.scrollWidth - scroll.clientWidth,
        last: [scroll.querySelector('[data-ply="3"]').dataset.remoteness, scroll.querySelector('[data-ply="3"]').dataset.player],
        names: [...document.querySelectorAll('.vh-names span')].map((span) => ({
          text: span.textContent, cut: span.scrollWidth > span.clientWidth || getComputedStyle(span).textOverflow === 'ellipsis',
        })),
        stops: [...scroll.querySelectorAll('.vh-mark')].filter((m) => m.tabIndex === 0).map((m) => m.dataset.ply),
      };
    });
    const label = `at ${screen.name} px`;
    assert.deepEqual(seen.last, ['0', '1'], `${label}: the last mark is the computer's, at the end`);
    assert.deepEqual(seen.marks, [], `${label}: marks cut by the chart's edge`);
    assert.ok(seen.sideways <= 0, `${label}: the chart scrolls sideways by ${seen.sideways} px`);
    assert.deepEqual(seen.names, [{ text: 'You', cut: false }, { text: 'The computer', cut: false }], label);
    assert.deepEqual(seen.stops, ['3'], `${label}: one Tab stop, the last position's`);
    await page.screenshot({ path: path.join(artifacts, `screens-value-history-${screen.name}.png`), fullPage: true });

    // The keyboard: Tab reaches the chart once; the arrows, Home and End move in it.
    const focused = () => page.evaluate(() => document.activeElement?.dataset?.ply ?? document.activeElement?.tagName);
    await page.locator('.vh-mark[data-ply="3"]').focus();
    await pressed(page, focused, [
      ['ArrowUp', '2'],
      ['Home', '0'],
      ['ArrowUp', '0', 'Up on the first mark stays'],
      ['ArrowDown', '1'],
      ['End', '3'],
      ['ArrowRight', '3', 'Right on the last mark stays'],
      ['ArrowLeft', '2'],
      ['ArrowLeft', '1'],
    ]);
    assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('.vh-mark')].map((m) => m.tabIndex)), [-1, 0, -1, -1]);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('vh-mark')), false, 'Tab leaves the chart');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focused(), '1', 'Shift+Tab comes back to the mark last focused');
    // Enter goes back to the position (one where you are to move); the
    // redrawn chart keeps the focus on its mark.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('#history li').length === 2);
    await page.waitForFunction(() => document.activeElement?.dataset?.ply === '2');
    await page.keyboard.press('Home');
    assert.equal(await focused(), '0');
    await page.keyboard.press(' ');
    await page.waitForFunction(() => document.querySelectorAll('#history li').length === 0);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}
