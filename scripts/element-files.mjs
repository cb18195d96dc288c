// The files a self-hosted <nimlab-game> needs, for the Embed dialog's
// download (and a worksheet's, with its own files added): everything www/nimlab-game.js can load (its modules, styles,
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

/**
 * What a downloaded worksheet (www/worksheet/, docs/WORKSHEETS.md) needs
 * beside the element's files: its script's modules and words, and its
 * stylesheet, relative to www/.
 */
export function sheetFiles(element = elementFiles()) {
  const { files, missing } = closure('www/worksheet/handout.js');
  if (missing.length) throw new Error(`the worksheet loads files that are missing: ${missing.join(', ')}`);
  const own = new Set(element);
  return [...files, 'www/worksheet/sheet.css'].filter((file) => file.startsWith('www/')).map((file) => file.slice('www/'.length))
    .filter((file) => !own.has(file)).sort();
}

/** Writes the manifest the Embed dialog and the worksheet's download read. */
export function writeManifest(version) {
  const files = elementFiles();
  writeFileSync(path.join(root, MANIFEST), `${JSON.stringify({ version, files, sheet: sheetFiles(files) }, null, 1)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { version } = await import('../www/site/version.js');
  writeManifest(version);
  console.log(`wrote ${MANIFEST}`);
}
