// The npm package (docs/RELEASE.md), as a developer gets it: the tarball of
// `npm pack` (scripts/pack-check.mjs packs it once and installs it offline
// into an empty project), imported from Node with no init call, its types
// checked from a TypeScript project, and its contents.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/tools.mjs';
import { ensureInstalled, exportedFiles, installed, missingFiles, project, tarball } from '../../scripts/pack-check.mjs';
import { version } from '../../www/site/version.js';

const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

before(() => {
  ensureInstalled();
});

/** Runs `source` as an ES module in the project that installed nimlab; its standard output. */
function nodeIn(source) {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', source], { cwd: project, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout;
}

test("import { classify } from 'nimlab' is ready to call in Node, with no init call", () => {
  const printed = nodeIn(`
    import { classify, best_move, bestMove, moves, play, games, f } from 'nimlab';
    const answer = classify({ game: 'nim', heaps: [3, 4, 5] });
    let code = null;
    try { classify({ game: 'nim', heaps: [-1] }); } catch (error) { code = error.code; }
    console.log(JSON.stringify({
      outcome: answer.outcome, nimber: answer.nimber, f: f([12]),
      best: best_move({ game: 'kayles', rows: [1, 11] }).move, same: bestMove({ game: 'kayles', rows: [1, 11] }).move,
      winning: moves({ game: 'fibonacci-nim', pile: 100, multiplier: 3 }).filter((m) => m.outcome === 'P').map((m) => m.move.take),
      played: play({ game: 'wythoff', heaps: [4, 7] }, { take: [1, 1] }),
      games: games().length, code,
      resolved: import.meta.resolve('nimlab'),
    }));
  `);
  const seen = JSON.parse(printed);
  assert.equal(seen.outcome, 'N');
  assert.equal(seen.nimber, 2);
  assert.equal(seen.f, 0, "the blog's 12 coins are lost for the player to move");
  assert.deepEqual(seen.best, seen.same);
  assert.deepEqual(seen.winning.sort((a, b) => a - b), [3, 24]);
  assert.deepEqual(seen.played.heaps, [3, 6]);
  assert.ok(seen.games >= 7);
  assert.equal(seen.code, 'bad-state');
  assert.ok(seen.resolved.endsWith('/node_modules/nimlab/dist/www/node.js'), seen.resolved);
});

test('the package is the version package.json says, and its wasm and JS come together', () => {
  assert.equal(version, manifest.version, 'www/site/version.js (the Embed dialog\'s CDN address) follows package.json');
  assert.match(manifest.version, /^\d+\.\d+\.\d+$/);
  const printed = nodeIn("import pkg from 'nimlab/package.json' with { type: 'json' }; console.log(pkg.version);");
  assert.equal(printed.trim(), manifest.version);
  const changelog = readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
  assert.match(changelog, new RegExp(`^## \\[?${manifest.version.replaceAll('.', '\\.')}\\]? - \\d{4}-\\d{2}-\\d{2}$`, 'm'), 'CHANGELOG.md has an entry for this version');
  assert.equal(manifest.private, undefined);
  const cargo = readFileSync(path.join(root, 'Cargo.toml'), 'utf8').match(/\[workspace\.package\][^[]*?\nversion = "([^"]+)"/);
  assert.equal(cargo?.[1], manifest.version, 'the crates share the package\'s version');
});

test('the tarball holds the solver, its wasm, the types, the element with its styles, drawings and strings, the README and the licence', () => {
  const listed = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).stdout.trim().split('\n').map((name) => name.replace(/^package\//, ''));
  for (const file of [
    'README.md', 'LICENSE', 'CHANGELOG.md', 'package.json', 'dist/www/index.js', 'dist/www/node.js', 'dist/www/index.d.ts',
    'dist/www/pkg/nimlab.js', 'dist/www/pkg/nimlab_bg.wasm', 'dist/www/pkg/nimlab.d.ts', 'dist/www/nimlab-game.js', 'dist/www/nimlab-game.d.ts',
    'dist/www/nimlab-game.css', 'dist/www/board/game.css', 'dist/www/games/index.js', 'dist/www/games/kayles.js', 'dist/www/strings/zh-Hant/board.js',
  ]) assert.ok(listed.includes(file), `the tarball holds ${file}`);
  for (const file of ['dist/www/site/app.js', 'dist/www/site/embed-dialog.js', 'dist/index.html', 'index.html', 'Cargo.toml']) assert.ok(!listed.includes(file), `the tarball leaves out ${file}`);
  // Nothing of the playground or the Lab: package.json's files allow the element's folders, not theirs.
  assert.deepEqual(listed.filter((file) => /^dist\/www\/(site|lab)\//.test(file)), [], 'the tarball leaves out site/ and lab/');
  // The modules are the minified ones (scripts/site.mjs), the sources stay in the repository.
  assert.ok(!listed.some((file) => file.startsWith('www/')), 'no unminified sources');
  const element = readFileSync(path.join(installed, 'dist', 'www', 'nimlab-game.js'), 'utf8');
  assert.ok(element.length < readFileSync(path.join(root, 'www', 'nimlab-game.js'), 'utf8').length * 0.8 && !element.includes('// '), 'the element is minified');
  assert.deepEqual(missingFiles(installed, exportedFiles(manifest)), [], 'every module the entries reach is in the tarball');
  const readme = readFileSync(path.join(installed, 'README.md'), 'utf8');
  for (const words of ['npm install nimlab', "from 'nimlab'", "import 'nimlab/element'", 'cdn.jsdelivr.net/npm/nimlab@', 'gameover', 'practice']) {
    assert.ok(readme.includes(words), `the README says ${words}`);
  }
});

test("the types of 'nimlab' and 'nimlab/element' check from a TypeScript project, under node16 and bundler resolution", () => {
  const file = path.join(project, 'check.mts');
  writeFileSync(file, [
    "import { classify, best_move, f, type State, type Classification } from 'nimlab';",
    "import type { NimlabGame, NimlabMoveDetail } from 'nimlab/element';",
    "import 'nimlab/element';",
    "const state: State = { game: 'kayles', rows: [12], misere: true };",
    'const answer: Classification = classify(state);',
    "const lost: 0 | 1 = f([12]);",
    'const next = best_move(state)?.move;',
    "const element: NimlabGame = document.createElement('nimlab-game');",
    "element.addEventListener('move', (event) => { const detail: NimlabMoveDetail = event.detail; void detail; });",
    'const where: State | null = element.position;',
    '// @ts-expect-error: no such game',
    "classify({ game: 'chess' });",
    'void answer; void lost; void next; void where;',
    '',
  ].join('\n'));
  const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
  for (const [module, resolution] of [['node16', 'node16'], ['esnext', 'bundler']]) {
    const result = spawnSync(tsc, [
      '--noEmit', '--strict', '--target', 'es2022', '--module', module, '--moduleResolution', resolution,
      '--lib', 'es2022,dom', '--skipLibCheck', 'false', '--types', '', file,
    ], { cwd: project, encoding: 'utf8' });
    assert.equal(result.status, 0, `tsc (${resolution}) found errors:\n${result.stdout}${result.stderr}`);
  }
});
