// Where each part of the strings lives: the board's and the games' in
// www/strings/<lang>/, the playground's, the Lab's, the lessons' and the
// worksheets' beside their pages (www/site/strings/, www/lab/strings/,
// www/learn/strings/, www/worksheet/strings/), so
// that the package, which ships www/strings/ whole, holds only the element's.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../../scripts/tools.mjs';

export const FOLDERS = ['www/strings', 'www/site/strings', 'www/lab/strings', 'www/learn/strings', 'www/worksheet/strings'];

/** The folder of each part, by the part's name, in the order of the names. */
export const partFolders = Object.fromEntries(FOLDERS
  .flatMap((folder) => readdirSync(path.join(root, folder, 'en')).map((file) => [path.basename(file, '.js'), folder]))
  .sort(([a], [b]) => a.localeCompare(b)));

export const parts = Object.keys(partFolders);

/** The table of `part` in `lang`. */
export const readPart = async (lang, part) => (await import(pathToFileURL(path.join(root, partFolders[part], lang, `${part}.js`)).href)).default;
