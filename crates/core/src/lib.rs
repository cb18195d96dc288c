//! Exact solvers for the Nim family of take-away games: Nim, Wythoff's game,
//! take 1..k, the odd-even game, Fibonacci Nim, the die-tipping game and
//! Kayles.
//!
//! Every game has its rules ([`game::Game`]), a memoised search of the real
//! game tree ([`brute`]), and a closed form from the literature
//! ([`game::Position`]) that the tests prove equal to the search over every
//! small state.
//!
//! - [`api`]: the functions of the JS API (`classify`, `best_move`, `moves`,
//!   `play`, `games`, `f`) over plain [`Value`]s, one copy for every game;
//! - [`games`]: one module a game, its rules and its theorem;
//! - [`value`] and [`error`]: the values the API reads and writes, and the
//!   one [`Error`] type, whose message names the field at fault.
//!
//! The same solvers run in browsers and Node as the npm package `nimlab`
//! (WebAssembly), which also plays them on any page as `<nimlab-game>`.
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
pub mod quotient;
pub mod value;

pub use error::{Error, ErrorKey, Result};
pub use game::{Classification, Game, Outcome, Position};
pub use value::Value;

/// The README's example, run as a doctest so that it cannot go stale.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
