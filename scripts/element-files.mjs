// The files a self-hosted <nimlab-game> needs, for the Embed dialog's
// download: everything www/nimlab-game.js can load (its modules, styles,
// wasm, Worker, every game's drawing and the board's and games' strings in
// every language; not the playground's or the Lab's strings), as scripts/size.mjs
// follows them. Written to www/pkg/element-files.json by scripts/build.mjs,
// names relative to www/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { closure } from './size.mjs';
import { root } from './tools.mjs';

export const MANIFEST = 'www/pkg/element-files.json';
/** Strings the element never loads: the playground's page and the Lab's. */
const NOT_THE_ELEMENT = /^www\/strings\/[^/]+\/(playground|lab)\.js$/;

/** The element's files, relative to www/, in a stable order. */
export function elementFiles() {
  const { files, missing } = closure('www/nimlab-game.js');
  if (missing.length) throw new Error(`the element loads files that are missing: ${missing.join(', ')}`);
  return files.filter((file) => file.startsWith('www/') && !NOT_THE_ELEMENT.test(file)).map((file) => file.slice('www/'.length)).sort();
}

/** Writes the manifest the Embed dialog reads. */
export function writeManifest(version) {
  mkdirSync(path.join(root, 'www', 'pkg'), { recursive: true });
  writeFileSync(path.join(root, MANIFEST), `${JSON.stringify({ version, files: elementFiles() }, null, 1)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { version } = await import('../www/site/version.js');
  writeManifest(version);
  console.log(`wrote ${MANIFEST}`);
}
