// The figures of a lesson's steps that only tell, each worked out by the
// solver in its Worker when the step is shown: a game's own explanation of a
// position (its Why panel), the blog's search f drawn as a tree, Wythoff's
// first safe pairs, the die game's safe positions by pile and top, the
// Grundy values of a row of coins; and the three-pile article's symmetric
// difference, which is arithmetic on the article's own example.
import { h } from '../page/dom.js';
import { analyse } from '../solver/analyses.js';
import { ask } from '../solver/solver.js';
import { sources } from '../board/why.js';
import { loadGame } from '../games/index.js';

/** The solver's classification of `state`, asked of the Worker (no explanation: it does not cross). */
const classify = (state) => ask('classify', [state]).promise;

/** A game's own explanation of `state`, as its Why panel gives it before a move is asked for. */
async function explained(state, lang, t) {
  const [view, analysis] = await Promise.all([loadGame(state, lang), analyse(state, { first: true })]);
  const parts = view.explain(analysis.classification, state, t, { reveal: false });
  return h('div', { class: 'figure-explain' }, parts, sources(t, parts));
}

/** The three-pile article's worked example: a ⊕ b by the powers of two each is made of (the symmetric difference), against c. */
function xorFigure([a, b, c], t) {
  const powers = (n) => {
    const list = [];
    for (let bit = 1 << 30; bit >= 1; bit >>= 1) if (n & bit) list.push(bit);
    return list;
  };
  const set = (n) => `{${powers(n).join(', ')}}`;
  const binary = (n) => n.toString(2).padStart(c.toString(2).length, '0');
  const rows = [a, b, c].map((n) => h('tr', {}, h('th', { scope: 'row' }, String(n)), h('td', { class: 'binary' }, binary(n)), h('td', {}, set(n))));
  const x = a ^ b;
  return h('div', { class: 'figure-xor' },
    h('table', { class: 'grundy' },
      h('thead', {}, h('tr', {}, h('th', {}, t('learnFigureNumber')), h('th', {}, t('learnFigureBinary')), h('th', {}, t('learnFigurePowers')))),
      h('tbody', {}, rows)),
    h('p', {}, `${set(a)} ⊕ ${set(b)} = ${set(x)} = ${x}`, t('sentenceGap'),
      t(x < c ? 'learnFigureXorSmaller' : 'learnFigureXorLarger', { a: String(a), b: String(b), c: String(c), x: String(x) })));
}

/** Wythoff's first safe pairs, as the solver's explanation lists them, with n and b_n − a_n. */
async function pairsFigure(count, t) {
  const analysis = await analyse({ game: 'wythoff', heaps: [0, 1] }, { first: true });
  const pairs = (analysis.classification.explanation.firstPairs ?? []).slice(0, count);
  const row = (label, cells) => h('tr', {}, h('th', { scope: 'row' }, label), cells.map((cell) => h('td', {}, String(cell))));
  return h('table', { class: 'grundy figure-pairs' },
    h('caption', {}, t('learnFigurePairs')),
    h('tbody', {},
      row('n', pairs.map((_, i) => i + 1)),
      row('aₙ', pairs.map(([a]) => a)),
      row('bₙ', pairs.map(([, b]) => b))));
}

/** The die game's safe positions (P) by pile 0..`piles` and top face, each classified by the solver. */
async function diceFigure(piles, t) {
  const tops = [1, 2, 3, 4, 5, 6];
  const heights = Array.from({ length: piles + 1 }, (_, n) => n);
  const outcomes = await Promise.all(heights.map((pile) => Promise.all(tops.map((top) => classify({ game: 'dice', pile, top }).then((c) => c.outcome)))));
  return h('div', { class: 'table-scroll' }, h('table', { class: 'grundy figure-dice' },
    h('caption', {}, t('learnFigureDice')),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('learnFigurePile')), tops.map((top) => h('th', { scope: 'col' }, t('learnFigureTop', { top: String(top) }))))),
    h('tbody', {}, heights.map((pile) => h('tr', { class: pile % 9 === 0 ? 'nine' : '' }, h('th', { scope: 'row' }, String(pile)),
      outcomes[pile].map((outcome) => h('td', { class: outcome === 'P' ? 'safe' : '' }, outcome === 'P' ? t('learnFigureSafe') : '')))))));
}

/** The Grundy values G(0..n) of one row of coins (Kayles, normal play), from the solver's explanation. */
async function valuesFigure(n, t) {
  const analysis = await analyse({ game: 'kayles', rows: [n] }, { first: true });
  const values = analysis.classification.explanation.grundyTable.slice(0, n + 1);
  return h('table', { class: 'grundy figure-values' },
    h('caption', {}, t('learnFigureValues')),
    h('tbody', {},
      h('tr', {}, h('th', { scope: 'row' }, 'n'), values.map((_, i) => h('td', {}, String(i)))),
      h('tr', {}, h('th', { scope: 'row' }, 'G(n)'), values.map((v) => h('td', {}, String(v))))));
}

/** Rows of coins as the blog writes them, [1, 2]; the empty position as []. */
const rowsText = (rows) => `[${rows.filter((r) => Number(r) > 0).map(String).sort((a, b) => a - b).join(', ')}]`;

/** The most positions the tree draws (4 coins make 9; the blog's 12 would make thousands). */
const TREE_NODES = 40;

/**
 * The blog's f: 1 when some move leads to a position of f = 0, else 0,
 * drawn as a tree of the positions `state` can reach (a position met again
 * is not expanded twice), each with f, from the solver's moves and outcomes.
 */
async function treeFigure(state, t) {
  const seen = new Set();
  let drawn = 0;
  const node = async (position, outcome) => {
    const key = rowsText(position.rows);
    const f = outcome === 'N' ? 1 : 0;
    const label = h('span', { class: `tree-node f${f}` }, h('code', {}, key), ` f = ${f}`);
    drawn += 1;
    if (seen.has(key) || drawn > TREE_NODES) return h('li', {}, label, seen.has(key) ? h('span', { class: 'small' }, ` ${t('learnFigureTreeSeen')}`) : '');
    seen.add(key);
    const results = await ask('moves', [position]).promise;
    const children = new Map();
    for (const result of results) children.set(rowsText(result.state.rows), result);
    const kids = [];
    for (const result of children.values()) kids.push(await node(result.state, result.outcome));
    return h('li', {}, label, kids.length ? h('ul', {}, kids) : h('span', { class: 'small' }, ` ${t('learnFigureTreeEnd')}`));
  };
  const start = await classify(state);
  return h('div', { class: 'figure-tree' }, h('p', { class: 'small' }, t('learnFigureTree')), h('ul', { class: 'tree' }, await node(state, start.outcome)));
}

/** The figure `figure` of a step (lessons.js), in the language of `t`; a node, or a promise of one. */
export function drawFigure(figure, lang, t) {
  if (figure.explain) return explained(figure.explain, lang, t);
  if (figure.xor) return xorFigure(figure.xor, t);
  if (figure.pairs) return pairsFigure(figure.pairs, t);
  if (figure.dice) return diceFigure(figure.dice, t);
  if (figure.values) return valuesFigure(figure.values, t);
  if (figure.tree) return treeFigure(figure.tree, t);
  return null;
}
