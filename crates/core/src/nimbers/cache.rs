//! The values of the last few rules asked about, kept between calls: a page
//! asks many questions of one game, and every move's verdict needs them.
//! A question extends what is kept, four times further each time, until
//! the values answer it or prove a period (Guy and Smith's theorem, see
//! [`period`](super::period)), within the call's budget.

use std::cell::RefCell;
use std::rc::Rc;

use super::period::{prove_period_within, Known};
use super::rule::Rule;
use super::runs::{extend_values, past_known, VALUE_BYTES};
use crate::budget;
use crate::error::Result;

/// The most values a position's question works out (without a period)
/// outside any call; within one, the call's budget decides.
pub const VALUE_BUDGET: usize = 1 << 17;

/// How many rules' values are kept.
const REMEMBERED: usize = 4;

/// The most values kept for one rule between calls (16 MB): what a call
/// given a larger budget works out past it is not kept.
const KEPT: usize = 1 << 22;

thread_local! {
    static KNOWN: RefCell<Vec<(Rule, Rc<Known>)>> =
        const { RefCell::new(Vec::new()) };
}

/// G up to at least `heap` (or a proved period): the values known from
/// earlier calls, extended four times further each time until they answer,
/// as far as the call's budget reaches (or [`VALUE_BUDGET`] outside any
/// call); `too-large` past that, naming `field` and how far they are known.
/// A heap under a proved period is answered without the engine.
pub fn known_to(rule: &Rule, heap: u64, field: &str) -> Result<Rc<Known>> {
    let cached = KNOWN.with(|cell| {
        cell.borrow()
            .iter()
            .find(|(r, _)| r == rule)
            .map(|(_, k)| k.clone())
    });
    if let Some(known) = &cached {
        if known.get(heap).is_some() {
            return Ok(known.clone());
        }
    }
    let mut g = cached.map_or_else(Vec::new, |k| k.values.clone());
    let most = match budget::current() {
        Some(_) => usize::MAX,
        None => VALUE_BUDGET,
    };
    // Four times as far each time, for a period; no further than the heap.
    let most = most.min(usize::try_from(heap).unwrap_or(usize::MAX).max(1024));
    let mut to = (4 * g.len()).clamp(1024, most);
    let proved = loop {
        let grown =
            budget::hold(((to + 1).saturating_sub(g.len()) as u64).saturating_mul(VALUE_BYTES))
                .and_then(|()| extend_values(rule, &mut g, to));
        let period = grown.and_then(|()| prove_period_within(rule, &g));
        match period {
            Ok(None) if (g.len() as u64) <= heap && to < most => {
                to = to.saturating_mul(4).min(most)
            }
            other => break other,
        }
    };
    let known = Rc::new(Known {
        values: g,
        period: proved.as_ref().ok().copied().flatten(),
    });
    if known.values.len() <= KEPT {
        KNOWN.with(|cell| {
            let mut list = cell.borrow_mut();
            list.retain(|(r, _)| r != rule);
            if list.len() >= REMEMBERED {
                list.remove(0);
            }
            list.push((rule.clone(), known.clone()));
        });
    }
    match proved {
        Err(e) if e.code() != "too-large" => Err(e),
        _ if known.get(heap).is_some() => Ok(known),
        _ => Err(past_known(rule, field, heap, known.values.len())),
    }
}
