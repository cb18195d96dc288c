// A take-and-break code's rule in words (Guy's code, Winning Ways ch. 4;
// docs/API.md), and the named games; words in the strings part `octal`.

const CODE = /^([04]?)\.([0-7]{1,32})$/;

/** `{d0, digits}` of `code` (`digits[i - 1]` for take i), or null outside the grammar. */
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

/** The code of an octal state or rule. */
export const codeOf = (state) => state.code ?? subtractionCode(state.subtract ?? []);

/** "1, 3 or 5 to 9": runs of three or more as ranges. */
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

/** The rule of `code` in words: a sentence a digit, d0's split, then who wins if `misere` is given. */
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

/** The rule of an octal or grundy state in words, with who wins. */
export function ruleOf(state, t) {
  const misere = Boolean(state.misere);
  if (state.game === 'grundy') return [t('octalGrundy'), t(misere ? 'octalMisere' : 'octalNormal')].join(t('octalSentenceGap'));
  return ruleWords(codeOf(state), t, misere);
}

// Named only where a source names them (Winning Ways; docs/GAMES.md).
const named = (state, en, hant, hans) => ({ state: { game: 'octal', ...state }, names: { en, 'zh-Hant': hant, 'zh-Hans': hans } });
const takes = (subtract, en, zh) => named({ subtract }, `Take ${en}`, `每次取 ${zh} 顆`, `每次取 ${zh} 颗`);

/** Named games, then two-digit codes of Winning Ways ch. 4; `state` as nimbers() takes it. */
export const NAMED = [
  named({ code: '0.77' }, 'Kayles', 'Kayles（取硬幣）', 'Kayles（取硬币）'),
  named({ code: '0.07' }, 'Dawson’s Kayles', 'Dawson 的 Kayles', 'Dawson 的 Kayles'),
  named({ code: '0.137' }, 'Dawson’s chess', 'Dawson 西洋棋', 'Dawson 国际象棋'),
  named({ code: '0.6' }, 'Officers', '軍官', '军官'),
  named({ code: '0.007' }, 'Treblecross', '一維三連棋', '一维三连棋'),
  { state: { game: 'grundy' }, names: { en: 'Grundy’s game', 'zh-Hant': '格蘭迪遊戲', 'zh-Hans': '格兰迪游戏' } },
  takes([1, 2], '1 or 2', '1 或 2'),
  takes([1, 2, 3], '1 to 3', '1 到 3'),
  takes([1, 3, 4], '1, 3 or 4', '1、3 或 4'),
  takes([2, 5, 6], '2, 5 or 6', '2、5 或 6'),
  ...'14 15 16 17 34 35 36 37 52 53 54 56 72 76'.split(' ').map((d) => ({ state: { game: 'octal', code: `0.${d}` } })),
];

/** The name of a NAMED entry in `lang`, else its code. */
export const nameOf = ({ state, names }, lang) => (names ? names[lang] ?? names.en : codeOf(state));

/** The NAMED entry of `state`'s rule (a state or a rule), or undefined. */
export function namedOf(state) {
  if (state.game === 'grundy') return NAMED.find((e) => e.state.game === 'grundy');
  if (state.game !== 'octal') return undefined;
  const code = codeOf(state);
  return NAMED.find((e) => e.state.game === 'octal' && codeOf(e.state) === code);
}
