//! One budget for every call (docs/DESIGN.md, "One budget for every
//! call"): the work a call may do and the memory it may hold, counted as the
//! work goes, so that every call answers or refuses (`too-large`) within
//! about 2 s of one core and 256 MB, whatever the position.
//!
//! The API's functions run [`within`] a [`Budget`]; whatever works inside
//! charges it: [`charge`] counts steps of work, [`hold`] and [`release`] the
//! bytes held. The check comes with each charge, so a refusal arrives as
//! soon as the budget is spent, not after the work. Outside any call (the
//! Lab's engine, the command line, a test calling an engine directly)
//! nothing is counted and every charge succeeds.
//!
//! A step is the unit of the cheapest inner loops: one 8-byte count copied,
//! hashed or compared when the search lists a position's moves, one option
//! marked by the nimber engine. Each worker charges what it does in steps;
//! [`Budget::DEFAULT`] is what the slowest of them does in well under a
//! second of one core here (`scripts/bench-bounds.mjs` measures it, and
//! `docs/PERFORMANCE.md` keeps its figures). Memory is an estimate of the
//! bytes a worker keeps (the search's memo and its open positions, the
//! nimber engine's values), made before it allocates them.
//!
//! A worker that knows its cost before it starts (the values of `n` heaps)
//! holds it first and refuses at once.

use std::cell::Cell;

use crate::error::{Error, ErrorKey, Result};

/// The work and memory one call may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Steps of work (see the module's docs).
    pub work: u64,
    /// Bytes held at once, as the workers estimate them.
    pub memory: u64,
}

impl Budget {
    /// What every call gets unless its caller asks for more: answered or
    /// refused within about a second of one core and 256 MB here.
    pub const DEFAULT: Budget = Budget {
        work: 400_000_000,
        memory: 256 << 20,
    };

    /// The most memory a budget may name: all a wasm32 instance can address.
    pub const MAX_MEMORY: u64 = 4 << 30;
}

/// What a call spent: the steps it counted and the most bytes it held at once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Spent {
    /// Steps of work.
    pub work: u64,
    /// The most bytes held at once.
    pub memory: u64,
}

/// The call's counts. Outside a call the limits are unbounded, so a charge
/// needs no test of whether a call is open.
struct Meter {
    limits: Cell<Budget>,
    work: Cell<u64>,
    held: Cell<u64>,
    peak: Cell<u64>,
    open: Cell<bool>,
}

const UNBOUNDED: Budget = Budget {
    work: u64::MAX,
    memory: u64::MAX,
};

thread_local! {
    static METER: Meter = const {
        Meter {
            limits: Cell::new(UNBOUNDED),
            work: Cell::new(0),
            held: Cell::new(0),
            peak: Cell::new(0),
            open: Cell::new(false),
        }
    };
}

/// Runs `call` under `budget`: every charge inside counts against it. A
/// call inside another keeps the outer budget (the API's functions each run
/// within the default, and a caller who wants more wraps them in its own).
pub fn within<T>(budget: Budget, call: impl FnOnce() -> Result<T>) -> Result<T> {
    let opened = open(budget);
    let answer = call();
    if opened {
        close();
    }
    answer
}

/// Starts counting for a call under `budget`, unless one is counting
/// already; whether it started. (Out of line: one copy in the wasm.)
#[inline(never)]
fn open(budget: Budget) -> bool {
    METER.with(|m| {
        if m.open.replace(true) {
            return false;
        }
        m.limits.set(budget);
        m.work.set(0);
        m.held.set(0);
        m.peak.set(0);
        true
    })
}

/// Ends the call's counting, keeping what it spent for [`spent`].
#[inline(never)]
fn close() {
    METER.with(|m| {
        m.open.set(false);
        m.limits.set(UNBOUNDED);
    });
}

/// The budget of the call running now, if any.
pub fn current() -> Option<Budget> {
    METER.with(|m| m.open.get().then(|| m.limits.get()))
}

/// What the call running now has spent so far, or the last call all it spent.
pub fn spent() -> Spent {
    METER.with(|m| Spent {
        work: m.work.get(),
        memory: m.peak.get(),
    })
}

/// Counts `steps` of work; `too-large`, counting none of them, when they
/// would take the call's work past its budget. (The search charges a
/// position when its moves are listed, so its refusal comes after that one
/// listing, which `moves()`'s own bounds keep to a few milliseconds.)
pub fn charge(steps: u64) -> Result<()> {
    METER.with(|m| {
        let work = m.work.get().saturating_add(steps);
        let max = m.limits.get().work;
        if work > max {
            return Err(work_error(max));
        }
        m.work.set(work);
        Ok(())
    })
}

#[inline(never)]
fn work_error(max: u64) -> Error {
    Error::of(ErrorKey::WorkTooLarge)
        .with("max", max)
        .with("option", "options.budget.work")
}

/// Holds `bytes` more until [`release`]d (or the call ends); `too-large`,
/// holding nothing, when they do not fit.
pub fn hold(bytes: u64) -> Result<()> {
    METER.with(|m| {
        let held = m.held.get().saturating_add(bytes);
        let max = m.limits.get().memory;
        if held > max {
            return Err(Error::of(ErrorKey::MemoryTooLarge)
                .with("max", max)
                .with("option", "options.budget.memory"));
        }
        m.held.set(held);
        m.peak.set(m.peak.get().max(held));
        Ok(())
    })
}

/// Gives back `bytes` held.
pub fn release(bytes: u64) {
    METER.with(|m| m.held.set(m.held.get().saturating_sub(bytes)));
}

/// Whether `error` is the budget's own refusal (work or memory).
pub fn is_spent(error: &Error) -> bool {
    matches!(
        error.key(),
        Some(ErrorKey::WorkTooLarge | ErrorKey::MemoryTooLarge)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A budget the tests run past in a few charges.
    const SMALL: Budget = Budget {
        work: 100,
        memory: 1000,
    };

    #[test]
    fn a_call_is_refused_once_past_its_work_and_the_next_starts_afresh() {
        let answer = within(SMALL, || {
            charge(60)?;
            charge(40)?;
            charge(1)
        });
        assert_eq!(answer.unwrap_err().key(), Some(ErrorKey::WorkTooLarge));
        assert_eq!(spent().work, 100);
        assert_eq!(within(SMALL, || charge(100)), Ok(()));
        assert_eq!(spent().work, 100);
        // Outside a call nothing is counted.
        assert_eq!(charge(u64::MAX), Ok(()));
        assert_eq!(current(), None);
    }

    #[test]
    fn memory_is_held_and_released_and_the_peak_kept() {
        let answer = within(SMALL, || {
            hold(600)?;
            assert!(hold(500).is_err());
            release(600);
            hold(900)?;
            assert_eq!(current(), Some(SMALL));
            // Nested: the outer budget stays.
            within(Budget::DEFAULT, || hold(200))
        });
        let error = answer.unwrap_err();
        assert_eq!(error.key(), Some(ErrorKey::MemoryTooLarge));
        assert!(is_spent(&error));
        assert_eq!(spent().memory, 900);
    }
}
