// The state of one game being played, one small object shared by the board's
// modules (session.js makes it; moves.js, practice.js, story.js, why.js and
// draw.js read and change it): the start, the moves and those undone, the
// options, what is known of each position, and who is who. Sides are
// numbered as the person sees them: side 0 is you (player 1 when two people
// play), side 1 the computer (player 2).
import { h } from '../page/dom.js';
import { errorText, loadErrorWords, translator } from '../strings/index.js';
import { boardKeys } from './keys.js';

/** Announcements kept in the live region. */
const ANNOUNCED = 5;

export class GameState {
  /**
   * A game drawn into `root` (its parts found by id), from `start` with
   * `view` (its drawing); `watching` holds the analyses of its positions
   * (solver/analyses.js). `actions` are what the person can do on the board,
   * which session.js provides and the board's controls call: move(move),
   * goTo(ply), tryInstead(index, move), moveSecond(), moveFirst(), stop(), ask(). `hooks` are the
   * session's callbacks (onChange, onMove, onGameOver).
   */
  constructor(root, { api, lang, start, view, opponent, skill, starts, hints, practice, reveal, watching, actions, hooks }) {
    Object.assign(this, {
      root, api, lang, start, view, opponent, skill, starts, hints, practice, reveal, watching, actions, hooks,
      // The seed of a computer below perfect play: one a game, so that its choices vary from game to game.
      seed: Math.floor(Math.random() * 2 ** 32),
      t: translator(lang),
      states: [start], moves: [], undone: [],
      // A link's moves being replayed, a slice a task (moves.js): nothing is played meanwhile.
      replaying: false, replays: 0,
      // Hints off: whether the reader asked who wins the position on the board (why.js).
      asked: false,
      // Per move of the person in practice: whether it kept the win.
      marks: [],
      // Practice's mistakes, taken back or not: {ply, from (the position's moveKey), move, better} (practice.js).
      mistakes: [],
      // {outcome, remoteness} of each position reached, by moveKey; the keys whose analysis failed.
      values: new Map(), unknown: new Set(), filling: null,
      // The analysis that failed, {state, error}: that position is refused.
      failure: null,
      // The person's move that #practice speaks of, by index; whether it is still to be brought into view (practice.js).
      judged: -1, feedbackDue: false,
      timer: null, slow: null, stopped: null, alive: true, asking: null,
      // What the board was last drawn from.
      drawn: null,
      // The move whose consequences (practice feedback, game over) wait for the analysis.
      pending: null,
      // A new game or language asked for, drawn once what it needs has loaded (session.js).
      wanted: null,
      // What the playground keeps in its URL, as onChange last told it.
      kept: [],
    });
    this.keys = boardKeys(this.part('view'));
  }

  /** The board's part of id `id`, or null where the page has none. */
  part(id) {
    return this.root.querySelector(`#${id}`);
  }

  /** The position now. */
  get current() {
    return this.states.at(-1);
  }

  sideAt(ply) {
    return (this.starts + ply) % 2;
  }

  /** The side to move now. */
  get mover() {
    return this.sideAt(this.moves.length);
  }

  /** Whether it is the computer's turn. */
  get computerMoves() {
    return this.opponent !== 'human' && this.mover === 1 && !this.replaying;
  }

  // Odd-even is not impartial: the state's toMove names the game's player
  // (0 or 1) to move. Whoever moves first in the start position is side
  // `starts`, so game player p is this side:
  sideOf(player) {
    return player === (this.start.toMove ?? 0) ? this.starts : 1 - this.starts;
  }

  /** The words for `side`: by the player's number when two people play, else for you or for the computer. */
  #bySide(side, [people, you, computer], values = {}) {
    if (this.opponent === 'human') return this.t(people, { ...values, player: side + 1 });
    return this.t(side === 0 ? you : computer, values);
  }

  /** The game's player `player` (odd-even's toMove) as the board names it. */
  playerName(player) {
    return this.#bySide(this.sideOf(player), ['playerN', 'you', 'computer']);
  }

  /** Side 0 or 1 as a sentence names it: you, the computer, player 1 or 2. */
  nameOf(side) {
    return this.#bySide(side, ['playerN', 'you', 'theComputer']);
  }

  turnText(side) {
    return this.#bySide(side, ['playerTurn', 'yourTurn', 'thinking']);
  }

  verdictText(won) {
    return this.#bySide(won, ['playerWins', 'youWin', 'computerWins']);
  }

  movedText(side, move) {
    return this.#bySide(side, ['playerMoved', 'youMoved', 'computerMoved'], { move });
  }

  /** What a Stop left: the computer's search, or the analysis of the person's position. */
  get stoppedText() {
    return this.t(this.computerMoves ? 'stopped' : 'stoppedAnalysing');
  }

  describe(move, state) {
    return this.view.describe(move, this.t, state);
  }

  /** The side that won, once the analysis says the game is over; else null. */
  winner(analysis) {
    if (!analysis?.over) return null;
    const answer = analysis.classification;
    // Odd-even ends on parities, not on who moved last: classify names the winner.
    if (answer.winner !== undefined) return this.sideOf(answer.winner);
    return answer.outcome === 'N' ? this.mover : 1 - this.mover;
  }

  /** Announcements queue up in the live region, so each is heard, in order. */
  announce(text) {
    const region = this.part('announce');
    if (!region) return;
    region.append(h('p', {}, text));
    while (region.childElementCount > ANNOUNCED) region.firstElementChild.remove();
  }

  // An error is said once its words have loaded (strings/<lang>/errors.js, with the first error).
  showError(error) {
    loadErrorWords(this.t).then(() => {
      const text = errorText(error, this.t);
      this.part('status').textContent = text;
      this.announce(text);
    });
  }
}
