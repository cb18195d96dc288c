// `npm run size`: the bytes a visitor downloads, raw and gzipped, against the
// budgets of issue 7. It follows what each entry point loads (HTML `src` and
// `href`, JS `import`/`export … from`, `import()`, `new URL(…, import.meta.url)`,
// CSS `@import` and `url()`), so a file nobody loads is not counted and a file
// somebody loads cannot hide. Exits 1 when a budget is exceeded. Writes
// test-results/size.json for docs/PERFORMANCE.md. Needs www/pkg (npm run build).
//
// 1 KB here is 1000 bytes (the stricter reading of the budgets).
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync, constants } from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './tools.mjs';

const KB = 1000;
const WASM = 'www/pkg/nimlab_bg.wasm';
const EMBED = 'www/nimlab-game.js';
/** Files that are never part of what a visitor gets. */
const EXCLUDED = /(^|\/)(tests?|bench(es)?|demos?)(\/|\.|-|_)/i;

/** Relative references a file makes, by its type. */
function references(file, text) {
  const found = [];
  const add = (regex) => {
    for (const match of text.matchAll(regex)) found.push(match[1]);
  };
  const ext = path.extname(file);
  if (ext === '.html') {
    const markup = text.replace(/<!--[\s\S]*?-->/g, '');
    add(/<script\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi);
    add(/<link\b[^>]*\bhref\s*=\s*["']([^"']+)["']/gi);
    add(/<(?:img|source|iframe)\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi);
    for (const match of markup.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
      found.push(...references('inline.js', match[1]));
    }
  } else if (ext === '.js' || ext === '.mjs') {
    // Drop line comments that start a line and block comments, so examples
    // in prose are not taken for imports.
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    add(/\bimport\s+(?:[\w*${}\s,]+\s+from\s+)?["']([^"']+)["']/g);
    add(/\bexport\s+[\w*${}\s,]+\s+from\s+["']([^"']+)["']/g);
    add(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g);
    add(/\bnew\s+URL\s*\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url\s*\)/g);
  } else if (ext === '.css') {
    add(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/g);
    add(/url\(\s*["']?([^"')]+)["']?\s*\)/g);
  }
  return found;
}

/** Every local file `entry` loads, itself included, in the order found. */
export function closure(entry) {
  const seen = new Set();
  const missing = [];
  const visit = (rel) => {
    if (seen.has(rel)) return;
    const full = path.join(root, rel);
    if (!existsSync(full) || !statSync(full).isFile()) {
      missing.push(rel);
      return;
    }
    seen.add(rel);
    for (const ref of references(rel, readFileSync(full, 'utf8'))) {
      if (/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(ref)) continue; // data:, https:, fragments
      const clean = ref.split(/[?#]/)[0];
      if (!clean) continue;
      const target = clean.startsWith('/')
        ? clean.slice(1)
        : path.posix.normalize(path.posix.join(path.posix.dirname(rel), clean));
      visit(target);
    }
  };
  visit(entry);
  return { files: [...seen], missing };
}

function measure(rel) {
  const bytes = readFileSync(path.join(root, rel));
  return { file: rel, raw: bytes.length, gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length };
}

function group(name, entry, budgetKB, { optional = false } = {}) {
  if (!existsSync(path.join(root, entry))) {
    if (optional) return { name, entry, absent: true, budget: budgetKB * KB, files: [] };
    throw new Error(`${entry} is missing`);
  }
  const { files, missing } = closure(entry);
  if (entry !== WASM && !files.includes(WASM) && existsSync(path.join(root, WASM))) files.push(WASM);
  const counted = files.filter((f) => !EXCLUDED.test(f)).map(measure);
  const raw = counted.reduce((s, f) => s + f.raw, 0);
  const gzip = counted.reduce((s, f) => s + f.gzip, 0);
  return { name, entry, budget: budgetKB * KB, files: counted, raw, gzip, missing, ok: gzip <= budgetKB * KB };
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;

export function measureAll() {
  if (!existsSync(path.join(root, WASM))) {
    throw new Error(`${WASM} is missing: run \`npm run build\` first`);
  }
  return [
    group('wasm', WASM, 60),
    group('playground', 'index.html', 150),
    group('embed element', EMBED, 80, { optional: true }),
  ];
}

/** The report as markdown (also what the console shows). */
export function markdown(groups) {
  const lines = [];
  for (const g of groups) {
    if (g.absent) {
      lines.push(`**${g.name}** (\`${g.entry}\`): absent, not measured (budget ${kb(g.budget)} gzipped)`, '');
      continue;
    }
    lines.push(`**${g.name}** (from \`${g.entry}\`): ${kb(g.gzip)} gzipped of ${kb(g.budget)}: ${g.ok ? 'within budget' : 'OVER BUDGET'}`, '');
    lines.push('| file | raw | gzip |', '| --- | ---: | ---: |');
    for (const f of g.files) lines.push(`| \`${f.file}\` | ${f.raw} | ${f.gzip} |`);
    lines.push(`| **total** | **${g.raw}** | **${g.gzip}** |`, '');
    if (g.missing.length) lines.push(`referenced but not found: ${g.missing.map((m) => `\`${m}\``).join(', ')}`, '');
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  let groups;
  try {
    groups = measureAll();
  } catch (error) {
    console.error(`size: ${error.message}`);
    process.exit(1);
  }
  console.log(markdown(groups));
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  writeFileSync(path.join(root, 'test-results', 'size.json'), `${JSON.stringify({ kb: KB, groups }, null, 2)}\n`);
  const over = groups.filter((g) => !g.absent && !g.ok);
  if (over.length) {
    for (const g of over) {
      console.error(`size: ${g.name} is ${kb(g.gzip)} gzipped, over its budget of ${kb(g.budget)} by ${kb(g.gzip - g.budget)}`);
    }
    process.exit(1);
  }
  console.log('size: every budget met');
}
