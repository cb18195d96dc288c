// The types of `import 'nimlab/element'` (www/nimlab-game.js): the
// <nimlab-game> element, its `position`, and its `move` and `gameover` events.
import type { Move, State } from './pkg/nimlab.js';

/** `detail` of the `move` event: the position the move leaves, the move, and who made it (0: the person or player 1; 1: the computer or player 2). */
export interface NimlabMoveDetail { state: State; move: Move; player: 0 | 1 }
/** A mistake of practice: `ply` moves had been played before it; `better` would have kept the win (or held out longest), null if none is known. */
export interface NimlabMistake { ply: number; move: Move; better: Move | null }
/** The practice score: the person's moves judged (a mistake taken back still counts), those that kept the win, and every mistake. */
export interface NimlabScore { moves: number; kept: number; mistakes: NimlabMistake[] }
/** `detail` of the `gameover` event: the final position and the winner (0 or 1, as in `move`); in practice, the score. */
export interface NimlabGameOverDetail { state: State; winner: 0 | 1; score?: NimlabScore }

/** `<nimlab-game state='…' lang opponent computer skill hints practice>`: one game to play on any page (`skill`: the computer's, from 0 to 1, perfect play by default). */
export declare class NimlabGame extends HTMLElement {
  static observedAttributes: string[];
  /** The position on the board now (null before the game starts). */
  readonly position: State | null;
  addEventListener(type: 'move', listener: (event: CustomEvent<NimlabMoveDetail>) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: 'gameover', listener: (event: CustomEvent<NimlabGameOverDetail>) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap { 'nimlab-game': NimlabGame }
}
