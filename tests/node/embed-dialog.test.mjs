// The Embed dialog's snippet and iframe address (issues 12 and 17): the CDN
// form pinned to this version, a word on self-hosting, and every setting of
// the game being played.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/tools.mjs';
import { CDN_MODULE, elementSnippet, iframeUrl } from '../../www/embed-dialog.js';

const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** A session as the playground passes it: the position now, who moves in it, and the settings. */
const session = ({ opponent = 'computer', mover = 0, hints = false, practice, lang = 'en', state = { game: 'nim', heaps: [3, 4, 5] } } = {}) => ({
  lang, opponent, hints, practice, start: state, moves: [], starts: mover,
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

test('the snippet loads the element from jsDelivr at this version and says how to self-host', () => {
  const snippet = elementSnippet(session());
  assert.equal(CDN_MODULE, `https://cdn.jsdelivr.net/npm/nimlab@${version}/www/nimlab-game.js`);
  assert.ok(snippet.startsWith(`<script type="module" src="${CDN_MODULE}"></script>\n<nimlab-game `), snippet);
  assert.match(snippet, /<!-- To self-host instead: npm install nimlab@\d+\.\d+\.\d+, copy node_modules\/nimlab\/www\//);
  assert.ok(!snippet.slice(snippet.indexOf('<!--') + 4, -3).includes('--'), 'the comment holds no --');
});

test('the snippet and the iframe address keep every setting of the game being played', () => {
  for (const opponent of ['computer', 'human', 'lose']) {
    for (const mover of [0, 1]) {
      for (const hints of [false, true]) {
        for (const practice of [undefined, false, true]) {
          const game = session({ opponent, mover, hints, practice });
          const seen = attributesOf(elementSnippet(game));
          const label = JSON.stringify({ opponent, mover, hints, practice });
          assert.deepEqual(JSON.parse(seen.state), game.current(), label);
          assert.equal(seen.lang, 'en');
          assert.equal(seen.opponent ?? 'computer', opponent, label);
          assert.equal(seen.computer === 'first', opponent !== 'human' && mover === 1, label);
          assert.equal('hints' in seen, hints, label);
          assert.equal('practice' in seen, practice === true, label);
          const query = new URL(iframeUrl(game, new URL('https://example.org/nimlab/index.html'))).searchParams;
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
