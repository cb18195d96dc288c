// Counts as people type them (www/page/numbers.js), and their errors in every language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readCount, readCounts, normalise } from '../../www/page/numbers.js';
import { errorText, languages, loadStrings } from '../../www/strings/index.js';

test('a list of counts reads from ASCII or full-width digits, any of the commas people type, spaces, and mixtures', () => {
  for (const typed of ['3, 4, 5', '３, ４, ５', '３，４，５', '３、４、５', '3 4 5', '3,4,5', ' 3 ,4 ， ５ ', '３、4 5', '3；4;5', '3\u30004\u30005']) {
    assert.deepEqual(readCounts(typed), { value: [3, 4, 5] }, typed);
  }
  assert.deepEqual(readCounts('１２'), { value: [12] });
  assert.deepEqual(readCount('０'), { value: 0 });
  assert.deepEqual(readCount(' ４２ '), { value: 42 });
  assert.equal(normalise('１，２、３'), '1,2,3');
});

test('a count past 2^53 − 1 comes back as a BigInt, exactly', () => {
  assert.deepEqual(readCount('18446744073709551615'), { value: 18446744073709551615n });
  assert.deepEqual(readCounts('9007199254740991, 9007199254740992'), { value: [9007199254740991, 9007199254740992n] });
});

test('what cannot be read comes back as a key and its values, naming the entry', () => {
  assert.deepEqual(readCount(''), { error: { key: 'numberEmpty', params: {} } });
  assert.deepEqual(readCount('  '), { error: { key: 'numberEmpty', params: {} } });
  assert.deepEqual(readCount('abc'), { error: { key: 'numberNotWhole', params: { text: 'abc' } } });
  assert.deepEqual(readCount('-1'), { error: { key: 'numberNotWhole', params: { text: '-1' } } });
  assert.deepEqual(readCount('2.5'), { error: { key: 'numberNotWhole', params: { text: '2.5' } } });
  assert.deepEqual(readCounts(''), { error: { key: 'numberEmpty', params: {} } });
  assert.deepEqual(readCounts('3, x, 5'), { error: { key: 'numberNotWhole', params: { text: 'x', index: 1 } } });
  assert.deepEqual(readCounts('3,,5'), { error: { key: 'numberEmpty', params: { index: 1 } } });
});

test('the readers\' errors read in every language, the entry counted from 1', async () => {
  const t = {};
  for (const lang of languages) t[lang] = await loadStrings(lang, ['board', 'errors']);
  const notWhole = readCounts('3, abc').error;
  assert.equal(errorText(notWhole, t.en), 'Error: Entry 2, "abc", is not a whole number: type whole numbers, such as 3, 4, 5.');
  assert.equal(errorText(notWhole, t['zh-Hant']), '錯誤：第 2 項「abc」不是整數：請輸入整數，例如 3、4、5。');
  assert.equal(errorText(notWhole, t['zh-Hans']), '错误：第 2 项“abc”不是整数：请输入整数，例如 3、4、5。');
  assert.equal(errorText(readCount('').error, t['zh-Hant']), '錯誤：請輸入一個整數，例如 3。');
  assert.equal(errorText(readCount('x').error, t['zh-Hans']), '错误：“x”不是整数：请输入数字，例如 3。');
  assert.equal(errorText(readCounts('3,,5').error, t.en), 'Error: Entry 2 is empty: type whole numbers, such as 3, 4, 5.');
});
