// The playground's set-up folds away once a game is on the board: a person
// opens it (its summary) before choosing another game.

/** Opens the set-up form of the playground `page` if it is folded. */
// Words allowed to stay in Latin letters on a Chinese page: names, and "mod".
export const NAMES = /\b(HTML|iframe|XOR|Grundy|Sprague|Schwenk|Wythoff|Kayles|Sibert|Conway|Bouton|Zeckendorf|mod|nimlab|F12|CDN|jsDelivr|npm|zip|wasm|application|KB)\b/g;

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
