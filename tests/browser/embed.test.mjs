// <nimlab-game> on other pages, the demo blog post under its CSP, the
// playground's ?embed=1 iframe mode and its Embed button.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts } from '../../scripts/browser.mjs';
import { fileBrowser } from './setup.mjs';

const CSP = "script-src 'self' 'wasm-unsafe-eval'";

const browser = fileBrowser();

/** A page whose securitypolicyviolation events are kept in window.violations, and whose wasm fetches are counted. */
async function newPage(options = {}) {
  const page = await browser.page({ viewport: { width: 1000, height: 900 }, ...options });
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  page.wasmFetches = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/nimlab_bg.wasm') && request.frame() === page.mainFrame()) page.wasmFetches += 1;
  });
  return page;
}

/** Serves `body` as an HTML page of the test server's origin (under test-results/) and opens it. */
function openHtml(page, name, body) {
  return browser.html(page, name, body, { 'content-security-policy': CSP });
}

const MODULE = '<script type="module" src="/www/nimlab-game.js"></script>';
const ready = (page, selector) => page.locator(`${selector} #view button`).first().waitFor();
const historyLength = (page, selector) => page.locator(`${selector} #history li`).count();

test('two elements play independently, and follow changes of state, lang and hints', async () => {
  const page = await newPage();
  const nim = '{"game":"nim","heaps":[3,4,5]}';
  await openHtml(page, 'two', `${MODULE}
    <nimlab-game id="a" state='${nim}' lang="en" opponent="human"></nimlab-game>
    <nimlab-game id="b" state='${nim}' lang="en" opponent="human"></nimlab-game>`);
  await ready(page, '#a');
  await ready(page, '#b');
  await page.locator(`#a [data-move='{"heap":2,"take":5}']`).click();
  assert.equal(await historyLength(page, '#a'), 1);
  assert.equal(await historyLength(page, '#b'), 0);
  assert.equal(await page.locator('#b .coin').count(), 12);
  assert.match(await page.locator('#a #status').textContent(), /Player 2 to move/);
  assert.match(await page.locator('#a #announce').textContent(), /Player 1: take 5 from row 3/);

  // By keyboard alone: focus stays on the board after a move.
  await page.locator('#b .coin').first().focus();
  await page.keyboard.press('Enter');
  assert.equal(await historyLength(page, '#b'), 1);
  // The board holds the focus while the new position's analysis comes, then a control of it does.
  await page.waitForFunction(() => document.querySelector('#b').shadowRoot.activeElement?.tagName === 'BUTTON');

  // lang and hints keep the moves made; a new state starts over.
  await page.evaluate(() => document.querySelector('#a').setAttribute('lang', 'zh-Hant'));
  await page.waitForFunction(() => document.querySelector('#a').shadowRoot.querySelector('#status')?.textContent.includes('輪到玩家 2'));
  assert.equal(await historyLength(page, '#a'), 1);
  assert.equal(await page.locator('#a #undo').textContent(), '悔棋');
  assert.equal(await page.locator('#a #view [data-outcome]').count(), 0);
  await page.evaluate(() => document.querySelector('#a').setAttribute('hints', ''));
  await page.locator('#a [data-outcome="P"]').first().waitFor();
  assert.ok(await page.locator('#a #why').isVisible());
  await page.evaluate(() => document.querySelector('#a').removeAttribute('hints'));
  await page.locator('#a #reveal').waitFor();
  // Without hints the Why panel stays, explaining the position without naming a move until asked.
  assert.ok(await page.locator('#a #why').isVisible());
  assert.equal(await page.locator('#a #why [data-move]').count(), 0);
  assert.equal(await page.locator('#a #view [data-outcome]').count(), 0);
  await page.evaluate(() => document.querySelector('#b').setAttribute('state', '{"game":"kayles","rows":[5]}'));
  await page.locator('#b .kayles .coin').first().waitFor();
  assert.equal(await page.locator('#b .kayles .coin').count(), 5);
  assert.equal(await historyLength(page, '#b'), 0);
  assert.equal(await page.locator('#a .coin').count(), 7);
  assert.equal(page.wasmFetches, 1);
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('move and gameover events carry the state, the move, the player and the winner', async () => {
  const page = await newPage();
  await openHtml(page, 'events', `${MODULE}<nimlab-game state='{"game":"nim","heaps":[1,2]}' lang="en"></nimlab-game>`);
  await ready(page, 'nimlab-game');
  await page.evaluate(() => {
    window.events = [];
    for (const type of ['move', 'gameover']) {
      // Listening on the document: the events bubble out of the element.
      document.addEventListener(type, (e) => window.events.push({ type, target: e.target.tagName, bubbles: e.bubbles, composed: e.composed, detail: e.detail }));
    }
  });
  await page.locator(`[data-move='{"heap":1,"take":1}']`).click();
  await page.waitForFunction(() => window.events.length >= 2);
  await page.locator('#view button.coin:not([disabled])').click();
  await page.waitForFunction(() => window.events.some((e) => e.type === 'gameover'));
  const events = await page.evaluate(() => window.events);
  assert.equal(events.length, 4);
  assert.ok(events.every((e) => e.target === 'NIMLAB-GAME' && e.bubbles && e.composed));
  assert.deepEqual(events[0].detail, { state: { game: 'nim', heaps: [1, 1], misere: false }, move: { heap: 1, take: 1 }, player: 0 });
  assert.equal(events[1].detail.player, 1);
  assert.deepEqual(events[1].detail.state.heaps.map(Number).sort(), [0, 1]);
  assert.equal(events[2].detail.player, 0);
  assert.deepEqual(events[2].detail.state.heaps, [0, 0]);
  assert.deepEqual(events[3], { type: 'gameover', target: 'NIMLAB-GAME', bubbles: true, composed: true, detail: { state: events[2].detail.state, winner: 0 } });
  assert.equal(await page.locator('#verdict').textContent(), 'You win!');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a bad state attribute shows the reason inside the element', async () => {
  const page = await newPage();
  await openHtml(page, 'bad', `${MODULE}
    <nimlab-game id="negative" state='{"game":"nim","heaps":[3,-1]}' lang="en"></nimlab-game>
    <nimlab-game id="broken" state='{"game":' lang="zh-Hans"></nimlab-game>
    <nimlab-game id="none"></nimlab-game>
    <nimlab-game id="fine" state='{"game":"subtraction","pile":5,"max":2}'></nimlab-game>`);
  await ready(page, '#fine');
  assert.match(await page.locator('#negative .error').textContent(), /Heap 2 must be a whole number .*; got -1/);
  assert.match(await page.locator('#broken .error').textContent(), /state 属性不是合法的 JSON/);
  assert.match(await page.locator('#none .error').textContent(), /no state attribute/);
  // The page's lang="en" is the default language.
  assert.match(await page.locator('#fine #status').textContent(), /Your move/);
  await page.evaluate(() => document.querySelector('#negative').setAttribute('state', '{"game":"nim","heaps":[3,1]}'));
  await ready(page, '#negative');
  assert.equal(await page.locator('#negative .coin').count(), 4);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the demo post runs under its CSP: no violation, nothing off the origin, one wasm fetch, the page CSS stays out', async () => {
  const page = await newPage();
  await page.goto(`${browser.origin}/www/site/embed.html`);
  const games = page.locator('nimlab-game');
  assert.equal(await games.count(), 3);
  for (let i = 0; i < 3; i += 1) await games.nth(i).locator('#view button').first().waitFor();
  const frame = page.frameLocator('iframe.game-frame');
  await frame.locator('#view button').first().waitFor();

  assert.match(await games.nth(0).locator('#status').textContent(), /电脑正在思考|轮到你/);
  assert.match(await games.nth(1).locator('#status').textContent(), /輪到玩家 1/);
  assert.ok(await games.nth(2).locator('#why').isVisible());
  assert.ok(await frame.locator('#why').isVisible(), 'the iframe has hints, so its Why panel');
  assert.ok(await frame.locator('#setup').isHidden());
  // The blog paints every button red-brown; the coins inside the element keep their own look.
  const colours = await page.evaluate(() => ({
    blog: getComputedStyle(document.querySelector('.subscribe')).backgroundColor,
    coin: getComputedStyle(document.querySelectorAll('nimlab-game')[1].shadowRoot.querySelector('.coin')).backgroundColor,
    font: getComputedStyle(document.querySelectorAll('nimlab-game')[1].shadowRoot.querySelector('#status')).fontFamily,
  }));
  assert.notEqual(colours.coin, colours.blog);
  assert.doesNotMatch(colours.font, /Georgia/);

  // The Kayles game (the computer first) plays on by clicking.
  await games.nth(0).locator('#view button:not([disabled])').first().waitFor();
  await games.nth(0).locator('#view button:not([disabled])').first().click();
  await page.waitForFunction(() => document.querySelector('nimlab-game').shadowRoot.querySelectorAll('#history li').length >= 2);
  await page.screenshot({ path: path.join(artifacts, 'embed-demo.png'), fullPage: true });

  assert.equal(page.wasmFetches, 1, 'one wasm fetch for three elements');
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  assert.deepEqual(page.problems, []);
  // The policy is really on: an inline script is refused.
  await page.evaluate(() => document.body.append(Object.assign(document.createElement('script'), { textContent: 'window.inlineRan = true' })));
  await page.waitForFunction(() => window.violations.length > 0);
  assert.equal(await page.evaluate(() => window.inlineRan), undefined);
  await page.close();
});

test('phone width: the demo post and its games fit 375 px', async () => {
  const page = await newPage({ viewport: { width: 375, height: 800 } });
  await page.goto(`${browser.origin}/www/site/embed.html`);
  for (let i = 0; i < 3; i += 1) await page.locator('nimlab-game').nth(i).locator('#view button').first().waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 375);
  await page.screenshot({ path: path.join(artifacts, 'embed-demo-phone.png'), fullPage: true });
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('?embed=1 shows the one game without the playground, under the strict CSP', async () => {
  const page = await newPage();
  // Serve index.html with the policy as a header, as a strict host would.
  await page.route(/\/index\.html/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': CSP } });
  });
  const state = encodeURIComponent('{"game":"nim","heaps":[2,3]}');
  await browser.visit(page, `?embed=1&lang=en&state=${state}`);
  await ready(page, '');
  for (const hidden of ['.top', '#setup', '.console-box', '#embed']) {
    assert.ok(await page.locator(hidden).isHidden(), `${hidden} is hidden`);
  }
  // Without hints the Why panel explains the position and names no move until asked.
  await page.locator('#why[data-outcome]').waitFor();
  assert.equal(await page.locator('#why [data-move]').count(), 0);
  assert.ok(await page.locator('#reveal').isVisible());
  assert.equal(await page.locator('#view .coin').count(), 5);
  assert.equal(await page.evaluate(() => f([12])), 0, 'the console API still works');
  await page.goto(`${browser.origin}/index.html?embed=1&lang=en&hints=1&state=${state}`);
  await page.locator('#explain table').waitFor();
  assert.ok(await page.locator('#why').isVisible());
  await page.screenshot({ path: path.join(artifacts, 'embed-iframe-mode.png'), fullPage: true });
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the Embed button gives a snippet that plays the position now on another page, and an iframe address', async () => {
  const page = await newPage();
  const state = encodeURIComponent('{"game":"nim","heaps":[3,4,5]}');
  await browser.visit(page, `?lang=zh-Hant&hints=1&state=${state}`);
  await page.locator(`#view [data-move='{"heap":0,"take":1}']`).click();
  await page.waitForFunction(() => document.querySelectorAll('#history li').length === 2);
  const position = await page.evaluate(() => {
    const query = new URLSearchParams(location.search);
    return JSON.parse(query.get('moves')).reduce((s, m) => play(s, m), JSON.parse(query.get('state')));
  });
  await page.locator('#embed').click();
  await page.locator('#embed-dialog').waitFor();
  assert.ok(await page.locator('#embed-dialog').isVisible());
  // The position now, as asked (the snippet starts from the first position unless asked).
  await page.locator('input[name="embed-from"][value="now"]').check();
  const snippet = await page.locator('#embed-snippet').inputValue();
  const address = await page.locator('#embed-url').inputValue();
  const cdn = /^<script type="module" src="https:\/\/cdn\.jsdelivr\.net\/npm\/nimlab@[\d.]+\/dist\/(www\/nimlab-game\.js)"><\/script>/;
  assert.match(snippet, cdn);
  assert.match(snippet, /lang="zh-Hant"/);
  assert.match(snippet, / hints>/);
  await page.keyboard.press('Escape');
  assert.ok(await page.locator('#embed-dialog').isHidden());

  const pasted = await newPage();
  // The CDN's copy of www/ is this server's (the network is closed to tests).
  await openHtml(pasted, 'snippet', snippet.replace(cdn, `<script type="module" src="${browser.origin}/$1"></script>`));
  await ready(pasted, 'nimlab-game');
  assert.deepEqual(await pasted.evaluate(() => document.querySelector('nimlab-game').position), position);
  assert.equal(await pasted.locator('#view .coin').count(), position.heaps.reduce((a, b) => a + b, 0));
  assert.match(await pasted.locator('#status').textContent(), /輪到你/);
  await pasted.locator('#view button.coin').first().click();
  assert.equal(await historyLength(pasted, ''), 1);
  assert.deepEqual(pasted.problems, []);

  const framed = await newPage();
  await framed.goto(address);
  await framed.evaluate(() => window.nimlab.ready);
  assert.ok(address.startsWith(`${browser.origin}/index.html?embed=1&`), address);
  assert.ok(await framed.locator('#setup').isHidden());
  assert.equal(await framed.locator('#view .coin').count(), position.heaps.reduce((a, b) => a + b, 0));
  assert.deepEqual(framed.problems, []);
  assert.deepEqual(page.problems, []);
  await Promise.all([page.close(), pasted.close(), framed.close()]);
});
