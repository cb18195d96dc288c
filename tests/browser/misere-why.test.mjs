// The Why panel of a misère take-and-break position: each heap's element of
// the misère quotient, their product and whether it lies in the P-portion,
// held to quotient() called on the page; nothing of it with hints off until
// the answer is asked; in English and in zh-Hant.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileBrowser } from './setup.mjs';

const browser = fileBrowser();

/** What the panel shows of the quotient once it is drawn. */
const shown = (page) => page.evaluate(() => ({
  elements: [...document.querySelectorAll('#why table.octal-quotient tr[data-element]')].map((tr) => tr.dataset.element),
  product: document.querySelector('#why [data-product]')?.dataset.product,
  inP: document.querySelector('#why [data-in-p]')?.dataset.inP,
  verdict: document.querySelector('#why [data-in-p]')?.dataset.outcome,
  outcome: document.querySelector('#why')?.dataset.outcome,
  text: document.querySelector('#explain').textContent,
}));

/** What quotient() says of `state`: its heaps' elements, their product, whether it is in P. */
const expected = (page, state) => page.evaluate((state) => {
  const q = window.quotient({ game: 'octal', code: state.code }, Math.max(...state.heaps));
  const phi = state.heaps.map((n) => q.phi[n]);
  const product = phi.reduce((x, y) => q.table[x * q.order + y], 0);
  const outcome = window.classify(state).outcome;
  return { elements: phi.map((x) => q.elements[x]), product: q.elements[product], inP: String([...q.pPortion].includes(product)), outcome };
}, state);

for (const [lang, state, words] of [
  ['en', { game: 'octal', code: '0.77', heaps: [5, 7, 9], misere: true }, /P-portion/],
  ['en', { game: 'octal', code: '0.07', heaps: [6, 9], misere: true }, /Why not the nimbers/],
  ['en', { game: 'octal', code: '0.07', heaps: [30, 25, 14], misere: true }, /is in the P-portion/],
  ['zh-Hant', { game: 'octal', code: '0.07', heaps: [6, 9], misere: true }, /P 部分/],
]) {
  test(`misère ${state.code} on [${state.heaps}] in ${lang}: the heaps' elements, their product and the verdict agree with quotient()`, async () => {
    const page = await browser.open(`?lang=${lang}&state=${encodeURIComponent(JSON.stringify(state))}&opponent=human`);
    await page.waitForFunction(() => document.querySelector('#why[data-outcome]') && !document.querySelector('#reveal').hidden);
    // Hints off: the quotient's elements are not shown until asked.
    assert.equal(await page.locator('#why table.octal-quotient, #why [data-in-p]').count(), 0);
    await page.locator('#reveal').click();
    await page.locator('#why [data-in-p]').waitFor();
    const said = await shown(page);
    const truth = await expected(page, state);
    assert.deepEqual(said.elements, truth.elements);
    assert.equal(said.product, truth.product);
    assert.equal(said.inP, truth.inP);
    assert.equal(said.verdict, truth.outcome);
    assert.equal(said.outcome, truth.outcome);
    assert.equal(truth.inP === 'true', truth.outcome === 'P');
    assert.match(said.text, words);
    assert.match(said.text, new RegExp(`Φ\\(${state.heaps[0]}\\) = ${truth.elements[0]}`));
    assert.doesNotMatch(said.text, lang === 'en' ? /nimber of|XOR becomes/ : /XOR 變成/);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

test('with hints on, the misère panel shows the quotient at once', async () => {
  const state = { game: 'octal', code: '0.07', heaps: [6, 9], misere: true };
  const page = await browser.open(`?lang=zh-Hans&state=${encodeURIComponent(JSON.stringify(state))}&opponent=human&hints=1`);
  await page.locator('#why [data-in-p]').waitFor();
  const said = await shown(page);
  const truth = await expected(page, state);
  assert.deepEqual([said.elements, said.product, said.inP], [truth.elements, truth.product, truth.inP]);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('where the quotient is past the budget, the panel says how far it is known and that the search decided', async () => {
  const state = { game: 'octal', code: '0.6', heaps: [20, 3], misere: true };
  const page = await browser.open(`?lang=en&state=${encodeURIComponent(JSON.stringify(state))}&opponent=human&hints=1`);
  await page.waitForFunction(() => /worked out only to heap \d+/.test(document.querySelector('#explain').textContent), null, { timeout: 120000 });
  const known = await page.evaluate(() => {
    try {
      window.quotient({ game: 'octal', code: '0.6' }, 20);
      return null;
    } catch (error) {
      return error.params.known;
    }
  });
  assert.match(await page.locator('#explain').textContent(), new RegExp(`only to heap ${known} \\(\\d+ elements\\), short of heap 20: the solver searched the lines of play until no heap was larger than ${known}, and from there the quotient gave the outcome`));
  assert.equal(await page.locator('#why table.octal-quotient').count(), 0);
  assert.deepEqual(page.problems, []);
  await page.close();
});
