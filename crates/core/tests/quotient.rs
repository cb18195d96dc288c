//! Misère quotients proved by computation: every quotient's outcomes
//! against an independent search of the real rules on every position of
//! at most 25 objects, Kayles' against Sibert and Conway's rule on long
//! rows, and the orders Plambeck and Siegel's MisereSolver reports.
//!
//! The long check (Dawson's Kayles to heap 33, |Q| = 638) is ignored in the
//! default run: `cargo test --release -p nimlab-core --test quotient --
//! --ignored`.

#![allow(clippy::unwrap_used, clippy::panic)] // tests fail loudly by design

use std::collections::HashMap;

use nimlab_core::nimbers::Rule;
use nimlab_core::quotient::{Assisted, Quotients, Work};
use nimlab_core::{api, Value};

mod support;

use support::Lcg;

fn rule(code: &str) -> Rule {
    match code {
        "grundy" => Rule::grundy(),
        _ => Rule::octal(code, "code").unwrap(),
    }
}

fn quotient(code: &str, n: usize) -> Quotients {
    let mut q = Quotients::new(&rule(code));
    q.extend_to(n, &mut Work::unlimited()).unwrap();
    q
}

/// Misère outcome by search: `true` when the player to move loses. A
/// position is its heaps in increasing order, empty heaps dropped.
struct Search {
    rule: Rule,
    memo: HashMap<Vec<u64>, bool>,
}

impl Search {
    fn new(rule: Rule) -> Search {
        Search {
            rule,
            memo: HashMap::new(),
        }
    }

    fn is_p(&mut self, heaps: &[u64]) -> bool {
        let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        key.sort_unstable();
        if let Some(&p) = self.memo.get(&key) {
            return p;
        }
        // Misère: with no move the player to move has won.
        let mut moved = false;
        let mut p = true;
        'heaps: for i in 0..key.len() {
            if i > 0 && key[i] == key[i - 1] {
                continue;
            }
            for m in self.rule.moves_of(key[i]) {
                moved = true;
                let mut next = key.clone();
                next.remove(i);
                next.extend(&m.leave);
                if self.is_p(&next) {
                    p = false;
                    break 'heaps;
                }
            }
        }
        let p = moved && p;
        self.memo.insert(key, p);
        p
    }
}

/// Every position of at most `total` objects, heaps in increasing order.
fn positions(total: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    let mut i = 0;
    while i < all.len() {
        let position: Vec<u64> = all[i].clone();
        let used: u64 = position.iter().sum();
        let least = position.last().copied().unwrap_or(1);
        for h in least..=total - used {
            let mut next = position.clone();
            next.push(h);
            all.push(next);
        }
        i += 1;
    }
    all
}

/// The two-digit codes of *Winning Ways* whose quotients are quickly
/// found, and more: 32 rules.
const CODES: &[&str] = &[
    "0.04", "0.07", "0.15", "0.17", "0.26", "0.27", "0.31", "0.34", "0.40", "0.41", "0.42", "0.43",
    "0.44", "0.45", "0.46", "0.52", "0.53", "0.54", "0.56", "0.57", "0.71", "0.72", "0.73", "0.75",
    "0.77", "0.22", "0.33", "0.137", "0.4", "4.7", "0.3333", "grundy",
];

#[test]
fn every_position_of_25_objects_has_its_searched_outcome() {
    let all = positions(25);
    assert!(all.len() > 9000);
    for code in CODES {
        let q = quotient(code, 25);
        let mut search = Search::new(rule(code));
        for position in &all {
            let element = q.element_of(position).unwrap();
            assert_eq!(
                q.is_p(element),
                search.is_p(position),
                "{code}: {position:?} is element {}",
                q.name(element)
            );
        }
    }
}

#[test]
fn orders_are_those_miseresolver_reports() {
    // (code, n, |Q_n|, |P|)
    for (code, n, order, p) in [
        ("0.75", 40, 8, 2),
        ("0.77", 26, 32, 9),
        ("0.77", 27, 40, 9),
        ("0.77", 200, 40, 9),
        ("0.72", 40, 24, 5),
        ("0.53", 40, 16, 3),
        ("0.15", 40, 42, 12),
        ("0.71", 40, 36, 9),
        ("0.34", 40, 12, 3),
        ("0.31", 40, 6, 2),
        ("0.52", 40, 6, 2),
        ("0.73", 40, 6, 2),
        ("0.07", 25, 144, 23),
        ("0.07", 30, 360, 65),
    ] {
        let q = quotient(code, n);
        assert_eq!((q.order(), q.p_size()), (order, p), "{code} to heap {n}");
        assert_eq!(q.order() % 2, 0, "a misère quotient has even order");
    }
}

/// |Q_n| proved by the search alone: the positions with heaps ≤ `n` and at
/// most `total` objects, each told by its misère outcomes beside every
/// such position. Positions the search tells apart
/// lie in different classes of the true quotient, so the count of distinct
/// profiles is a lower bound on |Q_n|; the quotient's outcomes being right
/// makes its order an upper bound. Equal, they prove the order.
fn orders_by_search(code: &str, n: u64, total: u64) -> (usize, usize) {
    let mut search = Search::new(rule(code));
    let all = positions(total);
    let small: Vec<&Vec<u64>> = all.iter().filter(|p| p.iter().all(|&h| h <= n)).collect();
    let mut profiles = std::collections::HashSet::new();
    let mut p_profiles = std::collections::HashSet::new();
    for position in &small {
        let profile: Vec<bool> = small
            .iter()
            .map(|w| search.is_p(&[position.as_slice(), w.as_slice()].concat()))
            .collect();
        if search.is_p(position) {
            p_profiles.insert(profile.clone());
        }
        profiles.insert(profile);
    }
    (profiles.len(), p_profiles.len())
}

#[test]
fn orders_are_proved_by_the_search_of_the_real_rules() {
    // (code, n, objects): the search reaches every class of Q_n with
    // positions and witnesses of at most that many objects.
    for (code, n, total) in [
        ("0.75", 12, 14),
        ("0.31", 12, 14),
        ("0.52", 12, 14),
        ("0.73", 12, 14),
        ("0.15", 12, 14),
        ("0.34", 12, 16),
        ("0.53", 12, 14),
        ("0.72", 12, 14),
        ("0.71", 6, 16),
        ("0.77", 8, 16),
        ("0.07", 12, 16),
        ("grundy", 12, 14),
    ] {
        let q = quotient(code, n as usize);
        let (order, p) = orders_by_search(code, n, total);
        assert_eq!((order, p), (q.order(), q.p_size()), "{code} to heap {n}");
    }
}

#[test]
#[ignore = "Dawson's Kayles to heap 33: seconds in release, long in debug"]
fn dawsons_kayles_reaches_638_elements_at_heap_33() {
    let q = quotient("0.07", 32);
    assert_eq!((q.order(), q.p_size()), (552, 93));
    let q = quotient("0.07", 33);
    assert_eq!((q.order(), q.p_size()), (638, 109));
    // Dawson's chess is the same game one heap later.
    let q = quotient("0.137", 32);
    assert_eq!((q.order(), q.p_size()), (638, 109));
}

fn kayles_says_p(rows: &[u64]) -> bool {
    let state = Value::map([
        ("game", Value::from("kayles")),
        ("rows", Value::list(rows.iter().copied())),
        ("misere", true.into()),
    ]);
    let answer = api::classify(&state).unwrap();
    answer.get("outcome") == Some(&Value::from("P"))
}

#[test]
fn kayles_quotient_is_sibert_and_conway_on_long_rows() {
    let q = quotient("0.77", 1000);
    let period = q.period().unwrap();
    assert_eq!((period.start, period.length), (71, 12));
    let mut lcg = Lcg(7);
    let mut disagreements = 0;
    for round in 0..3000 {
        // Rows from S = {1, 4, 5, 9, 12, 17, 20, 25} (where misère play
        // differs) and rows up to 10^4, mixed.
        let count = 1 + lcg.below(6);
        let rows: Vec<u64> = (0..count)
            .map(|_| match lcg.below(3) {
                0 => [1, 4, 5, 9, 12, 17, 20, 25][lcg.below(8) as usize],
                1 => 1 + lcg.below(40),
                _ => 1 + lcg.below(10_000),
            })
            .collect();
        let element = q.element_of(&rows).unwrap();
        if q.is_p(element) != kayles_says_p(&rows) {
            disagreements += 1;
            eprintln!("round {round}: {rows:?}");
        }
    }
    assert_eq!(disagreements, 0);
    // Far past the proof: rows of 2^64 − 1 and its neighbours.
    for rows in [
        vec![u64::MAX],
        vec![u64::MAX, u64::MAX - 1, 9],
        vec![1 << 40, 17, 20],
    ] {
        let element = q.element_of(&rows).unwrap();
        assert_eq!(q.is_p(element), kayles_says_p(&rows), "{rows:?}");
    }
}

#[test]
fn a_proved_period_answers_heaps_of_any_size() {
    for code in ["0.75", "0.77", "0.15", "0.53", "0.72", "0.31"] {
        let q = quotient(code, 2000);
        let p = q
            .period()
            .unwrap_or_else(|| panic!("{code} has no period by 2000"));
        assert!(p.start >= 1 && p.checked_to <= q.heaps() as u64, "{code}");
        let far = quotient(code, 600);
        for h in [0, 1, 70, 600, 1999, 123_456_789, u64::MAX] {
            let shifted = if h <= p.checked_to {
                h
            } else {
                p.start + (h - p.start) % p.length
            };
            assert_eq!(q.phi(h), q.phi(shifted), "{code} at {h}");
            assert_eq!(
                far.phi(h).map(|x| far.name(x)),
                q.phi(h).map(|x| q.name(x)),
                "{code} at {h}"
            );
        }
    }
    // Grundy's game: no period is claimed, and heaps past the quotient
    // are not answered.
    let q = quotient("grundy", 25);
    assert_eq!(q.period(), None);
    assert_eq!(q.phi(26), None);
}

#[test]
fn presentations_read_as_the_papers_print_them() {
    let q = quotient("0.75", 40);
    assert_eq!(
        q.presentation(),
        "⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩"
    );
    let p: Vec<String> = q.p_portion().iter().map(|&x| q.name(x)).collect();
    assert_eq!(p, ["a", "b²"]);
    let phi: Vec<String> = (0..10).map(|h| q.name(q.phi(h).unwrap())).collect();
    assert_eq!(phi, ["1", "a", "b", "a", "b", "c", "b", "c", "b", "ab²"]);
    // The table is the monoid's: associative, commutative, 1 the identity.
    let q = quotient("0.77", 100);
    let n = q.order();
    let table = q.table();
    for x in 0..n {
        assert_eq!(table[x * n], x as u32);
        for y in 0..n {
            assert_eq!(table[x * n + y], table[y * n + x]);
            for z in [1, 5, n - 1] {
                let xy = table[x * n + y] as usize;
                let yz = table[y * n + z] as usize;
                assert_eq!(table[xy * n + z], table[x * n + yz]);
            }
        }
    }
}

fn octal_state(code: &str, heaps: &[u64]) -> Value {
    Value::map([
        ("game", Value::from("octal")),
        ("code", Value::from(code)),
        ("heaps", Value::list(heaps.iter().copied())),
        ("misere", true.into()),
    ])
}

#[test]
fn quotient_is_answered_with_typed_fields_and_coded_errors() {
    let rule = Value::map([("game", Value::from("kayles"))]);
    // Φ to heap 100 does not reach the theorem's window (to heap 167).
    let short = api::quotient(&rule, &Value::from(100u64))
        .unwrap()
        .into_value();
    assert_eq!(short.get("period"), None);
    let answer = api::quotient(&rule, &Value::from(200u64)).unwrap();
    let value = answer.into_value();
    assert_eq!(value.get("order"), Some(&Value::from(40u64)));
    assert_eq!(value.get("pSize"), Some(&Value::from(9u64)));
    let Some(Value::List(phi)) = value.get("phi") else {
        panic!("phi")
    };
    assert_eq!(phi.len(), 201);
    let Some(Value::List(table)) = value.get("table") else {
        panic!("table")
    };
    assert_eq!(table.len(), 1600);
    let period = value.get("period").unwrap();
    assert_eq!(period.get("length"), Some(&Value::from(12u64)));
    assert_eq!(period.get("start"), Some(&Value::from(71u64)));
    // Misère by nature: `misere: true` is allowed, and means the same.
    let misere = Value::map([
        ("game", Value::from("octal")),
        ("code", Value::from("0.77")),
        ("misere", true.into()),
    ]);
    let again = api::quotient(&misere, &Value::from(200u64))
        .unwrap()
        .into_value();
    assert!(again == value, "the same quotient");
    // Bad input: coded errors naming the field.
    let bad = |rule: Value, n: Value| api::quotient(&rule, &n).err().unwrap();
    let e = bad(
        Value::map([("game", Value::from("octal")), ("code", Value::from("0.8"))]),
        10u64.into(),
    );
    assert_eq!(
        (e.code(), e.message().starts_with("code")),
        ("bad-state", true),
        "{e}"
    );
    let e = bad(Value::map([("game", Value::from("nim"))]), 10u64.into());
    assert_eq!(e.code(), "bad-state", "{e}");
    assert!(e.message().contains("quotient"), "{e}");
    let e = bad(rule.clone(), Value::from(-1i64));
    assert!(e.message().starts_with("n "), "{e}");
    let e = bad(rule.clone(), Value::from(1u64 << 40));
    assert_eq!(e.code(), "too-large");
    assert!(e.message().starts_with("n is 1099511627776"), "{e}");
    // Grundy's game has no period: a heap past the budget is too large.
    let grundy = Value::map([("game", Value::from("grundy"))]);
    let e = bad(grundy, Value::from(100_000u64));
    assert_eq!(e.code(), "too-large", "{e}");
    assert!(e.message().contains("worked out here to heap"), "{e}");
}

#[test]
fn misere_octal_and_grundy_positions_past_the_search_are_answered_by_the_quotient() {
    // Dawson's Kayles with heaps up to 30: far past the exact search.
    let q = quotient("0.07", 30);
    let mut lcg = Lcg(11);
    for _ in 0..40 {
        let heaps: Vec<u64> = (0..1 + lcg.below(6)).map(|_| lcg.below(31)).collect();
        let state = octal_state("0.07", &heaps);
        let answer = api::classify(&state).unwrap();
        let p = q.is_p(q.element_of(&heaps).unwrap());
        assert_eq!(
            answer.get("outcome"),
            Some(&Value::from(if p { "P" } else { "N" })),
            "{heaps:?}"
        );
        let explanation = answer.get("explanation").unwrap();
        assert_eq!(explanation.get("method"), Some(&Value::from("quotient")));
        assert_eq!(explanation.get("inP"), Some(&Value::from(p)));
        // best_move leaves a P-position whenever there is one.
        let best = api::best_move(&state).unwrap();
        if !p && best != Value::Null {
            let after = best.get("state").unwrap().get("heaps").unwrap();
            let Value::List(after) = after else { panic!() };
            let after: Vec<u64> = after
                .iter()
                .map(|v| nimlab_core::fields::whole_number(v, "h", 0, u64::MAX).unwrap())
                .collect();
            assert!(
                q.is_p(q.element_of(&after).unwrap()),
                "{heaps:?} → {after:?}"
            );
            assert_eq!(best.get("outcome"), Some(&Value::from("P")));
        }
    }
    // Misère Grundy's game is a state now, answered the same way.
    let grundy = Value::map([
        ("game", Value::from("grundy")),
        ("heaps", Value::list([20u64, 13, 9, 7])),
        ("misere", true.into()),
    ]);
    let q = quotient("grundy", 20);
    let p = q.is_p(q.element_of(&[20, 13, 9, 7]).unwrap());
    let answer = api::classify(&grundy).unwrap();
    assert_eq!(
        answer.get("outcome"),
        Some(&Value::from(if p { "P" } else { "N" }))
    );
    assert_eq!(answer.get("nimber"), None);
    let moves = api::moves(&grundy).unwrap();
    let Value::List(moves) = moves else { panic!() };
    assert!(!moves.is_empty());
}

/// The search past a quotient's reach, its leaves answered by the quotient,
/// against the independent search: for each rule, a quotient cut short (at
/// heap 8 mostly) and every position of at most 22 objects with a heap past
/// it, and the move it finds leaves a P-position.
#[test]
fn the_search_past_the_quotient_agrees_with_the_plain_search() {
    let all = positions(22);
    // `0.1` cut at heap 1: its larger heaps have no move at all.
    let cases = [
        ("0.07", 8),
        ("0.137", 8),
        ("0.4", 8),
        ("4.7", 8),
        ("0.6", 8),
        ("0.15", 8),
        ("grundy", 8),
        ("0.1", 1),
    ];
    for (code, cut) in cases {
        let q = quotient(code, cut);
        assert!(!q.covers(cut as u64 + 1), "{code}");
        let mut search = Search::new(rule(code));
        let mut assisted = Assisted::new(&q);
        for position in all.iter().filter(|p| p.iter().any(|&h| h > cut as u64)) {
            let p = search.is_p(position);
            assert_eq!(assisted.is_p(position).unwrap(), p, "{code}: {position:?}");
            match assisted.move_to_p(position).unwrap() {
                Some((i, m)) => {
                    let mut after = position.clone();
                    after.remove(i);
                    after.extend(&m.leave);
                    assert!(
                        !p && search.is_p(&after),
                        "{code}: {position:?} → {after:?}"
                    );
                }
                // None: every move leaves N, or there is no move.
                None => assert!(
                    p || position.iter().all(|&h| rule(code).moves_of(h).is_empty()),
                    "{code}: {position:?}"
                ),
            }
        }
    }
}

/// Positions the quotient cannot reach (Q_34 of Dawson's Kayles is not
/// found) but the search past Q_33 answers: a heap of 60 and
/// [40, 30], each within one call's budget, with a move to P from N.
#[test]
fn dawsons_kayles_past_heap_33_is_answered_by_the_search_past_the_quotient() {
    for heaps in [vec![60u64], vec![40, 30], vec![50, 7, 3], vec![36, 34]] {
        let state = octal_state("0.07", &heaps);
        let answer = api::classify(&state).unwrap();
        let outcome = answer.get("outcome").unwrap().clone();
        let best = api::best_move(&state).unwrap();
        let after = best.get("outcome").unwrap();
        if outcome == Value::from("N") {
            assert_eq!(after, &Value::from("P"), "{heaps:?}: {best:?}");
        } else {
            assert_eq!(after, &Value::from("N"), "{heaps:?}: {best:?}");
        }
    }
    // A misère sum of parts of the rule is the position of all their heaps.
    let whole = api::classify(&octal_state("0.07", &[40, 30])).unwrap();
    let sum = api::classify(&misere_sum_of_0_07(&[&[40], &[30]])).unwrap();
    assert_eq!(sum.get("outcome"), whole.get("outcome"));
}

/// A misère sum whose parts are positions of Dawson's Kayles.
fn misere_sum_of_0_07(parts: &[&[u64]]) -> Value {
    let part = |heaps: &&[u64]| {
        Value::map([
            ("game", Value::from("octal")),
            ("code", Value::from("0.07")),
            ("heaps", Value::list(heaps.iter().copied())),
        ])
    };
    Value::map([
        ("game", Value::from("sum")),
        ("parts", Value::list(parts.iter().map(part))),
        ("misere", true.into()),
    ])
}

#[test]
fn misere_sums_of_one_rule_go_through_the_quotient() {
    let sum = misere_sum_of_0_07(&[&[30, 25], &[14, 9]]);
    let whole = api::classify(&octal_state("0.07", &[30, 25, 14, 9])).unwrap();
    let answer = api::classify(&sum).unwrap();
    assert_eq!(answer.get("outcome"), whole.get("outcome"));
    let method = answer.get("explanation").unwrap().get("method");
    assert_eq!(method, Some(&Value::from("quotient")));
}

#[test]
fn a_construction_cut_short_stays_whole_and_resumes() {
    let mut q = quotient("0.07", 25);
    for limit in [1_000, 100_000, 1_000_000] {
        let mut small = Work::new(limit, u64::MAX);
        let stopped = q.extend_to(30, &mut small);
        let known = q.heaps();
        let whole = quotient("0.07", known);
        assert_eq!(
            (q.order(), q.p_size()),
            (whole.order(), whole.p_size()),
            "cut at {limit} steps: {stopped:?}"
        );
        for heaps in [vec![known as u64], vec![1, 2, 3], vec![known as u64, 7, 7]] {
            let x = q.element_of(&heaps).unwrap();
            let y = whole.element_of(&heaps).unwrap();
            assert_eq!(q.is_p(x), whole.is_p(y), "{heaps:?}");
        }
    }
    q.extend_to(30, &mut Work::unlimited()).unwrap();
    assert_eq!((q.order(), q.p_size()), (360, 65));
}

#[test]
fn quotient_to_n_is_q_n_whatever_is_kept() {
    let kayles = Value::map([("game", Value::from("kayles"))]);
    let order = |n: u64| {
        api::quotient(&kayles, &Value::from(n))
            .unwrap()
            .into_value()
            .get("order")
            .cloned()
    };
    assert_eq!(order(200), Some(Value::from(40u64)));
    // Heap 27 adds Kayles' last generator: Q_26 has 32 elements.
    assert_eq!(order(26), Some(Value::from(32u64)));
    assert_eq!(order(27), Some(Value::from(40u64)));
}
