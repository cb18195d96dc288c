//! One file a game: its rules, its closed form with the theorem it rests on,
//! and the article's own examples as tests.

pub mod kayles;
pub mod wythoff;
