// What the browser tests share: the file's browser, the names a Chinese
// page may leave in Latin letters, and the playground's set-up.
import { before, after } from 'node:test';
import { openBrowser } from '../../scripts/browser.mjs';

/**
 * The test file's browser (scripts/browser.mjs), opened before its first
 * test and closed after its last; `ready(browser)` runs once it is open.
 */
export function fileBrowser(ready = async () => {}) {
  const browser = {};
  before(async () => {
    Object.assign(browser, await openBrowser());
    await ready(browser);
  });
  after(async () => {
    await browser.close?.();
  });
  return browser;
}

// Words allowed to stay in Latin letters on a Chinese page: names, and "mod".
export const NAMES = /\b(HTML|iframe|XOR|Grundy|Sprague|Schwenk|Wythoff|Kayles|Sibert|Conway|Bouton|Zeckendorf|mod|nimlab|F12|CDN|jsDelivr|npm|zip|wasm|application|KB)\b/g;

/**
 * Opens the set-up form of the playground `page` if it is folded: it folds
 * away once a game is on the board, and a person opens it (its summary)
 * before choosing another game.
 */
export async function openSetUp(page) {
  if (!(await page.locator('#setup-box').evaluate((box) => box.open))) await page.locator('#setup-box > summary').click();
}

/**
 * Waits until the analysis of the position is drawn (it is asynchronous):
 * the Why panel's outcome, or the board's hinted moves.
 */
export async function hintsShown(page) {
  await page.waitForFunction(() => document.querySelector('#why[data-outcome], #view [data-move][data-outcome], #explain .position'));
}
