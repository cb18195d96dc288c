// nimlab.d.ts against what the package really returns: real outputs of every
// export for every game are written as typed object literals (excess
// properties are errors), with sample calls, and type-checked with tsc.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from '../../scripts/tools.mjs';
import nimlab from './pkg.mjs';

const literal = (value) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `__${v}n__` : v))
  .replace(/"__(\d+n)__"/g, '$1');

function samples() {
  const lines = [
    "import type { Classification, MoveResult, State, GameInfo, Move, NimlabError, Quotient } from '../../www/pkg/nimlab.js';",
    "import { classify, best_move, bestMove, moves, play, games, f, quotient } from '../../www/pkg/nimlab.js';",
    '',
    `export const infos: GameInfo[] = ${literal(nimlab.games())};`,
  ];
  nimlab.games().forEach((game, i) => {
    const state = game.example;
    const all = nimlab.moves(state);
    lines.push(`export const state${i}: State = ${literal(state)};`);
    lines.push(`export const classified${i}: Classification = ${literal(nimlab.classify(state))};`);
    lines.push(`export const best${i}: MoveResult | null = ${literal(nimlab.best_move(state))};`);
    lines.push(`export const moves${i}: MoveResult[] = ${literal(all.slice(0, 3))};`);
    lines.push(`export const played${i}: State = ${literal(nimlab.play(state, all[0].move))};`);
    lines.push(`export const move${i}: Move = ${literal(all[0].move)};`);
  });
  lines.push(
    '',
    '// Sample calls as a console user writes them.',
    "const outcome: 'N' | 'P' = classify({ game: 'nim', heaps: [3, 4, 5] }).outcome;",
    "const huge = classify({ game: 'kayles', rows: [2n ** 64n - 1n, '12'], misere: true });",
    "const next = best_move({ game: 'wythoff', heaps: [4, 7] }) ?? bestMove({ game: 'subtraction', pile: 21, max: 3 });",
    "play({ game: 'odd-even', variant: 'odd-vs-even', pile: 4, max: 2, holdings: [0, 0], toMove: 0 }, { take: 1 });",
    "play({ game: 'dice', pile: 20, top: [1, 2], rule: 'one' }, { faces: [3, null] });",
    "moves({ game: 'fibonacci-nim', pile: 100, multiplier: 3 });",
    "const given: MoveResult | null = best_move({ game: 'nim', heaps: [3, 4, 5] }, { aim: 'lose' });",
    "bestMove({ game: 'nim', heaps: [3, 4, 5] }, {});",
    '// @ts-expect-error: aim is "win" or "lose"',
    "best_move({ game: 'nim', heaps: [3, 4, 5] }, { aim: 'draw' });",
    'const win: 0 | 1 = f([12]);',
    'try { classify({ game: "nim", heaps: [-1] }); } catch (e) { const code: NimlabError["code"] = (e as NimlabError).code; void code; }',
    '// @ts-expect-error: heaps must be an array',
    "classify({ game: 'nim', heaps: 3 });",
    '// @ts-expect-error: no such game',
    "classify({ game: 'chess' });",
    '// @ts-expect-error: odd-even needs a variant',
    "classify({ game: 'odd-even', pile: 4, max: 2, holdings: [0, 0], toMove: 0 });",
    "const q: Quotient = quotient({ game: 'octal', code: '0.77' }, 40);",
    'const cell: number | undefined = q.table?.[q.phi[3] * q.order + q.phi[4]];',
    "const known: number = quotient({ game: 'grundy' }, 12n).knownTo + (quotient({ game: 'subtraction', max: 3 }, '9').period?.length ?? 0);",
    '// @ts-expect-error: Nim has no quotient here',
    "quotient({ game: 'nim' }, 3);",
    'void outcome; void huge; void next; void win; void games; void given; void cell; void known;',
  );
  return `${lines.join('\n')}\n`;
}

test('nimlab.d.ts describes every output exactly, and sample calls type-check', () => {
  const dir = path.join(root, 'test-results', 'types');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'samples.ts');
  writeFileSync(file, samples());
  const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
  const result = spawnSync(tsc, [
    '--noEmit', '--strict', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler',
    '--lib', 'es2022,dom', '--skipLibCheck', 'false', file,
  ], { cwd: root, encoding: 'utf8' });
  assert.equal(result.status, 0, `tsc found type errors in ${file}:\n${result.stdout}${result.stderr}`);
});
