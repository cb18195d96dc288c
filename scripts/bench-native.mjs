// `npm run bench:native`: `cargo bench -p nimlab-bench` (the core, native,
// release profile), its lines kept in test-results/bench-native.json for
// docs/PERFORMANCE.md.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './tools.mjs';

const command = ['cargo', 'bench', '-p', 'nimlab-bench'];
console.log(`$ ${command.join(' ')}`);
const result = spawnSync(command[0], command.slice(1), { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
process.stdout.write(result.stdout);
if (result.status !== 0) process.exit(result.status || 1);
const rows = [];
for (const line of result.stdout.split('\n')) {
  const match = line.match(/^(\S+)\s+([\d.]+) µs$/);
  if (match) rows.push({ id: match[1], us: Number(match[2]) });
}
mkdirSync(path.join(root, 'test-results'), { recursive: true });
writeFileSync(path.join(root, 'test-results', 'bench-native.json'), `${JSON.stringify({ command: command.join(' '), rows }, null, 2)}\n`);
console.log(`wrote test-results/bench-native.json (${rows.length} rows)`);
