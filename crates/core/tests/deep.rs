//! Legal positions at the edge of the exact search's budget, as deep as it
//! goes (a pile of 19 999 taken one at a time, long Fibonacci chains with
//! multiplier 1, long dice piles, many rows of 1 in misère Kayles): every
//! function answers, or says `too-large`, three times in a row, on a stack
//! far smaller than a wasm instance's, and the next call works.

#![allow(clippy::unwrap_used, clippy::panic)] // tests fail loudly by design

mod support;

use nimlab_core::api::{self, Aim};
use nimlab_core::{Error, Value};
use support::{dice, fibonacci_nim, heaps_state, odd_even, state, subtraction};

fn deep_states() -> Vec<Value> {
    let ones = |n: usize| vec![1u64; n];
    let mut states = vec![
        heaps_state("nim", "heaps", &[20_000, 3], false),
        heaps_state("nim", "heaps", &ones(64), false),
        heaps_state("nim", "heaps", &[140, 141], false),
        heaps_state("wythoff", "heaps", &[60, 60], false),
        heaps_state("wythoff", "heaps", &[60, 60], true),
        heaps_state("kayles", "rows", &ones(20), true),
        heaps_state("kayles", "rows", &ones(10_000), true),
        heaps_state("kayles", "rows", &[20], false),
        heaps_state("kayles", "rows", &[5, 7, 9], false),
    ];
    for misere in [false, true] {
        for (pile, max) in [(19_999u64, 1u64), (5_000, 1), (6_666, 2), (20_000, 1)] {
            states.push(subtraction(pile, max, misere));
        }
    }
    for pile in [150u64, 151, 1000] {
        states.push(fibonacci_nim(pile, 1, None));
        states.push(fibonacci_nim(pile, 1, Some(1)));
    }
    for pile in [500u64, 501] {
        states.push(dice(pile, 1u64.into(), None));
    }
    for rule in ["both", "one", "sum"] {
        for pile in [40u64, 200, 201] {
            states.push(dice(pile, Value::list([1u64, 2]), Some(rule)));
        }
    }
    for (variant, holdings) in [("odd-wins", [0u64, 1]), ("odd-vs-even", [0, 0])] {
        for (pile, max) in [(1000u64, 1u64), (1000, 30), (998, 3)] {
            states.push(odd_even(variant, pile, max, holdings, 0));
        }
    }
    states
}

fn coded<T>(result: Result<T, Error>, what: &str) -> Option<T> {
    match result {
        Ok(answer) => Some(answer),
        Err(error) => {
            assert!(
                ["bad-state", "unknown-game", "illegal-move", "too-large"].contains(&error.code()),
                "{what}: {}",
                error.message()
            );
            None
        }
    }
}

fn every_function_three_times(state: &Value) {
    let what = format!("{state:?}");
    let what = what.get(..200).unwrap_or(&what);
    let probe = state_of_nim();
    for _ in 0..3 {
        let classified = coded(api::classify(state), what);
        coded(api::verdict(state), what);
        coded(api::explain(state), what);
        let best = coded(api::best_move(state), what);
        let lose = coded(api::best_move_for(state, Aim::Lose), what);
        let listed = coded(api::moves(state), what);
        coded(api::is_over(state), what);
        if let Some(Value::List(results)) = &listed {
            if let Some(first) = results.first() {
                coded(api::play(state, first.get("move").unwrap()), what);
            }
        }
        // Both aims name a move whenever the game goes on, and agree with
        // the verdict.
        if let (Some(classified), Some(best), Some(lose)) = (classified, best, lose) {
            let over = api::is_over(state).unwrap();
            assert_eq!(best == Value::Null, over, "{what}");
            assert_eq!(lose == Value::Null, over, "{what}");
            if classified.get("outcome") == Some(&Value::from("N")) {
                assert_eq!(best.get("outcome"), Some(&Value::from("P")), "{what}");
            }
        }
        // The next call works.
        let next = api::classify(&probe).unwrap();
        assert_eq!(next.get("outcome"), Some(&Value::from("N")));
    }
}

fn state_of_nim() -> Value {
    state("nim", vec![("heaps", Value::list([3u64, 4, 5]))])
}

/// Runs `test` on a thread with a 256 KB stack: a quarter of a wasm
/// instance's, so that any recursion as deep as a pile shows here first.
fn on_a_small_stack(test: fn()) {
    std::thread::Builder::new()
        .stack_size(256 << 10)
        .spawn(test)
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn every_function_answers_at_the_edge_of_the_search_budget_three_times() {
    on_a_small_stack(|| {
        for state in deep_states() {
            let t = std::time::Instant::now();
            every_function_three_times(&state);
            eprintln!(
                "TIME {:?} {}",
                t.elapsed(),
                format!("{state:?}").chars().take(120).collect::<String>()
            );
        }
    });
}

#[test]
fn the_deepest_searches_give_remoteness_and_the_right_move() {
    on_a_small_stack(|| {
        // Take 1 from 19 999: P when the pile is even (normal play), the
        // search walks 20 000 positions in a line.
        let line = subtraction(19_999, 1, false);
        let answer = api::classify(&line).unwrap();
        assert_eq!(answer.get("outcome"), Some(&Value::from("N")));
        assert_eq!(answer.get("remoteness"), Some(&Value::from(19_999u64)));
        let best = api::best_move(&line).unwrap();
        assert_eq!(best.get("remoteness"), Some(&Value::from(19_998u64)));
        // Fibonacci Nim with multiplier 1: every take after the first is 1.
        let chain = fibonacci_nim(150, 1, Some(1));
        let answer = api::classify(&chain).unwrap();
        assert_eq!(answer.get("remoteness"), Some(&Value::from(150u64)));
    });
}
