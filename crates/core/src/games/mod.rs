//! One file a game: its rules, its closed form with the theorem it rests on,
//! and the article's own examples as tests.

pub mod dice;
pub mod fibonacci;
pub mod grundy;
pub mod kayles;
pub mod nim;
pub mod octal;
pub mod odd_even;
pub mod subtraction;
pub mod sum;
pub mod wythoff;
