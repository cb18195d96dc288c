//! How much the construction may do, what it reports on the way, and why
//! it stops.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::budget;

/// The call budget's steps one step of the construction counts for: one of
/// its steps took about 19 ns of CPU in the wasm (Grundy's game and `0.6`
/// run to 150 million steps in Node, 2026-11-25), the budget's about 2.5.
pub(crate) const STEP_WEIGHT: u64 = 8;

/// The bytes a vector holds: its allocation, and the allocator's header.
pub(crate) fn vec_bytes<T>(v: &Vec<T>) -> u64 {
    (v.capacity() * std::mem::size_of::<T>()) as u64 + 16
}

/// Why the construction stopped before its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Halt {
    /// The work allowed was spent.
    Budget,
    /// A table would take more memory than allowed.
    Memory,
    /// A candidate grew past the elements allowed (how many it had).
    Size(usize),
    /// No recalibration got the least failing position right.
    Stuck,
}

/// What the construction reports as it goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Q_heap is known.
    Heap {
        /// The heap just added.
        heap: usize,
        /// |Q_heap|.
        order: usize,
        /// |P| of Q_heap.
        p_size: usize,
    },
    /// A candidate for Q_heap after a new generator was verified.
    Candidate {
        /// The heap being added.
        heap: usize,
        /// The candidate's order.
        order: usize,
        /// Its P-portion's size.
        p_size: usize,
        /// The least position it gets wrong (its heaps, largest first), if any.
        failure: Option<Vec<u32>>,
    },
}

/// A count of work done against a limit (elementary steps of the engine),
/// and a ceiling on the memory a heap's step may hold (the tables it makes
/// and the copy of the quotient it keeps to fall back on).
#[derive(Debug)]
pub struct Work {
    spent: u64,
    limit: u64,
    memory: u64,
    /// The bytes held now, of `memory` and of the call's budget.
    held: u64,
    /// Whether the call's budget is charged too (not for unlimited work,
    /// which must finish: the numbering after a heap is added).
    charged: bool,
    /// Set from outside to stop at the next step (the command line's
    /// `--timeout` and memory cap), as if the work allowed were spent.
    stop: Option<Arc<AtomicBool>>,
}

impl Work {
    /// At most `limit` steps and tables of at most `memory` bytes, and
    /// within the call's budget.
    pub fn new(limit: u64, memory: u64) -> Work {
        Work {
            spent: 0,
            limit,
            memory,
            held: 0,
            charged: true,
            stop: None,
        }
    }

    /// This work, stopped ([`Halt::Budget`]) at its next step once `stop`
    /// is set: a watch on another thread decides when.
    pub fn stopped_by(mut self, stop: Arc<AtomicBool>) -> Work {
        self.stop = Some(stop);
        self
    }

    /// No limit, the call's budget not charged.
    pub fn unlimited() -> Work {
        let mut work = Work::new(u64::MAX, u64::MAX);
        work.charged = false;
        work
    }

    /// The steps spent so far.
    pub fn spent(&self) -> u64 {
        self.spent
    }

    /// Counts `steps` against this limit and against the call's budget
    /// ([`crate::budget`]; nothing is counted there outside a call), at
    /// [`STEP_WEIGHT`] of the budget's steps each.
    pub(crate) fn spend(&mut self, steps: u64) -> Result<(), Halt> {
        self.spent = self.spent.saturating_add(steps);
        let call = self.charged && budget::charge(steps.saturating_mul(STEP_WEIGHT)).is_err();
        let stopped = self
            .stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed));
        if self.spent > self.limit || call || stopped {
            return Err(Halt::Budget);
        }
        Ok(())
    }

    /// Holds `bytes` (a table about to be made) against this ceiling and
    /// the call's memory budget, before they are allocated, until
    /// [`Work::release`].
    pub(crate) fn hold(&mut self, bytes: u64) -> Result<(), Halt> {
        let held = self.held.saturating_add(bytes);
        if held > self.memory || (self.charged && budget::hold(bytes).is_err()) {
            return Err(Halt::Memory);
        }
        self.held = held;
        Ok(())
    }

    /// Gives back every byte held.
    pub(crate) fn release(&mut self) {
        if self.charged {
            budget::release(self.held);
        }
        self.held = 0;
    }
}

impl Drop for Work {
    fn drop(&mut self) {
        self.release();
    }
}
