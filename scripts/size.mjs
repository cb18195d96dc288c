// `npm run size`: what a visitor downloads, against the budgets (docs/DESIGN.md,
// "Size": measured as the files Chromium actually asks for). It builds the site as
// it is deployed (dist/: every module and stylesheet minified, scripts/site.mjs),
// serves it, and opens in Chromium (a fresh context each time, nothing
// cached) the playground's first visit, in each language, until its board
// and Why panel are drawn and nothing more is asked for; learn.html's, its list
// of lessons and a lesson on its first board, the same way; worksheet.html's,
// its builder and its student view of two games, the same way; and a page holding
// one <nimlab-game> of each game in each language, the same way. Each file
// asked for counts once, gzipped at level 9 as it is on disk; 1 KB here is
// 1000 bytes (the stricter reading of the budgets). The wasm files have
// budgets of their own, read off disk. Exits 1 when a budget is exceeded;
// writes test-results/size.json for docs/PERFORMANCE.md. Needs www/pkg
// (npm run build) and Chromium (npm test installs it).
//
// It also exports what a page can load, followed statically (HTML `src` and
// `href`, JS `import`/`export … from`, `import()` of a name or of a template
// such as `./strings/${lang}/${part}.js` (every file it can name),
// `new URL(…, import.meta.url)`, CSS `@import` and `url()`):
// tests/browser/lazy.test.mjs holds an element's requests to it, and
// scripts/element-files.mjs lists the element's files for the Embed
// dialog's download with it.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync, constants } from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './tools.mjs';

const KB = 1000;
const WASM = 'www/pkg/nimlab_bg.wasm';
const BASE_WASM = 'www/pkg/base/nimlab_bg.wasm';
const LAB = 'www/lab/pkg/nimlab_lab.js';

/** A string literal in JS that names a file by a relative path, e.g. 'game.css', '../pkg/x.wasm'. */
const FILE_LITERAL = /["']((?:\.{1,2}\/)?[\w@-][\w@.-]*(?:\/[\w@.-]+)*\.(?:m?js|css|wasm|json|html))["']/g;

/**
 * Relative references a file makes, by its type, each as {ref, dynamic,
 * label, ifExists, template, unfollowed}: `dynamic` for an import() (loaded
 * only when the code asks), `label` the name it is listed under
 * (`kayles: () => import('./kayles.js')`), `ifExists` for a guess that counts
 * only when the file is there, `template` for an import() of a template
 * string, `unfollowed` for an import() of a name computed some other way.
 */
export function references(file, text) {
  const found = [];
  const add = (regex, extra = {}) => {
    for (const match of text.matchAll(regex)) found.push({ ref: match[1], dynamic: false, ...extra });
  };
  const ext = path.extname(file);
  if (ext === '.html') {
    const markup = text.replace(/<!--[\s\S]*?-->/g, '');
    add(/<script\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi);
    add(/<link\b[^>]*\bhref\s*=\s*["']([^"']+)["']/gi);
    add(/<(?:img|source|iframe)\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi);
    for (const match of markup.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
      found.push(...references('inline.js', match[1]));
    }
  } else if (ext === '.js' || ext === '.mjs') {
    // Drop line comments that start a line and block comments, so examples
    // in prose are not taken for imports.
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    add(/\bimport\s+(?:[\w*${}\s,]+\s+from\s+)?["']([^"']+)["']/g);
    add(/\bexport\s+[\w*${}\s,]+\s+from\s+["']([^"']+)["']/g);
    add(/\bnew\s+URL\s*\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url\s*\)/g);
    for (const match of code.matchAll(/(?:([\w$]+|'[^']*'|"[^"]*")\s*[:=]\s*(?:async\s*)?\(\)\s*=>\s*)?\bimport\s*\(\s*([^)]*?)\s*\)/g)) {
      const label = match[1]?.replace(/^["']|["']$/g, '');
      const literal = match[2].match(/^(["'`])([^"'`$]+)\1$/);
      const template = match[2].match(/^`([^`]*\$\{[^`]*)`$/);
      if (literal) found.push({ ref: literal[2], dynamic: true, label });
      else if (template) found.push({ template: template[1], dynamic: true });
      // An import() of a name computed otherwise cannot be followed: it is reported, not skipped.
      else found.push({ unfollowed: `import(${match[2]})`, dynamic: true });
    }
    // A URL built from a name held elsewhere (['a.css', 'b.css'].map((n) => new URL(n, import.meta.url))):
    // every file name written in the module counts, when the file exists.
    if (/\bnew\s+URL\s*\(\s*(?!["'])[^,)]+,\s*import\.meta\.url\s*\)/.test(code)) {
      const named = code.replace(/\bimport\s*\([^)]*\)/g, '');
      for (const match of named.matchAll(FILE_LITERAL)) found.push({ ref: match[1], dynamic: false, ifExists: true });
    }
  } else if (ext === '.css') {
    add(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/g);
    add(/url\(\s*["']?([^"')]+)["']?\s*\)/g);
  }
  return found;
}

/** The file `ref` in `rel` names, relative to the root; null for data:, https: and the like. */
function resolve(rel, ref) {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(ref)) return null;
  const clean = ref.split(/[?#]/)[0];
  if (!clean) return null;
  return clean.startsWith('/') ? clean.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(rel), clean));
}

const isFile = (rel) => existsSync(path.join(root, rel)) && statSync(path.join(root, rel)).isFile();

/** Every file under the folder `rel`, relative to the root. */
function filesUnder(rel) {
  const full = path.join(root, rel);
  if (!existsSync(full) || !statSync(full).isDirectory()) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = path.posix.join(rel, entry.name);
    return entry.isDirectory() ? filesUnder(child) : [child];
  });
}

/**
 * Every file an import() of the template string `template` in `rel` can
 * load, each ${…} standing for one part of a path: {label, entry}, the label
 * being the parts it stood for, e.g. `zh-Hant/board`.
 */
function expand(rel, template) {
  const marked = path.posix.normalize(path.posix.join(path.posix.dirname(rel), template.replace(/\$\{[^}]*\}/g, '\0')));
  const fixed = marked.split('\0');
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${fixed.map(escape).join('([^/]+)')}$`);
  const folder = fixed[0].slice(0, fixed[0].lastIndexOf('/'));
  return filesUnder(folder).sort().flatMap((file) => {
    const match = file.match(pattern);
    return match ? [{ label: match.slice(1).join('/'), entry: file }] : [];
  });
}

/**
 * Every local file `entry` loads, itself included, in the order found.
 * With `split`, import() is not followed: `files` is what loads with the
 * module itself, and `choices` lists, for each module with import() calls,
 * what each can load (a game's drawing, a part of one language's strings),
 * with the files that come with it beyond `files`.
 */
export function closure(entry, { split = false, within = new Set() } = {}) {
  const seen = new Set();
  const missing = [];
  const unfollowed = [];
  const sites = [];
  const visit = (rel) => {
    if (seen.has(rel) || within.has(rel)) return;
    if (!isFile(rel)) {
      missing.push(rel);
      return;
    }
    seen.add(rel);
    const options = [];
    for (const found of references(rel, readFileSync(path.join(root, rel), 'utf8'))) {
      if (found.unfollowed) {
        unfollowed.push(`${found.unfollowed} in ${rel}`);
        continue;
      }
      const targets = found.template
        ? expand(rel, found.template)
        : [{ label: found.label, entry: resolve(rel, found.ref) }];
      if (found.template && !targets.length) missing.push(`import(\`${found.template}\`) in ${rel}`);
      for (const { label, entry: target } of targets) {
        if (target === null || (found.ifExists && !isFile(target))) continue;
        if (split && found.dynamic) options.push({ label: label ?? path.posix.basename(target, path.posix.extname(target)), entry: target });
        else visit(target);
      }
    }
    if (options.length) sites.push({ from: rel, options });
  };
  visit(entry);
  const files = [...seen];
  const choices = sites.map(({ from, options }) => ({
    from,
    options: options.map((option) => {
      const loaded = closure(option.entry, { within: seen });
      missing.push(...loaded.missing);
      unfollowed.push(...loaded.unfollowed);
      return { ...option, files: loaded.files };
    }),
  }));
  return { files, missing: [...new Set(missing)], unfollowed, choices };
}

function measure(rel, base = root) {
  const bytes = readFileSync(path.join(base, rel));
  return { file: rel, raw: bytes.length, gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length };
}

const total = (measured) => ({
  raw: measured.reduce((sum, f) => sum + f.raw, 0),
  gzip: measured.reduce((sum, f) => sum + f.gzip, 0),
});

/** A file read off disk against its budget. */
function fileGroup(name, entry, budgetKB, { optional = false, with: also = [] } = {}) {
  if (!existsSync(path.join(root, entry))) {
    if (optional) return { name, entry, absent: true, budget: budgetKB * KB, files: [] };
    throw new Error(`${entry} is missing: run \`npm run build\` first`);
  }
  const files = [entry, ...also].map((file) => measure(file));
  const { raw, gzip } = total(files);
  return { name, entry, budget: budgetKB * KB, files, raw, gzip, ok: gzip <= budgetKB * KB };
}

// How one element loads what it shows (games/index.js loadGame): its game's
// drawing, an import() of games/index.js labelled by the game's id, and the
// strings of every board and of that game in its language, the import() of
// strings/index.js, strings/<lang>/board.js and strings/<lang>/<game id>.js (a game
// without a drawing has no strings of its own). tests/browser/lazy.test.mjs
// checks an element's requests against this.
const VIEWS = 'www/games/index.js';
const STRINGS = 'www/strings/index.js';
const GENERIC = 'generic';
const SUM = 'sum';
/** Drawings that are never a part of a sum: the generic list, and odd-even (no nimber). */
const NO_NIMBER = [GENERIC, 'odd-even'];

/** What one element of `game` in `lang` loads beyond `always`, from the import() choices of www/nimlab-game.js. */
export function elementFiles(choices, game, lang) {
  const views = choices.find((c) => c.from === VIEWS);
  const strings = choices.find((c) => c.from === STRINGS);
  // A sum draws each part with its own game's drawing: at worst, one part of every game that has a nimber.
  const shown = game === SUM ? views.options.map((o) => o.label).filter((id) => !NO_NIMBER.includes(id)) : [game];
  const drawings = views.options.filter((o) => shown.includes(o.label));
  const parts = [`${lang}/board`, ...shown.filter((id) => id !== GENERIC).map((id) => `${lang}/${id}`)];
  const missing = parts.filter((part) => !strings.options.some((o) => o.label === part));
  const files = [...drawings, ...strings.options.filter((o) => parts.includes(o.label))].flatMap((o) => o.files);
  return { files: [...new Set(files)], missing: missing.map((part) => `strings/${part}.js`) };
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;

// What Chromium asks for. A page is done once its board and Why panel are
// drawn and no request has been made or left open for QUIET_MS.
const QUIET_MS = 600;
const LANGUAGES = ['en', 'zh-Hant', 'zh-Hans'];
/** The games whose positions need the take-and-break engine or the sum's: measured apart. */
const ENGINE_GAMES = ['octal', 'grundy', SUM];

/** The same-origin paths `page` asks for, once it is `ready` and quiet. */
async function requested(page, origin, go, ready) {
  const asked = new Set();
  let open = 0;
  let last = Date.now();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) asked.add(decodeURIComponent(url.pathname.slice(1)));
    open += 1;
    last = Date.now();
  });
  for (const done of ['requestfinished', 'requestfailed']) {
    page.on(done, () => {
      open -= 1;
      last = Date.now();
    });
  }
  await go();
  await ready();
  while (open > 0 || Date.now() - last < QUIET_MS) await page.waitForTimeout(QUIET_MS / 4);
  return [...asked];
}

/** `paths` (relative to dist/) that are files, measured. */
const measuredIn = (base, paths) => paths.filter((rel) => existsSync(path.join(base, rel)) && statSync(path.join(base, rel)).isFile()).sort().map((rel) => measure(rel, base));

/** The worst of `cases` ({game?, lang, files}) as a group against `budgetKB`. */
function worstGroup(name, entry, budgetKB, cases, { unit = 'game' } = {}) {
  const sized = cases.map((c) => ({ ...c, ...total(c.files) }));
  const worst = sized.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  const wasm = (c) => c.files.filter((f) => f.file.endsWith('.wasm')).reduce((sum, f) => sum + f.gzip, 0);
  return {
    name, entry, unit, budget: budgetKB * KB, files: worst.files, raw: worst.raw, gzip: worst.gzip,
    worst: { game: worst.game, lang: worst.lang }, jsCss: worst.gzip - wasm(worst),
    cases: sized.map(({ game, lang, gzip, files }) => ({ game, lang, gzip, jsCss: gzip - wasm({ files }) })),
    missing: [], ok: worst.gzip <= budgetKB * KB,
  };
}

/** The playground's first visit and one element of each game, in each language, as Chromium loads them from dist/. */
async function inChromium(base) {
  const { chromium } = await import('playwright-core');
  const { serve } = await import('./serve.mjs');
  const server = await serve(0, '127.0.0.1', base);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
  });
  const visit = async (url, ready, host) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    if (host) await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: host }));
    try {
      return await requested(page, origin, () => page.goto(url), () => ready(page));
    } finally {
      await context.close();
    }
  };
  try {
    const playground = [];
    for (const lang of LANGUAGES) {
      const paths = await visit(`${origin}/index.html?lang=${lang}`, async (page) => {
        await page.evaluate(() => window.nimlab.ready);
        await page.waitForFunction(() => document.querySelector('#why[data-outcome]'));
      });
      playground.push({ lang, game: 'kayles', files: measuredIn(base, paths) });
    }
    // learn.html's first visit: the list of lessons, and a lesson opened at its first task on a board.
    const learn = [];
    for (const lang of LANGUAGES) {
      for (const [view, query, drawn] of [
        ['lessons', '', '[data-lesson]'],
        ['lesson', '&lesson=nim&step=3', '[data-step][aria-current="step"] #view [data-move]:not([disabled])'],
      ]) {
        const paths = await visit(`${origin}/learn.html?lang=${lang}${query}`, async (page) => {
          await page.evaluate(() => window.nimlab.ready);
          await page.waitForFunction((selector) => document.querySelector(selector), drawn);
        });
        learn.push({ lang, game: view, files: measuredIn(base, paths) });
      }
    }
    // worksheet.html's first visit: the builder with a worksheet of two games
    // (its preview's boards drawn), and the student view of it.
    const worksheet = [];
    const games = encodeURIComponent(JSON.stringify([{ state: { game: 'nim', heaps: [3, 4, 5] }, practice: true }, { state: { game: 'kayles', rows: [7] } }]));
    for (const lang of LANGUAGES) {
      for (const [view, query] of [['builder', ''], ['student', '&student=1']]) {
        const paths = await visit(`${origin}/worksheet.html?lang=${lang}&title=Homework&games=${games}${query}`, async (page) => {
          await page.evaluate(() => window.nimlab.ready);
          await page.waitForFunction(() => [...document.querySelectorAll('nimlab-game')].every((e) => e.shadowRoot?.querySelector('#view [data-move]')));
        });
        worksheet.push({ lang, game: view, files: measuredIn(base, paths) });
      }
    }
    const examples = JSON.parse(readFileSync(path.join(root, 'crates', 'wasm', 'src', 'games.json'), 'utf8'));
    const elements = [];
    for (const { id, example } of examples) {
      for (const lang of LANGUAGES) {
        const state = JSON.stringify(example).replaceAll("'", '&#39;');
        const host = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>one game</title><link rel="icon" href="data:,"></head>`
          + `<body><script type="module" src="/www/nimlab-game.js"></script><nimlab-game state='${state}'></nimlab-game></body></html>`;
        const paths = await visit(`${origin}/size-host.html`, (page) => page.waitForFunction(() => {
          const shadow = document.querySelector('nimlab-game').shadowRoot;
          return shadow?.querySelector('#view [data-move]') && shadow.querySelector('#why[data-outcome]');
        }, null, { timeout: 30000 }), host);
        elements.push({ game: id, lang, files: measuredIn(base, paths) });
      }
    }
    return { playground, learn, worksheet, elements };
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

export async function measureAll() {
  if (!existsSync(path.join(root, WASM))) throw new Error(`${WASM} is missing: run \`npm run build\` first`);
  const { buildSite, dist } = await import('./site.mjs');
  buildSite();
  const { playground, learn, worksheet, elements } = await inChromium(dist);
  return [
    // The first budgets were 60, 150 and 80 KB; they rose to 95 (the wasm),
    // 230 (everything the playground could load) and 140 (one element,
    // counted statically at its worst). Since the size is measured as what
    // Chromium asks for, with the JS and CSS minified and the wasm split (the
    // base engine a page loads first, the full one where a position needs
    // it), the playground's first visit is at most 120 KB and one element of
    // the seven games 100 KB (docs/DESIGN.md, "Size"). The budget of every
    // call added about 0.8 KB to each wasm and its bridge. Misère quotients
    // are the full engine's only: 32 KB more gzipped wasm (measured 127.0
    // KB), so the wasm's budget and that of the element of a take-and-break
    // game or a sum (measured 179.2) rose by about that; the base engine,
    // the playground's first visit and the seven games' element do not carry
    // them (docs/DESIGN.md, "Size"). The search past the quotient, 3.0 KB
    // more (measured 130.0, the element 183.4). The game being played split
    // by concern (board/: the state, the moves, practice, the story, the Why
    // panel, the drawing and the turns, seven modules where there was one),
    // each gzipped alone: 2.4 KB more for the element and the playground
    // (measured 101.1, 186.2 and, with its language picker and the Workers'
    // shared error, 121.1); the playground's set-up form a module of its own
    // (site/), 0.6 KB more (measured 121.7). best_move's skill, 2.7 KB more
    // in each wasm and about 1 KB of the page's (measured 132.8, 66.4, 125.4,
    // 104.4 and 189.3). Memory charged where it is allocated, the text's cap
    // and a link's moves replayed in slices: 1.3 KB more wasm, 1.8 KB more
    // of the playground's (measured 134.1, 127.2, 105.2 and 191.3). The
    // practice score that does not forgive and the playground's "Add to a
    // worksheet", 0.4 KB more (measured 127.6, 105.6 and 191.6). The board
    // read as the game is (rows as lines, the answer on request, the choice
    // of who starts, the articles named in full, the policy said at once):
    // about 1.6 KB more for every page (measured 129.3, 123.1, 126.9, 107.1, 193.2).
    // The nimber engine's scan of common splits from both ends, and the
    // trial at each review that keeps it only where it pays: 0.9 KB more
    // wasm (measured 135.7 and 194.5).
    fileGroup('wasm', WASM, 136.5),
    fileGroup('wasm, base engine', BASE_WASM, 67.5),
    worstGroup('playground', 'dist/index.html, first visit', 130, playground),
    // learn.html within the playground's budget: its list of lessons, or a
    // lesson opened on a board (docs/LEARNING.md).
    worstGroup('learn', 'dist/learn.html, first visit', 124, learn, { unit: 'view' }),
    // worksheet.html within the playground's budget: the builder, or the
    // student view, of a worksheet of two games (docs/WORKSHEETS.md).
    worstGroup('worksheet', 'dist/worksheet.html, first visit', 130, worksheet, { unit: 'view' }),
    worstGroup('embed element', 'dist/www/nimlab-game.js, one game', 108, elements.filter((c) => !ENGINE_GAMES.includes(c.game))),
    worstGroup('embed element, take-and-break or a sum', 'dist/www/nimlab-game.js, one game', 195, elements.filter((c) => ENGINE_GAMES.includes(c.game))),
    // The Lab's Worker loads its own wasm (crates/lab), built for speed, not
    // size: its glue and wasm, the main wasm not counted. 50 since the atlas
    // (atlas_entry, with the budget's checks in the engine); 51 since its
    // values are handed on as they are worked out (what Stop keeps) and
    // filled from a proved period: 50.7 measured; 52 since the scan of
    // common splits works from both ends where a trial at each review finds
    // it pays (Officers to 10^6 2.79 times as fast as ogsolve in Node, 1.71
    // before; the three-digit atlas no slower): 51.5 measured.
    fileGroup('lab wasm', LAB, 52, { optional: true, with: ['www/lab/pkg/nimlab_lab_bg.wasm'] }),
  ];
}

/** For a page of several cases (an element's games, learn.html's views): the worst, and every case in every language. */
function worstCase(g) {
  if (!g.cases) return [];
  const languages = [...new Set(g.cases.map((c) => c.lang))];
  const games = [...new Set(g.cases.map((c) => c.game))];
  const lines = [`Worst case counted above: **${g.worst.game}** in **${g.worst.lang}**; its JS and CSS alone ${kb(g.jsCss)} gzipped. ` +
    `Every ${g.unit} in every language, JS and CSS gzipped (the wasm adds the same to each):`, ''];
  lines.push(`| ${g.unit} | ${languages.join(' | ')} |`, `| --- | ${languages.map(() => '---:').join(' | ')} |`);
  for (const game of games) {
    lines.push(`| ${game} | ${languages.map((lang) => kb(g.cases.find((c) => c.game === game && c.lang === lang).jsCss)).join(' | ')} |`);
  }
  lines.push('');
  return lines;
}

/** The report as markdown (also what the console shows). */
export function markdown(groups) {
  const lines = [];
  for (const g of groups) {
    if (g.absent) {
      lines.push(`**${g.name}** (\`${g.entry}\`): absent, not measured (budget ${kb(g.budget)} gzipped)`, '');
      continue;
    }
    lines.push(`**${g.name}** (from \`${g.entry}\`): ${kb(g.gzip)} gzipped of ${kb(g.budget)}: ${g.ok ? 'within budget' : 'OVER BUDGET'}`, '');
    lines.push('| file | raw | gzip |', '| --- | ---: | ---: |');
    for (const f of g.files) lines.push(`| \`${f.file}\` | ${f.raw} | ${f.gzip} |`);
    lines.push(`| **total** | **${g.raw}** | **${g.gzip}** |`, '');
    lines.push(...worstCase(g));
    if (g.missing?.length) lines.push(`referenced but not found: ${g.missing.map((m) => `\`${m}\``).join(', ')}`, '');
    if (g.unfollowed?.length) lines.push(`loaded by a computed name, not counted: ${g.unfollowed.map((m) => `\`${m}\``).join(', ')}`, '');
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  let groups;
  try {
    groups = await measureAll();
  } catch (error) {
    console.error(`size: ${error.message}`);
    process.exit(1);
  }
  console.log(markdown(groups));
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  writeFileSync(path.join(root, 'test-results', 'size.json'), `${JSON.stringify({ kb: KB, groups }, null, 2)}\n`);
  const over = groups.filter((g) => !g.absent && !g.ok);
  if (over.length) {
    for (const g of over) {
      console.error(`size: ${g.name} is ${kb(g.gzip)} gzipped, over its budget of ${kb(g.budget)} by ${kb(g.gzip - g.budget)}`);
    }
    process.exit(1);
  }
  console.log('size: every budget met');
}
