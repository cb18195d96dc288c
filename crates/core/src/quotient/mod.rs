//! Misère quotients of take-and-break games (Plambeck, "Taming the wild in
//! impartial combinatorial games", Integers 5, 2005; Plambeck and Siegel,
//! "Misère quotients for impartial games", JCTA 115, 2008; Siegel,
//! *Combinatorial Game Theory*, 2013, ch. V).
//!
//! For a rule and a bound n, two positions whose heaps are all ≤ n are
//! equivalent when no third such position, added to both, gives them
//! different misère outcomes. The classes form a finite commutative monoid
//! Q_n with a subset P (the P-portion); heap k has an element Φ(k), a
//! position's element is the product of its heaps' elements, and the
//! position is a misère P-position exactly when its element lies in P.
//!
//! - [`monoid`]: finite commutative monoids by generator actions, their
//!   reduction to the classes no product tells apart, profiles;
//! - [`verify`]: the P- and N-checks that prove a candidate right for every
//!   position, and the least position where it is wrong;
//! - [`build`]: Q_n heap by heap: conservative extensions (mex
//!   interpolation, then an exhaustive check) or a new generator and
//!   recalibration.

mod bits;
pub(crate) mod build;
pub(crate) mod monoid;
pub(crate) mod verify;

use crate::nimbers::Rule;

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

/// The misère quotients Q_0, Q_1, … of one rule, built heap by heap.
#[derive(Clone, Debug)]
pub struct Quotients {
    builder: build::Builder,
}

impl Quotients {
    /// Q_0 of `rule`.
    pub fn new(rule: &Rule) -> Quotients {
        Quotients {
            builder: build::Builder::new(rule),
        }
    }

    /// Extends the quotient until it covers heaps up to `n`.
    pub fn extend_to(&mut self, n: usize, work: &mut Work) -> Result<(), Halt> {
        while self.builder.heaps() < n {
            self.builder.next(work)?;
        }
        Ok(())
    }

    /// The largest heap covered (n of Q_n).
    pub fn heaps(&self) -> usize {
        self.builder.heaps()
    }

    /// |Q_n|.
    pub fn order(&self) -> usize {
        self.builder.pret.m.size()
    }

    /// |P|.
    pub fn p_size(&self) -> usize {
        self.builder.pret.m.p.count()
    }

    /// The element of a position whose heaps are all covered.
    pub fn element_of(&self, heaps: &[u32]) -> u32 {
        self.builder.pret.element_of(heaps)
    }

    /// Whether an element lies in the P-portion.
    pub fn is_p(&self, element: u32) -> bool {
        self.builder.pret.m.is_p(element)
    }

    /// The elements of the P-portion.
    pub fn p_portion(&self) -> Vec<u32> {
        self.builder.pret.m.p.ones().map(|x| x as u32).collect()
    }

    /// x·y.
    pub fn product(&self, x: u32, y: u32) -> u32 {
        self.builder.pret.m.mul(x, y)
    }

    /// The heaps at which a new generator was needed.
    pub fn changes(&self) -> &[u32] {
        &self.builder.changes
    }
}
