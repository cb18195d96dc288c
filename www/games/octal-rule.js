// The rule of a take-and-break game in words, read from its code (Guy's
// notation, Winning Ways ch. 4; grammar in shared/API.md), and the games that
// have a name. Shared by the octal board and the Lab page; the words are the
// strings part `octal`.

const CODE = /^([04]?)\.([0-7]{1,32})$/;

/**
 * The digits of `code`: `{d0, digits}`, `digits[i - 1]` the digit of take i;
 * null when the code breaks the grammar.
 */
export function parseCode(code) {
  const read = CODE.exec(String(code ?? '').trim());
  if (!read) return null;
  return { d0: Number(read[1] || 0), digits: [...read[2]].map(Number) };
}

/** The code of a subtraction set: a 3 at each place in `set` ({1, 3, 4} → 0.3033). */
export function subtractionCode(set) {
  const places = set.map(Number);
  const last = Math.max(0, ...places);
  return `0.${Array.from({ length: last }, (_, i) => (places.includes(i + 1) ? 3 : 0)).join('')}`;
}

/** The code of an octal state, written as a code or as a subtraction set. */
export const codeOf = (state) => state.code ?? subtractionCode(state.subtract ?? []);

/** What digit `d` of take `take` allows: leave none (the whole heap), one heap, two. */
export const allows = (d) => ({ none: (d & 1) !== 0, one: (d & 2) !== 0, two: (d & 4) !== 0 });

/** `takes` as the reader says them: runs of three or more as ranges, "1, 3 or 5 to 9". */
function takeList(takes, t) {
  const runs = [];
  for (const take of takes) {
    const run = runs.at(-1);
    if (run && run.to === take - 1) run.to = take;
    else runs.push({ from: take, to: take });
  }
  const items = runs.flatMap(({ from, to }) => {
    if (to - from >= 2) return [t('octalRange', { from, to })];
    return from === to ? [String(from)] : [String(from), String(to)];
  });
  if (items.length < 2) return items.join('');
  return items.slice(0, -1).join(t('octalComma')) + t('octalOr') + items.at(-1);
}

/**
 * The rule of `code` in words, generated from its digits: one sentence for
 * the takes sharing a digit, in the order of the smallest take, then d0 = 4's
 * split; with `misere` true or false, who wins (left out when undefined).
 * A code outside the grammar is said to be one.
 */
export function ruleWords(code, t, misere) {
  const parsed = parseCode(code);
  if (!parsed) return t('octalBadCode', { code: String(code) });
  const byDigit = new Map();
  parsed.digits.forEach((d, i) => {
    if (d === 0) return;
    if (!byDigit.has(d)) byDigit.set(d, []);
    byDigit.get(d).push(i + 1);
  });
  const sentences = [...byDigit].map(([d, takes]) => t(`octalDigit${d}`, { takes: takeList(takes, t) }));
  if (parsed.d0 === 4) sentences.push(t(sentences.length ? 'octalSplit' : 'octalSplitOnly'));
  if (!sentences.length) sentences.push(t('octalNoMove'));
  if (misere !== undefined) sentences.push(t(misere ? 'octalMisere' : 'octalNormal'));
  return sentences.join(t('octalSentenceGap'));
}

/** The rule of `state` (octal or grundy, a state or a rule) in words, with who wins. */
export function ruleOf(state, t) {
  const misere = Boolean(state.misere);
  if (state.game === 'grundy') return [t('octalGrundy'), t(misere ? 'octalMisere' : 'octalNormal')].join(t('octalSentenceGap'));
  return ruleWords(codeOf(state), t, misere);
}

/**
 * The games with a name, and the two-digit codes of Winning Ways ch. 4 worth
 * playing, listed by code. `state` is the rule as nimbers() takes it; `names`
 * only where a source names the game (Winning Ways; shared/GAMES.md).
 */
export const NAMED = [
  { state: { game: 'octal', code: '0.77' }, names: { en: 'Kayles', 'zh-Hant': 'Kayles（取硬幣）', 'zh-Hans': 'Kayles（取硬币）' } },
  { state: { game: 'octal', code: '0.07' }, names: { en: 'Dawson’s Kayles', 'zh-Hant': 'Dawson 的 Kayles', 'zh-Hans': 'Dawson 的 Kayles' } },
  { state: { game: 'octal', code: '0.137' }, names: { en: 'Dawson’s chess', 'zh-Hant': 'Dawson 西洋棋', 'zh-Hans': 'Dawson 国际象棋' } },
  { state: { game: 'octal', code: '0.6' }, names: { en: 'Officers', 'zh-Hant': '軍官', 'zh-Hans': '军官' } },
  { state: { game: 'octal', code: '0.007' }, names: { en: 'Treblecross', 'zh-Hant': '一維三連棋', 'zh-Hans': '一维三连棋' } },
  { state: { game: 'grundy' }, names: { en: 'Grundy’s game', 'zh-Hant': '格蘭迪遊戲', 'zh-Hans': '格兰迪游戏' } },
  { state: { game: 'octal', code: '0.33' }, names: { en: 'Take 1 or 2', 'zh-Hant': '每次取 1 或 2 顆', 'zh-Hans': '每次取 1 或 2 颗' } },
  { state: { game: 'octal', code: '0.333' }, names: { en: 'Take 1 to 3', 'zh-Hant': '每次取 1 到 3 顆', 'zh-Hans': '每次取 1 到 3 颗' } },
  { state: { game: 'octal', subtract: [1, 3, 4] }, names: { en: 'Take 1, 3 or 4', 'zh-Hant': '每次取 1、3 或 4 顆', 'zh-Hans': '每次取 1、3 或 4 颗' } },
  { state: { game: 'octal', subtract: [2, 5, 6] }, names: { en: 'Take 2, 5 or 6', 'zh-Hant': '每次取 2、5 或 6 顆', 'zh-Hans': '每次取 2、5 或 6 颗' } },
  ...['0.14', '0.15', '0.16', '0.17', '0.34', '0.35', '0.36', '0.37', '0.52', '0.53', '0.54', '0.56', '0.72', '0.76']
    .map((code) => ({ state: { game: 'octal', code } })),
];

/** The name of a NAMED entry in `lang`: its name, else its code. */
export function nameOf(entry, lang) {
  const { state, names } = entry;
  if (names) return names[lang] ?? names.en;
  return state.code ?? codeOf(state);
}

/** The NAMED entry of `state`'s rule (a state or a rule), or undefined. */
export function namedOf(state) {
  if (state.game === 'grundy') return NAMED.find((e) => e.state.game === 'grundy');
  if (state.game !== 'octal') return undefined;
  const code = codeOf(state);
  return NAMED.find((e) => e.state.game === 'octal' && codeOf(e.state) === code);
}
