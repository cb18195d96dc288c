// The board drawn from the state: the position by its game's drawing
// (playable once its analysis has come, refused on the board if it failed),
// the title, the rule, whose turn it is, the verdict, the Why panel, the
// moves so far, practice's first words and the undo and redo buttons. A
// drawing is made again only when what it shows has changed.
import { h, moveKey } from '../page/dom.js';
import { known } from '../solver/analyses.js';
import { markHints } from './keys.js';
import { boardTitle, versusLine } from './title.js';
import { capital, drawMoves, valueOf } from './story.js';
import { drawPracticeStart } from './practice.js';
import { drawWhy, endText, refusalText } from './why.js';

/** The position by its game's drawing, unless the board shows it already. */
function drawPosition(s, { state, analysis, won, failed }) {
  const board = s.part('view');
  const held = s.keys.held();
  const legal = analysis?.moves ?? null;
  const hints = s.hints && legal ? new Map(legal.map((r) => [moveKey(r.move), r])) : null;
  // Nothing is played before the analysis has come: it decides whether the position can be played to the end.
  const disabled = won !== null || s.computerMoves || !analysis || s.replaying;
  // When the analysis comes, the board is drawn again only if it shows some of it.
  const last = s.drawn;
  const same = last && last.state === state && last.view === s.view && last.t === s.t && last.disabled === disabled
    && !hints && !last.hints && (!last.readLegal || last.legal === legal) && !failed && !last.failed;
  if (failed) {
    board.replaceChildren(h('p', { class: 'error refused', role: 'alert', dataset: { refused: '' } }, refusalText(failed, state, s.t)));
    s.drawn = { state, failed: true };
  } else if (!same) {
    const drawn = { state, view: s.view, t: s.t, disabled, hints, legal, readLegal: false };
    s.view.render(board, {
      state, hints, disabled, t: s.t, playerName: (player) => s.playerName(player), onMove: s.actions.move,
      get legal() {
        drawn.readLegal = true;
        return legal;
      },
    });
    s.drawn = drawn;
    markHints(board, s.t);
    s.keys.drawn(held);
  }
}

// At the start of every game against the computer, the choice of who moves
// first: offered whoever wins the start, so that it tells nothing of it
// (practice's own offer, on a start lost for the person, stands for it there).
function whoStarts(s) {
  if (s.opponent === 'human' || s.replaying) return [];
  const offered = s.part('practice')?.dataset.lostStart !== undefined;
  const first = s.moves.length === 0 && s.starts === 0 && !offered;
  const second = s.moves.length === 1 && s.starts === 1 && s.mover === 0;
  if (!first && !second) return [];
  return [' ', h('button', { type: 'button', class: 'who-starts', onclick: first ? s.actions.moveSecond : s.actions.moveFirst }, s.t(first ? 'computerFirst' : 'youFirst'))];
}

/** Draws the board from the state; returns what it drew: {state, analysis, won, failed}. */
export function drawBoard(s) {
  const { t } = s;
  const state = s.current;
  const analysis = known(state);
  const failed = s.failure?.state === state ? s.failure.error : null;
  const won = s.winner(analysis);
  const shown = { state, analysis, won, failed };
  drawPosition(s, shown);
  // The board's title (the game and its rule) and the opponent, where the page has them (title.js).
  const title = s.part('title');
  if (title) title.textContent = boardTitle(state, s.api, s.lang, t);
  const versus = s.part('versus');
  if (versus) versus.textContent = versusLine(s.opponent, t);
  const rule = s.part('rule');
  if (rule) {
    rule.textContent = s.view.rule?.(state, t) ?? '';
    rule.hidden = rule.textContent === '';
  }
  const status = s.part('status');
  status.textContent = won !== null || failed ? '' : !analysis && s.stopped === state ? s.stoppedText : s.turnText(s.mover);
  const verdict = s.part('verdict');
  verdict.hidden = won === null;
  if (won !== null) {
    // A board with nothing to play says so, and who has lost under the rule, rather than cheer a winner of no game.
    verdict.textContent = s.moves.length === 0 ? capital(endText(s, state, analysis, won)) : s.verdictText(won);
    verdict.dataset.winner = String(won);
  }
  if (analysis) s.values.set(moveKey(state), valueOf(analysis));
  drawWhy(s, state, analysis, won, failed);
  drawMoves(s);
  drawPracticeStart(s, analysis);
  // Offered once the position is known to be playable (not while it is worked out, or stopped).
  if (won === null && !failed && analysis) status.append(...whoStarts(s));
  const undo = s.part('undo');
  const redo = s.part('redo');
  if (undo) undo.disabled = s.moves.length === 0;
  if (redo) redo.disabled = s.undone.length === 0;
  return shown;
}
