//! A player of any strength: `best_move(state, {skill, seed})`.
//!
//! The model (docs/GAMES.md, "A computer of any strength") is breadth, not
//! depth. A player of skill `s` looks at `k(s)` of the position's moves,
//! drawn at random, and at every move that wins on the spot; of those it
//! plays the one perfect play ranks first (a move to a P-position before a
//! move to an N-position; the nearest win, or the longest resistance). A
//! winning move is missed when none of the moves looked at is one, which
//! happens more often the more moves there are and the fewer of them win,
//! as it does to people. `k(0) = 1` (a move at random), `k(s)` grows as
//! `s / (1 − s)`, and at `s = 1` every move is looked at: perfect play.
//!
//! The draw is a SplitMix64 stream (Steele, Lea and Flood, "Fast splittable
//! pseudorandom number generators", OOPSLA 2014) seeded by the caller's
//! seed and the position's text, so the same seed plays the same move in
//! the same position, and a game played with one seed does not repeat one
//! pattern of choices from move to move.
//!
//! Where `moves()` would be `too-large`, the moves looked at are drawn from
//! the game's short list (`Position::giveaway_moves`) with the strategy's
//! own move added: such positions are past what a person lists anyway.

use crate::any::{AnyPosition, Played};
use crate::brute::Search;
use crate::error::Result;
use crate::game::Outcome;

/// How well the computer plays, and the seed of its choices.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Skill {
    /// From 0 (a move at random) to 1 (perfect play).
    pub level: f64,
    /// The same seed plays the same move in the same position.
    pub seed: u64,
}

/// How many moves a player of skill `level` (below 1) looks at.
pub fn looked_at(level: f64) -> usize {
    let k = 1.0 + 2.0 * level / (1.0 - level);
    if k >= 1e6 {
        1_000_000
    } else {
        k.floor() as usize
    }
}

/// SplitMix64: one 64-bit state, one output a step.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A whole number below `n` (n ≥ 1), by Lemire's multiply-and-shift.
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }
}

/// FNV-1a over `text`: folds the position into the seed.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xCBF2_9CE4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01B3)
    })
}

/// What perfect play knows of the position a move leaves: its outcome for
/// the opponent and its remoteness where known.
type Left = (Outcome, Option<u64>);

/// Whether leaving `a` is a better move than leaving `b`: P before N; among
/// P the nearest end, among N the farthest (an unknown remoteness counts as
/// neither near nor far).
fn better(a: Left, b: Left) -> bool {
    match (a.0, b.0) {
        (Outcome::P, Outcome::N) => true,
        (Outcome::N, Outcome::P) => false,
        (Outcome::P, _) => a.1.unwrap_or(u64::MAX) < b.1.unwrap_or(u64::MAX),
        (Outcome::N, _) => a.1.unwrap_or(0) > b.1.unwrap_or(0),
    }
}

/// The move a player of `skill` (level below 1) makes, and the position it
/// leaves; `None` when the game is over.
pub(crate) fn skilled_move(
    position: &dyn AnyPosition,
    skill: Skill,
    search: &mut Search,
) -> Result<Option<Played>> {
    let mut candidates = match position.listed_moves(false) {
        Err(e) if e.code() == "too-large" => {
            let mut short = position.listed_moves(true)?;
            if let Some(strategy) = position.strategy_move(search)? {
                short.push(strategy);
            }
            short
        }
        listed => listed?,
    };
    if candidates.is_empty() {
        return Ok(None);
    }
    let mut text = String::new();
    position.state().write_text(&mut text);
    let mut draw = SplitMix(skill.seed ^ fnv1a(&text));
    // The moves looked at: the first k of a seeded shuffle (Fisher–Yates,
    // stopped after k swaps).
    let k = looked_at(skill.level).min(candidates.len());
    for i in 0..k {
        let j = i + draw.below(candidates.len() - i);
        candidates.swap(i, j);
    }
    let exact = position.searchable();
    let mut best: Option<(usize, Left)> = None;
    for (i, (_, after)) in candidates.iter().enumerate() {
        // A move that ends the game with a win is seen however many moves
        // there are; the others only if drawn.
        let drawn = i < k;
        if !drawn && !after.is_over() {
            continue;
        }
        let left: Left = match exact.then(|| search.solve(after.node()).ok()).flatten() {
            Some(solved) => (solved.outcome, Some(solved.remoteness)),
            None => {
                let verdict = after.verdict_in(search)?;
                (verdict.outcome, verdict.remoteness)
            }
        };
        if !drawn && left.0 != Outcome::P {
            continue;
        }
        if best.is_none_or(|(_, b)| better(left, b)) {
            best = Some((i, left));
        }
    }
    Ok(best.map(|(i, _)| candidates.swap_remove(i)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_beginner_looks_at_one_move_and_perfect_play_at_every_one() {
        assert_eq!(looked_at(0.0), 1);
        assert_eq!(looked_at(0.25), 1);
        assert_eq!(looked_at(0.5), 3);
        assert_eq!(looked_at(0.9), 19);
        assert_eq!(looked_at(1.0 - 1e-12), 1_000_000);
    }

    #[test]
    fn the_draw_is_uniform_enough_and_repeats_for_one_seed() {
        let mut a = SplitMix(42);
        let mut b = SplitMix(42);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            let x = a.below(6);
            assert_eq!(x, b.below(6));
            counts[x] += 1;
        }
        assert!(
            counts.iter().all(|&c| (9_000..11_000).contains(&c)),
            "{counts:?}"
        );
    }

    #[test]
    fn the_ranking_is_perfect_plays() {
        let p = |r| (Outcome::P, Some(r));
        let n = |r| (Outcome::N, Some(r));
        assert!(better(p(5), n(1)));
        assert!(better(p(1), p(3)));
        assert!(better(n(7), n(2)));
        assert!(!better(n(7), p(9)));
    }
}
