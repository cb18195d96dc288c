//! The conformance table: what every game must hold, written once over the
//! `Position` trait and run for every game, as aho-corasick runs one table
//! of tests against every engine (its `testconfig!`). Each game's line in
//! [`conformance!`] names its small states, its random small states and its
//! random large ones, and what its closed form claims.
//!
//! On every small state, against the exact search (`brute.rs`):
//!
//! - play agrees with moves: each listed move plays to the position listed
//!   with it, and reads back from its plain form as the same move;
//! - the closed form agrees with the search: the outcome, the nimber (where
//!   the game's closed form gives one), the remoteness where it gives one;
//!   `verdict` is `classify` without the explanation;
//! - the best move wins: there is one exactly when the game goes on; from an
//!   N-position it leaves P, from a P-position N, as the game's strategy
//!   delays (the smallest take, 以拖待變, where the game says so);
//! - the giveaway list (`Position::giveaway_moves`, what `best_move(state,
//!   {aim: "lose"})` chooses from) plays as listed, is empty exactly when
//!   the game is over, and holds a move to an N-position whenever some move
//!   leaves one.
//!
//! On random states: play agrees with moves (small ones), and the best move
//! wins by the closed form alone (large ones, past any search).
//!
//! And `games()` lists each game with an example state that classifies.

#![allow(clippy::unwrap_used, clippy::panic)] // tests fail loudly by design

mod support;

use nimlab_core::brute::Search;
use nimlab_core::games::dice::{Dice, Rule as DiceRule, Tops};
use nimlab_core::games::fibonacci::FibonacciNim;
use nimlab_core::games::kayles::Kayles;
use nimlab_core::games::nim::Nim;
use nimlab_core::games::odd_even::{OddEven, Variant};
use nimlab_core::games::subtraction::Subtraction;
use nimlab_core::games::wythoff::Wythoff;
use nimlab_core::{Game, Outcome, Position, Value};
use proptest::prelude::*;
use proptest::strategy::BoxedStrategy;
use support::{multisets, small_states};

/// What a game's closed form claims beyond the outcome, and how its best
/// move delays in a lost position.
struct Claims<P: Position> {
    /// Its nimber is the search's on every small state (`false`: it gives
    /// none, as Fibonacci Nim's).
    nimbers: bool,
    /// It gives the remoteness on every small state (else, where it gives
    /// one, that one is the search's).
    remoteness: bool,
    /// Whether the best move `mv` from the lost position `p` delays as the
    /// strategy says.
    delays: fn(&P, &P::Move) -> bool,
}

impl<P: Position> Claims<P> {
    /// A nimber wherever the search has one, remoteness where it says, any
    /// move from a lost position.
    fn exact() -> Claims<P> {
        Claims {
            nimbers: true,
            remoteness: false,
            delays: |_, _| true,
        }
    }

    /// The remoteness on every small state.
    fn with_remoteness(self) -> Claims<P> {
        Claims {
            remoteness: true,
            ..self
        }
    }

    /// No nimber at all.
    fn without_nimbers(self) -> Claims<P> {
        Claims {
            nimbers: false,
            ..self
        }
    }

    /// The best move from a lost position as `delays` says.
    fn delaying(self, delays: fn(&P, &P::Move) -> bool) -> Claims<P> {
        Claims { delays, ..self }
    }
}

/// Play agrees with moves, and each move reads back from its plain form.
fn play_agrees_with_moves<P: Position>(p: &P) {
    for (mv, after) in p.moves().unwrap() {
        assert_eq!(p.play(&mv).unwrap(), after, "{p:?} {mv:?}");
        assert_eq!(p.read_move(&p.move_value(&mv)).unwrap(), mv, "{p:?}");
    }
}

/// The closed form's verdict on `p`, which `classify` repeats.
fn verdict_of<P: Position>(p: &P) -> (Outcome, Option<u64>, Option<u64>) {
    let answer = p.classify().unwrap();
    let verdict = p.verdict().unwrap();
    let claims = (answer.outcome, answer.nimber, answer.remoteness);
    assert_eq!(
        (verdict.outcome, verdict.nimber, verdict.remoteness),
        claims,
        "{p:?}"
    );
    claims
}

/// The best move at any size, by the closed form alone: one exactly when
/// the game goes on, leaving P from N and N from P, delaying as `claims`
/// says.
fn the_best_move_wins<P: Position>(p: &P, claims: &Claims<P>) {
    let (outcome, _, _) = verdict_of(p);
    let best = p.best_move().unwrap();
    assert_eq!(best.is_none(), p.is_over(), "{p:?}");
    let Some(mv) = best else {
        // The end: the rule says who wins it.
        assert_eq!(outcome == Outcome::N, p.mover_wins_at_end(), "{p:?}");
        return;
    };
    let after = p.play(&mv).unwrap();
    let left = after.classify().unwrap().outcome;
    assert_eq!(left == Outcome::P, outcome == Outcome::N, "{p:?} {mv:?}");
    if outcome == Outcome::P {
        assert!((claims.delays)(p, &mv), "{p:?} does not delay with {mv:?}");
    }
}

/// Every property of the table on one small state, against `search`.
fn conforms<P: Position + 'static>(p: &P, claims: &Claims<P>, search: &mut Search) {
    play_agrees_with_moves(p);
    let solved = search.solve(p).unwrap();
    let (outcome, nimber, remoteness) = verdict_of(p);
    assert_eq!(outcome, solved.outcome, "{p:?}");
    if claims.nimbers {
        assert_eq!(nimber, solved.nimber, "{p:?}");
    }
    if claims.remoteness || remoteness.is_some() {
        assert_eq!(remoteness, Some(solved.remoteness), "{p:?}");
    }
    the_best_move_wins(p, claims);
    let moves = p.moves().unwrap();
    if let Some(mv) = p.best_move().unwrap() {
        let after = p.play(&mv).unwrap();
        let left = search.solve(&after).unwrap().outcome;
        assert_eq!(left == Outcome::P, outcome == Outcome::N, "{p:?} {mv:?}");
    }
    // The giveaway list.
    let mut any_n = false;
    for (_, child) in &moves {
        any_n |= search.solve(child).unwrap().outcome == Outcome::N;
    }
    let candidates = p.giveaway_moves().unwrap();
    assert_eq!(candidates.is_empty(), moves.is_empty(), "{p:?}");
    assert_eq!(p.is_over(), moves.is_empty(), "{p:?}");
    let mut found_n = false;
    for (mv, child) in &candidates {
        assert_eq!(&p.play(mv).unwrap(), child, "{p:?}");
        found_n |= search.solve(child).unwrap().outcome == Outcome::N;
    }
    assert_eq!(found_n, any_n, "{p:?}: the giveaway list");
}

// One module of tests a game: its small states against the search, and
// the two properties over random states.
macro_rules! conformance {
    ($(
        $(#[$only:meta])*
        $name:ident: $game:ty {
            small: $small:expr,
            random: $random:expr,
            $(large: $large:expr,)?
            claims: $claims:expr $(,)?
        }
    )*) => {$(
        $(#[$only])*
        mod $name {
            use super::*;

            /// The game's claims, from those of every game.
            fn exact() -> Claims<$game> {
                Claims::exact()
            }

            fn claims() -> Claims<$game> {
                $claims
            }

            #[test]
            fn every_small_state_conforms() {
                let (claims, mut search) = (claims(), Search::new(usize::MAX));
                let small: Vec<$game> = $small;
                assert!(!small.is_empty());
                for p in &small {
                    conforms(p, &claims, &mut search);
                }
            }

            #[test]
            fn games_lists_it_with_an_example_that_classifies() {
                let Value::List(games) = nimlab_core::api::games() else {
                    panic!("games() is a list")
                };
                let id = Value::from(<$game as Position>::ID);
                let entry = games.iter().find(|g| g.get("id") == Some(&id)).unwrap();
                let example = entry.get("example").unwrap();
                assert!(nimlab_core::api::classify(example).is_ok(), "{example:?}");
            }

            proptest! {
                #[test]
                fn play_agrees_with_moves(p in $random) {
                    super::play_agrees_with_moves::<$game>(&p);
                }

                $(
                #[test]
                fn the_best_move_wins_at_any_size(p in $large) {
                    super::the_best_move_wins::<$game>(&p, &claims());
                }
                )?
            }
        }
    )*};
}

conformance! {
    nim: Nim {
        small: nim_small(),
        random: (proptest::collection::vec(0u64..9, 0..5), any::<bool>())
            .prop_map(|(heaps, misere)| Nim { heaps, misere }),
        large: (
            proptest::collection::vec(prop_oneof![0u64..4, 0u64..200, any::<u64>()], 0..8),
            any::<bool>(),
        )
            .prop_map(|(heaps, misere)| Nim { heaps, misere }),
        claims: exact().delaying(|_, mv| mv.take == 1),
    }
    wythoff: Wythoff {
        small: both_rules(|misere| {
            let pairs = (0..=60).flat_map(|x| (0..=60).map(move |y| [x, y]));
            pairs.map(move |heaps| Wythoff { heaps, misere }).collect()
        }),
        random: (0u64..12, 0u64..12, any::<bool>())
            .prop_map(|(x, y, misere)| Wythoff { heaps: [x, y], misere }),
        large: (
            prop_oneof![0u64..300, any::<u64>()],
            prop_oneof![0u64..300, any::<u64>()],
            any::<bool>(),
        )
            .prop_map(|(x, y, misere)| Wythoff { heaps: [x, y], misere }),
        claims: exact().with_remoteness(),
    }
    subtraction: Subtraction {
        small: both_rules(|misere| {
            let maxes = (1..=10).chain([40, 299, 300, 301, 1000, u64::MAX]);
            let piles = maxes.flat_map(|max| (0..=300).map(move |pile| (pile, max)));
            piles.map(|(pile, max)| Subtraction { pile, max, misere }).collect()
        }),
        random: (0u64..50, 1u64..60, any::<bool>())
            .prop_map(|(pile, max, misere)| Subtraction { pile, max, misere }),
        large: (
            prop_oneof![0u64..1000, any::<u64>()],
            prop_oneof![1u64..20, 1u64..=u64::MAX, Just(u64::MAX)],
            any::<bool>(),
        )
            .prop_map(|(pile, max, misere)| Subtraction { pile, max, misere }),
        claims: exact().with_remoteness().delaying(|_, mv| mv.take == 1),
    }
    odd_even: OddEven {
        small: odd_even_small(),
        random: (0u64..5, 0u64..5, 0u64..30, 1u64..12, any::<bool>(), 0u8..2).prop_map(
            |(h0, h1, pile, max, odd_wins, to_move)| OddEven {
                variant: variant(odd_wins),
                pile,
                max,
                holdings: [h0, h1],
                to_move,
            }
        ),
        large: odd_even_large(),
        claims: exact().delaying(|_, mv| mv.take == 1),
    }
    fibonacci_nim: FibonacciNim {
        small: fibonacci_small(),
        random: (0u64..60, 1u64..6, proptest::option::of(1u64..30)).prop_map(
            |(pile, multiplier, last_take)| FibonacciNim { pile, multiplier, last_take }
        ),
        large: (
            prop_oneof![0u64..1000, any::<u64>()],
            prop_oneof![1u64..8, 1u64..5000, (1u64 << 50)..=u64::MAX],
            proptest::option::of(prop_oneof![1u64..100, any::<u64>()]),
        )
            .prop_map(|(pile, multiplier, last_take)| FibonacciNim { pile, multiplier, last_take }),
        claims: exact().without_nimbers().delaying(|_, mv| mv.take == 1),
    }
    dice: Dice {
        small: (0..=200).flat_map(|pile| all_tops().map(move |top| Dice { pile, top })).collect(),
        random: (0u64..30, any_top()).prop_map(|(pile, top)| Dice { pile, top }),
        large: (prop_oneof![0u64..300, any::<u64>()], any_top())
            .prop_map(|(pile, top)| Dice { pile, top }),
        claims: exact().delaying(dice_takes_least),
    }
    kayles: Kayles {
        small: both_rules(|misere| {
            let rows = multisets(20, 20, 20).into_iter();
            rows.map(|rows| Kayles { rows, misere }).collect()
        }),
        random: (proptest::collection::vec(0u64..9, 0..4), any::<bool>())
            .prop_map(|(rows, misere)| Kayles { rows, misere }),
        large: (
            proptest::collection::vec(prop_oneof![0u64..200, any::<u64>()], 1..8),
            any::<bool>(),
        )
            .prop_map(|(rows, misere)| Kayles { rows, misere }),
        claims: exact(),
    }
    #[cfg(feature = "take-and-break")]
    octal: nimlab_core::games::octal::Octal {
        small: take_and_break::octal_small(),
        random: take_and_break::octal_random(),
        claims: exact(),
    }
    #[cfg(feature = "take-and-break")]
    grundy: nimlab_core::games::grundy::Grundy {
        small: both_rules(|misere| {
            let heaps = multisets(20, 20, 20).into_iter();
            heaps.map(|heaps| nimlab_core::games::grundy::Grundy { heaps, misere }).collect()
        }),
        random: (proptest::collection::vec(0u64..9, 0..4), any::<bool>())
            .prop_map(|(heaps, misere)| nimlab_core::games::grundy::Grundy { heaps, misere }),
        claims: exact(),
    }
    #[cfg(feature = "take-and-break")]
    sum: nimlab_core::games::sum::Sum {
        small: take_and_break::sum_small(),
        random: any::<u64>().prop_map(|seed| take_and_break::sum_of(seed, seed % 2 == 1)),
        claims: exact(),
    }
}

/// The states `game(misere)` lists under normal play, then misère.
fn both_rules<P>(game: impl Fn(bool) -> Vec<P>) -> Vec<P> {
    let mut states = game(false);
    states.extend(game(true));
    states
}

/// Of the article games' small states (`support::small_states`), those of
/// game `P`.
fn of_the_articles<P: Position>() -> Vec<P> {
    small_states()
        .iter()
        .filter(|s| s.get("game") == Some(&Value::from(P::ID)))
        .map(support::position)
        .collect()
}

/// Every ordered list of up to 4 heaps of at most 7, both rules.
fn nim_small() -> Vec<Nim> {
    let mut lists = vec![Vec::new()];
    let mut layer = vec![Vec::new()];
    for _ in 0..4 {
        let longer: Vec<Vec<u64>> = layer
            .iter()
            .flat_map(|heaps: &Vec<u64>| (0..=7).map(|h| [heaps.as_slice(), &[h]].concat()))
            .collect();
        lists.extend(longer.iter().cloned());
        layer = longer;
    }
    both_rules(|misere| {
        let heaps = lists.iter().cloned();
        heaps.map(|heaps| Nim { heaps, misere }).collect()
    })
}

fn variant(odd_wins: bool) -> Variant {
    if odd_wins {
        Variant::OddWins
    } else {
        Variant::OddVsEven
    }
}

/// Every valid position (holdings 0 or 1) with k ≤ 10 and pile ≤ 300, both
/// movers, and those of the articles' small states (holdings up to 2).
fn odd_even_small() -> Vec<OddEven> {
    let mut states = Vec::new();
    for (odd_wins, parity) in [(true, 1), (false, 0)] {
        for max in 1..=10 {
            for pile in 0..=300 {
                for holdings in [[0, 0], [0, 1], [1, 0], [1, 1]] {
                    if (holdings[0] + holdings[1] + pile) % 2 != parity {
                        continue;
                    }
                    for to_move in 0..2 {
                        let variant = variant(odd_wins);
                        states.push(OddEven {
                            variant,
                            pile,
                            max,
                            holdings,
                            to_move,
                        });
                    }
                }
            }
        }
    }
    states.extend(of_the_articles::<OddEven>());
    states
}

/// Any sizes, the total within u64 and of the variant's parity.
fn odd_even_large() -> BoxedStrategy<OddEven> {
    let count = any::<u64>().prop_map(|n| n / 4);
    let max = prop_oneof![1u64..20, any::<u64>().prop_map(|k| k.max(1))];
    (
        count.clone(),
        count.clone(),
        count,
        max,
        any::<bool>(),
        0u8..2,
    )
        .prop_map(|(h0, h1, pile, max, odd_wins, to_move)| {
            let parity = u64::from(odd_wins);
            let h1 = h1 + u64::from((h0 + h1 + pile) % 2 != parity);
            let variant = variant(odd_wins);
            OddEven {
                variant,
                pile,
                max,
                holdings: [h0, h1],
                to_move,
            }
        })
        .boxed()
}

/// Every pile to 300 with multipliers 1 to 6, to 200 with larger ones, at
/// the opening and after every last take up to one past the most a pile
/// that size can have seen; and the articles' small states.
fn fibonacci_small() -> Vec<FibonacciNim> {
    let mut states = Vec::new();
    let larger = [7, 9, 12, 17, 30, 99, 299, 300, 1000, 1 << 32, u64::MAX];
    let runs = (1..=6).map(|m| (300, m)).chain(larger.map(|m| (200, m)));
    for (piles, multiplier) in runs {
        for pile in 0..=piles {
            let takes = u64::div_ceil(pile, multiplier).max(1) + 1;
            let lasts = std::iter::once(None).chain((1..=takes).map(Some));
            states.extend(lasts.map(|last_take| FibonacciNim {
                pile,
                multiplier,
                last_take,
            }));
        }
    }
    states.extend(of_the_articles::<FibonacciNim>());
    states
}

/// Every top a die game's state can show: one die, or two under each rule.
fn all_tops() -> impl Iterator<Item = Tops> {
    let two = [DiceRule::Both, DiceRule::One, DiceRule::Sum]
        .into_iter()
        .flat_map(|rule| {
            (1..=6).flat_map(move |a| (1..=6).map(move |b| Tops::Two { tops: [a, b], rule }))
        });
    (1..=6).map(Tops::One).chain(two)
}

fn any_top() -> BoxedStrategy<Tops> {
    prop_oneof![
        (1u8..=6).prop_map(Tops::One),
        (1u8..=6, 1u8..=6, 0..3usize).prop_map(|(a, b, r)| Tops::Two {
            tops: [a, b],
            rule: [DiceRule::Both, DiceRule::One, DiceRule::Sum][r],
        }),
    ]
    .boxed()
}

/// From a lost position the die game's strategy takes the fewest stones.
fn dice_takes_least(p: &Dice, mv: &<Dice as Game>::Move) -> bool {
    let after = p.play(mv).unwrap();
    let least = p
        .moves()
        .unwrap()
        .iter()
        .map(|(_, a)| p.pile - a.pile)
        .min();
    Some(p.pile - after.pile) == least
}

/// The take-and-break games and sums, built only with their engine.
#[cfg(feature = "take-and-break")]
mod take_and_break {
    use super::*;
    use nimlab_core::api;
    use nimlab_core::games::octal::Octal;
    use nimlab_core::games::sum::Sum;
    use nimlab_core::nimbers::Rule;
    use support::{random_sum, Lcg};

    fn octal(code: &str, heaps: Vec<u64>, misere: bool) -> Octal {
        let rule = Rule::octal(code, "code").unwrap();
        Octal {
            rule,
            subtract: None,
            heaps,
            misere,
        }
    }

    /// Every multiset of at most 12 objects under eleven codes, both rules;
    /// of at most 16 in three heaps of at most 12 under six codes, normal
    /// play; and heaps in an order of their own.
    pub fn octal_small() -> Vec<Octal> {
        let mut states = Vec::new();
        let codes = [
            "0.77", "0.07", "0.137", "0.6", "0.333", "0.4", "0.15", "0.51", "4.7", "4.07", "0.165",
        ];
        for code in codes {
            for heaps in multisets(12, 12, 12) {
                for misere in [false, true] {
                    states.push(octal(code, heaps.clone(), misere));
                }
            }
        }
        for code in ["0.6", "0.07", "0.137", "4.07", "0.77", "0.4447"] {
            for heaps in multisets(3, 12, 16) {
                states.push(octal(code, heaps, false));
            }
        }
        states.push(octal("0.137", vec![5, 1, 4], false));
        states
    }

    pub fn octal_random() -> BoxedStrategy<Octal> {
        let code = proptest::sample::select(vec!["0.77", "0.07", "0.137", "0.6", "4.07"]);
        (
            code,
            proptest::collection::vec(0u64..9, 0..4),
            any::<bool>(),
        )
            .prop_map(|(code, heaps, misere)| octal(code, heaps, misere))
            .boxed()
    }

    /// A random sum of up to four small parts of every game with nimbers.
    pub fn sum_of(seed: u64, misere: bool) -> Sum {
        support::position(&random_sum(&mut Lcg(seed), misere))
    }

    /// The random sums `tests/sum.rs` holds to the search: 200 under normal
    /// play, and under misère play those a call's search answers.
    pub fn sum_small() -> Vec<Sum> {
        let mut r = Lcg(0x9e37_79b9_7f4a_7c15);
        let mut states: Vec<Sum> = (0..200)
            .map(|_| support::position(&random_sum(&mut r, false)))
            .collect();
        let mut r = Lcg(0x2545_f491_4f6c_dd1d);
        let misere = states.len() + 150;
        while states.len() < misere {
            let sum = random_sum(&mut r, true);
            if api::classify(&sum).is_ok() {
                states.push(support::position(&sum));
            }
        }
        states
    }
}
