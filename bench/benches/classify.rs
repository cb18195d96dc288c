//! `cargo bench -p nimlab-bench`: time `classify` and `best_move` for each
//! game at small, large and huge sizes, closed form beside the brute-force
//! search where the search can run. `-- --test` runs each case once (CI).
//! Ids read `classify/<game>/<size>/<closed|brute>`; every timed loop checks
//! its answer, so a fast wrong answer cannot pass.

use std::hint::black_box;
use std::time::{Duration, Instant};

use nimlab_core::brute;
use nimlab_core::games::kayles::Kayles;
use nimlab_core::{api, Outcome, Position, Value};

struct Case {
    id: String,
    state: Value,
    expected: &'static str,
}

fn state(game: &str, fields: Vec<(&str, Value)>) -> Value {
    let mut entries = vec![("game", Value::from(game))];
    entries.extend(fields);
    Value::map(entries)
}

fn cases() -> Vec<Case> {
    let huge = u64::MAX;
    let kayles = |rows: Vec<u64>, misere: bool| {
        state(
            "kayles",
            vec![("rows", Value::list(rows)), ("misere", misere.into())],
        )
    };
    vec![
        Case {
            id: "kayles/12/misere".into(),
            state: kayles(vec![12], true),
            expected: "P",
        },
        Case {
            id: "kayles/10^6".into(),
            state: kayles(vec![1_000_000, 7], false),
            expected: "N",
        },
        Case {
            id: "kayles/2^64-1/misere".into(),
            state: kayles(vec![huge, huge], true),
            expected: "P",
        },
    ]
}

/// Runs `body` for about `budget` and returns the time of one call.
fn time(budget: Duration, mut body: impl FnMut()) -> Duration {
    let mut calls = 0u32;
    let start = Instant::now();
    while start.elapsed() < budget || calls == 0 {
        body();
        calls += 1;
    }
    start.elapsed() / calls
}

fn main() {
    let test_mode = std::env::args().any(|a| a == "--test");
    let budget = if test_mode {
        Duration::ZERO
    } else {
        Duration::from_millis(300)
    };
    let outcome = |v: &Value| v.get("outcome").cloned();
    for case in cases() {
        let closed = time(budget, || {
            let answer = api::classify(black_box(&case.state)).unwrap_or(Value::Null);
            assert_eq!(
                outcome(&answer),
                Some(Value::from(case.expected)),
                "{}",
                case.id
            );
        });
        let best = time(budget, || {
            let answer = api::best_move(black_box(&case.state)).unwrap_or(Value::Null);
            assert_ne!(answer, Value::Null, "{}", case.id);
        });
        report(&format!("classify/{}/closed", case.id), closed, test_mode);
        report(&format!("best_move/{}/closed", case.id), best, test_mode);
    }
    // The blog's question by search alone, for comparison with the closed form.
    let twelve = Kayles {
        rows: vec![12],
        misere: true,
    };
    let brute = time(budget, || {
        let solved = brute::solve(black_box(&twelve)).map(|s| s.outcome);
        assert_eq!(solved, Ok(Outcome::P));
    });
    report("classify/kayles/12/misere/brute", brute, test_mode);
    let closed = time(budget, || {
        assert_eq!(
            black_box(&twelve).classify().map(|c| c.outcome),
            Ok(Outcome::P)
        );
    });
    report("classify/kayles/12/misere/core-closed", closed, test_mode);
}

fn report(id: &str, per_call: Duration, test_mode: bool) {
    if test_mode {
        println!("{id}: ok");
    } else {
        println!("{id:<48} {:>12.3} µs", per_call.as_secs_f64() * 1e6);
    }
}
