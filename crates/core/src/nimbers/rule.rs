//! A take-and-break rule and how it is written: Guy's octal codes
//! `d0.d1d2…` (Guy and Smith, "The G-values of various games", Proc.
//! Cambridge Philos. Soc. 52, 1956; *Winning Ways* ch. 4), where digit dt
//! says what a move taking t objects may leave: 1 nothing, 2 one heap, 4 two
//! non-empty heaps (their sum, any of them). A subtraction game is the code
//! with a 3 at each take of its set; Grundy's game (split a heap into two
//! unequal heaps) is `4.` with equal halves forbidden.

use crate::error::{Error, ErrorKey, Result};
use crate::value::{cat, int_text, Value};

/// The largest digit place of a code (`d0.d1…d32`).
pub const MAX_PLACES: usize = 32;

/// A heap rule: for each take t (0..=last), which leaves are allowed, as an
/// octal digit (1: the whole heap, 2: one heap, 4: two non-empty heaps).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rule {
    /// `digits[t]` for take t; `digits[0]` is 0 or 4; the last is non-zero.
    pub(super) digits: Vec<u8>,
    /// Grundy's game: the two heaps of a split must differ.
    pub(super) unequal: bool,
}

impl Rule {
    /// Reads a code `d0.d1d2…dk` (Guy; `d0` 0 or 4, may be left out, each
    /// `di` octal, k ≤ 32); `field` names it in errors.
    pub fn octal(code: &str, field: &str) -> Result<Rule> {
        let bad = |key: ErrorKey, why: &str| {
            let shown: String = code.chars().take(40).collect();
            let message = [
                field,
                " must be a take-and-break code like \"0.77\" or \"4.07\" \
                 (d0 0 or 4, a point, up to 32 octal digits): ",
                why,
                ", got \"",
                &shown,
                "\"",
            ];
            Error::new(key, cat(&message)).with("field", field)
        };
        let got = Value::from(code).describe();
        let Some((whole, places)) = code.split_once('.') else {
            return Err(bad(ErrorKey::CodeNoPoint, "no point").with("value", got));
        };
        let d0 = match whole {
            "" | "0" => 0,
            "4" => 4,
            _ => {
                return Err(bad(
                    ErrorKey::CodeFirstDigit,
                    "the digit before the point must be 0 or 4",
                )
                .with("value", got))
            }
        };
        if places.len() > MAX_PLACES {
            return Err(
                bad(ErrorKey::CodeTooLong, "more than 32 digits after the point")
                    .with("max", MAX_PLACES)
                    .with("value", got),
            );
        }
        let mut digits = vec![d0];
        for c in places.bytes() {
            if !(b'0'..=b'7').contains(&c) {
                return Err(bad(
                    ErrorKey::CodeNotOctal,
                    "the digits after the point must be 0 to 7",
                )
                .with("value", got));
            }
            digits.push(c - b'0');
        }
        Ok(Rule::from_digits(digits, false))
    }

    /// A subtraction game: take any s ∈ `set` from a heap (the code with a
    /// 3 at each place of `set`); the set must have no 0 and no repeats.
    pub fn subtraction(set: &[u64], field: &str) -> Result<Rule> {
        let mut digits = vec![0u8];
        for (i, &s) in set.iter().enumerate() {
            if s == 0 || s > MAX_PLACES as u64 {
                return Err(Error::of(ErrorKey::NotWhole)
                    .with("field", item(field, i))
                    .with("min", 1u64)
                    .with("max", MAX_PLACES)
                    .with("value", int_text(i128::from(s))));
            }
            let s = s as usize;
            if digits.len() <= s {
                digits.resize(s + 1, 0);
            }
            if digits[s] != 0 {
                return Err(Error::of(ErrorKey::SubtractRepeat)
                    .with("field", item(field, i))
                    .with("take", s));
            }
            digits[s] = 3;
        }
        Ok(Rule::from_digits(digits, false))
    }

    /// Grundy's game: split a heap into two unequal non-empty heaps.
    pub fn grundy() -> Rule {
        Rule {
            digits: vec![4],
            unequal: true,
        }
    }

    fn from_digits(mut digits: Vec<u8>, unequal: bool) -> Rule {
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        Rule { digits, unequal }
    }

    /// The code in Guy's notation, `0.77`, trailing zeros dropped.
    pub fn code(&self) -> String {
        let mut code = String::new();
        code.push(char::from(b'0' + self.digits[0]));
        code.push('.');
        for &d in &self.digits[1..] {
            code.push(char::from(b'0' + d));
        }
        code
    }

    /// The digit of take `t` (0 past the last place).
    pub fn digit(&self, t: u64) -> u8 {
        usize::try_from(t)
            .ok()
            .and_then(|t| self.digits.get(t))
            .copied()
            .unwrap_or(0)
    }

    /// The largest take with a non-zero digit (0 for `4.` and Grundy's game).
    pub fn last_place(&self) -> u64 {
        (self.digits.len() - 1) as u64
    }

    /// Whether a split must leave two different heaps (Grundy's game).
    pub fn unequal(&self) -> bool {
        self.unequal
    }

    /// The takes that have a move, each with its digit, as the engines
    /// read them.
    pub(super) fn takes(&self) -> Vec<(usize, u8)> {
        (0..self.digits.len())
            .filter(|&t| self.digits[t] != 0)
            .map(|t| (t, self.digits[t]))
            .collect()
    }

    /// The takes whose move may leave two heaps.
    pub(super) fn breaks(&self) -> Vec<usize> {
        (0..self.digits.len())
            .filter(|&t| self.digits[t] & 4 != 0)
            .collect()
    }

    /// Whether a move may leave two heaps.
    pub fn splits(&self) -> bool {
        self.digits.iter().any(|d| d & 4 != 0)
    }

    /// Whether the periodicity theorem applies (not to Grundy's game).
    pub fn has_period_theorem(&self) -> bool {
        !self.unequal
    }

    /// The rule's name in messages: its code, or Grundy's game.
    pub fn name(&self) -> String {
        if self.unequal {
            "Grundy's game".to_owned()
        } else {
            self.code()
        }
    }
}

/// `field[i]`, as messages name an item.
fn item(field: &str, i: usize) -> String {
    cat(&[field, "[", &int_text(i as i128), "]"])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nimbers::tests::rule;

    #[test]
    fn codes_read_as_guy_writes_them() {
        assert_eq!(rule(".77").code(), "0.77");
        assert_eq!(rule("4.070").code(), "4.07");
        assert_eq!(rule("0.").code(), "0.");
        for bad in [
            "",
            "077",
            "1.7",
            "0.8",
            "0.7a",
            "0..7",
            &format!("0.{}", "7".repeat(33)),
        ] {
            let err = Rule::octal(bad, "code").unwrap_err();
            assert_eq!(err.code(), "bad-state", "{bad}");
            assert!(err.message().starts_with("code must be"), "{err}");
        }
        assert_eq!(
            Rule::subtraction(&[1, 3, 4], "subtract").unwrap().code(),
            "0.3033"
        );
        assert!(Rule::subtraction(&[0], "subtract").is_err());
        let err = Rule::subtraction(&[2, 2], "subtract").unwrap_err();
        assert!(err.message().contains("subtract[1] repeats 2"), "{err}");
    }
}
