// One game being played: the start position, the moves, the computer's
// replies, hints, the verdict, the board and its "Why" panel. It draws into
// whatever root it is given (the playground's document, or the shadow root of
// a <nimlab-game>), finding its parts there by id:
//   #status #view #verdict #history #explain #announce, and if present
//   #undo #redo #restart #hints (a checkbox) and #why (the Why panel).
import { h, moveKey } from './dom.js';
import { loadGame, loadedGame } from './games/index.js';
import { translator } from './strings.js';
import { think, stopThinking } from './solver.js';

const COMPUTER_DELAY_MS = 350;
/** The computer's search runs in a Worker; past this, a Stop button shows. */
const STOP_SHOWN_AFTER_MS = 300;

/**
 * Starts a game in `root`. Sides are numbered as the person sees them: side 0
 * is you (player 1 when two people play), side 1 the computer (player 2).
 * `starts` is the side that moves first in `start`. What a board of
 * `start.game` in `lang` needs must have loaded (loadGame of games/index.js):
 * the board is drawn before this returns.
 *
 * Callbacks: onChange(session) after every drawing (the playground writes the URL),
 * onMove({state, move, player}) after each move, with the state it leaves,
 * onGameOver({state, winner}) when a move ends the game.
 */
export function startGame(root, { api, lang, start, moves = [], opponent = 'computer', starts = 0, hints = false, onChange, onMove, onGameOver }) {
  const part = (id) => root.querySelector(`#${id}`);
  const view = loadedGame(start.game, lang);
  if (!view) throw new Error(`startGame: ${start.game} in ${lang} has not loaded (loadGame)`);
  const game = { lang, start, view, moves: [], undone: [], states: [], opponent, starts, hints, timer: null, thinking: null };
  let t = translator(lang);
  /** A new game or language asked for, drawn once what it needs has loaded. */
  let wanted = null;

  // Replays the moves from the start; a move that no longer applies ends the replay.
  function replay(list) {
    game.thinking = null; // a search under way answers a position no longer on the board
    game.states = [game.start];
    game.moves = [];
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
  const mover = () => (game.starts + game.moves.length) % 2;
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

  function who(side) {
    if (game.opponent === 'human') return t('playerTurn', { player: side + 1 });
    return side === 0 ? t('yourTurn') : t('thinking');
  }

  function announce(text) {
    part('announce').textContent = text;
  }

  function describe(move, state) {
    return game.view.describe(move, t, state);
  }

  function winner() {
    const state = current();
    if (api.best_move(state) !== null) return null;
    const answer = api.classify(state);
    // Odd-even ends on parities, not on who moved last: classify names the winner.
    if (answer.winner !== undefined) return sideOf(answer.winner);
    return answer.outcome === 'N' ? mover() : 1 - mover();
  }

  function verdictText(won) {
    if (game.opponent === 'human') return t('playerWins', { player: won + 1 });
    return won === 0 ? t('youWin') : t('computerWins');
  }

  function render() {
    clearTimeout(game.timer);
    const state = current();
    const { view } = game;
    const board = part('view');
    let answer = null;
    let legal = null;
    try {
      answer = api.classify(state);
      legal = api.moves(state);
    } catch (error) {
      if (error.code !== 'too-large') {
        part('status').textContent = t('error', { error: error.message });
        return;
      }
    }
    // A keyboard user who was on the board stays on it after the redraw.
    const focused = board.contains(board.getRootNode().activeElement);
    const won = winner();
    const hinted = game.hints && legal ? new Map(legal.map((r) => [moveKey(r.move), r])) : null;
    view.render(board, {
      state,
      hints: hinted,
      legal,
      disabled: won !== null || computerMoves(),
      t,
      playerName,
      onMove: (move) => humanMove(move),
    });
    if (focused) {
      board.tabIndex = -1;
      (board.querySelector('button:not([disabled]), input:not([disabled])') ?? board).focus();
    }
    part('status').textContent = won === null ? who(mover()) : '';
    const verdict = part('verdict');
    verdict.hidden = won === null;
    if (won !== null) {
      verdict.textContent = verdictText(won);
      verdict.dataset.winner = String(won);
    }
    renderWhy(answer, state, view);
    renderHistory();
    const undo = part('undo');
    const redo = part('redo');
    if (undo) undo.disabled = game.moves.length === 0;
    if (redo) redo.disabled = game.undone.length === 0;
    onChange?.(session);
    if (won === null && computerMoves()) {
      if (game.thinking) showThinking();
      else game.timer = setTimeout(computerMove, COMPUTER_DELAY_MS);
    }
  }

  function showThinking() {
    const stop = h('button', { type: 'button', class: 'stop', onclick: stopComputer }, t('stop'));
    part('status').replaceChildren(h('span', { class: 'thinking' }, t('thinking')), ' ', stop);
  }

  function stopComputer() {
    game.thinking = null;
    stopThinking();
    part('status').textContent = t('stopped');
    announce(t('stopped'));
  }

  function renderWhy(answer, state, view) {
    const why = part('why');
    if (why?.hidden) return;
    const parts = [];
    if (answer) {
      if (game.hints) {
        parts.push(h('p', { class: `position position-${answer.outcome}` }, t(answer.outcome === 'P' ? 'positionP' : 'positionN')));
        if (answer.remoteness !== undefined) parts.push(h('p', {}, t('remoteness', { n: answer.remoteness })));
        const best = api.best_move(state);
        if (best) parts.push(h('p', { class: 'best' }, t('bestMove', { move: describe(best.move, state) })));
        parts.push(h('p', { class: 'small' }, t('hintLegend')));
      }
      parts.push(...view.explain(answer, state, t));
    }
    part('explain').replaceChildren(...parts);
  }

  function renderHistory() {
    const items = game.moves.map((move, i) => h('li', {}, label((game.starts + i) % 2, describe(move, game.states[i]))));
    part('history').replaceChildren(...items);
  }

  function label(side, move) {
    if (game.opponent === 'human') return t('playerMoved', { player: side + 1, move });
    return side === 0 ? t('youMoved', { move }) : t('computerMoved', { move });
  }

  function apply(move) {
    const before = current();
    const after = api.play(before, move);
    const side = mover();
    game.states.push(after);
    game.moves.push(move);
    game.undone = [];
    announce(label(side, describe(move, before)));
    render();
    onMove?.({ state: after, move, player: side });
    const won = winner();
    if (won !== null) {
      announce(verdictText(won));
      onGameOver?.({ state: after, winner: won });
    }
  }

  function humanMove(move) {
    if (computerMoves() || winner() !== null) return;
    try {
      apply(move);
    } catch (error) {
      part('status').textContent = t('error', { error: error.message });
    }
  }

  // The computer's reply comes from the Worker, so the page never waits on a
  // search; a reply to a position that has since changed is dropped.
  async function computerMove() {
    const state = current();
    const asking = {};
    game.thinking = asking;
    const slow = setTimeout(() => game.thinking === asking && showThinking(), STOP_SHOWN_AFTER_MS);
    try {
      let move = null;
      if (game.opponent === 'lose') {
        // 003: play to lose on purpose: leave the other side a winning (N) position.
        const options = await think('moves', state);
        move = (options.find((r) => r.outcome === 'N') ?? options[0])?.move ?? null;
      } else {
        move = (await think('best_move', state))?.move ?? null;
      }
      if (game.thinking !== asking) return;
      game.thinking = null;
      if (move !== null) apply(move);
    } catch (error) {
      if (game.thinking !== asking) return;
      game.thinking = null;
      // Another board on the page stopped the shared Worker: ask again.
      if (error.cancelled) computerMove();
      else part('status').textContent = t('error', { error: error.message });
    } finally {
      clearTimeout(slow);
    }
  }

  function undo() {
    // Against the computer, undo takes back the computer's reply as well.
    const steps = game.opponent !== 'human' && game.moves.length >= 2 && mover() === 0 ? 2 : 1;
    const kept = game.moves.slice(0, game.moves.length - steps);
    game.undone = [...game.moves.slice(kept.length), ...game.undone];
    replay(kept);
    render();
  }

  function redo() {
    const next = game.undone.shift();
    if (!next) return;
    const rest = game.undone;
    replay([...game.moves, next]);
    game.undone = rest;
    render();
  }

  // A change waits for what it needs; changes asked for meanwhile join it
  // (a new game, then a new language: both), and only the latest is drawn.
  function change(asked) {
    const target = { ...wanted, ...asked };
    wanted = target;
    const gameId = (target.position ?? game.start).game;
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
        game.undone = [];
        replay(options.moves ?? []);
      }
      render();
    };
    const ready = loadedGame(gameId, lang);
    if (ready) {
      apply(ready);
      return Promise.resolve();
    }
    return loadGame(gameId, lang).then(apply, (error) => {
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
    get lang() { return game.lang; },
    /** The position now, and the side to move in it. */
    current,
    mover,
    announce,
    /**
     * A new game from `position`; `opponent` and `starts` keep their values
     * unless given. Starts before this returns when the game's drawing and
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
    /** Redraws in `lang`, once its strings have loaded, keeping the moves. */
    setLanguage(lang) {
      return change({ lang });
    },
    undo,
    redo,
    restart: () => session.newGame(game.start),
    /** Stops the computer's pending reply (the board is going away). */
    stop: () => {
      clearTimeout(game.timer);
      game.thinking = null;
      wanted = null;
    },
    render,
  };

  part('undo')?.addEventListener('click', undo);
  part('redo')?.addEventListener('click', redo);
  part('restart')?.addEventListener('click', session.restart);
  part('hints')?.addEventListener('change', () => session.setHints(part('hints').checked));

  replay(moves);
  render();
  return session;
}
