// A worksheet as data (www/worksheet/sheet.js, docs/WORKSHEETS.md): its URL
// read back as written, what a link cannot hold refused by name with the
// rest kept, the snippet and the downloaded page with the user's text
// escaped, and the results' CSV quoted as RFC 4180 has it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanGame, handoutPage, MAX_GAMES, readSheet, sheetQuery, sheetSnippet } from '../../www/worksheet/sheet.js';
import { resultsCsv } from '../../www/worksheet/results.js';

const t = (key, values = {}) => `${key}${Object.keys(values).length ? JSON.stringify(values) : ''}`;

test('a worksheet\'s URL reads back as it was written, options at their defaults left out', () => {
  const sheet = {
    title: 'Nim & Kayles <week 2>',
    text: 'Win "each" game.\n\nThen copy the results.',
    games: [
      { state: { game: 'nim', heaps: [3, 4, 5] }, practice: true, hints: false, opponent: 'computer', skill: 1 },
      { state: { game: 'kayles', rows: [7] }, opponent: 'human', computer: 'first', skill: 0.5 },
      { state: { game: 'subtraction', pile: 9, max: 3 }, computer: 'first', skill: 0.25 },
    ],
  };
  const read = readSheet(`?${sheetQuery(sheet, 'en', { student: true })}`);
  assert.equal(read.title, sheet.title);
  assert.equal(read.text, sheet.text);
  assert.equal(read.student, true);
  assert.deepEqual(read.problems, []);
  assert.deepEqual(read.games, [
    { state: { game: 'nim', heaps: [3, 4, 5] }, practice: true },
    { state: { game: 'kayles', rows: [7] }, opponent: 'human' },
    { state: { game: 'subtraction', pile: 9, max: 3 }, computer: 'first', skill: 0.25 },
  ]);
  assert.deepEqual(cleanGame(read.games[2]), read.games[2]);
});

test('what a link cannot hold is refused by name, and every readable game is kept', () => {
  const games = [
    { state: { game: 'nim', heaps: [1] } },
    'nim',
    { state: { heaps: [1] } },
    { state: { game: 'nim', heaps: [2] }, hints: 'yes' },
    { state: { game: 'nim', heaps: [3] }, opponent: 'friend' },
    { state: { game: 'nim', heaps: [4] }, computer: 'last' },
    { state: { game: 'nim', heaps: [5] }, skill: 2 },
    { state: { game: 'nim', heaps: [6] }, practice: true },
  ];
  const read = readSheet(`?games=${encodeURIComponent(JSON.stringify(games))}`);
  assert.deepEqual(read.games.map((g) => g.state.heaps[0]), [1, 6]);
  assert.deepEqual(read.problems.map((p) => [p.key, p.values.n]), [
    ['sheetGameNotObject', 2], ['sheetGameState', 3], ['sheetGameFlag', 4], ['sheetGameOpponent', 5], ['sheetGameComputer', 6], ['sheetGameSkill', 7],
  ]);
  assert.equal(read.problems[2].values.field, 'hints');
  assert.equal(read.problems[3].values.value, 'friend');
  assert.deepEqual(readSheet('?games=[{').problems.map((p) => p.key), ['sheetGamesNotJson']);
  assert.deepEqual(readSheet('?games={}').problems.map((p) => p.key), ['sheetGamesNotList']);
  const many = Array.from({ length: MAX_GAMES + 5 }, (_, i) => ({ state: { game: 'nim', heaps: [i + 1] } }));
  const capped = readSheet(`?games=${encodeURIComponent(JSON.stringify(many))}`);
  assert.equal(capped.games.length, MAX_GAMES);
  assert.deepEqual(capped.problems, [{ key: 'sheetGamesTooMany', values: { n: MAX_GAMES + 5, max: MAX_GAMES } }]);
  assert.deepEqual(readSheet('').games, []);
});

test('the snippet and the downloaded page keep the user\'s text as text', () => {
  const sheet = {
    title: '</title><script>alert(1)</script>',
    text: 'First <b>paragraph</b>.\n\nSecond & last.',
    games: [{ state: { game: 'nim', heaps: [1, 2], note: "it's <b>" }, practice: true, opponent: 'lose' }],
  };
  const snippet = sheetSnippet(sheet, 'en', 'nimlab/nimlab-game.js').split('\n');
  assert.equal(snippet[0], '<script type="module" src="nimlab/nimlab-game.js"></script>');
  assert.equal(snippet[1], `<nimlab-game state='{"game":"nim","heaps":[1,2],"note":"it&#39;s <b>"}' lang="en" opponent="lose" practice></nimlab-game>`);
  const page = handoutPage(sheet, 'zh-Hant', t, 'nimlab');
  assert.ok(!page.includes('<script>alert'), 'the title is escaped');
  assert.ok(page.includes('<title>&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;</title>'));
  assert.ok(page.includes('<p class="instructions">First &#60;b&#62;paragraph&#60;/b&#62;.</p>'));
  assert.ok(page.includes('<p class="instructions">Second &#38; last.</p>'));
  assert.ok(page.includes('<html lang="zh-Hant">'));
  assert.ok(page.includes('<script type="module" src="nimlab/worksheet/handout.js"></script>'));
  assert.ok(page.includes('data-file-notice>sheetFromDisk</p>'));
  assert.ok(page.includes(sheetSnippet(sheet, 'zh-Hant', 'nimlab/nimlab-game.js').split('\n')[1]));
});

test('the results as CSV: one line a game, fields with commas, quotes or line breaks quoted', () => {
  const rows = [
    { index: 0, state: { game: 'nim', heaps: [1, 2] }, result: 'lost', played: 1, score: { moves: 1, kept: 0, mistakes: [{ ply: 0, move: { heap: 1, take: 2 }, better: { heap: 1, take: 1 } }] } },
    { index: 1, state: { game: 'nim', heaps: [2 ** 60] }, result: 'won', played: 2, score: { moves: 2, kept: 2, mistakes: [] } },
    { index: 2, state: { game: 'kayles', rows: [3] }, result: null, played: 0, score: null },
  ];
  rows[1].state.heaps[0] = 2n ** 60n;
  const lines = resultsCsv(rows, 'Lovelace, "Ada"\nA.', (key, v) => (key === 'sheetMistake' ? `move ${v.n}: ${v.move}, better ${v.better}` : key)).split('\r\n');
  assert.equal(lines[0], 'student,game,state,result,kept,moves,mistakes,games played');
  assert.equal(lines[1], '"Lovelace, ""Ada""\nA.",1,"{""game"":""nim"",""heaps"":[1,2]}",lost,0,1,"move 1: {""heap"":1,""take"":2}, better {""heap"":1,""take"":1}",1');
  assert.equal(lines.length, 4);
  assert.ok(lines[2].includes('[""1152921504606846976""]') && lines[2].endsWith(',won,2,2,,2'), lines[2]);
  assert.ok(lines[3].endsWith(',,,,,0'), lines[3]);
});
