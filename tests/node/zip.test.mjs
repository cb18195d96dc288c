// www/site/zip.js, read back by a reader written here from the format's layout
// (APPNOTE.TXT): signatures, offsets, sizes, names, and a CRC-32 worked out
// bit by bit, not by the writer's table. tests/browser/screens.test.mjs
// unzips the Embed dialog's download and plays from it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { crc32, zip } from '../../www/site/zip.js';
import { unzip } from './unzip.mjs';

test('crc32 is the standard CRC-32', () => {
  assert.equal(crc32(new TextEncoder().encode('123456789')), 0xcbf43926);
  assert.equal(crc32(new Uint8Array()), 0);
});

test('zip stores files that read back byte for byte, names in UTF-8, empty files too', async () => {
  const files = [
    { name: 'nimlab/nimlab-game.js', bytes: new TextEncoder().encode('export const x = 1;\n') },
    { name: 'nimlab/strings/zh-Hant/board.js', bytes: new TextEncoder().encode("export default { undo: '悔棋' };\n") },
    { name: 'nimlab/empty.txt', bytes: new Uint8Array() },
    { name: 'nimlab/pkg/x.wasm', bytes: Uint8Array.from({ length: 70000 }, (_, i) => (i * 31) & 0xff) },
  ];
  const blob = zip(files, new Date(2026, 0, 2, 3, 4, 6));
  assert.equal(blob.type, 'application/zip');
  const read = unzip(new Uint8Array(await blob.arrayBuffer()));
  assert.deepEqual(read.map((f) => f.name), files.map((f) => f.name));
  read.forEach((file, i) => assert.deepEqual(file.bytes, files[i].bytes, file.name));
});
