//! The correct slow default: a memoised search of the game tree under the
//! real rules. Every closed form in nimlab is tested against it.

use std::collections::HashMap;

use crate::error::{Error, Result};
use crate::game::{Game, Outcome};

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

/// A memo of solved positions, shared by all the questions of one call.
pub struct Search<G: Game> {
    memo: HashMap<G, Solved>,
    budget: usize,
    moves_seen: usize,
}

/// Moves looked at per position of the budget: a search stops after
/// `budget` positions or `MOVES_PER_POSITION × budget` moves, whichever
/// comes first, so that positions with many moves stay cheap too.
pub const MOVES_PER_POSITION: usize = 8;

impl<G: Game> Search<G> {
    /// A search that gives up with `too-large` after `budget` positions.
    pub fn new(budget: usize) -> Search<G> {
        Search {
            memo: HashMap::new(),
            budget,
            moves_seen: 0,
        }
    }

    /// Solves `position` and everything below it.
    pub fn solve(&mut self, position: &G) -> Result<Solved> {
        let key = position.canonical();
        if let Some(solved) = self.memo.get(&key) {
            return Ok(*solved);
        }
        if self.memo.len() >= self.budget {
            return Err(Error::too_large(format!(
                "the exact search stops after {} positions",
                self.budget
            )));
        }
        let children = position.moves()?;
        self.moves_seen += children.len();
        if self.moves_seen > self.budget.saturating_mul(MOVES_PER_POSITION) {
            return Err(Error::too_large(format!(
                "the exact search stops after {} moves",
                self.budget.saturating_mul(MOVES_PER_POSITION)
            )));
        }
        let solved = if children.is_empty() {
            let outcome = Outcome::from_lost(!position.mover_wins_at_end());
            Solved {
                outcome,
                remoteness: 0,
                nimber: position.has_nimber().then_some(0),
            }
        } else {
            let mut nearest_p: Option<u64> = None;
            let mut farthest = 0;
            let mut values = Vec::new();
            for (_, child) in &children {
                let c = self.solve(child)?;
                if c.outcome == Outcome::P {
                    nearest_p = Some(nearest_p.map_or(c.remoteness, |r| r.min(c.remoteness)));
                }
                farthest = farthest.max(c.remoteness);
                if let Some(v) = c.nimber {
                    values.push(v);
                }
            }
            let nimber = position.has_nimber().then(|| mex(&values));
            match nearest_p {
                Some(r) => Solved {
                    outcome: Outcome::N,
                    remoteness: r + 1,
                    nimber,
                },
                None => Solved {
                    outcome: Outcome::P,
                    remoteness: farthest + 1,
                    nimber,
                },
            }
        };
        self.memo.insert(key, solved);
        Ok(solved)
    }

    /// The move perfect play makes: to the nearest P-position when winning,
    /// else to the farthest position (the loser delays); `None` at the end.
    pub fn best_move(&mut self, position: &G) -> Result<Option<(G::Move, G)>> {
        let mut best: Option<(G::Move, G, Solved)> = None;
        for (mv, child) in position.moves()? {
            let c = self.solve(&child)?;
            let better = match &best {
                None => true,
                Some((_, _, b)) => match (c.outcome, b.outcome) {
                    (Outcome::P, Outcome::N) => true,
                    (Outcome::N, Outcome::P) => false,
                    (Outcome::P, _) => c.remoteness < b.remoteness,
                    (Outcome::N, _) => c.remoteness > b.remoteness,
                },
            };
            if better {
                best = Some((mv, child, c));
            }
        }
        Ok(best.map(|(mv, child, _)| (mv, child)))
    }
}

/// Solves one position with a generous budget (for tests and small states).
pub fn solve<G: Game>(position: &G) -> Result<Solved> {
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
