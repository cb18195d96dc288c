// learn.html (docs/LEARNING.md): every lesson walked in English and two in
// each Chinese, each task answered wrongly and then rightly with replies the
// test works out from the solver's own API in the page (never from the
// lesson's words): the judgement ([data-feedback][data-correct]), the step's
// state (data-done, aria-current), the board back at the task's position
// after a wrong move, the hint before the answer ([data-solution] only after
// a second wrong reply, Show me, or the right reply), progress kept over a
// reload and reset; puzzles at levels 1, 3 and 5 with nothing of the answer
// in the DOM before the reply, and reopened by their id; one lesson walked
// with the keyboard alone; each lesson's first task in three languages at
// 390 and 1280 px, as screenshots in test-results/learn/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { artifacts } from '../../scripts/browser.mjs';
import { LESSONS } from '../../www/learn/lessons.js';
import { fileBrowser, NAMES } from './setup.mjs';

const CURRENT = '[data-step][aria-current="step"]';
const shots = path.join(artifacts, 'learn');

const browser = fileBrowser(async () => {
  mkdirSync(shots, { recursive: true });
});

/** A fresh page (its own storage) at 390 × 844 with touch, or as `options` say. */
const newPage = (options = {}) => browser.page({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, ...options });

async function open(page, query) {
  await page.goto(`${browser.origin}/learn.html?${query}`);
  await page.evaluate(() => window.nimlab.ready);
}

/**
 * The right and the wrong replies to `task`, from the solver in the page:
 * moves for `win` and `lose`, an answer for `who-wins` and `nimber`, the
 * indices of the P-positions for `safe`.
 */
function replies(page, task) {
  return page.evaluate((task) => {
    const { classify, moves } = window.nimlab;
    if (task.kind === 'win' || task.kind === 'lose') {
      const wanted = task.kind === 'win' ? 'P' : 'N';
      const listed = moves(task.state);
      return { right: listed.filter((m) => m.outcome === wanted).map((m) => m.move), wrong: listed.filter((m) => m.outcome !== wanted).map((m) => m.move) };
    }
    if (task.kind === 'who-wins') {
      const outcome = classify(task.state).outcome;
      return { right: outcome, wrong: outcome === 'P' ? 'N' : 'P' };
    }
    if (task.kind === 'nimber') {
      const nimber = Number(classify(task.state).nimber);
      return { right: String(nimber), wrong: String((nimber + 1) % 16) };
    }
    const right = task.options.flatMap((option, i) => (classify(option).outcome === 'P' ? [i] : []));
    // Wrong: index 0 picked when it should not be, or left out when it should.
    const wrong = right.includes(0) ? right.filter((i) => i !== 0) : [0, ...right];
    return { right, wrong };
  }, task);
}

/** The moves of `list` that the board in `scope` has a control for, by the control's index among `[data-move]`. */
function controlsFor(page, scope, list) {
  return page.evaluate(({ scope, list }) => {
    const canonical = (value) => JSON.stringify(value, (_, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
    const controls = [...document.querySelectorAll(`${scope} #view [data-move]`)].map((c) => canonical(JSON.parse(c.dataset.move)));
    return list.map((move) => controls.indexOf(canonical(move))).filter((i) => i >= 0);
  }, { scope, list });
}

/** The canonical data-move of every control of the board in `scope`: what the board shows. */
const boardMoves = (page, scope) => page.evaluate((scope) => [...document.querySelectorAll(`${scope} #view [data-move]`)].map((c) => c.dataset.move).sort(), scope);

async function playMove(page, scope, index) {
  const control = page.locator(`${scope} #view [data-move]`).nth(index);
  await control.waitFor();
  await page.waitForFunction((scope) => document.querySelector(`${scope} #view [data-move]:not([disabled])`), scope);
  await control.click();
}

/**
 * Replies to `task` in `scope` with `reply`: for a move, the first of the
 * moves listed that the board has a control for; else an answer, or the
 * indices of a safe task.
 */
async function replyWith(page, scope, task, reply) {
  if (task.kind !== 'win' && task.kind !== 'lose') {
    await answer(page, scope, task, reply);
    return;
  }
  let [at] = await controlsFor(page, scope, reply);
  // A take-and-break board shows the moves of one take at a time: choose the take of a move listed.
  for (const move of reply) {
    if (at !== undefined) break;
    const chooser = page.locator(`${scope} #view [data-take="${move.take ?? 0}"]`);
    if (!await chooser.count()) continue;
    await chooser.click();
    [at] = await controlsFor(page, scope, [move]);
  }
  assert.notEqual(at, undefined, `${JSON.stringify(task)}: no control for any of ${JSON.stringify(reply).slice(0, 200)}`);
  await playMove(page, scope, at);
}

/** Answers `task` in `scope` with `reply` (an answer, or the safe indices). */
async function answer(page, scope, task, reply) {
  if (task.kind === 'safe') {
    const buttons = page.locator(`${scope} [data-answer]:not([data-answer="done"])`);
    for (let i = 0; i < await buttons.count(); i += 1) {
      const pressed = (await buttons.nth(i).getAttribute('aria-pressed')) === 'true';
      if (pressed !== reply.includes(i)) await buttons.nth(i).click();
    }
    await page.locator(`${scope} [data-answer="done"]`).click();
  } else {
    await page.locator(`${scope} [data-answer="${reply}"]`).click();
  }
}

/** Waits for the judgement of the task in `scope` to be `right` (true or false), and returns its words. */
async function judged(page, scope, right) {
  await page.locator(`${scope} [data-feedback][data-correct="${right}"]`).waitFor();
  return page.locator(`${scope} [data-feedback]`).textContent();
}

/**
 * Replies wrongly (`wrongs` times, or asks Show me when `show`) then rightly
 * to the task of the current step, checking the judgement, the hint before
 * the answer, the board going back, and the step's state.
 */
async function solveStep(page, { wrongs = 1, show = false } = {}) {
  const step = page.locator(CURRENT);
  const task = JSON.parse(await step.getAttribute('data-task'));
  const index = await step.getAttribute('data-step');
  const scope = `[data-step="${index}"]`;
  await page.locator(`${scope} .prompt`).waitFor();
  const { right, wrong } = await replies(page, task);
  const moving = task.kind === 'win' || task.kind === 'lose';
  const start = moving ? await boardMoves(page, scope) : null;
  let wrongLeft = wrongs;
  if (moving && !wrong.length) wrongLeft = 0;
  for (let n = 1; n <= wrongLeft; n += 1) {
    await replyWith(page, scope, task, wrong);
    const said = await judged(page, scope, false);
    assert.ok(said.length > 20, `a wrong reply says why and gives a hint: ${said}`);
    assert.equal(await page.locator(`${scope}`).getAttribute('data-done'), 'false', 'a wrong reply never marks the step done');
    assert.equal(await page.locator(`${scope} [data-next]`).isDisabled(), true);
    // The hint comes first, the answer after a second wrong reply.
    if (n === 1) assert.equal(await page.locator(`${scope} [data-solution]`).count(), 0, `the answer is not shown after one wrong reply: ${JSON.stringify(task)}`);
    else await page.locator(`${scope} [data-solution]`).waitFor();
    if (moving) {
      // The board is back at the task's position, playable again.
      await page.waitForFunction((scope) => document.querySelector(`${scope} #view [data-move]:not([disabled])`), scope);
      assert.deepEqual(await boardMoves(page, scope), start, 'the board goes back to the task\'s position after a wrong move');
      assert.equal(await page.locator(`${scope} #history li`).count(), 0);
    }
  }
  if (show) {
    assert.equal(await page.locator(`${scope} [data-solution]`).count(), 0);
    await page.locator(`${scope} [data-show]`).click();
    await page.locator(`${scope} [data-solution]`).waitFor();
  }
  await replyWith(page, scope, task, right);
  await judged(page, scope, true);
  await page.locator(`${scope}[data-done="true"]`).waitFor();
  await page.locator(`${scope} [data-solution]`).waitFor();
  assert.equal(await page.locator(`${scope} [data-next]`).isDisabled(), false);
  return task;
}

// Latin words a Chinese page may show: names (zh-Hans writes 尼姆游戏（Nim）, as the glossary does).
const LATIN_NAMES = /\b(Sprague|Sam|Loyd|Gardner|Schwenk|Nim|nimlab)\b/g;

/** English words left in a step's text on a Chinese page. */
async function englishIn(locator) {
  const text = await locator.innerText();
  return text.replace(NAMES, '').replace(LATIN_NAMES, '').match(/[A-Za-z]{3,}/g);
}

/** Walks the lesson on `page` from its first step to its last, every task answered wrongly then rightly. */
async function walkLesson(page, lesson, lang) {
  await open(page, `lesson=${lesson.id}&lang=${lang}&step=1`);
  let tasks = 0;
  for (let i = 0; i < lesson.steps.length; i += 1) {
    const step = page.locator(CURRENT);
    await step.waitFor();
    assert.equal(await step.getAttribute('data-step'), String(i), `${lesson.id}: step ${i + 1} is the current one`);
    assert.equal(await page.locator('[data-step][aria-current]').count(), 1);
    const has = lesson.steps[i];
    if (has.task) {
      // The first task: two wrong replies (the answer comes with the second); the second: Show me.
      await solveStep(page, { wrongs: tasks === 0 ? 2 : 1, show: tasks === 1 });
      tasks += 1;
    } else {
      // A step that only tells goes on at once; a figure is drawn by the solver.
      assert.equal(await step.locator('[data-next]').isDisabled(), false);
      if (has.figure) await step.locator('.stage table, .stage .figure-explain, .stage .figure-tree').first().waitFor();
      if (has.play) await step.locator('#view [data-move]').first().waitFor();
    }
    // On a Chinese page every word of the step is Chinese: its text, the replies, the answer and its explanation.
    if (lang !== 'en') assert.equal(await englishIn(step), null, `${lang} ${lesson.id} step ${i + 1}`);
    if (i < lesson.steps.length - 1) {
      await step.locator('[data-next]').click();
      await page.locator(`[data-step="${i + 1}"][aria-current="step"]`).waitFor();
      assert.equal(await page.locator(`[data-step="${i}"]`).getAttribute('data-done'), 'true', `${lesson.id}: step ${i + 1} done`);
    } else if (!has.task) {
      await step.locator('[data-next]').click();
      await page.waitForURL(/learn\.html/);
    }
  }
  assert.deepEqual(page.problems, [], `${lesson.id} in ${lang}`);
  return tasks;
}

test('every lesson in English: each task answered wrongly, then rightly from the solver\'s own answer; progress kept over a reload, then reset', async () => {
  const page = await newPage();
  let tasks = 0;
  for (const lesson of LESSONS) tasks += await walkLesson(page, lesson, 'en');
  assert.ok(tasks >= 40, `${tasks} tasks`);
  await open(page, 'lang=en');
  for (const lesson of LESSONS) assert.equal(await page.locator(`[data-lesson="${lesson.id}"]`).getAttribute('data-done'), 'true', lesson.id);
  // A lesson reopened shows every step done, at the step last shown.
  await open(page, 'lesson=wythoff&lang=en');
  await page.locator(CURRENT).waitFor();
  assert.equal(await page.locator('[data-step][data-done="true"]').count(), LESSONS.find((l) => l.id === 'wythoff').steps.length);
  await open(page, 'lang=en');
  await page.locator('[data-reset]').click();
  await page.locator('[data-reset]').click();
  await page.locator('[data-lesson="nim"][data-done="false"]').waitFor();
  await page.reload();
  await page.locator('[data-lesson]').first().waitFor();
  assert.equal(await page.locator('[data-lesson][data-done="true"]').count(), 0, 'reset forgets every lesson');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('two lessons in each Chinese, walked the same way, with no English words left', async () => {
  for (const [lang, ids] of [['zh-Hant', ['nim', 'coins']], ['zh-Hans', ['odd-even', 'sums']]]) {
    const page = await newPage();
    for (const id of ids) await walkLesson(page, LESSONS.find((l) => l.id === id), lang);
    await open(page, `lang=${lang}`);
    for (const id of ids) assert.equal(await page.locator(`[data-lesson="${id}"]`).getAttribute('data-done'), 'true', `${lang} ${id}`);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

/** What of the answer the page holds: anything a reader or a script could read it from. */
const answerInDom = (page) => page.evaluate(() => {
  const found = [];
  for (const selector of ['[data-outcome]', '#why', '#explain', '[data-solution]', '.hint-mark', '.task-why', '.verdict:not([hidden])', '[data-feedback]:not([hidden])']) {
    if (document.querySelector(selector)) found.push(selector);
  }
  // Every control that names a move is on the board: no move recommended elsewhere.
  for (const control of document.querySelectorAll('[data-move]')) if (!control.closest('#view, .view')) found.push(`data-move outside the board: ${control.outerHTML.slice(0, 80)}`);
  return found;
});

test('puzzles at levels 1, 3 and 5: nothing of the answer in the page before the reply, the explanation after it, the score kept, an id that reopens the puzzle', async () => {
  const page = await newPage({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });
  let solved = 0;
  const seen = [];
  for (const level of [1, 3, 5]) {
    await open(page, `view=puzzles&level=${level}&lang=en`);
    for (let n = 0; n < 3; n += 1) {
      const puzzle = page.locator('[data-puzzle]');
      await puzzle.locator('.prompt').waitFor({ timeout: 180_000 });
      const id = await puzzle.getAttribute('data-puzzle');
      assert.equal(await puzzle.getAttribute('data-level'), String(level));
      const task = JSON.parse(await puzzle.getAttribute('data-task'));
      seen.push(task.state.game);
      const scope = `[data-puzzle="${id}"]`;
      if (task.kind === 'win' || task.kind === 'lose') await page.waitForFunction((scope) => document.querySelector(`${scope} #view [data-move]:not([disabled])`), scope);
      assert.deepEqual(await answerInDom(page), [], `level ${level}: ${JSON.stringify(task)}`);
      assert.equal(new URL(page.url()).searchParams.get('puzzle'), id, 'the URL reopens the puzzle shown');
      const { right } = await replies(page, task);
      await replyWith(page, scope, task, right);
      await judged(page, scope, true);
      await page.locator(`${scope} [data-solution]`).waitFor();
      if (task.kind !== 'safe') await page.locator(`${scope} .task-why`).waitFor();
      solved += 1;
      // The score is written once the judgement is shown: wait for it, do not race it.
      await page.waitForFunction((n) => document.querySelector('[data-score]')?.dataset.solved === n, String(solved));
      assert.equal(await page.locator('[data-score]').getAttribute('data-streak'), String(solved));
      await page.locator('[data-next]').click();
      await page.waitForFunction((old) => document.querySelector('[data-puzzle]')?.dataset.puzzle !== old, id, { timeout: 180_000 });
    }
  }
  // An id is the puzzle itself: it opens the same task, unanswered, on any visit.
  const id = await page.locator('[data-puzzle]').getAttribute('data-puzzle');
  const task = await page.locator('[data-puzzle]').getAttribute('data-task');
  const other = await newPage();
  await open(other, `puzzle=${id}&lang=zh-Hans`);
  await other.locator('[data-puzzle] .prompt').waitFor({ timeout: 60000 });
  assert.equal(await other.locator('[data-puzzle]').getAttribute('data-task'), task);
  assert.deepEqual(await answerInDom(other), []);
  // A wrong reply ends the streak; the score survives a reload.
  const scope = `[data-puzzle="${id}"]`;
  const parsed = JSON.parse(task);
  const { wrong } = await replies(other, parsed);
  await replyWith(other, scope, parsed, wrong);
  await judged(other, scope, false);
  assert.equal(await other.locator('[data-score]').getAttribute('data-streak'), '0');
  await open(other, 'lang=en');
  assert.match(await other.locator('[data-score]').textContent(), /0 of 1\b/);
  // A link that is no puzzle says so.
  await open(other, 'puzzle=9z-nothing&lang=en');
  await other.locator('[data-refused]').waitFor();
  assert.deepEqual([...page.problems, ...other.problems], []);
  console.log(`puzzles: games drawn ${[...new Set(seen)].join(', ')}`);
  await other.close();
  await page.close();
});

/** Presses Tab (at most 40 times) until `test(arg)` holds in the page of the focused element. */
async function tabTo(page, test, arg) {
  for (let i = 0; i < 40; i += 1) {
    if (await page.evaluate(test, arg)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`no focus on ${test}`);
}

test('a lesson with the keyboard alone: answers, moves on the board with the arrow keys, Next', async () => {
  const page = await newPage({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });
  const lesson = LESSONS.find((l) => l.id === 'take-k');
  await open(page, `lesson=${lesson.id}&lang=en&step=1`);
  for (let i = 0; i < lesson.steps.length; i += 1) {
    const scope = `[data-step="${i}"][aria-current="step"]`;
    await page.locator(scope).waitFor();
    const task = lesson.steps[i].task;
    if (task) {
      await page.locator(`${scope} .prompt`).waitFor();
      const { right } = await replies(page, task);
      if (task.kind === 'win') {
        await page.waitForFunction((scope) => document.querySelector(`${scope} #view [data-move]:not([disabled])`), scope);
        await tabTo(page, () => document.activeElement?.closest('#view') && document.activeElement.dataset.move !== undefined);
        const target = JSON.stringify(right[0]);
        for (let k = 0; k < 80 && await page.evaluate(() => document.activeElement.dataset.move) !== target; k += 1) await page.keyboard.press('ArrowRight');
        assert.equal(await page.evaluate(() => document.activeElement.dataset.move), target);
        await page.keyboard.press('Enter');
      } else if (task.kind === 'safe') {
        for (const index of right) {
          await tabTo(page, (at) => document.activeElement?.dataset.answer === String(at), index);
          await page.keyboard.press('Enter');
        }
        await tabTo(page, () => document.activeElement?.dataset.answer === 'done');
        await page.keyboard.press('Enter');
      } else {
        await tabTo(page, (value) => document.activeElement?.dataset.answer === value, right);
        await page.keyboard.press('Enter');
      }
      await page.locator(`${scope} [data-feedback][data-correct="true"]`).waitFor();
      // The feedback is a live region, and the focus goes on to Next.
      assert.equal(await page.locator(`${scope} [data-feedback]`).getAttribute('role'), 'status');
      await page.waitForFunction(() => document.activeElement?.dataset.next !== undefined);
    } else {
      await tabTo(page, () => document.activeElement?.dataset.next !== undefined);
    }
    if (i < lesson.steps.length - 1) {
      await page.keyboard.press('Enter');
      await page.locator(`[data-step="${i}"][data-done="true"]`).waitFor({ state: 'attached' });
    }
  }
  assert.equal(await page.locator('[data-step][data-done="true"]').count(), lesson.steps.length);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('each lesson\'s first task in three languages at 390 and 1280 px: on screen, no page wider than the screen, answers big enough for a finger', async () => {
  for (const screen of [
    { width: 390, options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, least: 44 },
    { width: 1280, options: { viewport: { width: 1280, height: 800 } }, least: 24 },
  ]) {
    const page = await browser.page(screen.options);
    for (const lesson of LESSONS) {
      const first = lesson.steps.findIndex((step) => step.task);
      for (const lang of ['en', 'zh-Hant', 'zh-Hans']) {
        await open(page, `lesson=${lesson.id}&lang=${lang}&step=${first + 1}`);
        const scope = `[data-step="${first}"][aria-current="step"]`;
        await page.locator(`${scope} [data-answer], ${scope} #view [data-move]:not([disabled])`).first().waitFor();
        const measured = await page.evaluate((scope) => ({
          wide: document.documentElement.scrollWidth,
          sizes: [...document.querySelectorAll(`${scope} [data-answer]`)].map((b) => Math.round(Math.min(b.getBoundingClientRect().width, b.getBoundingClientRect().height))),
        }), scope);
        assert.ok(measured.wide <= screen.width, `${lesson.id} ${lang} at ${screen.width}: the page is ${measured.wide} px wide`);
        for (const size of measured.sizes) assert.ok(size >= screen.least, `${lesson.id} ${lang} at ${screen.width}: an answer of ${size} px`);
        await page.screenshot({ path: path.join(shots, `${lesson.id}-${lang}-${screen.width}.png`), fullPage: true });
      }
    }
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});
