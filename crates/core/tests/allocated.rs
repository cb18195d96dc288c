//! Memory charged where it is allocated (docs/DESIGN.md, "One budget for
//! every call"), held to what the allocator itself hands out: this binary
//! counts every byte allocated, and each call here,
//! the largest positions an attacker would write, must allocate at most
//! its budget's memory plus a fixed margin, and count what it held
//! (`budget::spent().memory`) within the budget; those refused for their
//! size must be refused before they allocate anything large.

#![allow(clippy::unwrap_used, clippy::panic)] // tests fail loudly by design

use std::sync::{Mutex, MutexGuard};

use nimlab_core::budget::{self, Budget};
use nimlab_core::{api, Value};
use peak_alloc::PeakAlloc;

mod support;

use support::{state, sum};

/// The system's allocator, counting the bytes held and their peak, for the
/// whole process: the tests take turns ([`alone`]).
#[global_allocator]
static COUNTING: PeakAlloc = PeakAlloc;

static TURN: Mutex<()> = Mutex::new(());

/// This test alone allocating, while the guard lives.
fn alone() -> MutexGuard<'static, ()> {
    TURN.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// What the allocator may hand out past the budget's memory: the search's
/// memo and the quotients kept between calls, and the estimates' slack.
const MARGIN: usize = 32 << 20;

/// The most a call refused for its size may allocate beyond what it held
/// of its budget: the slack of the estimates, and what a quotient built on
/// the way keeps between calls.
const UNHELD: usize = 8 << 20;

/// The call's answer or refusal, and the most bytes it allocated at once
/// beyond what the thread held before it.
fn measured<T>(call: impl FnOnce() -> nimlab_core::Result<T>) -> (nimlab_core::Result<T>, usize) {
    let before = COUNTING.current_usage();
    COUNTING.reset_peak_usage();
    let answer = call();
    (answer, COUNTING.peak_usage() - before)
}

/// The call answers or refuses with a coded `too-large`, allocates at most
/// its budget plus [`MARGIN`], and counts no more than its budget; whether
/// it was refused, the most bytes it allocated at once, the most it held of
/// its budget, and the steps of work it counted.
fn bounded<T>(
    what: &str,
    call: impl FnOnce() -> nimlab_core::Result<T>,
) -> (bool, usize, usize, u64) {
    let (answer, peak) = measured(call);
    let spent = budget::spent();
    assert!(
        spent.work <= Budget::DEFAULT.work && spent.memory <= Budget::DEFAULT.memory,
        "{what}: {spent:?}"
    );
    let most = Budget::DEFAULT.memory as usize + MARGIN;
    assert!(peak <= most, "{what}: allocated {} MB", peak >> 20);
    let refused = match answer {
        Ok(_) => false,
        Err(e) => {
            assert_eq!(e.code(), "too-large", "{what}: {e}");
            assert!(e.key().is_some(), "{what}: {e}");
            true
        }
    };
    (refused, peak, spent.memory as usize, spent.work)
}

fn heaps(game: &str, code: Option<&str>, heaps: Vec<u64>, misere: bool) -> Value {
    let mut fields = vec![("heaps", Value::list(heaps)), ("misere", misere.into())];
    if let Some(code) = code {
        fields.push(("code", code.into()));
    }
    state(game, fields)
}

fn lose() -> Value {
    Value::map([("aim", Value::from("lose"))])
}

/// Every way of asking about `state`: classify, its explanation, the best
/// move for either aim, and the moves.
fn every_question(what: &str, state: &Value) -> Vec<(bool, usize, usize, u64)> {
    let aim = api::read_call_options(&lose(), true).unwrap().aim;
    vec![
        bounded(&format!("{what}: classify"), || api::classify(state)),
        bounded(&format!("{what}: explain"), || api::explain(state)),
        bounded(&format!("{what}: best move"), || api::best_move(state)),
        bounded(&format!("{what}: aim lose"), || {
            api::best_move_for(state, aim)
        }),
        bounded(&format!("{what}: moves"), || api::moves(state)),
    ]
}

#[test]
fn a_heap_of_any_size_is_refused_before_its_moves_are_made() {
    let _turn = alone();
    // One heap of 2^64 − 1, 10^12 or 10^9 past the misère quotient: the
    // search past it would list n/2 splits; it counts them and refuses.
    for (game, code) in [
        ("grundy", None),
        ("octal", Some("0.07")),
        ("octal", Some("0.6")),
        ("octal", Some("4.777")),
    ] {
        for n in [u64::MAX, 1_000_000_000_000, 1_000_000_000] {
            let what = format!("misère {} on {n}", code.unwrap_or(game));
            let state = heaps(game, code, vec![n], true);
            for (i, (refused, peak, held, work)) in
                every_question(&what, &state).into_iter().enumerate()
            {
                assert!(refused, "{what}: answered");
                // Once the quotient is built (the first call), a refusal
                // comes from counting the moves, before any is made.
                if i > 0 || n != u64::MAX {
                    assert!(work <= 100, "{what}: {work} steps");
                }
                assert!(
                    peak <= held + UNHELD,
                    "{what}: allocated {} MB, held {} MB",
                    peak >> 20,
                    held >> 20
                );
            }
        }
    }
}

#[test]
fn the_largest_heaps_the_search_could_open_stay_within_the_budget() {
    let _turn = alone();
    // Misère Grundy's game on 10^7 and 10^8: a heap whose splits the budget's
    // work allows listing, but not holding, or not both.
    for n in [10_000_000, 100_000_000] {
        let what = format!("misère Grundy's game on {n}");
        for (refused, ..) in every_question(&what, &heaps("grundy", None, vec![n], true)) {
            assert!(refused, "{what}: answered");
        }
    }
    // A misère sum of such parts is one game of the rule.
    let parts = (0..4)
        .map(|i| heaps("grundy", None, vec![1_000_000_000_000 + i], false))
        .collect();
    every_question("misère sum of Grundy parts", &sum(parts, true));
    let mixed = vec![
        heaps("grundy", None, vec![u64::MAX], false),
        heaps("nim", None, vec![3, 4], false),
    ];
    every_question("misère sum of Grundy and Nim", &sum(mixed, true));
}

#[test]
fn a_misere_answer_past_the_quotient_still_comes() {
    let _turn = alone();
    // What the search past the quotient answers today, it answers still:
    // misère 0.07 on 60 (Dawson's Kayles' quotient reaches 32 or 33).
    let state = heaps("octal", Some("0.07"), vec![60], true);
    let (refused, ..) = bounded("misère 0.07 on 60", || api::classify(&state));
    assert!(!refused);
    let (refused, ..) = bounded("misère 0.07 on 60: best move", || api::best_move(&state));
    assert!(!refused);
    assert!(budget::spent().memory > 0, "the search held what it kept");
}
