// One game being played: the start position, the moves, the computer's
// replies, hints, practice, the verdict, the board and its "Why" panel, for
// both the playground (site/app.js) and <nimlab-game>. It draws into
// whatever root it is given (the playground's document, or the shadow root of
// a <nimlab-game>), finding its parts there by id:
//   #status #view #verdict #history #announce, and if present
//   #rule #undo #redo #restart #hints (a checkbox) #why #explain #reveal
//   #practice #value-history #title #versus. Without #explain the board has
//   no Why panel and says nothing of who wins (a task of learn/).
// The solver's work for drawing runs in the Worker (solver/analyses.js): the
// board is drawn at once from the state, and again when the analysis comes.
// On this thread only `play` (cheap) is called.
//
// This module is the game's turns, the person's and the computer's: it keeps
// one state object (state.js) and draws the board from it after each change
// (draw.js); the moves (moves.js), practice (practice.js), the story
// (story.js) and the Why panel (why.js) each have a module of their own.
import { h, moveKey } from '../page/dom.js';
import { loadGame, loadedGame } from '../games/index.js';
import { loadErrorWords, translator } from '../strings/index.js';
import { analyse, known, watcher } from '../solver/analyses.js';
import { ask as askSolver } from '../solver/solver.js';
import { markHints } from './keys.js';
import { GameState } from './state.js';
import { goTo, newPosition, playMove, replay, undoneTo } from './moves.js';
import { bringFeedback, judge, practiceEnd, practiceScore, showPractice } from './practice.js';
import { refusalText } from './why.js';
import { drawBoard } from './draw.js';

/** The computer's reply waits this long, so that a person sees the move before it. */
const COMPUTER_DELAY_MS = 350;
/** Past this, a search under way shows a Stop button. */
const STOP_SHOWN_AFTER_MS = 300;

/** Draws the board, then goes on: practice's verdict and the end of the game, the analysis to ask for, the computer's move. */
function render(s) {
  if (!s.alive) return;
  try {
    clearTimeout(s.timer);
    clearTimeout(s.slow);
    const { state, analysis, won, failed } = drawBoard(s);
    if (analysis) settle(s, state, analysis, won);
    bringFeedback(s);
    changed(s);
    const asked = s.watching.show(s.stopped === state ? null : state, s.states);
    if (!analysis && !failed) ask(s, state, asked);
    else if (analysis && won === null && s.computerMoves) s.timer = setTimeout(() => computerMove(s), COMPUTER_DELAY_MS);
  } catch (error) {
    s.showError(error);
  }
}

/** The practice feedback and the end of the game, once the position a move left is known. */
function settle(s, state, analysis, won) {
  const { pending } = s;
  if (!pending || pending.after !== state) return;
  s.pending = null;
  if (pending.judged) judge(s, pending, analysis);
  if (won !== null) {
    practiceEnd(s);
    s.announce(s.verdictText(won));
    s.hooks.onGameOver?.({ state, winner: won, ...(s.practice ? { score: practiceScore(s) } : {}) });
  }
}

// onChange when what the playground keeps in its URL has changed, not on every drawing.
function changed(s) {
  const now = [s.start, s.moves.length, s.opponent, s.skill, s.starts, s.hints, s.practice, s.reveal, s.lang];
  if (now.every((value, i) => value === s.kept[i])) return;
  s.kept = now;
  s.hooks.onChange?.(s.session);
}

// The analysis of the position on the board; an answer for a position no
// longer there is dropped. One that fails refuses the position.
function ask(s, state, asked) {
  if (s.stopped === state) return;
  s.slow = setTimeout(() => s.current === state && showThinking(s), STOP_SHOWN_AFTER_MS);
  if (s.asking === state) return;
  s.asking = state;
  const here = () => s.alive && s.current === state;
  const done = () => {
    if (s.asking === state) s.asking = null;
  };
  asked.then(() => {
    done();
    if (here()) render(s);
  }, (error) => {
    done();
    // Dropped: this board let go of it (Stop, or gone).
    if (!here() || error.cancelled) return;
    clearTimeout(s.slow);
    s.failure = { state, error };
    s.unknown.add(moveKey(state));
    loadErrorWords(s.t).then(() => {
      if (!here()) return;
      s.announce(refusalText(error, state, s.t));
      render(s);
    });
  });
}

/** Plays `move` and draws the board (a move the solver refuses is said in #status). */
function play(s, move, judged) {
  try {
    const player = playMove(s, move, judged);
    render(s);
    s.hooks.onMove?.({ state: s.current, move, player });
  } catch (error) {
    s.showError(error);
  }
}

function humanMove(s, move) {
  const analysis = known(s.current);
  if (!s.alive || s.computerMoves || !analysis || analysis.over) return;
  play(s, move, true);
}

// The computer's reply is in the analysis: best_move, or for the opponent
// that lets you win best_move with {aim: 'lose'}. Below perfect play it is
// asked of the solver apart: best_move with {skill, seed} (docs/GAMES.md,
// "A computer of any strength"), perfect play's move if that fails.
function computerMove(s) {
  if (!s.computerMoves) return;
  const analysis = known(s.current);
  if (s.opponent === 'computer' && s.skill < 1 && analysis && !analysis.over) {
    const state = s.current;
    const reply = (move) => {
      if (s.alive && s.current === state && s.computerMoves && move) play(s, move, false);
    };
    askSolver('best_move', [state, { skill: s.skill, seed: s.seed }]).promise
      .then((result) => reply(result?.move), (error) => !error.cancelled && reply(analysis.best?.move));
    return;
  }
  const reply = s.opponent === 'lose' ? analysis?.lose : analysis?.best;
  if (reply) play(s, reply.move, false);
  else s.part('status').textContent = s.t('computerNoMove');
}

/** A search under way (the computer's, or the analysis the person waits for), with a Stop button. */
function showThinking(s) {
  const { t } = s;
  const stop = h('button', { type: 'button', class: 'stop', onclick: s.actions.stop }, t('stop'));
  const turn = s.computerMoves ? [] : [s.turnText(s.mover), ' '];
  s.part('status').replaceChildren(...turn, h('span', { class: 'thinking' }, t(s.computerMoves ? 'thinking' : 'analysing')), ' ', stop);
}

/** Stop: the position stays as it is, unanalysed, until the person acts. */
function stopSearch(s) {
  s.stopped = s.current;
  clearTimeout(s.timer);
  s.watching.stop();
  s.part('status').textContent = s.stoppedText;
  s.announce(s.stoppedText);
  render(s);
}

/** The game taken back (or forward, along the moves undone) to the position after `ply` moves. */
function jump(s, ply) {
  if (goTo(s, ply)) render(s);
}

// Practice's "try it": back to the position before the person's move `index`, and `move` played there instead.
function tryInstead(s, index, move) {
  jump(s, index);
  const before = s.current;
  analyse(before).then(() => {
    if (s.alive && s.current === before) humanMove(s, move);
  }, () => {});
}

// A change waits for what it needs; changes asked for meanwhile join it
// (a new game, then a new language: both), and only the latest is drawn.
function change(s, asked) {
  const target = { ...s.wanted, ...asked };
  s.wanted = target;
  const board = target.position ?? s.start;
  const lang = target.lang ?? s.lang;
  const apply = (view) => {
    if (s.wanted !== target) return;
    s.wanted = null;
    s.view = view;
    s.lang = lang;
    s.t = translator(lang);
    if (target.position) {
      const options = target.options ?? {};
      s.start = target.position;
      s.opponent = options.opponent ?? s.opponent;
      s.skill = options.skill ?? s.skill;
      s.starts = options.starts ?? s.starts;
      s.practice = options.practice ?? s.practice;
      s.undone = [];
      s.marks = [];
      s.mistakes = [];
      s.failure = null;
      s.replayed = replay(s, options.moves ?? []).then((sliced) => sliced && render(s));
      newPosition(s);
      showPractice(s, []);
    }
    render(s);
    // A refused position is said again in the new language's words for errors.
    if (s.failure) loadErrorWords(s.t).then(() => render(s));
  };
  const ready = loadedGame(board, lang);
  if (ready) {
    apply(ready);
    return Promise.resolve();
  }
  return loadGame(board, lang).then(apply, (error) => {
    if (s.wanted === target) s.wanted = null;
    throw error;
  });
}

/**
 * Starts a game in `root`. Sides are numbered as the person sees them: side 0
 * is you (player 1 when two people play), side 1 the computer (player 2).
 * `starts` is the side that moves first in `start`. What a board of
 * `start.game` in `lang` needs must have loaded (loadGame of games/index.js):
 * the board is drawn before this returns.
 *
 * Options: opponent ('computer' | 'human' | 'lose'), skill (of the
 * computer, from 0 to 1: perfect play, the default), starts, hints, practice
 * (say after each of the person's moves whether it kept the win), reveal (the
 * winning move of the current position is shown; pressing #reveal sets it,
 * any new position clears it). The session has them as getters, with
 * setHints, setPractice, setReveal.
 *
 * A position is played only once its analysis has come: until then the board
 * is drawn but not playable. A position whose analysis fails is refused on
 * the board (`data-refused`, with the reason), the start as any later one.
 *
 * `watcher` (solver/analyses.js): what holds the analyses of the board's
 * positions, its owner's to let go of (the element's); without one the
 * session has its own, let go of by `stop()`.
 *
 * Callbacks: onChange(session) when the start, the moves or an option
 * changed (the playground writes the URL), onMove({state, move, player})
 * after each move, with the state it leaves, onGameOver({state, winner}) when
 * a move ends the game.
 */
export function startGame(root, {
  api, lang, start, moves = [], opponent = 'computer', skill = 1, starts = 0, hints = false, practice = false, reveal = false,
  watcher: given, onChange, onMove, onGameOver,
}) {
  const view = loadedGame(start, lang);
  if (!view) throw new Error(`startGame: ${start.game} in ${lang} has not loaded (loadGame)`);
  const s = new GameState(root, {
    api, lang, start, view, opponent, skill, starts, hints, practice, reveal,
    watching: given ?? watcher(),
    hooks: { onChange, onMove, onGameOver },
    actions: {
      move: (move) => humanMove(s, move),
      goTo: (ply) => jump(s, ply),
      tryInstead: (index, move) => tryInstead(s, index, move),
      moveSecond: () => session.newGame(s.start, { starts: 1 }),
      moveFirst: () => session.newGame(s.start, { starts: 0 }),
      stop: () => stopSearch(s),
      ask: () => {
        s.asked = true;
        render(s);
        // The answer just shown is where the reader looks next.
        s.part('why')?.querySelector('.position')?.focus();
      },
    },
  });
  // A drawing may redraw itself (a paged board): the marks and the tab stop follow.
  new MutationObserver(() => {
    markHints(s.part('view'), s.t);
    s.keys.drawn(s.keys.held());
  }).observe(s.part('view'), { childList: true });

  const session = {
    /** The position the game started from, and the moves since. */
    get start() { return s.start; },
    /** Resolves when the moves given to replay are on the board (at once for a few). */
    get replayed() { return s.replayed; },
    get moves() { return s.moves; },
    get opponent() { return s.opponent; },
    get skill() { return s.skill; },
    get starts() { return s.starts; },
    get hints() { return s.hints; },
    get practice() { return s.practice; },
    get reveal() { return s.reveal; },
    get lang() { return s.lang; },
    /** The practice score of this game, as `gameover` gives it (practice.js). */
    get score() { return practiceScore(s); },
    /** The position now, and the side to move in it. */
    current: () => s.current,
    mover: () => s.mover,
    announce: (text) => s.announce(text),
    /**
     * A new game from `position`; `opponent`, `starts` and `practice` keep
     * their values unless given (and `moves` to replay). Starts before this returns when the game's drawing and
     * strings have loaded, else once they have (the promise).
     */
    newGame(position, options = {}) {
      return change(s, { position, options });
    },
    setHints(on) {
      s.hints = on;
      const box = s.part('hints');
      if (box) box.checked = on;
      render(s);
    },
    setPractice(on) {
      s.practice = on;
      if (!on) showPractice(s, []);
      render(s);
    },
    /** Shows (or hides) the winning move of the current position. */
    setReveal(on) {
      s.reveal = on;
      render(s);
    },
    /** Redraws in `lang`, once its strings have loaded, keeping the moves. */
    setLanguage(lang) {
      return change(s, { lang });
    },
    undo: () => jump(s, undoneTo(s)),
    redo: () => {
      if (s.undone.length) jump(s, s.moves.length + 1);
    },
    /** Takes the game back (or forward, along the moves undone) to the position after `ply` moves. */
    goTo: (ply) => jump(s, ply),
    restart: () => session.newGame(s.start),
    /** Stops the computer's pending reply (the board is going away). */
    stop: () => {
      clearTimeout(s.timer);
      clearTimeout(s.slow);
      s.alive = false;
      s.wanted = null;
      if (!given) s.watching.release();
    },
    /** Draws everything again, the board too. */
    render() {
      s.drawn = null;
      render(s);
    },
  };
  s.session = session;

  s.part('undo')?.addEventListener('click', session.undo);
  s.part('redo')?.addEventListener('click', session.redo);
  s.part('restart')?.addEventListener('click', session.restart);
  s.part('hints')?.addEventListener('change', () => session.setHints(s.part('hints').checked));
  s.part('reveal')?.addEventListener('click', () => {
    session.setReveal(true);
    // The move just shown is where the reader looks next.
    s.part('why')?.querySelector('[data-move]')?.focus();
  });

  s.replayed = replay(s, moves).then((sliced) => sliced && render(s));
  render(s);
  return session;
}
