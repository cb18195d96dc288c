// The language picker of a page drawn once from its URL (learn.html,
// worksheet.html): choosing a language reloads the page in it. Apart from
// language-picker.js, which the playground loads first, so that the
// playground carries none of it.
import { addLanguagePicker } from './language-picker.js';

/**
 * The picker of a page drawn once from its URL (learn.html, worksheet.html):
 * named by the page's own word `word`, it reloads the page in the language
 * chosen (`?lang=`, the rest of the URL kept); then every [data-t] of the
 * page gets its words from `t`.
 */
export function addReloadingPicker(lang, word, t) {
  addLanguagePicker(lang);
  const picker = document.getElementById('lang');
  picker.previousElementSibling.dataset.t = word;
  picker.addEventListener('change', () => {
    const next = new URLSearchParams(location.search);
    next.set('lang', picker.value);
    location.search = next.toString();
  });
  for (const element of document.querySelectorAll('[data-t]')) element.textContent = t(element.dataset.t);
}
