// The game's story: the value of each position reached (the marks of the
// value history, value-history.js), the moves on the board in words, and who
// had the win and each move where it changed hands, which the Why panel and
// practice tell at the end.
import { h, moveKey } from '../page/dom.js';
import { analyse, known } from '../solver/analyses.js';
import { drawHistory, turns, winnerOf } from './value-history.js';

/** What the value history keeps of an analysis: the outcome and, where known, the remoteness. */
export const valueOf = ({ classification: c }) => ({ outcome: c.outcome, ...(c.remoteness !== undefined ? { remoteness: Number(c.remoteness) } : {}) });

export const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** The marks of the value history: one a position reached, with its value where known. */
function marks(s) {
  const { t } = s;
  // Hints off, the value of the position on the board waits, as the Why panel's answer does, until asked for or the end.
  const shown = s.hints || s.reveal || s.asked || known(s.current)?.over;
  return s.states.map((state, ply) => {
    const value = ply === s.moves.length && !shown ? {} : s.values.get(moveKey(state)) ?? {};
    const player = s.sideAt(ply);
    const where = ply === 0 ? t('historyStart') : t('historyAfter', { n: ply, move: s.describe(s.moves[ply - 1], s.states[ply - 1]) });
    const said = [
      t(value.outcome ? `historyMark${value.outcome}` : 'historyMarkUnknown', { where, name: s.nameOf(player) }),
      value.remoteness === undefined ? '' : t('historyMarkRemoteness', { n: value.remoteness }),
      ply === s.moves.length ? '' : t('historyGoBack'),
    ].filter(Boolean).join(t('sentenceGap'));
    return { ply, player, ...value, said };
  });
}

// The value of each position reached, asked one at a time (a link's moves, a position left behind).
function fillValues(s) {
  if (s.filling) return;
  const state = s.states.find((k) => k !== s.current && !s.values.has(moveKey(k)) && !s.unknown.has(moveKey(k)));
  if (!state) return;
  s.filling = state;
  analyse(state).then((analysis) => {
    s.values.set(moveKey(state), valueOf(analysis));
  }, (error) => {
    if (!error.cancelled) s.unknown.add(moveKey(state));
  }).then(() => {
    s.filling = null;
    if (s.alive) drawMoves(s);
  });
}

/** The game's story: who had the win, and each move where it changed hands (`short`: the first only). */
export function storyText(s, short) {
  const { t } = s;
  const list = marks(s);
  const changes = turns(list);
  const first = list.find((m) => m.outcome);
  // A game over before its first move has no story.
  if (!first || list.length < 2) return '';
  if (changes.length === 0) return t('storyHeld', { name: s.nameOf(winnerOf(first)) });
  const said = changes.slice(0, short ? 1 : 3).map((ply) => t('storyTurn', {
    n: ply, name: s.nameOf(s.sideAt(ply - 1)), move: s.describe(s.moves[ply - 1], s.states[ply - 1]), other: s.nameOf(s.sideAt(ply)),
  }));
  return [t('storyChanged', { n: changes.length }), ...said].join(t('sentenceGap'));
}

/** The moves on the board (#history), each with practice's mark, and the value history (#value-history) if the page has one. */
export function drawMoves(s) {
  const list = s.part('history');
  const items = s.moves.map((move, i) => {
    const mark = s.marks[i];
    return h('li', {}, s.movedText(s.sideAt(i), s.describe(move, s.states[i])),
      mark === undefined ? null : h('span', { class: `hint-mark hint-${mark ? 'P' : 'N'}` }, mark ? ' ✓' : ' ✗'));
  });
  list.replaceChildren(...items);
  // The last move always in sight, inside the list only (never scrolls the
  // host page); at the next frame, which lays the page out anyway. An empty
  // list (every board of a worksheet at its start) has nothing to show.
  if (items.length) requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
  const chart = s.part('value-history');
  if (chart) {
    drawHistory(chart, { marks: marks(s), names: [s.nameOf(0), s.nameOf(1)].map(capital), t: s.t, onPick: s.actions.goTo });
    fillValues(s);
  }
}
