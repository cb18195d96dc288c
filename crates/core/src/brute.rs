//! The correct slow default: a memoised search of the game tree under the
//! real rules. Every closed form in nimlab is tested against it.

use std::collections::HashMap;
use std::hash::Hasher;

use crate::error::{Error, ErrorKey, Result};
use crate::game::{Game, Outcome};

/// A position as the search sees it, behind one vtable: the search, its memo
/// and its hash table exist once in the wasm instead of once per game.
pub trait Node {
    /// The memo key: the bytes the canonical position's `Hash` writes, kept
    /// rather than hashed. Derived `Hash` prefixes every sequence with its
    /// length and every variant with its discriminant, so within one game
    /// equal keys mean equal positions.
    fn key(&self) -> Vec<u8>;

    /// The positions one move away.
    fn children(&self) -> Result<Vec<Box<dyn Node>>>;

    /// See [`Game::mover_wins_at_end`].
    fn mover_wins_at_end(&self) -> bool;

    /// See [`Game::has_nimber`].
    fn has_nimber(&self) -> bool;
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

/// A memo of solved positions of one game, shared by all the questions of
/// one call.
pub struct Search {
    memo: HashMap<Vec<u8>, Solved>,
    budget: usize,
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
            memo: HashMap::new(),
            budget,
            moves_seen: 0,
        }
    }

    /// Solves `position` and everything below it.
    pub fn solve(&mut self, position: &dyn Node) -> Result<Solved> {
        let key = position.key();
        if let Some(solved) = self.memo.get(&key) {
            return Ok(*solved);
        }
        if self.memo.len() >= self.budget {
            return Err(Error::new(
                ErrorKey::SearchTooLarge,
                format!("the exact search stops after {} positions", self.budget),
            )
            .with("max", self.budget));
        }
        let children = position.children()?;
        self.moves_seen += children.len();
        let move_budget = self.budget.saturating_mul(MOVES_PER_POSITION);
        if self.moves_seen > move_budget {
            return Err(Error::new(
                ErrorKey::SearchTooManyMoves,
                format!("the exact search stops after {move_budget} moves"),
            )
            .with("max", move_budget));
        }
        let mut nearest_p: Option<u64> = None;
        let mut farthest: Option<u64> = None;
        let mut values = Vec::new();
        for child in &children {
            let c = self.solve(child.as_ref())?;
            if c.outcome == Outcome::P {
                nearest_p = Some(nearest_p.map_or(c.remoteness, |r| r.min(c.remoteness)));
            }
            farthest = Some(farthest.map_or(c.remoteness, |r| r.max(c.remoteness)));
            values.extend(c.nimber);
        }
        let nimber = position.has_nimber().then(|| mex(&values));
        let solved = match (nearest_p, farthest) {
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
                outcome: Outcome::from_lost(!position.mover_wins_at_end()),
                remoteness: 0,
                nimber,
            },
        };
        self.memo.insert(key, solved);
        Ok(solved)
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
