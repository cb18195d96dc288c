// The strings, one module a language: every language says every key, with
// the same {placeholders}, since a page loads only its own language and has
// no English to fall back on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/tools.mjs';
import { languages, loadTranslator, matchLanguage, pickLanguage } from '../../www/strings.js';

const tables = Object.fromEntries(await Promise.all(languages.map(async (lang) => [lang, (await import(`../../www/strings-${lang}.js`)).default])));
const placeholders = (text) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

test('one strings module for each language, and no other', () => {
  const files = readdirSync(path.join(root, 'www')).filter((name) => /^strings-.+\.js$/.test(name)).sort();
  assert.deepEqual(files, languages.map((lang) => `strings-${lang}.js`).sort());
});

test('every language has the same keys, each with the same placeholders', () => {
  const keys = Object.keys(tables.en).sort();
  assert.ok(keys.length > 100, `only ${keys.length} English strings`);
  for (const lang of languages) {
    assert.deepEqual(Object.keys(tables[lang]).sort(), keys, lang);
    for (const key of keys) {
      assert.equal(typeof tables[lang][key], 'string', `${lang} ${key}`);
      assert.deepEqual(placeholders(tables[lang][key]), placeholders(tables.en[key]), `${lang} ${key}`);
    }
  }
});

test('loadTranslator fills placeholders, and speaks English for a language it does not know', async () => {
  const zh = await loadTranslator('zh-Hant');
  assert.equal(zh('undo'), '悔棋');
  assert.equal(zh('playerTurn', { player: 2 }), tables['zh-Hant'].playerTurn.replace('{player}', '2'));
  assert.equal(zh('no-such-key'), 'no-such-key');
  const fallback = await loadTranslator('fr');
  assert.equal(fallback('undo'), tables.en.undo);
  assert.equal(await loadTranslator('zh-Hant').then((t) => t('undo')), '悔棋');
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
