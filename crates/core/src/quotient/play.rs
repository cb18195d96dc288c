//! The quotients the API keeps, one a rule, extended as positions need
//! them within a budget a call, and what a quotient answers about a
//! position: its element (the product of its heaps' elements), its misère
//! outcome (whether that element lies in the P-portion), a move to a
//! P-position, the explanation, and `quotient(rule, n)` itself.

use std::cell::RefCell;
use std::rc::Rc;

use super::quotients::Quotients;
use super::work::{Halt, Work};
use crate::error::{Error, ErrorKey, Result};
use crate::nimbers::{HeapMove, Rule};
use crate::value::Value;

/// Steps a construction may spend outside any call (within one, the
/// call's budget decides): about a second of one core in the main wasm.
pub const QUOTIENT_WORK: u64 = 150_000_000;

/// The largest table a construction may build outside any call, in bytes;
/// within one, a quarter of the call's memory (64 MB of the default).
pub const QUOTIENT_MEMORY: u64 = 64 << 20;

/// The work (in the construction's steps) and the largest table a
/// construction may take now: `share` of what the call has left (1 all of
/// it, 2 half), so that a caller's larger `options.budget` reaches as far
/// as it pays for; [`QUOTIENT_WORK`] and [`QUOTIENT_MEMORY`] outside a call.
fn limits(share: u64) -> (u64, u64) {
    crate::budget::current().map_or((QUOTIENT_WORK, QUOTIENT_MEMORY), |b| {
        let left = b.work.saturating_sub(crate::budget::spent().work);
        (left / share.max(1) / super::work::STEP_WEIGHT, b.memory / 4)
    })
}

/// The most elements a quotient the API works with may have.
pub const MAX_ORDER: usize = 100_000;

/// The largest n `quotient(rule, n)` lists Φ to.
pub const MAX_PHI: u64 = 1 << 20;

/// The multiplication table is listed up to this order.
pub const MAX_TABLE: usize = 1024;

/// How many rules' quotients are kept.
const REMEMBERED: usize = 8;

struct Kept {
    quotients: Rc<Quotients>,
    /// Why the last extension stopped, if it did, and the work it was
    /// allowed: the quotient is extended again only by a call allowed more.
    stopped: Option<(Halt, u64)>,
}

thread_local! {
    static KEPT: RefCell<Vec<Kept>> = const { RefCell::new(Vec::new()) };
}

/// How far a rule's quotient reaches, when it does not reach a heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Short {
    /// The largest heap worked out.
    pub known: usize,
    /// |Q| there.
    pub order: usize,
}

/// The quotient of `rule` covering heaps up to `largest` (any size once Φ
/// is proved periodic), extended within this call's budget; else how far
/// it reaches.
///
/// `share`: the part of the call's remaining budget the construction may
/// spend (1 all of it, 2 half, leaving the rest to the search that follows
/// a misère verdict the quotient cannot give).
pub fn covering(
    rule: &Rule,
    largest: u64,
    share: u64,
) -> std::result::Result<Rc<Quotients>, Short> {
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        let at = match kept.iter().position(|k| k.quotients.rule() == rule) {
            Some(at) => at,
            None => {
                if kept.len() >= REMEMBERED {
                    kept.remove(0);
                }
                kept.push(Kept {
                    quotients: Rc::new(Quotients::new(rule)),
                    stopped: None,
                });
                kept.len() - 1
            }
        };
        let entry = &mut kept[at];
        let short = |q: &Quotients| Short {
            known: q.heaps(),
            order: q.order(),
        };
        if entry.quotients.covers(largest) {
            return Ok(entry.quotients.clone());
        }
        let (allowed, memory) = limits(share);
        if entry.stopped.is_some_and(|(_, tried)| tried >= allowed) {
            return Err(short(&entry.quotients));
        }
        // The call extends a copy, held of its budget while it lives.
        let copy = entry.quotients.bytes();
        if crate::budget::hold(copy).is_err() {
            return Err(short(&entry.quotients));
        }
        let mut q = (*entry.quotients).clone();
        let to = usize::try_from(largest.min(MAX_PHI)).unwrap_or(usize::MAX);
        let mut work = Work::new(allowed, memory);
        let mut stopped = q.extend_to(to, &mut work).err();
        drop(work);
        crate::budget::release(copy);
        if q.order() > MAX_ORDER {
            stopped = Some(Halt::Size(q.order()));
        }
        if stopped.is_none() && !q.covers(largest) {
            // Past MAX_PHI with no period: no budget reaches further.
            stopped = Some(Halt::Budget);
        }
        entry.quotients = Rc::new(q);
        entry.stopped = stopped.map(|halt| (halt, allowed));
        if entry.quotients.covers(largest) && entry.quotients.order() <= MAX_ORDER {
            Ok(entry.quotients.clone())
        } else {
            Err(short(&entry.quotients))
        }
    })
}

/// The element of a position through its rule's quotient, and whether it
/// lies in the P-portion (the position is then a misère P-position).
pub fn misere_p(
    rule: &Rule,
    heaps: &[u64],
) -> std::result::Result<(Rc<Quotients>, u32, bool), Short> {
    let largest = heaps.iter().copied().max().unwrap_or(0);
    let q = covering(rule, largest, 2)?;
    let x = q.element_of(heaps).ok_or(Short {
        known: q.heaps(),
        order: q.order(),
    })?;
    let p = q.is_p(x);
    Ok((q, x, p))
}

/// The moves of a heap of `n` whose options' elements stand for all of
/// them: every move, except that with a proved period a split tries one
/// smaller piece a residue past the start (both pieces then repeat with
/// the period, so the pair's element depends on the smaller mod the length).
fn heap_moves(q: &Quotients, n: u64) -> crate::nimbers::HeapMoves<'_> {
    let smaller = q.period().map_or(u64::MAX, |p| p.start + p.length + 1);
    q.rule().moves_of_to(n, smaller)
}

/// A move to a misère P-position, through the quotient (which covers every
/// heap): the heap, and the move on it.
pub fn move_to_p(q: &Quotients, heaps: &[u64]) -> Option<(usize, HeapMove)> {
    let elements: Vec<u32> = heaps.iter().map(|&h| q.phi(h)).collect::<Option<_>>()?;
    // The product of the heaps before each heap, and after it.
    let mut before = vec![0u32; heaps.len() + 1];
    for i in 0..heaps.len() {
        before[i + 1] = q.product(before[i], elements[i]);
    }
    let mut after = vec![0u32; heaps.len() + 1];
    for i in (0..heaps.len()).rev() {
        after[i] = q.product(after[i + 1], elements[i]);
    }
    for (i, &n) in heaps.iter().enumerate() {
        let rest = q.product(before[i], after[i + 1]);
        for m in heap_moves(q, n) {
            let mut x = rest;
            for &h in &m.leave {
                x = q.product(x, q.phi(h)?);
            }
            if q.is_p(x) {
                return Some((i, m));
            }
        }
    }
    None
}

/// What the quotient says of a misère position, for its explanation:
/// `quotient` (order, pSize, presentation, knownTo, period), each heap's
/// `element` (the first 1000 heaps), the `product`, and `inP`.
pub fn misere_explanation(q: &Quotients, heaps: &[u64]) -> Value {
    let mut listed = Vec::new();
    for &h in heaps.iter().take(1000) {
        let name = q.phi(h).map_or(Value::Null, |x| q.name(x).into());
        listed.push(Value::map([("size", h.into()), ("element", name)]));
    }
    let product = q.element_of(heaps);
    Value::map([
        ("quotient", summary(q)),
        ("heaps", Value::List(listed)),
        ("product", product.map_or(Value::Null, |x| q.name(x).into())),
        ("inP", product.is_some_and(|x| q.is_p(x)).into()),
    ])
}

/// `{order, pSize, presentation, pPortion, knownTo, period}`: the
/// quotient in a few fields (the P-portion's names while it has at most 64).
fn summary(q: &Quotients) -> Value {
    let p_portion = if q.p_size() <= 64 {
        Value::list(q.p_portion().iter().map(|&x| q.name(x)))
    } else {
        Value::Null
    };
    Value::map([
        ("order", q.order().into()),
        ("pSize", q.p_size().into()),
        ("presentation", q.presentation().into()),
        ("pPortion", p_portion),
        ("knownTo", q.heaps().into()),
        ("period", q.period().map_or(Value::Null, |p| p.to_value())),
    ])
}

/// `too-large` for a misère position neither its quotient nor the exact
/// search beyond it answers within the call's budget, naming its largest
/// heap; `fits`: the total the search answers every position of.
pub fn short_error(rule: &Rule, heaps: &[u64], short: Short, fits: u64) -> Error {
    let (index, &size) = heaps
        .iter()
        .enumerate()
        .max_by_key(|&(_, &h)| h)
        .unwrap_or((0, &0));
    Error::of(ErrorKey::MisereQuotientShort)
        .with("rule", rule.name())
        .with("field", format!("heaps[{index}]"))
        .with("size", size)
        .with("known", short.known)
        .with("order", short.order)
        .with("fits", fits)
        .with("option", "options.budget.work")
}

/// The quotient of `rule` as far as it is worked out, once it reaches heap
/// 1 (and within [`MAX_ORDER`] elements): the leaves of
/// [`super::Assisted`]'s search.
pub fn kept(rule: &Rule) -> Option<Rc<Quotients>> {
    KEPT.with(|kept| {
        kept.borrow()
            .iter()
            .find(|k| k.quotients.rule() == rule)
            .map(|k| k.quotients.clone())
    })
    .filter(|q| q.heaps() > 0 && q.order() <= MAX_ORDER)
}

/// `quotient(rule, n)`, with Φ and the table apart so that the binding can
/// hand them to JS as typed arrays: `value` holds the other fields in
/// order, `phi` and `table` null.
pub struct QuotientAnswer {
    /// `{order, pSize, phi: null, pPortion, presentation, table: null,
    /// period, elements, generators, knownTo}`.
    pub value: Value,
    /// Φ(0..=n) as element numbers.
    pub phi: Vec<u32>,
    /// The multiplication table, while the order is at most [`MAX_TABLE`].
    pub table: Option<Vec<u32>>,
}

impl QuotientAnswer {
    /// The whole answer as one value (Φ and the table as lists).
    pub fn into_value(self) -> Value {
        let mut value = self.value;
        value.set("phi", Value::list(self.phi));
        value.set("table", self.table.map_or(Value::Null, Value::list));
        value
    }
}

/// `too-large` for `quotient(rule, n)`: how far the quotient is known.
fn past_the_budget(rule: &Rule, n: u64, short: Short) -> Error {
    Error::of(ErrorKey::QuotientTooLarge)
        .with("field", "n")
        .with("rule", rule.name())
        .with("size", n)
        .with("known", short.known)
        .with("order", short.order)
        .with("option", "options.budget.work")
}

/// Q_n of `rule`, within the budget; `n` was read as the field `n`.
pub fn quotient_answer(rule: &Rule, n: u64) -> Result<QuotientAnswer> {
    if n > MAX_PHI {
        return Err(Error::of(ErrorKey::QuotientN)
            .with("field", "n")
            .with("size", n)
            .with("max", MAX_PHI));
    }
    let q = covering(rule, n, 1).map_err(|short| {
        if short.order > MAX_ORDER {
            Error::of(ErrorKey::QuotientOrder)
                .with("rule", rule.name())
                .with("heap", short.known)
                .with("max", MAX_ORDER)
        } else {
            past_the_budget(rule, n, short)
        }
    })?;
    // The quotient kept may reach past n; Q_n is it only when no generator
    // was added past n (a conservative extension keeps the monoid), else it
    // is worked out afresh to n.
    let q = if q.changes().iter().any(|&h| u64::from(h) > n) {
        let mut fresh = Quotients::new(rule);
        let to = usize::try_from(n).unwrap_or(usize::MAX);
        fresh
            .extend_to(to, &mut {
                let (allowed, memory) = limits(1);
                Work::new(allowed, memory)
            })
            .map_err(|_| {
                let short = Short {
                    known: fresh.heaps(),
                    order: fresh.order(),
                };
                past_the_budget(rule, n, short)
            })?;
        Rc::new(fresh)
    } else {
        q
    };
    // Φ and the table, 4 bytes an entry, held before they are made.
    let listed = (n + 1)
        + if q.order() <= MAX_TABLE {
            (q.order() * q.order()) as u64
        } else {
            0
        };
    crate::budget::hold(4 * listed)?;
    let phi: Vec<u32> = (0..=n).filter_map(|h| q.phi(h)).collect();
    let table = (q.order() <= MAX_TABLE).then(|| q.table());
    let generators: Vec<u64> = q.generator_heaps().iter().map(|&h| u64::from(h)).collect();
    let value = Value::map([
        ("order", q.order().into()),
        ("pSize", q.p_size().into()),
        ("phi", Value::Null),
        ("pPortion", Value::list(q.p_portion())),
        ("presentation", q.presentation().into()),
        ("table", Value::Null),
        ("period", q.period().map_or(Value::Null, |p| p.to_value())),
        (
            "elements",
            Value::list((0..q.order() as u32).map(|x| q.name(x))),
        ),
        ("generators", Value::list(generators)),
        ("knownTo", q.heaps().into()),
    ]);
    Ok(QuotientAnswer { value, phi, table })
}
