// One game being played: the start position, the moves, the computer's
// replies, hints, practice, the verdict, the board and its "Why" panel. It
// draws into whatever root it is given (the playground's document, or the
// shadow root of a <nimlab-game>), finding its parts there by id:
//   #status #view #verdict #history #explain #announce, and if present
//   #rule #undo #redo #restart #hints (a checkbox) #why #reveal #practice
//   #value-history #title #versus.
// The solver's work for drawing runs in the Worker (solver/analyses.js): the board
// is drawn at once from the state, and again when the analysis comes.
// On this thread only `play` (cheap) is called.
import { h, moveKey } from '../page/dom.js';
import { loadGame, loadedGame } from '../games/index.js';
import { errorMessage, errorText, loadErrorWords, translator } from '../strings/index.js';
import { analyse, known, watcher } from '../solver/analyses.js';
import { boardKeys, markHints } from './keys.js';
import { drawHistory, turns, winnerOf } from './value-history.js';
import { boardTitle, versusLine } from './title.js';

const COMPUTER_DELAY_MS = 350;
/** Past this, a search under way shows a Stop button. */
const STOP_SHOWN_AFTER_MS = 300;
const ANNOUNCED = 5;

/**
 * Why `state` cannot be played here, in the reader's language: the solver's
 * reason and, when it is only too large, what would work instead.
 */
export function refusalText(error, state, t) {
  const said = errorMessage(error, t);
  if (error?.code !== 'too-large') return t('badState', { error: said });
  const reason = said.replace(/[.。]$/, '');
  const advice = state?.misere ? 'refusedMisere' : state?.game === 'sum' ? 'refusedSum' : 'refusedSmaller';
  return t('refused', { reason, advice: t(advice) });
}

// The articles the words cite (shared/seeds), explained once under the Why
// panel: 000 to 004 standing alone, not a number in binary (after "=", in a table).
const ARTICLES = /(?<![=⊕]\s*)\b00[0-4]\b/g;

/**
 * Starts a game in `root`. Sides are numbered as the person sees them: side 0
 * is you (player 1 when two people play), side 1 the computer (player 2).
 * `starts` is the side that moves first in `start`. What a board of
 * `start.game` in `lang` needs must have loaded (loadGame of games/index.js):
 * the board is drawn before this returns.
 *
 * Options: opponent ('computer' | 'human' | 'lose'), starts, hints, practice
 * (say after each of the person's moves whether it kept the win), reveal (the
 * winning move of the current position is shown; pressing #reveal sets it,
 * any new position clears it). The session has them as getters, with
 * setHints, setPractice, setReveal.
 *
 * A position is played only once its analysis has come: until then the board
 * is drawn but not playable. A position whose analysis fails is refused on
 * the board (`data-refused`, with the reason), the start as any later one.
 *
 * `watcher` (solver/analyses.js): what holds the analyses of the board's positions,
 * its owner's to let go of (the element's); without one the session has its
 * own, let go of by `stop()`.
 *
 * Callbacks: onChange(session) when the start, the moves or an option changed (the playground writes the URL),
 * onMove({state, move, player}) after each move, with the state it leaves,
 * onGameOver({state, winner}) when a move ends the game.
 */
export function startGame(root, {
  api, lang, start, moves = [], opponent = 'computer', starts = 0, hints = false, practice = false, reveal = false,
  watcher: given, onChange, onMove, onGameOver,
}) {
  const watching = given ?? watcher();
  const part = (id) => root.querySelector(`#${id}`);
  const view = loadedGame(start, lang);
  if (!view) throw new Error(`startGame: ${start.game} in ${lang} has not loaded (loadGame)`);
  const game = {
    lang, start, view, moves: [], undone: [], states: [], opponent, starts, hints, practice, reveal,
    // Per move of the person in practice: whether it kept the win.
    marks: [],
    // {outcome, remoteness} of each position reached, by moveKey; the keys whose analysis failed.
    values: new Map(), unknown: new Set(), filling: null,
    // The analysis that failed, {state, error}: that position is refused.
    failure: null,
    // The person's move that #practice speaks of, by index.
    judged: -1,
    timer: null, slow: null, stopped: null, alive: true, asking: null,
    // What the board was last drawn from.
    drawn: null,
    // The move whose consequences (practice feedback, game over) wait for the analysis.
    pending: null,
  };
  let t = translator(lang);
  /** A new game or language asked for, drawn once what it needs has loaded. */
  let wanted = null;
  const keys = boardKeys(part('view'));
  // A drawing may redraw itself (a paged board): the marks and the tab stop follow.
  new MutationObserver(() => {
    markHints(part('view'), t);
    keys.drawn(keys.held());
  }).observe(part('view'), { childList: true });

  // Replays the moves from the start; a move that no longer applies ends the replay.
  function replay(list) {
    game.states = [game.start];
    game.moves = [];
    game.pending = null;
    for (const move of list) {
      try {
        game.states.push(api.play(game.states.at(-1), move));
        game.moves.push(move);
      } catch {
        break;
      }
    }
  }

  const current = () => game.states.at(-1);
  const sideAt = (ply) => (game.starts + ply) % 2;
  const mover = () => sideAt(game.moves.length);
  const computerMoves = () => game.opponent !== 'human' && mover() === 1;
  // Odd-even is not impartial: the state's toMove names the game's player
  // (0 or 1) to move. Whoever moves first in the start position is side
  // `starts`, so game player p is this side:
  const sideOf = (player) => (player === (game.start.toMove ?? 0) ? game.starts : 1 - game.starts);

  function playerName(player) {
    const side = sideOf(player);
    if (game.opponent === 'human') return t('playerN', { player: side + 1 });
    return side === 0 ? t('you') : t('computer');
  }

  /** Side 0 or 1 as a sentence names it: you, the computer, player 1 or 2. */
  function nameOf(side) {
    if (game.opponent === 'human') return t('playerN', { player: side + 1 });
    return side === 0 ? t('you') : t('theComputer');
  }

  function who(side) {
    if (game.opponent === 'human') return t('playerTurn', { player: side + 1 });
    return side === 0 ? t('yourTurn') : t('thinking');
  }

  /** Announcements queue up in the live region, so each is heard, in order. */
  function announce(text) {
    const region = part('announce');
    if (!region) return;
    region.append(h('p', {}, text));
    while (region.childElementCount > ANNOUNCED) region.firstElementChild.remove();
  }

  // An error is said once its words have loaded (strings/<lang>/errors.js, with the first error).
  function showError(error) {
    loadErrorWords(t).then(() => {
      const text = errorText(error, t);
      part('status').textContent = text;
      announce(text);
    });
  }

  const describe = (move, state) => game.view.describe(move, t, state);

  /** The side that won, once the analysis says the game is over; else null. */
  function winner(state, analysis) {
    if (!analysis?.over) return null;
    const answer = analysis.classification;
    // Odd-even ends on parities, not on who moved last: classify names the winner.
    if (answer.winner !== undefined) return sideOf(answer.winner);
    return answer.outcome === 'N' ? mover() : 1 - mover();
  }

  function verdictText(won) {
    if (game.opponent === 'human') return t('playerWins', { player: won + 1 });
    return won === 0 ? t('youWin') : t('computerWins');
  }

  function render() {
    if (!game.alive) return;
    try {
      draw();
    } catch (error) {
      showError(error);
    }
  }

  function draw() {
    clearTimeout(game.timer);
    clearTimeout(game.slow);
    const state = current();
    const analysis = known(state);
    const failed = game.failure?.state === state ? game.failure.error : null;
    const board = part('view');
    const held = keys.held();
    const won = winner(state, analysis);
    const legal = analysis?.moves ?? null;
    const hints = game.hints && legal ? new Map(legal.map((r) => [moveKey(r.move), r])) : null;
    // Nothing is played before the analysis has come: it decides whether the position can be played to the end.
    const disabled = won !== null || computerMoves() || !analysis;
    // When the analysis comes, the board is drawn again only if it shows some of it.
    const last = game.drawn;
    const same = last && last.state === state && last.view === game.view && last.t === t && last.disabled === disabled
      && !hints && !last.hints && (!last.readLegal || last.legal === legal) && !failed && !last.failed;
    if (failed) {
      board.replaceChildren(h('p', { class: 'error refused', role: 'alert', dataset: { refused: '' } }, refusalText(failed, state, t)));
      game.drawn = { state, failed: true };
    } else if (!same) {
      const drawn = { state, view: game.view, t, disabled, hints, legal, readLegal: false };
      game.view.render(board, {
        state, hints, disabled, t, playerName, onMove: humanMove,
        get legal() {
          drawn.readLegal = true;
          return legal;
        },
      });
      game.drawn = drawn;
      markHints(board, t);
      keys.drawn(held);
    }
    showTitle(state);
    const rule = part('rule');
    if (rule) {
      rule.textContent = game.view.rule?.(state, t) ?? '';
      rule.hidden = rule.textContent === '';
    }
    part('status').textContent = won !== null || failed ? '' : !analysis && game.stopped === state ? stoppedText() : who(mover());
    const verdict = part('verdict');
    verdict.hidden = won === null;
    if (won !== null) {
      verdict.textContent = verdictText(won);
      verdict.dataset.winner = String(won);
    }
    if (analysis) game.values.set(moveKey(state), valueOf(analysis));
    renderWhy(state, analysis, won, failed);
    renderHistory();
    renderPractice(state, analysis);
    const undo = part('undo');
    const redo = part('redo');
    if (undo) undo.disabled = game.moves.length === 0;
    if (redo) redo.disabled = game.undone.length === 0;
    if (analysis) settle(state, analysis, won);
    changed();
    const asked = watching.show(game.stopped === state ? null : state, game.states);
    if (!analysis && !failed) ask(state, asked);
    else if (analysis && won === null && computerMoves()) game.timer = setTimeout(computerMove, COMPUTER_DELAY_MS);
  }

  const valueOf = ({ classification: c }) => ({ outcome: c.outcome, ...(c.remoteness !== undefined ? { remoteness: Number(c.remoteness) } : {}) });

  // The board's title (the game and its rule) and the opponent, where the page has them (title.js).
  function showTitle(state) {
    const title = part('title');
    if (title) title.textContent = boardTitle(state, api, game.lang, t);
    const versus = part('versus');
    if (versus) versus.textContent = versusLine(game.opponent, t);
  }

  // onChange when what the playground keeps in its URL has changed, not on every drawing.
  let kept = [];
  function changed() {
    const now = [game.start, game.moves.length, game.opponent, game.starts, game.hints, game.practice, game.reveal, game.lang];
    if (now.every((value, i) => value === kept[i])) return;
    kept = now;
    onChange?.(session);
  }

  // The analysis of the position on the board; an answer for a position no
  // longer there is dropped. One that fails refuses the position.
  function ask(state, asked) {
    if (game.stopped === state) return;
    game.slow = setTimeout(() => current() === state && showThinking(), STOP_SHOWN_AFTER_MS);
    if (game.asking === state) return;
    game.asking = state;
    const here = () => game.alive && current() === state;
    const done = () => {
      if (game.asking === state) game.asking = null;
    };
    asked.then(() => {
      done();
      if (here()) render();
    }, (error) => {
      done();
      // Dropped: this board let go of it (Stop, or gone).
      if (!here() || error.cancelled) return;
      clearTimeout(game.slow);
      game.failure = { state, error };
      game.unknown.add(moveKey(state));
      loadErrorWords(t).then(() => {
        if (!here()) return;
        announce(refusalText(error, state, t));
        render();
      });
    });
  }

  function showThinking() {
    const stop = h('button', { type: 'button', class: 'stop', onclick: stopComputer }, t('stop'));
    const turn = computerMoves() ? [] : [who(mover()), ' '];
    part('status').replaceChildren(...turn, h('span', { class: 'thinking' }, t(computerMoves() ? 'thinking' : 'analysing')), ' ', stop);
  }

  /** What a Stop left: the computer's search, or the analysis of the person's position. */
  const stoppedText = () => t(computerMoves() ? 'stopped' : 'stoppedAnalysing');

  function stopComputer() {
    game.stopped = current();
    clearTimeout(game.timer);
    watching.stop();
    part('status').textContent = stoppedText();
    announce(stoppedText());
    render();
  }

  /** The practice feedback and the end of the game, once the position a move left is known. */
  function settle(state, analysis, won) {
    const pending = game.pending;
    if (!pending || pending.after !== state) return;
    game.pending = null;
    if (pending.judged) judge(pending, analysis);
    if (won !== null) {
      // Practice ends with the score (the last verdict's) and the turning point.
      const feedback = part('practice');
      if (game.practice && feedback?.dataset.practice !== undefined) feedback.append(t('sentenceGap'), h('span', { class: 'practice-end' }, storyText(true)));
      announce(verdictText(won));
      onGameOver?.({ state, winner: won });
    }
  }

  // Practice: from an N-position a good move leaves a P-position; from a
  // P-position, one that leaves the opponent the longest win (best_move's
  // choice, the articles' 以拖待變) where remoteness is known. After a
  // mistake, the move that would have kept the win, and a button to try it.
  function judge({ before, after, index }, analysis) {
    const prior = known(before);
    if (!prior) return;
    const was = prior.classification;
    const now = analysis.classification;
    let kept;
    let key;
    if (was.outcome === 'N') {
      kept = now.outcome === 'P';
      key = kept ? 'practiceKept' : 'practiceLost';
    } else {
      const hardest = prior.best?.remoteness;
      kept = hardest === undefined || now.remoteness === undefined || now.remoteness >= hardest;
      key = kept ? 'practiceDelayed' : 'practiceHurried';
    }
    game.marks[index] = kept;
    game.judged = index;
    let why = '';
    try {
      why = game.view.practice?.(after, now, t) ?? '';
    } catch {
      // A drawing without practice words still says whether the move kept the win.
    }
    const better = !kept && prior.best ? prior.best.move : null;
    const gap = t('sentenceGap');
    const lines = [h('span', {}, [t(key), why].filter(Boolean).join(gap))];
    if (better) {
      lines.push(gap, t(was.outcome === 'N' ? 'practiceBetter' : 'practiceLonger'), gap,
        h('strong', { dataset: { move: moveKey(better) } }, describe(better, before)), ' ',
        h('button', { type: 'button', class: 'try', onclick: () => tryInstead(index, better) }, t('practiceTry')));
    }
    const score = practiceScore();
    lines.push(gap, score.text);
    showPractice(lines, { practice: '', kept: String(kept), score: score.mark });
    announce(lines.map((l) => (typeof l === 'string' ? l : l.textContent)).join(''));
    renderHistory();
  }

  /** Practice's marks of the moves on the board (those undone keep theirs for a redo). */
  const played = () => game.marks.slice(0, game.moves.length).filter((m) => m !== undefined);

  function practiceScore() {
    const marked = played();
    const good = marked.filter(Boolean).length;
    return { text: t('practiceScore', { kept: good, all: marked.length }), mark: `${good}/${marked.length}` };
  }

  /** The #practice line: `children`, with `data` as its data-* (and no other). */
  function showPractice(children, data = {}) {
    const feedback = part('practice');
    if (!feedback) return;
    for (const name of Object.keys(feedback.dataset)) delete feedback.dataset[name];
    Object.assign(feedback.dataset, data);
    feedback.replaceChildren(...children);
    feedback.hidden = children.length === 0;
    if (!children.length) game.judged = -1;
  }

  // Back to the position before the person's move `index`, and `move` played there instead.
  function tryInstead(index, move) {
    goTo(index);
    const before = current();
    analyse(before).then(() => {
      if (game.alive && current() === before) humanMove(move);
    }, () => {});
  }

  // In practice, before the first move: a start lost for the person says so, and offers to move second.
  function renderPractice(state, analysis) {
    const feedback = part('practice');
    if (!feedback || feedback.dataset.practice !== undefined) return;
    const lost = game.practice && game.moves.length === 0 && mover() === 0 && analysis && !analysis.over
      && analysis.classification.outcome === 'P';
    if (!lost) {
      if (feedback.dataset.lostStart !== undefined) showPractice([]);
      return;
    }
    const offer = game.opponent === 'human' ? [] : [' ', h('button', {
      type: 'button', class: 'try', onclick: () => session.newGame(game.start, { starts: 1 }),
    }, t('practiceMoveSecond'))];
    showPractice([t(game.opponent === 'human' ? 'practiceLostStartHuman' : 'practiceLostStart'), ...offer], { lostStart: '' });
  }

  /** The marks of the value history: one a position reached, with its value where known. */
  function marks() {
    return game.states.map((state, ply) => {
      const value = game.values.get(moveKey(state)) ?? {};
      const player = sideAt(ply);
      const where = ply === 0 ? t('historyStart') : t('historyAfter', { n: ply, move: describe(game.moves[ply - 1], game.states[ply - 1]) });
      const said = [
        t(value.outcome ? `historyMark${value.outcome}` : 'historyMarkUnknown', { where, name: nameOf(player) }),
        value.remoteness === undefined ? '' : t('historyMarkRemoteness', { n: value.remoteness }),
        ply === game.moves.length ? '' : t('historyGoBack'),
      ].filter(Boolean).join(t('sentenceGap'));
      return { ply, player, ...value, said };
    });
  }

  // The value of each position reached, asked one at a time (a link's moves, a position left behind).
  function fillValues() {
    if (game.filling) return;
    const state = game.states.find((s) => s !== current() && !game.values.has(moveKey(s)) && !game.unknown.has(moveKey(s)));
    if (!state) return;
    game.filling = state;
    analyse(state).then((analysis) => {
      game.values.set(moveKey(state), valueOf(analysis));
    }, (error) => {
      if (!error.cancelled) game.unknown.add(moveKey(state));
    }).then(() => {
      game.filling = null;
      if (game.alive) renderHistory();
    });
  }

  /** The game's story: who had the win, and each move where it changed hands. */
  function storyText(short) {
    const list = marks();
    const changes = turns(list);
    const first = list.find((m) => m.outcome);
    // A game over before its first move has no story.
    if (!first || list.length < 2) return '';
    if (changes.length === 0) return t('storyHeld', { name: nameOf(winnerOf(first)) });
    const said = changes.slice(0, short ? 1 : 3).map((ply) => t('storyTurn', {
      n: ply, name: nameOf(sideAt(ply - 1)), move: describe(game.moves[ply - 1], game.states[ply - 1]), other: nameOf(sideAt(ply)),
    }));
    return [t('storyChanged', { n: changes.length }), ...said].join(t('sentenceGap'));
  }

  /** Who won and why, in one sentence true under the rule. */
  function endText(state, analysis, won) {
    const answer = analysis.classification;
    const name = nameOf(won);
    if (answer.winner !== undefined) return t('endParity', { name });
    const loser = nameOf(1 - won);
    if (game.moves.length === 0) return t(state.misere ? 'endStartMisere' : 'endStartNormal', { name: nameOf(mover()) });
    return t(state.misere ? 'endMisere' : 'endNormal', { name: nameOf(1 - mover()), winner: name, loser });
  }

  function renderWhy(state, analysis, won, failed) {
    const why = part('why');
    const explain = part('explain');
    const button = part('reveal');
    const revealed = game.hints || game.reveal;
    const lost = analysis?.classification.outcome === 'P';
    if (button) {
      button.hidden = revealed || !analysis || analysis.over;
      button.textContent = t(lost ? 'revealLost' : 'reveal');
    }
    if (!analysis) {
      why?.removeAttribute('data-outcome');
      const said = failed ? refusalText(failed, state, t) : game.stopped === state ? stoppedText() : t('analysing');
      explain.replaceChildren(h('p', { class: failed ? 'error' : 'small' }, said));
      return;
    }
    const answer = analysis.classification;
    if (why) why.dataset.outcome = answer.outcome;
    if (why?.hidden) return;
    if (won !== null) {
      const story = storyText(false);
      explain.replaceChildren(h('p', { class: 'position end', dataset: { outcome: answer.outcome } }, capital(endText(state, analysis, won))),
        story ? h('p', {}, story) : '');
      return;
    }
    const parts = [h('p', { class: `position position-${answer.outcome}`, dataset: { outcome: answer.outcome } },
      t(answer.outcome === 'P' ? 'positionP' : 'positionN'))];
    if (game.hints && answer.remoteness !== undefined) parts.push(h('p', {}, t(lost ? 'remotenessP' : 'remoteness', { n: answer.remoteness })));
    if (game.hints) parts.push(h('p', { class: 'small' }, t('hintLegend')));
    if (revealed && analysis.best) {
      const { move, remoteness } = analysis.best;
      const named = h('strong', { tabindex: -1, dataset: { move: moveKey(move) } }, describe(move, state));
      const [before, after] = t(lost ? (remoteness === undefined ? 'holdOut' : 'holdOutLongest') : 'bestMove', { move: '\u0000', n: remoteness }).split('\u0000');
      parts.push(h('p', { class: 'best' }, before, named, after));
    }
    try {
      parts.push(...game.view.explain(answer, state, t, { reveal: revealed }));
    } catch (error) {
      parts.push(h('p', { class: 'error' }, errorText(error, t)));
    }
    parts.push(...sources(parts));
    explain.replaceChildren(...parts);
  }

  /** A line naming each article the panel cites (000 to 004), so that "001" is never left unexplained. */
  function sources(parts) {
    const cited = new Set();
    for (const node of parts) {
      if (!(node instanceof Node)) continue;
      const walk = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      while (walk.nextNode()) {
        if (!walk.currentNode.parentElement?.closest('table')) for (const code of walk.currentNode.data.match(ARTICLES) ?? []) cited.add(code);
      }
    }
    if (cited.size === 0) return [];
    return [h('p', { class: 'small sources' }, t('sourcesTitle'), t('sentenceGap'),
      [...cited].sort().map((code) => t(`source${code}`)).join(t('sourcesSeparator')))];
  }

  const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

  function renderHistory() {
    const list = part('history');
    const items = game.moves.map((move, i) => {
      const mark = game.marks[i];
      const said = label(sideAt(i), describe(move, game.states[i]));
      return h('li', {}, said, mark === undefined ? null : h('span', { class: `hint-mark hint-${mark ? 'P' : 'N'}` }, mark ? ' ✓' : ' ✗'));
    });
    list.replaceChildren(...items);
    // The last move always in sight, inside the list only (never scrolls the
    // host page); at the next frame, which lays the page out anyway. An empty
    // list (every board of a worksheet at its start) has nothing to show.
    if (items.length) requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
    const chart = part('value-history');
    if (chart) {
      drawHistory(chart, { marks: marks(), names: [nameOf(0), nameOf(1)].map(capital), t, onPick: goTo });
      fillValues();
    }
  }

  function label(side, move) {
    if (game.opponent === 'human') return t('playerMoved', { player: side + 1, move });
    return side === 0 ? t('youMoved', { move }) : t('computerMoved', { move });
  }

  function apply(move, judged) {
    const before = current();
    const after = api.play(before, move);
    const side = mover();
    game.states.push(after);
    game.moves.push(move);
    // The move undone next played again (the computer's reply after a step
    // back, or the person's): the moves after it stay to redo, with practice's marks.
    const again = game.undone.length > 0 && moveKey(game.undone[0]) === moveKey(move);
    game.undone = again ? game.undone.slice(1) : [];
    if (!again) game.marks.length = Math.min(game.marks.length, game.moves.length - 1);
    game.reveal = false;
    game.pending = { before, after, index: game.moves.length - 1, judged: judged && game.practice };
    announce(label(side, describe(move, before)));
    render();
    onMove?.({ state: after, move, player: side });
  }

  function humanMove(move) {
    const analysis = known(current());
    if (!game.alive || computerMoves() || !analysis || analysis.over) return;
    try {
      apply(move, true);
    } catch (error) {
      showError(error);
    }
  }

  // The computer's reply is in the analysis: best_move, or for 003's
  // opponent best_move with {aim: 'lose'}.
  function computerMove() {
    const analysis = known(current());
    const reply = game.opponent === 'lose' ? analysis?.lose : analysis?.best;
    if (!computerMoves()) return;
    if (!reply) {
      part('status').textContent = t('computerNoMove');
      return;
    }
    try {
      apply(reply.move, false);
    } catch (error) {
      showError(error);
    }
  }

  function newPosition() {
    game.reveal = false;
    game.stopped = null;
  }

  /** The game taken back (or forward, along the moves undone) to the position after `ply` moves. */
  function goTo(ply) {
    const all = [...game.moves, ...game.undone];
    if (ply === game.moves.length || ply < 0 || ply > all.length) return;
    replay(all.slice(0, ply));
    game.undone = all.slice(game.moves.length);
    // Practice's words are about a move no longer on the board.
    if (game.judged >= ply) showPractice([]);
    newPosition();
    render();
  }

  function undo() {
    // Against the computer, undo takes back the computer's reply as well.
    const steps = game.opponent !== 'human' && game.moves.length >= 2 && mover() === 0 ? 2 : 1;
    goTo(game.moves.length - steps);
  }

  function redo() {
    if (game.undone.length) goTo(game.moves.length + 1);
  }

  // A change waits for what it needs; changes asked for meanwhile join it
  // (a new game, then a new language: both), and only the latest is drawn.
  function change(asked) {
    const target = { ...wanted, ...asked };
    wanted = target;
    const board = target.position ?? game.start;
    const lang = target.lang ?? game.lang;
    const apply = (view) => {
      if (wanted !== target) return;
      wanted = null;
      game.view = view;
      game.lang = lang;
      t = translator(lang);
      if (target.position) {
        const options = target.options ?? {};
        game.start = target.position;
        game.opponent = options.opponent ?? game.opponent;
        game.starts = options.starts ?? game.starts;
        game.practice = options.practice ?? game.practice;
        game.undone = [];
        game.marks = [];
        game.failure = null;
        replay(options.moves ?? []);
        newPosition();
        showPractice([]);
      }
      render();
      // A refused position is said again in the new language's words for errors.
      if (game.failure) loadErrorWords(t).then(render);
    };
    const ready = loadedGame(board, lang);
    if (ready) {
      apply(ready);
      return Promise.resolve();
    }
    return loadGame(board, lang).then(apply, (error) => {
      if (wanted === target) wanted = null;
      throw error;
    });
  }

  const session = {
    /** The position the game started from, and the moves since. */
    get start() { return game.start; },
    get moves() { return game.moves; },
    get opponent() { return game.opponent; },
    get starts() { return game.starts; },
    get hints() { return game.hints; },
    get practice() { return game.practice; },
    get reveal() { return game.reveal; },
    get lang() { return game.lang; },
    /** The practice score of this game: the person's moves that kept the win, and all of them. */
    get score() {
      const marked = played();
      return { kept: marked.filter(Boolean).length, all: marked.length };
    },
    /** The position now, and the side to move in it. */
    current,
    mover,
    announce,
    /**
     * A new game from `position`; `opponent`, `starts` and `practice` keep
     * their values unless given (and `moves` to replay). Starts before this returns when the game's drawing and
     * strings have loaded, else once they have (the promise).
     */
    newGame(position, options = {}) {
      return change({ position, options });
    },
    setHints(on) {
      game.hints = on;
      const box = part('hints');
      if (box) box.checked = on;
      render();
    },
    setPractice(on) {
      game.practice = on;
      if (!on) showPractice([]);
      render();
    },
    /** Shows (or hides) the winning move of the current position. */
    setReveal(on) {
      game.reveal = on;
      render();
    },
    /** Redraws in `lang`, once its strings have loaded, keeping the moves. */
    setLanguage(lang) {
      return change({ lang });
    },
    undo,
    redo,
    /** Takes the game back (or forward, along the moves undone) to the position after `ply` moves. */
    goTo,
    restart: () => session.newGame(game.start),
    /** Stops the computer's pending reply (the board is going away). */
    stop: () => {
      clearTimeout(game.timer);
      clearTimeout(game.slow);
      game.alive = false;
      wanted = null;
      if (!given) watching.release();
    },
    /** Draws everything again, the board too. */
    render() {
      game.drawn = null;
      render();
    },
  };

  part('undo')?.addEventListener('click', undo);
  part('redo')?.addEventListener('click', redo);
  part('restart')?.addEventListener('click', session.restart);
  part('hints')?.addEventListener('change', () => session.setHints(part('hints').checked));
  part('reveal')?.addEventListener('click', () => {
    session.setReveal(true);
    // The move just shown is where the reader looks next.
    part('why')?.querySelector('[data-move]')?.focus();
  });

  replay(moves);
  render();
  return session;
}
