// The page's languages, language tags, and the translator. The strings are in
// strings/<lang>/<part>.js, `board`, `playground` or a game's id, each loaded
// only when shown (tests/node/strings.test.mjs holds the languages together).

export const languages = ['en', 'zh-Hant', 'zh-Hans'];

/** Each language's strings loaded so far, all parts in one table. */
const tables = new Map(languages.map((lang) => [lang, {}]));
const loading = new Map();
const loaded = new Set();

const known = (lang) => (languages.includes(lang) ? lang : 'en');

/** The page's language for a tag like `zh-TW` or `en-GB`, or null when it has none. */
export function matchLanguage(tag) {
  const lower = String(tag ?? '').toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-') || lower.startsWith('zh_')) return /hant|tw|hk|mo/.test(lower) ? 'zh-Hant' : 'zh-Hans';
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

/** Loads `parts` of the strings of `lang` (else English), each once; resolves to its translator. */
export function loadStrings(lang, parts) {
  const chosen = known(lang);
  return Promise.all(parts.map((name) => {
    const key = `${chosen}/${name}`;
    if (!loading.has(key)) {
      const part = import(`./strings/${chosen}/${name}.js`).then((module) => {
        Object.assign(tables.get(chosen), module.default);
        loaded.add(key);
      });
      // A failed load may be tried again.
      part.catch(() => loading.delete(key));
      loading.set(key, part);
    }
    return loading.get(key);
  })).then(() => translator(chosen));
}

/** Whether loadStrings has brought in every one of `parts` of `lang`. */
export function stringsLoaded(lang, parts) {
  const chosen = known(lang);
  return parts.every((name) => loaded.has(`${chosen}/${name}`));
}

/** t('key', {name: value}) in `lang`, over the parts loaded so far or later; a missing key shows as itself. */
export function translator(lang) {
  const table = tables.get(known(lang));
  return (key, values = {}) => (table[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
}

/**
 * An error from the solver (or a reading of a field) in the reader's
 * language: `error.key` and `error.params` when it has them, else its
 * English message inside the board's `error` string.
 */
export function errorText(error, t) {
  return t('error', { error: error?.message ?? String(error) });
}
