//! `cargo bench -p nimlab-bench`: time `classify` and `best_move` for each
//! game at small, large (10^6) and huge (near 2^64) sizes, the closed form
//! (through `api`, as the binding calls it) beside the brute-force search
//! (`brute::solve`) where the search can run. `cargo test` (or `-- --test`)
//! runs each case once (CI). Ids read `classify/<game>/<size>/<closed|brute>`;
//! every timed loop checks its answer, so a fast wrong answer cannot pass.

use std::hint::black_box;

use nimlab_bench::{kayles, mode, nim, octal, report, state, time};
use nimlab_core::brute;
use nimlab_core::fields::Fields;
use nimlab_core::games::dice::Dice;
use nimlab_core::games::fibonacci::FibonacciNim;
use nimlab_core::games::grundy::Grundy;
use nimlab_core::games::kayles::Kayles;
use nimlab_core::games::nim::Nim;
use nimlab_core::games::octal::Octal;
use nimlab_core::games::odd_even::OddEven;
use nimlab_core::games::subtraction::Subtraction;
use nimlab_core::games::wythoff::Wythoff;
use nimlab_core::{api, Outcome, Position, Value};

const HUGE: u64 = u64::MAX;

struct Case {
    /// `<game>/<size>`.
    id: String,
    state: Value,
    /// The answer every call must give.
    expected: &'static str,
    /// The brute-force search of the same position, where it can run.
    brute: Option<fn(&Value) -> Option<Outcome>>,
}

/// Reads `state` as a `P` and solves it by search alone; `None` when the
/// state cannot be read or the search runs out of budget.
fn search<P: Position + 'static>(state: &Value) -> Option<Outcome> {
    let mut fields = Fields::new(state, "", "the state").ok()?;
    let position = P::read(&mut fields).ok()?;
    brute::solve(&position).ok().map(|s| s.outcome)
}

fn case(
    id: &str,
    state: Value,
    expected: &'static str,
    brute: Option<fn(&Value) -> Option<Outcome>>,
) -> Case {
    Case {
        id: id.into(),
        state,
        expected,
        brute,
    }
}

fn cases() -> Vec<Case> {
    let wythoff = |x: u64, y: u64| state("wythoff", vec![("heaps", Value::list([x, y]))]);
    let subtraction = |pile: u64| {
        state(
            "subtraction",
            vec![("pile", pile.into()), ("max", 3u64.into())],
        )
    };
    let odd_even = |pile: u64| {
        state(
            "odd-even",
            vec![
                ("variant", "odd-wins".into()),
                ("pile", pile.into()),
                ("max", 3u64.into()),
                ("holdings", Value::list([0u64, 0])),
                ("toMove", 0u64.into()),
            ],
        )
    };
    let fibonacci = |pile: u64| state("fibonacci-nim", vec![("pile", pile.into())]);
    let die = |pile: u64| state("dice", vec![("pile", pile.into()), ("top", 1u64.into())]);
    let dice_sum = |pile: u64| {
        state(
            "dice",
            vec![
                ("pile", pile.into()),
                ("top", Value::list([1u64, 2])),
                ("rule", "sum".into()),
            ],
        )
    };
    vec![
        case("nim/small", nim(vec![3, 4, 5]), "N", Some(search::<Nim>)),
        case("nim/10^6", nim(vec![1_000_000, 1_000_001, 3]), "N", None),
        case("nim/2^64-1", nim(vec![HUGE, HUGE - 1, 1]), "P", None),
        case(
            "nim/10^6-heaps",
            nim((0..1_000_000).map(|i| i % 1000 + 1).collect()),
            "P",
            None,
        ),
        case("wythoff/small", wythoff(3, 5), "P", Some(search::<Wythoff>)),
        case("wythoff/10^6", wythoff(1_000_000, 1_000_007), "N", None),
        case("wythoff/2^64-1", wythoff(HUGE - 5, HUGE), "N", None),
        case(
            "subtraction/small",
            subtraction(10),
            "N",
            Some(search::<Subtraction>),
        ),
        case("subtraction/10^6", subtraction(1_000_000), "P", None),
        case("subtraction/2^64-1", subtraction(HUGE), "N", None),
        case("odd-even/small", odd_even(7), "N", Some(search::<OddEven>)),
        case("odd-even/10^6", odd_even(1_000_001), "N", None),
        case("odd-even/2^64-1", odd_even(HUGE), "N", None),
        case(
            "fibonacci-nim/small",
            fibonacci(10),
            "N",
            Some(search::<FibonacciNim>),
        ),
        case("fibonacci-nim/10^6", fibonacci(1_000_000), "N", None),
        case("fibonacci-nim/2^64-1", fibonacci(HUGE), "N", None),
        case("dice/small", die(10), "N", Some(search::<Dice>)),
        case("dice/10^6", die(1_000_000), "N", None),
        case("dice/2^64-1", die(HUGE), "N", None),
        case("dice-sum/small", dice_sum(30), "N", Some(search::<Dice>)),
        case("dice-sum/10^6", dice_sum(1_000_000), "N", None),
        case("dice-sum/2^64-1", dice_sum(HUGE), "N", None),
        case(
            "kayles/12/misere",
            kayles(vec![12], true),
            "P",
            Some(search::<Kayles>),
        ),
        case(
            "kayles/2-9/misere",
            kayles(vec![2, 9], true),
            "N",
            Some(search::<Kayles>),
        ),
        case(
            "kayles/10^6/misere",
            kayles(vec![1_000_000], true),
            "N",
            None,
        ),
        case("kayles/10^6", kayles(vec![1_000_000, 7], false), "N", None),
        // Two equal heaps: P by symmetry (their values cancel), whatever the code.
        case(
            "octal-0.137/15-15",
            octal("0.137", vec![15, 15]),
            "P",
            Some(search::<Octal>),
        ),
        case(
            "octal-0.07/2^64-1",
            octal("0.07", vec![HUGE, HUGE]),
            "P",
            None,
        ),
        case(
            "octal-0.6/10^4",
            octal("0.6", vec![10_000, 10_000]),
            "P",
            None,
        ),
        case(
            "grundy/12-12",
            state("grundy", vec![("heaps", Value::list([12u64, 12]))]),
            "P",
            Some(search::<Grundy>),
        ),
        case(
            "kayles/2^64-1/misere",
            kayles(vec![HUGE, HUGE], true),
            "P",
            None,
        ),
    ]
}

fn main() {
    let (test_mode, budget) = mode();
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
        report(&format!("classify/{}/closed", case.id), closed, test_mode);
        if let Some(brute) = case.brute {
            let searched = time(budget, || {
                let found = brute(black_box(&case.state));
                assert_eq!(
                    found.map(Outcome::as_str),
                    Some(case.expected),
                    "{}",
                    case.id
                );
            });
            report(&format!("classify/{}/brute", case.id), searched, test_mode);
        }
        let best = time(budget, || {
            let answer = api::best_move(black_box(&case.state)).unwrap_or(Value::Null);
            // A winning move leaves a lost position for the opponent.
            let left = if case.expected == "N" {
                Some(Value::from("P"))
            } else {
                outcome(&answer)
            };
            assert!(
                answer != Value::Null && outcome(&answer) == left,
                "{}",
                case.id
            );
        });
        report(&format!("best_move/{}/closed", case.id), best, test_mode);
    }
    // The blog's f([12]): the closed form alone, without the API's parsing
    // and its search for remoteness.
    let twelve = Kayles {
        rows: vec![12],
        misere: true,
    };
    let closed = time(budget, || {
        assert_eq!(
            black_box(&twelve).classify().map(|c| c.outcome),
            Ok(Outcome::P)
        );
    });
    report("classify/kayles/12/misere/core-closed", closed, test_mode);
    let f = time(budget, || {
        assert_eq!(api::f(black_box(&Value::list([12u64]))), Ok(0));
    });
    report("f/kayles/12/closed", f, test_mode);
    // Certifying a period through the API: nimbers(rule, n) for n = 64, 128,
    // … until the values prove one (Kayles 0.77, Dawson's Kayles 0.07,
    // Dawson's chess 0.137).
    for (code, length) in [("0.77", 12u64), ("0.07", 34), ("0.137", 34)] {
        let rule = state("octal", vec![("code", code.into())]);
        let certified = time(budget, || {
            let mut n = 64u64;
            let period = loop {
                let known = api::nimbers(black_box(&rule), &n.into()).ok();
                if let Some(p) = known.and_then(|k| k.period) {
                    break p;
                }
                n *= 2;
            };
            assert_eq!(period.length, length, "{code}");
        });
        report(
            &format!("nimbers/octal-{code}/certify"),
            certified,
            test_mode,
        );
    }
}
