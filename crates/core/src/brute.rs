//! The correct slow default: a memoised search of the game tree under the
//! real rules. Every closed form in nimlab is tested against it.
//!
//! The search walks the tree with an explicit stack on the heap, not by
//! recursion: a legal position as deep as its budget (a pile of 20 000 taken
//! one at a time) costs heap, never the call stack, which in wasm is shared
//! with the JS engine and whose overflow would poison the instance.
//!
//! It knows a position only as a [`Node`] (its children, how it ends);
//! every game is one (`game.rs`), so the search sits below the games.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::budget;
use crate::error::{Error, ErrorKey, Result};

/// A position as the search sees it, behind one vtable: the search, its memo
/// and its hash table exist once in the wasm instead of once per game.
pub trait Node {
    /// The memo key: the game's type, then the bytes the canonical
    /// position's `Hash` writes, kept rather than hashed. Derived `Hash`
    /// prefixes every sequence with its length and every variant with its
    /// discriminant, so equal keys mean equal positions of the same game
    /// (one memo serves every game).
    fn key(&self) -> Vec<u8>;

    /// The positions one move away.
    fn children(&self) -> Result<Vec<Box<dyn Node>>>;

    /// See [`crate::game::Game::mover_wins_at_end`].
    fn mover_wins_at_end(&self) -> bool;

    /// See [`crate::game::Game::has_nimber`].
    fn has_nimber(&self) -> bool;

    /// What one child of this position costs the call's budget, its
    /// children being about its size: the steps to make it, key it and look
    /// it up, and the bytes it holds (see [`crate::game::Game::cost`]);
    /// `key` is this position's own.
    fn cost(&self, key: &[u8]) -> Cost;
}

/// Steps of the call's budget and bytes held (see [`crate::budget`]).
pub type Cost = (u64, u64);

/// Steps for one child besides its counts: its boxes, vectors and memo
/// lookup, measured as about 2.5 µs of wasm here (`scripts/bench-bounds.mjs`,
/// misère `0.07` on a heap of 60).
pub const CHILD_STEPS: u64 = 1000;

/// What a child costs when all one knows is the size of its key (`bytes`):
/// [`CHILD_STEPS`] and, for each 8-byte count, three times its bit length
/// (copied, sorted into the canonical form, n log n, and hashed); twice the
/// key's bytes held (the child as its game keeps it, and its key while it is
/// looked up).
pub fn key_cost(bytes: usize) -> Cost {
    let cells = bytes as u64 / 8 + 1;
    let bits = u64::from(u64::BITS - cells.leading_zeros());
    (
        CHILD_STEPS + 3 * cells * bits,
        FRAME_BYTES + 2 * bytes as u64,
    )
}

/// Who wins with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move wins (an unsafe position, 不安全殘局).
    N,
    /// The player to move loses (a safe position, 安全殘局: safe for whoever left it).
    P,
}

impl Outcome {
    /// `"N"` or `"P"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::N => "N",
            Outcome::P => "P",
        }
    }

    /// P if `lost`, else N.
    pub fn from_lost(lost: bool) -> Outcome {
        if lost {
            Outcome::P
        } else {
            Outcome::N
        }
    }
}

/// What the search knows of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solved {
    /// Who wins with perfect play.
    pub outcome: Outcome,
    /// Moves to the end when the winner hurries and the loser delays
    /// (Steinhaus): 0 at the end; an N-position is one more than its
    /// nearest P-child, a P-position one more than its farthest child.
    pub remoteness: u64,
    /// The mex of the children's values, for normal-play impartial games.
    pub nimber: Option<u64>,
}

impl Solved {
    /// Whether `self`, as the position left for the opponent, is a better
    /// move than `other`: a P-position before an N-position; among
    /// P-positions the nearest end (the winner hurries), among N-positions
    /// the farthest (the loser delays).
    pub fn better_than(&self, other: &Solved) -> bool {
        match (self.outcome, other.outcome) {
            (Outcome::P, Outcome::N) => true,
            (Outcome::N, Outcome::P) => false,
            (Outcome::P, _) => self.remoteness < other.remoteness,
            (Outcome::N, _) => self.remoteness > other.remoteness,
        }
    }
}

/// Bytes the memo counts for one solved position besides its key: the
/// hash table's slot (key header and [`Solved`]), its control byte and the
/// allocator's header of the key, rounded up.
const ENTRY_BYTES: usize = 64;

/// Bytes counted for an open position besides its key, and for each child
/// besides twice its key's: the boxes, vectors and allocator headers,
/// rounded up.
const FRAME_BYTES: u64 = 64;

/// The memo's bound: when the positions solved since the last rotation take
/// more than this many bytes (keys plus `ENTRY_BYTES` each), the older
/// generation is dropped at the start of the next question. The memo thus
/// holds at most two generations, 2 × 4 MB, plus what one question adds;
/// a question that adds more than two generations' worth keeps none of it
/// ([`Search::end`]).
pub const GENERATION_BYTES: usize = 4 << 20;

/// The memo's hasher: keys come from nimlab, not from an adversary, so a
/// multiply-rotate hash (as in rustc's FxHash) serves, and std's SipHash
/// with random keys (its thread-local and one-time set-up) stays out of the wasm.
type MemoHash = BuildHasherDefault<KeyHash>;

/// See [`MemoHash`].
#[derive(Default)]
struct KeyHash(u64);

impl Hasher for KeyHash {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            for (w, b) in word.iter_mut().zip(chunk) {
                *w = *b;
            }
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// Solved positions in two generations: lookups promote a position from the
/// older to the younger, so what recent questions used survives a rotation
/// and what nobody asked about for a generation is dropped.
#[derive(Default)]
pub(crate) struct Memo {
    young: HashMap<Vec<u8>, Solved, MemoHash>,
    old: HashMap<Vec<u8>, Solved, MemoHash>,
    young_bytes: usize,
}

impl Memo {
    pub(crate) fn get(&mut self, key: &[u8]) -> Option<Solved> {
        if let Some(solved) = self.young.get(key) {
            return Some(*solved);
        }
        let (key, solved) = self.old.remove_entry(key)?;
        self.insert(key, solved);
        Some(solved)
    }

    pub(crate) fn insert(&mut self, key: Vec<u8>, solved: Solved) {
        self.young_bytes += key.len() + ENTRY_BYTES;
        self.young.insert(key, solved);
    }

    pub(crate) fn rotate_when_full(&mut self) {
        if self.young_bytes > GENERATION_BYTES {
            self.old = std::mem::take(&mut self.young);
            self.young_bytes = 0;
        }
    }

    /// Drops the younger generation when one question filled it past two
    /// generations: what a call kept is bounded by the memo's own bound, not
    /// by the call's budget.
    pub(crate) fn trim(&mut self) {
        if self.young_bytes > 2 * GENERATION_BYTES {
            self.young = HashMap::default();
            self.young_bytes = 0;
        }
    }

    fn len(&self) -> usize {
        self.young.len() + self.old.len()
    }
}

/// A position being solved: its children, how many of them are solved, and
/// what they told so far.
struct Frame {
    key: Vec<u8>,
    children: Vec<Box<dyn Node>>,
    next: usize,
    nearest_p: Option<u64>,
    farthest: Option<u64>,
    values: Option<Vec<u64>>,
    mover_wins_at_end: bool,
    /// The bytes this frame holds of the call's budget.
    held: u64,
}

impl Frame {
    /// Takes in the next child's answer.
    fn absorb(&mut self, child: Solved) {
        if child.outcome == Outcome::P {
            self.nearest_p = Some(
                self.nearest_p
                    .map_or(child.remoteness, |r| r.min(child.remoteness)),
            );
        }
        self.farthest = Some(
            self.farthest
                .map_or(child.remoteness, |r| r.max(child.remoteness)),
        );
        if let Some(values) = &mut self.values {
            values.extend(child.nimber);
        }
        self.next += 1;
    }

    /// The answer once every child is solved.
    fn close(&self) -> Solved {
        let nimber = self.values.as_deref().map(mex);
        match (self.nearest_p, self.farthest) {
            (Some(r), _) => Solved {
                outcome: Outcome::N,
                remoteness: r + 1,
                nimber,
            },
            (None, Some(r)) => Solved {
                outcome: Outcome::P,
                remoteness: r + 1,
                nimber,
            },
            (None, None) => Solved {
                outcome: Outcome::from_lost(!self.mover_wins_at_end),
                remoteness: 0,
                nimber,
            },
        }
    }
}

/// A memo of solved positions, of any games, and the budget of the question
/// being answered. The API keeps one for the life of the wasm instance (see
/// [`Search::begin`]), so what one call learned answers the next.
pub struct Search {
    memo: Memo,
    budget: usize,
    opened: usize,
    moves_seen: usize,
}

/// Moves looked at per position of the budget: a search stops after
/// `budget` positions or `MOVES_PER_POSITION × budget` moves, whichever
/// comes first, so that positions with many moves stay cheap too.
pub const MOVES_PER_POSITION: usize = 8;

impl Search {
    /// A search that gives up with `too-large` after `budget` positions.
    pub fn new(budget: usize) -> Search {
        Search {
            memo: Memo::default(),
            budget,
            opened: 0,
            moves_seen: 0,
        }
    }

    /// Starts a new question with a fresh `budget`, keeping what earlier
    /// questions solved (the older generation dropped when the memo is past
    /// [`GENERATION_BYTES`]).
    pub fn begin(&mut self, budget: usize) {
        self.memo.rotate_when_full();
        self.budget = budget;
        self.opened = 0;
        self.moves_seen = 0;
    }

    /// Ends a question: the memo keeps at most about three generations
    /// (see [`GENERATION_BYTES`]) whatever the question added.
    pub fn end(&mut self) {
        self.memo.trim();
    }

    /// How many solved positions the memo holds.
    pub fn remembered(&self) -> usize {
        self.memo.len()
    }

    /// Solves `position` and everything below it, depth first on an explicit
    /// stack; the stack is never deeper than the positions the budget allows.
    /// Each position opened is charged to the call's [`budget`]: steps for
    /// the counts its children copy, sort and hash (estimated from its own
    /// key, its children being about its size), and the bytes its open frame
    /// and its memo entry hold.
    pub fn solve(&mut self, position: &dyn Node) -> Result<Solved> {
        let key = position.key();
        if let Some(solved) = self.memo.get(&key) {
            return Ok(solved);
        }
        let mut stack = Vec::new();
        let answer = self.solve_on(&mut stack, position, key);
        // Frames left open by a refusal give back what they held.
        budget::release(stack.iter().map(|f| f.held).sum());
        answer
    }

    fn solve_on(
        &mut self,
        stack: &mut Vec<Frame>,
        position: &dyn Node,
        key: Vec<u8>,
    ) -> Result<Solved> {
        stack.push(self.open(position, key)?);
        while let Some(top) = stack.last_mut() {
            if let Some(child) = top.children.get(top.next) {
                let key = child.key();
                if let Some(solved) = self.memo.get(&key) {
                    top.absorb(solved);
                } else {
                    let frame = self.open(child.as_ref(), key)?;
                    stack.push(frame);
                }
                continue;
            }
            let solved = top.close();
            let key = std::mem::take(&mut top.key);
            budget::release(top.held);
            stack.pop();
            budget::hold((key.len() + ENTRY_BYTES) as u64)?;
            self.memo.insert(key, solved);
            match stack.last_mut() {
                Some(parent) => parent.absorb(solved),
                None => return Ok(solved),
            }
        }
        // Unreachable: the loop returns when it closes the first frame.
        Err(Error::of(ErrorKey::SearchTooLarge).with("max", self.budget))
    }

    /// A frame for `position`, counted against the budget.
    fn open(&mut self, position: &dyn Node, key: Vec<u8>) -> Result<Frame> {
        if self.opened >= self.budget {
            return Err(Error::of(ErrorKey::SearchTooLarge).with("max", self.budget));
        }
        self.opened += 1;
        let children = position.children()?;
        let (count, (steps, bytes)) = (children.len() as u64, position.cost(&key));
        budget::charge(1 + count * steps)?;
        let held = FRAME_BYTES + key.len() as u64 + count * bytes;
        budget::hold(held)?;
        self.moves_seen += children.len();
        let move_budget = self.budget.saturating_mul(MOVES_PER_POSITION);
        if self.moves_seen > move_budget {
            budget::release(held);
            return Err(Error::of(ErrorKey::SearchTooManyMoves).with("max", move_budget));
        }
        Ok(Frame {
            key,
            children,
            next: 0,
            nearest_p: None,
            farthest: None,
            values: position.has_nimber().then(Vec::new),
            mover_wins_at_end: position.mover_wins_at_end(),
            held,
        })
    }
}

/// Solves one position with a generous budget (for tests and small states).
pub fn solve(position: &dyn Node) -> Result<Solved> {
    Search::new(5_000_000).solve(position)
}

/// The minimum excluded value: the least whole number not in `values`.
pub fn mex(values: &[u64]) -> u64 {
    let mut seen = vec![false; values.len() + 1];
    for &v in values {
        if let Some(slot) = usize::try_from(v).ok().and_then(|i| seen.get_mut(i)) {
            *slot = true;
        }
    }
    seen.iter().position(|s| !s).unwrap_or(values.len()) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_is_the_least_missing_value() {
        assert_eq!(mex(&[]), 0);
        assert_eq!(mex(&[0, 1, 3]), 2);
        assert_eq!(mex(&[1, 2]), 0);
        assert_eq!(mex(&[2, 0, 1, u64::MAX]), 3);
    }
}
