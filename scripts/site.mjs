// The site as a visitor gets it (docs/DESIGN.md, "Size"): dist/ holds index.html,
// lab.html, learn.html, worksheet.html and www/ with every module and stylesheet minified by esbuild, file by
// file (no bundling: each module keeps its imports, so a page still loads
// only what it shows), and everything else (the wasm, the JSON) copied. The
// sources in www/ stay as they are written; dist/ is built, not committed.
// It is what to deploy, what `npm run size` measures, and what the npm
// package ships (package.json "files").
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { root } from './tools.mjs';

export const dist = path.join(root, 'dist');
const PAGES = ['index.html', 'lab.html', 'learn.html', 'worksheet.html'];

/** Every file under `dir`, relative to it. */
function filesUnder(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesUnder(dir, rel) : [rel];
  });
}

/** `text` of a .js or .css file, minified; UTF-8 kept as it is (the strings' Chinese is shorter so). */
export function minify(text, file) {
  const loader = file.endsWith('.css') ? 'css' : 'js';
  return esbuild().transformSync(text, { loader, minify: true, target: loader === 'js' ? 'es2022' : undefined, legalComments: 'none', charset: 'utf8', sourcefile: file }).code;
}

/** Writes dist/ afresh from the pages (PAGES) and www/ (www/pkg built first). */
// Required when first used, not imported: on a fresh clone `npm test` and
// `npm run build` load this file before they install the npm packages.
let loaded = null;
const esbuild = () => (loaded ??= createRequire(import.meta.url)('esbuild'));

export function buildSite() {
  rmSync(dist, { recursive: true, force: true });
  const www = path.join(root, 'www');
  let files = 0;
  for (const rel of filesUnder(www)) {
    const from = path.join(www, rel);
    const to = path.join(dist, 'www', rel);
    mkdirSync(path.dirname(to), { recursive: true });
    if (/\.(m?js|css)$/.test(rel)) writeFileSync(to, minify(readFileSync(from, 'utf8'), rel));
    else copyFileSync(from, to);
    files += 1;
  }
  for (const page of PAGES) copyFileSync(path.join(root, page), path.join(dist, page));
  return files + PAGES.length;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`built dist/ (${buildSite()} files)`);
}
