// The playground's "Embed" button: the <nimlab-game> snippet and the iframe
// address for the game and position on the board now, each with a copy button.
// The snippet loads the element from jsDelivr, pinned to this version, so the
// element's JS and its wasm always come from one release and any page can use
// it (jsDelivr sends CORS headers); a comment in it says how to self-host.
import { version } from './version.js';

/** The element's module on the CDN, for this version of nimlab. */
export const CDN_MODULE = `https://cdn.jsdelivr.net/npm/nimlab@${version}/www/nimlab-game.js`;

const SELF_HOST = `<!-- To self-host instead: npm install nimlab@${version}, copy node_modules/nimlab/www/ `
  + 'to your site as it is, and point src at its nimlab-game.js (from another origin, '
  + 'serve it with Access-Control-Allow-Origin). -->';

const json = (value) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v));
// The state goes in a single-quoted attribute: & and ' must not end it early.
const attribute = (text) => text.replaceAll('&', '&amp;').replaceAll("'", '&#39;');

/**
 * The HTML that shows the position `game.current()` on another page, with
 * every setting of the game being played: its language, the opponent
 * (`human`, `lose`, or the computer by default), whether the computer moves
 * first from here, hints and practice.
 */
export function elementSnippet(game, moduleUrl = CDN_MODULE) {
  const attributes = [`state='${attribute(json(game.current()))}'`, `lang="${game.lang}"`];
  if (game.opponent === 'human' || game.opponent === 'lose') attributes.push(`opponent="${game.opponent}"`);
  if (game.opponent !== 'human' && game.mover() === 1) attributes.push('computer="first"');
  if (game.hints) attributes.push('hints');
  if (game.practice) attributes.push('practice');
  return [
    `<script type="module" src="${moduleUrl}"></script>`,
    `<nimlab-game ${attributes.join(' ')}></nimlab-game>`,
    SELF_HOST,
  ].join('\n');
}

/** The address of the playground showing only this game and position, for an iframe. */
export function iframeUrl(game, page = location) {
  const query = new URLSearchParams({ embed: '1', state: json(game.current()), lang: game.lang, opponent: game.opponent, starts: String(game.mover()) });
  if (game.hints) query.set('hints', '1');
  if (game.practice) query.set('practice', '1');
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
