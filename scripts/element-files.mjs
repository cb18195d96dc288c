// The files a self-hosted <nimlab-game> needs, for the Embed dialog's
// download: everything www/nimlab-game.js can load (its modules, styles,
// wasm, Worker, every game's drawing and the board's and games' strings in
// every language; the playground's and the Lab's words live beside their
// pages, out of its reach), as scripts/size.mjs follows them. Written to www/site/element-files.json (built, not kept in
// git) by scripts/build.mjs, names relative to www/.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { closure } from './size.mjs';
import { root } from './tools.mjs';

export const MANIFEST = 'www/site/element-files.json';

/** The element's files, relative to www/, in a stable order. */
export function elementFiles() {
  const { files, missing } = closure('www/nimlab-game.js');
  if (missing.length) throw new Error(`the element loads files that are missing: ${missing.join(', ')}`);
  return files.filter((file) => file.startsWith('www/')).map((file) => file.slice('www/'.length)).sort();
}

/** Writes the manifest the Embed dialog reads. */
export function writeManifest(version) {
  writeFileSync(path.join(root, MANIFEST), `${JSON.stringify({ version, files: elementFiles() }, null, 1)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { version } = await import('../www/site/version.js');
  writeManifest(version);
  console.log(`wrote ${MANIFEST}`);
}
