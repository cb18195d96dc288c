// The console sessions of docs/API.md: [{expression, expected}] from the ```js
// blocks whose lines start with `> `; shared by the Node and browser tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/tools.mjs';

export function docExamples() {
  const markdown = readFileSync(path.join(root, 'docs', 'API.md'), 'utf8');
  const examples = [];
  for (const block of markdown.matchAll(/```js\n([\s\S]*?)```/g)) {
    let current = null;
    for (const line of block[1].split('\n')) {
      if (line.startsWith('> ')) {
        current = { expression: line.slice(2), expected: [] };
        examples.push(current);
      } else if (current && line.trim()) {
        current.expected.push(line);
      }
    }
  }
  return examples.map(({ expression, expected }) => ({ expression, expected: expected.join('\n') }));
}
