// The Lab's wasm (crates/lab, www/lab/pkg): the same values, period and
// errors as the main wasm's nimbers, the split it used, and its progress.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/tools.mjs';
import nimlab, { show } from './pkg.mjs';
import * as lab from '../../www/lab/pkg/nimlab_lab.js';

lab.initSync({ module: readFileSync(path.join(root, 'www', 'lab', 'pkg', 'nimlab_lab_bg.wasm')) });

const rules = [
  { game: 'octal', code: '0.77' },
  { game: 'octal', code: '0.07' },
  { game: 'octal', code: '0.137' },
  { game: 'octal', code: '0.6' },
  { game: 'octal', code: '4.07' },
  { game: 'octal', subtract: [1, 3, 4] },
  { game: 'grundy' },
  { game: 'kayles' },
  { game: 'subtraction', max: 3 },
];

test('values and period equal the main wasm\'s', () => {
  for (const rule of rules) {
    for (const n of [0, 1, 300, 5000]) {
      const fast = lab.nimbers(rule, n);
      const main = nimlab.nimbers(rule, n);
      // Every value of these rules fits in 16 bits: half the memory.
      assert.ok(fast.values instanceof Uint16Array);
      assert.deepEqual([...fast.values], [...main.values], show(rule));
      assert.deepEqual(fast.period, main.period, show(rule));
    }
  }
  assert.deepEqual(lab.nimbers({ game: 'octal', code: '0.77' }, 200).period, { start: 71, length: 12, checkedTo: 167 });
  assert.equal(lab.nimbers({ game: 'octal', code: '0.6' }, 5000).period, null);
});

test('the split marks the rare heaps the engine used', () => {
  const n = 20000;
  const { values, split } = lab.nimbers({ game: 'octal', code: '0.6' }, n);
  assert.ok(split && Number.isInteger(split.mask) && (split.bit === 0 || split.bit === 1), show(split));
  const parity = (x) => { let p = 0; for (; x; x &= x - 1) p ^= 1; return p; };
  let rare = 0;
  for (let m = 1; m <= n; m++) if ((parity(values[m] & split.mask) ^ (split.bit & m)) === 0) rare++;
  // The engine keeps a split only while rare heaps are at most a quarter.
  assert.ok(rare > 0 && rare * 4 <= n, `${rare} rare heaps`);
  // A rule that never splits runs the naive loop: no split.
  assert.equal(lab.nimbers({ game: 'subtraction', max: 3 }, 1000).split, null);
});

test('progress reaches globalThis.nimlabProgress every 2^16 values and at the end', () => {
  const calls = [];
  globalThis.nimlabProgress = (known, n) => calls.push([known, n]);
  try {
    lab.nimbers({ game: 'octal', code: '0.6' }, 200000);
  } finally {
    delete globalThis.nimlabProgress;
  }
  assert.ok(calls.length >= 4, show(calls));
  assert.deepEqual(calls.at(-1), [200001, 200000]);
  for (let i = 1; i < calls.length; i++) assert.ok(calls[i][0] > calls[i - 1][0] && calls[i][1] === 200000);
  // Without a listener nothing is called and nothing fails.
  assert.equal(lab.nimbers({ game: 'octal', code: '0.6' }, 70000).values.length, 70001);
});

test('errors carry the main wasm\'s code, key, params and message', () => {
  const bad = [
    [{ game: 'octal', code: '0.8' }, 5],
    [{ game: 'octal', subtract: [0, 1] }, 5],
    [{ game: 'octal', subtract: [2, 2] }, 5],
    [{ game: 'octal', code: '0.6' }, 2 ** 26],
    [{ game: 'octal', code: '0.6' }, 2n ** 60n],
    [{ game: 'octal', code: '0.6' }, -1],
    [{ game: 'octal', code: '0.6' }, 1.5],
    [{ game: 'kayles', misere: true }, 5],
    [{ game: 'nim' }, 3],
    [{ game: 'chess' }, 3],
    [null, 3],
    [{ game: 'octal', code: () => 1 }, 3],
  ];
  for (const [rule, n] of bad) {
    const caught = (call) => {
      try {
        call();
      } catch (error) {
        return error;
      }
      assert.fail(`no error for ${show([rule, n])}`);
    };
    const fast = caught(() => lab.nimbers(rule, n));
    const main = caught(() => nimlab.nimbers(rule, n));
    assert.ok(fast instanceof Error);
    assert.deepEqual([fast.message, fast.code, fast.key, show(fast.params)], [main.message, main.code, main.key, show(main.params)]);
    assert.ok(fast.key, fast.message);
  }
  assert.equal(lab.nimbers({ game: 'kayles' }, 10).values.length, 11, 'the next call works');
});

test('atlas_entry: one code of the atlas, with what the page needs for sameAs, and errors that name the field', () => {
  const kayles = lab.atlas_entry('0.77', 4096, 3);
  assert.equal(kayles.code, '0.77');
  assert.deepEqual(kayles.period, { start: 71, length: 12, checkedTo: 167 });
  assert.equal(kayles.computedTo, 255);
  assert.equal(kayles.maxValue, 8);
  assert.equal(kayles.zeros, 1);
  assert.ok(kayles.form.values instanceof Uint32Array);
  assert.equal(kayles.form.values.length, kayles.form.start + kayles.form.length);
  assert.ok(kayles.tails.every((tail) => /^[0-9a-f]{16}\.[0-9a-f]{16}$/.test(tail)));
  const officers = lab.atlas_entry('.6', 4096, 1);
  assert.equal(officers.code, '0.6');
  assert.equal(officers.period, null);
  assert.equal(officers.form, null);
  assert.equal(officers.computedTo, 4096);
  for (const [args, code, key, field] of [
    [['0.8', 1000, 3], 'bad-state', 'codeNotOctal', 'code'],
    [['0.1234', 1000, 3], 'bad-state', 'codeTooLong', 'code'],
    [[77, 1000, 3], 'bad-state', 'codeNotString', 'code'],
    [['0.77', 10, 3], 'bad-state', 'notWhole', 'n'],
    [['0.77', 2 ** 26, 3], 'bad-state', 'notWhole', 'n'],
    [['0.77', 1000, 9], 'bad-state', 'notWhole', 'digits'],
    [['0.77', 1000, { digits: 3 }], 'bad-state', 'notWhole', 'digits'],
  ]) {
    assert.throws(() => lab.atlas_entry(...args), (error) => error.code === code && error.key === key && error.params.field === field, JSON.stringify(args));
  }
  // And the wasm still answers.
  assert.equal(lab.atlas_entry('0.07', 1000, 2).period.length, 34);
});
