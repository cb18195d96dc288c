//! The public API of nimlab-core, as the binding calls it: every closed form
//! against the exact search on random states of every game, and arbitrary
//! malformed values at every function (nothing may panic).

use nimlab_core::{api, Value};
use proptest::prelude::*;

mod support;

// Lcg: the table the JS tests read is the same from run to run.
use support::{dice, fibonacci_nim, heaps_state, odd_even, random_sum, state, subtraction, Lcg};

/// Random small states of every game, where the search runs in milliseconds.
fn random_states(rng: &mut Lcg, per_game: usize) -> Vec<Value> {
    let mut states = Vec::new();
    for _ in 0..per_game {
        let heaps: Vec<u64> = (0..1 + rng.below(4)).map(|_| rng.below(8)).collect();
        states.push(heaps_state("nim", "heaps", &heaps, rng.coin()));
        let pair = [rng.below(31), rng.below(31)];
        states.push(heaps_state("wythoff", "heaps", &pair, rng.coin()));
        states.push(subtraction(rng.below(61), 1 + rng.below(8), rng.coin()));
        let odd_wins = rng.coin();
        let (pile, a) = (rng.below(41), rng.below(6));
        let mut b = rng.below(6);
        if (pile + a + b) % 2 != u64::from(odd_wins) {
            b += 1;
        }
        let variant = if odd_wins { "odd-wins" } else { "odd-vs-even" };
        let max = 1 + rng.below(6);
        states.push(odd_even(variant, pile, max, [a, b], rng.below(2)));
        let pile = 1 + rng.below(60);
        let multiplier = 1 + rng.below(4);
        let last_take = rng.coin().then(|| 1 + rng.below(pile));
        states.push(fibonacci_nim(pile, multiplier, last_take));
        let pile = rng.below(61);
        if rng.coin() {
            states.push(dice(pile, (1 + rng.below(6)).into(), None));
        } else {
            let rule = ["both", "one", "sum"][rng.below(3) as usize];
            let tops = Value::list([1 + rng.below(6), 1 + rng.below(6)]);
            states.push(dice(pile, tops, Some(rule)));
        }
        let rows: Vec<u64> = (0..1 + rng.below(3)).map(|_| rng.below(9)).collect();
        states.push(heaps_state("kayles", "rows", &rows, rng.coin()));
        let code = ["0.77", "0.07", "0.137", "0.6", "4.07", "0.165"][rng.below(6) as usize];
        let heaps: Vec<u64> = (0..1 + rng.below(3)).map(|_| rng.below(8)).collect();
        states.push(state(
            "octal",
            vec![
                ("code", code.into()),
                ("heaps", Value::list(heaps)),
                ("misere", rng.coin().into()),
            ],
        ));
        let heaps: Vec<u64> = (0..1 + rng.below(3)).map(|_| rng.below(9)).collect();
        states.push(state("grundy", vec![("heaps", Value::list(heaps))]));
        // A sum of small parts, drawn from a generator of its own so that
        // the other games' states stay as they were.
        let mut parts = Lcg(rng.0 ^ 0x5u64);
        let misere = parts.coin();
        states.push(random_sum(&mut parts, misere));
    }
    // Without the take-and-break engine the core has the articles' games.
    let built = |s: &Value| {
        cfg!(feature = "take-and-break")
            || !matches!(s.get("game"), Some(Value::Str(g)) if ["octal", "grundy", "sum"].contains(&g.as_str()))
    };
    states.retain(built);
    states
}

fn to_json(value: &Value) -> String {
    match value {
        Value::Null => "null".into(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => format!("{n}"),
        Value::Int(i) => i.get().to_string(),
        Value::Str(s) => format!("{s:?}"),
        Value::List(items) => format!(
            "[{}]",
            items.iter().map(to_json).collect::<Vec<_>>().join(",")
        ),
        Value::Map(entries) => format!(
            "{{{}}}",
            entries
                .iter()
                .map(|(k, v)| format!("{k:?}:{}", to_json(v)))
                .collect::<Vec<_>>()
                .join(",")
        ),
    }
}

#[test]
fn closed_forms_agree_with_the_search_on_random_states_of_every_game() {
    let mut rng = Lcg(2026);
    let mut table = Vec::new();
    for state in random_states(&mut rng, 300) {
        let searched = api::search(&state, 1_000_000).unwrap();
        let answer = api::classify(&state).unwrap();
        assert_eq!(
            answer.get("outcome"),
            searched.get("outcome"),
            "{}",
            to_json(&state)
        );
        if let Some(nimber) = searched.get("nimber") {
            assert_eq!(answer.get("nimber"), Some(nimber), "{}", to_json(&state));
        }
        let Some(Value::List(winning)) = searched.get("winningMoves") else {
            unreachable!()
        };
        let best = api::best_move(&state).unwrap();
        if !winning.is_empty() {
            assert!(
                winning.contains(best.get("move").unwrap()),
                "{}",
                to_json(&state)
            );
        }
        table.push(Value::map([("state", state), ("search", searched)]));
    }
    // The JS tests of the built package (the full engine) check the wasm
    // against the same table, of every game: the base build's run leaves it.
    if cfg!(feature = "take-and-break") {
        let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("search-table.json");
        std::fs::write(path, to_json(&Value::List(table))).unwrap();
    }
}

#[test]
fn every_listed_move_plays_to_the_state_and_outcome_it_lists() {
    let mut rng = Lcg(7);
    for state in random_states(&mut rng, 40) {
        let Ok(Value::List(listed)) = api::moves(&state) else {
            panic!("moves failed on {}", to_json(&state));
        };
        for result in listed {
            let (Some(mv), Some(after)) = (result.get("move"), result.get("state")) else {
                panic!("a MoveResult without move or state: {}", to_json(&result));
            };
            assert_eq!(&api::play(&state, mv).unwrap(), after, "{}", to_json(mv));
            let outcome = api::classify(after).unwrap();
            assert_eq!(
                outcome.get("outcome"),
                result.get("outcome"),
                "{}",
                to_json(after)
            );
        }
    }
}

#[test]
fn the_verdict_and_the_explanation_make_up_classify() {
    let mut rng = Lcg(11);
    for state in random_states(&mut rng, 60) {
        let mut whole = api::verdict(&state).unwrap().into_value();
        whole.set("explanation", api::explain(&state).unwrap());
        assert_eq!(whole, api::classify(&state).unwrap(), "{}", to_json(&state));
    }
}

const FIELDS: &[&str] = &[
    "game",
    "heaps",
    "misere",
    "pile",
    "max",
    "variant",
    "holdings",
    "toMove",
    "multiplier",
    "lastTake",
    "top",
    "rule",
    "rows",
    "heap",
    "take",
    "row",
    "start",
    "face",
    "faces",
    "extra",
    "parts",
    "part",
    "move",
];
const WORDS: &[&str] = &[
    "nim",
    "wythoff",
    "subtraction",
    "odd-even",
    "fibonacci-nim",
    "dice",
    "kayles",
    "odd-wins",
    "odd-vs-even",
    "both",
    "one",
    "sum",
    "",
    "12",
    "-1",
    "1e3",
    "18446744073709551616",
    "nimm",
];

fn arbitrary_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        prop_oneof![
            (0u64..40).prop_map(|n| n as f64),
            Just(-1.0),
            Just(0.5),
            Just(f64::NAN),
            Just(f64::INFINITY),
            Just(1e300),
            Just(9007199254740993.0),
            any::<f64>(),
        ]
        .prop_map(Value::Number),
        prop_oneof![
            any::<i128>(),
            Just(u64::MAX as i128),
            Just(u64::MAX as i128 + 1),
            0i128..50
        ]
        .prop_map(Value::int),
        prop_oneof![
            proptest::sample::select(WORDS).prop_map(String::from),
            ".{0,8}"
        ]
        .prop_map(Value::Str),
    ];
    leaf.prop_recursive(4, 32, 6, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Value::List),
            proptest::collection::vec((proptest::sample::select(FIELDS), inner), 0..6).prop_map(
                |entries| Value::Map(entries.into_iter().map(|(k, v)| (k.into(), v)).collect())
            ),
        ]
    })
}

/// A valid example state with one field replaced by an arbitrary value.
fn nearly_valid_state() -> impl Strategy<Value = Value> {
    let examples = match api::games() {
        Value::List(games) => games
            .iter()
            .filter_map(|g| g.get("example").cloned())
            .collect(),
        _ => Vec::new(),
    };
    (
        proptest::sample::select(examples),
        proptest::sample::select(FIELDS),
        arbitrary_value(),
    )
        .prop_map(|(mut state, field, value)| {
            state.set(field, value);
            state
        })
}

fn check(result: Result<Value, nimlab_core::Error>) {
    if let Err(error) = result {
        assert!(["bad-state", "unknown-game", "illegal-move", "too-large"].contains(&error.code()));
        assert!(!error.message().is_empty());
        // A translator gets the key and every value its message names.
        let names: Vec<&str> = error.params().iter().map(|(name, _)| *name).collect();
        assert_eq!(
            Some(names.as_slice()),
            error.key().map(|key| key.params()),
            "{}",
            error.message()
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn no_input_makes_any_function_panic(
        state in prop_oneof![arbitrary_value(), nearly_valid_state()],
        mv in arbitrary_value(),
    ) {
        check(api::classify(&state));
        check(api::best_move(&state));
        check(api::moves(&state));
        check(api::play(&state, &mv));
        check(api::f(&state).map(Value::from));
    }

    #[test]
    fn no_move_makes_play_panic(state in nearly_valid_state(), field in proptest::sample::select(FIELDS), value in arbitrary_value()) {
        // A legal move of the state with one field replaced, then played.
        if let Ok(Value::List(moves)) = api::moves(&state) {
            if let Some(mut mv) = moves.first().and_then(|m| m.get("move").cloned()) {
                mv.set(field, value);
                check(api::play(&state, &mv));
            }
        }
    }
}
