//! The periodicity theorem for misère quotients (Plambeck and Siegel, JCTA
//! 2008; Siegel, *Combinatorial Game Theory*, ch. V).
//!
//! Let the rule's largest take be k and let Φ be the pretending function
//! into Q_N, the quotient of the heaps up to N. Suppose that for some
//! n₀ ≥ 1 and p ≥ 1, Φ(n + p) = Φ(n) for every n with n₀ ≤ n ≤ N − p, where
//! N ≥ 2n₀ + 2p + k − 1 (a rule that splits) or N ≥ n₀ + p + k − 1 (one that
//! never does). Then every heap m > N has the same options' elements as
//! heap m − p (shift by p a piece of each split that is at least n₀ + p, or
//! at least n₀, the other way; the window makes one exist), so heap m is
//! heap m − p in every sum: Q_m = Q_N and Φ(m) = Φ(m − p) for every m.
//! (With n₀ ≥ 1 a shifted piece is never the empty heap, which a split may
//! not leave.) Grundy's game forbids equal halves, which a shift can make,
//! so no period is claimed for it.

use crate::nimbers::{least_period, Period, Rule};

/// The least period Φ proves, with its least start (at least 1); `None`
/// when it proves none.
pub(crate) fn prove(rule: &Rule, phi: &[u32]) -> Option<Period> {
    if !rule.has_period_theorem() {
        return None;
    }
    let k = rule.last_place();
    let splits = rule.splits();
    let checked_to = |start: u64, p: u64| {
        if splits {
            2 * start + 2 * p + k - 1
        } else {
            start + p + k - 1
        }
    };
    least_period(phi, 1, checked_to, |_| Ok(())).unwrap_or(None)
}
