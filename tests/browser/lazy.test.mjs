// What a page downloads: a <nimlab-game> only its own game's drawing and
// strings in its own language (exactly what scripts/size.mjs counts for it);
// the playground each game and language when it is first shown, switching
// only once it has loaded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileBrowser, openSetUp } from './setup.mjs';
import { closure, elementFiles } from '../../scripts/size.mjs';

const browser = fileBrowser();

/** A page that keeps the path of every file it asks the server for, in `page.asked`. */
async function recordingPage(options = {}) {
  const page = await browser.page({ viewport: { width: 1000, height: 900 }, ...options });
  page.asked = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === browser.origin) page.asked.add(url.pathname.slice(1));
  });
  return page;
}

const under = (page, folder) => [...page.asked].filter((file) => file.startsWith(folder)).sort();
/** The strings `page` asked for: strings/<lang>/<part>.js, wherever the part lives. */
const words = (page) => [...page.asked].filter((file) => /^www\/(?:[\w-]+\/)*strings\/[\w-]+\/[\w-]+\.js$/.test(file)).sort();

/** Holds back every request matching `pattern` until `release()` is called. */
async function holdBack(page, pattern) {
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a Kayles element in zh-Hant asks for no other game and no other language, and plays to the end', async () => {
  const page = await recordingPage();
  await browser.html(page, 'lazy-kayles', `<script type="module" src="/www/nimlab-game.js"></script>
    <nimlab-game state='{"game":"kayles","rows":[7]}' lang="zh-Hant" hints></nimlab-game>`);
  const element = page.locator('nimlab-game');
  for (let turn = 0; turn < 10; turn += 1) {
    await page.waitForFunction(() => {
      const root = document.querySelector('nimlab-game').shadowRoot;
      return !root.querySelector('#verdict')?.hidden || root.querySelector('#view button:not([disabled])');
    });
    if (await element.locator('#verdict').isVisible()) break;
    const before = await element.locator('#history li').count();
    await element.locator('#view button:not([disabled])').first().click();
    await page.waitForFunction((n) => document.querySelector('nimlab-game').shadowRoot.querySelectorAll('#history li').length > n, before);
  }
  assert.match(await element.locator('#verdict').textContent(), /你贏了|電腦贏了/);
  // The end is a summary: who made the last move, and so who won.
  assert.match(await element.locator('#explain').textContent(), /走了最後一步，所以(你|電腦)贏了/);

  assert.deepEqual(under(page, 'www/games/'), ['www/games/drawings.js', 'www/games/index.js', 'www/games/kayles.js', 'www/games/rows.js']);
  assert.deepEqual(words(page), ['www/strings/zh-Hant/board.js', 'www/strings/zh-Hant/kayles.js']);
  // Every file it asked for, the Worker of the computer's moves included, is
  // what the element can load for Kayles in zh-Hant, and nothing more: not
  // the full engine (take-and-break, sums; www/solver/engine.js), which Kayles does not need.
  const { files, choices } = closure('www/nimlab-game.js', { split: true });
  const base = closure('www/pkg/base/nimlab.js').files;
  const expected = [...new Set([...files, ...base, ...elementFiles(choices, 'kayles', 'zh-Hant').files])].filter((file) => file !== 'www/pkg/nimlab_bg.wasm').sort();
  assert.deepEqual([...page.asked].filter((file) => file.startsWith('www/')).sort(), expected);
  assert.ok(!page.asked.has('www/pkg/nimlab.js') && page.asked.has('www/pkg/base/nimlab_bg.wasm'), 'the base engine only');

  // A new language brings in that language's strings for the board and Kayles only.
  await page.evaluate(() => document.querySelector('nimlab-game').setAttribute('lang', 'en'));
  await page.waitForFunction(() => document.querySelector('nimlab-game').shadowRoot.querySelector('#undo')?.textContent === 'Undo');
  assert.match(await element.locator('#verdict').textContent(), /You win|computer wins/);
  assert.deepEqual(words(page), [
    'www/strings/en/board.js', 'www/strings/en/kayles.js', 'www/strings/zh-Hant/board.js', 'www/strings/zh-Hant/kayles.js',
  ]);
  assert.deepEqual(under(page, 'www/games/'), ['www/games/drawings.js', 'www/games/index.js', 'www/games/kayles.js', 'www/games/rows.js']);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the playground loads the first game and language only, and another game once it is chosen', async () => {
  const page = await recordingPage();
  await browser.visit(page, '?lang=en');
  assert.equal(await page.locator('#view .kayles .coin').count() > 0, true);
  // index.html preloads Kayles, the usual first game, and the pieces the other drawings share.
  const preloaded = ['www/games/drawings.js', 'www/games/index.js', 'www/games/kayles.js', 'www/games/pile.js', 'www/games/rows.js', 'www/games/take-input.js'];
  assert.deepEqual(under(page, 'www/games/'), preloaded);
  assert.deepEqual(words(page), ['www/site/strings/en/playground.js', 'www/strings/en/board.js', 'www/strings/en/errors.js', 'www/strings/en/kayles.js']);

  // A move, then another game whose drawing is held back: the board stays as it is until the drawing is in.
  await page.locator('#view .kayles .coin').first().click();
  await page.waitForFunction(() => document.querySelectorAll('#history li').length === 2);
  const release = await holdBack(page, /\/www\/games\/wythoff\.js$/);
  await openSetUp(page);
  await page.locator('#game').selectOption('wythoff');
  await page.locator('#param-heaps').fill('3, 5');
  await page.locator('#setup button[type="submit"]').click();
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#view .kayles').count(), 1, 'the Kayles board stays until Wythoff has loaded');
  assert.equal(JSON.parse(new URL(page.url()).searchParams.get('state')).game, 'kayles');
  release();
  await page.locator('#view .wythoff').waitFor();
  assert.equal(await page.locator('#history li').count(), 0);
  assert.deepEqual(JSON.parse(new URL(page.url()).searchParams.get('state')), { game: 'wythoff', heaps: [3, 5], misere: false });
  assert.deepEqual(under(page, 'www/games/'), [...preloaded, 'www/games/wythoff.js'].sort());
  assert.ok(page.asked.has('www/strings/en/wythoff.js'));
  assert.match(await page.locator('#view .help').textContent(), /\S/);
  assert.doesNotMatch(await page.locator('#view').textContent(), /wythoffHelp|heapName/, 'no string key shows untranslated');

  // Undo and redo on the new game, and the URL follows.
  await page.locator('#view button:not([disabled])').first().click();
  await page.waitForFunction(() => document.querySelectorAll('#history li').length === 2);
  await page.locator('#undo').click();
  assert.equal(await page.locator('#history li').count(), 0);
  await page.locator('#redo').click();
  assert.equal(await page.locator('#history li').count(), 1);
  assert.equal(JSON.parse(new URL(page.url()).searchParams.get('moves')).length, 1);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the playground switches language all at once, only when the new strings are in, and the URL keeps it', async () => {
  const page = await recordingPage();
  const state = encodeURIComponent('{"game":"nim","heaps":[1,2,3]}');
  await browser.visit(page, `?lang=en&hints=1&state=${state}`);
  await page.locator('#view [data-move]').first().click();
  await page.waitForFunction(() => document.querySelectorAll('#history li').length === 2);

  const release = await holdBack(page, /\/www\/strings\/zh-Hans\//);
  await page.locator('#lang').selectOption('zh-Hans');
  await page.waitForTimeout(300);
  // Nothing has changed yet: not a word of Chinese, not a key shown in place of its text.
  const waiting = await page.evaluate(() => ({ lang: document.documentElement.lang, undo: document.querySelector('#undo').textContent, title: document.querySelector('#setup-title').textContent, why: document.querySelector('#explain').textContent }));
  assert.equal(waiting.lang, 'en');
  assert.equal(waiting.undo, 'Undo');
  assert.equal(waiting.title, 'Set up');
  assert.doesNotMatch(waiting.why, /[\u4e00-\u9fff]/);
  release();
  await page.waitForFunction(() => document.documentElement.lang === 'zh-Hans');
  assert.equal(await page.locator('#undo').textContent(), '悔棋');
  assert.equal(await page.locator('#setup-title').textContent(), '设置');
  assert.match(await page.locator('#explain').textContent(), /[\u4e00-\u9fff]/);
  assert.doesNotMatch(await page.locator('body').textContent(), /\b(nimHelp|moveNim|param_heaps|historyTitle)\b/);
  for (const part of ['strings/zh-Hans/board', 'site/strings/zh-Hans/playground', 'strings/zh-Hans/nim']) assert.ok(page.asked.has(`www/${part}.js`), part);
  assert.equal(new URL(page.url()).searchParams.get('lang'), 'zh-Hans');
  assert.equal(await page.locator('#history li').count(), 2, 'the moves stay');

  // The link reopens the position in Simplified Chinese.
  const again = await recordingPage();
  await again.goto(page.url());
  await again.evaluate(() => window.nimlab.ready);
  assert.equal(await again.locator('#undo').textContent(), '悔棋');
  assert.equal(await again.locator('#history li').count(), 2);
  assert.deepEqual(words(again), ['www/site/strings/zh-Hans/playground.js', 'www/strings/zh-Hans/board.js', 'www/strings/zh-Hans/errors.js', 'www/strings/zh-Hans/nim.js']);
  assert.deepEqual(page.problems, []);
  assert.deepEqual(again.problems, []);
  await Promise.all([page.close(), again.close()]);
});

test('an element whose strings cannot load says so, and loads them when asked again', async () => {
  const page = await recordingPage();
  const url = `${browser.origin}/test-results/lazy-offline.html`;
  await page.route(url, (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Offline</title></head><body>
      <script type="module" src="/www/nimlab-game.js"></script>
      <nimlab-game state='{"game":"nim","heaps":[1,2]}' lang="zh-Hant"></nimlab-game></body></html>`,
  }));
  let refuse = true;
  await page.route(/\/www\/strings\/zh-Hant\/board\.js$/, (route) => (refuse ? route.abort() : route.continue()));
  await page.goto(url);
  await page.locator('nimlab-game .error').waitFor();
  assert.match(await page.locator('nimlab-game .error').textContent(), /^nimlab could not load/);
  refuse = false;
  await page.evaluate(() => document.querySelector('nimlab-game').setAttribute('opponent', 'human'));
  await page.locator('nimlab-game #view button').first().waitFor();
  assert.equal(await page.locator('nimlab-game #undo').textContent(), '悔棋');
  // The refused request is the only problem: a failed fetch, logged by the browser.
  assert.ok(page.problems.every((problem) => /Failed to (load resource|fetch)|importing a module/i.test(problem)), page.problems.join('\n'));
  await page.close();
});
