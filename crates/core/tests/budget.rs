//! One budget for every call (docs/DESIGN.md, "One budget for every
//! call"), natively: hostile calls of every worker that section names, the
//! search's and the engine's, each answer or refuse with `too-large`
//! within one call's budget, as the call counted it (never by time), and the
//! next call starts afresh; a budget of one's own raises or lowers the limit.

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

/// A call of the API.
type Call<'a> = Box<dyn Fn() -> nimlab_core::Result<Value> + 'a>;

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

#[test]
fn the_hostile_calls_answer_or_refuse_within_the_budget() {
    let twos = octal("0.6", vec![2; 1000], true);
    let misere_sum = sum(
        (0..64)
            .map(|i| octal("0.07", vec![i + 10], false))
            .collect(),
        true,
    );
    let long_codes = sum(
        (0..64)
            .map(|i| {
                let code = format!("0.{}{}", "4".repeat(27 + i % 5), i % 8);
                octal(&code, vec![4000], false)
            })
            .collect(),
        false,
    );
    let calls: Vec<(&str, Call)> = vec![
        (
            "misère 0.6 on 1000 heaps of 2",
            Box::new(|| api::classify(&twos)),
        ),
        (
            "misère sum of 64 parts: moves",
            Box::new(|| api::moves(&misere_sum)),
        ),
        (
            "sum of 64 long codes",
            Box::new(|| api::classify(&long_codes)),
        ),
        (
            "0.6 on 10^12",
            Box::new(|| api::classify(&octal("0.6", vec![1_000_000_000_000], false))),
        ),
        (
            "misère 0.07 on 60: best move",
            Box::new(|| api::best_move(&octal("0.07", vec![60], true))),
        ),
    ];
    for (what, call) in calls {
        bounded(what, call());
        assert_eq!(
            api::classify(&octal("0.77", vec![12], true))
                .unwrap()
                .get("outcome"),
            Some(&Value::from("P")),
            "after {what}"
        );
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
