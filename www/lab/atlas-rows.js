// One row of the atlas view's table (atlas.js): a code linked to its page in
// the Lab, its status, period, preperiod, how far it was worked out, its
// largest value, its rare values and the code before it with the same
// sequence, in the reader's words; and the same figures unformatted as the
// row's data-* attributes.
import { h } from '../page/dom.js';
import { status } from './atlas-table.js';

function sameText(t, s) {
  if (!s) return '';
  const key = s.shift > 0 ? 'atlasSameLater' : s.shift < 0 ? 'atlasSameEarlier' : 'atlasSame';
  const text = t(key, { code: s.code, shift: Math.abs(s.shift) });
  return s.proved ? text : t('atlasSameUnproved', { same: text });
}

function rareText({ t, number }, rare) {
  if (!rare) return '';
  const mask = rare.mask.toString(16);
  return rare.count === 0 ? t('atlasRareNone', { mask }) : t('atlasRare', { count: number(rare.count), last: number(rare.last), mask });
}

/**
 * The table's row of `code`: its entry (undefined before it is worked out)
 * and the code before it with the same sequence; `view` is how the page
 * speaks ({t, lang, number}), whether the code is being worked out (`busy`)
 * and the largest n a link to the Lab may ask (`maxN`).
 */
export function atlasRow({ code, entry, same: s }, view) {
  const { t, lang, number, busy, maxN } = view;
  const state = status(entry);
  const link = new URLSearchParams({ code, n: entry ? Math.min(entry.computedTo, maxN) : 1000, lang });
  const cells = entry
    ? [
      h('td', {}, t(`atlasStatus_${state}`)),
      h('td', { class: 'num' }, number(entry.period?.length)),
      h('td', { class: 'num' }, number(entry.period?.start)),
      h('td', { class: 'num' }, entry.period ? t('atlasProvedBy', { n: number(entry.computedTo), checkedTo: number(entry.period.checkedTo) }) : number(entry.computedTo)),
      h('td', { class: 'num' }, number(entry.maxValue)),
      h('td', {}, rareText(view, entry.rare)),
      h('td', {}, sameText(t, s)),
    ]
    : [h('td', { colspan: 7, class: 'pending' }, t(busy ? 'atlasStatus_working' : 'atlasStatus_pending'))];
  return h('tr', { dataset: rowData(code, state, entry, s) }, h('th', { scope: 'row' }, h('a', { href: `lab.html?${link}` }, code)), cells);
}

/**
 * A row's figures as data-* attributes, the entry's own numbers unformatted
 * (data-period, data-preperiod, data-checked-to, data-computed-to,
 * data-max-value, data-rare-mask/-bit/-count/-last, data-same-as/-shift/-proved),
 * so that what the page shows can be read back and held to the core.
 */
function rowData(code, state, entry, s) {
  const data = {
    code,
    status: state,
    period: entry?.period?.length,
    preperiod: entry?.period?.start,
    checkedTo: entry?.period?.checkedTo,
    computedTo: entry?.computedTo,
    maxValue: entry?.maxValue,
    rareMask: entry?.rare?.mask,
    rareBit: entry?.rare?.bit,
    rareCount: entry?.rare?.count,
    rareLast: entry?.rare?.last,
    sameAs: s?.code,
    sameShift: s?.shift,
    sameProved: s ? String(s.proved) : undefined,
  };
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]));
}
