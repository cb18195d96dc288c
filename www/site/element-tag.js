// A <nimlab-game> written as HTML, and where its self-hosted files go: what
// the Embed dialog's snippets (embed-dialog.js) and a worksheet's snippet
// and downloaded page (worksheet/sheet.js) both write. Small, so that a page
// writing a snippet need not load the dialog.

/** The folder the downloads unzip to, beside the page, and the element's module in it. */
export const FOLDER = 'nimlab';
export const SELF_HOSTED_MODULE = `${FOLDER}/nimlab-game.js`;

const json = (value) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v));
// The state goes in a single-quoted attribute: & and ' must not end it early.
const attribute = (text) => text.replaceAll('&', '&amp;').replaceAll("'", '&#39;');

// Text inside the element: shown until it is defined (and for good where its module cannot load).
const content = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/**
 * The <nimlab-game> of `state` with `attributes`, [name, value] pairs (true:
 * present without a value), and `fallback` text inside it, as HTML.
 */
export function elementTag(state, attributes, fallback = '') {
  const written = attributes.map(([name, value]) => (value === true ? name : `${name}="${attribute(String(value)).replaceAll('"', '&quot;')}"`));
  return `<nimlab-game ${[`state='${attribute(json(state))}'`, ...written].join(' ')}>${content(fallback)}</nimlab-game>`;
}
