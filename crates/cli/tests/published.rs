//! The atlas held to the published tables, whose figures are kept in
//! `tests/data/octal/` with their sources: tczajka/octal-games (the game
//! each code plays as, and the periods, nimbers and rare values of those
//! games), OEIS entries (their terms, periods and the codes said to share
//! them), and what could be read of Flammenkamp's pages. Where a figure and
//! the engine differ, a brute force written here from the rules alone (every
//! move of every heap listed from the code's digits; no blocks, no periods,
//! nothing of the engine's) decides which is right. Past a few thousand heaps
//! it passes over the pairs of two common heaps whose parity cannot give the
//! value looked for ([`Split`]; the split the atlas reports, which changes how
//! fast it goes, never a value): the check of a period proved at 2^20 takes
//! seconds instead of the hours of every pair.
//!
//! `npm test` runs the one- and two-digit codes (and the few three-digit
//! claims that cost nothing). `npm run atlas` runs the ignored test
//! `three_digit_atlas_against_the_tables` on the table the command line made
//! to 2^20 (`NIMLAB_ATLAS_JSON`), and writes what it found
//! (`NIMLAB_ATLAS_FINDINGS`) for docs/ATLAS.md.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly by design

use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;

use nimlab_core::atlas::{codes, entry, DEFAULT_BUDGET};
use nimlab_core::nimbers::{prove_period, values_compact, Rule};

// --- The brute force ---------------------------------------------------------

/// Which pairs of heaps the brute force may pass over: with mask m and bit
/// β, heap h > 0 is *common* when parity(G(h) & m) ⊕ β·(h mod 2) = 1 (the
/// atlas's rare/common split, Grossman's sparse space). Two common heaps a, b
/// give parity((G(a) ⊕ G(b)) & m) = β·((a + b) mod 2), so a candidate value
/// of the other parity cannot come from them. Mask 0 and β = 0 make every
/// heap rare: no pair is passed over. The split never decides a value, only
/// which pairs need not be looked at; any split gives the same values.
#[derive(Clone, Copy, Debug, Default)]
struct Split {
    mask: u32,
    bit: u32,
}

impl Split {
    fn parity(self, v: u32, heap: usize) -> u32 {
        ((v & self.mask).count_ones() ^ (self.bit * (heap as u32 & 1))) & 1
    }
}

/// G(0..=n) of `code` from its rules alone: for each heap, every move the
/// digits allow (take t and leave nothing, one heap, or two non-empty
/// heaps), the value of what it leaves, and the least value not among them.
/// With a `split`, the options of pairs with a rare heap are listed first;
/// each candidate (least value not yet an option) whose parity two common
/// heaps could give is then looked for among all the pairs of each take
/// (see [`Split`]); the first candidate not found is the value.
fn brute_force(code: &str, n: usize, split: Split) -> Vec<u32> {
    let (whole, places) = code.split_once('.').expect("a point");
    let mut digits: Vec<u8> = vec![whole.parse().expect("0 or 4")];
    digits.extend(places.bytes().map(|b| b - b'0'));
    let mut g: Vec<u32> = Vec::with_capacity(n + 1);
    let mut rare: Vec<usize> = Vec::new();
    // seen[v] == heap + 1: value v is an option of this heap.
    let mut seen: Vec<usize> = Vec::new();
    let plain = split.mask == 0 && split.bit == 0;
    for heap in 0..=n {
        let mark = |v: u32, seen: &mut Vec<usize>| {
            let v = v as usize;
            if seen.len() <= v {
                seen.resize(v + 1, 0);
            }
            seen[v] = heap + 1;
        };
        let mut splits = Vec::new();
        for (take, &d) in digits.iter().enumerate() {
            if take > heap {
                break;
            }
            let rest = heap - take;
            if d & 1 != 0 && rest == 0 {
                mark(0, &mut seen);
            }
            if d & 2 != 0 && rest > 0 {
                mark(g[rest], &mut seen);
            }
            if d & 4 != 0 && rest >= 2 {
                splits.push(rest);
                // Every pair with a rare heap (every pair when all are).
                let last = if plain { rest / 2 } else { rest - 1 };
                for &a in rare.iter().take_while(|&&a| a <= last) {
                    mark(g[a] ^ g[rest - a], &mut seen);
                }
            }
        }
        let mex = |seen: &Vec<usize>| (0..).find(|&v| seen.get(v) != Some(&(heap + 1))).unwrap();
        let mut candidate = mex(&seen);
        if !plain {
            // The pairs of two common heaps, where their parity allows.
            while splits.iter().any(|&rest| {
                split.parity(candidate as u32, rest) == 0
                    && (1..=rest / 2).any(|a| g[a] ^ g[rest - a] == candidate as u32)
            }) {
                mark(candidate as u32, &mut seen);
                candidate = mex(&seen);
            }
        }
        let value = candidate as u32;
        if heap > 0 && split.parity(value, heap) == 0 {
            rare.push(heap);
        }
        g.push(value);
    }
    g
}

thread_local! {
    /// The brute force's values of each code so far (the longest run).
    static BRUTE: RefCell<HashMap<String, Vec<u32>>> = RefCell::new(HashMap::new());
}

/// [`brute_force`], each code worked out once (the longest run asked for;
/// a shorter one is its prefix).
fn brute(code: &str, n: usize, split: Split) -> Vec<u32> {
    let known = BRUTE.with(|b| {
        b.borrow()
            .get(code)
            .filter(|g| g.len() > n)
            .map(|g| g[..=n].to_vec())
    });
    known.unwrap_or_else(|| {
        let g = brute_force(code, n, split);
        BRUTE.with(|b| b.borrow_mut().insert(code.to_owned(), g.clone()));
        g
    })
}

/// The engine's G(0..=n) (the atlas's), as `u32`.
fn engine(code: &str, n: usize) -> Vec<u32> {
    let rule = Rule::octal(code, "code").unwrap();
    let (g, _) = values_compact(&rule, n, |_| {}).unwrap();
    (0..g.len()).map(|i| g.get(i)).collect()
}

fn zeros(g: &[u32]) -> usize {
    g.iter().position(|&v| v != 0).unwrap_or(g.len())
}

fn last_place(code: &str) -> u64 {
    Rule::octal(code, "code").unwrap().last_place()
}

// --- The published figures ---------------------------------------------------

fn data(file: &str) -> Vec<Vec<String>> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/octal")
        .join(file);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').map(str::to_owned).collect())
        .collect()
}

/// tczajka/octal-games' nimber strings: 0-9, then A = 10, …
fn nimber_string(text: &str) -> Vec<u32> {
    text.chars()
        .filter(|c| *c != '(' && *c != ')')
        .map(|c| c.to_digit(36).expect("a nimber"))
        .collect()
}

/// One claim a source makes about a code of the atlas.
#[derive(Clone, Debug)]
enum Claim {
    /// G(from + i) = values[i].
    Values { from: usize, values: Vec<u32> },
    /// G(n + length) = G(n) for n ≥ start, start and length least; with
    /// `stripped`, `start` counts the heaps after the leading zeros (the
    /// claim is about the game the code plays as).
    Period {
        start: u64,
        length: u64,
        stripped: bool,
    },
    /// No period found (the source's "unsolved"; by heap `n` where it says).
    Open { n: String },
    /// The largest value of all (of a solved game).
    Largest { value: u32 },
    /// This code and `other` have the same values, heaps on which no move
    /// is possible aside.
    Same { other: String },
    /// This code and `other` differ, first at heap `at` if given.
    Differ { other: String, at: Option<u64> },
    /// Rare heaps (the sparse set with the bitstring of all ones, heap n
    /// rare when parity(G(n)) = (n − t) mod 2): exactly these.
    RareHeaps { t: u64, heaps: Vec<u64> },
}

#[derive(Clone, Debug)]
struct Published {
    source: String,
    code: String,
    claim: Claim,
}

/// Every claim the kept figures make about the codes of the atlas of
/// `digits` places (codes of more digits only as the figures name them).
fn claims(digits: usize) -> Vec<Published> {
    let atlas: Vec<String> = codes(digits);
    let in_atlas = |c: &str| atlas.iter().any(|a| a == c);
    let mut out = Vec::new();
    let mut push = |source: &str, code: &str, claim: Claim| {
        if in_atlas(code) {
            out.push(Published {
                source: source.into(),
                code: code.into(),
                claim,
            });
        }
    };
    // tczajka/octal-games: each code plays as a game; the games' figures.
    let rows = data("tczajka.tsv");
    let lookup: HashMap<&str, &str> = rows
        .iter()
        .filter(|r| r[0] == "lookup")
        .map(|r| (r[1].as_str(), r[2].as_str()))
        .collect();
    let games: HashMap<&str, &Vec<String>> = rows
        .iter()
        .filter(|r| ["trivial", "solved", "unsolved"].contains(&r[0].as_str()))
        .map(|r| (r[1].as_str(), r))
        .collect();
    for code in &atlas {
        let game = lookup.get(code.as_str()).copied().unwrap_or(code);
        let source = |file: &str| {
            if game == code {
                format!("tczajka {file}")
            } else {
                format!("tczajka GameLookup ({game}), {file}")
            }
        };
        if game != code {
            push(
                "tczajka GameLookup",
                code,
                Claim::Same { other: game.into() },
            );
        }
        let Some(row) = games.get(game) else {
            panic!("tczajka.tsv: {code} plays as {game}, which no table lists")
        };
        // The game's preperiod, past its leading zeros, is the code's.
        let stripped = game != code;
        let start = |prefix: u64| {
            if stripped {
                prefix.saturating_sub(zeros(&engine(game, 64)) as u64)
            } else {
                prefix
            }
        };
        match row[0].as_str() {
            "trivial" => {
                let (prefix, period) = (row[2].parse().unwrap(), row[3].parse().unwrap());
                let values = nimber_string(&row[4]);
                if game == code {
                    push(
                        &source("TrivialGames"),
                        code,
                        Claim::Values { from: 0, values },
                    );
                }
                let claim = Claim::Period {
                    start: start(prefix),
                    length: period,
                    stripped,
                };
                push(&source("TrivialGames"), code, claim);
            }
            "solved" => {
                let (prefix, period): (u64, u64) =
                    (row[2].parse().unwrap(), row[3].parse().unwrap());
                let claim = Claim::Period {
                    start: start(prefix),
                    length: period,
                    stripped,
                };
                push(&source("SolvedGames"), code, claim);
                push(
                    &source("SolvedGames"),
                    code,
                    Claim::Largest {
                        value: row[5].parse().unwrap(),
                    },
                );
            }
            _ => push(
                &source("UnsolvedGames"),
                code,
                Claim::Open { n: row[2].clone() },
            ),
        }
    }
    for row in rows.iter().filter(|r| r[0] == "same" || r[0] == "differ") {
        let claim = if row[0] == "same" {
            Claim::Same {
                other: row[2].clone(),
            }
        } else {
            Claim::Differ {
                other: row[2].clone(),
                at: row[3].parse().ok(),
            }
        };
        push("tczajka README", &row[1], claim);
    }
    // OEIS: the terms and period of each entry, for each code it names.
    for row in data("oeis.tsv") {
        let (id, offset): (&str, usize) = (&row[0], row[2].parse().unwrap());
        let period: u64 = row[3].parse().unwrap();
        let last: Option<u64> = match row[4].split_once('=') {
            Some(("last", n)) => n.parse().ok(),
            Some(("only", list)) => list.split(',').filter_map(|n| n.parse().ok()).max(),
            _ => None,
        };
        let terms: Vec<u32> = row[6].split(',').map(|t| t.parse().unwrap()).collect();
        let mut named: Vec<(u64, String)> = row[1].split(' ').map(|c| (0, c.to_owned())).collect();
        for group in row[5].split(';').filter(|g| g.contains('=')) {
            let (k, list) = group.split_once('=').unwrap();
            named.extend(list.split(',').map(|c| (k.parse().unwrap(), c.to_owned())));
        }
        for (k, code) in named {
            let source = format!("OEIS {id}");
            let from = offset + k as usize;
            push(
                &source,
                &code,
                Claim::Values {
                    from,
                    values: terms.clone(),
                },
            );
            if let Some(last) = last {
                push(
                    &source,
                    &code,
                    Claim::Period {
                        start: last + 1 + k,
                        length: period,
                        stripped: false,
                    },
                );
            }
        }
    }
    // Flammenkamp, as far as his pages could be read.
    for row in data("flammenkamp.tsv") {
        let source = "Flammenkamp";
        let code = row[1].as_str();
        match row[0].as_str() {
            "values" => push(
                source,
                code,
                Claim::Values {
                    from: row[2].parse().unwrap(),
                    values: row[3].split(' ').map(|v| v.parse().unwrap()).collect(),
                },
            ),
            "period" => push(
                source,
                code,
                Claim::Period {
                    start: row[2].parse().unwrap(),
                    length: row[3].parse().unwrap(),
                    stripped: false,
                },
            ),
            "max" => push(
                source,
                code,
                Claim::Largest {
                    value: row[2].parse().unwrap(),
                },
            ),
            "rare" => push(
                source,
                code,
                Claim::RareHeaps {
                    t: row[2].parse().unwrap(),
                    heaps: row[3].split(' ').map(|v| v.parse().unwrap()).collect(),
                },
            ),
            "same" => push(
                source,
                code,
                Claim::Same {
                    other: row[2].clone(),
                },
            ),
            other => panic!("flammenkamp.tsv: {other}"),
        }
    }
    out
}

// --- What the atlas says, and the verdicts -------------------------------------

/// The atlas's entry of a code, as the table gives it.
#[derive(Clone, Debug, Default)]
struct Ours {
    period: Option<(u64, u64, u64)>,
    computed_to: u64,
    max_value: u32,
    /// The split the engine used last: the brute force's too (its speed only).
    split: Split,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Verdict {
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
struct Finding {
    published: Published,
    verdict: Verdict,
}

/// The first heap where `a` and `b` (stripped of leading zeros) differ within
/// both, in `a`'s heaps.
fn first_difference(a: &[u32], b: &[u32]) -> Option<usize> {
    let (za, zb) = (zeros(a), zeros(b));
    let (sa, sb) = (&a[za..], &b[zb..]);
    (0..sa.len().min(sb.len()))
        .find(|&i| sa[i] != sb[i])
        .map(|i| i + za)
}

/// The first n in `from..` with g[n] != g[n + length] within g.
fn first_break(g: &[u32], from: u64, length: u64) -> Option<u64> {
    (from..(g.len() as u64).saturating_sub(length))
        .find(|&n| g[n as usize] != g[(n + length) as usize])
}

/// Decides one claim about `code`, the atlas's entry being `ours` and
/// values up to `reach` cheap enough to work out again.
fn decide(p: &Published, ours: &Ours, reach: usize) -> Verdict {
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
fn decide_period(code: &str, claim: (u64, u64, bool), ours: &Ours, reach: usize) -> Verdict {
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

fn ours_of(e: &nimlab_core::atlas::Entry) -> Ours {
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

fn findings(claims: Vec<Published>, ours: &BTreeMap<String, Ours>, reach: usize) -> Vec<Finding> {
    claims
        .into_iter()
        .map(|published| {
            let verdict = decide(&published, &ours[&published.code], reach);
            Finding { published, verdict }
        })
        .collect()
}

// --- The tests -----------------------------------------------------------------

#[test]
fn the_brute_force_is_the_mex_over_the_rules() {
    // Kayles, Dawson's chess, Officers, as every table prints them.
    assert_eq!(
        brute_force("0.77", 11, Split::default()),
        [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    );
    assert_eq!(
        brute_force("0.137", 9, Split::default()),
        [0, 1, 1, 2, 0, 3, 1, 1, 0, 3]
    );
    assert_eq!(
        brute_force("0.6", 12, Split::default()),
        [0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0]
    );
    assert_eq!(brute_force("4.", 5, Split::default()), [0, 0, 1, 0, 1, 0]);
    // The engine agrees with it on every one- and two-digit code.
    for code in codes(2) {
        assert_eq!(
            engine(&code, 700),
            brute_force(&code, 700, Split::default()),
            "{code}"
        );
    }
}

#[test]
fn a_split_only_passes_over_pairs_that_cannot_matter() {
    // The splits the atlas ends with for these codes, and others that leave
    // many rare heaps or few: the values are those of every pair looked at.
    let splits = [
        (59, 0),
        (2, 1),
        (30, 0),
        (107, 0),
        (1, 0),
        (3, 1),
        (6, 0),
        (255, 1),
    ];
    for code in [
        "0.16", "0.56", "4.064", "4.364", "4.406", "0.77", "0.137", "4.7",
    ] {
        let plain = brute_force(code, 2500, Split::default());
        for (mask, bit) in splits {
            let split = Split { mask, bit };
            assert_eq!(brute_force(code, 2500, split), plain, "{code} {split:?}");
        }
    }
}

#[test]
fn one_and_two_digit_codes_agree_with_the_published_figures() {
    let n = 1 << 13;
    // The one- and two-digit codes, and the three-digit claims that cost little.
    let cheap = |p: &Published| {
        last_place(&p.code) <= 2
            || p.source.starts_with("Flammenkamp")
            || p.source == "tczajka README"
    };
    let claims: Vec<Published> = claims(3).into_iter().filter(cheap).collect();
    let mut ours = BTreeMap::new();
    for p in &claims {
        ours.entry(p.code.clone())
            .or_insert_with(|| ours_of(&entry(&p.code, n, 3, DEFAULT_BUDGET, |_| {}).unwrap()));
    }
    let found = findings(claims, &ours, n);
    assert!(found.len() > 250, "{} claims", found.len());
    let mut wrong = Vec::new();
    let mut beyond = 0;
    for f in &found {
        match &f.verdict {
            Verdict::Agree | Verdict::Further { .. } => {}
            Verdict::Beyond => beyond += 1,
            Verdict::SourceErrs { at, detail } => wrong.push(format!(
                "{} on {}: {detail} (heap {at})",
                f.published.source, f.published.code
            )),
            Verdict::EngineErrs { detail } => {
                panic!("the engine errs on {}: {detail}", f.published.code)
            }
        }
    }
    // What the sources get wrong here, each shown by the brute force: the
    // one error tczajka/octal-games reports of Flammenkamp's tables.
    let expected =
        ["Flammenkamp on 0.161: 0.161 and 0.36 first differ at heap 519 of 0.161 (heap 519)"];
    assert_eq!(wrong, expected);
    // Only the periods proved past 2^13 (0.16, 0.56 and the codes that play as them).
    assert!(beyond < 40, "{beyond} beyond");
}

/// `npm run atlas`: every claim about the three-digit atlas the command line
/// made (NIMLAB_ATLAS_JSON), decided; the findings go to NIMLAB_ATLAS_FINDINGS.
#[test]
#[ignore = "run by scripts/atlas-doc.mjs on the atlas to 2^20"]
fn three_digit_atlas_against_the_tables() {
    let input = std::env::var("NIMLAB_ATLAS_JSON").expect("NIMLAB_ATLAS_JSON");
    let output = std::env::var("NIMLAB_ATLAS_FINDINGS").expect("NIMLAB_ATLAS_FINDINGS");
    let text = std::fs::read_to_string(&input).unwrap();
    let mut ours = BTreeMap::new();
    for line in text.lines().filter(|l| l.starts_with('{')) {
        let field = |name: &str| -> Option<u64> {
            let at = line.find(&format!("\"{name}\":"))? + name.len() + 3;
            line[at..]
                .split(|c: char| !c.is_ascii_digit())
                .next()?
                .parse()
                .ok()
        };
        let code = line.split('"').nth(3).unwrap().to_owned();
        let period = if line.contains("\"period\":null") {
            None
        } else {
            Some((
                field("start").unwrap(),
                field("length").unwrap(),
                field("checkedTo").unwrap(),
            ))
        };
        let (computed_to, max_value) = (
            field("computedTo").unwrap(),
            field("maxValue").unwrap() as u32,
        );
        ours.insert(
            code,
            Ours {
                period,
                computed_to,
                max_value,
                split: Split {
                    mask: field("mask").unwrap_or(0) as u32,
                    bit: field("bit").unwrap_or(0) as u32,
                },
            },
        );
    }
    assert_eq!(ours.len(), 1022);
    let found = findings(claims(3), &ours, 1 << 20);
    let mut json = String::from("[\n");
    for (i, f) in found.iter().enumerate() {
        let (verdict, at, detail) = match &f.verdict {
            Verdict::Agree => ("agree", None, String::new()),
            Verdict::Beyond => ("beyond", None, String::new()),
            Verdict::SourceErrs { at, detail } => ("source-errs", Some(*at), detail.clone()),
            Verdict::EngineErrs { detail } => ("engine-errs", None, detail.clone()),
            Verdict::Further { detail } => ("further", None, detail.clone()),
        };
        let claim = format!("{:?}", f.published.claim);
        let claim: String = claim.chars().take(200).collect();
        json.push_str(&format!(
            "{{\"code\":{:?},\"source\":{:?},\"claim\":{:?},\"verdict\":{verdict:?},\"at\":{},\"detail\":{:?}}}{}\n",
            f.published.code,
            f.published.source,
            claim,
            at.map_or("null".into(), |a| a.to_string()),
            detail,
            if i + 1 < found.len() { "," } else { "" }
        ));
    }
    json.push_str("]\n");
    std::fs::write(&output, json).unwrap();
    let engine_wrong: Vec<&Finding> = found
        .iter()
        .filter(|f| matches!(f.verdict, Verdict::EngineErrs { .. }))
        .collect();
    assert!(engine_wrong.is_empty(), "{engine_wrong:#?}");
}
