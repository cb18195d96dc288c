//! Fibonacci Nim and the m-times rule (雙倍遊戲, `001` section 五): one pile;
//! the opening move takes 1..n−1 stones, every later move 1..m× the
//! opponent's last take (at most what is left); taking the last stone wins.
//!
//! Theory (Schwenk, "Take-away games", Fibonacci Quarterly 8, 1970): the
//! losing piles are H₁ = 1, H_{j+1} = H_j + H_l with l the least index such
//! that m·H_l ≥ H_j (m = 2: the Fibonacci numbers 1, 2, 3, 5, 8, …, the
//! article's f_0, f_1, …; m = 1: the powers of 2). Every pile r has a greedy
//! representation r = H_{j₁} + H_{j₂} + … (largest term first), in which each
//! term is more than m times the next (`001`'s 標準表示法 for m = 2). With
//! q the most the player to move may take, the position is won (N) iff the
//! smallest term of that representation is ≤ q, and the winning move takes
//! exactly that term (it leaves a pile whose smallest term is more than m
//! times the take). The opening is the case q = n − 1: lost iff n is an H_j.
//!
//! How H is computed: consecutive terms that share the same step H_l form
//! an arithmetic run (all terms h with m·H_{l−1} < h ≤ m·H_l), and the
//! steps are the terms of H itself in order, so the runs are walked with a
//! second, lagging walk of H for the steps. The work is the number of runs
//! up to the pile, about the number of terms of H up to pile/m: under 200
//! for m ≤ 3 at any pile, but up to ~2³² for m near 2³² with a pile near
//! 2⁶⁴. There no faster exact method is known: up to m(m+1), H is the orbit
//! of 1 under h ↦ ⌈(m+1)h/m⌉, the Odlyzko–Wilf iteration of the Josephus
//! problem with k = m + 1, and the run starts follow the Josephus recurrence
//! d ← (d + m + 1) mod (s + 1). Past [`RUN_BUDGET`] runs the answer is the
//! error `too-large`, never a guess.
//!
//! `explanation` (camelCase keys):
//! - `multiplier`: m; `pile`: the stones left; `opening`: true when no take
//!   has been made (no `lastTake`); `lastTake`: the opponent's last take,
//!   when there is one;
//! - `limit`: the most the player to move may take now: n − 1 at the
//!   opening, else min(m × lastTake, pile);
//! - `sequence`: the terms H₁, H₂, … up to the pile, the first 128 of them;
//!   `sequenceCount`: how many terms there are up to the pile;
//!   `sequenceComplete`: whether `sequence` lists them all;
//! - `representation`: the greedy representation of the pile, largest term
//!   first, as `{term, index}` with H_index = term (H₁ = 1; the article's
//!   f_k is H_{k+1} for m = 2); empty for an empty pile;
//! - `digits`: the representation as a 0/1 string over H_top … H₁ (the
//!   article's `100001000(f)` for 60), when `sequenceCount` ≤ 128;
//! - `smallestTerm`: the last (smallest) term of the representation;
//!   `inSequence`: whether the pile is itself a term (both absent for 0);
//! - `case`: `"game-over"` (no stones: the previous player took the last),
//!   `"no-move"` (an opening pile of 1: the first player cannot move),
//!   `"within-limit"` (smallest term ≤ limit: N, take it),
//!   `"beyond-limit"` (smallest term > limit: P, every take loses);
//! - `winningTake`: the smallest term, when it is within the limit;
//! - `winningTakes`: every winning take (N only), smallest first, as
//!   `{take, after}` with `after` the terms of the pile it leaves. A take t
//!   wins iff the pile left is empty or its smallest term is more than m·t;
//!   every such t is a sum of the smallest terms of the representation
//!   (checked against the search in the tests below).

use crate::error::{Error, ErrorKey, Result};
use crate::fields::Fields;
use crate::game::{entry, moves_listable, parameter, Classification, Game, Outcome, Position};
use crate::value::{int_text, Value};

/// A position: the pile, the rule's multiplier, and the opponent's last take
/// (`None` before the opening move).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FibonacciNim {
    /// Stones left.
    pub pile: u64,
    /// m: a move may take up to m times the opponent's last take.
    pub multiplier: u64,
    /// The opponent's last take; `None` at the opening.
    pub last_take: Option<u64>,
}

/// Take `take` stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FibonacciMove {
    /// How many stones.
    pub take: u64,
}

/// The most arithmetic runs of H one answer may walk before `too-large`.
pub const RUN_BUDGET: u64 = 1 << 21;

/// Where the walks stop: no term past this is ever asked for (piles are
/// below 2⁶⁴), so a run reaching it ends the walk.
const CEILING: u128 = 1 << 66;

/// How many terms of H the explanation lists.
const SHOWN: usize = 128;

/// Terms first, first + step, …, count of them, all with the same step,
/// after `before` terms of H.
#[derive(Clone, Copy, Debug)]
struct Run {
    first: u128,
    step: u128,
    count: u128,
    before: u128,
}

impl Run {
    /// The last term ≤ x (x ≥ first) within the run, and its index in H.
    fn largest_term(&self, x: u128) -> (u128, u128) {
        let count = ((x - self.first) / self.step + 1).min(self.count);
        (self.first + (count - 1) * self.step, self.before + count)
    }
}

/// Schwenk's H for one m, as arithmetic runs in increasing order.
struct Runs {
    m: u128,
    next_first: u128,
    step: u128,
    /// The terms of H after `step`, for the later steps (made when first
    /// needed, so that the lagging walks nest only as deep as used).
    steps: Option<Box<Terms>>,
    done: bool,
    walked: u64,
    /// Terms in the runs so far.
    terms: u128,
}

impl Runs {
    fn new(m: u64) -> Runs {
        Runs {
            m: u128::from(m),
            next_first: 1,
            step: 1,
            steps: None,
            done: false,
            walked: 0,
            terms: 0,
        }
    }

    fn next_run(&mut self) -> Option<Run> {
        if self.done {
            return None;
        }
        let first = self.next_first;
        if self.m == 1 {
            // H_l = H_j itself: the powers of 2, one term a run.
            self.step = first;
        } else if self.m.saturating_mul(self.step) < first {
            // The step index grows by at most one a term (Schwenk's l(j+1) ≤ l(j) + 1),
            // so one more term of H is the new step (or the walk ends below).
            let source = self.steps.get_or_insert_with(|| {
                let mut terms = Terms::new(self.m as u64);
                terms.next();
                Box::new(terms)
            });
            self.step = source.next().unwrap_or(0);
        }
        let step = self.step;
        let top = self.m.saturating_mul(step).min(CEILING);
        if top < first || step == 0 {
            self.done = true;
            return None;
        }
        let count = (top - first) / step + 1;
        self.next_first = first + count * step;
        if self.next_first > CEILING {
            self.done = true;
        }
        self.walked += 1;
        let before = self.terms;
        self.terms += count;
        Some(Run {
            first,
            step,
            count,
            before,
        })
    }
}

/// The terms of H one by one.
struct Terms {
    runs: Runs,
    next: u128,
    step: u128,
    left: u128,
}

impl Terms {
    fn new(m: u64) -> Terms {
        Terms {
            runs: Runs::new(m),
            next: 0,
            step: 0,
            left: 0,
        }
    }

    fn next(&mut self) -> Option<u128> {
        if self.left == 0 {
            let run = self.runs.next_run()?;
            self.next = run.first;
            self.step = run.step;
            self.left = run.count;
        }
        let term = self.next;
        self.next += self.step;
        self.left -= 1;
        Some(term)
    }
}

/// The largest term of H that is ≤ x (x ≥ 1), and its index j (H_j); both
/// are at most x.
fn largest_term(m: u64, x: u64) -> Result<(u64, u64)> {
    let x = u128::from(x);
    let run = match cached_run(m, x) {
        Some(run) => run,
        None => walked_run(m, x)?,
    };
    let (term, index) = run.largest_term(x);
    Ok((term as u64, index as u64))
}

/// The last run of H starting at or below x (x ≥ 1), by a walk from the start.
fn walked_run(m: u64, x: u128) -> Result<Run> {
    let mut runs = Runs::new(m);
    // Every walk starts with a run from H₁ = 1 ≤ x, which replaces this.
    let mut last = Run {
        first: 1,
        step: 1,
        count: 1,
        before: 0,
    };
    while let Some(run) = runs.next_run() {
        if run.first > x {
            break;
        }
        last = run;
        if runs.walked >= RUN_BUDGET {
            let pile = int_text(x as i128);
            return Err(Error::of(ErrorKey::FibonacciRuns)
                .with("multiplier", m)
                .with("pile", pile)
                .with("max", RUN_BUDGET));
        }
    }
    Ok(last)
}

/// The runs of H for the multiplier asked last, kept between calls: `moves()`
/// and the greedy representation ask for many terms of the same H.
struct RunCache {
    m: u64,
    runs: Vec<Run>,
    complete: bool,
}

/// Runs beyond this many are walked afresh rather than kept.
const CACHED_RUNS: usize = 1 << 14;

thread_local! {
    static RUN_CACHE: std::cell::RefCell<Option<RunCache>> = const { std::cell::RefCell::new(None) };
}

/// The last run of H starting at or below x (x ≥ 1) from the kept runs, when
/// they reach past `x` (so that it is found by binary search rather than by
/// a walk).
fn cached_run(m: u64, x: u128) -> Option<Run> {
    RUN_CACHE.with(|cell| {
        let mut cache = cell.borrow_mut();
        if cache.as_ref().is_none_or(|c| c.m != m) {
            let mut runs = Runs::new(m);
            let mut cached = RunCache {
                m,
                runs: Vec::new(),
                complete: false,
            };
            while cached.runs.len() < CACHED_RUNS {
                match runs.next_run() {
                    Some(run) => cached.runs.push(run),
                    None => {
                        cached.complete = true;
                        break;
                    }
                }
            }
            *cache = Some(cached);
        }
        let cache = cache.as_ref()?;
        let last = cache
            .runs
            .partition_point(|run| run.first <= x)
            .checked_sub(1)?;
        if last + 1 == cache.runs.len() && !cache.complete {
            return None;
        }
        Some(cache.runs[last])
    })
}

/// The greedy representation of `r` in H, largest first, as (term, index).
fn representation(m: u64, r: u64) -> Result<Vec<(u64, u64)>> {
    let mut rest = r;
    let mut terms = Vec::new();
    // Each term is more than m ≥ 1 times the next, so there are at most 64.
    while rest > 0 && terms.len() < 70 {
        let (term, index) = largest_term(m, rest)?;
        terms.push((term, index));
        rest -= term.min(rest);
    }
    Ok(terms)
}

/// The smallest term of r's greedy representation (r ≥ 1).
pub fn smallest_term(m: u64, r: u64) -> Result<u64> {
    Ok(representation(m, r)?.last().map_or(0, |&(term, _)| term))
}

/// Whether `n` is one of Schwenk's losing piles H_j.
pub fn is_term(m: u64, n: u64) -> Result<bool> {
    Ok(n >= 1 && largest_term(m, n)?.0 == n)
}

/// The first terms of H up to `r`, at most `SHOWN` of them.
fn first_terms(m: u64, r: u64) -> Vec<Value> {
    let mut terms = Terms::new(m);
    let mut out = Vec::new();
    while out.len() < SHOWN {
        match terms.next() {
            Some(t) if t <= u128::from(r) => out.push(Value::from(t as u64)),
            _ => break,
        }
    }
    out
}

impl FibonacciNim {
    /// The most the player to move may take now.
    pub fn limit(&self) -> u64 {
        match self.last_take {
            None => self.pile.saturating_sub(1),
            Some(t) => {
                let most = u128::from(self.multiplier) * u128::from(t);
                most.min(u128::from(self.pile)) as u64
            }
        }
    }

    fn after(&self, take: u64) -> FibonacciNim {
        FibonacciNim {
            pile: self.pile - take,
            multiplier: self.multiplier,
            last_take: Some(take),
        }
    }

    /// Every winning take with the terms it leaves: the candidates are the
    /// sums of the last j terms of the pile's representation.
    fn winning_takes(&self, terms: &[(u64, u64)]) -> Vec<Value> {
        let mut takes = Vec::new();
        let mut take = 0u64;
        for &(term, _) in terms.iter().rev() {
            take = take.saturating_add(term);
            if take > self.limit() {
                break;
            }
            let Ok(after) = representation(self.multiplier, self.pile - take) else {
                break;
            };
            let most = u128::from(self.multiplier) * u128::from(take);
            if after.last().is_none_or(|&(s, _)| u128::from(s) > most) {
                let left = after.iter().map(|&(t, _)| Value::from(t)).collect();
                takes.push(Value::object(&mut [
                    ("take", take.into()),
                    ("after", Value::List(left)),
                ]));
            }
        }
        takes
    }

    fn explanation(&self, terms: &[(u64, u64)], outcome: Outcome) -> Value {
        let m = self.multiplier;
        let limit = self.limit();
        let mut entries = vec![
            ("multiplier", Value::from(m)),
            ("pile", self.pile.into()),
            ("opening", self.last_take.is_none().into()),
        ];
        if let Some(t) = self.last_take {
            entries.push(("lastTake", t.into()));
        }
        entries.push(("limit", limit.into()));
        let shown = first_terms(m, self.pile);
        let count = terms.first().map_or(0, |&(_, index)| index);
        let complete = shown.len() as u64 == count;
        entries.push(("sequence", Value::List(shown)));
        entries.push(("sequenceCount", count.into()));
        entries.push(("sequenceComplete", complete.into()));
        let mut listed = Vec::new();
        for &(term, index) in terms {
            listed.push(Value::object(&mut [
                ("term", term.into()),
                ("index", index.into()),
            ]));
        }
        entries.push(("representation", Value::List(listed)));
        if count <= SHOWN as u64 && count > 0 {
            let mut digits = String::new();
            for j in (1..=count).rev() {
                digits.push(if terms.iter().any(|&(_, i)| i == j) {
                    '1'
                } else {
                    '0'
                });
            }
            entries.push(("digits", digits.into()));
        }
        let smallest = terms.last().map(|&(term, _)| term);
        if let Some(s) = smallest {
            entries.push(("smallestTerm", s.into()));
            entries.push(("inSequence", (terms.len() == 1).into()));
        }
        let case = match smallest {
            None => "game-over",
            Some(_) if self.last_take.is_none() && self.pile == 1 => "no-move",
            Some(_) if outcome == Outcome::N => "within-limit",
            Some(_) => "beyond-limit",
        };
        entries.push(("case", case.into()));
        if outcome == Outcome::N {
            entries.push(("winningTake", smallest.into()));
            entries.push(("winningTakes", Value::List(self.winning_takes(terms))));
        }
        Value::object(&mut entries)
    }
}

impl Game for FibonacciNim {
    type Move = FibonacciMove;

    fn moves(&self) -> Result<Vec<(FibonacciMove, FibonacciNim)>> {
        let limit = self.limit();
        moves_listable(limit.into())?;
        // Judging each move walks Schwenk's sequence up to the pile; where
        // that walk is long, listing many moves would freeze the caller.
        const SLOW_MOVES: u64 = 64;
        if limit > SLOW_MOVES && cached_run(self.multiplier, self.pile.into()).is_none() {
            return Err(Error::of(ErrorKey::FibonacciSlowMoves)
                .with("count", limit)
                .with("multiplier", self.multiplier)
                .with("pile", self.pile)
                .with("max", SLOW_MOVES));
        }
        let mut list = Vec::new();
        for take in 1..=limit {
            list.push((FibonacciMove { take }, self.after(take)));
        }
        Ok(list)
    }

    fn has_nimber(&self) -> bool {
        true
    }

    fn canonical(&self) -> FibonacciNim {
        // Only min(m·t, pile) matters later on: any t with m·t ≥ pile is the same.
        let last_take = self.last_take.map(|t| {
            let m = u128::from(self.multiplier);
            if m * u128::from(t) >= u128::from(self.pile) {
                self.pile.div_ceil(self.multiplier).max(1)
            } else {
                t
            }
        });
        FibonacciNim {
            last_take,
            ..self.clone()
        }
    }
}

impl Position for FibonacciNim {
    const ID: &'static str = "fibonacci-nim";

    fn info() -> Value {
        let example = Value::object(&mut [
            ("game", FibonacciNim::ID.into()),
            ("pile", 100u64.into()),
            ("multiplier", 3u64.into()),
        ]);
        let names = [
            "Fibonacci Nim (the doubling game)",
            "雙倍遊戲（費氏數列）",
            "双倍游戏（费氏数列）",
        ];
        let parameters = vec![
            parameter("pile", "count", 100u64.into(), Some((0, u64::MAX)), &[]),
            parameter("multiplier", "count", 2u64.into(), Some((1, u64::MAX)), &[]),
            parameter("lastTake", "count", Value::Null, Some((1, u64::MAX)), &[]),
        ];
        entry(FibonacciNim::ID, names, parameters, vec![], example)
    }

    fn read(fields: &mut Fields<'_>) -> Result<FibonacciNim> {
        let pile = fields.count("pile", 0, u64::MAX)?;
        let multiplier = fields.opt_count("multiplier", 1, u64::MAX)?.unwrap_or(2);
        let last_take = fields.opt_count("lastTake", 1, u64::MAX)?;
        Ok(FibonacciNim {
            pile,
            multiplier,
            last_take,
        })
    }

    fn to_value(&self) -> Value {
        let mut entries = vec![
            ("game", Value::from(FibonacciNim::ID)),
            ("pile", self.pile.into()),
            ("multiplier", self.multiplier.into()),
        ];
        if let Some(t) = self.last_take {
            entries.push(("lastTake", t.into()));
        }
        Value::object(&mut entries)
    }

    take_move!(FibonacciMove);

    fn play(&self, mv: &FibonacciMove) -> Result<FibonacciNim> {
        let (take, pile) = (mv.take, self.pile);
        if pile == 0 {
            return Err(Error::new(
                ErrorKey::GameOver,
                "the pile is empty: the game is over",
            ));
        }
        if take == 0 {
            return Err(
                Error::new(ErrorKey::TakeNothing, "move.take must be at least 1 stone")
                    .with("field", "move.take"),
            );
        }
        match self.last_take {
            None if pile == 1 => Err(Error::new(
                ErrorKey::OpeningPileOfOne,
                "an opening pile of 1 has no move: the first move may not take all",
            )),
            None if take >= pile => Err(Error::of(ErrorKey::OpeningTakesAll)
                .with("take", take)
                .with("pile", pile)
                .with("limit", pile - 1)),
            Some(t) if take > self.limit() => Err(Error::of(ErrorKey::TakeOverMultiple)
                .with("take", take)
                .with("multiplier", self.multiplier)
                .with("lastTake", t)
                .with("pile", pile)
                .with("limit", self.limit())),
            _ => Ok(self.after(take)),
        }
    }

    fn verdict(&self) -> Result<Classification> {
        let smallest = smallest_term(self.multiplier, self.pile)?;
        let lost = self.pile == 0 || smallest > self.limit();
        Ok(Classification::new(Outcome::from_lost(lost), Value::Null))
    }

    fn classify(&self) -> Result<Classification> {
        let terms = representation(self.multiplier, self.pile)?;
        let lost = terms
            .last()
            .is_none_or(|&(smallest, _)| smallest > self.limit());
        let outcome = Outcome::from_lost(lost);
        Ok(Classification::new(
            outcome,
            self.explanation(&terms, outcome),
        ))
    }

    fn best_move(&self) -> Result<Option<FibonacciMove>> {
        let limit = self.limit();
        if limit == 0 {
            return Ok(None);
        }
        let smallest = smallest_term(self.multiplier, self.pile)?;
        let take = if smallest <= limit { smallest } else { 1 };
        Ok(Some(FibonacciMove { take }))
    }

    fn searchable(&self) -> bool {
        self.pile <= 150
    }

    /// Take 1 and take 2. If taking 2 leaves a P-position, the pile left,
    /// n − 2, has its smallest term in Schwenk's representation above 2m;
    /// then n − 1 is written with a 1 added, so taking 1 leaves a smallest
    /// term 1 ≤ m: an N-position.
    fn giveaway_moves(&self) -> Result<Vec<(FibonacciMove, FibonacciNim)>> {
        Ok((1..=self.limit().min(2))
            .map(|take| (FibonacciMove { take }, self.after(take)))
            .collect())
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // tests fail loudly by design
mod tests {
    use super::*;
    use crate::brute::Search;
    use proptest::prelude::*;

    fn opening(pile: u64, multiplier: u64) -> FibonacciNim {
        FibonacciNim {
            pile,
            multiplier,
            last_take: None,
        }
    }

    fn later(pile: u64, multiplier: u64, last_take: u64) -> FibonacciNim {
        FibonacciNim {
            pile,
            multiplier,
            last_take: Some(last_take),
        }
    }

    fn outcome(position: &FibonacciNim) -> Outcome {
        position.classify().unwrap().outcome
    }

    /// H straight from Schwenk's recurrence, term by term.
    fn schwenk(m: u64, up_to: u64) -> Vec<u64> {
        let mut h = vec![1u64];
        let mut l = 0;
        loop {
            let last = *h.last().unwrap();
            while u128::from(m) * u128::from(h[l]) < u128::from(last) {
                l += 1;
            }
            let next = last + h[l];
            if next > up_to {
                return h;
            }
            h.push(next);
        }
    }

    #[test]
    fn runs_list_schwenks_sequence() {
        let mut ms: Vec<u64> = (1..=60).collect();
        ms.extend([99, 100, 257, 1000, 4096]);
        for m in ms {
            let up_to = 200_000;
            let h = schwenk(m, up_to);
            let mut terms = Terms::new(m);
            for &expected in &h {
                assert_eq!(terms.next(), Some(u128::from(expected)), "m = {m}");
            }
            assert!(terms.next().unwrap() > u128::from(up_to));
            // Every x up to 3000, and both sides of every term up to 200 000.
            let mut j = 0;
            for x in 1..=3000 {
                while j + 1 < h.len() && h[j + 1] <= x {
                    j += 1;
                }
                assert_eq!(
                    largest_term(m, x).unwrap(),
                    (h[j], j as u64 + 1),
                    "m = {m}, x = {x}"
                );
            }
            for (j, &term) in h.iter().enumerate().skip(1).step_by(7) {
                let below = (h[j - 1], j as u64);
                assert_eq!(
                    largest_term(m, term - 1).unwrap(),
                    below,
                    "m = {m}, x = {term} − 1"
                );
                assert_eq!(
                    largest_term(m, term).unwrap(),
                    (term, j as u64 + 1),
                    "m = {m}"
                );
            }
        }
        assert_eq!(schwenk(2, 100), [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
        assert_eq!(schwenk(1, 100), [1, 2, 4, 8, 16, 32, 64]);
    }

    #[test]
    fn runs_reach_the_top_of_u64_for_small_and_huge_multipliers() {
        for m in [1, 2, 3, 4, 5, 6, 10, 100, 1 << 44, 1 << 63, u64::MAX] {
            let (term, index) = largest_term(m, u64::MAX).unwrap();
            assert!(is_term(m, term).unwrap() && index >= 1, "m = {m}");
        }
        assert_eq!(largest_term(1, u64::MAX).unwrap(), (1 << 63, 64));
        // 12200160415121876738 is the largest Fibonacci number below 2^64 (F_93).
        assert_eq!(
            largest_term(2, u64::MAX).unwrap(),
            (12_200_160_415_121_876_738, 92)
        );
        assert_eq!(
            largest_term(u64::MAX, u64::MAX).unwrap(),
            (u64::MAX, u64::MAX)
        );
        assert!(is_term(u64::MAX, u64::MAX).unwrap());
    }

    /// Every position with a pile ≤ `piles`: the opening and every later limit.
    fn positions(piles: u64, m: u64) -> impl Iterator<Item = FibonacciNim> {
        (0..=piles).flat_map(move |r| {
            let takes = r.div_ceil(m).max(1) + 1;
            std::iter::once(opening(r, m)).chain((1..=takes).map(move |t| later(r, m, t)))
        })
    }

    /// The winning takes the explanation lists, against the search (the
    /// conformance table, `tests/conformance.rs`, holds the outcome and the
    /// best move to it).
    fn check_against_search(piles: u64, m: u64) {
        let mut search = Search::new(5_000_000);
        for position in positions(piles, m) {
            let listed: Vec<Value> =
                match position.classify().unwrap().explanation.get("winningTakes") {
                    Some(Value::List(list)) => list
                        .iter()
                        .map(|w| w.get("take").unwrap().clone())
                        .collect(),
                    _ => Vec::new(),
                };
            let winning: Vec<Value> = position
                .moves()
                .unwrap()
                .into_iter()
                .filter(|(_, after)| search.solve(after).unwrap().outcome == Outcome::P)
                .map(|(mv, _)| Value::from(mv.take))
                .collect();
            assert_eq!(listed, winning, "{position:?}");
        }
    }

    #[test]
    fn winning_takes_are_the_searchs_for_every_pile_up_to_300_and_m_up_to_6() {
        for m in 1..=6 {
            check_against_search(300, m);
        }
    }

    #[test]
    fn winning_takes_are_the_searchs_for_larger_multipliers() {
        for m in [7, 9, 12, 17, 30, 99, 299, 300, 1000, 1 << 32, u64::MAX] {
            check_against_search(200, m);
        }
    }

    #[test]
    fn fibonacci_nim_loses_exactly_on_fibonacci_numbers() {
        // `001` (iii): the safe piles of the doubling game are the f_n.
        let lost: Vec<u64> = (1..=1000)
            .filter(|&n| outcome(&opening(n, 2)) == Outcome::P)
            .collect();
        assert_eq!(
            lost,
            [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987]
        );
        let mut search = Search::new(5_000_000);
        for n in 1..=300 {
            let fib = lost.contains(&n);
            assert_eq!(
                search.solve(&opening(n, 2)).unwrap().outcome == Outcome::P,
                fib,
                "{n}"
            );
        }
    }

    #[test]
    fn article_examples_8_to_10() {
        // 例 8: 2 is safe, the opponent may only take 1.
        assert_eq!(opening(2, 2).moves().unwrap().len(), 1);
        assert_eq!(outcome(&opening(2, 2)), Outcome::P);
        // 例 9: 3 is safe: 3 → 2 → 0 and 3 → 1 → 0.
        assert_eq!(outcome(&opening(3, 2)), Outcome::P);
        assert_eq!(outcome(&later(2, 2, 1)), Outcome::N);
        assert_eq!(outcome(&later(1, 2, 2)), Outcome::N);
        // 例 10: 5 is safe: 5 →(1) 4 →(1) 3, a safe 3 again; 5 →(2) 3 →(3) 0; …
        assert_eq!(outcome(&opening(5, 2)), Outcome::P);
        let four = opening(5, 2).play(&FibonacciMove { take: 1 }).unwrap();
        assert_eq!(four.best_move().unwrap(), Some(FibonacciMove { take: 1 }));
        assert_eq!(
            outcome(&four.play(&FibonacciMove { take: 1 }).unwrap()),
            Outcome::P
        );
        for (take, answer) in [(2, 3), (3, 2), (4, 1)] {
            let after = opening(5, 2).play(&FibonacciMove { take }).unwrap();
            assert_eq!(
                after.best_move().unwrap(),
                Some(FibonacciMove { take: answer })
            );
        }
    }

    #[test]
    fn article_example_7_sixty_in_fibonacci_digits() {
        // 例 7: 60 = f_8 + f_3 = 100001000(f), with f_0 = 1, f_1 = 2.
        let answer = opening(60, 2).classify().unwrap();
        let e = &answer.explanation;
        assert_eq!(e.get("digits"), Some(&Value::from("100001000")));
        assert_eq!(e.get("smallestTerm"), Some(&Value::from(5u64)));
        assert_eq!(e.get("winningTake"), Some(&Value::from(5u64)));
        assert_eq!(e.get("sequenceCount"), Some(&Value::from(9u64)));
        assert_eq!(
            e.get("sequence"),
            Some(&Value::list([1u64, 2, 3, 5, 8, 13, 21, 34, 55]))
        );
        assert_eq!(e.get("case"), Some(&Value::from("within-limit")));
        assert_eq!(answer.outcome, Outcome::N);
    }

    #[test]
    fn three_times_rule_with_100_stones_the_first_player_wins_by_taking_3_or_24() {
        // `001` ends: 100 stones, take at most three times the last take, the
        // first may not take all; "筆者也不曉得其中有何規則". The answer:
        // H = 1, 2, 3, 4, 6, 8, 11, 15, 21, 29, 40, 55, 76, 105, …;
        // 100 = 76 + 21 + 3, so the first player wins, and exactly the
        // opening takes 3 (leaving 97 = 76 + 21, limit 9 < 21) and 24
        // (leaving 76, limit 72 < 76) win.
        let start = opening(100, 3);
        assert_eq!(
            schwenk(3, 105),
            [1, 2, 3, 4, 6, 8, 11, 15, 21, 29, 40, 55, 76, 105]
        );
        let answer = start.classify().unwrap();
        assert_eq!(answer.outcome, Outcome::N);
        let terms: Vec<u64> = representation(3, 100)
            .unwrap()
            .iter()
            .map(|&(t, _)| t)
            .collect();
        assert_eq!(terms, [76, 21, 3]);
        assert_eq!(start.best_move().unwrap(), Some(FibonacciMove { take: 3 }));

        let mut search = Search::new(5_000_000);
        assert_eq!(search.solve(&start).unwrap().outcome, Outcome::N);
        let by_search: Vec<u64> = (1..100)
            .filter(|&x| {
                let after = start.play(&FibonacciMove { take: x }).unwrap();
                search.solve(&after).unwrap().outcome == Outcome::P
            })
            .collect();
        let by_closed_form: Vec<u64> = (1..100)
            .filter(|&x| outcome(&start.play(&FibonacciMove { take: x }).unwrap()) == Outcome::P)
            .collect();
        assert_eq!(by_search, [3, 24]);
        assert_eq!(by_closed_form, [3, 24]);
    }

    #[test]
    fn play_refuses_what_the_rules_forbid() {
        let err = opening(10, 2)
            .play(&FibonacciMove { take: 10 })
            .unwrap_err();
        assert_eq!(err.code(), "illegal-move");
        let err = later(10, 2, 3)
            .play(&FibonacciMove { take: 7 })
            .unwrap_err();
        assert!(
            err.message().contains("at most min(2 × 3, 10) = 6"),
            "{}",
            err.message()
        );
        assert!(later(0, 2, 3).play(&FibonacciMove { take: 1 }).is_err());
        assert!(later(u64::MAX, u64::MAX, u64::MAX)
            .play(&FibonacciMove { take: u64::MAX })
            .is_ok());
        assert!(opening(u64::MAX, 2).moves().is_err());
    }

    #[test]
    fn states_and_moves_read_and_write() {
        let state = Value::object(&mut [
            ("game", "fibonacci-nim".into()),
            ("pile", 100u64.into()),
            ("multiplier", 3u64.into()),
        ]);
        let answer = crate::api::classify(&state).unwrap();
        assert_eq!(answer.get("outcome"), Some(&Value::from("N")));
        let best = crate::api::best_move(&state).unwrap();
        let take = best.get("move").and_then(|m| m.get("take")).cloned();
        assert!(
            take == Some(Value::from(3u64)) || take == Some(Value::from(24u64)),
            "{best:?}"
        );
        let after = crate::api::play(&state, &Value::object(&mut [("take", 3u64.into())])).unwrap();
        assert_eq!(after.get("lastTake"), Some(&Value::from(3u64)));
        assert_eq!(after.get("pile"), Some(&Value::from(97u64)));
        let bad = Value::object(&mut [
            ("game", "fibonacci-nim".into()),
            ("pile", 5u64.into()),
            ("multiplier", 0u64.into()),
        ]);
        let err = crate::api::classify(&bad).unwrap_err();
        assert_eq!(
            err.message(),
            "multiplier must be a whole number from 1 to 18446744073709551615, got 0"
        );
        let bad = Value::object(&mut [
            ("game", "fibonacci-nim".into()),
            ("pile", 5u64.into()),
            ("lastTake", 0u64.into()),
        ]);
        assert!(crate::api::classify(&bad)
            .unwrap_err()
            .message()
            .starts_with("lastTake"));
        let bad_move = Value::object(&mut [("take", 1u64.into()), ("heap", 0u64.into())]);
        assert!(crate::api::play(&state, &bad_move)
            .unwrap_err()
            .message()
            .contains("move.heap"));
    }

    proptest! {
        #[test]
        fn play_refuses_a_take_past_the_limit(pile in 0u64..60, multiplier in 1u64..6, last_take in proptest::option::of(1u64..30)) {
            let position = FibonacciNim { pile, multiplier, last_take };
            let moves = position.moves().unwrap();
            let too_many = FibonacciMove { take: moves.len() as u64 + 1 };
            prop_assert!(position.play(&too_many).is_err());
        }
    }
}
