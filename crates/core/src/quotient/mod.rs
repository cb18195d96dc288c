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
//! The modules, each importing only those above it:
//!
//! - `work`: the budget, the reports, why a construction stops;
//! - `bits`: sets of elements as bit rows;
//! - `monoid`: finite commutative monoids by generator actions, their
//!   reduction to the classes no product tells apart, profiles;
//! - `pretension`: a candidate (a monoid and the element of each heap), the
//!   heaps' options, the colex walk over words and each element's least
//!   word;
//! - `verify`: the P- and N-checks that prove a candidate right for every
//!   position, and the least position where it is wrong;
//! - `build`: Q_n heap by heap: conservative extensions (mex
//!   interpolation, then an exhaustive check) or a new generator and
//!   recalibration;
//! - `present`: the presentation as the papers print it;
//! - `period`: the periodicity theorem on Φ;
//! - `quotients`: [`Quotients`], the quotient of one rule as far as it is
//!   worked out, numbered and presented;
//! - `play`: the quotients the API keeps, and the answers they give to
//!   positions (outcome, a winning move, the explanation, `quotient()`);
//! - `assisted`: the exact search for positions with a heap past the
//!   quotient's reach, every position within it answered by the quotient.

mod assisted;
mod bits;
mod build;
mod monoid;
mod period;
mod play;
mod present;
mod pretension;
mod quotients;
mod verify;
mod work;

pub use assisted::Assisted;
pub use play::*;
pub use quotients::Quotients;
pub use work::{Event, Halt, Work};
