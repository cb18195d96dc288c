//! What every game provides: its rules ([`Game`]), and its public face
//! ([`Position`]): reading a state, the closed-form answer, the explanation.

use std::any::TypeId;
use std::fmt::Debug;
use std::hash::{Hash, Hasher};

pub use crate::brute::Outcome;
use crate::brute::{key_cost, Cost, Node, Search, Solved};
use crate::error::{too_many_moves, Error, ErrorKey, Result};
use crate::fields::Fields;
use crate::value::{int_text, Key, Value};

/// The most moves `moves()` lists; a position with more is `too-large`.
pub const MAX_MOVES: usize = 10_000;

/// The most counts `moves()` writes in all (moves × heaps or rows, each
/// move carrying the whole state it leaves); past it, `too-large`.
pub const MAX_CELLS: u64 = 2_000_000;

/// The rules of a game: the moves from a position, and who wins at the end.
///
/// A position carries everything that decides the game from here (whose turn
/// it is included, where that matters), so the default search in
/// [`crate::brute`] needs nothing else.
pub trait Game: Clone + Eq + Hash + Debug {
    /// A move, as the player states it.
    type Move: Clone + PartialEq + Debug;

    /// Every legal move and the position it leaves, in the order players
    /// would list them; `too-large` past [`MAX_MOVES`].
    fn moves(&self) -> Result<Vec<(Self::Move, Self)>>;

    /// Whether the player to move wins when there is no move left. `false`
    /// is normal play (a player who cannot move loses); misère games and
    /// games scored at the end say otherwise.
    fn mover_wins_at_end(&self) -> bool {
        false
    }

    /// Whether Sprague–Grundy values are defined: normal-play impartial games.
    fn has_nimber(&self) -> bool {
        false
    }

    /// The same position in a form that makes equal positions equal (rows
    /// sorted, say), used as the search's memo key.
    fn canonical(&self) -> Self {
        self.clone()
    }

    /// What one child of this position costs the exact search (see
    /// [`crate::brute::Node::cost`]): by default what its key's size says
    /// ([`crate::brute::key_cost`]); a game whose positions hold more than
    /// their keys show (a sum of boxed parts) says more.
    fn cost(&self, key: &[u8]) -> Cost {
        key_cost(key.len())
    }

    /// Whether the game is over: no legal move is left. A property of the
    /// position, read off it, never a search; by default whether `moves()`
    /// lists none (a position with more moves than it lists is not over).
    fn is_over(&self) -> bool {
        self.moves().is_ok_and(|moves| moves.is_empty())
    }
}

/// The answer for a position.
#[derive(Clone, Debug, PartialEq)]
pub struct Classification {
    /// Who wins with perfect play.
    pub outcome: Outcome,
    /// The Sprague–Grundy value, for normal-play impartial games.
    pub nimber: Option<u64>,
    /// Moves to the end when the winner hurries and the loser delays.
    pub remoteness: Option<u64>,
    /// What a teacher would put on the board, as data.
    pub explanation: Value,
    /// Game-specific fields (odd-even's `winner`, …).
    pub extras: Vec<(&'static str, Value)>,
}

impl Classification {
    /// An outcome with an explanation and nothing else.
    pub fn new(outcome: Outcome, explanation: Value) -> Classification {
        Classification {
            outcome,
            nimber: None,
            remoteness: None,
            explanation,
            extras: Vec::new(),
        }
    }

    /// The same answer with its `explanation`: `classify` is the verdict
    /// explained.
    pub(crate) fn explained(self, explanation: Value) -> Classification {
        Classification {
            explanation,
            ..self
        }
    }

    /// As the plain object of the API.
    pub fn into_value(self) -> Value {
        let mut entries: Vec<(Key, Value)> = vec![("outcome".into(), self.outcome.as_str().into())];
        if let Some(n) = self.nimber {
            entries.push(("nimber".into(), n.into()));
        }
        if let Some(r) = self.remoteness {
            entries.push(("remoteness".into(), r.into()));
        }
        entries.push(("explanation".into(), self.explanation));
        for (k, v) in self.extras {
            entries.push((k.into(), v));
        }
        Value::Map(entries)
    }
}

/// A game's public face: state and move shapes of `docs/API.md`, and the
/// closed-form solution that answers at any size.
pub trait Position: Game {
    /// The `game` field: `"nim"`, `"kayles"`, …
    const ID: &'static str;

    /// The entry of `games()`: names in three languages, parameters with
    /// defaults and limits, an example state.
    fn info() -> Value;

    /// Reads a state's fields (`game` already read); refuses anything else.
    fn read(fields: &mut Fields<'_>) -> Result<Self>;

    /// The state as the plain object of the API, `game` first.
    fn to_value(&self) -> Value;

    /// Reads a move for this position (its shape only; legality is `play`'s).
    fn read_move(&self, mv: &Value) -> Result<Self::Move>;

    /// A move as the plain object of the API.
    fn move_value(&self, mv: &Self::Move) -> Value;

    /// The position after `mv`; `illegal-move` if the rules forbid it.
    fn play(&self, mv: &Self::Move) -> Result<Self>;

    /// The closed form: outcome, nimber, explanation, at any size.
    fn classify(&self) -> Result<Classification>;

    /// `classify` with `explanation` left `Null`: the outcome, nimber and
    /// remoteness alone, for callers who want only who wins (and for every
    /// move `moves()` lists).
    fn verdict(&self) -> Result<Classification>;

    /// The closed-form strategy: a move to a P-position when there is one,
    /// else the move that delays longest as far as the theory knows (the
    /// smallest take, 以拖待變); `None` when the game is over.
    fn best_move(&self) -> Result<Option<Self::Move>>;

    /// Whether the whole game tree from here is small enough for the exact
    /// search ([`crate::brute`]) within [`crate::api::SEARCH_BUDGET`] positions,
    /// which then supplies remoteness and the delaying move.
    fn searchable(&self) -> bool {
        false
    }

    /// A few legal moves, found without listing every move, among which is
    /// a move to an N-position whenever the position has one: what
    /// `best_move(state, {aim: "lose"})` chooses from where `moves()` is
    /// `too-large`. By default every move. A game's own list rests on a
    /// fact that holds in every game: no P-position is a move away from
    /// another, so of two candidates one a move away from the other, at most
    /// one leaves P (the tests check the list over every small position).
    /// Listed as `moves()` lists, each with the position it leaves.
    fn giveaway_moves(&self) -> Result<Vec<(Self::Move, Self)>> {
        self.moves()
    }

    /// [`Position::verdict`] with the exact search the API's call already
    /// holds, for a game whose verdict may search (a sum with a part only
    /// the search answers); by default `verdict`.
    fn verdict_in(&self, _search: &mut Search) -> Result<Classification> {
        self.verdict()
    }

    /// [`Position::best_move`] with the API's search, as `verdict_in`.
    fn best_move_in(&self, _search: &mut Search) -> Result<Option<Self::Move>> {
        self.best_move()
    }

    /// A move to a position of nimber `v`, for `v` below the position's
    /// nimber (`verdict`'s, where the closed form knows it; one exists: the
    /// nimber is the mex of the options), found by
    /// the closed form without listing every move; `None` where the closed
    /// form has no such search, and the caller looks among `moves()`.
    fn move_to_nimber(&self, _v: u64) -> Result<Option<Self::Move>> {
        Ok(None)
    }

    /// Why the position has its nimber, as a sum's explanation writes it:
    /// `how` and its numbers (see `games::sum`); `None` for the mex of the
    /// options, which the sum works out itself.
    fn nimber_how(&self) -> Option<Value> {
        None
    }
}

/// A [`Hasher`] that records what it is fed.
struct KeyWriter(Vec<u8>);

impl Hasher for KeyWriter {
    fn write(&mut self, bytes: &[u8]) {
        self.0.extend_from_slice(bytes);
    }

    fn finish(&self) -> u64 {
        0
    }
}

impl<G: Game + 'static> Node for G {
    fn key(&self) -> Vec<u8> {
        let mut writer = KeyWriter(Vec::new());
        TypeId::of::<G>().hash(&mut writer);
        self.canonical().hash(&mut writer);
        writer.0
    }

    fn children(&self) -> Result<Vec<Box<dyn Node>>> {
        let mut children: Vec<Box<dyn Node>> = Vec::new();
        for (_, child) in self.moves()? {
            children.push(Box::new(child));
        }
        Ok(children)
    }

    fn mover_wins_at_end(&self) -> bool {
        Game::mover_wins_at_end(self)
    }

    fn has_nimber(&self) -> bool {
        Game::has_nimber(self)
    }

    fn cost(&self, key: &[u8]) -> Cost {
        Game::cost(self, key)
    }
}

impl Search {
    /// The move perfect play makes (see [`Solved::better_than`]); `None` at
    /// the end. Generic over the game for the tests' sake; the API chooses
    /// the same way over plain values.
    pub fn best_move<G: Game + 'static>(&mut self, position: &G) -> Result<Option<(G::Move, G)>> {
        let mut best: Option<(G::Move, G, Solved)> = None;
        for (mv, child) in position.moves()? {
            let c = self.solve(&child)?;
            if best.as_ref().is_none_or(|(_, _, b)| c.better_than(b)) {
                best = Some((mv, child, c));
            }
        }
        Ok(best.map(|(mv, child, _)| (mv, child)))
    }
}

/// Heaps or rows as a multiset: empty ones dropped, the rest sorted; the
/// canonical form of a sum of independent piles.
pub fn multiset(sizes: &[u64]) -> Vec<u64> {
    let mut sorted: Vec<u64> = sizes.iter().copied().filter(|&n| n > 0).collect();
    heapsort(&mut sorted);
    sorted
}

/// The objects of `heaps` in all (saturating at `u64::MAX`).
pub(crate) fn total(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0u64, |sum, &n| sum.saturating_add(n))
}

/// Heapsort (Williams): O(n log n) in a few hundred bytes of wasm, where
/// `sort_unstable` brings kilobytes.
fn heapsort(v: &mut [u64]) {
    let n = v.len();
    for root in (0..n / 2).rev() {
        sift_down(v, root, n);
    }
    for end in (1..n).rev() {
        v.swap(0, end);
        sift_down(v, 0, end);
    }
}

/// Moves `v[root]` down until the heap in `v[..end]` holds again.
fn sift_down(v: &mut [u64], mut root: usize, end: usize) {
    loop {
        let mut child = 2 * root + 1;
        if child >= end {
            return;
        }
        if child + 1 < end && v[child] < v[child + 1] {
            child += 1;
        }
        if v[root] >= v[child] {
            return;
        }
        v.swap(root, child);
        root = child;
    }
}

/// `too-large` for a position of `count` moves, past what `moves()` lists
/// ([`MAX_MOVES`]).
pub(crate) fn moves_listable(count: u128) -> Result<()> {
    if count > MAX_MOVES as u128 {
        // 64-bit formatting where it fits: 128-bit adds kilobytes to the wasm.
        return Err(too_many_moves(int_text(count as i128), MAX_MOVES));
    }
    Ok(())
}

/// `too-large` for `count` moves that `moves()` would list, past
/// [`MAX_MOVES`], or past [`MAX_CELLS`] counts in all: each move's position
/// copies all its `heaps` (rows, where `sizes` is `"rows"`).
pub(crate) fn moves_writable(count: u64, heaps: usize, sizes: &str) -> Result<()> {
    moves_listable(count.into())?;
    if count.saturating_mul(heaps as u64) <= MAX_CELLS {
        return Ok(());
    }
    let error = if sizes == "rows" {
        Error::of(ErrorKey::TooManyRowLengths)
            .with("count", count)
            .with("rows", heaps)
    } else {
        Error::of(ErrorKey::TooManyHeapSizes)
            .with("count", count)
            .with("heaps", heaps)
    };
    Err(error.with("max", MAX_CELLS))
}

/// The state of a game of heaps (or rows, `field`) under either rule:
/// `{game, heaps, misere}`.
pub(crate) fn heaps_state(id: &str, field: &'static str, heaps: &[u64], misere: bool) -> Value {
    Value::object(&mut [
        ("game", id.into()),
        (field, Value::counts(heaps)),
        ("misere", misere.into()),
    ])
}

/// A move that takes a number of objects from one pile, `{take}`, read
/// from its plain form (subtraction, odd-even, Fibonacci Nim).
pub(crate) fn read_take(mv: &Value) -> Result<u64> {
    let mut fields = Fields::new(mv, "move.", "the move")?;
    let take = fields.count("take", 1, u64::MAX)?;
    fields.finish()?;
    Ok(take)
}

/// A move that takes `take` objects from one pile, as a plain object.
pub(crate) fn take_value(take: u64) -> Value {
    Value::object(&mut [("take", take.into())])
}

/// A game's entry of `games()`: its `id`, its names in English,
/// traditional and simplified Chinese, its `parameters`, what `more` it says
/// of itself (odd-even's `variants`), and an `example` state.
pub(crate) fn entry(
    id: &str,
    [en, zh_hant, zh_hans]: [&str; 3],
    parameters: Vec<Value>,
    more: Vec<(&'static str, Value)>,
    example: Value,
) -> Value {
    let mut entries = vec![
        ("id", id.into()),
        ("names", names(en, zh_hant, zh_hans)),
        ("parameters", Value::List(parameters)),
    ];
    entries.extend(more);
    entries.push(("example", example));
    Value::object(&mut entries)
}

/// A parameter of counts (`heaps`, `rows`), each a whole number.
pub(crate) fn counts_parameter(name: &str, default: &[u64]) -> Value {
    parameter(
        name,
        "counts",
        Value::counts(default),
        Some((0, u64::MAX)),
        &[],
    )
}

/// The `misere` parameter of a game played under either rule.
pub(crate) fn misere_parameter() -> Value {
    parameter("misere", "boolean", false.into(), None, &[])
}

/// The `names` of a `games()` entry.
pub fn names(en: &str, zh_hant: &str, zh_hans: &str) -> Value {
    Value::object(&mut [
        ("en", en.into()),
        ("zh-Hant", zh_hant.into()),
        ("zh-Hans", zh_hans.into()),
    ])
}

/// One parameter of a `games()` entry: its field, kind, default and limits.
pub fn parameter(
    name: &str,
    kind: &str,
    default: Value,
    limits: Option<(u64, u64)>,
    choices: &[&str],
) -> Value {
    let mut entries = vec![
        ("name", name.into()),
        ("type", kind.into()),
        ("default", default),
    ];
    if let Some((min, max)) = limits {
        entries.push(("min", min.into()));
        entries.push(("max", max.into()));
    }
    if !choices.is_empty() {
        entries.push(("choices", Value::list(choices.iter().copied())));
    }
    Value::object(&mut entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_multiset_drops_empty_piles_and_sorts_the_rest() {
        assert_eq!(multiset(&[]), Vec::<u64>::new());
        assert_eq!(multiset(&[0, 5, 3, 0, 9, 3, 1]), [1, 3, 3, 5, 9]);
        let mut many: Vec<u64> = (0..1000u64).map(|i| (i * 7919) % 1009).collect();
        let mut expected = many.clone();
        expected.sort_unstable();
        heapsort(&mut many);
        assert_eq!(many, expected);
    }
}
