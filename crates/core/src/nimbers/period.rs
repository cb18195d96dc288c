//! The periodicity theorem for nimber sequences (Guy and Smith, "The
//! G-values of various games", Proc. Cambridge Philos. Soc. 52, 1956;
//! *Winning Ways* ch. 4; Siegel, *Combinatorial Game Theory*, 2013, ch. IV):
//! for a rule whose largest take is t, if G(n + p) = G(n) for all
//! n₀ ≤ n < 2n₀ + p + t, then for every n ≥ n₀. The proof carries over
//! unchanged to codes `4.d1…` (splitting without taking is a take of 0: t
//! may be 0) and, for rules that never split, the window
//! n₀ ≤ n < max(n₀ + t, t + 1) suffices (each value depends on the t before
//! it). Grundy's game forbids equal halves, which the proof's shift can
//! create, so no period is claimed for it.
//!
//! A finite prefix of values thus proves the whole sequence: [`Known`] is
//! the values as far as they are worked out and the period they prove.

use super::rare_common::MARKS_PER_STEP;
use super::rule::Rule;
use crate::budget;
use crate::error::Result;
use crate::value::Value;

/// A proved period: G(n + length) = G(n) for every n ≥ start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    /// The least n₀ for this length.
    pub start: u64,
    /// The least period.
    pub length: u64,
    /// The largest heap whose value the proof compared.
    pub checked_to: u64,
}

impl Period {
    /// `{start, length, checkedTo}`, as `nimbers()` and the explanation give it.
    pub fn to_value(&self) -> Value {
        Value::object(&mut [
            ("start", self.start.into()),
            ("length", self.length.into()),
            ("checkedTo", self.checked_to.into()),
        ])
    }

    /// G(n) for any n, from the values up to the proof's end.
    pub fn value(&self, values: &[u32], n: u64) -> u32 {
        let index = if n < values.len() as u64 {
            n
        } else {
            self.start + (n - self.start) % self.length
        };
        values[index as usize]
    }
}

/// The least period the values prove by the periodicity theorem, with its
/// least start; `None` when they prove none.
pub fn prove_period<T: Copy + Eq>(rule: &Rule, values: &[T]) -> Option<Period> {
    prove_period_within(rule, values).unwrap_or(None)
}

/// [`prove_period`], the values it compares charged to the call's budget
/// (`too-large` when it is spent; never outside a call).
pub fn prove_period_within<T: Copy + Eq>(rule: &Rule, values: &[T]) -> Result<Option<Period>> {
    if !rule.has_period_theorem() {
        return Ok(None);
    }
    let t = rule.last_place();
    let splits = rule.splits();
    // The last value the theorem's window n₀ ≤ n < end compares, end
    // exclusive, for start n₀ and period p.
    let checked_to = |start: u64, p: u64| {
        let end = if splits {
            2 * start + p + t
        } else {
            (start + t).max(t + 1)
        };
        end - 1 + p
    };
    let mut compared = 0;
    least_period(values, 0, checked_to, |more| {
        compared += more;
        if compared >= 1 << 16 {
            budget::charge(std::mem::take(&mut compared) / MARKS_PER_STEP)?;
        }
        Ok(())
    })
}

/// The least period p of `values`, with its least start (at least
/// `first`), whose proof compares no value past the last: the start is one
/// past the last n with `values[n] ≠ values[n + p]`, and a theorem of
/// periodicity says how far the values must agree, `checked_to(start, p)`.
/// `compared(k)` is told of the k values each period looked at (its work).
/// The nimbers' theorem above and the misère quotients' (`quotient::period`)
/// both prove periods so.
pub(crate) fn least_period<T: Copy + Eq>(
    values: &[T],
    first: u64,
    checked_to: impl Fn(u64, u64) -> u64,
    mut compared: impl FnMut(u64) -> Result<()>,
) -> Result<Option<Period>> {
    let Some(last) = values.len().checked_sub(1) else {
        return Ok(None);
    };
    let last = last as u64;
    for p in 1..=last {
        if checked_to(first, p) > last {
            break;
        }
        let mut start = first;
        for n in (first..=last - p).rev() {
            if values[n as usize] != values[(n + p) as usize] {
                start = n + 1;
                break;
            }
        }
        compared(last - p + 1 - start)?;
        let to = checked_to(start, p);
        if to <= last {
            return Ok(Some(Period {
                start,
                length: p,
                checked_to: to,
            }));
        }
    }
    Ok(None)
}

/// What anyone can check the period `p` of `rule` from, with no code of
/// this engine: `{certificate, code, start, length, checkedTo, values}`,
/// `values` being G(0..=checkedTo) (`value(n)` gives each). A checker
/// recomputes those values from the code's digits by the mex of every move
/// and tests the theorem's window (the module docs); `scripts/verify_certificate.py`
/// is one, and docs/ATLAS.md says how to run it.
pub fn certificate(rule: &Rule, p: Period, value: impl Fn(u64) -> u32) -> Value {
    Value::map([
        (
            "certificate",
            "nimlab: the periodicity theorem of octal games (Guy and Smith 1956)".into(),
        ),
        ("code", rule.code().into()),
        ("start", p.start.into()),
        ("length", p.length.into()),
        ("checkedTo", p.checked_to.into()),
        ("values", Value::list((0..=p.checked_to).map(value))),
    ])
}

/// Values of one rule as far as they are known, and the period they prove.
#[derive(Clone, Debug)]
pub struct Known {
    /// G(0), G(1), …
    pub values: Vec<u32>,
    /// The period the values prove, if any.
    pub period: Option<Period>,
}

impl Known {
    /// G(n), if known (by the period or the values).
    pub fn get(&self, n: u64) -> Option<u32> {
        match self.period {
            Some(p) => Some(p.value(&self.values, n)),
            None => usize::try_from(n)
                .ok()
                .and_then(|i| self.values.get(i))
                .copied(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nimbers::runs::values;
    use crate::nimbers::tests::{rule, CODES};

    #[test]
    fn known_periods_are_proved() {
        let period = |code: &str| {
            let rule = rule(code);
            prove_period(&rule, &values(&rule, 2000, |_| {}).unwrap())
        };
        // Kayles: period 12 from 71 (Guy and Smith), proved by n = 2·71 + 2·12 + 2 − 1.
        assert_eq!(
            period("0.77"),
            Some(Period {
                start: 71,
                length: 12,
                checked_to: 167
            })
        );
        // Dawson's Kayles: period 34; Dawson's chess is the same sequence one heap later.
        let dawson = period("0.07").unwrap();
        assert_eq!((dawson.start, dawson.length), (53, 34));
        let chess = period("0.137").unwrap();
        assert_eq!((chess.start, chess.length), (52, 34));
        // Take 1..3: n mod 4 from 0.
        assert_eq!(
            period("0.333"),
            Some(Period {
                start: 0,
                length: 4,
                checked_to: 7
            })
        );
        assert_eq!(period("0.6"), None);
        assert_eq!(
            prove_period(
                &Rule::grundy(),
                &values(&Rule::grundy(), 2000, |_| {}).unwrap()
            ),
            None
        );
    }

    #[test]
    fn proved_periods_hold_far_past_the_proof() {
        // The theorem's window, 2n₀ + p + t (and its variants for 4.xxx codes
        // and for rules that never split), tested: every period the values
        // prove by n = 600 holds to n = 6000.
        let mut proved = 0;
        for code in CODES {
            let rule = rule(code);
            let far = values(&rule, 6000, |_| {}).unwrap();
            if let Some(p) = prove_period(&rule, &far[..=600]) {
                proved += 1;
                for n in 0..=6000u64 {
                    assert_eq!(p.value(&far[..=600], n), far[n as usize], "{code} at {n}");
                }
                assert_eq!(
                    prove_period(&rule, &far).map(|q| (q.start, q.length)),
                    Some((p.start, p.length)),
                    "{code}"
                );
            }
        }
        assert!(proved >= 20, "{proved}");
    }

    #[test]
    fn the_window_is_not_shorter_than_the_theorem_needs() {
        // A sequence that repeats over a window shorter than the theorem's is
        // not called periodic.
        let rule = rule("0.77");
        let g = values(&rule, 2000, |_| {}).unwrap();
        assert_eq!(prove_period(&rule, &g[..=166]), None);
        assert!(prove_period(&rule, &g[..=167]).is_some());
    }
}
