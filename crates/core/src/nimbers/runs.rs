//! Runs of values: G(0..=n) of one rule by the engine ([`rare_common`]),
//! as the API's `nimbers` asks for them (grown until the values prove a
//! period, the rest filled from it) and as the long runs of the Lab and
//! the command line ask (in 16 bits while the values fit, stopping at a
//! checkpoint that proves a period); and the naive loop the tests hold the
//! engine to.
//!
//! [`rare_common`]: super::rare_common

use super::parallel::{self, Crew, Tally, PARALLEL_FROM};
use super::period::{prove_period, prove_period_within, Known, Period};
use super::rare_common::{Engine, Split, Stored, BLOCK};
use super::rule::Rule;
use crate::budget;
use crate::error::{Error, ErrorKey, Result};
use crate::value::int_text;

/// G(0..=n) as the engine stores them: `u16` while every value fits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Values {
    /// Every value below 2^16.
    Narrow(Vec<u16>),
    /// Some value at least 2^16.
    Wide(Vec<u32>),
}

impl Values {
    /// G(n), `n` below [`Values::len`].
    pub fn get(&self, n: usize) -> u32 {
        match self {
            Values::Narrow(g) => g[n].into(),
            Values::Wide(g) => g[n],
        }
    }

    /// How many values (n + 1).
    pub fn len(&self) -> usize {
        match self {
            Values::Narrow(g) => g.len(),
            Values::Wide(g) => g.len(),
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The period the values prove ([`prove_period`]).
    pub fn period(&self, rule: &Rule) -> Option<Period> {
        match self {
            Values::Narrow(g) => prove_period(rule, g),
            Values::Wide(g) => prove_period(rule, g),
        }
    }
}

/// Room for G(0..=n) as `T`, or `values-out-of-memory` naming n.
fn room<T>(n: usize) -> Result<Vec<T>> {
    let mut g = Vec::new();
    let fits = n < u32::MAX as usize && g.try_reserve_exact(n + 1).is_ok();
    if fits {
        return Ok(g);
    }
    let bytes = (n as u128 + 1) * std::mem::size_of::<T>() as u128;
    Err(Error::of(ErrorKey::ValuesOutOfMemory)
        .with("size", n)
        .with("total", int_text(bytes as i128)))
}

/// Bytes a value holds of the call's budget: 4 for the value, and as much
/// again for the rare heaps' list and the copy JS is handed.
pub const VALUE_BYTES: u64 = 8;

/// G(0..=n) under `rule`; `progress` is told how many values are known now
/// and then (every 2^16 heaps).
pub fn values(rule: &Rule, n: usize, mut progress: impl FnMut(usize)) -> Result<Vec<u32>> {
    let mut g = room(n)?;
    Engine::<1>::new(rule).extend::<u32>(&mut g, n, &mut progress)?;
    progress(n + 1);
    Ok(g)
}

/// [`values`] in half the memory while the values fit in 16 bits (the Lab's
/// and the command line's long runs), and the split the engine used last
/// (`None`: the naive loop).
pub fn values_compact(
    rule: &Rule,
    n: usize,
    progress: impl FnMut(usize),
) -> Result<(Values, Option<Split>)> {
    let (g, split) = narrow_then_wide::<u16>(rule, n, progress)?;
    Ok((g.map_or_else(Values::Wide, Values::Narrow), split))
}

/// The heaps at which [`values_until_period`] looks for a period: 63, 127,
/// 255, … (2^k − 1 below n), then n.
pub fn checkpoints(n: usize) -> Vec<usize> {
    let mut at: Vec<usize> = std::iter::successors(Some(63), |&c| Some(2 * c + 1))
        .take_while(|&c| c < n)
        .collect();
    at.push(n);
    at
}

/// [`values_compact`], stopping early: the values are worked out to each
/// of the [`checkpoints`] in turn, and at each the period they prove is
/// looked for ([`prove_period`]); the run ends at the first checkpoint with
/// one, at n, or where `go_on(values, split, next)` says not to go on to
/// the checkpoint `next` (a caller's budget). Returns the values to that
/// checkpoint, the split the engine used last, and the period. The
/// checkpoints do not depend on the machine, so the same rule and n stop at
/// the same heap everywhere (the atlas of the command line and of the Lab
/// agree).
pub fn values_until_period(
    rule: &Rule,
    n: usize,
    progress: impl FnMut(usize),
    go_on: impl FnMut(&Values, Option<Split>, usize) -> bool,
) -> Result<(Values, Option<Split>, Option<Period>)> {
    values_until_period_on(rule, n, None, progress, go_on)
}

/// [`values_until_period`], the long stretches shared with `crew`'s threads
/// when that pays (`nimbers/parallel.rs`): the same values, the same split (the
/// schedule's), the same checkpoints.
pub fn values_until_period_on(
    rule: &Rule,
    n: usize,
    crew: Option<&Crew>,
    progress: impl FnMut(usize),
    go_on: impl FnMut(&Values, Option<Split>, usize) -> bool,
) -> Result<(Values, Option<Split>, Option<Period>)> {
    until_period(
        rule,
        n,
        crew,
        checkpoints(n),
        progress,
        go_on,
        &mut Tally::default(),
    )
}

/// The heaps at which the Lab looks for a period and hands on the values
/// so far: the [`checkpoints`] to 2^16 − 1, then each at most an eighth
/// (and at least 2^16) past the one before, then n; a run stopped between
/// two has all but the last stretch.
pub fn close_checkpoints(n: usize) -> Vec<usize> {
    let mut at: Vec<usize> = std::iter::successors(Some(63usize), |&c| {
        Some(if c < 1 << 16 {
            2 * c + 1
        } else {
            c + (c / 8).max(1 << 16)
        })
    })
    .take_while(|&c| c < n)
    .collect();
    at.push(n);
    at
}

fn until_period(
    rule: &Rule,
    n: usize,
    crew: Option<&Crew>,
    points: Vec<usize>,
    mut progress: impl FnMut(usize),
    mut go_on: impl FnMut(&Values, Option<Split>, usize) -> bool,
    tally: &mut Tally,
) -> Result<(Values, Option<Split>, Option<Period>)> {
    let mut run = Run {
        engine: Engine::<BLOCK>::new(rule),
        rule,
        crew,
        tally,
        shared: false,
    };
    let mut g = Values::Narrow(room::<u16>(n)?);
    let mut period = None;
    let mut at = points.into_iter().peekable();
    while let Some(to) = at.next() {
        if let Values::Narrow(narrow) = &mut g {
            if !run.extend(narrow, to, &mut progress)? {
                let mut wide = room::<u32>(n)?;
                wide.extend(narrow.iter().map(|&v| u32::from(v)));
                g = Values::Wide(wide);
            }
        }
        if let Values::Wide(wide) = &mut g {
            run.extend(wide, to, &mut progress)?;
        }
        period = g.period(rule);
        let split = run.split(&g);
        if period.is_some() || !at.peek().is_some_and(|&next| go_on(&g, split, next)) {
            break;
        }
    }
    progress(g.len());
    let split = run.split(&g);
    Ok((g, split, period))
}

/// G(0..=n) as the command line gives them: worked out until a checkpoint
/// proves a period ([`values_until_period_on`]), the rest filled from it.
pub struct Filled {
    /// G(0..=n).
    pub values: Values,
    /// The split the engine used last.
    pub split: Option<Split>,
    /// The period proved, if any.
    pub period: Option<Period>,
    /// The largest heap the engine worked out (n when no period was proved).
    pub computed_to: usize,
    /// What the threads' finishing thread had to do past the blocks.
    pub tally: Tally,
}

/// [`Filled`] values of `rule` to `n`, the long stretches shared with `crew`.
pub fn values_filled(
    rule: &Rule,
    n: usize,
    crew: Option<&Crew>,
    progress: impl FnMut(usize),
) -> Result<Filled> {
    filled_at(rule, n, crew, checkpoints(n), progress, |_| {})
}

/// [`values_filled`] on one thread as the Lab runs it: the period looked
/// for at each of the [`close_checkpoints`], where `seen` is told of the
/// values so far (the values of a run stopped from outside).
pub fn values_filled_seen(
    rule: &Rule,
    n: usize,
    progress: impl FnMut(usize),
    seen: impl FnMut(&Values),
) -> Result<Filled> {
    filled_at(rule, n, None, close_checkpoints(n), progress, seen)
}

fn filled_at(
    rule: &Rule,
    n: usize,
    crew: Option<&Crew>,
    points: Vec<usize>,
    progress: impl FnMut(usize),
    mut seen: impl FnMut(&Values),
) -> Result<Filled> {
    let mut tally = Tally::default();
    let go_on = |g: &Values, _: Option<Split>, _: usize| {
        seen(g);
        true
    };
    let (mut values, split, period) =
        until_period(rule, n, crew, points, progress, go_on, &mut tally)?;
    let computed_to = values.len() - 1;
    if let Some(p) = period {
        match &mut values {
            Values::Narrow(g) => fill(g, p, n)?,
            Values::Wide(g) => fill(g, p, n)?,
        }
    }
    Ok(Filled {
        values,
        split,
        period,
        computed_to,
        tally,
    })
}

/// A long run's engines: the one-thread engine, and the crew's threads for
/// the stretches where sharing pays.
struct Run<'a> {
    engine: Engine<BLOCK>,
    rule: &'a Rule,
    crew: Option<&'a Crew>,
    tally: &'a mut Tally,
    /// Whether the crew worked out the last values (the engine then does
    /// not hold the split in force).
    shared: bool,
}

impl Run<'_> {
    /// Extends `g` to G(0..=n); `false` at the first value `T` cannot hold.
    fn extend<T: Stored>(
        &mut self,
        g: &mut Vec<T>,
        n: usize,
        progress: &mut impl FnMut(usize),
    ) -> Result<bool> {
        // A wasm has no threads to share with: the crew's code is left out
        // of it (a condition known when compiling), which keeps it small.
        let crew = if cfg!(target_arch = "wasm32") {
            None
        } else {
            self.crew.filter(|c| c.threads() > 1)
        };
        let Some(crew) = crew else {
            return self.engine.extend(g, n, progress);
        };
        let start = g.len().max(PARALLEL_FROM).next_multiple_of(BLOCK);
        if start > n {
            self.shared = false;
            return self.engine.extend(g, n, progress);
        }
        if g.len() < start && !self.engine.extend(g, start - 1, progress)? {
            return Ok(false);
        }
        if !parallel::pays(self.rule, g, crew.threads()) {
            self.shared = false;
            return self.engine.extend(g, n, progress);
        }
        self.shared = true;
        Ok(parallel::extend(
            self.rule, g, n, crew, progress, self.tally,
        ))
    }

    /// The split in force after the values `g`.
    fn split(&self, g: &Values) -> Option<Split> {
        if !self.shared {
            return self.engine.split;
        }
        let splits = self.rule.splits();
        match g {
            Values::Narrow(g) => super::rare_common::split_of(g, splits).0,
            Values::Wide(g) => super::rare_common::split_of(g, splits).0,
        }
    }
}

/// G(0..=n) as `N` while every value fits (`Ok`), else as `u32` (`Err`).
#[allow(clippy::type_complexity)]
fn narrow_then_wide<N: Stored>(
    rule: &Rule,
    n: usize,
    mut progress: impl FnMut(usize),
) -> Result<(std::result::Result<Vec<N>, Vec<u32>>, Option<Split>)> {
    let mut engine = Engine::<BLOCK>::new(rule);
    let mut narrow = room::<N>(n)?;
    let g = if engine.extend(&mut narrow, n, &mut progress)? {
        Ok(narrow)
    } else {
        let mut wide = room::<u32>(n)?;
        wide.extend(narrow.iter().map(|&v| v.into()));
        drop(narrow);
        engine.extend(&mut wide, n, &mut progress)?;
        Err(wide)
    };
    progress(n + 1);
    Ok((g, engine.split))
}

/// Extends G(0..g.len()) in `g` to G(0..=n) (the caller holds the room of
/// the call's budget); `too-large` when the budget is spent, the values so
/// far kept.
pub(super) fn extend_values(rule: &Rule, g: &mut Vec<u32>, n: usize) -> Result<()> {
    let more = (n + 1).saturating_sub(g.len());
    if g.try_reserve_exact(more).is_err() {
        return room::<u32>(usize::MAX).map(|_| ());
    }
    Engine::<1>::new(rule).extend::<u32>(g, n, &mut |_| {})?;
    Ok(())
}

/// `nimbers(rule, n)`: G(0..=n) and the period they prove. The values are
/// worked out to 1023, then four times further each time, until they prove
/// a period; the rest is then filled from it (Guy and Smith's theorem makes
/// it what the engine would give, and the period those values prove is the
/// same: a shorter one would have fitted its window first). Refused before
/// any work when n + 1 values do not fit the call's memory
/// ([`VALUE_BYTES`] each), and when its work is spent before they reach n.
pub fn sequence(rule: &Rule, n: usize) -> Result<Known> {
    let bytes = (n as u64 + 1).saturating_mul(VALUE_BYTES);
    if budget::hold(bytes).is_err() {
        let most = budget::current().map_or(0, |b| b.memory);
        return Err(Error::of(ErrorKey::NimbersPastMemory)
            .with("size", n)
            .with("total", bytes)
            .with("max", most)
            .with("fits", (most / VALUE_BYTES).saturating_sub(1))
            .with("option", "options.budget.memory"));
    }
    let mut g = Vec::new();
    let period = grow(rule, &mut g, n).map_err(|e| nimbers_past_budget(e, rule, n, g.len()))?;
    Ok(Known { values: g, period })
}

/// [`sequence`]'s steps: the values and the period they prove.
fn grow(rule: &Rule, g: &mut Vec<u32>, n: usize) -> Result<Option<Period>> {
    let mut to = n.min(1023);
    loop {
        extend_values(rule, g, to)?;
        let period = prove_period_within(rule, g)?;
        match period {
            _ if to == n => return Ok(period),
            Some(p) => {
                fill(g, p, n)?;
                return Ok(period);
            }
            None => to = n.min(4 * to + 3),
        }
    }
}

/// `too-large` for `nimbers(rule, n)` past the call's work, saying how far
/// the values got.
fn nimbers_past_budget(error: Error, rule: &Rule, n: usize, known: usize) -> Error {
    if !budget::is_spent(&error) {
        return error;
    }
    past_known(rule, "n", n as u64, known)
}

/// `too-large`: `field` is `size`, past the `known` values of `rule` and
/// with no period proved by then.
#[inline(never)]
pub(super) fn past_known(rule: &Rule, field: &str, size: u64, known: usize) -> Error {
    Error::of(ErrorKey::HeapPastKnown)
        .with("field", field)
        .with("size", size)
        .with("max", known.saturating_sub(1))
        .with("rule", rule.name())
        .with("option", "options.budget.work")
}

/// G(len..=n) filled from the proved period `p`: G(i) = G(i − k) for every
/// multiple k of the length with i − k ≥ start, copied a block at a time.
fn fill<T: Copy>(g: &mut Vec<T>, p: Period, n: usize) -> Result<()> {
    let (start, length) = (p.start as usize, p.length as usize);
    budget::charge((n + 1 - g.len()) as u64 / 16)?;
    // Exactly: a doubling vector would hold half as much again while it grows.
    g.reserve_exact(n + 1 - g.len());
    while g.len() <= n {
        let len = g.len();
        let k = (len - start) / length * length;
        let take = k.min(n + 1 - len);
        g.extend_from_within(len - k..len - k + take);
    }
    Ok(())
}

/// G(0..=n) by the naive loop alone: every option of every heap.
pub fn values_naive(rule: &Rule, n: usize) -> Vec<u32> {
    let mut g = Vec::with_capacity(n + 1);
    for heap in 0..=n {
        let mut options = Vec::new();
        for (t, &d) in rule.digits.iter().enumerate() {
            if d & 1 != 0 && heap == t {
                options.push(0);
            }
            if d & 2 != 0 && heap > t {
                options.push(u64::from(g[heap - t]));
            }
            if d & 4 != 0 && heap >= t + 2 {
                let r = heap - t;
                for a in 1..=r / 2 {
                    if !(rule.unequal && 2 * a == r) {
                        options.push(u64::from(g[a] ^ g[r - a]));
                    }
                }
            }
        }
        g.push(crate::brute::mex(&options) as u32);
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nimbers::tests::{rule, CODES};

    /// `known_to` and `sequence` extend values worked out by earlier calls:
    /// the engine resumed anywhere gives the values it gives in one run.
    #[test]
    fn resumed_values_equal_one_run() {
        for code in ["0.6", "0.07", "0.137", "4.07", "0.4444447", "0.77"] {
            let rule = Rule::octal(code, "code").unwrap();
            let whole = values(&rule, 6000, |_| {}).unwrap();
            for cut in [1, 255, 256, 1023, 1500, 4095] {
                let mut g = whole[..cut].to_vec();
                extend_values(&rule, &mut g, 6000).unwrap();
                assert_eq!(g, whole, "{code} resumed at {cut}");
            }
        }
        let grundy = values(&Rule::grundy(), 5000, |_| {}).unwrap();
        let mut g = grundy[..700].to_vec();
        extend_values(&Rule::grundy(), &mut g, 5000).unwrap();
        assert_eq!(g, grundy);
    }

    /// G(0..=n) straight from the rules: the mex over every move's leaves.
    fn by_mex_over_moves(rule: &Rule, n: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::with_capacity(n + 1);
        for heap in 0..=n {
            let options: Vec<u64> = rule
                .moves_of(heap as u64)
                .iter()
                .map(|m| m.leave.iter().fold(0, |x, &h| x ^ u64::from(g[h as usize])))
                .collect();
            g.push(crate::brute::mex(&options) as u32);
        }
        g
    }

    #[test]
    fn values_equal_the_mex_over_the_rules_up_to_2000() {
        let mut rules: Vec<Rule> = CODES.iter().map(|c| rule(c)).collect();
        rules.push(Rule::grundy());
        assert!(rules.len() >= 31);
        for rule in &rules {
            // The naive loop to 2000; the moves themselves (allocating) to 500.
            let fast = values(rule, 2000, |_| {}).unwrap();
            assert_eq!(fast, values_naive(rule, 2000), "{}", rule.name());
            assert_eq!(
                fast[..=500],
                by_mex_over_moves(rule, 500),
                "{}",
                rule.name()
            );
        }
    }

    #[test]
    fn narrow_values_widen_at_the_first_that_does_not_fit() {
        // 4.777…7 (31 places) passes 255 at n = 244: stored as u8 up to there,
        // then as u32, the values are those of the u32 engine.
        let rule = rule(&format!("4.{}", "7".repeat(31)));
        let wide = values(&rule, 1000, |_| {}).unwrap();
        assert_eq!(wide.iter().position(|&v| v > 255), Some(244));
        let (g, _) = narrow_then_wide::<u8>(&rule, 1000, |_| {}).unwrap();
        assert_eq!(g, Err(wide.clone()));
        let (g, _) = narrow_then_wide::<u8>(&rule, 243, |_| {}).unwrap();
        assert_eq!(
            g.unwrap(),
            wide[..=243].iter().map(|&v| v as u8).collect::<Vec<_>>()
        );
        // 0.6 to 20 000 fits in u16, and agrees with the u32 engine.
        let rule = Rule::octal("0.6", "code").unwrap();
        let (g, split) = values_compact(&rule, 20_000, |_| {}).unwrap();
        let wide = values(&rule, 20_000, |_| {}).unwrap();
        assert!(split.is_some());
        assert_eq!(g, Values::Narrow(wide.iter().map(|&v| v as u16).collect()));
        assert_eq!(g.period(&rule), None);
        assert_eq!((g.len(), g.get(20_000)), (wide.len(), wide[20_000]));
    }
    /// The Lab's run: the values it hands on at each close checkpoint are
    /// the first values of the whole run, at most an eighth short of the
    /// next past 2^16; a period proved at one fills the rest as the command
    /// line's run does.
    #[test]
    fn the_values_seen_are_the_first_of_the_whole_run() {
        let at = close_checkpoints(1_000_000);
        assert_eq!(&at[..4], &[63, 127, 255, 511]);
        assert!(at.contains(&65_535) && at.last() == Some(&1_000_000));
        for pair in at.windows(2).filter(|w| w[0] >= 1 << 16) {
            assert!(pair[1] - pair[0] <= (pair[0] / 8).max(1 << 16), "{pair:?}");
        }
        let officers = rule("0.6");
        let whole = values(&officers, 300_000, |_| {}).unwrap();
        let mut seen = Vec::new();
        let run = values_filled_seen(&officers, 300_000, |_| {}, |g| seen.push(g.len())).unwrap();
        let expected: Vec<usize> = close_checkpoints(300_000)
            .into_iter()
            .filter(|&c| c < 300_000)
            .map(|c| c + 1)
            .collect();
        assert_eq!(seen, expected);
        assert_eq!(
            run.values,
            Values::Narrow(whole.iter().map(|&v| v as u16).collect())
        );
        let kayles = rule("0.77");
        let run = values_filled_seen(&kayles, 100_000, |_| {}, |_| {}).unwrap();
        let filled = values_filled(&kayles, 100_000, None, |_| {}).unwrap();
        assert_eq!((run.values, run.period), (filled.values, filled.period));
        assert_eq!(run.computed_to, 255);
    }
}
