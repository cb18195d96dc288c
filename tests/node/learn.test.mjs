// The lessons as data (www/learn/lessons.js) against the solver and the
// strings, and the pieces of learn.html that need no page: every step has
// its words in every language, every task's position is one the solver
// reads and offers a wrong reply as well as a right one (the browser test,
// tests/browser/learn.test.mjs, replies both), a puzzle's id reads back as
// the puzzle, and a safe task's reply is judged as the solver says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import nimlab from './pkg.mjs';
import { readPart } from './string-parts.mjs';
import { LESSONS, PUZZLE_LEVELS, keyOf } from '../../www/learn/lessons.js';
import { judgeSafe, readTask } from '../../www/learn/judge.js';
import { puzzleId, randomFrom, readPuzzleId } from '../../www/learn/puzzles.js';

const LANGUAGES = ['en', 'zh-Hant', 'zh-Hans'];

test('every step of every lesson has its words in every language: a hint for each task, nothing for a step that is not there', async () => {
  for (const lang of LANGUAGES) {
    const page = await readPart(lang, 'learn');
    for (const lesson of LESSONS) {
      const key = keyOf(lesson);
      for (const part of ['title', 'summary']) assert.equal(typeof page[`${key}_${part}`], 'string', `${lang} ${key}_${part}`);
      const words = await readPart(lang, `lesson-${lesson.id}`);
      lesson.steps.forEach((step, i) => {
        assert.equal(typeof words[`${key}_s${i + 1}`], 'string', `${lang} ${key}_s${i + 1}`);
        if (step.task) assert.equal(typeof words[`${key}_s${i + 1}_hint`], 'string', `${lang} ${key}_s${i + 1}_hint`);
      });
      for (const name of Object.keys(words)) {
        const match = /^(\w+)_s(\d+)(?:_hint|_done)?$/.exec(name);
        assert.ok(match && match[1] === key && Number(match[2]) <= lesson.steps.length, `${lang} lesson-${lesson.id}: ${name} is no step's`);
        if (name.endsWith('_hint') || name.endsWith('_done')) assert.ok(lesson.steps[Number(match[2]) - 1].task, `${lang}: ${name} belongs to a step that asks nothing`);
      }
      for (const article of lesson.articles) assert.equal(typeof page[article], 'string', `${lang} ${article}`);
    }
  }
});

test('every task is a position the solver reads, with a right and a wrong reply', () => {
  const kinds = new Set();
  for (const lesson of LESSONS) {
    lesson.steps.forEach((step, i) => {
      const where = `${lesson.id} step ${i + 1}`;
      if (step.play) assert.equal(nimlab.classify(step.play).outcome.length, 1, where);
      if (!step.task) return;
      const task = readTask(step.task);
      assert.ok(task, where);
      kinds.add(task.kind);
      if (task.kind === 'win' || task.kind === 'lose') {
        const wanted = task.kind === 'win' ? 'P' : 'N';
        const outcomes = nimlab.moves(task.state).map((m) => m.outcome);
        assert.ok(outcomes.includes(wanted) && outcomes.some((o) => o !== wanted), `${where}: both a right and a wrong move`);
      } else if (task.kind === 'nimber') {
        assert.ok(Number(nimlab.classify(task.state).nimber) < 16, where);
      } else if (task.kind === 'safe') {
        const outcomes = task.options.map((o) => nimlab.classify(o).outcome);
        assert.ok(outcomes.includes('P') && outcomes.includes('N'), `${where}: ${outcomes}`);
        assert.deepEqual(task.state, task.options[0]);
      } else {
        assert.ok(['N', 'P'].includes(nimlab.classify(task.state).outcome), where);
      }
    });
  }
  assert.deepEqual([...kinds].sort(), ['lose', 'nimber', 'safe', 'who-wins', 'win']);
});

test('a safe task is judged by the outcomes: every P picked and nothing else', () => {
  const outcomes = ['P', 'N', 'P', 'N'];
  assert.deepEqual(judgeSafe([0, 2], outcomes), { right: true, wrong: [], missed: [] });
  assert.deepEqual(judgeSafe([2, 1], outcomes), { right: false, wrong: [1], missed: [0] });
  assert.deepEqual(judgeSafe([], outcomes), { right: false, wrong: [], missed: [0, 2] });
});

test('a puzzle\'s id is the puzzle: it reads back whole, and what is not a puzzle reads as none', () => {
  const puzzles = [
    { level: 1, kind: 'win', state: { game: 'nim', heaps: [3, 4, 5] } },
    { level: 5, kind: 'who-wins', state: { game: 'kayles', rows: [2, 9], misere: true } },
    { level: 3, kind: 'nimber', state: { game: 'sum', parts: [{ game: 'nim', heaps: [3] }, { game: 'subtraction', pile: 5, max: 2 }] } },
    { level: 2, kind: 'safe', state: { game: 'wythoff', heaps: [4, 7] }, options: [{ game: 'wythoff', heaps: [4, 7] }, { game: 'wythoff', heaps: [5, 8] }] },
    { level: 4, kind: 'lose', state: { game: 'odd-even', variant: 'odd-vs-even', pile: 7, max: 2, holdings: [0, 1], toMove: 1 } },
  ];
  for (const puzzle of puzzles) {
    const id = puzzleId(puzzle);
    assert.match(id, /^[1-5][wlpgs]-[A-Za-z0-9_-]+$/, id);
    assert.deepEqual(readPuzzleId(id), puzzle);
  }
  for (const bad of ['', '6w-e30', '1x-e30', '1w-!!', '1w-e30', '1s-W10', '1w-bm90IGpzb24']) assert.equal(readPuzzleId(bad), null, bad);
  assert.deepEqual(PUZZLE_LEVELS, [1, 2, 3, 4, 5]);
  // A stream replays from its seed.
  const a = randomFrom(7);
  const b = randomFrom(7);
  assert.deepEqual([a(), a(), a()], [b(), b(), b()]);
});
