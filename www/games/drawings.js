// The drawings loaded so far, by game id (games/index.js loads them, a game
// without a drawing of its own getting the generic one): what a sum draws
// each of its parts with (sum.js). Below both, so that the sum need not import
// the loader that loads it.
const drawings = new Map();

/** Keeps `view` as the drawing of `gameId`. */
export const keepDrawing = (gameId, view) => drawings.set(gameId, view);

/** The drawing of `gameId`, once loaded; else undefined. */
export const drawingOf = (gameId) => drawings.get(gameId);
