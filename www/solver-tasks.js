// What `think` (solver.js) asks for: run by the Worker, or on the page's
// thread where no Worker may start (the element loaded from a CDN).
import { best_move, moves } from './pkg/nimlab.js';

export const tasks = { best_move, moves };
