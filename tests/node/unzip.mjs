// A reader of stored zip archives for the tests, written from the format's
// layout (APPNOTE.TXT), not from www/site/zip.js: signatures, offsets, sizes,
// names, and a CRC-32 worked out bit by bit. Throws on anything amiss.
import assert from 'node:assert/strict';

export function slowCrc(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (crc & 1 ? 0xedb88320 : 0);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The files of a stored zip archive, from its central directory; checks each local header against it. */
export function unzip(buffer) {
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const end = buffer.byteLength - 22;
  assert.equal(view.getUint32(end, true), 0x06054b50, 'end of central directory');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files = [];
  for (let i = 0; i < count; i += 1) {
    assert.equal(view.getUint32(at, true), 0x02014b50, 'central directory entry');
    assert.equal(view.getUint16(at + 10, true), 0, 'stored');
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const name = new TextDecoder().decode(buffer.subarray(at + 46, at + 46 + nameLength));
    const local = view.getUint32(at + 42, true);
    assert.equal(view.getUint32(local, true), 0x04034b50, `${name}: local header`);
    assert.equal(view.getUint32(local + 14, true), crc, `${name}: local CRC`);
    const data = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const bytes = buffer.subarray(data, data + size);
    assert.equal(slowCrc(bytes), crc, `${name}: CRC of the bytes`);
    files.push({ name, bytes });
    at += 46 + skip;
  }
  return files;
}
