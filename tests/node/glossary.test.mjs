// docs/GLOSSARY.md against the strings: where a term of the glossary appears
// in a language's strings, it is the glossary's term, so none of the words
// the glossary rules out (its last two columns) appears in any part.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/tools.mjs';
import { parts, readPart } from './string-parts.mjs';

const glossary = readFileSync(path.join(root, 'docs', 'GLOSSARY.md'), 'utf8');
// A row's cells, split on `|` but not on `\|` (an alternation in a pattern).
const cells = (line) => line.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
const table = glossary.split('\n').filter((line) => line.startsWith('|'));
const header = cells(table[0]);
const rows = table.slice(2).map((line) => Object.fromEntries(cells(line).map((cell, i) => [header[i], cell])));
const patterns = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => new RegExp(m[1], 'u'));
const avoided = { 'zh-Hant': 'not in zh-Hant', 'zh-Hans': 'not in zh-Hans' };

/** Every string of `part` in a Chinese language using a word the glossary rules out. */
async function offences(partsToCheck) {
  const found = [];
  for (const [lang, column] of Object.entries(avoided)) {
    for (const part of partsToCheck) {
      for (const [key, text] of Object.entries(await readPart(lang, part))) {
        for (const row of rows) {
          for (const pattern of patterns(row[column])) {
            if (pattern.test(text)) found.push(`${lang}/${part} ${key}: ${text.match(pattern)[0]} (glossary: ${row.en} is ${row[lang]})`);
          }
        }
      }
    }
  }
  return found;
}

test('the glossary gives every term in en, zh-Hant and zh-Hans with its source; no term is ruled out by its own row', () => {
  assert.deepEqual(header, ['en', 'zh-Hant', 'zh-Hans', 'source', 'not in zh-Hant', 'not in zh-Hans']);
  assert.ok(rows.length >= 20, `${rows.length} terms`);
  for (const row of rows) {
    for (const column of ['en', 'zh-Hant', 'zh-Hans', 'source']) assert.ok(row[column], `${row.en}: ${column} is empty`);
    for (const [lang, column] of Object.entries(avoided)) {
      for (const pattern of patterns(row[column])) assert.doesNotMatch(row[lang], pattern, `${row.en}: ${lang}`);
    }
  }
  const terms = Object.fromEntries(rows.map((row) => [row.en, row]));
  assert.equal(terms['row (of coins)']['zh-Hans'], '行');
  assert.equal(terms.binary['zh-Hans'], '二进制');
  assert.equal(terms['Fibonacci numbers']['zh-Hans'], '斐波那契数列');
  assert.equal(terms['stone (counted)']['zh-Hant'], '顆');
  assert.match(terms['nim-sum (XOR)']['zh-Hans'], /异或/);
  assert.equal(terms['P-position (safe for whoever left it)']['zh-Hans'], '可控局');
});

test('the board and playground strings use the glossary terms', async () => {
  assert.deepEqual(await offences(['board', 'playground']), []);
});

test('every game part uses the glossary terms', async () => {
  assert.deepEqual(await offences(parts.filter((p) => p !== 'board' && p !== 'playground')), []);
});
