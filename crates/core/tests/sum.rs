//! Sums of games: the Sprague–Grundy theorem held to the exact search over
//! the whole sum, for random sums of up to four small parts of every game;
//! best moves that leave P; the refusals; the issue's own sum played out.

#![allow(clippy::unwrap_used, clippy::panic)] // tests fail loudly by design

use nimlab_core::api;
use nimlab_core::Value;

mod support;

use support::{state, sum, Lcg};

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
        4 => state(
            "dice",
            vec![
                ("pile", r.below(12).into()),
                ("top", (1 + r.below(6)).into()),
            ],
        ),
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

fn random_sum(r: &mut Lcg, misere: bool) -> Value {
    let count = 1 + r.below(4);
    sum((0..count).map(|_| part(r.below(8), r)).collect(), misere)
}

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

#[test]
fn random_sums_agree_with_the_search_over_the_whole_sum() {
    let mut r = Lcg(0x9e37_79b9_7f4a_7c15);
    for _ in 0..200 {
        let s = random_sum(&mut r, false);
        let searched = api::search(&s, 1_000_000).unwrap();
        let answer = api::classify(&s).unwrap();
        assert_eq!(outcome_of(&answer), outcome_of(&searched), "{s:?}");
        assert_eq!(
            int(field(&answer, "nimber")),
            int(field(&searched, "nimber")),
            "{s:?}"
        );
        // The nimber is the XOR of the parts' nimbers.
        let Value::List(parts) = field(&s, "parts") else {
            panic!()
        };
        let xor = parts.iter().fold(0, |x, p| {
            x ^ int(field(&api::search(p, 1_000_000).unwrap(), "nimber"))
        });
        assert_eq!(int(field(&answer, "nimber")), xor, "{s:?}");
        let e = field(&answer, "explanation");
        assert_eq!(int(field(e, "xor")), xor, "{s:?}");
        // The best move leaves P from N.
        let best = api::best_move(&s).unwrap();
        if best == Value::Null {
            assert!(api::is_over(&s).unwrap(), "{s:?}");
            continue;
        }
        let after = field(&best, "state");
        assert_eq!(api::play(&s, field(&best, "move")).unwrap(), *after);
        if outcome_of(&searched) == "N" {
            assert_eq!(searched_outcome(after), "P", "{s:?} → {best:?}");
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

#[test]
fn misere_sums_agree_with_the_search() {
    let mut r = Lcg(0x2545_f491_4f6c_dd1d);
    // 150 sums answered; one past the exact search of a call (a misère sum
    // of mixed parts has no closed form) is refused as too large, and drawn
    // again.
    let (mut answered, mut refused) = (0, 0);
    while answered < 150 {
        let s = random_sum(&mut r, true);
        let answer = match api::classify(&s) {
            Ok(answer) => answer,
            Err(e) if e.code() == "too-large" && refused < 15 => {
                refused += 1;
                continue;
            }
            Err(e) => panic!("{s:?}: {e}"),
        };
        answered += 1;
        assert_eq!(outcome_of(&answer), searched_outcome(&s), "{s:?}");
        let best = api::best_move(&s).unwrap();
        if best != Value::Null && outcome_of(&answer) == "N" {
            assert_eq!(searched_outcome(field(&best, "state")), "P", "{s:?}");
        }
    }
    // All Nim, all Kayles: the closed forms, held to the search.
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

/// Nim 3 + Kayles 7 + Wythoff (3, 5) + Officers 10, the issue's sum,
/// classified and played to the end by best_move.
#[test]
fn the_issues_sum_is_played_to_the_end() {
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
