//! One file a game: its rules, its closed form with the theorem it rests on,
//! and the article's own examples as tests.

pub mod dice;
pub mod fibonacci;
#[cfg(feature = "take-and-break")]
pub mod grundy;
pub mod kayles;
pub mod nim;
#[cfg(feature = "take-and-break")]
pub mod octal;
pub mod odd_even;
pub mod subtraction;
#[cfg(feature = "take-and-break")]
pub mod sum;
pub mod wythoff;
