// The page around the game: the board first on a laptop and a phone, links
// that keep their text and say what they could not read, numbers typed as
// people type them, each refusal beside its field, in the reader's language.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { artifacts } from '../../scripts/browser.mjs';
import { fileBrowser, NAMES, openSetUp, hintsShown } from './setup.mjs';
import { root } from '../../scripts/tools.mjs';

// One position of every game, with its misère (or other rule) twin where it has one.
const POSITIONS = [
  { name: 'nim', state: { game: 'nim', heaps: [3, 4, 5] }, twin: { misere: true } },
  { name: 'wythoff', state: { game: 'wythoff', heaps: [6, 9] }, twin: { misere: true } },
  { name: 'subtraction', state: { game: 'subtraction', pile: 21, max: 3 }, twin: { misere: true } },
  { name: 'odd-even', state: { game: 'odd-even', variant: 'odd-wins', pile: 17, max: 3, holdings: [0, 0], toMove: 0 }, twin: { variant: 'odd-vs-even', pile: 16 } },
  { name: 'fibonacci-nim', state: { game: 'fibonacci-nim', pile: 100, multiplier: 3 } },
  { name: 'dice', state: { game: 'dice', pile: 24, top: 3 } },
  { name: 'dice-two', state: { game: 'dice', pile: 30, top: [1, 2], rule: 'sum' }, twin: { rule: 'both' } },
  { name: 'kayles', state: { game: 'kayles', rows: [12], misere: true }, twin: { misere: false } },
];


const browser = fileBrowser();

const query = (state, extra = '') => `?state=${encodeURIComponent(JSON.stringify(state))}${extra}`;

/** The playground at `search` in a window of `width` × `height`. */
async function open(search, { width = 1280, height = 900, ...options } = {}) {
  return browser.open(search, { viewport: { width, height }, ...options });
}

/**
 * Visible text of the page's own words in `selector` (not the link's text
 * quoted in <code>) still in Latin letters.
 */
function latinLeft(page, selector = '[data-t], #params label, .field-error, #setup-error, #game option:checked, #rule, #status, #verdict, #history, #practice, #notice p') {
  return page.evaluate(([names, selector]) => {
    const shown = (e) => e.checkVisibility?.() ?? true;
    const parts = [...document.querySelectorAll(selector)]
      .filter(shown).map((e) => {
        const copy = e.cloneNode(true);
        for (const code of copy.querySelectorAll('code')) code.remove();
        return copy.textContent;
      });
    return parts.join(' ').replace(new RegExp(names, 'g'), '').match(/[A-Za-z]{2,}/g) ?? [];
  }, [NAMES.source, selector]);
}

/**
 * Chinese spacing on the page's game: no space after full-width punctuation
 * (a sentence joined with an English space), and no Latin letter or digit
 * set against a Han character (a name ending in a digit put in a sentence:
 * "玩家 1贏了"), in each text and in the value history's labels.
 */
function spacingWrong(page) {
  return page.evaluate(() => {
    const found = [];
    for (const block of document.querySelectorAll('#status, #verdict, #practice, #explain p, #history li')) {
      if (/[。：；，！？] (?=[\p{Script=Han}A-Za-z0-9])/u.test(block.textContent)) found.push(block.textContent.trim());
    }
    const texts = [];
    for (const root of document.querySelectorAll('#status, #verdict, #practice, #explain, #history, #value-history')) {
      const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      while (walk.nextNode()) texts.push(walk.currentNode.data);
      for (const labelled of root.querySelectorAll('[aria-label], [title]')) texts.push(labelled.getAttribute('aria-label') ?? '', labelled.title);
    }
    found.push(...texts.filter((text) => /[A-Za-z0-9]\p{Script=Han}|\p{Script=Han}[A-Za-z0-9]/u.test(text)));
    return found;
  });
}

test('at 1280×900 the board of every game starts within the first 450 px, before set-up and Why in the reading order', async () => {
  const figures = {};
  const page = await browser.page({ viewport: { width: 1280, height: 900 } });
  for (const { name, state } of POSITIONS) {
    for (const hints of ['', '&hints=1']) {
      for (const lang of ['en', 'zh-Hant']) {
        await browser.visit(page, query(state, `${hints}&lang=${lang}`));
        if (hints) await hintsShown(page);
        const layout = await page.evaluate(() => {
          const view = document.querySelector('#view');
          const before = (a, b) => Boolean(document.querySelector(a).compareDocumentPosition(document.querySelector(b)) & Node.DOCUMENT_POSITION_FOLLOWING);
          return {
            top: Math.round(view.getBoundingClientRect().top),
            order: before('#status', '#view') && before('#view', '#why') && before('#why', '#setup-box') && before('#rule', '#status'),
            folded: !document.querySelector('#setup-box').open,
          };
        });
        figures[`${name}${hints ? ' hints' : ''} ${lang}`] = layout.top;
        assert.ok(layout.top <= 450, `${name}${hints} ${lang}: the board starts at ${layout.top} px`);
        assert.ok(layout.order, `${name}: rule, status, board, Why, set-up in this order`);
        assert.ok(layout.folded, `${name}: set-up is folded while a game is on`);
        assert.deepEqual(page.problems, []);
      }
    }
  }
  await page.close();
  console.log('board top at 1280×900 (px):', JSON.stringify(figures));
});

test('the Why panel folds away and back; set-up opens, and folds once a new game starts', async () => {
  const page = await open('?lang=en');
  await page.locator('#why-box > summary').click();
  assert.equal(await page.locator('#explain').isVisible(), false);
  await page.locator('#why-box > summary').click();
  assert.equal(await page.locator('#explain').isVisible(), true);
  await openSetUp(page);
  await page.locator('#game').selectOption('nim');
  await page.locator('#param-heaps').fill('1, 2');
  await page.locator('#setup button[type="submit"]').click();
  await page.locator('#view .nim').waitFor();
  assert.equal(await page.locator('#setup-box').evaluate((box) => box.open), false);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('on a phone a row is one line: a coin off screen is in a row that scrolls inside itself and comes into view with it; the page never scrolls sideways', async () => {
  for (const state of [{ game: 'kayles', rows: [12, 3] }, { game: 'nim', heaps: [15, 4] }, { game: 'wythoff', heaps: [14, 9] }]) {
    const page = await open(query(state, '&lang=zh-Hans&hints=1'), { width: 375, height: 800 });
    await hintsShown(page);
    const rows = await page.evaluate(() => [...document.querySelectorAll('#view .objects')].map((row) => {
      const box = row.getBoundingClientRect();
      const coins = [...row.querySelectorAll('.coin')];
      const tops = new Set(coins.map((coin) => Math.round(coin.getBoundingClientRect().top)));
      coins.at(-1)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const last = coins.at(-1)?.getBoundingClientRect();
      return { inside: box.left >= 0 && box.right <= innerWidth, lines: tops.size, lastIn: !last || (last.left >= 0 && last.right <= innerWidth) };
    }));
    for (const row of rows) {
      assert.ok(row.inside, `${state.game}: a row reaches past the screen`);
      assert.ok(row.lines <= 1, `${state.game}: a row wraps onto ${row.lines} lines`);
      assert.ok(row.lastIn, `${state.game}: the row's last coin does not come into view`);
    }
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 375);
    const top = await page.evaluate(() => document.querySelector('#view').getBoundingClientRect().top);
    assert.ok(top <= 400, `${state.game}: the board starts at ${top} px on a phone`);
    await page.screenshot({ path: path.join(artifacts, `phone-row-${state.game}.png`) });
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test('a link whose state is not JSON: the reason and its text shown, the default game below, the address kept until the person acts', async () => {
  const search = '?lang=en&state=%7B%22game%22%3A%22nim%22%2C%22heaps%22%3A%5B3%2C4';
  const page = await open(search);
  const notice = await page.locator('#notice').textContent();
  assert.match(notice, /not JSON/);
  assert.ok(notice.includes('{"game":"nim","heaps":[3,4'), 'the link text is shown');
  assert.match(notice, /default game/);
  assert.equal(await page.locator('#view .kayles').count(), 1, 'the default game is on the board');
  assert.equal(await page.evaluate(() => location.search), search, 'the address is as it was');
  await page.locator('#view .coin').first().click();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('state')?.includes('kayles'));
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a link the solver refuses says why; a valid state survives bad moves; unknown opponent and starts fall back visibly', async () => {
  const refused = await open(`?lang=en${query({ game: 'nim', heaps: [3, 'x'] }, '').replace('?', '&')}`);
  assert.match(await refused.locator('#notice').textContent(), /cannot be played: Heap 2 must be a whole number[^.]*\. The link says/);
  assert.ok((await refused.evaluate(() => location.search)).includes('heaps'), 'the address is kept');

  const badMoves = await open(`${query({ game: 'nim', heaps: [1, 2, 3] })}&moves=%5Bnot-json&lang=en`);
  assert.equal(await badMoves.locator('#view .nim').count(), 1, 'the link’s Nim is on the board');
  assert.deepEqual(JSON.parse(await badMoves.evaluate(() => new URLSearchParams(location.search).get('state'))), { game: 'nim', heaps: [1, 2, 3] });
  assert.match(await badMoves.locator('#notice').textContent(), /moves are not a JSON list.*\[not-json/);
  assert.equal(await badMoves.locator('#history li').count(), 0);

  const someMoves = [{ heap: 2, take: 1 }, { heap: 2, take: 9 }];
  const stopped = await open(`${query({ game: 'nim', heaps: [1, 2, 3] })}&moves=${encodeURIComponent(JSON.stringify(someMoves))}&opponent=human&lang=en`);
  assert.match(await stopped.locator('#notice').textContent(), /Only 1 of the link’s 2 moves/);
  assert.equal(await stopped.locator('#history li').count(), 1);

  const junk = await open('?lang=en&opponent=robot&starts=7');
  const notice = await junk.locator('#notice').textContent();
  assert.match(notice, /opponent .* computer: robot/);
  assert.match(notice, /who starts .* you start: 7/);
  await openSetUp(junk);
  assert.equal(await junk.locator('#opponent').inputValue(), 'computer');
  assert.equal(await junk.locator('#starts').inputValue(), '0');
  assert.equal(await junk.evaluate(() => location.search), '?lang=en&opponent=robot&starts=7');
  for (const page of [refused, badMoves, stopped, junk]) {
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test('link problems are told in Chinese with no English words', async () => {
  for (const lang of ['zh-Hant', 'zh-Hans']) {
    const page = await open(`?lang=${lang}&state=%7Bbad&moves=x&opponent=robot&starts=9`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    assert.equal(await page.locator('#notice p').count(), 6);
    assert.deepEqual(await latinLeft(page), [], lang);
    await page.screenshot({ path: path.join(artifacts, `link-problems-${lang}.png`) });
    await page.close();
  }
});

test('every game in Chinese, hints and practice on, after a move: the page leaves only names in Latin letters (the drawings and Why panels reported)', async (t) => {
  const left = [];
  for (const lang of ['zh-Hant', 'zh-Hans']) {
    const page = await browser.page({ viewport: { width: 1280, height: 900 } });
    for (const { name, state, twin } of POSITIONS) {
      for (const position of [state, ...(twin ? [{ ...state, ...twin }] : [])]) {
        await browser.visit(page, query(position, `&lang=${lang}&hints=1&practice=1&opponent=human`));
        await hintsShown(page);
        const move = page.locator('#view button[data-move]:not([disabled])').first();
        if (await move.count()) {
          await move.click();
          await page.waitForFunction(() => document.querySelectorAll('#history li').length > 0);
          await hintsShown(page);
        }
        assert.deepEqual(await latinLeft(page), [], `${name} ${lang}: the page's own words`);
        assert.deepEqual(await spacingWrong(page), [], `${name} ${lang}: Chinese spacing`);
        const drawn = await latinLeft(page, '#rule, #view, #explain, #practice');
        if (drawn.length) left.push(`${name} ${JSON.stringify(position).slice(0, 60)} ${lang}: ${[...new Set(drawn)].join(' ')}`);
        assert.deepEqual(page.problems, []);
      }
    }
    await page.close();
  }
  // The drawings and explanations are the games helpers' (truth-a, truth-b): reported here, held there.
  if (left.length) {
    console.log(`Latin words left in the drawings:\n${left.join('\n')}`);
    t.todo(`Latin words left in ${left.length} drawings or Why panels`);
  }
});

test('numbers typed as people type them: full-width digits, ，、 and spaces', async () => {
  const page = await open('?lang=zh-Hant');
  for (const typed of ['３，４，５', '３、４、５', '3 4 5', '3，4, 5', ' ３ ４　５ ']) {
    await openSetUp(page);
    await page.locator('#game').selectOption('nim');
    await page.locator('#param-heaps').fill(typed);
    await page.locator('#setup button[type="submit"]').click();
    await page.waitForFunction(() => JSON.parse(new URLSearchParams(location.search).get('state')).game === 'nim');
    const state = JSON.parse(await page.evaluate(() => new URLSearchParams(location.search).get('state')));
    assert.deepEqual(state.heaps, [3, 4, 5], typed);
    assert.equal(await page.locator('#view .heap-row').count(), 3);
  }
  await openSetUp(page);
  await page.locator('#game').selectOption('subtraction');
  await page.locator('#param-pile').fill('２１');
  await page.locator('#param-max').fill('３');
  await page.locator('#setup button[type="submit"]').click();
  await page.waitForFunction(() => JSON.parse(new URLSearchParams(location.search).get('state')).game === 'subtraction');
  assert.deepEqual(JSON.parse(await page.evaluate(() => new URLSearchParams(location.search).get('state'))), { game: 'subtraction', pile: 21, max: 3, misere: false });
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a field that cannot be read is refused beside it with the reason, the board unchanged, the error gone once fixed', async () => {
  const page = await open('?lang=en');
  const before = await page.evaluate(() => location.search);
  await openSetUp(page);
  await page.locator('#game').selectOption('nim');
  await page.locator('#param-heaps').fill('3, x, 5');
  await page.locator('#setup button[type="submit"]').click();
  const field = page.locator('#param-heaps');
  assert.equal(await field.getAttribute('aria-invalid'), 'true');
  assert.equal(await field.getAttribute('aria-describedby'), 'param-heaps-error');
  assert.match(await page.locator('#param-heaps-error').textContent(), /Entry 2, “x”, is not a whole number/);
  assert.equal(await page.locator('#view .kayles').count(), 1, 'the board is as it was');
  assert.equal(await page.evaluate(() => location.search), before);
  await field.fill('3, 4, 5');
  assert.equal(await field.getAttribute('aria-invalid'), null);
  assert.equal(await page.locator('#param-heaps-error').textContent(), '');

  // The solver's refusal, beside the field it names; cleared by the next good game.
  await page.locator('#game').selectOption('subtraction');
  await page.locator('#param-max').fill('0');
  await page.locator('#setup button[type="submit"]').click();
  assert.match(await page.locator('#param-max-error').textContent(), /most a move takes \(k\)/);
  assert.equal(await page.locator('#param-max').getAttribute('aria-invalid'), 'true');
  assert.equal(await page.locator('#view .kayles').count(), 1, 'the board is as it was');
  await page.locator('#param-max').fill('');
  await page.locator('#setup button[type="submit"]').click();
  assert.match(await page.locator('#param-max-error').textContent(), /Type a whole number/);
  await page.locator('#param-max').fill('2');
  await page.locator('#setup button[type="submit"]').click();
  await page.locator('#view .stones, #view .pile-count').first().waitFor();
  await openSetUp(page);
  assert.equal(await page.locator('#param-max-error').textContent(), '');
  assert.equal(await page.locator('#setup-error').isHidden(), true);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('field errors in zh-Hant and zh-Hans name the entry with no English', async () => {
  for (const [lang, expected] of [['zh-Hant', /第 2 項「四」不是非負整數/], ['zh-Hans', /第 2 项“四”不是非负整数/]]) {
    const page = await open(`?lang=${lang}`);
    await openSetUp(page);
    await page.locator('#game').selectOption('nim');
    await page.locator('#param-heaps').fill('３，四，５');
    await page.locator('#setup button[type="submit"]').click();
    assert.match(await page.locator('#param-heaps-error').textContent(), expected);
    await page.locator('#game').selectOption('subtraction');
    await page.locator('#param-pile').fill('');
    await page.locator('#setup button[type="submit"]').click();
    assert.match(await page.locator('#param-pile-error').textContent(), /非負整數|非负整数/);
    assert.deepEqual(await latinLeft(page), [], lang);
    await page.screenshot({ path: path.join(artifacts, `field-error-${lang}.png`) });
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test('?lang= takes zh-TW, zh-HK, zh-CN and zh, and <html lang> names the language in use', async () => {
  const page = await browser.page({ viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  for (const [tag, lang, undo] of [['zh-TW', 'zh-Hant', '悔棋'], ['zh-HK', 'zh-Hant', '悔棋'], ['zh-CN', 'zh-Hans', '悔棋'], ['zh', 'zh-Hans', '悔棋'], ['fr', 'en', 'Undo']]) {
    await browser.visit(page, `?lang=${tag}`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang, tag);
    assert.equal(await page.locator('#undo').textContent(), undo);
  }
  await page.close();
});

test('practice stays in the URL, the reveal for its position only; the set-up offers practice and the opponent that lets you win', async () => {
  const page = await open(`${query({ game: 'nim', heaps: [1, 2, 4] })}&practice=1&reveal=1&lang=en`);
  // reveal=1 shows the winning move of the linked position, and only of it.
  await page.locator('#why [data-move]').first().waitFor();
  await openSetUp(page);
  assert.equal(await page.locator('#practice-mode').isChecked(), true);
  assert.ok(await page.locator('#opponent option[value="lose"]').count());
  await page.locator('#view button[data-move]:not([disabled])').first().click();
  await page.waitForFunction(() => document.querySelectorAll('#history li').length >= 1);
  const params = await page.evaluate(() => Object.fromEntries(new URLSearchParams(location.search)));
  assert.equal(params.practice, '1');
  assert.equal(params.reveal, undefined, 'a new position hides its answer until asked');
  await openSetUp(page);
  await page.locator('#practice-mode').uncheck();
  assert.equal(await page.evaluate(() => new URLSearchParams(location.search).get('practice')), null);
  await page.locator('#opponent').selectOption('lose');
  await page.locator('#setup button[type="submit"]').click();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('opponent') === 'lose');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('opened from file:// the page says to serve it, in the reader’s language', async () => {
  for (const [lang, expected] of [['en', /npm start/], ['zh-Hant', /無法直接從檔案/], ['zh-Hans', /无法直接从文件/]]) {
    const page = await browser.page({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${pathToFileURL(path.join(root, 'index.html')).href}?lang=${lang}`);
    await page.locator('#notice:not([hidden])').waitFor();
    const text = await page.locator('#notice').textContent();
    assert.match(text, expected);
    assert.match(text, /npm start/);
    assert.match(text, /localhost:8080/);
    await page.close();
  }
});
