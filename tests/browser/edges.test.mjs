// The edges of a game, every game × rule × language, on three
// <nimlab-game> elements (en, zh-Hant, zh-Hans) played side by side: the
// empty position; a P-position with hints off (nothing singles out a move,
// no heap row of the Why panel styled apart from the others) and on (no move
// of a lost position called best); a lost start in practice (said so, and
// the offer to move second taken); a mistake in practice (the move that kept
// the win named, and tried); a game played to the end (who won and why, the
// value history's marks against the solver, a mark taking the game back).
// Then the positions that once stuck the board are refused with a message
// (or answered) in the playground's URL and set-up and in the element.
// Screenshots of each game's lost start, mistake and end in three languages
// land in test-results/edges-<game>-<moment>-<lang>.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { openBrowser, artifacts } from '../../scripts/browser.mjs';

const LANGS = ['en', 'zh-Hant', 'zh-Hans'];
const each = (list, make) => list.map(make);

/** A game and rule: its empty position and small positions to find a P-position and an N-position among. */
const ENTRIES = [
  { name: 'nim', empty: { game: 'nim', heaps: [0, 0, 0] }, candidates: each([[1, 2, 3], [3, 4, 5], [2, 3]], (heaps) => ({ game: 'nim', heaps })) },
  { name: 'nim-misere', empty: { game: 'nim', heaps: [0, 0], misere: true }, candidates: each([[1, 1, 1], [1, 2, 4], [2, 3]], (heaps) => ({ game: 'nim', heaps, misere: true })) },
  { name: 'wythoff', empty: { game: 'wythoff', heaps: [0, 0] }, candidates: each([[3, 5], [6, 9], [2, 4]], (heaps) => ({ game: 'wythoff', heaps })) },
  { name: 'wythoff-misere', empty: { game: 'wythoff', heaps: [0, 0], misere: true }, candidates: each([[3, 5], [6, 9], [2, 4]], (heaps) => ({ game: 'wythoff', heaps, misere: true })) },
  { name: 'subtraction', empty: { game: 'subtraction', pile: 0, max: 3 }, candidates: each([8, 9, 10], (pile) => ({ game: 'subtraction', pile, max: 3 })) },
  { name: 'subtraction-misere', empty: { game: 'subtraction', pile: 0, max: 3, misere: true }, candidates: each([9, 8, 10], (pile) => ({ game: 'subtraction', pile, max: 3, misere: true })) },
  { name: 'fibonacci-nim', empty: { game: 'fibonacci-nim', pile: 0, lastTake: 1 }, candidates: each([8, 10, 11], (pile) => ({ game: 'fibonacci-nim', pile })) },
  { name: 'dice', empty: { game: 'dice', pile: 0, top: 3 }, candidates: each([9, 10, 11, 12, 13, 14], (pile) => ({ game: 'dice', pile, top: 3 })) },
  {
    name: 'odd-even',
    empty: { game: 'odd-even', variant: 'odd-wins', pile: 0, max: 3, holdings: [1, 2], toMove: 0 },
    candidates: each([5, 7, 9, 11, 13], (pile) => ({ game: 'odd-even', variant: 'odd-wins', pile, max: 3, holdings: [0, 0], toMove: 0 })),
  },
  { name: 'kayles', empty: { game: 'kayles', rows: [0] }, candidates: each([[2, 2], [5], [3, 4]], (rows) => ({ game: 'kayles', rows })) },
  { name: 'kayles-misere', empty: { game: 'kayles', rows: [0], misere: true }, candidates: each([[12], [5], [4], [3]], (rows) => ({ game: 'kayles', rows, misere: true })) },
  { name: 'octal', empty: { game: 'octal', code: '0.6', heaps: [0] }, candidates: each([[10, 7], [4], [6, 3], [5, 2], [3]], (heaps) => ({ game: 'octal', code: '0.6', heaps })) },
  { name: 'octal-misere', empty: { game: 'octal', code: '0.07', heaps: [0], misere: true }, candidates: each([[7], [4, 3], [6], [4, 4]], (heaps) => ({ game: 'octal', code: '0.07', heaps, misere: true })) },
  { name: 'grundy', empty: { game: 'grundy', heaps: [2] }, candidates: each([[4], [7], [5, 3], [6]], (heaps) => ({ game: 'grundy', heaps })) },
  ...[false, true].map((misere) => ({
    name: misere ? 'sum-misere' : 'sum',
    empty: { game: 'sum', parts: [{ game: 'nim', heaps: [0] }, { game: 'kayles', rows: [0] }], misere },
    candidates: [[[2], [2]], [[3], [7]], [[1], [2]], [[2], [3]]].map(([heaps, rows]) => ({ game: 'sum', parts: [{ game: 'nim', heaps }, { game: 'kayles', rows }], misere })),
  })),
];
// Screenshots once a game, of its first rule.
const shot = new Set();

let browser;
let page;
before(async () => {
  browser = await openBrowser();
  page = await browser.page({ viewport: { width: 1280, height: 1000 } });
  await browser.html(page, 'edges', `<script>window.errors = []; window.onerror = (m) => { window.errors.push(String(m)); };
      window.onunhandledrejection = (e) => { window.errors.push(String(e.reason)); };</script>
      <script type="module" src="/www/nimlab-game.js"></script>
      ${LANGS.map((lang) => `<nimlab-game lang="${lang}"></nimlab-game>`).join('\n')}`);
  await page.evaluate(install);
});
after(async () => {
  await browser?.close();
});

/** Helpers on the test page, `window.edge`: the solver, waits on conditions, and checks that return problems. */
async function install() {
  const { loadEngineFor, loadSolver } = await import('/www/solver/solver.js');
  const { translator } = await import('/www/strings/index.js');
  const api = await loadSolver();
  // The take-and-break games and sums are the full engine's (www/solver/engine.js): loaded before they are asked about.
  await loadEngineFor({ game: 'sum' });
  const key = (value) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? String(v) : v));
  const elements = () => [...document.querySelectorAll('nimlab-game')];
  const part = (el, selector) => el.shadowRoot.querySelector(selector);
  const all = (el, selector) => [...el.shadowRoot.querySelectorAll(selector)];
  const text = (node) => (node?.textContent ?? '').replace(/\s+/g, ' ');
  const legalOf = (state) => {
    try {
      return new Map(api.moves(state).map((r) => [key(r.move), r.outcome]));
    } catch (error) {
      if (error.code === 'too-large') return null;
      throw error;
    }
  };
  async function until(test, what, ms = 90000) {
    const start = performance.now();
    for (;;) {
      const value = test();
      if (value) return value;
      if (performance.now() - start > ms) throw new Error(`waited ${ms} ms for ${what}`);
      await new Promise((wake) => setTimeout(wake, 20));
    }
  }
  // The analysis of the position on the board has been drawn.
  const drawn = (el, state) => key(el.position) === key(state) && part(el, '#why')?.dataset.outcome
    && (part(el, '#why').hidden || !part(el, '#explain > .small:only-child'));
  let fresh = 0;
  window.edge = {
    api,
    key,
    /** Every element set to `attributes` and a new game of `state`, once drawn with its analysis. */
    async start(state, attributes) {
      fresh += 1;
      for (const el of elements()) {
        for (const name of ['hints', 'practice', 'computer']) {
          if (attributes[name] === undefined) el.removeAttribute(name);
          else el.setAttribute(name, attributes[name]);
        }
        // A different text for the same position: a new game, never the moves kept.
        el.setAttribute('state', key(state) + ' '.repeat(fresh % 2));
      }
      await Promise.all(elements().map((el) => until(() => drawn(el, state), `${el.lang} ${key(state)} drawn`)));
    },
    /** A P-position with a move and an N-position with a move that leaves N (a mistake to make), among `candidates`. */
    pick(candidates) {
      const moving = (s) => (legalOf(s)?.size ?? 0) > 0;
      const p = candidates.find((s) => api.classify(s).outcome === 'P' && moving(s));
      const n = candidates.find((s) => api.classify(s).outcome === 'N' && [...(legalOf(s)?.values() ?? [])].includes('N'));
      return { p, n };
    },
    /** What each element's board and Why panel claim of `state`, against the solver. */
    claims(state, { revealed = false } = {}) {
      const problems = [];
      const answer = api.classify(state);
      const legal = legalOf(state);
      for (const el of elements()) {
        const say = (problem) => problems.push(`${el.lang} ${key(state)}: ${problem}`);
        const t = translator(el.lang);
        const hints = el.hasAttribute('hints');
        if (part(el, '#why').dataset.outcome !== answer.outcome) say(`#why says ${part(el, '#why').dataset.outcome}, the solver ${answer.outcome}`);
        for (const claim of all(el, '#why [data-outcome]')) {
          if (claim.dataset.outcome !== answer.outcome) say(`"${text(claim)}" claims ${claim.dataset.outcome}`);
        }
        if (!hints && !revealed) {
          if (all(el, '#why [data-move]').length) say('the Why panel shows a move before it is asked for');
          if (all(el, '#explain .position:not(.end)').length) say('the Why panel names the verdict before it is asked for');
          if (all(el, '#view [data-outcome]').length) say('the board marks moves with hints off');
        }
        for (const control of all(el, '#view [data-move]')) {
          const outcome = legal?.get(control.dataset.move);
          if (legal && outcome === undefined) say(`the board offers an illegal move ${control.dataset.move}`);
          else if (hints && legal && control.dataset.outcome !== outcome) say(`the board marks ${control.dataset.move} ${control.dataset.outcome}; it leaves ${outcome}`);
        }
        for (const shown of all(el, '#why [data-move]')) {
          const outcome = legal?.get(shown.dataset.move);
          if (legal && outcome === undefined) say(`the Why panel recommends an illegal move ${shown.dataset.move}`);
          else if (answer.outcome === 'N' && outcome === 'N') say(`the Why panel recommends ${shown.dataset.move}, which leaves N`);
        }
        if (answer.outcome === 'P') {
          const best = t('bestMove', { move: '\u0000' }).split('\u0000')[0];
          if (text(part(el, '#explain')).includes(best)) say(`a move of a lost position is called "${best}"`);
          const button = part(el, '#reveal');
          if (!button.hidden && button.textContent !== t('reveal')) say(`#reveal says "${button.textContent}" in a P-position: its words give the answer away`);
        }
      }
      return problems;
    },
    /**
     * With hints off, no element of a heap row of the Why panel differs in
     * style from the same element of another heap row (the tables whose rows
     * are heaps, rows or parts; their sum rows aside).
     */
    rowStyles(state) {
      const problems = [];
      for (const el of elements()) {
        for (const table of all(el, '#why table.nim-table, #why table.octal-heaps, #why table.sum-parts, #why table.sum-binary')) {
          const rows = [...table.querySelectorAll('tbody tr')].filter((tr) => tr.querySelector('td') && !tr.matches('.sums, .sum-xor, .small'));
          const look = (node) => {
            const style = getComputedStyle(node);
            return [node.className, style.backgroundColor, style.color, style.fontWeight, style.outlineStyle, style.outlineColor, style.boxShadow].join(' ');
          };
          const signatures = rows.map((tr) => [look(tr), ...[...tr.children].slice(1).map(look)].join(' | '));
          const apart = signatures.flatMap((signature, i) => (signature === signatures[0] ? [] : [i + 1]));
          if (apart.length) problems.push(`${el.lang} ${key(state)}: in ${table.className}, heap row ${apart} differs in style from row 1: ${signatures[apart[0] - 1]}`);
        }
      }
      return problems;
    },
    /** The lost start in practice: said before the first move, with the offer to move second. */
    lostStart(state) {
      const problems = [];
      for (const el of elements()) {
        const note = part(el, '#practice[data-lost-start]');
        if (!note || note.hidden) problems.push(`${el.lang} ${key(state)}: no word that the start is lost`);
        else if (!note.querySelector('button')) problems.push(`${el.lang} ${key(state)}: no offer to move second`);
        if (part(el, '#practice[data-practice]')) problems.push(`${el.lang}: a practice verdict before any move`);
      }
      return problems;
    },
    /** Presses #reveal on each element: what it shows is checked by claims(…, {revealed: true}). */
    reveal() {
      for (const el of elements()) part(el, '#reveal')?.click();
    },
    /** Takes the offer to move second; resolves once the computer has made its first move. */
    async moveSecond() {
      for (const el of elements()) part(el, '#practice[data-lost-start] button').click();
      await Promise.all(elements().map((el) => until(() => all(el, '#history li').length === 1 && all(el, '[data-history] [data-ply]').length === 2
        && part(el, '[data-history] [data-ply="0"]').dataset.player === '1', `${el.lang}: the computer's first move`)));
    },
    /** Plays a move of `state` that leaves N (a mistake) on each board; resolves with the practice verdicts' problems. */
    async mistake(state) {
      const legal = legalOf(state);
      const problems = [];
      await Promise.all(elements().map(async (el) => {
        const control = all(el, '#view [data-move]:not([disabled])').find((c) => legal.get(c.dataset.move) === 'N');
        if (!control) {
          problems.push(`${el.lang} ${key(state)}: no control for a move that leaves N`);
          return;
        }
        control.click();
        const verdict = await until(() => part(el, '#practice[data-practice][data-kept]'), `${el.lang}: the practice verdict`);
        const better = verdict.querySelector('[data-move]');
        if (verdict.dataset.kept !== 'false') problems.push(`${el.lang} ${key(state)}: a move leaving N was judged kept`);
        else if (!better) problems.push(`${el.lang} ${key(state)}: no better move named after a mistake`);
        else if (legal.get(better.dataset.move) !== 'P') problems.push(`${el.lang} ${key(state)}: the better move ${better.dataset.move} leaves ${legal.get(better.dataset.move)}`);
        if (!verdict.querySelector('button.try')) problems.push(`${el.lang}: no button to try the better move`);
      }));
      return problems;
    },
    /** Takes the mistake back and plays the better move named; resolves with problems. */
    async tryBetter(state) {
      const problems = [];
      await Promise.all(elements().map(async (el) => {
        const better = part(el, '#practice [data-move]')?.dataset.move;
        const played = new Promise((resolve) => el.addEventListener('move', (e) => resolve(key(e.detail.move)), { once: true }));
        part(el, '#practice button.try').click();
        const move = await played;
        if (move !== better) problems.push(`${el.lang}: "try it" played ${move}, not ${better}`);
        await until(() => part(el, '#practice[data-practice][data-kept="true"]'), `${el.lang}: the better move judged kept`);
      }));
      return problems;
    },
    /**
     * Plays each element to the end from `state` (the person first, against
     * the computer): the person takes the first move the board offers. Checks
     * the end against the solver and the value history's marks against every
     * position reached; resolves with problems.
     */
    async playToEnd(state) {
      const problems = [];
      await Promise.all(elements().map(async (el) => {
        const say = (problem) => problems.push(`${el.lang} ${key(state)}: ${problem}`);
        const t = translator(el.lang);
        const states = [state];
        el.addEventListener('move', (e) => states.push(e.detail.state));
        for (let turn = 0; turn < 60 && part(el, '#verdict').hidden; turn += 1) {
          const control = await until(() => !part(el, '#verdict').hidden || part(el, '#view [data-move]:not([disabled])'), `${el.lang}: a move to play`);
          if (control === true || !part(el, '#verdict').hidden) break;
          const count = states.length;
          control.click();
          await until(() => !part(el, '#verdict').hidden || (states.length >= count + 2 && drawn(el, states.at(-1))), `${el.lang}: the computer's reply`);
        }
        await until(() => !part(el, '#verdict').hidden && drawn(el, states.at(-1)), `${el.lang}: the end of the game`);
        const final = states.at(-1);
        const answer = api.classify(final);
        const mover = (states.length - 1) % 2;
        const winner = answer.winner !== undefined ? (answer.winner === (state.toMove ?? 0) ? 0 : 1) : answer.outcome === 'N' ? mover : 1 - mover;
        if (part(el, '#verdict').dataset.winner !== String(winner)) say(`the verdict names side ${part(el, '#verdict').dataset.winner}, the solver ${winner}`);
        const end = part(el, '#explain .end[data-outcome]');
        if (!end) say('no summary of the end in the Why panel');
        else if (end.dataset.outcome !== answer.outcome) say(`the end claims ${end.dataset.outcome}`);
        const said = text(part(el, '#explain'));
        for (const claim of ['positionN', 'positionP']) if (said.includes(t(claim))) say(`the end still states a position: "${t(claim)}"`);
        if (all(el, '#view [data-move]:not([disabled])').length) say('moves can still be played after the end');
        // The value history: one mark a position, the solver's value for the player to move there.
        const marks = all(el, '[data-history] [data-ply]');
        if (marks.length !== states.length) say(`${marks.length} marks for ${states.length} positions`);
        let turns = 0;
        const winnerAt = (s, i) => {
          const c = api.classify(s);
          return c.outcome === 'N' ? i % 2 : 1 - (i % 2);
        };
        states.forEach((s, i) => {
          const mark = marks[i];
          if (!mark) return;
          const c = api.classify(s);
          if (mark.dataset.ply !== String(i)) say(`mark ${i} has ply ${mark.dataset.ply}`);
          if (mark.dataset.player !== String(i % 2)) say(`mark ${i} has player ${mark.dataset.player}`);
          if (mark.dataset.outcome !== c.outcome) say(`mark ${i} says ${mark.dataset.outcome}, the solver ${c.outcome}`);
          if (c.remoteness !== undefined && mark.dataset.remoteness !== String(c.remoteness)) say(`mark ${i} has remoteness ${mark.dataset.remoteness}, the solver ${c.remoteness}`);
          const turned = i > 0 && winnerAt(s, i) !== winnerAt(states[i - 1], i - 1);
          if (turned !== (mark.dataset.turn !== undefined)) say(`mark ${i} ${turned ? 'does not show' : 'shows'} the win changing hands`);
          if (mark.dataset.turn !== undefined) turns += 1;
        });
        if (turns && !said.includes(t('storyChanged', { n: turns }))) say(`the story does not say the win changed hands ${turns} times`);
        const [kept, moves] = (part(el, '#practice').dataset.score ?? '').split('/');
        if (!part(el, '#practice[data-practice]')?.textContent.includes(t('practiceScore', { kept, all: moves }))) say('practice does not give the score at the end');
      }));
      return problems;
    },
    /** Activates the start's mark on each element: the game goes back to `state`. */
    async backToStart(state) {
      for (const el of elements()) part(el, '[data-history] [data-ply="0"]').click();
      await Promise.all(elements().map((el) => until(() => drawn(el, state) && all(el, '[data-history] [data-ply]').length === 1, `${el.lang}: back at the start`)));
    },
    /** The empty position: a summary of the end, no move to play, one mark. */
    empty(state) {
      const problems = [];
      const answer = api.classify(state);
      for (const el of elements()) {
        const say = (problem) => problems.push(`${el.lang} ${key(state)}: ${problem}`);
        if (part(el, '#verdict').hidden) say('no verdict on a position with no move');
        if (!part(el, '#explain .end[data-outcome]')) say('no summary of the end');
        const t = translator(el.lang);
        for (const name of [t('you'), t('theComputer')]) {
          if (text(part(el, '#explain')).includes(t('storyHeld', { name }))) say(`a story of moves where none was made: "${t('storyHeld', { name })}"`);
        }
        if (all(el, '#view [data-move]:not([disabled])').length) say('a move can be played');
        const marks = all(el, '[data-history] [data-ply]');
        if (marks.length !== 1 || marks[0].dataset.outcome !== answer.outcome) say(`marks: ${marks.map((m) => m.dataset.outcome)}`);
      }
      return problems;
    },
    errors: () => window.errors,
  };
}

const run = (fn, ...args) => page.evaluate(([name, list]) => window.edge[name](...list), [fn, args]);

async function shoot(entry, moment) {
  const game = entry.empty.game;
  if (shot.has(`${game} ${moment}`)) return;
  shot.add(`${game} ${moment}`);
  const elements = page.locator('nimlab-game');
  for (const [i, lang] of LANGS.entries()) {
    await elements.nth(i).screenshot({ path: path.join(artifacts, `edges-${game}-${moment}-${lang}.png`) });
  }
}

const ONLY = process.env.EDGES_ONLY;
for (const entry of ENTRIES) {
  test(`${entry.name}: the empty position, a P-position hints off and on, a lost start, a mistake, a game to the end, in ${LANGS.length} languages`, { skip: ONLY && ONLY !== entry.name }, async () => {
    const problems = [];
    const { p, n } = await run('pick', entry.candidates);
    assert.ok(p && n, `${entry.name}: a P-position and an N-position among the candidates`);

    await run('start', entry.empty, { practice: '' });
    problems.push(...await run('claims', entry.empty), ...await run('empty', entry.empty));

    // A P-position, hints off, in practice: the lost start said, nothing singled out; then revealed.
    await run('start', p, { practice: '' });
    problems.push(...await run('claims', p), ...await run('rowStyles', p), ...await run('lostStart', p));
    await shoot(entry, 'lost-start');
    await run('reveal');
    problems.push(...await run('claims', p, { revealed: true }));
    await run('moveSecond');

    // Hints on.
    await run('start', p, { hints: '' });
    problems.push(...await run('claims', p));

    // An N-position, hints off: no heap row apart; then a mistake, the better move named and tried.
    await run('start', n, { practice: '' });
    problems.push(...await run('claims', n), ...await run('rowStyles', n));
    problems.push(...await run('mistake', n));
    await shoot(entry, 'mistake');
    problems.push(...await run('tryBetter', n));

    // To the end, then back to the start by the value history.
    await run('start', n, { practice: '' });
    problems.push(...await run('playToEnd', n));
    await shoot(entry, 'end');
    await run('backToStart', n);

    assert.deepEqual(problems, []);
    assert.deepEqual(await run('errors'), []);
    assert.deepEqual(page.problems, []);
  });
}

// The positions that once stuck the board: each is refused with a message, or answered and played.
const STUCK = [
  { game: 'sum', parts: [{ game: 'nim', heaps: [3] }, { game: 'kayles', rows: [7] }, { game: 'octal', code: '0.6', heaps: [10, 7] }], misere: true },
  { game: 'grundy', heaps: [100000] },
  { game: 'grundy', heaps: [2000000] },
  // Past Dawson's Kayles' misère quotient (known to heap 33), answered by the search past it (docs/GAMES.md, "Misère quotients").
  { game: 'octal', code: '0.07', heaps: [40, 30], misere: true, expect: 'played' },
  { game: 'octal', code: '0.07', heaps: [60], misere: true, expect: 'played' },
];

/** In `root` (a document or a shadow root): 'refused' with a message, 'played' (the analysis drawn, the computer moved), or null while neither. */
const settledIn = (root) => {
  const refused = root.querySelector('[data-refused]');
  if (refused) return refused.textContent.trim() && !root.querySelector('#view [data-move]:not([disabled])') ? 'refused' : 'refused with moves left';
  return root.querySelector('#why[data-outcome]') && root.querySelectorAll('#history li').length >= 1 ? 'played' : null;
};

test('the positions that stuck the board: refused with a message, or answered, in the URL, the element and the set-up', { skip: Boolean(ONLY) }, async (t) => {
  const outcomes = [];
  for (const { expect, ...state } of STUCK) {
    // The URL, with the computer to move first: it moves, or the board says why it cannot.
    const url = await browser.open(`?lang=zh-Hant&starts=1&state=${encodeURIComponent(JSON.stringify(state))}`);
    const said = await url.waitForFunction(`(${settledIn})(document)`, null, { timeout: 120000 });
    outcomes.push(`${JSON.stringify(state)} URL: ${await said.jsonValue()}`);
    assert.deepEqual(url.problems, []);
    await url.close();
    // The element.
    const host = await browser.page();
    await browser.html(host, 'edges-stuck', `<script type="module" src="/www/nimlab-game.js"></script>
      <nimlab-game lang="en" computer="first" state='${JSON.stringify(state).replace(/'/g, '&#39;')}'></nimlab-game>`);
    const element = await host.waitForFunction(`(${settledIn})(document.querySelector('nimlab-game').shadowRoot)`, null, { timeout: 120000 });
    outcomes.push(`${JSON.stringify(state)} element: ${await element.jsonValue()}`);
    if (expect) assert.deepEqual(outcomes.slice(-2).map((line) => line.split(': ').pop()), [expect, expect], JSON.stringify(state));
    assert.deepEqual(host.problems, []);
    await host.close();
  }
  for (const line of outcomes) {
    t.diagnostic(line);
    assert.match(line, /: (refused|played)$/, line);
  }

  // The set-up: the sum that stuck (its default parts and an Officers part), misère; refused beside the form, the board kept.
  const setup = await browser.open('?lang=en');
  await setup.locator('#setup-box summary').click();
  await setup.locator('#game').selectOption('sum');
  await setup.locator('#sum-add-game').selectOption('octal');
  await setup.locator('#sum-add').click();
  await setup.locator('#sum-misere').check();
  const before = await setup.evaluate(() => document.querySelector('#view').textContent);
  await setup.locator('#setup button[type="submit"]').click();
  await setup.locator('#setup-error[data-refused]').waitFor({ timeout: 120000 });
  assert.match(await setup.locator('#setup-error').textContent(), /too large to play to the end here.*Normal play/);
  assert.equal(await setup.evaluate(() => document.querySelector('#view').textContent), before, 'the game on the board is kept');
  // Grundy's game past what is known.
  await setup.locator('#game').selectOption('grundy');
  await setup.locator('#param-heaps').fill('2000000');
  await setup.locator('#setup button[type="submit"]').click();
  // The values known are as many as one call's budget computes (197 404 of Grundy's game).
  await setup.waitForFunction(() => /known up to \d/.test(document.querySelector('#setup-error[data-refused]')?.textContent), null, { timeout: 120000 });
  assert.match(await setup.locator('#setup-error').textContent(), /smaller/);
  assert.deepEqual(setup.problems, []);
  await setup.close();
});
