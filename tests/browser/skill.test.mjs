// The computer of any strength on the page: <nimlab-game skill> plays a
// beginner's moves (it misses the win the solver knows), perfect play never
// misses, a skill outside 0..1 is refused inside the element by name; the
// playground's set-up and link carry the skill. The statistics of the model
// are the core's (crates/core/tests/skill.rs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileBrowser } from './setup.mjs';

const browser = fileBrowser();

const NIM = '{"game":"nim","heaps":[3,4,5]}';

/** The outcome of the position each element's computer left with its first move, once all have moved. */
async function firstReplies(attributes, count) {
  const page = await browser.page({ viewport: { width: 1200, height: 900 } });
  const body = Array.from({ length: count }, (_, i) => `<nimlab-game id="g${i}" lang="en" computer="first" ${attributes} state='${NIM}'></nimlab-game>`).join('');
  await browser.html(page, 'skill', `<script type="module" src="/www/nimlab-game.js"></script>${body}`);
  await page.waitForFunction((n) => [...document.querySelectorAll('nimlab-game')].filter((e) => e.shadowRoot?.querySelectorAll('#history li').length >= 1).length === n, count, { timeout: 120000 });
  const outcomes = await page.evaluate(async () => {
    const { classify } = await import('/www/index.js');
    return [...document.querySelectorAll('nimlab-game')].map((e) => classify(e.position).outcome);
  });
  assert.deepEqual(page.problems, []);
  await page.close();
  return outcomes;
}

test('a beginner computer (skill="0") misses the win the solver knows; perfect play never does', async () => {
  // 3-4-5 has one winning move in twelve: ten beginners all finding it is (1/12)^10.
  const beginners = await firstReplies('skill="0"', 10);
  assert.ok(beginners.includes('N'), `a beginner left ${beginners.join(', ')}`);
  const perfect = await firstReplies('', 4);
  assert.deepEqual(perfect, ['P', 'P', 'P', 'P']);
});

test('a skill outside 0..1 is refused inside the element, naming it', async () => {
  const page = await browser.page({ viewport: { width: 900, height: 700 } });
  await browser.html(page, 'skill-bad', `<script type="module" src="/www/nimlab-game.js"></script>
    <nimlab-game id="a" lang="en" skill="2" state='${NIM}'></nimlab-game>
    <nimlab-game id="b" lang="zh-Hant" skill="strong" state='${NIM}'></nimlab-game>`);
  const refusal = (id) => page.locator(`#${id} [data-refused]`).textContent();
  assert.match(await refusal('a'), /skill must be a number from 0 to 1; got "2"/);
  assert.match(await refusal('b'), /skill ?必須是 0 到 1 之間的數/);
  // A good skill set later plays.
  await page.evaluate(() => document.getElementById('a').setAttribute('skill', '0.5'));
  await page.locator('#a #view [data-move]').first().waitFor();
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the playground: the link\'s skill is the set-up\'s, kept in the link; one it cannot read is said and played perfectly', async () => {
  const page = await browser.open(`?lang=en&skill=0.5&state=${encodeURIComponent(NIM)}`);
  await page.locator('#why[data-outcome]').waitFor({ state: 'attached' });
  assert.equal(await page.locator('#skill').inputValue(), '0.5');
  assert.equal(new URL(page.url()).searchParams.get('skill'), '0.5');
  assert.equal(await page.locator('#notice').isHidden(), true);
  await page.close();

  const bad = await browser.open(`?lang=en&skill=lots&state=${encodeURIComponent(NIM)}`);
  await bad.locator('#why[data-outcome]').waitFor({ state: 'attached' });
  assert.match(await bad.locator('#notice').textContent(), /skill this page does not read/);
  assert.equal(await bad.locator('#skill').inputValue(), '1');
  await bad.close();
});
