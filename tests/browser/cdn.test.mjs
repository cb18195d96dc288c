// The npm package in a browser, from the tarball that
// scripts/pack-check.mjs installs offline into an empty project: a tiny page
// bundled with esbuild calls the solver with no init call, and a blog post on
// one origin loads <nimlab-game> from a second origin that sends CORS headers
// as a CDN does, under the README's policy `script-src 'self' <that origin>
// 'wasm-unsafe-eval'; worker-src blob: <that origin>`, and under a page's
// default-src 'self' with the documented line (docs/EMBEDDING.md,
// "Content-Security-Policy"). Its searches run in a Worker there and without
// any policy; under a policy that forbids the Worker, on the page's thread,
// one step a task. A policy that blocks the wasm is said at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { build } from 'esbuild';
import { serve } from '../../scripts/serve.mjs';
import { ensureInstalled, installed, project } from '../../scripts/pack-check.mjs';
import { artifacts } from '../../scripts/browser.mjs';

const site = path.join(project, 'site');
let browser;
let blog; // the page's own origin: the bundled page and the blog post
let cdn; // the second origin: the installed package, served with CORS
let post; // the blog post's origin, which sends the post with its CSP header
const ICON = '<link rel="icon" href="data:,">';
const origin = (server) => `http://127.0.0.1:${server.address().port}`;

before(async () => {
  ensureInstalled();
  rmSync(site, { recursive: true, force: true });
  mkdirSync(path.join(site, 'pkg'), { recursive: true });
  writeFileSync(path.join(project, 'app.js'), [
    "import { classify, best_move, f } from 'nimlab';",
    "const answer = classify({ game: 'nim', heaps: [3, 4, 5] });",
    "document.body.dataset.answer = JSON.stringify({ outcome: answer.outcome, nimber: answer.nimber, f: f([12]), best: best_move({ game: 'kayles', rows: [1, 11] }).move });",
    '',
  ].join('\n'));
  await build({
    absWorkingDir: project, entryPoints: ['app.js'], bundle: true, format: 'esm', platform: 'browser',
    outfile: path.join(site, 'app.js'), logLevel: 'warning',
  });
  // esbuild leaves `new URL(…, import.meta.url)` alone: the wasm goes beside the bundle, as the README says.
  copyFileSync(path.join(installed, 'dist', 'www', 'pkg', 'nimlab_bg.wasm'), path.join(site, 'pkg', 'nimlab_bg.wasm'));
  [blog, cdn] = await Promise.all([serve(0, '127.0.0.1', site), serve(0, '127.0.0.1', installed)]);
  // The bundle, and the solver's module imported straight from the second origin, as from a CDN.
  writeFileSync(path.join(site, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bundled</title>${ICON}
    <script type="module" src="app.js"></script>
    <script type="module">import { f } from '${origin(cdn)}/dist/www/index.js'; document.body.dataset.cdn = f([12]);</script>
    </head><body></body></html>`);
  // The README's policy; the same without `worker-src`, which forbids the Worker; none.
  const scripts = `script-src 'self' ${origin(cdn)} 'wasm-unsafe-eval'`;
  // The documented line for a page that starts at `default-src 'self'` (README.md, docs/EMBEDDING.md).
  const cdnOnly = `'self' ${origin(cdn)}`;
  const strict = `default-src 'self'; ${scripts}; worker-src blob: ${origin(cdn)}; style-src ${cdnOnly}; connect-src ${cdnOnly}`;
  // The same without connect-src: the wasm cannot be fetched.
  const noConnect = `default-src 'self'; ${scripts}; worker-src blob: ${origin(cdn)}; style-src ${cdnOnly}`;
  const policies = {
    '/post.html': `${scripts}; worker-src blob: ${origin(cdn)}`, '/strict.html': scripts, '/open.html': null, '/default.html': strict, '/no-connect.html': noConnect,
  };
  const element = `${origin(cdn)}/dist/www/nimlab-game.js`;
  post = createServer((request, response) => {
    const policy = policies[new URL(request.url, 'http://x').pathname];
    // Under default-src the post has no data: icon of its own to be blocked.
    const icon = policy?.startsWith('default-src') ? '' : ICON;
    const body = policy === null ? heavyPost(element) : policy === scripts ? worksheetPost(element) : blogPost(element, icon);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(policy && { 'content-security-policy': policy }) }).end(body);
  });
  await new Promise((resolve) => post.listen(0, '127.0.0.1', resolve));
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  mkdirSync(artifacts, { recursive: true });
});

after(async () => {
  await browser?.close();
  await Promise.all([blog, cdn, post].filter(Boolean).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A page that records console errors, page errors, CSP violations and requests to any origin but `allowed`. */
async function newPage(allowed) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const page = await context.newPage();
  page.problems = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('console', (message) => {
    if (message.type() === 'error') page.problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) page.problems.push(`${response.status()}: ${response.url()}`);
  });
  page.on('pageerror', (error) => page.problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (!allowed.some((prefix) => url.startsWith(`${prefix}/`)) && !url.startsWith('data:')) page.problems.push(`request to another origin: ${url}`);
  });
  return page;
}

test("a page bundled with esbuild, and one importing the module from a CDN, call the solver with no init call", async () => {
  const page = await newPage([origin(blog), origin(cdn)]);
  await page.goto(`${origin(blog)}/index.html`);
  await page.waitForFunction(() => document.body.dataset.answer);
  const answer = JSON.parse(await page.evaluate(() => document.body.dataset.answer));
  assert.deepEqual(answer, { outcome: 'N', nimber: 2, f: 0, best: { row: 1, start: 3, take: 1 } });
  await page.waitForFunction(() => document.body.dataset.cdn);
  assert.equal(await page.evaluate(() => document.body.dataset.cdn), '0', "the solver's module from another origin");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

/** A blog post with two games, the element's module from `element`, its own icon `icon`. */
function blogPost(element, icon = ICON) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>a post</title>${icon}</head><body>
    <h1>Twelve coins</h1>
    <script type="module" src="${element}"></script>
    <nimlab-game id="kayles" state='{"game":"kayles","rows":[12],"misere":true}' lang="zh-Hant" computer="first"></nimlab-game>
    <nimlab-game id="nim" state='{"game":"nim","heaps":[3,4,5]}' lang="en" hints></nimlab-game>
  </body></html>`;
}

test('a blog post loads <nimlab-game> from a second origin, as from a CDN, under a strict CSP, its searches in a Worker', async () => {
  const page = await newPage([origin(post), origin(cdn), `blob:${origin(post)}`]);
  const wasm = [];
  page.on('request', (request) => request.url().endsWith('.wasm') && wasm.push(request.url()));
  await page.goto(`${origin(post)}/post.html`);
  // The computer (first) moves in the Kayles game: its search runs as on the element's own origin.
  await page.waitForFunction(() => document.querySelector('#kayles').shadowRoot?.querySelectorAll('#history li').length >= 1, null, { timeout: 15000 });
  await page.locator('#nim #view button').first().waitFor();
  assert.ok(await page.locator('#nim #view [data-outcome]').count() > 0, 'hints are drawn');
  await page.locator(`#nim #view [data-move='{"heap":0,"take":2}']`).click();
  await page.waitForFunction(() => document.querySelector('#nim').shadowRoot?.querySelectorAll('#history li').length >= 2, null, { timeout: 15000 });
  assert.deepEqual(await page.evaluate(() => document.querySelector('#nim').position.game), 'nim');
  // Kayles and Nim need the base engine only (www/solver/engine.js): one wasm, once, from the element's origin.
  assert.deepEqual(wasm, [`${origin(cdn)}/dist/www/pkg/base/nimlab_bg.wasm`], 'the wasm is fetched once, from the element\'s origin');
  assert.equal((await solverStats(page)).mode, 'worker', 'the searches run in a Worker under the README\'s policy');
  await page.screenshot({ path: path.join(artifacts, 'cdn-blog-post.png'), fullPage: true });
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a blog post whose policy starts at default-src \'self\', plus the documented line, runs the element from a second origin with no policy report', async () => {
  const page = await newPage([origin(post), origin(cdn), `blob:${origin(post)}`]);
  await page.goto(`${origin(post)}/default.html`);
  await page.waitForFunction(() => document.querySelector('#kayles').shadowRoot?.querySelectorAll('#history li').length >= 1, null, { timeout: 15000 });
  await page.locator(`#nim #view [data-move='{"heap":0,"take":2}']`).click();
  await page.waitForFunction(() => document.querySelector('#nim').shadowRoot?.querySelectorAll('#history li').length >= 2, null, { timeout: 15000 });
  // Its stylesheets applied (a coin is drawn round), and the value history's marks placed apart.
  const drawn = await page.evaluate(() => {
    const root = document.querySelector('#nim').shadowRoot;
    const marks = [...root.querySelectorAll('.vh-mark')].map((m) => m.getBoundingClientRect().x);
    return { radius: getComputedStyle(root.querySelector('.coin')).borderRadius, marks };
  });
  assert.equal(drawn.radius, '50%', 'the element\'s styles apply');
  assert.ok(new Set(drawn.marks).size > 1, `the value history's marks have their places: ${drawn.marks}`);
  assert.equal((await solverStats(page)).mode, 'worker');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('where the page\'s policy blocks the wasm, the element says so in the reader\'s language, naming the directive to add its origin to', async () => {
  const page = await newPage([origin(post), origin(cdn), `blob:${origin(post)}`]);
  await page.goto(`${origin(post)}/no-connect.html`);
  const said = page.locator('#kayles .error');
  await said.waitFor();
  const text = await said.textContent();
  assert.match(text, /內容安全政策（Content-Security-Policy 的 connect-src）/, text);
  assert.ok(text.includes(origin(cdn)), text);
  assert.match(await page.locator('#nim .error').textContent(), /Content-Security-Policy \(connect-src\) blocks/);
  // The one complaint is the browser's, about the fetch the policy refused.
  assert.deepEqual(page.problems.filter((p) => !/connect-src|Failed to fetch|Refused to connect/.test(p)), []);
  await page.context().close();
});

/** The solver's counts on `page`, from the element's own module on the second origin. */
const solverStats = (page) => page.evaluate(async (url) => (await import(url)).solverStats(), `${origin(cdn)}/dist/www/solver/solver.js`);

/** A post with a game of seconds of work (0.04 on 30 000) beside Nim. */
function heavyPost(element) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>a heavy post</title>${ICON}</head><body>
    <script type="module" src="${element}"></script>
    <nimlab-game id="heavy" state='{"game":"octal","code":"0.04","heaps":[30000]}'></nimlab-game>
    <nimlab-game id="nim" state='{"game":"nim","heaps":[3,4,5]}' hints></nimlab-game>
  </body></html>`;
}

/** A post of twelve small games. */
function worksheetPost(element) {
  const games = Array.from({ length: 12 }, (_, i) => [
    { game: 'nim', heaps: [i + 1, 3, 5] }, { game: 'kayles', rows: [i + 3, 2] }, { game: 'wythoff', heaps: [i, 7] },
    { game: 'octal', code: '0.07', heaps: [i + 10, 4] }, { game: 'grundy', heaps: [i + 8] }, { game: 'dice', pile: 20 + i, top: 2 },
  ][i % 6]);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>a worksheet</title>${ICON}</head><body>
    <script type="module" src="${element}"></script>
    ${games.map((state, i) => `<nimlab-game id="g${i}"${i % 3 ? '' : ' hints'} state='${JSON.stringify(state)}'></nimlab-game>`).join('\n    ')}
  </body></html>`;
}

/** Whether every <nimlab-game> of the page shows its verdict. */
const allAnswered = () => [...document.querySelectorAll('nimlab-game')].every((e) => e.shadowRoot?.querySelector('#why[data-outcome]'));

/** The blog post's page `file` once every element has answered, and what its solver did. */
async function answered(file) {
  const page = await newPage([origin(post), origin(cdn), `blob:${origin(post)}`]);
  await page.goto(`${origin(post)}/${file}`);
  await page.waitForFunction(allAnswered, null, { timeout: 120000, polling: 200 });
  return { page, counts: await solverStats(page) };
}

test('from a second origin with no policy, the element works in a Worker (a blob: module importing the CDN\'s), the host page\'s thread makes no call of the solver', async () => {
  const { page, counts } = await answered('open.html');
  assert.equal(counts.mode, 'worker');
  assert.ok(counts.workers >= 1);
  assert.equal(counts.pageSteps, 0, 'the host page\'s thread made no call of the solver');
  console.log(`cross-origin, no policy: ${JSON.stringify(counts)}`);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('where the page\'s policy forbids the Worker, the page\'s thread answers twelve games one step a task', async () => {
  const { page, counts } = await answered('strict.html');
  assert.equal(counts.mode, 'main-thread');
  // Each analysis is five calls of the solver or more (solver/analysis.js), each in a task of its own.
  assert.ok(counts.pageSteps >= 5 * 12, `${counts.pageSteps} steps on the page's thread for twelve games`);
  console.log(`cross-origin, Worker forbidden: ${JSON.stringify(counts)}`);
  await page.locator('#g0 #view [data-move]:not([disabled])').first().click();
  await page.waitForFunction(() => document.querySelector('#g0').shadowRoot.querySelectorAll('#history li').length >= 2, null, { timeout: 60000 });
  // The one complaint is the browser's, about the Worker the policy refused.
  assert.deepEqual(page.problems.filter((p) => !/worker-src|Creating a worker/.test(p)), []);
  await page.context().close();
});
