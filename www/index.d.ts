// The types of `import … from 'nimlab'` (www/index.js in a browser or a
// bundler, www/node.js in Node): the functions of API.md and the shapes
// they take and return, from the binding's own types (crates/wasm/types.d.ts).
export { classify, best_move, bestMove, moves, play, games, f, nimbers, quotient } from './pkg/nimlab.js';
export type {
  Count, CountOut, State, NimState, WythoffState, SubtractionState, OddEvenState, FibonacciNimState,
  DiceState, OneDieState, TwoDiceState, KaylesState, OctalState, GrundyState, SumState, SumPart, Move, NimMove, WythoffMove, TakeMove, OneDieMove,
  TwoDiceMove, KaylesMove, OctalMove, GrundyMove, SumMove, NimberRule, Nimbers, QuotientRule, Quotient, BestMoveOptions, Outcome, Classification, MoveResult, GameParameter, GameInfo, Names, NimlabError,
} from './pkg/nimlab.js';
