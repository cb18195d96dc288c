//! Exact solvers for the Nim family of take-away games.
//!
//! Every game has its rules ([`game::Game`]), a memoised search of the real
//! game tree ([`brute`]), and a closed form from the literature
//! ([`game::Position`]) that the tests prove equal to the search.
//!
//! ```
//! use nimlab_core::{api, Value};
//!
//! // The blog's 12-coin game: whoever takes the last coin loses, and the
//! // player to move (the first) cannot force a win.
//! assert_eq!(api::f(&Value::list([12u64])).unwrap(), 0);
//!
//! let state = Value::map([
//!     ("game", Value::from("kayles")),
//!     ("rows", Value::list([12u64])),
//!     ("misere", true.into()),
//! ]);
//! let answer = api::classify(&state).unwrap();
//! assert_eq!(answer.get("outcome"), Some(&Value::from("P")));
//! ```
#![deny(missing_docs)]

pub mod api;
pub mod brute;
pub mod error;
pub mod game;
pub mod games;
pub mod nimbers;
pub mod value;

pub use error::{Error, ErrorKey, Result};
pub use game::{Classification, Game, Outcome, Position};
pub use value::Value;
