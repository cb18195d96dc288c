// The playground's "Embed" button (and the Lab's snippet): the HTML that puts
// this game on another page. Self-hosting first, since it works the day it is
// pasted: a zip of exactly the files the element needs (the list the build
// writes, element-files.json beside this module) and the two lines that load them from
// beside the page. Then the CDN line, pinned to this version (jsDelivr serves
// every npm package with CORS headers), which works once this version is on
// npm; the dialog checks that only when asked. The snippet starts from the
// game's first position, or from the position on the board now.
import { version } from './version.js';
import { FOLDER, SELF_HOSTED_MODULE, elementTag } from './element-tag.js';

export { FOLDER, SELF_HOSTED_MODULE };

/** The element's module on the CDN, for this version of nimlab. */
export const CDN_MODULE = `https://cdn.jsdelivr.net/npm/nimlab@${version}/dist/www/nimlab-game.js`;
/** Where the CDN answers once this version is published. */
const CDN_PACKAGE = `https://cdn.jsdelivr.net/npm/nimlab@${version}/package.json`;
export const ZIP_NAME = `nimlab-${version}.zip`;

const json = (value) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v));

/**
 * The position a snippet starts from and the side to move in it: the game's
 * first position (`from` 'start') or the one on the board now ('now').
 */
function startOf(game, from) {
  return from === 'now' ? { state: game.current(), mover: game.mover() } : { state: game.start, mover: game.starts };
}

/**
 * The HTML that plays `game` on another page, loading the element from
 * `moduleUrl`: the position (`from`: 'start' or 'now') and every setting of
 * the game being played: its language, the opponent (`human`, `lose`, or the
 * computer by default, and its skill), whether the computer moves first,
 * hints and practice.
 */
export function elementSnippet(game, moduleUrl = CDN_MODULE, { from = 'start', fallback = '' } = {}) {
  const { state, mover } = startOf(game, from);
  const attributes = [['lang', game.lang]];
  if (game.opponent === 'human' || game.opponent === 'lose') attributes.push(['opponent', game.opponent]);
  if (game.opponent !== 'human' && mover === 1) attributes.push(['computer', 'first']);
  if (game.opponent === 'computer' && game.skill < 1) attributes.push(['skill', String(game.skill)]);
  if (game.hints) attributes.push(['hints', true]);
  if (game.practice) attributes.push(['practice', true]);
  return [`<script type="module" src="${moduleUrl}"></script>`, elementTag(state, attributes, fallback)].join('\n');
}

/** The address of the playground showing only this game, from its start or as it is now, for an iframe. */
export function iframeUrl(game, page = location, { from = 'start' } = {}) {
  const { state, mover } = startOf(game, from);
  const query = new URLSearchParams({ embed: '1', state: json(state), lang: game.lang, opponent: game.opponent, starts: String(mover) });
  if (game.opponent === 'computer' && game.skill < 1) query.set('skill', String(game.skill));
  if (game.hints) query.set('hints', '1');
  if (game.practice) query.set('practice', '1');
  return `${page.origin}${page.pathname}?${query}`;
}

const README = `nimlab ${version}: the <nimlab-game> element's files.

Put this folder beside your page and paste the Embed dialog's two lines
where the game goes. Serve the page over http: a browser will not load
modules or WebAssembly from a page opened from disk (file://). To try it
on your own computer, run this in the folder that holds your page and
nimlab/, then open http://localhost:8000/ and your page:

    python3 -m http.server 8000

Your server should send .wasm files as application/wasm. Under a
Content-Security-Policy that starts at default-src 'self', add
script-src 'self' 'wasm-unsafe-eval'.
`;

/**
 * The zip of the element's files, each fetched from beside this module (so
 * a built, minified site packs its minified files), under nimlab/;
 * `progress(done, all)` after each. `lists`: the manifest's lists to pack
 * (`files`, the element's; `sheet`, what a downloaded worksheet adds to
 * them), `add`: files of the caller's ({name, bytes}), first in the archive.
 * Resolves to {blob, files, bytes}.
 */
export async function elementZip(progress = () => {}, { lists = ['files'], add = [] } = {}) {
  const base = new URL('../', import.meta.url);
  const manifest = await (await fetch(new URL('element-files.json', import.meta.url), { cache: 'no-store' })).json();
  const names = lists.flatMap((list) => manifest[list] ?? []);
  const { zip } = await import('./zip.js');
  let done = 0;
  const fetched = await Promise.all(names.map(async (name) => {
    const response = await fetch(new URL(name, base));
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    done += 1;
    progress(done, names.length);
    return { name: `${FOLDER}/${name}`, bytes };
  }));
  // How to serve what it is unzipped beside: a page opened from disk cannot load modules or wasm.
  const files = [...add, ...fetched, { name: `${FOLDER}/README.txt`, bytes: new TextEncoder().encode(README) }];
  return { blob: zip(files), files: files.length, bytes: files.reduce((sum, f) => sum + f.bytes.length, 0) };
}

/** Hands `blob` to the browser as a download named `name`. */
export function saveBlob(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  // The download holds the Blob once it has started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Packs the element's files and hands the zip to the browser as a download; `say` tells how it goes. */
export async function downloadElement(say, t) {
  say(t('embedPacking'));
  try {
    const { blob, files, bytes } = await elementZip((done, all) => say(t('embedPackingN', { done, all })));
    saveBlob(blob, ZIP_NAME);
    say(t('embedPacked', { name: ZIP_NAME, files, kb: Math.round(bytes / 1000) }));
  } catch (error) {
    say(t('embedPackFailed', { error: error.message }));
  }
}

/** Whether this version is on the CDN yet: one request, made when the reader asks. */
async function checkCdn(say, t) {
  say(t('embedCdnChecking', { version }));
  try {
    const response = await fetch(CDN_PACKAGE, { cache: 'no-store' });
    say(t(response.ok ? 'embedCdnLive' : 'embedCdnNotYet', { version }));
  } catch {
    say(t('embedCdnUnreachable', { version }));
  }
}

/** `field` shows `text` from its first line, with nothing selected. */
function fill(field, text) {
  field.value = text;
  field.setSelectionRange(0, 0);
  field.scrollTop = 0;
}

/** Opens the dialog of index.html (#embed-dialog) for the game on the board. */
export function showEmbedDialog(game, t) {
  const $ = (id) => document.getElementById(id);
  const dialog = $('embed-dialog');
  const from = () => dialog.querySelector('input[name="embed-from"]:checked')?.value ?? 'start';
  const write = () => {
    fill($('embed-self'), elementSnippet(game, SELF_HOSTED_MODULE, { from: from(), fallback: t('embedFallback') }));
    fill($('embed-snippet'), elementSnippet(game, CDN_MODULE, { from: from() }));
    fill($('embed-url'), iframeUrl(game, location, { from: from() }));
  };
  for (const radio of dialog.querySelectorAll('input[name="embed-from"]')) radio.onchange = write;
  write();
  $('embed-cdn-said').textContent = t('embedCdnWhen', { version });
  $('embed-cdn-check').onclick = () => checkCdn((text) => { $('embed-cdn-said').textContent = text; }, t);
  $('embed-download-said').textContent = '';
  $('embed-download').onclick = () => downloadElement((text) => { $('embed-download-said').textContent = text; }, t);
  for (const button of dialog.querySelectorAll('[data-copy]')) {
    button.onclick = () => copy($(button.dataset.copy), t);
  }
  $('embed-copied').textContent = '';
  dialog.showModal();
  for (const field of ['embed-self', 'embed-snippet', 'embed-url']) $(field).scrollTop = 0;
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
