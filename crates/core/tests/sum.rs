//! Sums of games: the Sprague–Grundy theorem held to the exact search over
//! the whole sum, for random sums of up to four small parts of every game;
//! best moves that leave P; the refusals; the example sum of `games()` played
//! out.

#![allow(clippy::unwrap_used, clippy::panic)] // tests fail loudly by design

use nimlab_core::api;
use nimlab_core::Value;

mod support;

use support::{random_sum, state, sum, Lcg};

fn field<'a>(v: &'a Value, key: &str) -> &'a Value {
    v.get(key).unwrap_or_else(|| panic!("no {key} in {v:?}"))
}

fn outcome_of(v: &Value) -> String {
    match field(v, "outcome") {
        Value::Str(s) => s.clone(),
        other => panic!("outcome {other:?}"),
    }
}

fn int(v: &Value) -> u64 {
    match v {
        Value::Int(i) => i.get() as u64,
        Value::Number(x) => *x as u64,
        other => panic!("not a number: {other:?}"),
    }
}

fn searched_outcome(state: &Value) -> String {
    outcome_of(&api::search(state, 1_000_000).unwrap())
}

/// The Sprague–Grundy theorem on random sums (the conformance table,
/// `tests/conformance.rs`, holds their outcome, nimber and best move to the
/// search): the nimber is the XOR of the parts', the explanation names it and
/// the part the best move plays in, and the listed moves that leave P are
/// the search's winning moves.
#[test]
fn random_sums_are_worth_the_xor_of_their_parts() {
    let mut r = Lcg(0x9e37_79b9_7f4a_7c15);
    for _ in 0..200 {
        let s = random_sum(&mut r, false);
        let searched = api::search(&s, 1_000_000).unwrap();
        let answer = api::classify(&s).unwrap();
        let Value::List(parts) = field(&s, "parts") else {
            panic!()
        };
        let xor = parts.iter().fold(0, |x, p| {
            x ^ int(field(&api::search(p, 1_000_000).unwrap(), "nimber"))
        });
        assert_eq!(int(field(&answer, "nimber")), xor, "{s:?}");
        let e = field(&answer, "explanation");
        assert_eq!(int(field(e, "xor")), xor, "{s:?}");
        let best = api::best_move(&s).unwrap();
        if let Some(mv) = best.get("move") {
            assert_eq!(api::play(&s, mv).unwrap(), *field(&best, "state"));
        }
        if outcome_of(&answer) == "N" {
            let target = field(e, "target");
            let part = int(field(target, "part"));
            assert_eq!(int(field(field(&best, "move"), "part")), part, "{s:?}");
        } else {
            assert!(e.get("target").is_none(), "{s:?}");
        }
        // The listed moves that leave P are the search's winning moves.
        let Value::List(listed) = api::moves(&s).unwrap() else {
            panic!()
        };
        let leaving_p: Vec<&Value> = listed
            .iter()
            .filter(|m| outcome_of(m) == "P")
            .map(|m| field(m, "move"))
            .collect();
        let Value::List(winning) = field(&searched, "winningMoves") else {
            panic!()
        };
        assert_eq!(leaving_p, winning.iter().collect::<Vec<_>>(), "{s:?}");
    }
}

/// `best_move(state, {aim: "lose"})` leaves the opponent a win whenever
/// some move does.
#[test]
fn aim_lose_leaves_n_whenever_it_can() {
    let mut r = Lcg(0x1234_5678_9abc_def1);
    for _ in 0..80 {
        let s = random_sum(&mut r, false);
        let Value::List(listed) = api::moves(&s).unwrap() else {
            panic!()
        };
        let chosen = api::best_move_for(&s, api::Aim::Lose).unwrap();
        if listed.is_empty() {
            assert_eq!(chosen, Value::Null);
            continue;
        }
        let can = listed.iter().any(|m| outcome_of(m) == "N");
        assert_eq!(
            searched_outcome(field(&chosen, "state")) == "N",
            can,
            "{s:?}"
        );
    }
}

/// Misère sums of mixed parts have no closed form: the exact search of a
/// call answers them (the conformance table holds those answers to a
/// larger search), or they are refused as too large.
#[test]
fn misere_sums_are_searched_or_refused_as_too_large() {
    let mut r = Lcg(0x2545_f491_4f6c_dd1d);
    let (mut answered, mut refused) = (0, 0);
    while answered < 150 {
        let s = random_sum(&mut r, true);
        match api::classify(&s) {
            Ok(_) => answered += 1,
            Err(e) if e.code() == "too-large" && refused < 15 => refused += 1,
            Err(e) => panic!("{s:?}: {e}"),
        }
    }
}

/// All Nim, all Kayles: the closed forms, held to the search.
#[test]
fn misere_sums_of_nim_or_of_kayles_are_answered_by_their_closed_forms() {
    for parts in [
        vec![(0u64, vec![1u64, 1]), (0, vec![3]), (0, vec![2, 1])],
        vec![(5, vec![4]), (5, vec![1, 2]), (5, vec![5])],
    ] {
        let parts: Vec<Value> = parts
            .into_iter()
            .map(|(kind, sizes)| {
                let (game, key) = if kind == 0 {
                    ("nim", "heaps")
                } else {
                    ("kayles", "rows")
                };
                state(game, vec![(key, Value::list(sizes))])
            })
            .collect();
        let s = sum(parts, true);
        let answer = api::classify(&s).unwrap();
        assert_eq!(outcome_of(&answer), searched_outcome(&s), "{s:?}");
        let method = field(field(&answer, "explanation"), "method");
        assert_ne!(*method, Value::from("search"));
        let best = api::best_move(&s).unwrap();
        if outcome_of(&answer) == "N" {
            assert_eq!(searched_outcome(field(&best, "state")), "P", "{s:?}");
        }
    }
}

/// Nim 3 + Kayles 7 + Wythoff (3, 5) + Officers 10, the example sum of
/// `games()`, classified and played to the end by best_move.
#[test]
fn the_example_sum_is_played_to_the_end() {
    let mut s = sum(
        vec![
            state("nim", vec![("heaps", Value::list([3u64]))]),
            state("kayles", vec![("rows", Value::list([7u64]))]),
            state("wythoff", vec![("heaps", Value::list([3u64, 5]))]),
            state(
                "octal",
                vec![("code", "0.6".into()), ("heaps", Value::list([10u64]))],
            ),
        ],
        false,
    );
    let answer = api::classify(&s).unwrap();
    let e = field(&answer, "explanation");
    let Value::List(parts) = field(e, "parts") else {
        panic!()
    };
    let hows: Vec<&Value> = parts.iter().map(|p| field(p, "how")).collect();
    assert_eq!(
        hows,
        [
            &Value::from("bouton"),
            &Value::from("period"),
            &Value::from("table"),
            &Value::from("period")
        ]
    );
    let nimbers: Vec<u64> = parts.iter().map(|p| int(field(p, "nimber"))).collect();
    let xor = nimbers.iter().fold(0, |x, g| x ^ g);
    assert_eq!(int(field(&answer, "nimber")), xor);
    assert_eq!(nimbers[0], 3);
    assert_eq!(nimbers[1], 2); // Kayles: G(7) = 2
    let mut turns = 0;
    while !api::is_over(&s).unwrap() {
        let before = outcome_of(&api::classify(&s).unwrap());
        let best = api::best_move(&s).unwrap();
        let after = field(&best, "state").clone();
        if before == "N" {
            assert_eq!(outcome_of(&api::classify(&after).unwrap()), "P");
        }
        s = after;
        turns += 1;
        assert!(turns < 200);
    }
    assert_eq!(api::best_move(&s).unwrap(), Value::Null);
}

#[test]
fn closed_form_parts_answer_at_any_size() {
    let s = sum(
        vec![
            state(
                "nim",
                vec![("heaps", Value::list([u64::MAX, 1 << 40, 12345]))],
            ),
            state("kayles", vec![("rows", Value::list([1_000_000u64]))]),
            state(
                "octal",
                vec![
                    ("code", "0.07".into()),
                    ("heaps", Value::list([1_000_000_000_000u64])),
                ],
            ),
            state(
                "subtraction",
                vec![("pile", (1u64 << 62).into()), ("max", 6.into())],
            ),
        ],
        false,
    );
    let answer = api::classify(&s).unwrap();
    let best = api::best_move(&s).unwrap();
    if outcome_of(&answer) == "N" {
        let after = api::classify(field(&best, "state")).unwrap();
        assert_eq!(outcome_of(&after), "P");
        assert_eq!(int(field(&after, "nimber")), 0);
    }
}

#[test]
fn an_unknown_part_names_itself_unless_the_outcome_is_decided() {
    let big_wythoff = |x: u64, y: u64| state("wythoff", vec![("heaps", Value::list([x, y]))]);
    // (1000, 1618) is a Wythoff P-position: nimber 0 though past the table.
    let decided = sum(
        vec![
            state("nim", vec![("heaps", Value::list([5u64, 5]))]),
            big_wythoff(1000, 1003),
        ],
        false,
    );
    let answer = api::classify(&decided).unwrap();
    assert_eq!(outcome_of(&answer), "N");
    assert!(answer.get("nimber").is_none());
    let e = field(&answer, "explanation");
    let Value::List(parts) = field(e, "parts") else {
        panic!()
    };
    assert_eq!(field(&parts[1], "how"), &Value::from("unknown"));
    let best = api::best_move(&decided).unwrap();
    assert_eq!(int(field(field(&best, "move"), "part")), 1);
    assert_eq!(
        outcome_of(&api::classify(field(&best, "state")).unwrap()),
        "P"
    );

    let open = sum(
        vec![
            state("nim", vec![("heaps", Value::list([5u64]))]),
            big_wythoff(1000, 1003),
        ],
        false,
    );
    let err = api::classify(&open).unwrap_err();
    assert_eq!(err.code(), "too-large");
    assert!(err.message().contains("parts[1]"), "{err}");
    let field_param = err.params().iter().find(|(k, _)| *k == "field").unwrap();
    assert_eq!(field_param.1, Value::from("parts[1]"));
}

#[test]
fn refusals_carry_codes_and_field_names() {
    let nim = state("nim", vec![("heaps", Value::list([3u64]))]);
    let cases = [
        (
            sum(
                vec![
                    nim.clone(),
                    state(
                        "odd-even",
                        vec![
                            ("variant", "odd-wins".into()),
                            ("pile", 7.into()),
                            ("max", 3.into()),
                            ("holdings", Value::list([0u64, 0])),
                            ("toMove", 0.into()),
                        ],
                    ),
                ],
                false,
            ),
            "bad-state",
            "parts[1].game",
        ),
        (
            sum(
                vec![state(
                    "kayles",
                    vec![("rows", Value::list([3u64])), ("misere", true.into())],
                )],
                false,
            ),
            "bad-state",
            "parts[0].misere",
        ),
        (
            sum(vec![nim.clone(), sum(vec![nim.clone()], false)], false),
            "bad-state",
            "parts[1].game",
        ),
        (
            sum(
                vec![state(
                    "nim",
                    vec![("heaps", Value::List(vec![Value::Number(-1.0)]))],
                )],
                false,
            ),
            "bad-state",
            "parts[0].heaps[0]",
        ),
        (sum(vec![state("nmi", vec![])], false), "unknown-game", ""),
    ];
    for (s, code, name) in cases {
        let err = api::classify(&s).unwrap_err();
        assert_eq!(err.code(), code, "{s:?}: {err}");
        assert!(err.message().contains(name), "{err}");
        assert!(err.key().is_some(), "{err}");
    }
    let s = sum(vec![nim.clone()], false);
    let bad_part = Value::map([
        ("part", Value::from(3u64)),
        (
            "move",
            Value::map([("heap", Value::from(0u64)), ("take", Value::from(1u64))]),
        ),
    ]);
    assert_eq!(api::play(&s, &bad_part).unwrap_err().code(), "illegal-move");
    let too_much = Value::map([
        ("part", Value::from(0u64)),
        (
            "move",
            Value::map([("heap", Value::from(0u64)), ("take", Value::from(4u64))]),
        ),
    ]);
    assert_eq!(api::play(&s, &too_much).unwrap_err().code(), "illegal-move");
    // moves() of a sum writes every part's counts for every move.
    let wide = sum(
        vec![
            state("nim", vec![("heaps", Value::list([3000u64]))]),
            state("nim", vec![("heaps", Value::list(vec![0u64; 1000]))]),
        ],
        false,
    );
    let err = api::moves(&wide).unwrap_err();
    assert_eq!(err.code(), "too-large");
    assert_eq!(err.key().map(|k| k.name()), Some("sumTooManySizes"));
    // The empty sum: over, P, nimber 0.
    let empty = sum(vec![], false);
    let answer = api::classify(&empty).unwrap();
    assert_eq!(outcome_of(&answer), "P");
    assert_eq!(int(field(&answer, "nimber")), 0);
    assert_eq!(api::best_move(&empty).unwrap(), Value::Null);
    assert!(api::is_over(&empty).unwrap());
}
