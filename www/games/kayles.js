// Kayles drawn as the blog draws it: coins in a line, in groups. A coin is a
// button that takes it; the gap between two coins is a button that takes both.
import { h, moveKey } from '../dom.js';

const MAX_DRAWN = 60;

export function render(container, { state, hints, disabled, t, onMove }) {
  const groups = h('div', { class: 'kayles', role: 'group', 'aria-label': t('board') });
  state.rows.forEach((length, row) => {
    const n = Number(length);
    const group = h('div', { class: 'coin-group' });
    if (n > MAX_DRAWN) {
      group.append(h('span', { class: 'big-row' }, `${length} ●`));
    }
    for (let start = 0; start < Math.min(n, MAX_DRAWN); start += 1) {
      const one = { row, start, take: 1 };
      group.append(button('coin', one, t('coin', { row: row + 1, coin: start + 1 })));
      if (start + 1 < Math.min(n, MAX_DRAWN)) {
        const two = { row, start, take: 2 };
        group.append(button('gap', two, t('pair', { row: row + 1, coin: start + 1, next: start + 2 })));
      }
    }
    groups.append(group);
  });
  function button(kind, move, label) {
    const hint = hints?.get(moveKey(move));
    return h('button', {
      type: 'button',
      class: kind,
      'aria-label': label,
      title: label,
      disabled,
      dataset: { move: moveKey(move), ...(hint ? { outcome: hint.outcome } : {}) },
      onclick: () => onMove(move),
    });
  }
  container.replaceChildren(h('p', { class: 'help' }, t('kaylesHelp')), groups);
}

export function describe(move, t) {
  const values = { row: move.row + 1, coin: Number(move.start) + 1, next: Number(move.start) + 2 };
  return t(move.take === 1 ? 'moveKayles1' : 'moveKayles2', values);
}

export function explain(answer, state, t) {
  const e = answer.explanation;
  const table = h('table', { class: 'grundy' },
    h('thead', {}, h('tr', {}, h('th', {}, 'n'), ...e.rows.map((r) => h('th', {}, String(r.length))))),
    h('tbody', {}, h('tr', {}, h('th', {}, 'G(n)'), ...e.rows.map((r) => h('td', {}, String(r.grundy))))),
  );
  const parts = [h('h3', {}, t('grundyValues')), table, h('p', {}, t('nimSum', { value: String(e.nimSum) }))];
  if (e.rule === 'misere') {
    parts.push(h('p', {}, t('misereRule', { case: e.misereCase })));
    parts.push(h('p', {}, t('misereSet', { set: `{${e.misereSet.join(', ')}}` })));
  }
  parts.push(h('p', { class: 'small' }, t('grundyPeriod', { period: e.period.length, from: e.period.from })));
  if (state.misere && state.rows.length === 1 && Number(state.rows[0]) === 12) {
    parts.push(h('p', { class: 'note' }, t('twelveCoins')));
  }
  return parts;
}
