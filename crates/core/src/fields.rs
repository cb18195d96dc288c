//! Reading states: one careful reader of plain [`Value`]s for every game,
//! whose errors name the field at fault (`heaps[2]`, `move.take`) and
//! suggest the nearest known field for a misspelt one.

use std::borrow::Cow;

use crate::error::{Error, ErrorKey, Result};
use crate::value::{cat, int_text, Key, Value, MAX_SAFE_INTEGER};

/// A whole number from 0 to `max`, given as a safe-integer number, a BigInt
/// or a decimal string; `field` names it in the error.
pub fn whole_number(value: &Value, field: &str, min: u64, max: u64) -> Result<u64> {
    let out_of_range = || {
        let got = value.describe();
        Error::of(ErrorKey::NotWhole)
            .with("field", field)
            .with("min", min)
            .with("max", max)
            .with("value", got)
    };
    let n: i128 = match value {
        Value::Number(x) => {
            if !x.is_finite() || x.fract() != 0.0 {
                return Err(out_of_range());
            }
            if x.abs() > MAX_SAFE_INTEGER as f64 {
                let got = value.describe();
                return Err(Error::of(ErrorKey::UnsafeNumber)
                    .with("field", field)
                    .with("value", got));
            }
            *x as i128
        }
        Value::Int(i) => i.get(),
        Value::Str(s) => {
            let digits = s.strip_prefix('+').unwrap_or(s);
            if digits.is_empty() || digits.len() > 30 || !digits.bytes().all(|b| b.is_ascii_digit())
            {
                return Err(out_of_range());
            }
            // u64's parser (i128's would add code); a larger count is out of range anyway.
            i128::from(digits.parse::<u64>().map_err(|_| out_of_range())?)
        }
        _ => return Err(out_of_range()),
    };
    if n < i128::from(min) || n > i128::from(max) {
        return Err(out_of_range());
    }
    Ok(n as u64)
}

/// Reads the fields of one object, remembering which it was asked for, so
/// that [`Fields::finish`] can refuse an unknown field and suggest the
/// nearest known one.
pub struct Fields<'a> {
    prefix: &'a str,
    entries: &'a [(Key, Value)],
    known: Vec<&'static str>,
}

impl<'a> Fields<'a> {
    /// The fields of `value`, which must be an object; `prefix` (`""` or
    /// `"move."`) goes before each field's name in messages.
    pub fn new(value: &'a Value, prefix: &'a str, what: &str) -> Result<Fields<'a>> {
        match value {
            Value::Map(entries) => Ok(Fields {
                prefix,
                entries,
                known: Vec::new(),
            }),
            other => {
                let got = other.describe();
                Err(Error::new(
                    ErrorKey::NotObject,
                    cat(&[what, " must be an object, got ", &got]),
                )
                .with("field", what.strip_prefix("the ").unwrap_or(what))
                .with("value", got))
            }
        }
    }

    /// The full name of a field, for messages: `move.take`.
    pub fn name<'k>(&self, key: &'k str) -> Cow<'k, str> {
        if self.prefix.is_empty() {
            Cow::Borrowed(key)
        } else {
            Cow::Owned(cat(&[self.prefix, key]))
        }
    }

    /// The field's value, absent when missing or null.
    pub fn get(&mut self, key: &'static str) -> Option<&'a Value> {
        self.known.push(key);
        self.entries
            .iter()
            .find(|(k, v)| k == key && *v != Value::Null)
            .map(|(_, v)| v)
    }

    /// A required field.
    pub fn require(&mut self, key: &'static str, hint: &str) -> Result<&'a Value> {
        match self.get(key) {
            Some(value) => Ok(value),
            None => Err(self.missing(key, hint)),
        }
    }

    /// The error for a missing field, pointing at a misspelt one if present.
    pub fn missing(&self, key: &str, hint: &str) -> Error {
        let misspelt = self
            .entries
            .iter()
            .map(|(k, _)| k)
            .find(|k| !self.known.contains(&k.as_ref()) && close(k, key));
        let name = self.name(key);
        match misspelt {
            Some(k) => Error::new(
                ErrorKey::Misspelt,
                cat(&[
                    &name,
                    " is required (",
                    hint,
                    "); found ",
                    self.prefix,
                    k,
                    ": did you mean ",
                    &name,
                    "?",
                ]),
            )
            .with("field", name.as_ref())
            .with("found", self.name(k).as_ref()),
            None => Error::new(ErrorKey::Missing, cat(&[&name, " is required: ", hint]))
                .with("field", name.as_ref()),
        }
    }

    /// A required whole number in `min..=max`.
    pub fn count(&mut self, key: &'static str, min: u64, max: u64) -> Result<u64> {
        match self.get(key) {
            Some(value) => whole_number(value, &self.name(key), min, max),
            None => {
                let hint = [
                    "a whole number from ",
                    &int_text(min.into()),
                    " to ",
                    &int_text(max.into()),
                ];
                Err(self.missing(key, &cat(&hint)))
            }
        }
    }

    /// An optional whole number in `min..=max`.
    pub fn opt_count(&mut self, key: &'static str, min: u64, max: u64) -> Result<Option<u64>> {
        match self.get(key) {
            None => Ok(None),
            Some(value) => whole_number(value, &self.name(key), min, max).map(Some),
        }
    }

    /// An optional `true`/`false`.
    pub fn flag(&mut self, key: &'static str, default: bool) -> Result<bool> {
        match self.get(key) {
            None => Ok(default),
            Some(Value::Bool(b)) => Ok(*b),
            Some(other) => {
                let (name, got) = (self.name(key), other.describe());
                Err(Error::of(ErrorKey::NotBool)
                    .with("field", name.as_ref())
                    .with("value", got))
            }
        }
    }

    /// A required string, one of `allowed`.
    pub fn choice(&mut self, key: &'static str, allowed: &[&'static str]) -> Result<&'static str> {
        match self.get(key) {
            Some(value) => choose(value, &self.name(key), allowed),
            None => Err(self.missing(key, &cat(&["one of ", &quoted_list(allowed)]))),
        }
    }

    /// The state of a game of heaps (or rows, `key`) under either rule:
    /// its counts (`len` of them when given) and `misere`.
    pub(crate) fn heaps_and_rule(
        &mut self,
        key: &'static str,
        len: Option<usize>,
    ) -> Result<(Vec<u64>, bool)> {
        let heaps = self.counts(key, len, 0, u64::MAX)?;
        Ok((heaps, self.flag("misere", false)?))
    }

    /// A required array of whole numbers in `min..=max`, of `len` items when given.
    pub fn counts(
        &mut self,
        key: &'static str,
        len: Option<usize>,
        min: u64,
        max: u64,
    ) -> Result<Vec<u64>> {
        let hint = || match len {
            Some(n) => cat(&["an array of ", &int_text(n as i128), " whole numbers"]),
            None => "an array of whole numbers".to_owned(),
        };
        let Some(value) = self.get(key) else {
            return Err(self.missing(key, &hint()));
        };
        let name = self.name(key);
        let Value::List(items) = value else {
            let got = value.describe();
            return Err(Error::new(
                ErrorKey::NotList,
                cat(&[&name, " must be ", &hint(), ", got ", &got]),
            )
            .with("field", name.as_ref())
            .with("value", got));
        };
        if let Some(n) = len {
            if items.len() != n {
                return Err(wrong_length(&name, n, items.len()));
            }
        }
        if items.len() > MAX_ITEMS {
            return Err(Error::of(ErrorKey::TooManyItems)
                .with("field", name.as_ref())
                .with("got", items.len())
                .with("max", MAX_ITEMS));
        }
        let mut counts = Vec::with_capacity(items.len());
        for (i, item) in items.iter().enumerate() {
            // The item's name is written out only for the message.
            match whole_number(item, "", min, max) {
                Ok(n) => counts.push(n),
                Err(_) => {
                    let name = cat(&[&name, "[", &int_text(i as i128), "]"]);
                    return whole_number(item, &name, min, max).map(|_| counts);
                }
            }
        }
        Ok(counts)
    }

    /// Refuses any field that was not asked for, suggesting the nearest known one.
    pub fn finish(self) -> Result<()> {
        for (key, _) in self.entries {
            if self.known.iter().any(|k| k == key) {
                continue;
            }
            let nearest = self.known.iter().min_by_key(|k| edit_distance(k, key));
            let shown: String = key.chars().take(40).collect();
            let field = self.name(&shown).into_owned();
            return Err(match nearest {
                Some(k) if close(k, key) => {
                    let near = self.name(k);
                    Error::of(ErrorKey::UnknownFieldNear)
                        .with("field", field)
                        .with("near", near.as_ref())
                }
                _ => {
                    let known = quoted_list(&self.known);
                    Error::of(ErrorKey::UnknownField)
                        .with("field", field)
                        .with("known", known)
                }
            });
        }
        Ok(())
    }
}

/// The most items nimlab reads from one array (heaps, rows).
pub const MAX_ITEMS: usize = 1_000_000;

/// The most parts a sum takes (`games::sum` reads them; here so that the
/// bridge of a build without sums refuses as many).
pub const MAX_PARTS: usize = 64;

/// A number from 0 to 1 (a JS number; a whole number given as a BigInt or a
/// decimal string is read too), `field` naming it in the error.
pub fn fraction(value: &Value, field: &str) -> Result<f64> {
    let x = match value {
        Value::Number(x) => Some(*x),
        Value::Int(i) => Some(i.get() as f64),
        Value::Str(s) => decimal(s.trim()),
        _ => None,
    };
    match x {
        Some(x) if (0.0..=1.0).contains(&x) => Ok(x),
        _ => {
            let got = value.describe();
            Err(Error::of(ErrorKey::NotBetween)
                .with("field", field)
                .with("min", 0)
                .with("max", 1)
                .with("value", got))
        }
    }
}

/// A plain decimal such as `"0.75"`, `".5"` or `"1"` (no sign, no
/// exponent): what a fraction typed in a link or an attribute looks like.
/// Read by hand because `str::parse::<f64>` would bring the whole float
/// parser into the wasm (about 20 KB) for one option.
fn decimal(text: &str) -> Option<f64> {
    let (whole, part) = text.split_once('.').unwrap_or((text, ""));
    let digits = decimal_digits(whole, part)?;
    // Up to 15 digits are exact in an f64, and so is 10^15: one division,
    // correctly rounded.
    let mantissa = digits.fold(0u64, |m, b| m * 10 + u64::from(b - b'0'));
    Some(mantissa as f64 / 10f64.powi(part.len() as i32))
}

/// The digits of `whole.part`, if both are digits only and 1 to 15 in all.
fn decimal_digits<'a>(whole: &'a str, part: &'a str) -> Option<impl Iterator<Item = u8> + 'a> {
    let count = whole.len() + part.len();
    let all_digits = whole
        .bytes()
        .chain(part.bytes())
        .all(|b| b.is_ascii_digit());
    (all_digits && (1..=15).contains(&count)).then(|| whole.bytes().chain(part.bytes()))
}

/// One of the `allowed` strings.
pub fn choose(value: &Value, name: &str, allowed: &[&'static str]) -> Result<&'static str> {
    let found = match value {
        Value::Str(s) => allowed.iter().copied().find(|a| a == s),
        _ => None,
    };
    found.ok_or_else(|| not_choice(name, allowed, value))
}

/// The error for a string that is none of `allowed`.
pub fn not_choice(name: &str, allowed: &[&str], value: &Value) -> Error {
    let (allowed, got) = (quoted_list(allowed), value.describe());
    Error::of(ErrorKey::NotChoice)
        .with("field", name)
        .with("allowed", allowed)
        .with("value", got)
}

/// The error for an array of `got` items where `length` are needed.
pub fn wrong_length(name: &str, length: usize, got: usize) -> Error {
    Error::of(ErrorKey::WrongLength)
        .with("field", name)
        .with("length", length)
        .with("got", got)
}

/// `"a", "b" or "c"`.
pub fn quoted_list(items: &[&str]) -> String {
    let mut list = String::new();
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            list.push_str(if i + 1 == items.len() { " or " } else { ", " });
        }
        list.push('"');
        list.push_str(item);
        list.push('"');
    }
    list
}

/// Whether `typed` is likely a misspelling of `known`.
fn close(typed: &str, known: &str) -> bool {
    let allowed = if known.len() <= 4 {
        1
    } else {
        2.max(known.len() / 4)
    };
    edit_distance(typed, known) <= allowed
}

/// Levenshtein distance, for "did you mean" suggestions.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().take(64).collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().take(64).enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != *cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fractions_come_as_numbers_or_plain_decimals() {
        let read = |s: &str| fraction(&Value::Str(s.into()), "options.skill");
        assert_eq!(read("0.75"), Ok(0.75));
        assert_eq!(read(".5"), Ok(0.5));
        assert_eq!(read(" 1 "), Ok(1.0));
        assert_eq!(read("0"), Ok(0.0));
        assert_eq!(fraction(&Value::Number(0.25), "skill"), Ok(0.25));
        for bad in ["", ".", "1.5", "-0.5", "1e-1", "0.5x", "NaN"] {
            let err = read(bad).unwrap_err();
            assert!(
                err.message()
                    .starts_with("options.skill must be a number from 0 to 1"),
                "{bad}"
            );
        }
    }

    #[test]
    fn counts_come_as_numbers_bigints_or_decimal_strings() {
        let max = u64::MAX;
        assert_eq!(whole_number(&Value::Number(7.0), "pile", 0, max), Ok(7));
        assert_eq!(
            whole_number(&Value::int(u64::MAX as i128), "pile", 0, max),
            Ok(u64::MAX)
        );
        assert_eq!(
            whole_number(&Value::Str("18446744073709551615".into()), "pile", 0, max),
            Ok(u64::MAX)
        );
        let err = whole_number(&Value::Number(-1.0), "heaps[2]", 0, max).unwrap_err();
        assert_eq!(
            err.message(),
            "heaps[2] must be a whole number from 0 to 18446744073709551615, got -1"
        );
        assert!(whole_number(&Value::Number(2.5), "pile", 0, max).is_err());
        let described = |n: f64| Value::Number(n).describe();
        assert_eq!(described(2.5), "2.5");
        assert_eq!(described(-0.125), "-0.125");
        assert_eq!(described(1e21), "about 10^21");
        assert_eq!(described(1e20), "about 10^20");
        assert_eq!(described(1e19), "10000000000000000000");
        assert_eq!(described(f64::NEG_INFINITY), "-Infinity");
        assert!(whole_number(&Value::Number(f64::NAN), "pile", 0, max).is_err());
        assert!(whole_number(&Value::Number(1e300), "pile", 0, max).is_err());
        assert!(whole_number(&Value::Str("18446744073709551616".into()), "pile", 0, max).is_err());
        assert!(whole_number(&Value::Str("1e3".into()), "pile", 0, max).is_err());
    }

    #[test]
    fn an_unknown_field_suggests_the_nearest() {
        let state = Value::map([("heap", Value::list([1u64, 2]))]);
        let mut fields = Fields::new(&state, "", "state").unwrap();
        assert!(fields.get("heaps").is_none());
        let _ = fields.flag("misere", false);
        let err = fields.finish().unwrap_err();
        assert_eq!(err.message(), "unknown field heap; did you mean heaps?");
    }
}
