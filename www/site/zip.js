// A zip archive of stored (uncompressed) files, laid out as PKWARE's
// APPNOTE.TXT describes it: each file's local header and bytes, then the
// central directory and its end record. The Embed dialog packs the element's
// files with it (a few hundred KB: no compression, no ZIP64 needed).

/** CRC-32 (the polynomial 0xEDB88320, reflected), one table of 256 entries. */
const TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

export function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** MS-DOS time and date, as zip headers keep them. */
function dosTime(date) {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    day: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** A Blob of the zip archive holding `files` ({name, bytes: Uint8Array}), names in UTF-8. */
export function zip(files, date = new Date()) {
  const { time, day } = dosTime(date);
  const encoder = new TextEncoder();
  const body = [];
  const directory = [];
  let offset = 0;
  for (const { name, bytes } of files) {
    const path = encoder.encode(name);
    const crc = crc32(bytes);
    // The fields both headers share: version needed 2.0, UTF-8 names (bit 11), stored, time, CRC, sizes, name length.
    const common = (view, at) => {
      view.setUint16(at, 20, true);
      view.setUint16(at + 2, 0x0800, true);
      view.setUint16(at + 4, 0, true);
      view.setUint16(at + 6, time, true);
      view.setUint16(at + 8, day, true);
      view.setUint32(at + 10, crc, true);
      view.setUint32(at + 14, bytes.length, true);
      view.setUint32(at + 18, bytes.length, true);
      view.setUint16(at + 22, path.length, true);
    };
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    common(local, 4);
    body.push(local, path, bytes);
    const entry = new DataView(new ArrayBuffer(46));
    entry.setUint32(0, 0x02014b50, true);
    entry.setUint16(4, 20, true); // made by: 2.0
    common(entry, 6);
    entry.setUint32(42, offset, true);
    directory.push(entry, path);
    offset += 30 + path.length + bytes.length;
  }
  const size = directory.reduce((sum, part) => sum + part.byteLength, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, files.length, true);
  end.setUint16(10, files.length, true);
  end.setUint32(12, size, true);
  end.setUint32(16, offset, true);
  return new Blob([...body, ...directory, end], { type: 'application/zip' });
}
