// The strings, strings/<lang>/<part>.js: every language has the same parts,
// each with the same keys and {placeholders}, since a page loads only its own
// language and has no English to fall back on; no key is in two parts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/tools.mjs';
import { languages, loadStrings, matchLanguage, pickLanguage, stringsLoaded, translator } from '../../www/strings.js';

const folder = path.join(root, 'www', 'strings');
const parts = readdirSync(path.join(folder, 'en')).map((file) => path.basename(file, '.js')).sort();
const tables = {};
for (const lang of languages) {
  tables[lang] = {};
  for (const part of parts) tables[lang][part] = (await import(`../../www/strings/${lang}/${part}.js`)).default;
}
const placeholders = (text) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

test('a folder of strings for each language, each with the same parts: board, playground and one a game', () => {
  assert.deepEqual(readdirSync(folder).sort(), [...languages].sort());
  for (const lang of languages) assert.deepEqual(readdirSync(path.join(folder, lang)).sort(), parts.map((p) => `${p}.js`), lang);
  for (const part of ['board', 'playground', 'kayles', 'nim', 'wythoff']) assert.ok(parts.includes(part), part);
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
});

test('language tags map to the page languages', () => {
  assert.equal(matchLanguage('zh-TW'), 'zh-Hant');
  assert.equal(matchLanguage('zh-HK'), 'zh-Hant');
  assert.equal(matchLanguage('zh-CN'), 'zh-Hans');
  assert.equal(matchLanguage('en-GB'), 'en');
  assert.equal(matchLanguage('fr'), null);
  assert.equal(pickLanguage('?lang=zh-Hans', ['en']), 'zh-Hans');
  assert.equal(pickLanguage('', ['fr', 'zh-TW']), 'zh-Hant');
  assert.equal(pickLanguage('?lang=xx', ['fr']), 'en');
});
