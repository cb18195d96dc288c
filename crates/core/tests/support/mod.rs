//! What the core's integration tests share: plain states and sums, a
//! position read from its state, a small deterministic generator, and every
//! small position of every game of the articles (what the exhaustive tests
//! of `best_move(state, {aim: "lose"})` walk). Each test binary uses part of
//! it, and so do the benchmarks (`bench/src/lib.rs`).

#![allow(dead_code, clippy::unwrap_used, clippy::panic)] // tests fail loudly by design

use nimlab_core::fields::Fields;
use nimlab_core::{Position, Value};

/// A plain state of `game` with its other `fields`.
pub fn state(game: &str, fields: Vec<(&'static str, Value)>) -> Value {
    let mut entries = vec![("game", Value::from(game))];
    entries.extend(fields);
    Value::map(entries)
}

/// A sum of `parts` under either rule.
pub fn sum(parts: Vec<Value>, misere: bool) -> Value {
    state(
        "sum",
        vec![("parts", Value::List(parts)), ("misere", misere.into())],
    )
}

/// A position of game `P` from its plain state.
pub fn position<P: Position>(state: &Value) -> P {
    let mut fields = Fields::new(state, "", "the state").unwrap();
    fields.get("game");
    P::read(&mut fields).unwrap()
}

/// A small deterministic generator (Knuth's MMIX constants), so that the
/// states a test draws, and a failure, repeat.
pub struct Lcg(pub u64);

impl Lcg {
    /// A whole number below `n` (0 for n = 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n.max(1)
    }

    /// Heads or tails.
    pub fn coin(&mut self) -> bool {
        self.below(2) == 1
    }
}

/// A small part of game number `kind` (0..8: every game with nimbers).
fn part(kind: u64, r: &mut Lcg) -> Value {
    match kind {
        0 => {
            let heaps: Vec<u64> = (0..1 + r.below(2)).map(|_| r.below(4)).collect();
            state("nim", vec![("heaps", Value::list(heaps))])
        }
        1 => state(
            "wythoff",
            vec![("heaps", Value::list([r.below(4), r.below(4)]))],
        ),
        2 => state(
            "subtraction",
            vec![
                ("pile", r.below(8).into()),
                ("max", (1 + r.below(3)).into()),
            ],
        ),
        3 => {
            let pile = 2 + r.below(6);
            let mut fields = vec![("pile", pile.into())];
            if r.below(2) == 0 {
                fields.push(("lastTake", (1 + r.below(3)).into()));
            }
            state("fibonacci-nim", fields)
        }
        4 => dice(r.below(12), (1 + r.below(6)).into(), None),
        5 => {
            let rows: Vec<u64> = (0..1 + r.below(2)).map(|_| r.below(5)).collect();
            state("kayles", vec![("rows", Value::list(rows))])
        }
        6 => {
            let code = ["0.6", "0.07", "0.137", "4.7"][r.below(4) as usize];
            state(
                "octal",
                vec![("code", code.into()), ("heaps", Value::list([r.below(6)]))],
            )
        }
        _ => state("grundy", vec![("heaps", Value::list([r.below(8)]))]),
    }
}

/// A sum of one to four small parts of the games with nimbers.
pub fn random_sum(r: &mut Lcg, misere: bool) -> Value {
    let count = 1 + r.below(4);
    sum((0..count).map(|_| part(r.below(8), r)).collect(), misere)
}

/// Non-increasing lists of at most `parts` numbers from 1 to `largest`
/// adding up to at most `total`.
pub fn multisets(parts: usize, largest: u64, total: u64) -> Vec<Vec<u64>> {
    fn extend(parts: usize, largest: u64, rest: u64, now: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        out.push(now.clone());
        if now.len() == parts {
            return;
        }
        for n in 1..=largest.min(rest) {
            now.push(n);
            extend(parts, n, rest - n, now, out);
            now.pop();
        }
    }
    let mut out = Vec::new();
    extend(parts, largest, total, &mut Vec::new(), &mut out);
    out
}

/// A state of a game of heaps (or rows, `field`) under either rule.
pub fn heaps_state(game: &str, field: &'static str, heaps: &[u64], misere: bool) -> Value {
    state(
        game,
        vec![(field, Value::counts(heaps)), ("misere", misere.into())],
    )
}

/// Take 1 to `max` from a pile.
pub fn subtraction(pile: u64, max: u64, misere: bool) -> Value {
    let fields = vec![
        ("pile", pile.into()),
        ("max", max.into()),
        ("misere", misere.into()),
    ];
    state("subtraction", fields)
}

/// The odd-even game of `variant` (`odd-wins`, `odd-vs-even`).
pub fn odd_even(variant: &str, pile: u64, max: u64, holdings: [u64; 2], to_move: u64) -> Value {
    let fields = vec![
        ("variant", variant.into()),
        ("pile", pile.into()),
        ("max", max.into()),
        ("holdings", Value::list(holdings)),
        ("toMove", to_move.into()),
    ];
    state("odd-even", fields)
}

/// Fibonacci Nim: the opening, or after a take of `last_take`.
pub fn fibonacci_nim(pile: u64, multiplier: u64, last_take: Option<u64>) -> Value {
    let mut fields = vec![("pile", pile.into()), ("multiplier", multiplier.into())];
    fields.extend(last_take.map(|last| ("lastTake", last.into())));
    state("fibonacci-nim", fields)
}

/// The die game: one die (`top` a face) or two under `rule`.
pub fn dice(pile: u64, top: Value, rule: Option<&str>) -> Value {
    let mut fields = vec![("pile", pile.into()), ("top", top)];
    fields.extend(rule.map(|rule| ("rule", rule.into())));
    state("dice", fields)
}

/// Every small state of every game, both rules where a game has two.
pub fn small_states() -> Vec<Value> {
    let mut states = Vec::new();
    for misere in [false, true] {
        for heaps in multisets(3, 5, 12) {
            states.push(heaps_state("nim", "heaps", &heaps, misere));
        }
        for x in 0..=8u64 {
            for y in x..=8 {
                states.push(heaps_state("wythoff", "heaps", &[x, y], misere));
            }
        }
        for max in 1..=5u64 {
            for pile in 0..=20u64 {
                states.push(subtraction(pile, max, misere));
            }
        }
        for rows in multisets(3, 8, 9) {
            states.push(heaps_state("kayles", "rows", &rows, misere));
        }
    }
    for (variant, parity) in [("odd-wins", 1), ("odd-vs-even", 0)] {
        for max in 1..=6u64 {
            for pile in 0..=16u64 {
                for holdings in (0..=2u64).flat_map(|a| (0..=2u64).map(move |b| [a, b])) {
                    if (pile + holdings[0] + holdings[1]) % 2 != parity {
                        continue;
                    }
                    for to_move in 0..=1u64 {
                        states.push(odd_even(variant, pile, max, holdings, to_move));
                    }
                }
            }
        }
    }
    for multiplier in 1..=4u64 {
        for pile in 1..=20u64 {
            let lasts = std::iter::once(None).chain((1..=pile).map(Some));
            states.extend(lasts.map(|last| fibonacci_nim(pile, multiplier, last)));
        }
    }
    for pile in 0..=20u64 {
        for top in 1..=6u64 {
            states.push(dice(pile, top.into(), None));
            for rule in ["both", "one", "sum"] {
                for other in top..=6 {
                    states.push(dice(pile, Value::list([top, other]), Some(rule)));
                }
            }
        }
    }
    states
}
