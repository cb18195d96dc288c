//! How much the construction may do, what it reports on the way, and why
//! it stops.

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
/// and a ceiling on the memory one table may take.
#[derive(Clone, Debug)]
pub struct Work {
    spent: u64,
    limit: u64,
    memory: u64,
}

impl Work {
    /// At most `limit` steps and tables of at most `memory` bytes.
    pub fn new(limit: u64, memory: u64) -> Work {
        Work {
            spent: 0,
            limit,
            memory,
        }
    }

    /// No limit.
    pub fn unlimited() -> Work {
        Work::new(u64::MAX, u64::MAX)
    }

    /// The steps spent so far.
    pub fn spent(&self) -> u64 {
        self.spent
    }

    pub(crate) fn spend(&mut self, steps: u64) -> Result<(), Halt> {
        self.spent = self.spent.saturating_add(steps);
        if self.spent > self.limit {
            return Err(Halt::Budget);
        }
        Ok(())
    }

    pub(crate) fn memory(&mut self, bytes: u64) -> Result<(), Halt> {
        if bytes > self.memory {
            return Err(Halt::Memory);
        }
        Ok(())
    }
}
