/** A count: a safe-integer number, a BigInt, or a decimal string, from 0 to 2^64 − 1. */
export type Count = number | bigint | string;
/** A count as nimlab returns it: a number up to 2^53 − 1, a BigInt above. */
export type CountOut = number | bigint;

export interface NimState { game: "nim"; heaps: Count[]; misere?: boolean }
export interface WythoffState { game: "wythoff"; heaps: [Count, Count]; misere?: boolean }
export interface SubtractionState { game: "subtraction"; pile: Count; max: Count; misere?: boolean }
export interface OddEvenState {
  game: "odd-even";
  variant: "odd-wins" | "odd-vs-even";
  pile: Count;
  max: Count;
  holdings: [Count, Count];
  toMove: 0 | 1;
}
export interface FibonacciNimState { game: "fibonacci-nim"; pile: Count; multiplier?: Count; lastTake?: Count }
export interface OneDieState { game: "dice"; pile: Count; top: 1 | 2 | 3 | 4 | 5 | 6 }
export interface TwoDiceState {
  game: "dice";
  pile: Count;
  top: [1 | 2 | 3 | 4 | 5 | 6, 1 | 2 | 3 | 4 | 5 | 6];
  rule: "both" | "one" | "sum";
}
export type DiceState = OneDieState | TwoDiceState;
export interface KaylesState { game: "kayles"; rows: Count[]; misere?: boolean }
/** A take-and-break game in Guy's code (`"0.77"`), or a subtraction set in its place. */
export type OctalState =
  | { game: "octal"; code: string; heaps: Count[]; misere?: boolean }
  | { game: "octal"; subtract: Count[]; heaps: Count[]; misere?: boolean };
export interface GrundyState { game: "grundy"; heaps: Count[]; misere?: boolean }
/** A part of a sum: a state of any game whose positions have a nimber; its own `misere` absent or false. */
export type SumPart = Exclude<State, OddEvenState | SumState>;
/** The disjunctive sum of its parts, kept in the order given; a move is a move in exactly one part. */
export interface SumState { game: "sum"; parts: SumPart[]; misere?: boolean }

/** A position of any game, told apart by `game`. */
export type State =
  | NimState
  | WythoffState
  | SubtractionState
  | OddEvenState
  | FibonacciNimState
  | DiceState
  | KaylesState
  | OctalState
  | GrundyState
  | SumState;

export interface NimMove { heap: number; take: Count }
export interface WythoffMove { take: [Count, Count] }
export interface TakeMove { take: Count }
export interface OneDieMove { face: 1 | 2 | 3 | 4 | 5 | 6 }
export interface TwoDiceMove { faces: [1 | 2 | 3 | 4 | 5 | 6 | null, 1 | 2 | 3 | 4 | 5 | 6 | null] }
export interface KaylesMove { row: number; start: Count; take: 1 | 2 }
/** Take `take` from heap `heap` and leave the heaps `leave` (none, one, or two non-empty). */
export interface OctalMove { heap: number; take: Count; leave: Count[] }
export interface GrundyMove { heap: number; split: [Count, Count] }
/** A move of a sum: `move`, a move of part `part`. */
export interface SumMove { part: number; move: Move }
/** A move of any game; `play` checks it against the state. */
export type Move = NimMove | WythoffMove | TakeMove | OneDieMove | TwoDiceMove | KaylesMove | OctalMove | GrundyMove | SumMove;

/** G(0..n) of one heap, and the period they prove (Guy and Smith's theorem), else `null`. */
export interface Nimbers {
  values: Uint32Array;
  period: { start: number; length: number; checkedTo: number } | null;
}

/** A heap game's rule for `quotient`: as for `nimbers`, `misere` allowed (a quotient is misère by nature). */
export type QuotientRule =
  | { game: "octal"; code: string; misere?: boolean }
  | { game: "octal"; subtract: Count[]; misere?: boolean }
  | { game: "grundy"; misere?: boolean }
  | { game: "kayles"; misere?: boolean }
  | { game: "subtraction"; max: Count; misere?: boolean };

/**
 * The misère quotient Q_n (Plambeck and Siegel): the positions whose heaps
 * are all ≤ n, two being equal when no misère sum tells them apart.
 * Elements are numbered by their normal forms, 0 the identity.
 */
export interface Quotient {
  /** |Q_n|. */
  order: number;
  /** The size of the P-portion. */
  pSize: number;
  /** The element of one heap of 0..n. */
  phi: Uint32Array;
  /** The P-elements, in increasing order. */
  pPortion: number[];
  /** Generators and relations, `⟨a, b, c | a² = 1, b³ = b, …⟩`. */
  presentation: string;
  /** `table[x * order + y]` = x·y, when `order` ≤ 1024. */
  table: Uint32Array | null;
  /** When the misère periodicity theorem proves Φ periodic (then every heap size is answered). */
  period: { start: number; length: number; checkedTo: number } | null;
  /** Each element's normal form (`"1"`, `"a"`, `"ab²"`). */
  elements: string[];
  /** The heap each generator (a, b, …) is the element of. */
  generators: number[];
  /** The largest heap worked out (past n when a period was proved on the way). */
  knownTo: number;
}

/** N: the player to move wins with perfect play; P: the player to move loses. */
export type Outcome = "N" | "P";

export interface Classification {
  outcome: Outcome;
  /** Sprague–Grundy value, for normal-play impartial games. */
  nimber?: CountOut;
  /** Moves to the end when the winner hurries and the loser delays, where exactly computable. */
  remoteness?: number;
  /** What a teacher would put on the board; its fields depend on the game. */
  explanation: Record<string, unknown>;
  /** Odd-even: who wins with perfect play (0: the first player or the Odd side). */
  winner?: 0 | 1;
  /** Odd-even: the players the position (a, b, r) is safe for, in the article's terms. */
  safeFor?: (0 | 1)[];
  /** Odd-even: "common" (safe for both: whoever moves next loses), "absolute" (safe for one side), or "neither". */
  category?: "common" | "absolute" | "neither";
}

export interface MoveResult {
  move: Move;
  /** The state the move leaves for the opponent. */
  state: State;
  /** The outcome of that state, for the opponent who moves next. */
  outcome: Outcome;
  remoteness?: number;
}

export interface GameParameter {
  name: string;
  type: "count" | "counts" | "boolean" | "choice" | "face or faces" | "code" | "states";
  default: unknown;
  min?: CountOut;
  max?: CountOut;
  choices?: string[];
}

/** A name in the page's three languages. */
export interface Names { en: string; "zh-Hant": string; "zh-Hans": string }

export interface GameInfo {
  id: State["game"];
  names: Names;
  parameters: GameParameter[];
  /** Named variants of the game (odd-even), with names in three languages. */
  variants?: { id: string; names: Names; sides?: [Names, Names] }[];
  example: State;
}

/**
 * The work and memory one call may use. Every call answers or throws
 * `too-large` within its budget; the default is about a second of one core
 * and 256 MB (docs/API.md). A field left out keeps the default.
 */
export interface Budget {
  /** Steps of work counted by the solver (not time): 400 000 000 by default. */
  work?: Count;
  /** Bytes of memory held at once, 268 435 456 (256 MB) by default, at most 4294967296. */
  memory?: Count;
}

/** The options of `classify`, `moves` and `nimbers`. */
export interface CallOptions { budget?: Budget }

/**
 * What `best_move` plays for: `"win"` (the default), or `"lose"`, `003`'s
 * 讓對方贏: leave the opponent an N-position whenever there is one, the
 * easiest (least remoteness where known).
 */
export interface BestMoveOptions extends CallOptions {
  aim?: "win" | "lose";
  /** From 0 (a move at random) to 1 (perfect play, the default): docs/GAMES.md, "A computer of any strength". */
  skill?: number;
  /** The same seed plays the same move in the same position (default 0). */
  seed?: number | bigint | string;
}

/** The error every export throws on bad input. */
export interface NimlabError extends Error {
  code: "bad-state" | "unknown-game" | "illegal-move" | "too-large";
}
