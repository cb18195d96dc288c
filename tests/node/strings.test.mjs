// The strings, <folder>/<lang>/<part>.js (string-parts.mjs says which
// folder): every language has the same parts, each with the same keys and
// {placeholders}, since a page loads only its own language and has no English
// to fall back on; no key is in two parts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/tools.mjs';
import { errorMessage, errorText, fieldName, languages, loadStrings, matchLanguage, pickLanguage, stringsLoaded, translator } from '../../www/strings/index.js';
import { PLAYGROUND } from '../../www/site/words.js';
import nimlab from './pkg.mjs';
import { FOLDERS, partFolders, parts, readPart } from './string-parts.mjs';

const tables = {};
for (const lang of languages) {
  tables[lang] = {};
  for (const part of parts) tables[lang][part] = await readPart(lang, part);
}
const placeholders = (text) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

test('a folder of strings for each language, each with the same parts: board, playground and one a game', () => {
  for (const folder of FOLDERS) {
    const full = path.join(root, folder);
    assert.deepEqual(readdirSync(full).filter((name) => !name.endsWith('.js')).sort(), [...languages].sort(), folder);
    const own = parts.filter((part) => partFolders[part] === folder).map((part) => `${part}.js`);
    for (const lang of languages) assert.deepEqual(readdirSync(path.join(full, lang)).sort(), own, `${folder}/${lang}`);
  }
  for (const part of ['board', 'errors', 'kayles', 'nim', 'wythoff']) assert.equal(partFolders[part], 'www/strings', part);
  // The package ships www/strings/ whole: the playground's and the Lab's words live beside their pages.
  assert.equal(partFolders.playground, 'www/site/strings');
  for (const part of ['lab', 'atlas']) assert.equal(partFolders[part], 'www/lab/strings', part);
});

test('every language has the same keys in each part, each with the same placeholders; no key is in two parts', () => {
  const seen = new Map();
  for (const part of parts) {
    const keys = Object.keys(tables.en[part]).sort();
    assert.ok(keys.length > 0, `${part} is empty`);
    for (const key of keys) {
      assert.equal(seen.get(key), undefined, `${key} is in ${seen.get(key)} and ${part}`);
      seen.set(key, part);
    }
    for (const lang of languages) {
      assert.deepEqual(Object.keys(tables[lang][part]).sort(), keys, `${lang}/${part}`);
      for (const key of keys) {
        assert.equal(typeof tables[lang][part][key], 'string', `${lang}/${part} ${key}`);
        assert.deepEqual(placeholders(tables[lang][part][key]), placeholders(tables.en[part][key]), `${lang}/${part} ${key}`);
      }
    }
  }
});

test('loadStrings brings in only the parts asked for, fills placeholders, and speaks English for a language it does not know', async () => {
  const zh = await loadStrings('zh-Hant', ['board']);
  assert.ok(stringsLoaded('zh-Hant', ['board']));
  assert.ok(!stringsLoaded('zh-Hant', ['kayles']));
  assert.ok(!stringsLoaded('zh-Hans', ['board']));
  assert.equal(zh('undo'), '悔棋');
  assert.equal(zh('playerTurn', { player: 2 }), tables['zh-Hant'].board.playerTurn.replace('{player}', '2'));
  assert.equal(zh('kaylesHelp'), 'kaylesHelp', 'a part not loaded shows its keys');
  await loadStrings('zh-Hant', ['kayles']);
  assert.equal(zh('kaylesHelp'), tables['zh-Hant'].kayles.kaylesHelp, 'a translator sees parts loaded after it was made');
  assert.equal(translator('zh-Hant')('no-such-key'), 'no-such-key');
  const fallback = await loadStrings('fr', ['board']);
  assert.equal(fallback('undo'), tables.en.board.undo);
  // A part kept beside its page comes in by its loader.
  assert.ok(!stringsLoaded('zh-Hant', [PLAYGROUND]));
  await loadStrings('zh-Hant', [PLAYGROUND]);
  assert.ok(stringsLoaded('zh-Hant', [PLAYGROUND, 'board']));
  assert.equal(zh('tagline'), tables['zh-Hant'].playground.tagline);
});

test('in Chinese a value ending or starting with a Latin letter or digit is spaced from the Han character beside it; English is left as it is', async () => {
  const hant = await loadStrings('zh-Hant', ['board', 'errors']);
  assert.equal(hant('endNormal', { name: '玩家 1' }), '玩家 1 走了最後一步，所以玩家 1 贏了。');
  assert.equal(hant('endNormal', { name: '你' }), '你走了最後一步，所以你贏了。');
  assert.equal(hant('error_numberNotWhole', { text: 'abc' }), tables['zh-Hant'].errors.error_numberNotWhole.replace('{text}', 'abc '));
  assert.equal(hant('error_missing', { field: 'options.aim' }), '缺少 options.aim。');
  const hans = await loadStrings('zh-Hans', ['board']);
  assert.equal(hans('storyHeld', { name: '玩家 2' }), tables['zh-Hans'].board.storyHeld.replace('{name}', '玩家 2 '));
  const en = await loadStrings('en', ['board']);
  assert.equal(en('endNormal', { name: 'player 1' }), 'player 1 made the last move, so player 1 won.');
});

test('English counts agree with their verbs', async () => {
  const en = await loadStrings('en', ['odd-even']);
  assert.equal(en('oddEvenWinningCount', { side: 'first player', count: 1 }), 'The first player has 1 winning take that reaches a safe state.');
  assert.equal(en('oddEvenWinningCount', { side: 'first player', count: 2 }), 'The first player has 2 winning takes that reach a safe state.');
});

test('language tags map to the page languages', () => {
  for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-HK', 'zh_TW', 'ZH-tw']) assert.equal(matchLanguage(tag), 'zh-Hant', tag);
  for (const tag of ['zh-CN', 'zh-SG', 'zh', 'zh-Hans', 'zh-Hans-HK', 'zh-Hans-MO', 'zh-MY']) assert.equal(matchLanguage(tag), 'zh-Hans', tag);
  assert.equal(pickLanguage('?lang=zh-MO', ['en']), 'zh-Hant');
  assert.equal(pickLanguage('?lang=zh', ['en']), 'zh-Hans');
  assert.equal(pickLanguage('', ['zh-SG']), 'zh-Hans');
  assert.equal(matchLanguage('en-GB'), 'en');
  assert.equal(matchLanguage('fr'), null);
  assert.equal(pickLanguage('?lang=zh-Hans', ['en']), 'zh-Hans');
  assert.equal(pickLanguage('', ['fr', 'zh-TW']), 'zh-Hant');
  assert.equal(pickLanguage('?lang=xx', ['fr']), 'en');
});

// Every error the core can raise, read from its list of keys (ErrorKey in
// crates/core/src/error.rs: key, code, parameters, and its English message
// when it has one), and the count readers'.
const errorSource = readFileSync(path.join(root, 'crates', 'core', 'src', 'error.rs'), 'utf8');
const errorKeys = new Map(
  [...errorSource.matchAll(/^\s*\w+ = "(\w+)", \w+, \[([^\]]*)\][;,]/gm)].map((m) => [m[1], [...m[2].matchAll(/"(\w+)"/g)].map((p) => p[1])]),
);
errorKeys.set('numberEmpty', []).set('numberEmptyAt', ['index']).set('numberNotWhole', ['text']).set('numberNotWholeAt', ['text', 'index']);
// The guard's, when the wasm itself stops (crates/wasm/js/guard.js), and the page's when its Worker does.
errorKeys.set('solverStopped', ['call']);
// The solver's files that could not load, and the likely cause (www/solver/engine.js's loadFailure).
errorKeys.set('loadPolicy', ['file', 'directive', 'origin']).set('loadWasmEval', ['file']).set('loadFromDisk', ['file']).set('loadFile', ['file', 'reason']);
// The board's words and its errors' (a part of their own, loaded with the first error).
const board = (lang) => ({ ...tables[lang].board, ...tables[lang].errors });
const translators = Object.fromEntries(languages.map((lang) => [lang, (key, values = {}) => (board(lang)[key] ?? key).replace(/\{(\w+)\}/g, (_, n) => String(values[n] ?? ''))]));

// A value for each parameter, as the core gives it.
const sample = {
  field: 'heaps[0]', value: '"abc"', min: 0, max: 18446744073709551615n, found: 'heap', near: 'heaps', allowed: '"nim", "wythoff" or "kayles"',
  known: '"heaps" or "misere"', length: 2, got: 3, type: 'function', count: 12, heaps: 4, multiplier: 3, pile: 100, limit: 24,
  take: 5, player: 0, holding0: 1, holding1: 2, total: 103, parity: 'odd', variant: 'odd-wins', lastTake: 8, row: 0, coins: 7,
  start: 6, heap: 2, size: 4, take0: 1, take1: 2, heap0: 3, heap1: 5, face: 4, faces: '1, 2, 5, 6', top: 3, rule: 'one', text: 'abc', index: 1,
  rows: 3, file: 'https://example.org/nimlab/pkg/base/nimlab_bg.wasm', directive: 'connect-src', origin: 'https://example.org', reason: 'Failed to fetch', option: 'options.budget.work',
};
// A parameter the table has no value for (a key added to error.rs since) gets
// a plain number, so a new key is still read through, never as `undefined`.
const sampleOf = (name, key = '') => {
  // `known` is the fields an object has, or in a misère refusal how far the quotient is known.
  if (name === 'known' && !key.startsWith('unknownField')) return 16;
  return Object.hasOwn(sample, name) ? sample[name] : 7;
};
// What a page's author types as it is (a policy's names, a command, an address), in the load errors.
const CODE = /Content-Security-Policy|WebAssembly|script-src|connect-src|'wasm-unsafe-eval'|python3 -m http\.server|https?:\/\/[\w./:-]+|file:\/\/|\bhttp\b|Failed to fetch/g;
// Names and code a Chinese reader meets as they are; every other Latin word is untranslated English.
const NAMES = /\b(options\.budget\.(?:work|memory)|Grundy|Wythoff|Kayles|XOR|Nim|Schwenk|Zeckendorf|Sibert|Conway|JS|JSON|BigInt|nimlab|true|false|null|function|abc|heaps?|misere|nim|wythoff|kayles|odd-wins|one|both|sum|n|m|k)\b/g;

test('every error key of the core and of the count readers has a string in every language, using only its parameters', () => {
  assert.ok(errorKeys.size >= 50, `${errorKeys.size} keys read from error.rs`);
  for (const [key, params] of errorKeys) {
    for (const lang of languages) {
      const text = board(lang)[`error_${key}`];
      assert.equal(typeof text, 'string', `${lang}: error_${key} is missing`);
      for (const name of placeholders(text)) assert.ok(params.includes(name), `${lang}: error_${key} uses {${name}}, not a parameter of ${key}`);
    }
  }
  for (const lang of languages) {
    for (const key of Object.keys(board(lang)).filter((k) => k.startsWith('error_'))) {
      assert.ok(errorKeys.has(key.slice(6)), `${lang}: ${key} is no error key`);
    }
  }
});

// Parameters that are words or paths, not numbers: every other one a refusal
// names must show its number in every language.
const WORDS = new Set(['field', 'value', 'allowed', 'type', 'parity', 'variant', 'faces', 'text', 'rule', 'found', 'near', 'call']);

test('every refusal names its numbers in every language: a misère refusal says how far the quotient is known', () => {
  const missing = [];
  for (const [key, names] of errorKeys) {
    const params = {};
    names.forEach((name, i) => {
      params[name] = WORDS.has(name) || (name === 'known' && key.startsWith('unknownField')) ? sampleOf(name, key) : 7001 + 10 * i;
    });
    const english = placeholders(tables.en.errors[`error_${key}`] ?? tables.en.board[`error_${key}`] ?? '');
    for (const lang of languages) {
      const text = errorText({ message: 'English', key, params }, translators[lang]);
      for (const [name, n] of Object.entries(params)) {
        // A number the English sentence leaves out (a count the sentence says in words) may be left out.
        if (typeof n !== 'number' || !english.includes(name)) continue;
        // An entry is counted from 1 where the core counts from 0.
        if (!text.includes(String(n)) && !text.includes(String(n + 1))) missing.push(`${lang} ${key}: {${name}} ${n} missing from ${text}`);
      }
    }
  }
  assert.deepEqual(missing, []);
  const error = { message: 'English', key: 'misereQuotientShort', params: { rule: '0.6', field: 'heaps[0]', size: 40, known: 16, order: 304, fits: 26 } };
  for (const lang of languages) assert.match(errorText(error, translators[lang]), /16[^0-9]+304/, lang);
});

test('errors of every key read in zh-Hant and zh-Hans with no English word, only names and digits', () => {
  for (const lang of ['zh-Hant', 'zh-Hans']) {
    for (const [key, names] of errorKeys) {
      if (key.endsWith('At')) continue;
      const params = Object.fromEntries(names.map((name) => [name, sampleOf(name, key)]));
      for (const withIndex of key.startsWith('number') ? [false, true] : [false]) {
        const error = { message: 'English', key, params: withIndex ? { ...params, index: 2 } : params };
        const text = errorText(error, translators[lang]);
        assert.doesNotMatch(text, /English|\{\w+\}/, `${lang} ${key}: ${text}`);
        assert.doesNotMatch(text.replace(CODE, '').replace(NAMES, ''), /[A-Za-z]{2,}/, `${lang} ${key}: ${text}`);
      }
    }
  }
});

test('every field a state or move has is named in every language, an entry counted from 1', () => {
  const fields = ['state', 'move', 'game', 'heaps[0]', 'rows[0]', 'holdings[0]', 'top[0]', 'move.take', 'move.take[0]', 'move.heap', 'move.row', 'move.start', 'move.face', 'move.faces', 'move.faces[0]'];
  for (const game of nimlab.games()) for (const parameter of game.parameters) fields.push(parameter.name);
  for (const lang of languages) {
    for (const field of fields) {
      const key = `field_${field.replace(/\[\d+\]$/, '[]')}`;
      assert.equal(typeof board(lang)[key], 'string', `${lang}: ${key}`);
      if (lang !== 'en') assert.notEqual(fieldName(field, translators[lang]), field, `${lang}: ${field}`);
    }
  }
  assert.equal(fieldName('heaps[0]', translators['zh-Hant']), '第 1 堆');
  assert.equal(fieldName('heaps[0]', translators['zh-Hans']), '第 1 堆');
  assert.equal(fieldName('rows[2]', translators['zh-Hans']), '第 3 行');
  assert.equal(fieldName('rows[2]', translators['zh-Hant']), '第 3 列');
  assert.equal(fieldName('parts[0].heaps[1]', translators['zh-Hant']), 'parts[0].heaps[1]', 'a path without a name shows as written');
});

// One bad call for each key a caller can reach through the built package
// (the readers already refuse a row, heap, take or face out of range).
const calls = [
  ['notWhole', () => nimlab.classify({ game: 'nim', heaps: [3, 'abc'] })],
  ['unsafeNumber', () => nimlab.classify({ game: 'kayles', rows: [1e30] })],
  ['notObject', () => nimlab.classify(7)],
  ['missing', () => nimlab.classify({ game: 'nim' })],
  ['misspelt', () => nimlab.classify({ game: 'nim', heap: [3] })],
  ['notBool', () => nimlab.classify({ game: 'nim', heaps: [3], misere: 'yes' })],
  ['notChoice', () => nimlab.classify({ game: 'odd-even', variant: 'odd', pile: 3, max: 2 })],
  ['notList', () => nimlab.classify({ game: 'nim', heaps: 3 })],
  ['wrongLength', () => nimlab.classify({ game: 'wythoff', heaps: [3] })],
  ['unknownFieldNear', () => nimlab.classify({ game: 'nim', heaps: [3], misre: true })],
  ['unknownField', () => nimlab.classify({ game: 'nim', heaps: [3], colour: 'red' })],
  ['notData', () => nimlab.classify({ game: 'nim', heaps: [() => 3] })],
  ['unknownGame', () => nimlab.classify({ game: 'chess' })],
  ['unknownGameNear', () => nimlab.classify({ game: 'kayle', rows: [3] })],
  ['tooManyMoves', () => nimlab.moves({ game: 'subtraction', pile: 1e6, max: 1e6 })],
  ['gameOver', () => nimlab.play({ game: 'fibonacci-nim', pile: 0, lastTake: 1 }, { take: 1 })],
  ['takeNothing', () => nimlab.play({ game: 'wythoff', heaps: [3, 5] }, { take: [0, 0] })],
  ['takeOverMax', () => nimlab.play({ game: 'subtraction', pile: 9, max: 3 }, { take: 4 })],
  ['takeOverPile', () => nimlab.play({ game: 'subtraction', pile: 2, max: 3 }, { take: 3 })],
  ['takeOutOfRange', () => nimlab.play({ game: 'odd-even', variant: 'odd-wins', pile: 17, max: 3 }, { take: 4 })],
  ['totalParity', () => nimlab.classify({ game: 'odd-even', variant: 'odd-wins', pile: 4, max: 3 })],
  ['openingPileOfOne', () => nimlab.play({ game: 'fibonacci-nim', pile: 1 }, { take: 1 })],
  ['openingTakesAll', () => nimlab.play({ game: 'fibonacci-nim', pile: 5 }, { take: 5 })],
  ['takeOverMultiple', () => nimlab.play({ game: 'fibonacci-nim', pile: 20, lastTake: 2 }, { take: 5 })],
  ['pastRowEnd', () => nimlab.play({ game: 'kayles', rows: [3] }, { row: 0, start: 2, take: 2 })],
  ['takeOverHeap', () => nimlab.play({ game: 'nim', heaps: [3] }, { heap: 0, take: 4 })],
  ['takeUnequal', () => nimlab.play({ game: 'wythoff', heaps: [3, 5] }, { take: [1, 2] })],
  ['takeOverHeaps', () => nimlab.play({ game: 'wythoff', heaps: [3, 5] }, { take: [4, 4] })],
  ['faceOnTop', () => nimlab.play({ game: 'dice', pile: 9, top: 3 }, { face: 3 })],
  ['faceOpposite', () => nimlab.play({ game: 'dice', pile: 9, top: 3 }, { face: 4 })],
  ['ruleForOneDie', () => nimlab.classify({ game: 'dice', pile: 9, top: 3, rule: 'both' })],
  ['fieldForTwoDice', () => nimlab.play({ game: 'dice', pile: 9, top: 3 }, { faces: [2, null] })],
  ['fieldForOneDie', () => nimlab.play({ game: 'dice', pile: 9, top: [3, 4], rule: 'one' }, { face: 2 })],
  ['tipBoth', () => nimlab.play({ game: 'dice', pile: 9, top: [3, 4], rule: 'both' }, { faces: [2, null] })],
  ['tipOne', () => nimlab.play({ game: 'dice', pile: 9, top: [3, 4], rule: 'one' }, { faces: [2, 1] })],
  ['tipOverPile', () => nimlab.play({ game: 'dice', pile: 2, top: 3 }, { face: 5 })],
  ['misereQuotientShort', () => nimlab.classify({ game: 'octal', code: '0.6', heaps: [30, 30], misere: true }, { budget: { work: 1000 } })],
  // A budget too small for the quotient to reach heap 1 leaves the plain search (0.16: no other test's rule).
  ['misereTooLarge', () => nimlab.best_move({ game: 'octal', code: '0.16', heaps: [30, 30], misere: true }, { budget: { work: 100 } })],
  ['quotientTooLarge', () => nimlab.quotient({ game: 'octal', code: '0.6' }, 40, { budget: { work: 1000 } })],
  ['quotientN', () => nimlab.quotient({ game: 'kayles' }, 2 ** 40)],
  ['quotientGame', () => nimlab.quotient({ game: 'nim' }, 5)],
  ['nimbersPastMemory', () => nimlab.nimbers({ game: 'kayles' }, 67108863)],
  ['tooMuchData', () => nimlab.classify({ game: 'nim', heaps: new Array(3).fill(new Array(1e6).fill(1)) })],
  ['tooMuchText', () => nimlab.classify({ game: 'nim', heaps: new Array(1e5).fill('九'.repeat(100)) })],
];

test('the thrown Error keeps its English message and code, and carries the key and its parameters, not enumerable', () => {
  for (const [key, call] of calls) {
    let error;
    try {
      call();
    } catch (thrown) {
      error = thrown;
    }
    assert.ok(error instanceof Error, `${key}: no error`);
    assert.equal(error.key, key, `${key}: ${error.message}`);
    assert.deepEqual(Object.keys(error), ['code'], key);
    assert.deepEqual(Object.keys(error.params), errorKeys.get(key), `${key}: ${error.message}`);
    assert.doesNotMatch(error.message, /[\u3400-\u9fff]/, `${key}: the English message has no Chinese`);
    for (const lang of ['zh-Hant', 'zh-Hans']) {
      // What the caller typed is quoted as typed.
      const text = errorText(error, translators[lang]).replace(/「[^」]*」|“[^”]*”/g, '');
      assert.doesNotMatch(text.replace(NAMES, ''), /[A-Za-z]{2,}/, `${lang} ${key}: ${text}`);
    }
  }
  let error;
  try {
    nimlab.classify({ game: 'nim', heaps: [3, 'abc'] });
  } catch (thrown) {
    error = thrown;
  }
  assert.equal(error.message, 'heaps[1] must be a whole number from 0 to 18446744073709551615, got "abc"');
  assert.equal(error.code, 'bad-state');
  assert.equal(errorText(error, translators['zh-Hant']), '錯誤：第 2 堆必須是 0 到 18446744073709551615 的整數，收到的是「abc」。');
  assert.equal(errorText(error, translators['zh-Hans']), '错误：第 2 堆必须是 0 到 18446744073709551615 之间的整数，输入的是“abc”。');
  assert.equal(errorText(error, translators.en), 'Error: Heap 2 must be a whole number from 0 to 18446744073709551615; got "abc".');
  assert.equal(errorMessage(error, translators['zh-Hant']), '第 2 堆必須是 0 到 18446744073709551615 的整數，收到的是「abc」。', 'without the error wrapping');
});

test('an error without a key, or whose strings are not loaded, shows its English message', () => {
  assert.equal(errorText(new Error('boom'), translators['zh-Hant']), '錯誤：boom');
  assert.equal(errorText({ message: 'boom', key: 'noSuchKey', params: {} }, translators['zh-Hans']), '错误：boom');
  assert.equal(errorText('boom', translators.en), 'Error: boom');
});
