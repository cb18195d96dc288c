// The page's languages, language tags, and the translator. The strings of
// the board and the games are in strings/<lang>/<part>.js (`board`,
// `errors` or a game's id); a page of its own keeps its words beside it
// (site/strings/, lab/strings/; site/words.js, lab/words.js). Each part is
// loaded only when shown (tests/node/strings.test.mjs holds the languages
// together).

export const languages = ['en', 'zh-Hant', 'zh-Hans'];

/** Each language's strings loaded so far, all parts in one table. */
const tables = new Map(languages.map((lang) => [lang, {}]));
const loading = new Map();
const loaded = new Set();

const known = (lang) => (languages.includes(lang) ? lang : 'en');

/** The page's language for a tag like `zh-TW` or `en-GB`, or null when it has none. */
export function matchLanguage(tag) {
  const lower = String(tag ?? '').toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-') || lower.startsWith('zh_')) {
    // A script subtag decides; else a region: Taiwan, Hong Kong and Macau write Traditional.
    const subtags = lower.split(/[-_]/).slice(1);
    if (subtags.includes('hans')) return 'zh-Hans';
    if (subtags.includes('hant')) return 'zh-Hant';
    return subtags.some((s) => ['tw', 'hk', 'mo'].includes(s)) ? 'zh-Hant' : 'zh-Hans';
  }
  if (lower.startsWith('en')) return 'en';
  return null;
}

/** The language to use: `?lang=`, else the browser's, else English. */
export function pickLanguage(search = location.search, preferred = navigator.languages ?? []) {
  const asked = new URLSearchParams(search).get('lang');
  if (asked !== null) {
    const match = languages.includes(asked) ? asked : matchLanguage(asked);
    if (match) return match;
  }
  for (const tag of preferred) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return 'en';
}

/** A part's name: a part is the name of a file of strings/<lang>/, or `{name, load(lang)}` for words kept elsewhere. */
const nameOf = (part) => (typeof part === 'string' ? part : part.name);

/** Loads `parts` of the strings of `lang` (else English), each once; resolves to its translator. */
export function loadStrings(lang, parts) {
  const chosen = known(lang);
  return Promise.all(parts.map((part) => {
    const key = `${chosen}/${nameOf(part)}`;
    if (!loading.has(key)) {
      const imported = typeof part === 'string' ? import(`./${chosen}/${part}.js`) : part.load(chosen);
      const done = imported.then((module) => {
        Object.assign(tables.get(chosen), module.default);
        loaded.add(key);
      });
      // A failed load may be tried again.
      done.catch(() => loading.delete(key));
      loading.set(key, done);
    }
    return loading.get(key);
  })).then(() => translator(chosen));
}

/** Whether loadStrings has brought in every one of `parts` of `lang`. */
export function stringsLoaded(lang, parts) {
  const chosen = known(lang);
  return parts.every((part) => loaded.has(`${chosen}/${nameOf(part)}`));
}

const HAN = /\p{Script=Han}/u;
const LATIN_END = /[A-Za-z0-9]$/;
const LATIN_START = /^[A-Za-z0-9]/;

/**
 * t('key', {name: value}) in `lang`, over the parts loaded so far or later; a
 * missing key shows as itself. `{n|coin|coins}` in a string is the word for
 * one when `n` is 1, else the other (English plurals; Chinese needs none).
 * In Chinese a value set against a Han character is spaced from it where it
 * ends (or starts) with a Latin letter or a digit, as the strings space their
 * own: "玩家 1 贏了", not "玩家 1贏了".
 */
export function translator(lang) {
  const chosen = known(lang);
  const table = tables.get(chosen);
  const spaced = chosen !== 'en';
  const t = (key, values = {}) => (table[key] ?? key).replace(/\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g,
    (match, name, one, other, at, text) => {
      if (one !== undefined) return String(values[name]) === '1' ? one : other;
      const value = String(values[name] ?? '');
      if (!spaced) return value;
      const before = HAN.test(text.charAt(at - 1)) && LATIN_START.test(value) ? ' ' : '';
      const after = HAN.test(text.charAt(at + match.length)) && LATIN_END.test(value) ? ' ' : '';
      return `${before}${value}${after}`;
    });
  // Its language, for the parts it may need later (loadErrorWords).
  t.lang = chosen;
  return t;
}

/**
 * The words of the solver's errors (strings/<lang>/errors.js) in the
 * language of `t`, loaded with the first error a board says (until then
 * errorMessage gives the error's own message); resolves, loaded or not.
 */
export function loadErrorWords(t) {
  return loadStrings(t.lang ?? 'en', ['errors']).then(() => {}, () => {});
}

/** `t(key, values)`, or null when the strings loaded so far have no `key`. */
const lookup = (t, key, values) => {
  const text = t(key, values);
  return text === key ? null : text;
};

/** A field's path as the reader's language names it (`heaps[0]` → 第 1 堆); a path it has no name for, as written. */
export function fieldName(path, t) {
  const item = /^(.*)\[(\d+)\]$/.exec(String(path));
  return (item ? lookup(t, `field_${item[1]}[]`, { n: Number(item[2]) + 1 }) : lookup(t, `field_${path}`)) ?? String(path);
}

// Parameters that count from 0 in the core and from 1 for a reader.
const COUNTED_FROM_ONE = new Set(['heap', 'row', 'start', 'player', 'index']);
// Parameters that are names to type as they are: shown quoted.
const NAMES = new Set(['variant', 'rule', 'near', 'found', 'text']);

/** `"a", "b" or "c"` in the reader's language. */
function quotedList(text, t) {
  const items = [...String(text).matchAll(/"([^"]*)"/g)].map((m) => t('quoted', { text: m[1] }));
  return list(items, t);
}

function list(items, t) {
  if (items.length < 2) return items.join('');
  return items.slice(0, -1).join(t('listComma')) + t('listOr') + items[items.length - 1];
}

/** A value as the core describes it (`-1`, `"abc"`, `an array`, `about 10^21`), in the reader's language. */
function describedValue(text, t) {
  const value = String(text);
  const quoted = /^"([\s\S]*)"$/.exec(value);
  if (quoted) return t('quoted', { text: quoted[1] });
  if (value === 'an array') return t('valueArray');
  if (value === 'an object') return t('valueObject');
  const about = /^(-?)about 10\^(\d+)$/.exec(value);
  if (about) return about[1] + t('valueAbout', { power: about[2] });
  return value;
}

function shownParam(key, name, value, t) {
  if (COUNTED_FROM_ONE.has(name) && value !== null && value !== '' && !Number.isNaN(Number(value))) {
    return typeof value === 'bigint' ? String(value + 1n) : String(Number(value) + 1);
  }
  if (name === 'field') return key.startsWith('unknownField') ? t('quoted', { text: value }) : fieldName(value, t);
  if (name === 'value') return key.startsWith('unknownGame') ? t('quoted', { text: value }) : describedValue(value, t);
  // `known` lists the fields an object has; in a misère refusal it is a heap, shown as the number it is.
  if (name === 'allowed' || (name === 'known' && key.startsWith('unknownField'))) return quotedList(value, t);
  if (name === 'faces') return list(String(value).split(/,\s*/), t);
  if (name === 'parity') return lookup(t, `parity_${value}`) ?? String(value);
  if (NAMES.has(name)) return t('quoted', { text: value });
  return String(value);
}

/**
 * An error from the solver (or a reading of a field, page/numbers.js) in the
 * reader's language, inside the board's `error` string (`錯誤：…`).
 */
export function errorText(error, t) {
  return t('error', { error: errorMessage(error, t) });
}

/**
 * The message of an error in the reader's language, without `error`'s
 * wrapping (for a string of its own, such as `badState`): from `error.key`
 * and `error.params`; an error without a key, or whose key the strings loaded
 * so far lack, gives its English message. Keys and parameters:
 * crates/core/src/error.rs and page/numbers.js; the strings: error_<key> in
 * strings/<lang>/board.js (error_<key>At where params.index names one entry
 * of a list).
 */
export function errorMessage(error, t) {
  const key = typeof error?.key === 'string' ? error.key : null;
  const params = error?.params ?? {};
  const template = key && (params.index !== undefined && lookup(t, `error_${key}At`) ? `error_${key}At` : `error_${key}`);
  if (!template || !lookup(t, template)) return error?.message ?? String(error);
  const values = {};
  for (const [name, value] of Object.entries(params)) values[name] = shownParam(key, name, value, t);
  const text = t(template, values);
  // A sentence starts with a capital, unless with a path as the caller wrote it.
  const capital = params.field !== undefined && text.startsWith(String(params.field)) ? text : text.charAt(0).toUpperCase() + text.slice(1);
  // No space between a Chinese quotation mark and the text around it.
  return capital.replace(/ (?=[「“])|(?<=[」”]) /g, '');
}
