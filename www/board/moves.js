// Moves and going back and forth: the positions from the start, a move
// played (the person's or the computer's), undo, redo and a jump to any
// position of the game (the value history's marks), the moves undone kept
// to redo. Each changes the state only; session.js draws the board after.
import { moveKey } from '../page/dom.js';
import { showPractice } from './practice.js';

/** Moves replayed in one task: a long list is replayed a slice a task, so that the page never waits on it. */
export const REPLAY_SLICE = 64;

/**
 * Replays `list` from the start; a move that no longer applies ends the
 * replay. A list longer than a slice is played a slice a task, into a game
 * of its own that takes the board's place once whole (`s.replaying` till
 * then: nothing is played meanwhile); a newer replay or game ends it. The
 * promise resolves when it is done (at once for a short list) to whether
 * the board must be drawn again.
 */
export async function replay(s, list) {
  const run = (s.replays = (s.replays ?? 0) + 1);
  s.states = [s.start];
  s.moves = [];
  s.pending = null;
  const states = [s.start];
  const moves = [];
  for (let i = 0; i < list.length; i++) {
    if (i > 0 && i % REPLAY_SLICE === 0) {
      s.replaying = true;
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (s.replays !== run || !s.alive) return false;
    }
    try {
      states.push(s.api.play(states.at(-1), list[i]));
      moves.push(list[i]);
    } catch {
      break;
    }
  }
  const sliced = s.replaying;
  s.states = states;
  s.moves = moves;
  s.replaying = false;
  return sliced;
}

/** A new position on the board: nothing revealed of it, no Stop in force. */
export function newPosition(s) {
  s.reveal = false;
  s.asked = false;
  s.stopped = null;
}

/** Plays `move` (the person's in practice is `judged` once its position is known); returns the side that moved. */
export function playMove(s, move, judged) {
  const before = s.current;
  const after = s.api.play(before, move);
  const side = s.mover;
  s.states.push(after);
  s.moves.push(move);
  // The move undone next played again (the computer's reply after a step
  // back, or the person's): the moves after it stay to redo, with practice's marks.
  const again = s.undone.length > 0 && moveKey(s.undone[0]) === moveKey(move);
  s.undone = again ? s.undone.slice(1) : [];
  if (!again) s.marks.length = Math.min(s.marks.length, s.moves.length - 1);
  s.reveal = false;
  s.asked = false;
  s.pending = { before, after, index: s.moves.length - 1, judged: judged && s.practice };
  s.announce(s.movedText(side, s.describe(move, before)));
  return side;
}

/** Takes the game back (or forward, along the moves undone) to the position after `ply` moves; false when there is none to go to. */
export function goTo(s, ply) {
  const all = [...s.moves, ...s.undone];
  if (ply === s.moves.length || ply < 0 || ply > all.length) return false;
  replay(s, all.slice(0, ply));
  s.undone = all.slice(s.moves.length);
  // Practice's words are about a move no longer on the board.
  if (s.judged >= ply) showPractice(s, []);
  newPosition(s);
  return true;
}

/** Where undo goes: against the computer, back past the computer's reply as well. */
export const undoneTo = (s) => s.moves.length - (s.opponent !== 'human' && s.moves.length >= 2 && s.mover === 0 ? 2 : 1);
