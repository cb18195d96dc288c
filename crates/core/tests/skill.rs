//! `best_move(state, {skill, seed})` held to what docs/GAMES.md ("A computer
//! of any strength") promises, statistically over many N-positions and
//! seeds: a beginner (0) misses the winning move often, perfect play (1)
//! never, 0.5 in between; larger positions with rarer winning moves are
//! missed more often; every move is legal; one seed plays one move.

#![allow(clippy::unwrap_used, clippy::panic)] // tests fail loudly by design

mod support;

use nimlab_core::api::{self, Aim};
use nimlab_core::skill::Skill;
use nimlab_core::Value;
use support::{heaps_state, state, subtraction, Lcg};

/// N-positions drawn from several games: Nim of `heaps` heaps up to `largest`,
/// Kayles rows, Wythoff pairs and take 1..k piles.
fn n_positions(r: &mut Lcg, count: usize, heaps: usize, largest: u64) -> Vec<Value> {
    let mut found = Vec::new();
    while found.len() < count {
        let pick = r.below(4);
        let size = |r: &mut Lcg| 1 + r.below(largest);
        let candidate = match pick {
            0 => heaps_state(
                "nim",
                "heaps",
                &(0..heaps).map(|_| size(r)).collect::<Vec<_>>(),
                r.coin(),
            ),
            1 => heaps_state(
                "kayles",
                "rows",
                &(0..heaps).map(|_| size(r)).collect::<Vec<_>>(),
                false,
            ),
            2 => state("wythoff", vec![("heaps", Value::list([size(r), size(r)]))]),
            _ => subtraction(size(r) * heaps as u64, 2 + r.below(4), r.coin()),
        };
        if outcome(&candidate) == "N" {
            found.push(candidate);
        }
    }
    found
}

fn outcome(state: &Value) -> String {
    match api::classify(state).unwrap().get("outcome") {
        Some(Value::Str(s)) => s.to_string(),
        other => panic!("no outcome: {other:?}"),
    }
}

/// The move a player of `level` makes with `seed`, checked legal: `play`
/// takes it to the state the result names.
fn played(state: &Value, level: f64, seed: u64) -> Value {
    let skill = (level < 1.0).then_some(Skill { level, seed });
    let result = api::best_move_with(state, Aim::Win, skill).unwrap();
    let mv = result.get("move").unwrap();
    let after = api::play(state, mv).unwrap();
    assert_eq!(Some(&after), result.get("state"), "{state:?}");
    result
}

/// How often a player of `level` misses the win in `positions`, one seed each.
fn miss_rate(positions: &[Value], level: f64) -> f64 {
    let missed = positions
        .iter()
        .enumerate()
        .filter(|(i, s)| {
            played(s, level, *i as u64 * 7919).get("outcome") != Some(&Value::from("P"))
        })
        .count();
    missed as f64 / positions.len() as f64
}

#[test]
fn a_beginner_misses_often_perfect_play_never_and_half_skill_in_between() {
    let positions = n_positions(&mut Lcg(2024), 300, 3, 9);
    let (beginner, half, perfect) = (
        miss_rate(&positions, 0.0),
        miss_rate(&positions, 0.5),
        miss_rate(&positions, 1.0),
    );
    assert_eq!(perfect, 0.0);
    assert!(beginner > 0.4, "skill 0 missed {beginner}");
    assert!(
        half > 0.1 && half < beginner - 0.1,
        "skill 0.5 missed {half}, skill 0 {beginner}"
    );
    assert!(
        miss_rate(&positions, 0.95) < half,
        "skill 0.95 misses less than 0.5"
    );
}

#[test]
fn larger_positions_with_rarer_wins_are_missed_more_often() {
    let small = n_positions(&mut Lcg(7), 200, 2, 4);
    let large = n_positions(&mut Lcg(7), 200, 4, 20);
    let (at_small, at_large) = (miss_rate(&small, 0.5), miss_rate(&large, 0.5));
    assert!(
        at_large > at_small + 0.1,
        "skill 0.5 missed {at_small} on small positions, {at_large} on large ones"
    );
}

#[test]
fn one_seed_plays_one_move_and_seeds_differ() {
    let position = heaps_state("nim", "heaps", &[9, 14, 17, 20], false);
    let first = played(&position, 0.3, 11);
    for _ in 0..5 {
        assert_eq!(played(&position, 0.3, 11), first);
    }
    let moves: std::collections::BTreeSet<String> = (0..40)
        .map(|seed| format!("{:?}", played(&position, 0.3, seed).get("move")))
        .collect();
    assert!(
        moves.len() > 5,
        "{} different moves in 40 seeds",
        moves.len()
    );
}

#[test]
fn a_win_on_the_spot_is_never_missed() {
    // One heap left: taking it all wins at once, whatever the skill.
    for seed in 0..50 {
        let result = played(&heaps_state("nim", "heaps", &[40], false), 0.0, seed);
        assert_eq!(result.get("outcome"), Some(&Value::from("P")));
    }
}

#[test]
fn skill_and_seed_are_read_and_refused_by_name() {
    let read = |options: Value| api::read_call_options(&options, true);
    let skill = |x: Value| Value::map([("skill", x)]);
    assert_eq!(
        read(skill(Value::Number(0.4))).unwrap().skill,
        Some(Skill {
            level: 0.4,
            seed: 0
        })
    );
    assert_eq!(read(skill(Value::Number(1.0))).unwrap().skill, None);
    let error = read(skill(Value::Number(1.5))).unwrap_err();
    assert_eq!(
        error.to_string(),
        "options.skill must be a number from 0 to 1, got 1.5"
    );
    assert!(read(skill(Value::from("high"))).is_err());
    let error = read(Value::map([
        ("skill", Value::Number(0.5)),
        ("seed", Value::Number(-1.0)),
    ]))
    .unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("options.seed must be a whole number"),
        "{error}"
    );
    // Only best_move reads them.
    assert!(api::read_call_options(&skill(Value::Number(0.5)), false).is_err());
}

#[test]
fn the_game_over_has_no_move_at_any_skill() {
    let over = heaps_state("nim", "heaps", &[0, 0], false);
    assert_eq!(
        api::best_move_with(
            &over,
            Aim::Win,
            Some(Skill {
                level: 0.2,
                seed: 3
            })
        )
        .unwrap(),
        Value::Null
    );
}
