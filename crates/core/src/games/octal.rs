//! Take-and-break games in Guy's octal code (*Winning Ways* ch. 4): heaps,
//! and a code `d0.d1d2…` saying, for each take i, whether a move may take i
//! as the whole heap (1), leaving one heap (2), or leaving two (4). Kayles is
//! `0.77`, Dawson's Kayles `0.07`, Officers `0.6`, take 1..3 `0.333`.
//!
//! Normal play: a position's nimber is the XOR of its heaps' values G(n)
//! (Sprague–Grundy), worked out by [`crate::nimbers`]; for every heap when
//! the values prove a period (Guy and Smith's theorem), else as far as the
//! budget reaches. Misère play has no such rule in general: it is answered
//! by exact search while the position is small, and for Kayles (`0.77`) by
//! Sibert and Conway's rule in [`crate::games::kayles`].
//!
//! # Explanation fields (`classify(...).explanation`)
//!
//! - `rule`: `"normal"` or `"misere"`; `code`: the code, `0.77`.
//! - `heaps`: each heap's `size` and `nimber` (normal play; the first 1000).
//! - `nimSum`: their XOR (normal play).
//! - `period`: `{start, length, checkedTo}` when the values prove one, else `null`.
//! - `knownTo`: how far the values were worked out.
//! - `method`: `"nimbers"`, `"search"` (misère) or `"sibert-conway"` (misère `0.77`).

use crate::brute::{key_cost, Search};
use crate::budget::{self, Budget};
use crate::error::{Error, ErrorKey, Result};
use crate::fields::Fields;
use crate::game::{
    counts_parameter, entry, misere_parameter, moves_writable, multiset, parameter, total,
    Classification, Game, Outcome, Position,
};
use crate::games::kayles::Kayles;
use crate::nimbers::{known_to, HeapMove, Rule};
use crate::quotient;
use crate::value::{cat, int_text, Value};

/// The most positions the exact search visits for a misère verdict outside
/// any call (within one, the call's budget bounds it).
pub const MISERE_BUDGET: usize = 200_000;

/// A position of a take-and-break game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Octal {
    /// The rule.
    pub rule: Rule,
    /// The subtraction set, when the state spelt the rule that way.
    pub subtract: Option<Vec<u64>>,
    /// The heaps, in the order they lie.
    pub heaps: Vec<u64>,
    /// Whoever makes the last move loses.
    pub misere: bool,
}

/// Take `take` from heap `heap` and leave the heaps `leave` in its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalMove {
    /// Which heap.
    pub heap: usize,
    /// Objects taken.
    pub take: u64,
    /// The heaps left: none, one, or two non-empty ones.
    pub leave: Vec<u64>,
}

/// Reads the rule of an octal state: `code`, or `subtract` in its place.
pub fn read_rule(fields: &mut Fields<'_>) -> Result<(Rule, Option<Vec<u64>>)> {
    let code = fields.get("code");
    let has_subtract = fields.get("subtract").is_some();
    match (code, has_subtract) {
        (Some(_), true) => Err(Error::new(
            ErrorKey::CodeAndSubtract,
            "give code or subtract, not both: subtract [1, 3] is the code \"0.303\"",
        )),
        (Some(Value::Str(code)), false) => Ok((Rule::octal(code, &fields.name("code"))?, None)),
        (Some(other), false) => {
            let field = fields.name("code").into_owned();
            let got = other.describe();
            Err(Error::of(ErrorKey::CodeNotString)
                .with("field", field)
                .with("value", got))
        }
        (None, true) => {
            let set = fields.counts("subtract", None, 0, u64::MAX)?;
            if set.is_empty() {
                let field = fields.name("subtract").into_owned();
                return Err(Error::of(ErrorKey::SubtractEmpty).with("field", field));
            }
            Ok((
                Rule::subtraction(&set, &fields.name("subtract"))?,
                Some(set),
            ))
        }
        (None, false) => Err(fields.missing(
            "code",
            "a take-and-break code like \"0.77\", or subtract: [1, 2, 3]",
        )),
    }
}

/// The misère outcome of a position of `rule` through the rule's misère
/// quotient ([`crate::quotient`]) when it reaches every heap; else by the
/// exact search, whose positions within the quotient's reach the quotient
/// answers ([`quotient::Assisted`]); and which of the two answered.
/// Shared with Grundy's game.
pub fn misere_verdict<G: Game + HasHeaps + 'static>(
    rule: &Rule,
    position: &G,
) -> Result<(Outcome, &'static str)> {
    let short = match quotient::misere_p(rule, position.heaps()) {
        Ok((_, _, p)) => return Ok((Outcome::from_lost(p), "quotient")),
        Err(short) => short,
    };
    if let Some(q) = quotient::kept(rule) {
        let p = past_the_quotient(&q, position.heaps(), |search| search.is_p(position.heaps()))?;
        return Ok((Outcome::from_lost(p), "search"));
    }
    // Bounded by the call's budget, or by MISERE_BUDGET positions outside any call.
    let limit = match budget::current() {
        Some(_) => usize::MAX,
        None => MISERE_BUDGET,
    };
    match Search::new(limit).solve(position) {
        Ok(solved) => Ok((solved.outcome, "search")),
        Err(e) => Err(misere_short(rule, position.heaps(), short, e)),
    }
}

/// A search's `too-large` as the misère refusal: how far the quotient is
/// known, and how large a position the search answers within the budget.
fn misere_short(rule: &Rule, heaps: &[u64], short: quotient::Short, error: Error) -> Error {
    if error.code() != "too-large" {
        return error;
    }
    let limits = budget::current().unwrap_or(Budget::DEFAULT);
    quotient::short_error(rule, heaps, short, misere_fits(rule, limits))
}

/// `question` asked of the search past `q`'s reach, within the call's budget
/// (the default outside a call), its refusal the misère one.
fn past_the_quotient<T>(
    q: &quotient::Quotients,
    heaps: &[u64],
    question: impl FnOnce(&mut quotient::Assisted<'_>) -> Result<T>,
) -> Result<T> {
    let limits = budget::current().unwrap_or(Budget::DEFAULT);
    let short = quotient::Short {
        known: q.heaps(),
        order: q.order(),
    };
    budget::within(limits, || question(&mut quotient::Assisted::new(q)))
        .map_err(|e| misere_short(q.rule(), heaps, short, e))
}

/// A position of heaps under one rule.
pub trait HasHeaps {
    /// The heaps, in the order they lie.
    fn heaps(&self) -> &[u64];
}

impl HasHeaps for Octal {
    fn heaps(&self) -> &[u64] {
        &self.heaps
    }
}

/// The explanation of a misère position of `rule`: the method, and what
/// the quotient says when it answered.
pub fn misere_explanation(rule: &Rule, heaps: &[u64], method: &str) -> Value {
    let mut e = Value::map([("rule", "misere".into())]);
    if !rule.unequal() {
        e.set("code", rule.code().into());
    }
    e.set("method", method.into());
    if method == "quotient" {
        if let Ok((q, _, _)) = quotient::misere_p(rule, heaps) {
            if let (Value::Map(into), Value::Map(fields)) =
                (&mut e, quotient::misere_explanation(&q, heaps))
            {
                into.extend(fields);
            }
        }
    }
    e
}

/// A move of a misère position of `rule` through its quotient: to a
/// P-position when there is one, else the smallest take. When the quotient
/// falls short of a heap but reaches some, through the search whose leaves
/// it answers (a P-position's move is then the first, not the longest
/// hold-out); `None` when the quotient reaches no heap, or no move is left.
pub fn misere_quotient_move(rule: &Rule, heaps: &[u64]) -> Result<Option<(usize, HeapMove)>> {
    let first = || {
        heaps
            .iter()
            .enumerate()
            .find_map(|(i, &n)| rule.first_move(n).map(|m| (i, m)))
    };
    if let Ok((q, _, _)) = quotient::misere_p(rule, heaps) {
        return Ok(quotient::move_to_p(&q, heaps).or_else(first));
    }
    let Some(q) = quotient::kept(rule) else {
        return Ok(None);
    };
    let found = past_the_quotient(&q, heaps, |search| search.move_to_p(heaps))?;
    Ok(found.or_else(first))
}

/// The first 1000 heaps with their values, their XOR, and the period: what
/// normal play's answer rests on. Shared with Grundy's game.
pub fn nimber_verdict(
    rule: &Rule,
    heaps: &[u64],
) -> Result<(u32, std::rc::Rc<crate::nimbers::Known>)> {
    let largest = heaps.iter().enumerate().max_by_key(|&(_, &n)| n);
    let (index, heap) = largest.map_or((0, 0), |(i, &n)| (i, n));
    let known = known_to(rule, heap, &cat(&["heaps[", &int_text(index as i128), "]"]))?;
    let mut nim_sum = 0;
    for &n in heaps {
        nim_sum ^= known.get(n).unwrap_or(0);
    }
    Ok((nim_sum, known))
}

/// The explanation of a normal-play position of `rule`.
pub fn nimber_explanation(rule: &Rule, heaps: &[u64]) -> Result<Value> {
    let (nim_sum, known) = nimber_verdict(rule, heaps)?;
    let mut listed = Vec::new();
    for &n in heaps.iter().take(1000) {
        listed.push(Value::object(&mut [
            ("size", n.into()),
            ("nimber", known.get(n).unwrap_or(0).into()),
        ]));
    }
    let period = known.period.map_or(Value::Null, |p| p.to_value());
    Ok(Value::object(&mut [
        ("rule", "normal".into()),
        ("heaps", Value::List(listed)),
        ("nimSum", nim_sum.into()),
        ("period", period),
        ("knownTo", (known.values.len() as u64 - 1).into()),
        ("method", "nimbers".into()),
    ]))
}

/// The winning move of a normal-play position of `rule`, else the smallest
/// take on the first heap that has a move; `None` when no move is left.
pub fn nimber_move(rule: &Rule, heaps: &[u64]) -> Result<Option<(usize, HeapMove)>> {
    let (nim_sum, known) = nimber_verdict(rule, heaps)?;
    if nim_sum != 0 {
        for (i, &n) in heaps.iter().enumerate() {
            let g = known.get(n).unwrap_or(0);
            if g ^ nim_sum < g {
                if let Some(mv) = rule.move_to_value(&known, n, g ^ nim_sum)? {
                    return Ok(Some((i, mv)));
                }
            }
        }
    }
    Ok(heaps
        .iter()
        .enumerate()
        .find_map(|(i, &n)| rule.first_move(n).map(|mv| (i, mv))))
}

/// A move of `rule` on `heaps` to a position of nimber `v`: on a heap whose
/// value can change to leave the XOR at `v`.
pub fn move_to_nimber(rule: &Rule, heaps: &[u64], v: u64) -> Result<Option<(usize, HeapMove)>> {
    let (nim_sum, known) = nimber_verdict(rule, heaps)?;
    let change = u64::from(nim_sum) ^ v;
    for (i, &n) in heaps.iter().enumerate() {
        let wanted = u64::from(known.get(n).unwrap_or(0)) ^ change;
        if let Ok(wanted) = u32::try_from(wanted) {
            if let Some(mv) = rule.move_to_value(&known, n, wanted)? {
                return Ok(Some((i, mv)));
            }
        }
    }
    Ok(None)
}

/// Why a position of `rule` has its nimber: each heap's value, by the
/// proved period (`how: "period"`) or the values worked out (`"values"`).
pub fn nimber_how(rule: &Rule, heaps: &[u64]) -> Option<Value> {
    let mut e = nimber_explanation(rule, heaps).ok()?;
    let how = if e.get("period") == Some(&Value::Null) {
        "values"
    } else {
        "period"
    };
    e.set("how", how.into());
    Some(e)
}

/// The heaps after `mv` on heap `heap`.
pub fn heaps_after(heaps: &[u64], heap: usize, leave: &[u64]) -> Vec<u64> {
    let mut after = Vec::with_capacity(heaps.len() + 1);
    after.extend_from_slice(&heaps[..heap]);
    after.extend_from_slice(leave);
    after.extend_from_slice(&heaps[heap + 1..]);
    after
}

/// `illegal-move`: heap `heap` of `count` is not there.
pub fn no_such_heap(heap: usize, count: usize) -> Error {
    Error::worded(
        ErrorKey::NoSuchHeap,
        "move.heap {heap} is not a heap; there are {count}",
    )
    .with("heap", heap)
    .with("count", count)
}

/// `too-large` past [`MAX_MOVES`](crate::game::MAX_MOVES) moves, or past
/// [`MAX_CELLS`](crate::game::MAX_CELLS) heap sizes in all (each move's
/// position copies every heap).
pub fn check_move_count(rule: &Rule, heaps: &[u64]) -> Result<()> {
    let total = heaps
        .iter()
        .fold(0u64, |sum, &n| sum.saturating_add(rule.move_count(n)));
    moves_writable(total, heaps.len(), "heaps")
}

/// A move of normal play on `heaps` that leaves an N-position, found from
/// the values without listing every move: the first, in the order `moves()`
/// lists them, whose leave's value is not the one that would make the
/// nim-sum 0 (Sprague–Grundy: a position is P exactly when its nim-sum is
/// 0); the first move there is when every move leaves P; `None` at the end.
pub fn giveaway_move(rule: &Rule, heaps: &[u64]) -> Result<Option<(usize, HeapMove)>> {
    let (nim_sum, known) = nimber_verdict(rule, heaps)?;
    for (i, &n) in heaps.iter().enumerate() {
        let to_p = nim_sum ^ known.get(n).unwrap_or(0);
        if let Some(mv) = rule.find_move(&known, n, &|v| v != to_p)? {
            return Ok(Some((i, mv)));
        }
    }
    Ok(heaps
        .iter()
        .enumerate()
        .find_map(|(i, &n)| rule.first_move(n).map(|mv| (i, mv))))
}

/// The largest total T such that the exact search answers every misère
/// position of `rule` with at most T objects in all within `limits`: at
/// most Σ_{k ≤ T} p(k) positions below it (multisets of heaps adding up to
/// at most T: a move never adds objects), each charged at most what the
/// search charges for the most moves and the longest key a position of T
/// can have, on a stack at most 2T deep (a take of 1 or more, or a split
/// adding a heap).
pub fn misere_fits(rule: &Rule, limits: Budget) -> u64 {
    const MOST: usize = 128;
    let mut partitions = [0u64; MOST + 1];
    partitions[0] = 1;
    for part in 1..=MOST {
        for k in part..=MOST {
            partitions[k] = partitions[k].saturating_add(partitions[k - part]);
        }
    }
    // The most moves a position of total k has: a heap h and the best of k − h.
    let mut most_moves = [0u64; MOST + 1];
    let (mut positions, mut fits) = (0u64, 0);
    for total in 0..=MOST {
        for h in 1..=total {
            let moves = rule.move_count(h as u64) + most_moves[total - h];
            most_moves[total] = most_moves[total].max(moves);
        }
        positions = positions.saturating_add(partitions[total]);
        let (moves, key) = (most_moves[total], KEY_BYTES + 8 * total as u64);
        let (steps, bytes) = key_cost(key as usize);
        let work = positions.saturating_mul(1 + moves * steps);
        let frames = (2 * total as u64 + 1) * (64 + key + moves * bytes);
        let memory = positions.saturating_mul(key + 64).saturating_add(frames);
        if work > limits.work || memory > limits.memory {
            break;
        }
        fits = total as u64;
    }
    fits
}

/// The longest memo key of an octal position besides 8 bytes a heap (a
/// test holds it).
const KEY_BYTES: u64 = 96;

impl Octal {
    /// Whether the rule is Kayles, whose misère play Sibert and Conway solved.
    fn is_kayles(&self) -> bool {
        self.rule.code() == "0.77"
    }

    fn as_kayles(&self) -> Kayles {
        Kayles {
            rows: self.heaps.clone(),
            misere: self.misere,
        }
    }

    fn misere_verdict(&self) -> Result<(Outcome, &'static str)> {
        if self.is_kayles() {
            return Ok((self.as_kayles().verdict()?.outcome, "sibert-conway"));
        }
        misere_verdict(&self.rule, self)
    }

    /// The exact search for misère play: bounded by the call's budget, or
    /// by [`MISERE_BUDGET`] positions outside any call.
    fn misere_search() -> Search {
        Search::new(match budget::current() {
            Some(_) => usize::MAX,
            None => MISERE_BUDGET,
        })
    }

    /// A search's `too-large` as misère play's: what was too large, and
    /// how large a position the search answers within the budget.
    fn misere_refused(&self, error: Error) -> Error {
        if error.code() != "too-large" {
            return error;
        }
        let total = total(&self.heaps);
        let fits = match budget::current() {
            Some(limits) => misere_fits(&self.rule, limits),
            None => misere_fits(&self.rule, Budget::DEFAULT),
        };
        let template = match self.heaps.len() {
            1 => "misère {rule} on a heap of {total} is past the exact search within one call's budget; it answers every position of up to {fits} in all, and a larger {option} goes further",
            _ => "misère {rule} on {heaps} heaps ({total} in all) is past the exact search within one call's budget; it answers every position of up to {fits} in all, and a larger {option} goes further",
        };
        Error::worded(ErrorKey::MisereTooLarge, template)
            .with("rule", self.rule.code())
            .with("heaps", self.heaps.len())
            .with("total", total)
            .with("fits", fits)
            .with("option", "options.budget.work")
    }
}

impl Game for Octal {
    type Move = OctalMove;

    fn moves(&self) -> Result<Vec<(OctalMove, Octal)>> {
        check_move_count(&self.rule, &self.heaps)?;
        let mut list = Vec::new();
        for (heap, &n) in self.heaps.iter().enumerate() {
            for HeapMove { take, leave } in self.rule.moves_of(n) {
                let after = Octal {
                    heaps: heaps_after(&self.heaps, heap, &leave),
                    ..self.clone()
                };
                list.push((OctalMove { heap, take, leave }, after));
            }
        }
        Ok(list)
    }

    either_rule!();

    fn canonical(&self) -> Octal {
        Octal {
            rule: self.rule.clone(),
            subtract: None,
            heaps: multiset(&self.heaps),
            misere: self.misere,
        }
    }
}

impl Position for Octal {
    const ID: &'static str = "octal";

    fn info() -> Value {
        let example = Value::object(&mut [
            ("game", "octal".into()),
            ("code", "0.6".into()),
            ("heaps", Value::list([10u64, 7])),
        ]);
        let names = [
            "Take-and-break (octal code)",
            "取子分堆遊戲（八進制碼）",
            "取子分堆游戏（八进制码）",
        ];
        let parameters = vec![
            parameter("code", "code", "0.77".into(), None, &[]),
            counts_parameter("heaps", &[12]),
            misere_parameter(),
        ];
        entry(Octal::ID, names, parameters, vec![], example)
    }

    fn read(fields: &mut Fields<'_>) -> Result<Octal> {
        let (rule, subtract) = read_rule(fields)?;
        let heaps = fields.counts("heaps", None, 0, u64::MAX)?;
        let misere = fields.flag("misere", false)?;
        Ok(Octal {
            rule,
            subtract,
            heaps,
            misere,
        })
    }

    fn to_value(&self) -> Value {
        let rule = match &self.subtract {
            Some(set) => ("subtract", Value::counts(set)),
            None => ("code", self.rule.code().into()),
        };
        Value::object(&mut [
            ("game", Octal::ID.into()),
            rule,
            ("heaps", Value::counts(&self.heaps)),
            ("misere", self.misere.into()),
        ])
    }

    fn read_move(&self, mv: &Value) -> Result<OctalMove> {
        let mut fields = Fields::new(mv, "move.", "the move")?;
        let last = self.heaps.len().saturating_sub(1) as u64;
        let heap = fields.count("heap", 0, last)? as usize;
        let take = fields.count("take", 0, u64::MAX)?;
        let leave = fields.counts("leave", None, 0, u64::MAX)?;
        fields.finish()?;
        Ok(OctalMove { heap, take, leave })
    }

    fn move_value(&self, mv: &OctalMove) -> Value {
        Value::object(&mut [
            ("heap", mv.heap.into()),
            ("take", mv.take.into()),
            ("leave", Value::counts(&mv.leave)),
        ])
    }

    fn play(&self, mv: &OctalMove) -> Result<Octal> {
        let Some(&n) = self.heaps.get(mv.heap) else {
            return Err(no_such_heap(mv.heap, self.heaps.len()));
        };
        self.rule.refuse(mv.heap, n, mv.take, &mv.leave)?;
        Ok(Octal {
            heaps: heaps_after(&self.heaps, mv.heap, &mv.leave),
            ..self.clone()
        })
    }

    fn classify(&self) -> Result<Classification> {
        if self.misere {
            // One verdict: past the quotient it is a search.
            let (outcome, method) = self.misere_verdict()?;
            let explanation = misere_explanation(&self.rule, &self.heaps, method);
            return Ok(Classification::new(outcome, explanation));
        }
        let mut answer = self.verdict()?;
        let mut e = nimber_explanation(&self.rule, &self.heaps)?;
        e.set("code", self.rule.code().into());
        answer.explanation = e;
        Ok(answer)
    }

    fn verdict(&self) -> Result<Classification> {
        if self.misere {
            let (outcome, _) = self.misere_verdict()?;
            return Ok(Classification::new(outcome, Value::Null));
        }
        let (nim_sum, _) = nimber_verdict(&self.rule, &self.heaps)?;
        let mut answer = Classification::new(Outcome::from_lost(nim_sum == 0), Value::Null);
        answer.nimber = Some(u64::from(nim_sum));
        Ok(answer)
    }

    fn best_move(&self) -> Result<Option<OctalMove>> {
        if self.misere {
            if self.is_kayles() {
                return Ok(self.as_kayles().best_move()?.map(|k| {
                    let n = self.heaps[k.row];
                    let leave = [k.start, n - k.start - k.take];
                    OctalMove {
                        heap: k.row,
                        take: k.take,
                        leave: leave.iter().copied().filter(|&h| h > 0).collect(),
                    }
                }));
            }
            if let Some((heap, m)) = misere_quotient_move(&self.rule, &self.heaps)? {
                return Ok(Some(OctalMove {
                    heap,
                    take: m.take,
                    leave: m.leave,
                }));
            }
            // One search: what solving the position learned answers its moves.
            let mut search = Octal::misere_search();
            let best = search.solve(self).and_then(|_| search.best_move(self));
            return Ok(best.map_err(|e| self.misere_refused(e))?.map(|(mv, _)| mv));
        }
        Ok(
            nimber_move(&self.rule, &self.heaps)?.map(|(heap, m)| OctalMove {
                heap,
                take: m.take,
                leave: m.leave,
            }),
        )
    }

    fn move_to_nimber(&self, v: u64) -> Result<Option<OctalMove>> {
        Ok(
            move_to_nimber(&self.rule, &self.heaps, v)?.map(|(heap, m)| OctalMove {
                heap,
                take: m.take,
                leave: m.leave,
            }),
        )
    }

    fn nimber_how(&self) -> Option<Value> {
        let mut e = nimber_how(&self.rule, &self.heaps)?;
        e.set("code", self.rule.code().into());
        Some(e)
    }

    fn searchable(&self) -> bool {
        total(&self.heaps) <= 20
    }

    /// Normal play: the one move [`giveaway_move`] finds; misère play:
    /// every move.
    fn giveaway_moves(&self) -> Result<Vec<(OctalMove, Octal)>> {
        if self.misere {
            return self.moves();
        }
        let Some((heap, HeapMove { take, leave })) = giveaway_move(&self.rule, &self.heaps)? else {
            return Ok(Vec::new());
        };
        let after = Octal {
            heaps: heaps_after(&self.heaps, heap, &leave),
            ..self.clone()
        };
        Ok(vec![(OctalMove { heap, take, leave }, after)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tests::multisets;

    /// `misere_fits` counts a key of at most `KEY_BYTES` and 8 bytes a heap.
    #[test]
    fn an_octal_key_is_at_most_its_bound() {
        use crate::brute::Node;
        let longest = format!("4.{}", "7".repeat(32));
        for code in ["0.6", "0.07", longest.as_str()] {
            for heaps in [vec![], vec![5], vec![1; 40], (1..100).collect()] {
                let position = Octal {
                    rule: Rule::octal(code, "code").unwrap(),
                    subtract: Some(vec![1, 2, 3]),
                    heaps: heaps.clone(),
                    misere: true,
                };
                let key = position.key().len() as u64;
                assert!(
                    key <= KEY_BYTES + 8 * heaps.len() as u64,
                    "{code} {heaps:?}: {key}"
                );
            }
        }
    }
    use crate::games::{kayles, subtraction::Subtraction};
    use crate::nimbers::{prove_period, values};
    use crate::value::Value;

    fn octal(code: &str, heaps: &[u64], misere: bool) -> Octal {
        Octal {
            rule: Rule::octal(code, "code").unwrap(),
            subtract: None,
            heaps: heaps.to_vec(),
            misere,
        }
    }

    #[test]
    fn kayles_is_0_77_in_normal_and_misere_play() {
        let g = values(&Rule::octal("0.77", "code").unwrap(), 2000, |_| {}).unwrap();
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(u64::from(v), kayles::grundy(n as u64), "G({n})");
        }
        // Misère: the search over the octal rules agrees with Sibert–Conway.
        let rule = Rule::octal("0.77", "code").unwrap();
        for heaps in multisets(16) {
            let position = octal("0.77", &heaps, true);
            let searched = Search::new(MISERE_BUDGET).solve(&position).unwrap();
            let k = Kayles {
                rows: heaps.clone(),
                misere: true,
            };
            assert_eq!(searched.outcome, k.verdict().unwrap().outcome, "{heaps:?}");
            assert_eq!(position.rule, rule);
        }
    }

    #[test]
    fn take_1_to_k_is_the_code_of_k_threes() {
        for k in 1..=32u64 {
            let code = format!("0.{}", "3".repeat(k as usize));
            let rule = Rule::octal(&code, "code").unwrap();
            let g = values(&rule, 300, |_| {}).unwrap();
            for (n, &v) in g.iter().enumerate() {
                let s = Subtraction {
                    pile: n as u64,
                    max: k,
                    misere: false,
                };
                assert_eq!(
                    Some(u64::from(v)),
                    s.verdict().unwrap().nimber,
                    "{code} G({n})"
                );
            }
            let p = prove_period(&rule, &g).unwrap();
            assert_eq!((p.start, p.length), (0, k + 1), "{code}");
        }
    }

    #[test]
    fn huge_heaps_follow_the_proved_period() {
        let rule = Rule::octal("0.07", "code").unwrap();
        let g = values(&rule, 4000, |_| {}).unwrap();
        for heaps in [
            vec![u64::MAX],
            vec![u64::MAX, 1 << 40, 123_456_789_012],
            vec![1_000_000_000_000, 17, 999_999_999_999],
        ] {
            let position = octal("0.07", &heaps, false);
            let expected = heaps.iter().fold(0u64, |x, &n| {
                let i = if n < 4000 {
                    n
                } else {
                    53 + (n - 53) % 34 + 34 * 60
                };
                x ^ u64::from(g[i as usize])
            });
            assert_eq!(
                position.classify().unwrap().nimber,
                Some(expected),
                "{heaps:?}"
            );
            if expected != 0 {
                let mv = position.best_move().unwrap().unwrap();
                let after = position.play(&mv).unwrap();
                assert_eq!(
                    after.verdict().unwrap().outcome,
                    Outcome::P,
                    "{heaps:?} {mv:?}"
                );
            }
        }
    }

    #[test]
    fn bad_codes_sets_and_heaps_are_refused_by_name() {
        let read = |state: Value| crate::api::classify(&state);
        let state = |rule: (&'static str, Value), heaps: Value| {
            Value::map([
                ("game", Value::from("octal")),
                (rule.0, rule.1),
                ("heaps", heaps),
            ])
        };
        let err = read(state(("code", "0.8".into()), Value::list([3u64]))).unwrap_err();
        assert_eq!(
            (err.code(), err.message().starts_with("code must be")),
            ("bad-state", true),
            "{err}"
        );
        let err = read(state(
            ("subtract", Value::list([0u64, 2])),
            Value::list([3u64]),
        ))
        .unwrap_err();
        assert!(err.message().starts_with("subtract[0]"), "{err}");
        let err = read(state(
            ("subtract", Value::list([2u64, 2])),
            Value::list([3u64]),
        ))
        .unwrap_err();
        assert!(err.message().contains("subtract[1] repeats 2"), "{err}");
        // Officers has no period known: a heap past the budget is too large, by name.
        let err = read(state(("code", "0.6".into()), Value::list([5u64, 1 << 40]))).unwrap_err();
        assert_eq!(err.code(), "too-large");
        assert!(
            err.message().starts_with("heaps[1] is 1099511627776"),
            "{err}"
        );
        assert!(err.message().contains("known up to"), "{err}");
        // A subtraction set reads as its code, and keeps its spelling.
        let answer = read(state(
            ("subtract", Value::list([1u64, 3, 4])),
            Value::list([7u64]),
        ))
        .unwrap();
        assert_eq!(answer.get("outcome"), Some(&Value::from("P")));
        let moved = crate::api::best_move(&state(
            ("subtract", Value::list([1u64, 3, 4])),
            Value::list([8u64]),
        ))
        .unwrap();
        let left = moved.get("state").unwrap();
        assert_eq!(left.get("subtract"), Some(&Value::list([1u64, 3, 4])));
        assert_eq!(left.get("heaps"), Some(&Value::list([7u64])));
    }

    #[test]
    fn nimbers_of_the_api_and_their_errors() {
        let rule = Value::map([("game", Value::from("octal")), ("code", "0.77".into())]);
        let known = crate::api::nimbers(&rule, &Value::from(200u64)).unwrap();
        assert_eq!(known.values.len(), 201);
        let p = known.period.unwrap();
        assert_eq!((p.start, p.length, p.checked_to), (71, 12, 167));
        let kayles = Value::map([("game", Value::from("kayles"))]);
        assert_eq!(
            crate::api::nimbers(&kayles, &Value::from(200u64))
                .unwrap()
                .values,
            known.values
        );
        let take3 = Value::map([("game", Value::from("subtraction")), ("max", 3u64.into())]);
        let k = crate::api::nimbers(&take3, &Value::from(10u64)).unwrap();
        assert_eq!(k.values, [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2]);
        assert_eq!(k.period.map(|p| (p.start, p.length)), Some((0, 4)));
        // Past what the values prove: said as exactly that.
        let short = crate::api::nimbers(&rule, &Value::from(100u64)).unwrap();
        assert_eq!(short.period, None);
        let err = crate::api::nimbers(&rule, &Value::from(1u64 << 26)).unwrap_err();
        assert_eq!(err.code(), "too-large");
        assert!(err.message().starts_with("n is 67108864"), "{err}");
        // Not a heap game's rule: a game with no take-and-break code, none,
        // a misère state.
        for (state, code) in [
            (Value::map([("game", Value::from("nim"))]), "bad-state"),
            (Value::map([("game", Value::from("chess"))]), "unknown-game"),
            (
                Value::map([("game", Value::from("kayles")), ("misere", true.into())]),
                "bad-state",
            ),
        ] {
            let err = crate::api::nimbers(&state, &Value::from(3u64)).unwrap_err();
            assert_eq!(err.code(), code, "{state:?}");
        }
        let grundy = Value::map([("game", Value::from("grundy"))]);
        let g = crate::api::nimbers(&grundy, &Value::from(12u64)).unwrap();
        // Grundy's game: 0 0 0 1 0 2 1 0 2 1 0 2 1 (Winning Ways).
        assert_eq!(g.values, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1]);
        assert_eq!(g.period, None);
    }

    #[test]
    fn play_refuses_what_the_code_forbids() {
        let position = octal("0.137", &[5, 1, 4], false);
        // 0.137: take 1 only as the whole heap; take 2 leaving one; take 3 any way.
        let refused = |heap, take, leave: &[u64]| {
            position
                .play(&OctalMove {
                    heap,
                    take,
                    leave: leave.to_vec(),
                })
                .unwrap_err()
                .code()
        };
        assert_eq!(refused(0, 1, &[4]), "illegal-move");
        assert_eq!(refused(0, 2, &[1, 2]), "illegal-move");
        assert_eq!(refused(0, 3, &[1, 2]), "illegal-move");
        assert_eq!(refused(3, 1, &[]), "illegal-move");
        assert!(position
            .play(&OctalMove {
                heap: 1,
                take: 1,
                leave: vec![]
            })
            .is_ok());
        assert!(position
            .play(&OctalMove {
                heap: 0,
                take: 3,
                leave: vec![1, 1]
            })
            .is_ok());
    }
}
