//! Nimber sequences of heap games: G(0), G(1), … of one heap under a
//! take-and-break rule (an octal code, Grundy's game, Kayles, take 1..k),
//! and the periodicity theorem that turns a finite prefix into a proof.
//!
//! The modules, each importing only those above it:
//!
//! - `rule`: the rule and Guy's octal codes that write it (Guy and Smith
//!   1956);
//! - `rare_common`: the engine, the rare/common split of the sparse space
//!   (Gangolli and Plambeck 1989; Flammenkamp; Grossman, Games of No
//!   Chance 5), and the naive loop where no split pays;
//! - `parallel`: the engine's values on several threads (the far options of
//!   the blocks ahead shared, each heap finished in order), bit for bit the
//!   same, and the crew of threads a long run borrows;
//! - `period`: the periodicity theorem (Guy and Smith 1956; *Winning Ways*
//!   ch. 4; Siegel, *Combinatorial Game Theory*, ch. IV) and [`Known`], the
//!   values with the period they prove;
//! - `runs`: runs of values, as the API's `nimbers` and the long runs of the
//!   Lab and the command line ask for them (filled from a period once the
//!   values prove one);
//! - `cache`: the values of the last few rules, kept between calls;
//! - `moves`: a heap's moves, and the move to a given value.

mod cache;
mod moves;
mod parallel;
mod period;
mod rare_common;
mod rule;
mod runs;

pub use cache::{known_to, VALUE_BUDGET};
pub use moves::{HeapMove, HeapMoves};
pub use parallel::{Crew, Tally, PARALLEL_FROM};
pub(crate) use period::least_period;
pub use period::{certificate, prove_period, prove_period_within, Known, Period};
pub use rare_common::{Split, Stored};
pub use rule::{Rule, MAX_PLACES};
pub use runs::{
    checkpoints, close_checkpoints, sequence, values, values_compact, values_filled,
    values_filled_seen, values_naive, values_until_period, values_until_period_on, Filled, Values,
    VALUE_BYTES,
};

#[cfg(test)]
mod tests {
    use super::Rule;

    /// The rule of `code`, which the tests write correctly.
    pub(super) fn rule(code: &str) -> Rule {
        Rule::octal(code, "code").unwrap()
    }

    /// Codes with their least period and start, as the values prove them
    /// (`None`: none by n = 2000).
    pub(super) const CODES: &[&str] = &[
        "0.77", "0.07", "0.137", "0.6", "0.333", "0.3333", "0.3033", "0.4", "0.7", "0.15", "0.51",
        "0.16", "0.106", "0.14", "0.34", "0.35", "0.36", "0.37", "0.44", "0.45", "0.52", "0.53",
        "0.54", "0.55", "0.56", "0.57", "0.64", "0.71", "0.72", "0.74", "0.76", "4.7", "4.07",
        "4.3", "0.007", "0.026", "0.051", "0.165", "0.376", "0.644", "4.", "0.",
    ];
}
