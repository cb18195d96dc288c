// The Embed dialog's snippets and iframe address: the
// self-hosted form and the CDN form pinned to this version, from the game's
// first position or the position now, with every setting of the game being played.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/tools.mjs';
import { CDN_MODULE, SELF_HOSTED_MODULE, elementSnippet, iframeUrl } from '../../www/site/embed-dialog.js';

const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** A session as the playground passes it: the start and who moved first in it, the position now, who moves in it, and the settings. */
const session = ({ opponent = 'computer', mover = 0, starts = mover, hints = false, practice, lang = 'en', state = { game: 'nim', heaps: [3, 4, 5] }, start = state } = {}) => ({
  lang, opponent, hints, practice, start, moves: [], starts,
  current: () => state,
  mover: () => mover,
});

/** The attributes of the snippet's <nimlab-game>, as a browser reads them. */
function attributesOf(snippet) {
  const tag = snippet.match(/<nimlab-game ([^>]*)><\/nimlab-game>/)[1];
  const found = {};
  for (const [, name, , , double, single] of tag.matchAll(/([a-z]+)(=("([^"]*)"|'([^']*)'))?/g)) {
    found[name] = double ?? (single === undefined ? '' : single.replaceAll('&#39;', "'").replaceAll('&amp;', '&'));
  }
  return found;
}

test('the snippet loads the element from jsDelivr at this version, or from the folder the download unzips to', () => {
  const snippet = elementSnippet(session());
  assert.equal(CDN_MODULE, `https://cdn.jsdelivr.net/npm/nimlab@${version}/dist/www/nimlab-game.js`);
  assert.equal(snippet, `<script type="module" src="${CDN_MODULE}"></script>\n<nimlab-game state='{"game":"nim","heaps":[3,4,5]}' lang="en"></nimlab-game>`);
  assert.ok(elementSnippet(session(), SELF_HOSTED_MODULE).startsWith('<script type="module" src="nimlab/nimlab-game.js"></script>\n<nimlab-game '));
});

test('the snippet starts from the game\'s first position, or from the position now when asked', () => {
  const start = { game: 'nim', heaps: [3, 4, 5] };
  const now = { game: 'nim', heaps: [0, 4, 4], misere: false };
  const game = session({ start, state: now, starts: 1, mover: 0 });
  assert.deepEqual(JSON.parse(attributesOf(elementSnippet(game)).state), start);
  assert.equal(attributesOf(elementSnippet(game)).computer, 'first', 'the computer moved first from the start');
  assert.deepEqual(JSON.parse(attributesOf(elementSnippet(game, CDN_MODULE, { from: 'now' })).state), now);
  assert.equal(attributesOf(elementSnippet(game, CDN_MODULE, { from: 'now' })).computer, undefined, 'you move now');
  const page = new URL('https://example.org/nimlab/index.html');
  assert.deepEqual(JSON.parse(new URL(iframeUrl(game, page)).searchParams.get('state')), start);
  assert.equal(new URL(iframeUrl(game, page)).searchParams.get('starts'), '1');
  assert.deepEqual(JSON.parse(new URL(iframeUrl(game, page, { from: 'now' })).searchParams.get('state')), now);
});

test('the snippet and the iframe address keep every setting of the game being played', () => {
  for (const opponent of ['computer', 'human', 'lose']) {
    for (const mover of [0, 1]) {
      for (const hints of [false, true]) {
        for (const practice of [undefined, false, true]) {
          const game = session({ opponent, mover, hints, practice });
          const seen = attributesOf(elementSnippet(game, CDN_MODULE, { from: 'now' }));
          const label = JSON.stringify({ opponent, mover, hints, practice });
          assert.deepEqual(JSON.parse(seen.state), game.current(), label);
          assert.equal(seen.lang, 'en');
          assert.equal(seen.opponent ?? 'computer', opponent, label);
          assert.equal(seen.computer === 'first', opponent !== 'human' && mover === 1, label);
          assert.equal('hints' in seen, hints, label);
          assert.equal('practice' in seen, practice === true, label);
          const query = new URL(iframeUrl(game, new URL('https://example.org/nimlab/index.html'), { from: 'now' })).searchParams;
          assert.equal(query.get('embed'), '1');
          assert.deepEqual(JSON.parse(query.get('state')), game.current());
          assert.equal(query.get('opponent'), opponent, label);
          assert.equal(query.get('starts'), String(mover), label);
          assert.equal(query.get('hints'), hints ? '1' : null, label);
          assert.equal(query.get('practice'), practice ? '1' : null, label);
        }
      }
    }
  }
});

test("a state with & and ' survives the single-quoted attribute", () => {
  const state = { game: 'nim', heaps: [1], note: "a & b's" };
  assert.deepEqual(JSON.parse(attributesOf(elementSnippet(session({ state }))).state), state);
  const big = { game: 'nim', heaps: [2n ** 64n - 1n] };
  assert.deepEqual(JSON.parse(attributesOf(elementSnippet(session({ state: big }))).state), { game: 'nim', heaps: ['18446744073709551615'] });
});
