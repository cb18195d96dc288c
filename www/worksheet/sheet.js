// A worksheet as data, and the text it hands out (docs/WORKSHEETS.md): a
// title, instructions, and games, each the state of a <nimlab-game> and its
// attributes. It lives in the URL of worksheet.html (?title=…&text=…&games=[…],
// &student=1 for the student view), so a link reopens it; this module reads
// and writes that URL, and writes the snippet to paste and the page to
// download. No DOM here: the builder (builder.js) and the student view
// (student.js) draw it.
import { elementTag } from '../site/element-tag.js';

/** The most games a worksheet holds. */
export const MAX_GAMES = 100;
/** The longest title, and the longest instructions, kept. */
export const MAX_TITLE = 200;
export const MAX_TEXT = 4000;

const OPPONENTS = ['computer', 'human', 'lose'];
const COMPUTER = ['first', 'second'];

/** `{game}` with only what the element reads: the state, and each option that differs from the element's default. */
export function cleanGame({ state, hints, practice, opponent, computer, skill }) {
  const game = { state };
  if (hints) game.hints = true;
  if (practice) game.practice = true;
  if (opponent && opponent !== 'computer') game.opponent = opponent;
  if (computer === 'first' && opponent !== 'human') game.computer = 'first';
  if (skill !== undefined && skill < 1 && (opponent ?? 'computer') === 'computer') game.skill = skill;
  return game;
}

/**
 * One game of a link, or the problem that refuses it: {game} or {problem:
 * {key, values}}. The state is read here only as far as it is an object
 * naming a game; the element says what else is wrong with it.
 */
export function readGameEntry(entry, index) {
  const n = index + 1;
  const refuse = (key, values = {}) => ({ problem: { key, values: { n, ...values } } });
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return refuse('sheetGameNotObject');
  const { state } = entry;
  if (!state || typeof state !== 'object' || Array.isArray(state) || typeof state.game !== 'string') return refuse('sheetGameState');
  for (const name of ['hints', 'practice']) {
    if (entry[name] !== undefined && typeof entry[name] !== 'boolean') return refuse('sheetGameFlag', { field: name });
  }
  if (entry.opponent !== undefined && !OPPONENTS.includes(entry.opponent)) return refuse('sheetGameOpponent', { value: String(entry.opponent) });
  if (entry.computer !== undefined && !COMPUTER.includes(entry.computer)) return refuse('sheetGameComputer', { value: String(entry.computer) });
  if (entry.skill !== undefined && !(typeof entry.skill === 'number' && entry.skill >= 0 && entry.skill <= 1)) return refuse('sheetGameSkill', { value: String(entry.skill) });
  return { game: cleanGame(entry) };
}

/**
 * The worksheet of a query string: {title, text, games, student, problems},
 * `problems` a list of {key, values} (a worksheet string's key) for what the
 * link holds that cannot be read; every readable game is kept.
 */
export function readSheet(search) {
  const query = new URLSearchParams(search);
  const problems = [];
  const title = (query.get('title') ?? '').slice(0, MAX_TITLE);
  const text = (query.get('text') ?? '').slice(0, MAX_TEXT);
  const games = [];
  if (query.has('games')) {
    let list = null;
    try {
      list = JSON.parse(query.get('games'));
    } catch {
      problems.push({ key: 'sheetGamesNotJson', values: {} });
    }
    if (list !== null && !Array.isArray(list)) problems.push({ key: 'sheetGamesNotList', values: {} });
    if (Array.isArray(list)) {
      if (list.length > MAX_GAMES) problems.push({ key: 'sheetGamesTooMany', values: { n: list.length, max: MAX_GAMES } });
      list.slice(0, MAX_GAMES).forEach((entry, i) => {
        const read = readGameEntry(entry, i);
        if (read.game) games.push(read.game);
        else problems.push(read.problem);
      });
    }
  }
  return { title, text, games, student: query.get('student') === '1', problems };
}

/** The query string of a worksheet (and its language): what a link to it holds. */
export function sheetQuery({ title, text, games }, lang, { student = false } = {}) {
  const query = new URLSearchParams();
  if (title) query.set('title', title);
  if (text) query.set('text', text);
  query.set('games', JSON.stringify(games.map(cleanGame)));
  if (lang) query.set('lang', lang);
  if (student) query.set('student', '1');
  return query.toString();
}

/** The element's attributes for a game of the worksheet, in `lang`, as [name, value] (value true: present). */
export function gameAttributes(game, lang) {
  const clean = cleanGame(game);
  const attributes = [['lang', lang]];
  for (const name of ['opponent', 'computer', 'skill']) {
    if (clean[name] !== undefined) attributes.push([name, String(clean[name])]);
  }
  if (clean.hints) attributes.push(['hints', true]);
  if (clean.practice) attributes.push(['practice', true]);
  return attributes;
}

/** The HTML to paste: the script line, then one <nimlab-game> a game. */
export function sheetSnippet(sheet, lang, moduleUrl) {
  return [`<script type="module" src="${moduleUrl}"></script>`, ...sheet.games.map((game) => elementTag(game.state, gameAttributes(game, lang)))].join('\n');
}

/** `text` for HTML, as text or inside a double-quoted attribute. */
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The worksheet as a page of its own, for the download: its title, its
 * instructions, its games and the results (handout.js draws them), loading
 * everything from `folder` beside it. Opened from disk it says how to serve
 * it (the notice handout.js removes once it runs). `t` gives the page's words.
 */
export function handoutPage(sheet, lang, t, folder) {
  const title = sheet.title || t('sheetUntitled');
  const paragraphs = sheet.text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  const games = sheet.games.map((game, i) => [
    `  <li class="sheet-game" data-game="${i}">`,
    `   <h2>${escapeHtml(t('sheetGameN', { n: i + 1 }))}</h2>`,
    `   ${elementTag(game.state, gameAttributes(game, lang))}`,
    `   <p class="answer">${escapeHtml(t('sheetAnswer'))}</p>`,
    '  </li>',
  ].join('\n'));
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
 <meta charset="utf-8">
 <meta name="viewport" content="width=device-width, initial-scale=1">
 <title>${escapeHtml(title)}</title>
 <link rel="stylesheet" href="${folder}/worksheet/sheet.css">
 <script type="module" src="${folder}/worksheet/handout.js"></script>
</head>
<body>
 <main class="sheet" data-sheet>
  <h1>${escapeHtml(title)}</h1>
${paragraphs.map((p) => `  <p class="instructions">${escapeHtml(p)}</p>`).join('\n')}
  <p class="file-notice" data-file-notice>${escapeHtml(t('sheetFromDisk'))}</p>
  <ol class="sheet-games">
${games.join('\n')}
  </ol>
 </main>
</body>
</html>
`;
}
