//! The one error type of nimlab: what went wrong, in words a person can act on,
//! and a stable code a program can branch on.

use std::fmt;

/// Why a call was refused.
///
/// The message names the field and the value (`heaps[2] must be a whole
/// number from 0 to 18446744073709551615, got -1`); [`Error::code`] is one of
/// `"bad-state"`, `"unknown-game"`, `"illegal-move"`, `"too-large"`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    message: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ErrorKind {
    BadState,
    UnknownGame,
    IllegalMove,
    TooLarge,
}

/// The result type of every fallible call in nimlab.
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    /// A state (or an argument) that is malformed or out of range.
    pub fn bad_state(message: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::BadState,
            message: message.into(),
        }
    }

    /// A `game` field naming no game nimlab knows.
    pub fn unknown_game(message: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::UnknownGame,
            message: message.into(),
        }
    }

    /// A move that the rules do not allow from the given state.
    pub fn illegal_move(message: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::IllegalMove,
            message: message.into(),
        }
    }

    /// Work that would exceed a documented budget.
    pub fn too_large(message: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::TooLarge,
            message: message.into(),
        }
    }

    /// The stable code the JS binding puts on the thrown `Error`.
    pub fn code(&self) -> &'static str {
        match self.kind {
            ErrorKind::BadState => "bad-state",
            ErrorKind::UnknownGame => "unknown-game",
            ErrorKind::IllegalMove => "illegal-move",
            ErrorKind::TooLarge => "too-large",
        }
    }

    /// The message without the code.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}
