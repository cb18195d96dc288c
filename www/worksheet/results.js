// The results of a worksheet page: a table, one row a game (`data-game`,
// and once a game in practice has ended `data-kept` and `data-moves`), kept
// from the elements' `gameover` events (detail.score, board/practice.js),
// and copied as CSV for the student to hand in. Nothing is sent anywhere:
// the student pastes the text where the teacher asked (an LMS, an e-mail).
import { h } from '../page/dom.js';

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (value) => {
  const text = String(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** JSON of a state or a move; a count past 2^53 (a BigInt) as its digits. */
const json = (value) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v));

/** A game's mistakes as one line: each move (after `ply` moves) and the better one. */
export function mistakesText(mistakes, t) {
  return mistakes.map(({ ply, move, better }) => t(better ? 'sheetMistake' : 'sheetMistakeNoBetter', { n: ply + 1, move: json(move), better: json(better) })).join('; ');
}

/** The results as CSV: a header line, then one line a game. */
export function resultsCsv(rows, name, t) {
  const header = ['student', 'game', 'state', 'result', 'kept', 'moves', 'mistakes', 'games played'];
  const lines = rows.map((row) => [
    name, row.index + 1, json(row.state), row.result ?? '', row.score?.kept ?? '', row.score?.moves ?? '',
    row.score ? mistakesText(row.score.mistakes, t) : '', row.played,
  ]);
  return [header, ...lines].map((line) => line.map(field).join(',')).join('\r\n');
}

/**
 * Draws the results of the games `elements` (in the page's order) into
 * `box`, in the words of `t`, and keeps them as each game ends. A game played
 * again replaces its row's result; the row counts the games played.
 */
export function startResults(box, elements, t) {
  const rows = elements.map((element, index) => ({
    index, element, result: null, score: null, played: 0,
    state: (() => {
      try {
        return JSON.parse(element.getAttribute('state'));
      } catch {
        return element.getAttribute('state');
      }
    })(),
  }));
  const body = h('tbody');
  const name = h('input', { type: 'text', autocomplete: 'name', dataset: { studentName: '' } });
  const said = h('span', { class: 'small', 'aria-live': 'polite' });
  const csvBox = h('textarea', { readonly: true, rows: 4, hidden: true, 'aria-label': t('sheetCsv'), dataset: { csv: '' } });
  const copy = h('button', { type: 'button', dataset: { copyResults: '' } }, t('sheetCopyResults'));

  const draw = (row) => {
    const { score } = row;
    const tr = h('tr', { dataset: { game: String(row.index), played: String(row.played) } },
      h('th', { scope: 'row' }, t('sheetGameN', { n: row.index + 1 })),
      h('td', {}, row.result ? t(row.result === 'won' ? 'sheetWon' : 'sheetLost') : t(row.moving ? 'sheetPlaying' : 'sheetNotPlayed')),
      h('td', {}, score ? t('sheetKept', { kept: score.kept, moves: score.moves }) : '—'),
      h('td', {}, score ? mistakesText(score.mistakes, t) || t('sheetNoMistakes') : '—'),
      h('td', {}, String(row.played)));
    if (row.result) tr.dataset.result = row.result;
    if (score) Object.assign(tr.dataset, { kept: String(score.kept), moves: String(score.moves) });
    const old = body.children[row.index];
    if (old) old.replaceWith(tr);
    else body.append(tr);
  };
  rows.forEach(draw);

  for (const row of rows) {
    row.element.addEventListener('move', () => {
      if (row.moving) return;
      row.moving = true;
      if (!row.result) draw(row);
    });
    row.element.addEventListener('gameover', ({ detail }) => {
      row.played += 1;
      row.moving = false;
      // Player 0 is the student (player 1 when two people play).
      row.result = detail.winner === 0 ? 'won' : 'lost';
      row.score = detail.score ?? null;
      draw(row);
    });
  }

  copy.addEventListener('click', async () => {
    const text = resultsCsv(rows, name.value.trim(), t);
    csvBox.value = text;
    csvBox.hidden = false;
    try {
      await navigator.clipboard.writeText(text);
      said.textContent = t('sheetCopied');
    } catch {
      // No clipboard (a page opened in a frame, an old browser): the text is there, selected, for Ctrl-C.
      csvBox.focus();
      csvBox.select();
      said.textContent = t('sheetCopySelected');
    }
  });

  box.replaceChildren(
    h('h2', {}, t('sheetResults')),
    h('p', {}, t('sheetResultsIntro')),
    h('p', {}, h('label', {}, t('sheetName'), ' ', name)),
    h('table', { class: 'results', dataset: { results: '' } },
      h('thead', {}, h('tr', {}, ...['sheetGame', 'sheetResult', 'sheetScore', 'sheetMistakes', 'sheetPlayed'].map((key) => h('th', { scope: 'col' }, t(key))))),
      body),
    h('p', {}, copy, ' ', said),
    csvBox);
  return { rows, csv: () => resultsCsv(rows, name.value.trim(), t) };
}
