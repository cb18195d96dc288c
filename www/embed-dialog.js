// The playground's "Embed" button: the <nimlab-game> snippet and the iframe
// address for the game and position on the board now, each with a copy button.

const json = (value) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v));
// The state goes in a single-quoted attribute: & and ' must not end it early.
const attribute = (text) => text.replaceAll('&', '&amp;').replaceAll("'", '&#39;');

/** The HTML that shows the position `game.current()` on another page. */
export function elementSnippet(game, moduleUrl = new URL('./nimlab-game.js', import.meta.url).href) {
  const attributes = [`state='${attribute(json(game.current()))}'`, `lang="${game.lang}"`];
  if (game.opponent === 'human') attributes.push('opponent="human"');
  else if (game.mover() === 1) attributes.push('computer="first"');
  if (game.hints) attributes.push('hints');
  return `<script type="module" src="${moduleUrl}"></script>\n<nimlab-game ${attributes.join(' ')}></nimlab-game>`;
}

/** The address of the playground showing only this game and position, for an iframe. */
export function iframeUrl(game, page = location) {
  const query = new URLSearchParams({ embed: '1', state: json(game.current()), lang: game.lang, opponent: game.opponent, starts: String(game.mover()) });
  if (game.hints) query.set('hints', '1');
  return `${page.origin}${page.pathname}?${query}`;
}

/** Opens the dialog of index.html (#embed-dialog) filled for the current position. */
export function showEmbedDialog(game, t) {
  const dialog = document.getElementById('embed-dialog');
  const snippet = document.getElementById('embed-snippet');
  const address = document.getElementById('embed-url');
  snippet.value = elementSnippet(game);
  address.value = iframeUrl(game);
  for (const button of dialog.querySelectorAll('[data-copy]')) {
    button.onclick = () => copy(document.getElementById(button.dataset.copy), t);
  }
  dialog.showModal();
}

async function copy(field, t) {
  field.focus();
  field.select();
  const said = document.getElementById('embed-copied');
  try {
    await navigator.clipboard.writeText(field.value);
    said.textContent = t('copied');
  } catch {
    // No clipboard permission (an iframe, an old browser): the text is selected for Ctrl-C.
    said.textContent = t('copySelected');
  }
}
