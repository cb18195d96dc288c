//! Every call bounded, natively (docs/DESIGN.md, "One budget for every
//! call"): the calls of scripts/hostile-calls.mjs whose limit is the
//! engine's charge (a search, a misère quotient, the nimber engine run to
//! the end of one call's work or memory) each answer or refuse with
//! `too-large` within one call's budget, as the call counted it (never by
//! time), and the next call starts afresh; a budget of one's own raises or
//! lowers the limit. What the binding adds (reading huge or deep input,
//! capping text, the wasm's memory) is tests/node/budget.test.mjs's.

use nimlab_core::budget::{self, Budget};
use nimlab_core::{api, Value};

mod support;

use support::{state, sum};

fn octal(code: &str, heaps: Vec<u64>, misere: bool) -> Value {
    state(
        "octal",
        vec![
            ("code", code.into()),
            ("heaps", Value::list(heaps)),
            ("misere", misere.into()),
        ],
    )
}

/// The export a hostile call is made through.
#[derive(Clone, Copy)]
enum Export {
    Classify,
    BestMove,
    Moves,
}

impl Export {
    fn call(self, state: &Value) -> nimlab_core::Result<Value> {
        match self {
            Export::Classify => api::classify(state),
            Export::BestMove => api::best_move(state),
            Export::Moves => api::moves(state),
        }
    }
}

/// The call's outcome is an answer or a coded `too-large`, and what it
/// counted is within the default budget.
fn bounded<T>(what: &str, answer: nimlab_core::Result<T>) -> Option<T> {
    let spent = budget::spent();
    assert!(
        spent.work <= Budget::DEFAULT.work && spent.memory <= Budget::DEFAULT.memory,
        "{what}: {spent:?}"
    );
    match answer {
        Ok(answer) => Some(answer),
        Err(e) => {
            assert_eq!(e.code(), "too-large", "{what}: {e}");
            assert!(e.key().is_some(), "{what}: {e}");
            None
        }
    }
}

fn grundy(heaps: Vec<u64>) -> Value {
    state("grundy", vec![("heaps", Value::list(heaps))])
}

/// `count` parts, the `i`th made by `part(i)`.
fn parts(count: u64, part: impl Fn(u64) -> Value) -> Vec<Value> {
    (0..count).map(part).collect()
}

#[test]
fn the_hostile_calls_answer_or_refuse_within_the_budget() {
    let misere_sevens = sum(parts(64, |i| octal("0.07", vec![i + 10], false)), true);
    let wythoffs = sum(
        parts(64, |i| {
            state("wythoff", vec![("heaps", Value::list([i + 3, 2 * i + 5]))])
        }),
        true,
    );
    let grundys = sum(parts(64, |i| grundy(vec![i + 5])), true);
    let long_codes = sum(
        parts(64, |i| {
            let code = format!("0.{}{}", "4".repeat(27 + i as usize % 5), i % 8);
            octal(&code, vec![4000], false)
        }),
        false,
    );
    let fibonaccis = sum(
        parts(64, |i| {
            state(
                "fibonacci-nim",
                vec![("pile", (150 + i).into()), ("lastTake", 1u64.into())],
            )
        }),
        false,
    );
    let mut ones = vec![1; 10_000];
    ones.push(30);
    let rule = |code: &str| state("octal", vec![("code", code.into())]);
    let long_rule = rule(&format!("0.{}7", "4".repeat(31)));
    use Export::{BestMove, Classify, Moves};
    let calls = [
        (
            "misère 0.6 on 1000 heaps of 2",
            Classify,
            octal("0.6", vec![2; 1000], true),
        ),
        (
            "misère 0.6 on 10 000 heaps of 1 and 30",
            Classify,
            octal("0.6", ones, true),
        ),
        (
            "misère sum of 64 parts of 0.07",
            Classify,
            misere_sevens.clone(),
        ),
        (
            "misère sum of 64 parts of 0.07: moves",
            Moves,
            misere_sevens,
        ),
        ("misère sum of 64 Wythoff parts", Classify, wythoffs),
        ("misère sum of 64 Grundy parts", Classify, grundys),
        (
            "sum of 64 parts with 28–32-digit codes",
            Classify,
            long_codes,
        ),
        ("sum of 64 Fibonacci Nim parts", Classify, fibonaccis),
        (
            "0.6 on a heap of 131073",
            Classify,
            octal("0.6", vec![131_073], false),
        ),
        (
            "0.6 on a heap of 10^12",
            Classify,
            octal("0.6", vec![1_000_000_000_000], false),
        ),
        (
            "Grundy on a heap of 10^9: best move",
            BestMove,
            grundy(vec![1_000_000_000]),
        ),
        ("misère 0.07 on 60", Classify, octal("0.07", vec![60], true)),
        (
            "misère 0.07 on 60: best move",
            BestMove,
            octal("0.07", vec![60], true),
        ),
        (
            "misère 0.07 on [40, 30]: moves",
            Moves,
            octal("0.07", vec![40, 30], true),
        ),
        (
            "misère 0.137 on 1000 heaps of 3: best move",
            BestMove,
            octal("0.137", vec![3; 1000], true),
        ),
    ];
    for (what, export, state) in calls {
        bounded(what, export.call(&state));
        assert_eq!(
            api::classify(&octal("0.77", vec![12], true))
                .unwrap()
                .get("outcome"),
            Some(&Value::from("P")),
            "after {what}"
        );
    }
    for (what, rule, n) in [
        ("nimbers of 0.6 to 10^6", rule("0.6"), 1_000_000u64),
        ("nimbers of a 32-digit code to 10^5", long_rule, 100_000),
    ] {
        bounded(what, api::nimbers(&rule, &Value::from(n)));
    }
    let kayles = state("kayles", vec![]);
    let refused = bounded(
        "nimbers",
        api::nimbers(&kayles, &Value::from(67_108_863u64)),
    );
    assert!(refused.is_none());
    let filled = bounded("nimbers", api::nimbers(&kayles, &Value::from(1u64 << 22))).unwrap();
    assert_eq!(filled.values.len(), (1 << 22) + 1);
    assert!(budget::spent().work < Budget::DEFAULT.work / 100);
}

#[test]
fn a_misere_refusal_says_how_far_the_search_answers_and_it_does() {
    // Heaps of 40: past what Officers' misère quotient reaches in a call.
    let error = api::classify(&octal("0.6", vec![40; 1000], true)).unwrap_err();
    let fits = match error.params().iter().find(|(k, _)| *k == "fits") {
        Some((_, Value::Int(n))) => n.get() as u64,
        other => panic!("{other:?}"),
    };
    assert!(fits >= 20, "{error}");
    for heaps in [
        vec![fits],
        vec![2; fits as usize / 2],
        vec![fits / 2, fits - fits / 2],
    ] {
        let answer = api::classify(&octal("0.6", heaps.clone(), true));
        assert!(answer.is_ok(), "{heaps:?}: {answer:?}");
    }
}

#[test]
fn a_budget_of_ones_own_is_the_call_s() {
    // Past the default: the search past Dawson's Kayles' quotient (known
    // to heap 32 or 33 within a call) from a heap of 100; within ten times it.
    let heap = octal("0.07", vec![100], true);
    assert!(api::classify(&heap).is_err());
    let big = Budget {
        work: 10 * Budget::DEFAULT.work,
        ..Budget::DEFAULT
    };
    let answer = budget::within(big, || api::classify(&heap)).unwrap();
    assert!(matches!(answer.get("outcome"), Some(Value::Str(o)) if o == "N" || o == "P"));
    assert!(budget::spent().work > Budget::DEFAULT.work);
    let small = Budget {
        work: 1000,
        memory: 1 << 20,
    };
    // Officers: its misère quotient (docs/DESIGN.md, "Misère quotients")
    // is not known to heap 30 in this thread, and the construction too
    // charges the call's budget.
    let error = budget::within(small, || api::classify(&octal("0.6", vec![30], true)));
    assert_eq!(error.unwrap_err().code(), "too-large");
    assert!(budget::spent().work <= 1000);
    // Read from a call's options.
    let options = Value::map([(
        "budget",
        Value::map([("work", Value::from(7u64)), ("memory", Value::from(9u64))]),
    )]);
    let read = api::read_call_options(&options, false).unwrap();
    assert_eq!(read.budget, Budget { work: 7, memory: 9 });
    assert_eq!(
        api::read_call_options(&Value::Null, true).unwrap().budget,
        Budget::DEFAULT
    );
}
