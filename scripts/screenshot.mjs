// `node scripts/screenshot.mjs`: the README's picture of the playground,
// docs/playground.png, taken in Chromium from the page `npm start` serves
// (run `node scripts/build.mjs` first). Nim 3-4-5 with hints, after one move
// each, so the board, the Why panel and the value history all have something
// to show.
import path from 'node:path';
import { statSync } from 'node:fs';
import { openBrowser } from './browser.mjs';
import { root } from './tools.mjs';

const file = path.join(root, 'docs', 'playground.png');
const query = new URLSearchParams({
  state: JSON.stringify({ game: 'nim', heaps: [3, 4, 5] }),
  moves: JSON.stringify([{ heap: 0, take: 2 }, { heap: 2, take: 1 }]),
  hints: '1',
  lang: 'en',
});

const session = await openBrowser();
try {
  const page = await session.open(`?${query}`, { viewport: { width: 1280, height: 680 } });
  // The Why panel says who wins once the analysis of the position has come.
  await page.waitForSelector('#why[data-outcome]');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.waitForTimeout(300);
  await page.screenshot({ path: file });
  if (page.problems.length) console.error(page.problems.join('\n'));
} finally {
  await session.close();
}
console.log(`wrote ${path.relative(root, file)} (${(statSync(file).size / 1000).toFixed(1)} KB)`);
