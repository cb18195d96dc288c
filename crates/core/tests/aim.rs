//! `best_move(state, {aim: "lose"})` (`003`'s 讓對方贏) over every small
//! position of every game and rule, held to the exact search; the octal
//! game's `giveaway_moves` list, which stands in for `moves()` on large
//! positions; and "is it over" against the list of moves.

#![allow(clippy::unwrap_used, clippy::panic)] // tests fail loudly by design

mod support;

use std::collections::HashMap;

use nimlab_core::api::{self, Aim};
use nimlab_core::brute::Search;
use nimlab_core::games::octal::Octal;
use nimlab_core::{Game, Outcome, Position, Value};
use support::{multisets, position, small_states, state, Lcg};

/// The exact search's outcome and remoteness of states, remembered.
#[derive(Default)]
struct Truth(HashMap<String, (String, u64)>);

impl Truth {
    fn of(&mut self, state: &Value) -> (String, u64) {
        let key = format!("{state:?}");
        if let Some(known) = self.0.get(&key) {
            return known.clone();
        }
        let searched = api::search(state, 1_000_000).unwrap();
        let outcome = match searched.get("outcome") {
            Some(Value::Str(s)) => s.to_string(),
            other => panic!("no outcome: {other:?}"),
        };
        let remoteness = match searched.get("remoteness") {
            Some(Value::Int(i)) => i.get() as u64,
            other => panic!("no remoteness: {other:?}"),
        };
        self.0.insert(key, (outcome.clone(), remoteness));
        (outcome, remoteness)
    }
}

fn listed(state: &Value) -> Vec<Value> {
    match api::moves(state) {
        Ok(Value::List(results)) => results,
        other => panic!("moves({state:?}) gave {other:?}"),
    }
}

/// Checks the computer's aim-lose move at `state`; returns the state it leaves.
fn check_giveaway(state: &Value, truth: &mut Truth) -> Option<Value> {
    let results = listed(state);
    let chosen = api::best_move_for(state, Aim::Lose).unwrap();
    if results.is_empty() {
        assert_eq!(chosen, Value::Null, "{state:?}");
        return None;
    }
    let easiest = results
        .iter()
        .filter_map(|r| {
            let (outcome, remoteness) = truth.of(r.get("state").unwrap());
            (outcome == "N").then_some(remoteness)
        })
        .min();
    let left = chosen.get("state").unwrap().clone();
    assert_eq!(
        api::play(state, chosen.get("move").unwrap()).unwrap(),
        left,
        "{state:?}"
    );
    let (outcome, remoteness) = truth.of(&left);
    assert_eq!(
        chosen.get("outcome"),
        Some(&Value::from(outcome.as_str())),
        "{state:?}"
    );
    if let Some(easiest) = easiest {
        assert_eq!(
            outcome, "N",
            "left a P-position at {state:?} with an N-move at hand"
        );
        assert_eq!(remoteness, easiest, "not the easiest win at {state:?}");
    }
    Some(left)
}

#[test]
fn aim_lose_leaves_the_easiest_n_position_whenever_there_is_one() {
    let mut truth = Truth::default();
    for state in small_states() {
        check_giveaway(&state, &mut truth);
    }
}

#[test]
fn aim_lose_against_a_random_opponent_never_leaves_p_when_it_could_leave_n() {
    let mut truth = Truth::default();
    let mut rng = Lcg(2026);
    for start in small_states() {
        for computer_first in [true, false] {
            let mut state = start.clone();
            let mut computers_turn = computer_first;
            loop {
                let next = if computers_turn {
                    check_giveaway(&state, &mut truth)
                } else {
                    let results = listed(&state);
                    let pick = rng.below(results.len() as u64) as usize;
                    results.get(pick).map(|r| r.get("state").unwrap().clone())
                };
                let Some(next) = next else { break };
                state = next;
                computers_turn = !computers_turn;
            }
        }
    }
}

#[test]
fn a_bad_aim_or_options_is_a_bad_state_naming_the_field() {
    let nim = state("nim", vec![("heaps", Value::list([3u64, 4, 5]))]);
    assert_eq!(api::read_options(&Value::Null).unwrap(), Aim::Win);
    let aim = |a: &str| Value::map([("aim", Value::from(a))]);
    assert_eq!(api::read_options(&aim("lose")).unwrap(), Aim::Lose);
    assert_eq!(api::read_options(&aim("win")).unwrap(), Aim::Win);
    assert_eq!(
        api::read_options(&Value::map::<&str>([])).unwrap(),
        Aim::Win
    );
    for bad in [
        aim("loose"),
        Value::map([("aim", Value::from(1u64))]),
        Value::map([("goal", Value::from("lose"))]),
        Value::from("lose"),
        Value::list([1u64]),
    ] {
        let error = api::read_options(&bad).unwrap_err();
        assert_eq!(error.code(), "bad-state");
        assert!(error.message().contains("options"), "{}", error.message());
    }
    assert!(api::read_options(&aim("loose"))
        .unwrap_err()
        .message()
        .contains("options.aim"));
    assert_eq!(
        api::best_move_for(&nim, Aim::Win).unwrap(),
        api::best_move(&nim).unwrap()
    );
}

#[test]
fn aim_lose_works_where_moves_is_too_large() {
    let nim = state("nim", vec![("heaps", Value::list([20_000u64, 3]))]);
    assert_eq!(api::moves(&nim).unwrap_err().code(), "too-large");
    let chosen = api::best_move_for(&nim, Aim::Lose).unwrap();
    assert_eq!(chosen.get("outcome"), Some(&Value::from("N")));
    let left = api::classify(chosen.get("state").unwrap()).unwrap();
    assert_eq!(left.get("outcome"), Some(&Value::from("N")));
    let huge = [
        state("nim", vec![("heaps", Value::list([u64::MAX, 7, 9]))]),
        state("kayles", vec![("rows", Value::list([1u64 << 40, 5]))]),
        state("wythoff", vec![("heaps", Value::list([1u64 << 50, 3]))]),
        state(
            "subtraction",
            vec![("pile", (1u64 << 60).into()), ("max", (1u64 << 40).into())],
        ),
        state(
            "fibonacci-nim",
            vec![("pile", u64::MAX.into()), ("multiplier", 3u64.into())],
        ),
    ];
    for state in huge {
        let chosen = api::best_move_for(&state, Aim::Lose).unwrap();
        assert_eq!(chosen.get("outcome"), Some(&Value::from("N")), "{state:?}");
    }
}

/// The API says a game is over exactly when it lists no move (the
/// conformance table, `tests/conformance.rs`, holds each game's
/// `giveaway_moves` to the search).
#[test]
fn every_game_is_over_exactly_when_it_lists_no_move() {
    for state in small_states() {
        assert_eq!(
            api::is_over(&state).unwrap(),
            listed(&state).is_empty(),
            "{state:?}"
        );
    }
}

/// An octal position's giveaway list (`Position::giveaway_moves`) is one
/// move, found from the values without listing every move: the first in
/// `moves()` that leaves an N-position (the conformance table,
/// `tests/conformance.rs`, holds that it leaves N whenever some move does,
/// Grundy's game's list too).
#[test]
fn octal_gives_away_the_first_move_to_an_n_position() {
    let mut search = Search::new(usize::MAX);
    for heaps in multisets(3, 12, 16) {
        for code in ["0.6", "0.07", "0.137", "4.07", "0.77", "0.4447"] {
            let state = Value::map([
                ("game", Value::from("octal")),
                ("code", Value::from(code)),
                ("heaps", Value::list(heaps.clone())),
            ]);
            let p: Octal = position(&state);
            if let Some((mv, _)) = p.giveaway_moves().unwrap().first() {
                let first = p
                    .moves()
                    .unwrap()
                    .into_iter()
                    .find(|(_, child)| search.solve(child).unwrap().outcome == Outcome::N);
                if let Some((expected, _)) = first {
                    assert_eq!(mv, &expected, "{state:?}");
                }
            }
        }
    }
}

/// Where `moves()` is `too-large`, let-you-win still plays, to N.
#[test]
fn let_you_win_plays_where_moves_is_too_large() {
    for state in [
        Value::map([
            ("game", Value::from("octal")),
            ("code", Value::from("0.6")),
            ("heaps", Value::list([20_001u64])),
        ]),
        Value::map([
            ("game", Value::from("grundy")),
            ("heaps", Value::list([30_000u64])),
        ]),
        Value::map([
            ("game", Value::from("octal")),
            ("code", Value::from("0.07")),
            ("heaps", Value::list([u64::MAX])),
        ]),
    ] {
        assert_eq!(api::moves(&state).unwrap_err().code(), "too-large");
        let given = api::best_move_for(&state, Aim::Lose).unwrap();
        assert_eq!(given.get("outcome"), Some(&Value::from("N")), "{state:?}");
        let after = given.get("state").unwrap();
        assert_eq!(
            api::classify(after).unwrap().get("outcome"),
            Some(&Value::from("N"))
        );
    }
}
