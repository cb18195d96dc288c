//! What the atlas says of a code, and the verdict on each published claim:
//! agreed, beyond the atlas, or wrong (the figure's or the engine's, as the
//! brute force decides).

use std::collections::BTreeMap;

use crate::brute::*;
use crate::figures::*;
use nimlab_core::nimbers::{prove_period, Rule};

/// The atlas's entry of a code, as the table gives it.
#[derive(Clone, Debug, Default)]
pub(crate) struct Ours {
    pub(crate) period: Option<(u64, u64, u64)>,
    pub(crate) computed_to: u64,
    pub(crate) max_value: u32,
    /// The split the engine used last: the brute force's too (its speed only).
    pub(crate) split: Split,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// The atlas and the figure agree.
    Agree,
    /// The figure needs values past those the atlas worked out; what was
    /// worked out does not contradict it.
    Beyond,
    /// The figure is wrong: at heap `at`, the brute force gives what the
    /// engine does.
    SourceErrs { at: u64, detail: String },
    /// The engine is wrong (the brute force sides with the figure).
    EngineErrs { detail: String },
    /// The atlas goes further than the figure (a period where it has none),
    /// checked by the brute force.
    Further { detail: String },
}

#[derive(Clone, Debug)]
pub(crate) struct Finding {
    pub(crate) published: Published,
    pub(crate) verdict: Verdict,
}

/// The first heap where `a` and `b` (stripped of leading zeros) differ within
/// both, in `a`'s heaps.
pub(crate) fn first_difference(a: &[u32], b: &[u32]) -> Option<usize> {
    let (za, zb) = (zeros(a), zeros(b));
    let (sa, sb) = (&a[za..], &b[zb..]);
    (0..sa.len().min(sb.len()))
        .find(|&i| sa[i] != sb[i])
        .map(|i| i + za)
}

/// The first n in `from..` with g[n] != g[n + length] within g.
pub(crate) fn first_break(g: &[u32], from: u64, length: u64) -> Option<u64> {
    (from..(g.len() as u64).saturating_sub(length))
        .find(|&n| g[n as usize] != g[(n + length) as usize])
}

/// Decides one claim about `code`, the atlas's entry being `ours` and
/// values up to `reach` cheap enough to work out again.
pub(crate) fn decide(p: &Published, ours: &Ours, reach: usize) -> Verdict {
    let code = p.code.as_str();
    match &p.claim {
        Claim::Values { from, values } => {
            let g = engine(code, from + values.len() - 1);
            let Some(i) = (0..values.len()).find(|&i| g[from + i] != values[i]) else {
                return Verdict::Agree;
            };
            let at = from + i;
            let b = brute(code, at, ours.split);
            if b[at] == g[at] {
                Verdict::SourceErrs {
                    at: at as u64,
                    detail: format!("G({at}) is {}, not {}", b[at], values[i]),
                }
            } else {
                Verdict::EngineErrs {
                    detail: format!("G({at}): engine {}, brute force {}", g[at], b[at]),
                }
            }
        }
        Claim::Period {
            start,
            length,
            stripped,
        } => decide_period(code, (*start, *length, *stripped), ours, reach),
        Claim::Open { n } => match ours.period {
            // A period proved where the source has none: the brute force
            // proves it again over the whole window of the theorem.
            Some((s, l, checked)) => {
                let b = brute(code, checked as usize, ours.split);
                let rule = Rule::octal(code, "code").unwrap();
                match prove_period(&rule, &b) {
                    Some(q) if (q.start, q.length) == (s, l) => Verdict::Further {
                        detail: format!(
                            "period {l} from {s}, proved by the values to {checked} (brute force); \
                             unsolved there{}",
                            if n == "-" { String::new() } else { format!(" at n = {n}") }
                        ),
                    },
                    other => Verdict::EngineErrs {
                        detail: format!("brute force to {checked} proves {other:?}"),
                    },
                }
            }
            None => Verdict::Agree,
        },
        Claim::Largest { value } => match ours.period {
            Some(_) if ours.max_value == *value => Verdict::Agree,
            Some(_) => {
                let b = brute(code, ours.computed_to as usize, ours.split);
                let largest = b.iter().copied().max().unwrap_or(0);
                let at = b.iter().position(|&v| v == largest).unwrap() as u64;
                if largest == ours.max_value {
                    Verdict::SourceErrs {
                        at,
                        detail: format!(
                            "the largest value is {largest} (first at heap {at}), not {value}"
                        ),
                    }
                } else {
                    Verdict::EngineErrs {
                        detail: format!(
                            "largest: engine {}, brute force {largest}",
                            ours.max_value
                        ),
                    }
                }
            }
            None if ours.max_value > *value => Verdict::SourceErrs {
                at: 0,
                detail: format!(
                    "values reach {} by heap {}",
                    ours.max_value, ours.computed_to
                ),
            },
            None => Verdict::Beyond,
        },
        Claim::Same { other } | Claim::Differ { other, .. } => {
            let n = reach.min(4096);
            let (a, b) = (engine(code, n), engine(other, n));
            let found = first_difference(&a, &b);
            let same_claimed = matches!(p.claim, Claim::Same { .. });
            let Some(at) = found else {
                // A difference past n is not looked for here.
                return if same_claimed {
                    Verdict::Agree
                } else {
                    Verdict::Beyond
                };
            };
            // Decided by the brute force of both codes to there.
            let (ba, bb) = (
                brute(code, at + 64, Split::default()),
                brute(other, at + 64, Split::default()),
            );
            if first_difference(&ba, &bb) != Some(at) {
                return Verdict::EngineErrs {
                    detail: format!(
                        "engine: first difference at {at}; brute force: {:?}",
                        first_difference(&ba, &bb)
                    ),
                };
            }
            match &p.claim {
                Claim::Differ {
                    at: Some(claimed), ..
                } if *claimed != at as u64 => Verdict::SourceErrs {
                    at: at as u64,
                    detail: format!("{code} and {other} first differ at heap {at}, not {claimed}"),
                },
                Claim::Differ { .. } => Verdict::Agree,
                _ => Verdict::SourceErrs {
                    at: at as u64,
                    detail: format!("{code} and {other} first differ at heap {at} of {code}"),
                },
            }
        }
        Claim::RareHeaps { t, heaps } => {
            let g = engine(code, reach.min(4096));
            let rare: Vec<u64> = (0..g.len() as u64)
                .filter(|&n| {
                    i64::from(g[n as usize].count_ones() % 2)
                        == (n as i64 - *t as i64).rem_euclid(2)
                })
                .collect();
            if &rare == heaps {
                Verdict::Agree
            } else {
                Verdict::SourceErrs {
                    at: 0,
                    detail: format!("rare heaps {rare:?}"),
                }
            }
        }
    }
}

/// A claimed period against the proved one (or none). Where they part, the
/// brute force works the values out to where they part and decides.
pub(crate) fn decide_period(
    code: &str,
    claim: (u64, u64, bool),
    ours: &Ours,
    reach: usize,
) -> Verdict {
    let (start, length, stripped) = claim;
    let rule = Rule::octal(code, "code").unwrap();
    let z = zeros(&engine(code, 64)) as u64;
    // The claim in the code's own heaps (a stripped start of 0: from the
    // first heap with a move, the weaker claim).
    let from = if stripped { start + z } else { start };
    let t = rule.last_place();
    let window = |s: u64, p: u64| {
        if rule.splits() {
            2 * s + 2 * p + t - 1
        } else {
            (s + t).max(t + 1) + p - 1
        }
    };
    let agrees = |s: u64| {
        if stripped {
            s.saturating_sub(z) == start
        } else {
            s == start
        }
    };
    match ours.period {
        Some((s, l, _)) if l == length && agrees(s) => Verdict::Agree,
        Some((s, l, _)) => {
            let end = (from.max(s) + length.max(l) + 1) as usize;
            let (g, b) = (engine(code, end), brute(code, end, ours.split));
            if g != b {
                let at = (0..=end).find(|&i| g[i] != b[i]).unwrap();
                return Verdict::EngineErrs {
                    detail: format!("G({at}): engine {}, brute force {}", g[at], b[at]),
                };
            }
            let (at, detail) = match first_break(&b, from, length) {
                Some(n) => (
                    n,
                    format!("G({n}) ≠ G({}): the period is {l} from {s}", n + length),
                ),
                None if l == length && from > s => (
                    from - 1,
                    format!(
                        "G({}) = G({}): the period {l} starts at {s}",
                        from - 1,
                        from - 1 + length
                    ),
                ),
                None => (s, format!("the least period is {l} from {s}")),
            };
            Verdict::SourceErrs { at, detail }
        }
        None if window(from, length) <= ours.computed_to => {
            // Provable where the atlas looked: the brute force decides.
            let end = window(from, length);
            let b = brute(code, end as usize, ours.split);
            match first_break(&b, from, length) {
                Some(n) => Verdict::SourceErrs {
                    at: n,
                    detail: format!("G({n}) ≠ G({})", n + length),
                },
                None => Verdict::EngineErrs {
                    detail: format!(
                        "period {length} from {from} holds to {end} by brute force, not proved"
                    ),
                },
            }
        }
        None => {
            // Past what was worked out: the values to `reach` must not contradict it.
            let g = engine(code, reach.min(ours.computed_to as usize));
            match first_break(&g, from, length) {
                None => Verdict::Beyond,
                Some(n) => {
                    let b = brute(code, (n + length) as usize, ours.split);
                    if first_break(&b, from, length) == Some(n) {
                        Verdict::SourceErrs {
                            at: n,
                            detail: format!("G({n}) ≠ G({})", n + length),
                        }
                    } else {
                        Verdict::EngineErrs {
                            detail: format!(
                                "engine breaks period {length} at {n}, brute force does not"
                            ),
                        }
                    }
                }
            }
        }
    }
}

pub(crate) fn ours_of(e: &nimlab_core::atlas::Entry) -> Ours {
    Ours {
        period: e.period.map(|p| (p.start, p.length, p.checked_to)),
        computed_to: e.computed_to,
        max_value: e.max_value,
        split: e.rare.as_ref().map_or(Split::default(), |r| Split {
            mask: r.mask,
            bit: r.bit,
        }),
    }
}

pub(crate) fn findings(
    claims: Vec<Published>,
    ours: &BTreeMap<String, Ours>,
    reach: usize,
) -> Vec<Finding> {
    claims
        .into_iter()
        .map(|published| {
            let verdict = decide(&published, &ours[&published.code], reach);
            Finding { published, verdict }
        })
        .collect()
}
