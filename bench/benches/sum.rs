//! `cargo bench -p nimlab-bench --bench sum`: `classify` and `best_move` of
//! sums of games through `api`, as the binding calls them: four closed-form
//! parts at any size (the Sprague–Grundy XOR and one part's move to its
//! target nimber), the example sum of `games()` (Nim 3 + Kayles 7 + Wythoff
//! (3, 5) + Officers 10), a part answered by the search (Fibonacci Nim),
//! misère sums by their closed forms, and a smaller sum beside the exact
//! search of the whole sum.
//! `cargo test` (or `-- --test`) runs each case once. Every timed loop
//! checks its answer.

use std::hint::black_box;

use nimlab_bench::{kayles, mode, nim, octal, report, state, sum, time};
use nimlab_core::{api, Value};

const HUGE: u64 = u64::MAX;

fn cases() -> Vec<(&'static str, Value)> {
    let officers = || {
        vec![
            nim(vec![3]),
            kayles(vec![7], false),
            state("wythoff", vec![("heaps", Value::list([3u64, 5]))]),
            octal("0.6", vec![10]),
        ]
    };
    vec![
        (
            "4-closed/huge",
            sum(
                vec![
                    nim(vec![HUGE, 1 << 40, 12_345]),
                    kayles(vec![1_000_000], false),
                    octal("0.07", vec![1_000_000_000_000]),
                    state(
                        "subtraction",
                        vec![("pile", (1u64 << 62).into()), ("max", 6u64.into())],
                    ),
                ],
                false,
            ),
        ),
        (
            "4-closed/10^6-officers-10^4",
            sum(
                vec![
                    nim(vec![1_000_000, 999_999]),
                    kayles(vec![1_000_000, 777_777], false),
                    octal("0.6", vec![10_000]),
                    state(
                        "subtraction",
                        vec![("pile", 1_000_000u64.into()), ("max", 3u64.into())],
                    ),
                ],
                false,
            ),
        ),
        ("officers", sum(officers(), false)),
        (
            "fibonacci-100+nim",
            sum(
                vec![
                    state("fibonacci-nim", vec![("pile", 100u64.into())]),
                    nim(vec![5, 6]),
                ],
                false,
            ),
        ),
        (
            "misere/nim-huge",
            sum(vec![nim(vec![HUGE, 1]), nim(vec![HUGE - 7])], true),
        ),
        (
            "misere/kayles-10^6",
            sum(
                vec![kayles(vec![1_000_000], false), kayles(vec![12, 5], false)],
                true,
            ),
        ),
    ]
}

fn outcome(v: &Value) -> Option<Value> {
    v.get("outcome").cloned()
}

fn main() {
    let (test_mode, budget) = mode();
    for (id, s) in cases() {
        // The answer every timed call must give, checked once against the
        // outcome the best move leaves.
        let answer = api::classify(&s);
        assert!(answer.is_ok(), "{id}: {answer:?}");
        let expected = answer.ok().and_then(|a| outcome(&a)).unwrap_or(Value::Null);
        let classified = time(budget, || {
            let answer = api::classify(black_box(&s)).unwrap_or(Value::Null);
            assert_eq!(outcome(&answer).as_ref(), Some(&expected), "{id}");
        });
        report(&format!("classify/sum/{id}/closed"), classified, test_mode);
        let best = time(budget, || {
            let answer = api::best_move(black_box(&s)).unwrap_or(Value::Null);
            // From N, the move leaves P.
            if expected == Value::from("N") {
                assert_eq!(outcome(&answer), Some(Value::from("P")), "{id}");
            } else {
                assert!(answer != Value::Null, "{id}");
            }
        });
        report(&format!("best_move/sum/{id}/closed"), best, test_mode);
    }
    // A smaller sum of the same games by the closed forms and by the exact
    // search of the whole sum, for scale.
    let small = sum(
        vec![
            nim(vec![3]),
            kayles(vec![5], false),
            state("wythoff", vec![("heaps", Value::list([2u64, 3]))]),
            octal("0.6", vec![6]),
        ],
        false,
    );
    let expected = api::classify(&small).ok().and_then(|a| outcome(&a));
    let closed = time(budget, || {
        let answer = api::classify(black_box(&small)).unwrap_or(Value::Null);
        assert_eq!(outcome(&answer), expected, "small");
    });
    report("classify/sum/small/closed", closed, test_mode);
    let searched = time(budget, || {
        let answer = api::search(black_box(&small), 10_000_000).unwrap_or(Value::Null);
        assert_eq!(outcome(&answer), expected, "small");
    });
    report("classify/sum/small/brute", searched, test_mode);
}
