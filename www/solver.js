// Loads the wasm solver once, from next to this module, whoever asks first.
import init, * as nimlab from './pkg/nimlab.js';

let loading = null;

/** The API of shared/API.md, once the wasm is instantiated. */
export function loadSolver() {
  loading ??= init({ module_or_path: new URL('./pkg/nimlab_bg.wasm', import.meta.url) }).then(() => ({
    classify: nimlab.classify,
    best_move: nimlab.best_move,
    bestMove: nimlab.bestMove,
    moves: nimlab.moves,
    play: nimlab.play,
    games: nimlab.games,
    f: nimlab.f,
  }));
  return loading;
}
