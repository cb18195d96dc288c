// The language picker at the top of the playground and of the Lab (and,
// through reloading-picker.js, of the lessons and the worksheets), written
// once for every page: each language named in its own words, under the
// pages' word for "Language" (`language`, translated with the page's other
// [data-t] words).
import { h } from '../page/dom.js';
import { languages } from '../strings/index.js';

/** Each language as its own readers name it. */
const NAMES = { en: 'English', 'zh-Hant': '繁體中文', 'zh-Hans': '简体中文' };

/** Puts the picker, #lang showing `lang`, at the end of the page's header. */
export function addLanguagePicker(lang) {
  const select = h('select', { id: 'lang' }, languages.map((code) => h('option', { value: code }, NAMES[code])));
  select.value = lang;
  document.querySelector('header.top').append(h('label', { class: 'lang' }, h('span', { 'data-t': 'language' }, 'Language'), ' ', select));
}
