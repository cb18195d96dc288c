// Kayles drawn as the blog draws it: coins in a line, in groups. A coin is a
// button that takes it; the gap between two coins is a button that takes both.
// A group of more than COINS coins shows COINS at a time, with a pager, a
// field for the coin to take, and its winning moves when hinted.
import { h, moveKey } from '../page/dom.js';
import { moveButton, objectOf, pagedBoard, takesOf } from './rows.js';

const COINS = 40;
const ROWS = 8;

/** A long group: the coin to take is typed, one coin or it and the next. */
function typedCoin(row, options) {
  const { t, disabled, onMove } = options;
  const input = h('input', { type: 'text', inputmode: 'numeric', size: 6, class: 'take-input', 'aria-label': t('kaylesWhichCoin', { row: row + 1 }), disabled });
  const take = (count) => () => {
    const typed = input.value.replace(/[\uff10-\uff19]/g, (d) => String(d.charCodeAt(0) - 0xff10)).trim();
    if (/^\d+$/.test(typed) && Number(typed) >= 1) onMove({ row, start: Number(typed) - 1, take: count });
  };
  return h('span', { class: 'take-form' },
    h('label', {}, `${t('kaylesWhichCoin', { row: row + 1 })} `, input),
    h('button', { type: 'button', class: 'take-button', disabled, onclick: take(1) }, t('kaylesTakeOne')),
    h('button', { type: 'button', class: 'take-button', disabled, onclick: take(2) }, t('kaylesTakeTwo')));
}

export function render(container, options) {
  const { state, t } = options;
  pagedBoard(container, options, {
    sizes: state.rows, perPage: ROWS, prefix: 'kayles', where: (move) => move.row, nameKey: 'groupName',
    className: 'kayles', rowClass: 'kayles-group', objectsClass: 'coin-group objects', window: COINS,
    objects: (row, n, from, to) => {
      const coins = [];
      for (let start = Number(from); start < Number(to); start += 1) {
        coins.push(moveButton('coin', { row, start, take: 1 }, t('coin', { row: row + 1, coin: start + 1 }), options, '',
          { obj: objectOf(row, start), takes: takesOf(row, start, start) }));
        if (start + 1 < Number(to)) {
          coins.push(moveButton('gap', { row, start, take: 2 }, t('pair', { row: row + 1, coin: start + 1, next: start + 2 }), options, '',
            { takes: takesOf(row, start, start + 1) }));
        }
      }
      return coins;
    },
    typed: (row) => typedCoin(row, options),
    inWindow: (move, n, from, to) => move.start >= Number(from) && move.start + move.take <= Number(to),
    winButton: (move) => moveButton('move', move, describe(move, t), options, describe(move, t)),
    help: t('kaylesHelp'),
    redraw: () => render(container, options),
  });
}

export function describe(move, t) {
  const values = { row: move.row + 1, coin: Number(move.start) + 1, next: Number(move.start) + 2 };
  return t(move.take === 1 ? 'moveKayles1' : 'moveKayles2', values);
}

export function rule(state, t) {
  return t(state.misere ? 'kaylesRuleMisere' : 'kaylesRule');
}

/** How many groups have exactly `k` coins (misère counts, S only). */
const count = (e, k) => Number(e.setCounts.find((c) => Number(c.length) === k)?.rows ?? 0);
const odd = (n) => n % 2 === 1;

// Sibert and Conway (1992), as docs/GAMES.md states it: with S = {1, 4, 5,
// 9, 12, 17, 20, 25}, e = n1 + n4 + n20, f = n9 + n12 + n17.
function misere(e, t) {
  const n = (k) => count(e, k);
  const none = (...ks) => ks.every((k) => n(k) === 0);
  const ef = { e: e.e, f: e.f, set: `{${e.misereSet.join(', ')}}`, value: String(e.nimSum) };
  switch (e.misereClause) {
    case 'outside':
      return { lost: Number(e.nimSum) === 0, words: [t('kaylesOutside', { ...ef, n: e.rowsOutsideSet })] };
    case 'small': {
      const ones = n(1) + n(4);
      return { lost: odd(ones), words: [t('kaylesSmall', { ...ef, n: ones }), t(odd(ones) ? 'kaylesIsOdd' : 'kaylesIsEven', { n: ones })] };
    }
    case 'noFive':
      if (!odd(e.f)) return { lost: odd(e.e), words: [t('kaylesNoFive', ef), t('kaylesFEven', ef)] };
      return {
        lost: !odd(e.e) && (none(12, 17, 20) || (n(12) === 1 && none(9, 17, 20))),
        words: [t('kaylesNoFive', ef), t('kaylesFOdd', { ...ef, n12: n(12), n17: n(17), n20: n(20), n9: n(9) })],
      };
    case 'one25':
      return {
        lost: odd(e.e) && odd(e.f) && none(12, 17, 20),
        words: [t('kaylesOne25', { ...ef, n12: n(12), n17: n(17), n20: n(20) })],
      };
    default:
      return { lost: Number(e.nimSum) === 0, words: [t('kaylesOtherwise', ef)] };
  }
}

/** G(n) for n = 0 … `last`, six a line (a phone's width). */
function grundyTable(e, last, t) {
  const lines = [];
  for (let from = 0; from <= last; from += 6) {
    const ns = Array.from({ length: Math.min(6, last - from + 1) }, (_, i) => from + i);
    lines.push(h('tr', {}, h('th', {}, 'n'), ...ns.map((i) => h('th', {}, String(i)))));
    lines.push(h('tr', {}, h('th', {}, 'G(n)'), ...ns.map((i) => h('td', {}, String(e.grundyTable[i])))));
  }
  return h('table', { class: 'grundy', 'aria-label': t('grundyTableTitle') }, h('tbody', {}, lines));
}

export function explain(answer, state, t, { reveal = false } = {}) {
  const e = answer.explanation;
  const shown = e.rows.slice(0, 8);
  const lengths = e.rows.map((r) => Number(r.length));
  const last = Math.min(Math.max(11, ...lengths.slice(0, 1000)), 35);
  const parts = [h('h3', {}, t('grundyValues')), grundyTable(e, last, t)];
  if (lengths.some((n) => n > last)) parts.push(h('p', { class: 'small' }, t('grundyPeriod', { period: e.period.length, from: e.period.from })));
  const terms = shown.map((r) => `G(${r.length})`).join(' ⊕ ');
  const values = shown.map((r) => String(r.grundy)).join(' ⊕ ');
  const groups = Number(e.rowCount);
  parts.push(h('p', {}, groups === 0 ? t('kaylesNoCoins')
    : groups === 1 ? t('kaylesOne', { n: String(shown[0].length), value: String(e.nimSum) })
      : groups <= shown.length ? t('kaylesSum', { terms, values, value: String(e.nimSum) }) : t('kaylesSumMany', { n: e.rowCount, value: String(e.nimSum) })));
  let lost = Number(e.nimSum) === 0;
  if (e.rule === 'misere') {
    const judged = misere(e, t);
    lost = judged.lost;
    parts.push(h('h3', {}, t('kaylesMisereTitle')), h('p', {}, t('kaylesMisereSet', { set: `{${e.misereSet.join(', ')}}` })));
    parts.push(...judged.words.map((words) => h('p', {}, words)));
  }
  const outcome = lost ? 'P' : 'N';
  parts.push(h('p', { class: `position-${outcome}`, dataset: { outcome } }, t(lost ? 'kaylesSafe' : 'kaylesUnsafe')));
  const win = e.winningMove;
  if (reveal && win) {
    const move = { row: win.row, start: win.start, take: win.take };
    const leaves = win.leaves.filter((n) => Number(n) > 0).join(', ') || '0';
    parts.push(h('p', { class: 'best' }, h('span', { dataset: { move: moveKey(move) } },
      t(e.rule === 'misere' ? 'kaylesWinMisere' : 'kaylesWin', { move: describe(move, t), leaves, value: String(win.nimSumAfter) }))));
  }
  if (state.misere && state.rows.length === 1 && Number(state.rows[0]) === 12) {
    parts.push(h('p', { class: 'note' }, t('twelveCoins')));
  }
  return parts;
}

/** The position a move left, in the terms of the rule that judges it. */
export function practice(after, answer, t) {
  const e = answer.explanation;
  // The move took the last coin: the game is over, not a position to judge.
  if (after.rows.every((n) => Number(n) === 0)) return t(e.rule === 'misere' ? 'kaylesOverMisere' : 'kaylesOver');
  const verdict = t(answer.outcome === 'P' ? 'kaylesSafe' : 'kaylesUnsafe');
  if (e.rule !== 'misere') return [t('kaylesPractice', { value: String(e.nimSum) }), verdict].join(t('sentenceGap'));
  return [...misere(e, t).words, verdict].join(t('sentenceGap'));
}
