// What `think(fn, ...args)` may ask: answered in the Worker
// (worker.js), or by solver.js on the page's thread where the page
// forbids Workers. Add a request here and both answer it.
import { best_move, classify, moves, quotient, __nimlab_over } from './engine.js';
import { analyse } from './analysis.js';

export const requests = { best_move, classify, moves, quotient, over: __nimlab_over, analyse };
