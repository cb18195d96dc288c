// The languages the page speaks, how a browser's or a page's language tag maps
// to one of them, and the translator. The strings themselves are one module
// per language (strings-en.js, strings-zh-Hant.js, strings-zh-Hans.js),
// loaded only for the language shown: a <nimlab-game> in Chinese never
// downloads the English text.

export const languages = ['en', 'zh-Hant', 'zh-Hans'];

// Literal import() calls, so scripts/size.mjs can follow them.
const tables = {
  en: () => import('./strings-en.js'),
  'zh-Hant': () => import('./strings-zh-Hant.js'),
  'zh-Hans': () => import('./strings-zh-Hans.js'),
};
const loading = new Map();

/** The page's language for a tag like `zh-TW` or `en-GB`, or null when it has none. */
export function matchLanguage(tag) {
  const lower = String(tag ?? '').toLowerCase();
  if (lower.startsWith('zh')) return /hant|tw|hk|mo/.test(lower) ? 'zh-Hant' : 'zh-Hans';
  if (lower.startsWith('en')) return 'en';
  return null;
}

/** The language to use: `?lang=`, else the browser's, else English. */
export function pickLanguage(search = location.search, preferred = navigator.languages ?? []) {
  const asked = new URLSearchParams(search).get('lang');
  if (languages.includes(asked)) return asked;
  for (const tag of preferred) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return 'en';
}

/**
 * A translator for `lang` (English for a language the page does not speak),
 * once its strings have loaded: t('key', {name: value}). Each language loads
 * once per page, however many ask.
 */
export function loadTranslator(lang) {
  const known = languages.includes(lang) ? lang : 'en';
  if (!loading.has(known)) {
    const table = tables[known]().then((module) => module.default);
    // A failed load (the network) may be tried again by the next caller.
    table.catch(() => loading.delete(known));
    loading.set(known, table);
  }
  return loading.get(known).then(translator);
}

/** t('key', {name: value}) over one language's `table`; a key it lacks shows as itself. */
function translator(table) {
  return (key, values = {}) => (table[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
}
