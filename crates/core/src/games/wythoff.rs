//! Wythoff's game (威氏遊戲, `001` section 二): two heaps; a move takes any
//! number from one heap, or the same number from both.
//!
//! Normal play (Wythoff 1907; `001`'s 定理): the P-positions (安全殘局) are
//! {a_n, b_n} with a_n = ⌊nφ⌋, b_n = ⌊nφ²⌋ = a_n + n, φ = (1 + √5)/2,
//! n ≥ 0. `001` builds them by the mex rule (a_n is the least positive
//! integer not yet used, b_n = a_n + n) and proves (四) that a_n is the n-th
//! number whose Zeckendorf representation (Fibonacci digits over
//! f_0 = 1, f_1 = 2, f_2 = 3, …, no two adjacent ones) ends in an even number
//! of zeros, and b_n is a_n's digits shifted left by one.
//!
//! Everything is computed exactly in integers: ⌊n√5⌋ is the integer square
//! root of 5n² (over 256 bits), and a_n = ⌊(n + ⌊n√5⌋)/2⌋. Floating point
//! only gives the root's first digits: `f64` first gets ⌊nφ⌋ wrong at
//! n = 102 334 155 (we checked every n below it), a Fibonacci
//! number, where nφ is within 1/(√5·n) of an integer.
//!
//! Misère play (whoever takes the last object loses): the P-positions are
//! those of normal play except that {0, 0} and {1, 2} are replaced by
//! {0, 1} and {2, 2}. The tests prove this against the search for every
//! pair of heaps up to 60 and against a direct table of the rules up to 300.
//!
//! Nimbers (normal play) have no known closed form. They, and remoteness
//! under either rule, come from a table of every position with both heaps
//! ≤ [`TABLE_MAX`] = 150 (built once, on first use, from the rules), which
//! also gives `best_move` there the search's choice: the nearest win, or the
//! longest delay. Larger positions have neither; `best_move` then plays the
//! closed form (a winning move, else one object from the first heap that
//! has any).
//!
//! # Explanation fields
//!
//! `classify` returns in `explanation` (counts above 2^53 − 1 as BigInt):
//!
//! - `rule`: `"normal"` or `"misere"`.
//! - `smaller`, `larger`: the two heaps in order (x ≤ y).
//! - `difference`: n = y − x, the index of the only safe pair {a_n, b_n}
//!   with this difference.
//! - `sqrt5nSquared`: ⌊√(5n²)⌋ = ⌊n√5⌋, exact.
//! - `nPhi`: ⌊nφ⌋ = ⌊(n + ⌊√(5n²)⌋)/2⌋ = a_n; `nPhiSquared`: ⌊nφ²⌋ = a_n + n = b_n.
//! - `pair`: `[a_n, b_n]` (normal play's pair with this difference; the
//!   position is safe in normal play exactly when `smaller` = a_n).
//! - `safe`: whether the position is a P-position under `rule`.
//! - `rulePair`: `[p, q]`, the only safe pair with difference n under `rule`
//!   (misère: (2, 2) for n = 0, (0, 1) for n = 1, else `pair`).
//! - `rulePartners`: `[s, l]`, the heap that makes a safe pair with
//!   `smaller` and with `larger` under `rule` (misère pairs 0, 1 and 2 among
//!   themselves).
//! - `smallerRole`, `largerRole`: `{sequence: "a" | "b", index: m, partner}`:
//!   the heap is a_m (0 counts as a_0) or b_m, and `partner` is the other
//!   member of its normal-play safe pair (b_m or a_m).
//! - `zeckendorf`: the article's standard Fibonacci representation (四), most
//!   significant digit first (`"0"` for 0, `trailingZeros` 0 then):
//!   - `fibonacci`: `[1, 2, 3, 5, …]`, f_0, f_1, … as far as the longest
//!     digit string below needs;
//!   - `smaller`, `larger`: `{digits, trailingZeros, sequence, partner,
//!     partnerDigits}`: an even number of trailing zeros makes the heap an
//!     a (`sequence: "a"`, partner = its digits shifted left), an odd number
//!     a b (partner = its digits shifted right); this agrees with the roles;
//!   - `difference`: `{digits, trailingZeros}` of n;
//!   - `pairDigits`: the digits of a_n and b_n, which the article's proof
//!     (第二) builds from n's digits (`pair_by_digits` in the tests).
//! - `winningMoves`: every move to a P-position, `[{take: [dx, dy], leaves:
//!   [x', y']}]` in the state's heap order; empty in a P-position.
//! - `firstPairs`: the first ten safe pairs `[p, q]` (p ≤ q) under `rule`,
//!   leaving out the end {0, 0}: normal `[1, 2], [3, 5], …, [16, 26]`;
//!   misère `[0, 1], [2, 2], [3, 5], …, [14, 23]`.
//! - `safePairs`: every safe pair `[p, q]` (p ≤ q) under `rule` with
//!   q ≤ `larger`, {0, 0} included in normal play (so every safe cell of the
//!   board up to this position), at most 50; `safePairsComplete` says
//!   whether that is all of them.
//! - `misereChanges` (misère only): `{normal: [[0, 0], [1, 2]], misere:
//!   [[0, 1], [2, 2]]}`.

use crate::error::{Error, ErrorKey, Result};
use crate::fields::{wrong_length, Fields};
use crate::game::{
    counts_parameter, entry, heaps_state, misere_parameter, moves_listable, Classification, Game,
    Outcome, Position,
};
use crate::value::Value;

mod table;

pub use table::TABLE_MAX;

/// A Wythoff position: two heaps, in the order the player sees them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Wythoff {
    /// The two heaps.
    pub heaps: [u64; 2],
    /// Whoever takes the last object loses.
    pub misere: bool,
}

/// Take `take[0]` from the first heap and `take[1]` from the second: one of
/// them zero, or both equal, and not both zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WythoffMove {
    /// How many from each heap.
    pub take: [u64; 2],
}

// ---------------------------------------------------------------------------
// Exact arithmetic for ⌊nφ⌋.

const LOW64: u128 = u64::MAX as u128;

/// a·b as a 256-bit number `(high, low)`.
fn mul_wide(a: u128, b: u128) -> (u128, u128) {
    let (a1, a0) = (a >> 64, a & LOW64);
    let (b1, b0) = (b >> 64, b & LOW64);
    let (p00, p01, p10, p11) = (a0 * b0, a0 * b1, a1 * b0, a1 * b1);
    // Each term is below 2^64, so `middle` is below 3·2^64.
    let middle = (p00 >> 64) + (p01 & LOW64) + (p10 & LOW64);
    let low = (p00 & LOW64) | ((middle & LOW64) << 64);
    // The full product is below 2^256, so every partial sum here is below 2^128.
    let high = p11 + (p01 >> 64) + (p10 >> 64) + (middle >> 64);
    (high, low)
}

/// ⌊n√5⌋ = ⌊√(5n²)⌋, exact for every n ≤ u128::MAX / 5 (nimlab needs
/// n ≤ 2^64 + 1): bisection over 256-bit squares, from a floating-point
/// estimate. Five roundings to nearest (n's two halves, their sum, √5, the
/// product) put n√5 in f64 within a factor 1 ± 2^−50, and truncation loses
/// less than 1 more, so ⌊n√5⌋ lies within `estimate` ± (estimate/2^48 + 2),
/// a range the bisection narrows in about log₂(n) − 46 steps.
fn floor_n_sqrt5(n: u128) -> u128 {
    let t = mul_wide(n.saturating_mul(5), n);
    let n_f64 = (n >> 64) as u64 as f64 * 18_446_744_073_709_551_616.0 + n as u64 as f64;
    let estimate = (n_f64 * 5f64.sqrt()) as u128;
    let margin = (estimate >> 48) + 2;
    // lo² ≤ t < hi² throughout.
    let (mut lo, mut hi) = (estimate.saturating_sub(margin), estimate + margin);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if mul_wide(mid, mid) <= t {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

/// a_n = ⌊nφ⌋ = ⌊(n + ⌊n√5⌋)/2⌋.
///
/// With s = ⌊n√5⌋ and n > 0, n√5 is irrational, so s < n√5 < s + 1 and
/// (n + n√5)/2 lies in the open interval ((n + s)/2, (n + s + 1)/2) of
/// length 1/2. If n + s = 2k it lies in (k, k + 1/2), if n + s = 2k + 1 in
/// (k + 1/2, k + 1); either way its floor is k = ⌊(n + s)/2⌋.
fn a(n: u128) -> u128 {
    (n + floor_n_sqrt5(n)) / 2
}

/// How many n ≥ 1 have a_n ≤ x: a_n ≤ x ⇔ nφ < x + 1 ⇔ n ≤ ⌊(x + 1)/φ⌋,
/// and ⌊m/φ⌋ = ⌊m(√5 − 1)/2⌋ = ⌊(⌊m√5⌋ − m)/2⌋ by the argument of [`a`].
fn count_a_up_to(x: u128) -> u128 {
    let m = x + 1;
    (floor_n_sqrt5(m) - m) / 2
}

/// Which of the two sequences a heap belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sequence {
    /// a_m = ⌊mφ⌋ (0 is a_0).
    A,
    /// b_m = a_m + m.
    B,
}

impl Sequence {
    fn name(self) -> &'static str {
        match self {
            Sequence::A => "a",
            Sequence::B => "b",
        }
    }
}

/// Where a heap stands among the safe pairs of normal play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Role {
    /// a or b.
    sequence: Sequence,
    /// m, with the heap equal to a_m or b_m.
    index: u128,
    /// The other member of the pair: b_m for a_m, a_m for b_m.
    partner: u128,
}

/// The role of `x` by the φ formula: with k = #{n ≥ 1 : a_n ≤ x}, x is
/// a_k when a_k = x; otherwise, since {a_n} and {b_n} split the positive
/// integers (`001` (乙)), x is the (x − k)-th b.
fn role(x: u128) -> Role {
    let k = count_a_up_to(x);
    let a_k = a(k);
    if a_k == x {
        Role {
            sequence: Sequence::A,
            index: k,
            partner: a_k + k,
        }
    } else {
        let m = x - k;
        Role {
            sequence: Sequence::B,
            index: m,
            partner: x - m,
        }
    }
}

// ---------------------------------------------------------------------------
// The article's Fibonacci numeration (三, 四).

/// The standard (Zeckendorf) representation of `v` as a digit mask, bit i
/// standing for f_i, by the greedy rule: up to the largest f_i ≤ v, then
/// back down (f_{i−1} = f_{i+1} − f_i); exact for v < f_127 (> 2^88).
fn zeckendorf(v: u128) -> u128 {
    let (mut f, mut next, mut i) = (1u128, 2u128, 0);
    while next <= v {
        (f, next) = (next, f + next);
        i += 1;
    }
    let mut rest = v;
    let mut mask = 0u128;
    loop {
        if f <= rest {
            rest -= f;
            mask |= 1 << i;
        }
        if i == 0 {
            return mask;
        }
        (f, next) = (next - f, f);
        i -= 1;
    }
}

/// The digits of a mask, most significant first (`"0"` for zero).
fn digit_string(mask: u128) -> String {
    let mut digits = String::new();
    for i in (0..128 - mask.leading_zeros().min(127)).rev() {
        digits.push(if mask >> i & 1 == 1 { '1' } else { '0' });
    }
    digits
}

// ---------------------------------------------------------------------------
// The P-positions under either rule.

/// The heap y for which {x, y} is safe under the rule: every heap has
/// exactly one. Misère changes only 0, 1 and 2, which pair among themselves.
fn partner(x: u128, misere: bool) -> u128 {
    match (misere, x) {
        (true, 0) => 1,
        (true, 1) => 0,
        (true, 2) => 2,
        _ => role(x).partner,
    }
}

/// The safe pair (p, q), p ≤ q, with q − p = d under the rule.
fn pair_with_difference(d: u128, misere: bool) -> (u128, u128) {
    match (misere, d) {
        (true, 0) => (2, 2),
        (true, 1) => (0, 1),
        _ => {
            let a_d = a(d);
            (a_d, a_d + d)
        }
    }
}

fn is_safe(x: u64, y: u64, misere: bool) -> bool {
    partner(u128::from(x), misere) == u128::from(y)
}

/// The i-th safe pair (p, q), p ≤ q, in increasing order, the end {0, 0}
/// left out, as far as the explanation lists them: differences 1 to 63 in
/// normal play, and 1, 0, 2, 3, …, 63 in misère ({0, 1}, {2, 2}, then as
/// normal play).
fn safe_pair(i: u128, misere: bool) -> Option<(u128, u128)> {
    let d = match (misere, i) {
        (true, 0) => 1,
        (true, 1) => 0,
        (true, _) => i,
        (false, _) => i + 1,
    };
    (d < 64).then(|| pair_with_difference(d, misere))
}

// ---------------------------------------------------------------------------

impl Wythoff {
    fn sorted(&self) -> (u64, u64) {
        let [x, y] = self.heaps;
        (x.min(y), x.max(y))
    }

    fn after(&self, [t0, t1]: [u64; 2]) -> Wythoff {
        let [h0, h1] = self.heaps;
        Wythoff {
            heaps: [h0 - t0, h1 - t1],
            misere: self.misere,
        }
    }

    /// Every move to a P-position, in the order of `001`'s proof: the larger
    /// heap down to the smaller's partner ((i), (ii)), the same from both
    /// ((iii)), then the smaller heap down to the larger's partner. The three
    /// take from different heaps, so none repeats.
    fn winning_moves(&self) -> Vec<WythoffMove> {
        let [h0, h1] = self.heaps;
        let (small, large) = (u128::from(h0.min(h1)), u128::from(h0.max(h1)));
        let mut found = Vec::new();
        let mut push = |take_small: u128, take_large: u128| {
            // Every take is at most one heap, so it fits in u64.
            let (take_small, take_large) = (take_small as u64, take_large as u64);
            found.push(WythoffMove {
                take: if h0 <= h1 {
                    [take_small, take_large]
                } else {
                    [take_large, take_small]
                },
            });
        };
        let to = partner(small, self.misere);
        if to < large {
            push(0, large - to);
        }
        let (p, _) = pair_with_difference(large - small, self.misere);
        if p < small {
            push(small - p, small - p);
        }
        let to = partner(large, self.misere);
        if to < small {
            push(small - to, 0);
        }
        found
    }

    fn explanation(&self) -> Value {
        let (x64, y64) = self.sorted();
        let (x, y) = (u128::from(x64), u128::from(y64));
        let misere = self.misere;
        let n = y - x;
        let root = floor_n_sqrt5(n);
        let a_n = (n + root) / 2;
        let (x_role, y_role) = (role(x), role(y));
        // The Fibonacci digits go no higher than those of the largest
        // number shown.
        let largest = x_role.partner.max(y).max(y_role.partner).max(a_n + n);
        let used = (128 - zeckendorf(largest).leading_zeros()).max(1) as usize;
        let mut fibonacci = Vec::new();
        let (mut f, mut next) = (1, 2);
        for _ in 0..used {
            fibonacci.push(big(f));
            (f, next) = (next, f + next);
        }
        let mut moves = Vec::new();
        for mv in self.winning_moves() {
            moves.push(Value::object(&mut [
                ("take", Value::counts(&mv.take)),
                ("leaves", Value::counts(&self.after(mv.take).heaps)),
            ]));
        }
        // The first ten pairs, and every pair up to the larger heap (at most 50).
        let mut first = Vec::new();
        let mut shown = Vec::new();
        if !misere {
            shown.push(pair_value(0, 0));
        }
        let mut complete = true;
        let mut listing = true;
        let mut i = 0;
        while let Some((p, q)) = safe_pair(i, misere) {
            if i < 10 {
                first.push(pair_value(p, q));
            }
            if listing && (q > y || shown.len() == 50) {
                complete = q > y;
                listing = false;
            }
            if listing {
                shown.push(pair_value(p, q));
            } else if i >= 10 {
                break;
            }
            i += 1;
        }
        let mut entries = vec![
            ("rule", rule_name(misere)),
            ("smaller", big(x)),
            ("larger", big(y)),
            ("difference", big(n)),
            ("sqrt5nSquared", big(root)),
            ("nPhi", big(a_n)),
            ("nPhiSquared", big(a_n + n)),
            ("pair", pair_value(a_n, a_n + n)),
            ("safe", is_safe(x64, y64, misere).into()),
            ("rulePair", {
                let (p, q) = pair_with_difference(n, misere);
                pair_value(p, q)
            }),
            (
                "rulePartners",
                pair_value(partner(x, misere), partner(y, misere)),
            ),
            ("smallerRole", role_value(x_role)),
            ("largerRole", role_value(y_role)),
            (
                "zeckendorf",
                Value::object(&mut [
                    ("fibonacci", Value::List(fibonacci)),
                    ("smaller", heap_digits(x, x_role)),
                    ("larger", heap_digits(y, y_role)),
                    ("difference", Value::map(digit_entries(n))),
                    (
                        "pairDigits",
                        Value::List(vec![
                            digit_string(zeckendorf(a_n)).into(),
                            digit_string(zeckendorf(a_n + n)).into(),
                        ]),
                    ),
                ]),
            ),
            ("winningMoves", Value::List(moves)),
            ("firstPairs", Value::List(first)),
            ("safePairs", Value::List(shown)),
            ("safePairsComplete", complete.into()),
        ];
        if misere {
            entries.push((
                "misereChanges",
                Value::object(&mut [
                    (
                        "normal",
                        Value::List(vec![pair_value(0, 0), pair_value(1, 2)]),
                    ),
                    (
                        "misere",
                        Value::List(vec![pair_value(0, 1), pair_value(2, 2)]),
                    ),
                ]),
            ));
        }
        Value::object(&mut entries)
    }
}

fn rule_name(misere: bool) -> Value {
    Value::from(if misere { "misere" } else { "normal" })
}

/// `[p, q]`.
fn pair_value(p: u128, q: u128) -> Value {
    Value::List(vec![big(p), big(q)])
}

/// `{sequence, index, partner}`.
fn role_value(r: Role) -> Value {
    Value::object(&mut [
        ("sequence", r.sequence.name().into()),
        ("index", big(r.index)),
        ("partner", big(r.partner)),
    ])
}

/// `digits` and `trailingZeros` of v's Fibonacci representation.
fn digit_entries(v: u128) -> Vec<(&'static str, Value)> {
    let mask = zeckendorf(v);
    let zeros = if mask == 0 { 0 } else { mask.trailing_zeros() };
    vec![
        ("digits", digit_string(mask).into()),
        ("trailingZeros", zeros.into()),
    ]
}

/// A heap's digits, and the role the article's rule (四) reads off them:
/// by its theorem that is the heap's role by the φ formula (the tests check
/// `role_by_digits` against [`role`]), so the role is passed in.
fn heap_digits(v: u128, role: Role) -> Value {
    let mut entries = digit_entries(v);
    entries.push(("sequence", role.sequence.name().into()));
    entries.push(("partner", big(role.partner)));
    entries.push((
        "partnerDigits",
        digit_string(zeckendorf(role.partner)).into(),
    ));
    Value::object(&mut entries)
}

/// A whole number of this file's arithmetic (always below 2^127) as a value.
fn big(v: u128) -> Value {
    Value::int(v as i128)
}

impl Game for Wythoff {
    type Move = WythoffMove;

    fn moves(&self) -> Result<Vec<(WythoffMove, Wythoff)>> {
        let total = table::take_count(self.heaps);
        moves_listable(total)?;
        let mut list = Vec::new();
        for k in 0..total as u64 {
            let take = table::nth_take(self.heaps, k);
            list.push((WythoffMove { take }, self.after(take)));
        }
        Ok(list)
    }

    either_rule!();

    fn canonical(&self) -> Wythoff {
        let (x, y) = self.sorted();
        Wythoff {
            heaps: [x, y],
            misere: self.misere,
        }
    }
}

impl Position for Wythoff {
    const ID: &'static str = "wythoff";

    fn info() -> Value {
        let example = Value::object(&mut [
            ("game", Wythoff::ID.into()),
            ("heaps", Value::list([3u64, 5])),
        ]);
        let names = ["Wythoff's game", "威氏遊戲", "威氏游戏"];
        let parameters = vec![counts_parameter("heaps", &[3, 5]), misere_parameter()];
        entry(Wythoff::ID, names, parameters, vec![], example)
    }

    fn read(fields: &mut Fields<'_>) -> Result<Wythoff> {
        let (heaps, misere) = fields.heaps_and_rule("heaps", Some(2))?;
        match heaps.as_slice() {
            &[x, y] => Ok(Wythoff {
                heaps: [x, y],
                misere,
            }),
            _ => Err(wrong_length("heaps", 2, heaps.len())),
        }
    }

    fn to_value(&self) -> Value {
        heaps_state(Wythoff::ID, "heaps", &self.heaps, self.misere)
    }

    fn read_move(&self, mv: &Value) -> Result<WythoffMove> {
        let mut fields = Fields::new(mv, "move.", "the move")?;
        let take = fields.counts("take", Some(2), 0, u64::MAX)?;
        fields.finish()?;
        match take.as_slice() {
            &[t0, t1] => Ok(WythoffMove { take: [t0, t1] }),
            _ => Err(wrong_length("move.take", 2, take.len())),
        }
    }

    fn move_value(&self, mv: &WythoffMove) -> Value {
        Value::object(&mut [("take", Value::counts(&mv.take))])
    }

    fn play(&self, mv: &WythoffMove) -> Result<Wythoff> {
        let [t0, t1] = mv.take;
        let [h0, h1] = self.heaps;
        if t0 == 0 && t1 == 0 {
            return Err(Error::new(
                ErrorKey::TakeNothing,
                "move.take [0, 0] takes nothing: take at least one object",
            )
            .with("field", "move.take"));
        }
        if t0 != 0 && t1 != 0 && t0 != t1 {
            return Err(Error::of(ErrorKey::TakeUnequal)
                .with("take0", t0)
                .with("take1", t1));
        }
        if t0 > h0 || t1 > h1 {
            return Err(Error::of(ErrorKey::TakeOverHeaps)
                .with("take0", t0)
                .with("take1", t1)
                .with("heap0", h0)
                .with("heap1", h1));
        }
        Ok(self.after(mv.take))
    }

    fn classify(&self) -> Result<Classification> {
        Ok(self.verdict()?.explained(self.explanation()))
    }

    fn verdict(&self) -> Result<Classification> {
        let [x, y] = self.heaps;
        let outcome = Outcome::from_lost(is_safe(x, y, self.misere));
        let mut answer = Classification::new(outcome, Value::Null);
        if let Some(solution) = table::solution(x, y) {
            answer.remoteness = Some(u64::from(solution.remoteness[usize::from(self.misere)]));
            answer.nimber = (!self.misere).then_some(u64::from(solution.nimber));
        }
        Ok(answer)
    }

    fn best_move(&self) -> Result<Option<WythoffMove>> {
        let [h0, h1] = self.heaps;
        if h0 == 0 && h1 == 0 {
            return Ok(None);
        }
        if table::solution(h0, h1).is_some() {
            let take = table::best_take(self.heaps, self.misere);
            return Ok(take.map(|take| WythoffMove { take }));
        }
        let smallest = WythoffMove {
            take: if h0 > 0 { [1, 0] } else { [0, 1] },
        };
        Ok(Some(
            self.winning_moves().first().copied().unwrap_or(smallest),
        ))
    }

    /// Inside the table, worked out by the mex of every option.
    fn nimber_how(&self) -> Option<Value> {
        let [x, y] = self.heaps;
        table::solution(x, y).map(|_| {
            Value::object(&mut [
                ("how", "table".into()),
                ("heaps", Value::counts(&[x, y])),
                ("tableMax", TABLE_MAX.into()),
            ])
        })
    }

    /// The search is cheap: at most 20 000 positions and 10^6 moves over
    /// them all (a long thin rectangle has few positions but long rows).
    /// Past that, positions with both heaps ≤ [`TABLE_MAX`] still get
    /// remoteness and the delaying move from the table.
    fn searchable(&self) -> bool {
        let (x, y) = self.sorted();
        let cells = x.saturating_add(1).saturating_mul(y.saturating_add(1));
        cells <= 20_000 && cells * (2 * x + y + 1) <= 1_000_000
    }

    /// Take 1 and take 2 from the larger heap: the first leaves a position a
    /// move from the second's. Heaps of at most 1 have at most 3 moves.
    fn giveaway_moves(&self) -> Result<Vec<(WythoffMove, Wythoff)>> {
        let larger = usize::from(self.heaps[1] > self.heaps[0]);
        if self.heaps[larger] < 2 {
            return self.moves();
        }
        Ok([1, 2]
            .map(|t| {
                let mut take = [0; 2];
                take[larger] = t;
                (WythoffMove { take }, self.after(take))
            })
            .to_vec())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brute::{self, Search};
    use proptest::prelude::*;

    /// ⌊√t⌋ for a 256-bit `t = (high, low)`: the largest r < 2^128 with
    /// r² ≤ t, found one bit at a time (128 steps whatever t is); the tests'
    /// reference for [`floor_n_sqrt5`].
    fn isqrt_wide(t: (u128, u128)) -> u128 {
        let mut root = 0u128;
        for bit in (0..128).rev() {
            let candidate = root | (1u128 << bit);
            if mul_wide(candidate, candidate) <= t {
                root = candidate;
            }
        }
        root
    }

    /// b_n = ⌊nφ²⌋ = a_n + n.
    fn b(n: u128) -> u128 {
        a(n) + n
    }

    /// f_0 = 1, f_1 = 2, f_{k+2} = f_{k+1} + f_k (the article's indexing), as far
    /// as a digit mask in a u128 reaches (the tests' table; `zeckendorf` steps
    /// along the sequence instead of keeping 2 KB of it in the wasm).
    const FIB: [u128; 127] = fibonacci_table();

    const fn fibonacci_table() -> [u128; 127] {
        let mut table = [0u128; 127];
        table[0] = 1;
        table[1] = 2;
        let mut k = 2;
        while k < 127 {
            table[k] = table[k - 1] + table[k - 2];
            k += 1;
        }
        table
    }

    /// The number a digit mask stands for.
    fn from_digits(mask: u128) -> u128 {
        FIB.iter()
            .enumerate()
            .filter(|&(i, _)| mask >> i & 1 == 1)
            .fold(0u128, |sum, (_, &f)| sum.saturating_add(f))
    }

    /// The role of `x` by the article's digit rule (四): a ends in an even number
    /// of zeros and b_m is a_m shifted left, so a's partner is x shifted left
    /// and b's is x shifted right.
    fn role_by_digits(x: u128) -> Role {
        if x == 0 {
            return Role {
                sequence: Sequence::A,
                index: 0,
                partner: 0,
            };
        }
        let mask = zeckendorf(x);
        if mask.trailing_zeros() % 2 == 0 {
            let partner = from_digits(mask << 1);
            Role {
                sequence: Sequence::A,
                index: partner - x,
                partner,
            }
        } else {
            let partner = from_digits(mask >> 1);
            Role {
                sequence: Sequence::B,
                index: x - partner,
                partner,
            }
        }
    }

    /// The safe pair (a_d, b_d) with difference d ≥ 1 straight from d's digits,
    /// as the article's proof (四, 第二) builds it: if d ends in an odd number of
    /// zeros, a_d = d shifted left; if d's last one is f_{2m}, a_d is the digits
    /// above it shifted left, plus f_{2m} + f_{2m−2} + … + f_0. Then b_d is a_d
    /// shifted left.
    fn pair_by_digits(d: u128) -> (u128, u128) {
        if d == 0 {
            return (0, 0);
        }
        let mask = zeckendorf(d);
        let zeros = mask.trailing_zeros();
        let a_mask = if zeros % 2 == 1 {
            mask << 1
        } else {
            let above = mask & !(1u128 << zeros);
            let evens = (0..=zeros).step_by(2).fold(0u128, |m, i| m | 1 << i);
            (above << 1) | evens
        };
        (from_digits(a_mask), from_digits(a_mask << 1))
    }

    /// (a_n, b_n) for n < 64 by `001`'s own definition ①②③: a_n is the least
    /// positive integer not among a_1, b_1, …, a_{n−1}, b_{n−1}; b_n = a_n + n.
    const PAIRS: [(u64, u64); 64] = pairs_by_definition();

    const fn pairs_by_definition() -> [(u64, u64); 64] {
        // b_63 = 164, so every number used is below 3·64.
        let mut used = [false; 3 * 64];
        let mut pairs = [(0u64, 0u64); 64];
        let mut next = 1;
        let mut n = 1;
        while n < 64 {
            while used[next] {
                next += 1;
            }
            used[next] = true;
            used[next + n] = true;
            pairs[n] = (next as u64, (next + n) as u64);
            n += 1;
        }
        pairs
    }

    /// The safe pairs of [`safe_pair`] in order.
    fn safe_pairs(misere: bool) -> impl Iterator<Item = (u128, u128)> {
        (0..).map_while(move |i| safe_pair(i, misere))
    }

    const PHI: f64 = 1.618_033_988_749_895;

    /// `001`'s definition ①②③: a_1 = 1, a_n the least positive integer not
    /// among a_1, b_1, …, a_{n−1}, b_{n−1}, and b_n = a_n + n.
    fn pairs_by_mex(count: usize) -> Vec<(u128, u128)> {
        let mut used = vec![false; 4 * count + 8];
        let mut pairs = vec![(0, 0)];
        let mut next = 1;
        for n in 1..=count {
            while used[next] {
                next += 1;
            }
            let (a_n, b_n) = (next, next + n);
            used[a_n] = true;
            used[b_n] = true;
            pairs.push((a_n as u128, b_n as u128));
        }
        pairs
    }

    fn wythoff(x: u64, y: u64, misere: bool) -> Wythoff {
        Wythoff {
            heaps: [x, y],
            misere,
        }
    }

    #[test]
    fn article_table_of_the_first_ten_pairs() {
        let table = [
            (1, 2),
            (3, 5),
            (4, 7),
            (6, 10),
            (8, 13),
            (9, 15),
            (11, 18),
            (12, 20),
            (14, 23),
            (16, 26),
        ];
        for (i, &(p, q)) in table.iter().enumerate() {
            let n = i as u128 + 1;
            assert_eq!((a(n), b(n)), (p, q), "n = {n}");
            assert_eq!(pair_by_digits(n), (p, q), "n = {n}");
            assert!(is_safe(p as u64, q as u64, false) && is_safe(q as u64, p as u64, false));
        }
        let shown: Vec<(u128, u128)> = safe_pairs(false).take(10).collect();
        assert_eq!(shown, table);
    }

    #[test]
    fn article_table_of_fibonacci_digits() {
        // `001` (四): a_n and b_n in the standard Fibonacci representation.
        let table = [
            ("1", "10"),
            ("100", "1000"),
            ("101", "1010"),
            ("1001", "10010"),
            ("10000", "100000"),
            ("10001", "100010"),
            ("10100", "101000"),
            ("10101", "101010"),
        ];
        for (i, (da, db)) in table.iter().enumerate() {
            let n = i as u128 + 1;
            assert_eq!(digit_string(zeckendorf(a(n))), *da, "a_{n}");
            assert_eq!(digit_string(zeckendorf(b(n))), *db, "b_{n}");
        }
        // 例 7: 60 = f_8 + f_3 = 100001000(f).
        assert_eq!(digit_string(zeckendorf(60)), "100001000");
        assert_eq!(from_digits(0b1_0000_1000), 60);
    }

    #[test]
    fn example_3_zero_and_equal_heaps_are_unsafe() {
        for n in 1..=200 {
            for misere in [false, true] {
                let expected = if misere && n == 1 {
                    Outcome::P
                } else {
                    Outcome::N
                };
                assert_eq!(
                    wythoff(0, n, misere).classify().unwrap().outcome,
                    expected,
                    "{{0, {n}}}"
                );
                assert_eq!(wythoff(n, 0, misere).classify().unwrap().outcome, expected);
                let expected = if misere && n == 2 {
                    Outcome::P
                } else {
                    Outcome::N
                };
                assert_eq!(
                    wythoff(n, n, misere).classify().unwrap().outcome,
                    expected,
                    "{{{n}, {n}}}"
                );
            }
        }
        assert_eq!(
            brute::solve(&wythoff(0, 7, false)).unwrap().outcome,
            Outcome::N
        );
        assert_eq!(
            brute::solve(&wythoff(7, 7, false)).unwrap().outcome,
            Outcome::N
        );
    }

    #[test]
    fn examples_4_and_5_one_two_and_three_five_are_safe() {
        for (x, y) in [(1, 2), (3, 5)] {
            let position = wythoff(x, y, false);
            assert_eq!(position.classify().unwrap().outcome, Outcome::P);
            assert_eq!(brute::solve(&position).unwrap().outcome, Outcome::P);
            // Every move leaves an unsafe position, as the article lists them.
            for (_, after) in position.moves().unwrap() {
                assert_eq!(after.classify().unwrap().outcome, Outcome::N, "{after:?}");
            }
        }
        // {3, 5}: the article's answer to each reply that is not of 例 3's form.
        let answers = [
            ((2, 4), [0, 3]),
            ((1, 3), [0, 1]),
            ((2, 5), [0, 4]),
            ((1, 5), [0, 3]),
            ((3, 4), [2, 2]),
            ((3, 2), [1, 1]),
            ((3, 1), [1, 0]),
        ];
        for ((x, y), take) in answers {
            let position = wythoff(x, y, false);
            let mv = WythoffMove { take };
            assert!(position.winning_moves().contains(&mv), "{x}, {y}");
            let after = position.play(&mv).unwrap();
            assert_eq!(brute::solve(&after).unwrap().outcome, Outcome::P);
        }
    }

    #[test]
    fn three_exact_methods_and_the_mex_definition_agree() {
        let pairs = pairs_by_mex(5000);
        for (n, &(p, q)) in pairs.iter().enumerate() {
            let n = n as u128;
            assert_eq!((a(n), b(n)), (p, q), "φ formula, n = {n}");
            assert_eq!(pair_by_digits(n), (p, q), "digit construction, n = {n}");
            if n > 0 {
                let ra = role_by_digits(p);
                assert_eq!(
                    ra,
                    Role {
                        sequence: Sequence::A,
                        index: n,
                        partner: q
                    }
                );
                assert_eq!(role(p), ra);
                let rb = role_by_digits(q);
                assert_eq!(
                    rb,
                    Role {
                        sequence: Sequence::B,
                        index: n,
                        partner: p
                    }
                );
                assert_eq!(role(q), rb);
                // The digit rule: a_n ends in an even number of zeros, b_n is a_n shifted.
                assert_eq!(zeckendorf(p).trailing_zeros() % 2, 0);
                assert_eq!(zeckendorf(q), zeckendorf(p) << 1);
            }
        }
        for x in 0..=8000u128 {
            assert_eq!(role(x), role_by_digits(x), "x = {x}");
        }
    }

    #[test]
    fn article_closed_form_with_sqrt5_minus_1_is_off() {
        // `001` writes a_n = [n(√5 − 1)/2], b_n = [n(√5 + 1)/2]; those are
        // a_n − n and a_n (n = 1 gives 0 and 1, not 1 and 2). The right
        // formulas are a_n = [n(√5 + 1)/2], b_n = [n(√5 + 3)/2].
        for n in 1..=1000u128 {
            let printed_a = (floor_n_sqrt5(n) - n) / 2;
            let printed_b = (floor_n_sqrt5(n) + n) / 2;
            assert_eq!(printed_a, a(n) - n);
            assert_eq!(printed_b, a(n));
            assert_ne!((printed_a, printed_b), (a(n), b(n)));
        }
    }

    #[test]
    fn isqrt_is_exact_at_the_boundary() {
        for n in [
            0u128,
            1,
            2,
            (1 << 63) - 1,
            1 << 63,
            (1 << 64) - 1,
            1 << 64,
            (1 << 64) + 1,
            1 << 100,
        ] {
            let s = floor_n_sqrt5(n);
            let t = mul_wide(5 * n, n);
            assert!(mul_wide(s, s) <= t, "n = {n}");
            assert!(mul_wide(s + 1, s + 1) > t, "n = {n}");
        }
        // Against u128 arithmetic where 5n² fits.
        for n in (0..=1u128 << 62).step_by(1 << 50).chain(0..3000) {
            let t = 5 * n * n;
            let s = floor_n_sqrt5(n);
            assert!(s * s <= t && (s + 1) * (s + 1) > t, "n = {n}");
        }
        assert_eq!(mul_wide(u128::MAX, u128::MAX), (u128::MAX - 1, 1));
        // Computed independently (Python's math.isqrt).
        assert_eq!(a(1 << 60), 1_865_466_180_814_546_881);
        assert_eq!(a(u128::from(u64::MAX)), 29_847_458_893_032_750_100);
    }

    #[test]
    fn floating_point_fails_where_the_exact_method_does_not() {
        // nφ is within 1/(√5·n) of an integer at Fibonacci n; f64 misses it
        // from F_40 = 102 334 155 on (and at random n near 2^60 it is off by
        // hundreds).
        let n: u64 = 102_334_155;
        assert_eq!(a(u128::from(n)), 165_580_140);
        assert_eq!(pair_by_digits(u128::from(n)).0, 165_580_140);
        assert_eq!(((n as f64) * PHI).floor() as u128, 165_580_141);
        let n: u128 = 1 << 60;
        assert_eq!(a(n), pair_by_digits(n).0);
        assert_eq!(b(n), pair_by_digits(n).1);
        assert_ne!(((n as f64) * PHI).floor() as u128, a(n));
        // The largest difference a position can have.
        let n = u128::from(u64::MAX);
        assert_eq!((a(n), b(n)), pair_by_digits(n));
    }

    /// The winning moves the explanation lists and the best move, against
    /// the search, for every pair of heaps up to `max` (the conformance
    /// table, `tests/conformance.rs`, holds the outcome, nimber and
    /// remoteness to it).
    fn check_against_search(max: u64, misere: bool) {
        let mut search = Search::new(10_000_000);
        for x in 0..=max {
            for y in 0..=max {
                let position = wythoff(x, y, misere);
                // Every winning move, and only those, in the explanation.
                let winning: Vec<WythoffMove> = position
                    .moves()
                    .unwrap()
                    .into_iter()
                    .filter(|(_, after)| search.solve(after).map(|s| s.outcome) == Ok(Outcome::P))
                    .map(|(mv, _)| mv)
                    .collect();
                let mut listed = position.winning_moves();
                listed.sort_by_key(|mv| mv.take);
                let mut expected = winning.clone();
                expected.sort_by_key(|mv| mv.take);
                assert_eq!(listed, expected, "{position:?}");
                // The search's own choice: nearest win, or longest delay.
                let best = position.best_move().unwrap();
                let searched = search.best_move(&position).unwrap().map(|(mv, _)| mv);
                assert_eq!(best, searched, "{position:?}");
            }
        }
    }

    #[test]
    fn normal_play_winning_and_best_moves_are_the_searchs_up_to_60() {
        check_against_search(60, false);
    }

    #[test]
    fn misere_winning_and_best_moves_are_the_searchs_up_to_60() {
        check_against_search(60, true);
        // What differs from normal play, exactly.
        let mut differ = Vec::new();
        for x in 0..=60 {
            for y in x..=60 {
                if is_safe(x, y, true) != is_safe(x, y, false) {
                    differ.push((x, y, is_safe(x, y, true)));
                }
            }
        }
        assert_eq!(
            differ,
            [(0, 0, false), (0, 1, true), (1, 2, false), (2, 2, true)]
        );
    }

    #[test]
    fn both_rules_match_a_table_of_the_rules_up_to_300() {
        const M: usize = 300;
        for misere in [false, true] {
            // lost[x][y]: the player to move at (x, y) loses.
            let mut lost = vec![vec![false; M + 1]; M + 1];
            for x in 0..=M {
                for y in 0..=M {
                    let mut children = (0..x)
                        .map(|i| (i, y))
                        .chain((0..y).map(|j| (x, j)))
                        .chain((1..=x.min(y)).map(|k| (x - k, y - k)))
                        .peekable();
                    lost[x][y] = if children.peek().is_none() {
                        !misere
                    } else {
                        children.all(|(i, j)| !lost[i][j])
                    };
                    assert_eq!(
                        is_safe(x as u64, y as u64, misere),
                        lost[x][y],
                        "({x}, {y}) {misere}"
                    );
                }
            }
        }
    }

    #[test]
    fn nimbers_and_remoteness_come_from_the_table_up_to_150() {
        for x in 0..=TABLE_MAX {
            for y in 0..=TABLE_MAX {
                let here = table::solution(x, y).unwrap();
                for misere in [false, true] {
                    assert_eq!(here.lost[usize::from(misere)], is_safe(x, y, misere));
                }
                assert_eq!(here.nimber, table::solution(y, x).unwrap().nimber);
            }
            // One heap empty: plain Nim on the other.
            assert_eq!(wythoff(0, x, false).classify().unwrap().nimber, Some(x));
        }
        let inside = wythoff(150, 150, false).classify().unwrap();
        assert!(inside.nimber.is_some() && inside.remoteness.is_some());
        let outside = wythoff(151, 3, false).classify().unwrap();
        assert_eq!((outside.nimber, outside.remoteness), (None, None));
        assert_eq!(wythoff(3, 5, true).classify().unwrap().nimber, None);
        assert!(wythoff(3, 5, true).classify().unwrap().remoteness.is_some());
        // The search's budget: cheap positions only.
        assert!(wythoff(60, 60, false).searchable());
        assert!(!wythoff(140, 140, false).searchable());
        assert!(!wythoff(1, 9998, false).searchable());
        // Beyond the tested square, against the search.
        let mut search = Search::new(2_000_000);
        for (x, y) in [(100, 120), (150, 7), (150, 150)] {
            for misere in [false, true] {
                let position = wythoff(x, y, misere);
                let solved = search.solve(&position).unwrap();
                let answer = position.classify().unwrap();
                assert_eq!(answer.remoteness, Some(solved.remoteness));
                assert_eq!(answer.nimber, solved.nimber);
            }
        }
    }

    #[test]
    fn the_listed_pairs_follow_the_definition() {
        let by_definition: Vec<(u128, u128)> = PAIRS
            .iter()
            .map(|&(p, q)| (u128::from(p), u128::from(q)))
            .collect();
        for (n, &pair) in by_definition.iter().enumerate() {
            assert_eq!(pair, (a(n as u128), b(n as u128)));
        }
        assert_eq!(safe_pairs(false).collect::<Vec<_>>(), by_definition[1..]);
        let misere: Vec<(u128, u128)> = safe_pairs(true).collect();
        assert_eq!(misere[..2], [(0, 1), (2, 2)]);
        assert_eq!(misere[2..], by_definition[2..]);
    }

    #[test]
    fn both_square_roots_agree() {
        // The estimate's bisection against the bit-by-bit root: near where
        // f64 stops holding integers, around the largest differences, at
        // every Fibonacci n (n√5 within 1/n of the Lucas number), and at the
        // top of the range.
        let mut ns: Vec<u128> = (0..3000).collect();
        for centre in [1u128 << 53, 1 << 61, 1 << 64, 1 << 65, u128::MAX / 5 - 1000] {
            ns.extend(centre - 1000..centre + 1000);
        }
        ns.extend(FIB);
        for n in ns {
            let wide = isqrt_wide(mul_wide(5 * n, n));
            assert_eq!(floor_n_sqrt5(n), wide, "n = {n}");
        }
    }

    fn two_ints(v: Option<&Value>) -> [u64; 2] {
        let Some(Value::List(items)) = v else {
            panic!("not a list: {v:?}")
        };
        [0, 1].map(|i| match &items[i] {
            Value::Int(n) => u64::try_from(n.get()).unwrap(),
            other => panic!("not an int: {other:?}"),
        })
    }

    #[test]
    fn rule_pair_and_partners_are_the_searchs_up_to_15() {
        let mut search = Search::new(2_000_000);
        for misere in [false, true] {
            let mut lost = |p: u64, q: u64| {
                search.solve(&wythoff(p, q, misere)).unwrap().outcome == Outcome::P
            };
            for x in 0..=15u64 {
                for y in x..=15u64 {
                    let e = wythoff(x, y, misere).classify().unwrap().explanation;
                    let [p, q] = two_ints(e.get("rulePair"));
                    assert_eq!(q - p, y - x);
                    assert!(lost(p, q), "{p} {q} {misere}");
                    assert_eq!(lost(x, y), p == x, "{x} {y} {misere}");
                    let [px, py] = two_ints(e.get("rulePartners"));
                    assert!(lost(x, px) && lost(y, py), "{x} {y} {misere}");
                }
            }
        }
    }

    #[test]
    fn explanation_for_four_seven_and_ten_five() {
        let e = wythoff(10, 5, false).classify().unwrap().explanation;
        assert_eq!(e.get("smaller"), Some(&Value::int(5)));
        assert_eq!(e.get("difference"), Some(&Value::int(5)));
        assert_eq!(e.get("sqrt5nSquared"), Some(&Value::int(11)));
        assert_eq!(e.get("pair"), Some(&Value::list([8u64, 13])));
        assert_eq!(e.get("safe"), Some(&Value::Bool(false)));
        // 5 = b_2, so the heap of 10 goes down to a_2 = 3; the pair with
        // difference 5 is {8, 13}, out of reach; 10 = b_4 has partner 6 > 5.
        let moves = e.get("winningMoves").unwrap();
        assert_eq!(
            moves,
            &Value::list([Value::map([
                ("take", Value::list([7u64, 0])),
                ("leaves", Value::list([3u64, 5])),
            ])])
        );
        let digits = e.get("zeckendorf").unwrap();
        let heap = |d: &str, zeros: u32, partner: u64, partner_digits: &str| {
            Value::map([
                ("digits", d.into()),
                ("trailingZeros", zeros.into()),
                ("sequence", "b".into()),
                ("partner", partner.into()),
                ("partnerDigits", partner_digits.into()),
            ])
        };
        // 5 = 1000(f), three zeros: a b, partner 100(f) = 3.
        assert_eq!(digits.get("smaller"), Some(&heap("1000", 3, 3, "100")));
        // 10 = 10010(f), one zero: a b, partner 1001(f) = 6.
        assert_eq!(digits.get("larger"), Some(&heap("10010", 1, 6, "1001")));
        assert_eq!(
            digits.get("difference"),
            Some(&Value::map([
                ("digits", "1000".into()),
                ("trailingZeros", 3u32.into())
            ]))
        );
        assert_eq!(
            digits.get("pairDigits"),
            Some(&Value::list(["10000", "100000"]))
        );
        assert_eq!(
            digits.get("fibonacci"),
            Some(&Value::list([1u64, 2, 3, 5, 8, 13]))
        );
        let safe = e.get("safePairs").unwrap();
        let expected = [[0u64, 0], [1, 2], [3, 5], [4, 7], [6, 10]];
        assert_eq!(safe, &Value::list(expected.map(Value::list)));
        assert_eq!(e.get("safePairsComplete"), Some(&Value::Bool(true)));
        let m = wythoff(4, 7, true).classify().unwrap().explanation;
        let first = m.get("firstPairs").unwrap();
        let expected = [
            [0u64, 1],
            [2, 2],
            [3, 5],
            [4, 7],
            [6, 10],
            [8, 13],
            [9, 15],
            [11, 18],
            [12, 20],
            [14, 23],
        ];
        assert_eq!(first, &Value::list(expected.map(Value::list)));
        assert!(m.get("misereChanges").is_some());
        // Large heaps: a capped list, exact numbers.
        let big_e = wythoff(u64::MAX, 0, false).classify().unwrap().explanation;
        assert_eq!(big_e.get("safePairsComplete"), Some(&Value::Bool(false)));
        assert_eq!(
            big_e.get("nPhi"),
            Some(&Value::int(29_847_458_893_032_750_100))
        );
    }

    #[test]
    fn play_refuses_illegal_moves() {
        let p = wythoff(3, 5, false);
        for take in [[0, 0], [1, 2], [4, 0], [0, 6], [4, 4]] {
            let err = p.play(&WythoffMove { take }).unwrap_err();
            assert_eq!(err.code(), "illegal-move", "{take:?}");
        }
        assert_eq!(p.play(&WythoffMove { take: [3, 3] }).unwrap().heaps, [0, 2]);
        assert!(wythoff(u64::MAX, 1, false).moves().is_err());
    }

    #[test]
    fn states_and_moves_read_through_the_api() {
        use crate::api;
        let state = Value::map([
            ("game", "wythoff".into()),
            ("heaps", Value::list([4u64, 7])),
        ]);
        let answer = api::classify(&state).unwrap();
        assert_eq!(answer.get("outcome"), Some(&Value::from("P")));
        assert!(answer.get("remoteness").is_some());
        let bad = Value::map([("game", "wythoff".into()), ("heaps", Value::list([4u64]))]);
        assert_eq!(
            api::classify(&bad).unwrap_err().message(),
            "heaps must have exactly 2 items, got 1"
        );
        let mv = Value::map([("take", Value::list([2u64, 2]))]);
        let after = api::play(&state, &mv).unwrap();
        assert_eq!(after.get("heaps"), Some(&Value::list([2u64, 5])));
        let mv = Value::map([("takes", Value::list([2u64, 2]))]);
        assert!(api::play(&state, &mv)
            .unwrap_err()
            .message()
            .starts_with("move.take is required"));
        let huge = Value::map([
            ("game", "wythoff".into()),
            ("heaps", Value::list([u64::MAX, 12345])),
            ("misere", true.into()),
        ]);
        let best = api::best_move(&huge).unwrap();
        assert_eq!(best.get("outcome"), Some(&Value::from("P")));
    }

    proptest! {
        #[test]
        fn from_a_safe_pair_every_kind_of_move_is_unsafe(n in 3u64..(u64::MAX / 2), t in 1u64..1000, misere in any::<bool>()) {
            // A large safe pair, and moves of each kind from it.
            let (p, q) = (a(u128::from(n)), b(u128::from(n)));
            prop_assume!(q <= u128::from(u64::MAX));
            let position = wythoff(p as u64, q as u64, misere);
            prop_assert_eq!(position.classify().unwrap().outcome, Outcome::P);
            for take in [[t, 0], [0, t], [t, t]] {
                let after = position.play(&WythoffMove { take }).unwrap();
                prop_assert_eq!(after.classify().unwrap().outcome, Outcome::N);
            }
        }

        #[test]
        fn exact_methods_agree_on_large_numbers(n in any::<u64>()) {
            let n = u128::from(n);
            prop_assert_eq!(pair_by_digits(n), (a(n), b(n)));
            prop_assert_eq!(role(n), role_by_digits(n));
        }

    }
}
