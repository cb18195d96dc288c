// Puzzles: positions drawn at random from every game of the playground, at
// five levels, each kept only once the solver has said it fits its level
// (larger positions and misère play higher up; for a winning move, rarer
// winning moves among all the moves). A puzzle's id is the puzzle itself,
// its level, kind and position written compactly (`3w-<base64url JSON>`), so
// learn.html?puzzle=ID opens it again on any machine, whatever the solver
// draws next. Nothing of the answer is on the page before the reply
// (task.js); the score and the streak are kept (progress.js).
import { h } from '../page/dom.js';
import { analyse } from '../solver/analyses.js';
import { loadEngineFor } from '../solver/solver.js';
import { boardTitle } from '../board/title.js';
import { loadGame } from '../games/index.js';
import { readTask } from './judge.js';
import { NIMBERS, drawTask } from './task.js';
import { puzzleScore, recordPuzzle } from './progress.js';
import { PUZZLE_LEVELS as LEVELS } from './lessons.js';
import { addToSheetHref } from '../worksheet/add-link.js';

const LETTERS = { win: 'w', lose: 'l', 'who-wins': 'p', nimber: 'g', safe: 's' };
const KIND_OF = Object.fromEntries(Object.entries(LETTERS).map(([kind, letter]) => [letter, kind]));

const base64url = (text) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const unbase64url = (text) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/** The id of a puzzle: its level, its kind's letter, and its position (a safe task: its options). */
export function puzzleId({ level, kind, state, options }) {
  return `${level}${LETTERS[kind]}-${base64url(JSON.stringify(kind === 'safe' ? options : state))}`;
}

/** The puzzle an id stands for, {level, kind, state, options?}, or null when it cannot be read. */
export function readPuzzleId(id) {
  const match = /^([1-5])([a-z])-([A-Za-z0-9_-]{1,4000})$/.exec(String(id));
  if (!match || !KIND_OF[match[2]]) return null;
  const kind = KIND_OF[match[2]];
  let data;
  try {
    data = JSON.parse(unbase64url(match[3]));
  } catch {
    return null;
  }
  const task = readTask(kind === 'safe' ? { kind, state: Array.isArray(data) ? data[0] : null, options: data } : { kind, state: data });
  return task && { level: Number(match[1]), ...task };
}

/** A generator of numbers in [0, 1) from `seed` (mulberry32), so that a stream can be replayed in a test. */
export function randomFrom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random, low, high) => low + Math.floor(random() * (high - low + 1));
const pick = (random, list) => list[Math.floor(random() * list.length)];
const list = (random, count, low, high) => Array.from({ length: count }, () => between(random, low, high));

// How large each level's positions are: the largest heap, pile or row, and how many.
const SIZE = [null, 5, 8, 14, 22, 31];
const MISERE = [null, 0, 0, 0.2, 0.35, 0.5];
/** Winning moves among all moves, for a `win` puzzle: at least `min` of them, at most `max`. */
const SHARE = [null, { min: 1 / 3, max: 1 }, { min: 1 / 6, max: 1 }, { min: 0, max: 1 / 3 }, { min: 0, max: 1 / 5 }, { min: 0, max: 1 / 10 }];
/** Take-and-break codes a puzzle may be of: Dawson's Kayles, Officers, Dawson's chess. */
const CODES = ['0.07', '0.6', '0.137'];

/** One position of each game, at `level`: a function of the random numbers. */
const GAMES = {
  nim: (r, level) => ({ game: 'nim', heaps: list(r, between(r, 2, level < 3 ? 3 : 4), 1, SIZE[level]), ...(r() < MISERE[level] ? { misere: true } : {}) }),
  subtraction: (r, level) => ({ game: 'subtraction', pile: between(r, 4, 4 * SIZE[level] / 2 + 6), max: between(r, 2, 2 + Math.ceil(level / 2)), ...(r() < MISERE[level] ? { misere: true } : {}) }),
  wythoff: (r, level) => ({ game: 'wythoff', heaps: list(r, 2, 1, Math.min(40, SIZE[level] + 3 * level)) }),
  kayles: (r, level) => ({ game: 'kayles', rows: list(r, between(r, 1, level < 3 ? 1 : 3), 1, Math.min(20, SIZE[level] + 2)), ...(r() < MISERE[level] + (level > 1 ? 0.2 : 0) ? { misere: true } : {}) }),
  'fibonacci-nim': (r, level) => ({ game: 'fibonacci-nim', pile: between(r, 4, Math.min(60, 2 * SIZE[level] + 4)), ...(level >= 4 && r() < 0.4 ? { multiplier: 3 } : {}) }),
  dice: (r, level) => ({ game: 'dice', pile: between(r, 3, Math.min(60, 2 * SIZE[level] + 6)), top: between(r, 1, 6) }),
  'odd-even': (r, level) => {
    const variant = r() < 0.5 ? 'odd-wins' : 'odd-vs-even';
    const holdings = [between(r, 0, 1), between(r, 0, 1)];
    let pile = between(r, 3, Math.min(60, 2 * SIZE[level] + 3));
    // odd-wins: the total is odd; odd-vs-even: even.
    if ((holdings[0] + holdings[1] + pile) % 2 !== (variant === 'odd-wins' ? 1 : 0)) pile += 1;
    return { game: 'odd-even', variant, pile, max: between(r, 2, 2 + Math.floor(level / 2)), holdings, toMove: between(r, 0, 1) };
  },
  octal: (r, level) => ({ game: 'octal', code: pick(r, CODES), heaps: list(r, between(r, 1, 2), 2, SIZE[level] + 3), ...(r() < MISERE[level] ? { misere: true } : {}) }),
  grundy: (r, level) => ({ game: 'grundy', heaps: list(r, between(r, 1, 2), 3, SIZE[level] + 3) }),
  sum: (r, level) => {
    const parts = ['nim', 'subtraction', 'kayles', 'wythoff'];
    const count = between(r, 2, level < 5 ? 2 : 3);
    return { game: 'sum', parts: Array.from({ length: count }, () => {
      const part = GAMES[pick(r, parts)](r, Math.max(1, level - 2));
      delete part.misere;
      if (part.game === 'nim') part.heaps = part.heaps.slice(0, 1);
      return part;
    }) };
  },
};
/** The games each level draws from: every game of the playground by level 4. */
const GAMES_AT = [null,
  ['nim', 'subtraction', 'wythoff', 'kayles', 'fibonacci-nim', 'dice'],
  ['nim', 'subtraction', 'wythoff', 'kayles', 'fibonacci-nim', 'dice', 'odd-even'],
  ['nim', 'subtraction', 'wythoff', 'kayles', 'fibonacci-nim', 'dice', 'odd-even', 'octal', 'grundy'],
  Object.keys(GAMES),
  Object.keys(GAMES)];
const KINDS_AT = [null,
  ['who-wins', 'win', 'win'],
  ['who-wins', 'win', 'nimber', 'safe'],
  ['who-wins', 'win', 'nimber', 'safe', 'lose'],
  ['who-wins', 'win', 'win', 'nimber', 'safe'],
  ['who-wins', 'win', 'win', 'win', 'nimber']];

/** The solver's analysis of `state`, or null when it cannot give one (too large: drawn again). */
const analysed = (state) => loadEngineFor(state).then(() => analyse(state)).catch(() => null);

// Whether the solver's analysis of a position fits a puzzle of `kind` at `level`.
function fits(kind, level, analysis, wantP) {
  if (!analysis || analysis.over) return false;
  const c = analysis.classification;
  if (kind === 'who-wins') return wantP === null || (c.outcome === 'P') === wantP;
  if (kind === 'nimber') return c.nimber !== undefined && Number(c.nimber) < NIMBERS && (wantP === null || (Number(c.nimber) === 0) === wantP);
  const moves = analysis.moves;
  if (!moves || moves.length < 2) return false;
  if (kind === 'lose') return moves.some((m) => m.outcome === 'P') && moves.some((m) => m.outcome === 'N');
  if (c.outcome !== 'N') return false;
  const share = moves.filter((m) => m.outcome === 'P').length / moves.length;
  return share >= SHARE[level].min && share <= SHARE[level].max;
}

/** The most positions looked at for one puzzle before the level's conditions are relaxed. */
const TRIES = 40;

/** A puzzle at `level` drawn with `random`: {level, kind, state, options?}, each judged fit by the solver. */
export async function drawPuzzle(level, random) {
  const kind = pick(random, KINDS_AT[level]);
  // Half the questions of who wins have the answer P, though most positions are N.
  const wantP = kind === 'who-wins' || kind === 'nimber' ? random() < 0.4 : null;
  for (let tries = 0; tries < 3 * TRIES; tries += 1) {
    const relaxed = tries >= TRIES ? null : wantP;
    const game = pick(random, GAMES_AT[level].filter((id) => kind !== 'nimber' || id !== 'odd-even'));
    const state = GAMES[game](random, level);
    if (kind === 'nimber' && state.misere) delete state.misere;
    if (kind === 'safe') {
      const options = sameRuleOptions(state, level < 4 ? 4 : 5, (r) => GAMES[game](r, level), random);
      if (!options) continue;
      const outcomes = await Promise.all(options.map((o) => analysed(o).then((a) => (a && !a.over ? a.classification.outcome : null))));
      const safe = outcomes.filter((o) => o === 'P').length;
      if (outcomes.every(Boolean) && safe >= 1 && safe < options.length) return { level, kind, state, options };
      continue;
    }
    if (fits(kind, tries >= 2 * TRIES ? 1 : level, await analysed(state), relaxed)) return { level, kind, state };
  }
  return { level, kind: 'who-wins', state: { game: 'nim', heaps: [1, 2, 3] } };
}

/** A position's rule: its game and what of it is not the position (k, m, the variant, the code, misère). */
function ruleOf({ game, misere, max, multiplier, variant, code }) {
  return JSON.stringify({ game, misere: Boolean(misere), max, multiplier, variant, code });
}

/** `count` different positions of the rule of `first` (the first among them), drawn by `draw`; null when they are not found. */
function sameRuleOptions(first, count, draw, random) {
  const options = [first];
  const seen = new Set([JSON.stringify(first)]);
  for (let tries = 0; options.length < count && tries < 200; tries += 1) {
    const candidate = draw(random);
    if (ruleOf(candidate) !== ruleOf(first) || seen.has(JSON.stringify(candidate))) continue;
    seen.add(JSON.stringify(candidate));
    options.push(candidate);
  }
  return options.length === count ? options : null;
}

/**
 * The puzzles' view: the level's stream (a new puzzle each time, data-next)
 * or one puzzle from its id. `page`: {api, lang, t, replaceUrl, showError}.
 */
export function drawPuzzles(main, { level: asked, id }, page) {
  const { t } = page;
  const fromId = id ? readPuzzleId(id) : null;
  const level = fromId?.level ?? asked ?? 1;
  let handle = null;
  let shown = 0;
  const random = randomFrom(page.seed ?? Math.floor(Math.random() * 2 ** 32));
  const score = h('p', { class: 'score', 'aria-live': 'polite', dataset: { score: '' } });
  const stage = h('div', { class: 'puzzle-stage' });
  const levels = h('nav', { class: 'levels', 'aria-label': t('learnLevels') },
    LEVELS.map((n) => h('a', { href: `learn.html?view=puzzles&level=${n}&lang=${page.lang}`, ...(n === level ? { 'aria-current': 'page' } : {}) }, t('learnLevel', { n: String(n) }))));
  main.replaceChildren(
    h('p', { class: 'crumbs' }, h('a', { href: `learn.html?lang=${page.lang}`, dataset: { lessons: '' } }, t('learnAllLessons'))),
    h('section', { class: 'puzzles', 'aria-labelledby': 'puzzles-title' },
      h('h2', { id: 'puzzles-title', tabindex: -1 }, t('learnPuzzles')), h('p', { class: 'small' }, t('learnPuzzlesIntro')), levels, score, stage));

  const showScore = () => {
    const { solved, tried, streak, best } = puzzleScore();
    score.textContent = t('learnScore', { solved: String(solved), tried: String(tried), streak: String(streak), best: String(best) });
    Object.assign(score.dataset, { solved: String(solved), tried: String(tried), streak: String(streak) });
  };
  showScore();

  async function show(puzzle, focus) {
    handle?.stop();
    handle = null;
    shown += 1;
    const mine = shown;
    const puzzleKey = puzzleId(puzzle);
    page.replaceUrl({ view: 'puzzles', level: String(puzzle.level), puzzle: puzzleKey });
    const task = { kind: puzzle.kind, state: puzzle.state, ...(puzzle.options ? { options: puzzle.options } : {}) };
    await loadGame(puzzle.state, page.lang);
    const heading = h('h3', { tabindex: -1 }, boardTitle(puzzle.state, page.api, page.lang, t));
    const body = h('div', { class: 'stage' });
    const next = h('button', { type: 'button', class: 'next', dataset: { next: '' }, onclick: () => nextPuzzle(true) }, t('learnAnotherPuzzle'));
    const article = h('article', { class: 'puzzle', dataset: { puzzle: puzzleKey, level: String(puzzle.level), task: JSON.stringify(task) } },
      heading, h('p', { class: 'small' }, t('learnLevel', { n: String(puzzle.level) })), body,
      h('p', { class: 'step-next' }, next, ' ', h('a', { href: `learn.html?puzzle=${puzzleKey}&lang=${page.lang}` }, t('learnPuzzleLink')),
        ' ', h('a', { href: addToSheetHref({ state: puzzle.state, practice: true }, page.lang), dataset: { addToSheet: '' } }, t('learnAddToSheet'))));
    stage.replaceChildren(article);
    if (focus) heading.focus();
    let recorded = false;
    const record = (result) => {
      if (recorded) return;
      recorded = true;
      recordPuzzle(puzzleKey, result);
      showScore();
    };
    const drawn = await drawTask(body, task, {
      ...page,
      onReply: ({ right, shown: asked }) => record({ solved: right, firstTry: right && !asked }),
    });
    if (mine === shown) handle = drawn;
    else drawn.stop();
  }

  async function nextPuzzle(focus) {
    stage.replaceChildren(h('p', { class: 'small' }, t('learnDrawing')));
    try {
      await show(await drawPuzzle(level, random), focus);
    } catch (error) {
      page.showError(stage, error);
    }
  }

  if (id && !fromId) stage.replaceChildren(h('p', { class: 'error', role: 'alert', dataset: { refused: '' } }, t('learnPuzzleBad')));
  else if (fromId) show(fromId, false).catch((error) => page.showError(stage, error));
  else nextPuzzle(false);
  return { stop: () => handle?.stop() };
}
