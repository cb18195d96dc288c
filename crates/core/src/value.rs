//! Plain values in and out: the shape of a JS object, so that every game reads
//! its state with one careful reader and writes results the binding can hand
//! back as plain JS objects (numbers above 2^53 − 1 as BigInt).

use std::borrow::Cow;

use crate::error::{Error, ErrorKey, Result};

/// An object's key: borrowed when written by nimlab (no allocation per
/// field of a result), owned when read from a caller's object.
pub type Key = Cow<'static, str>;

/// The largest integer a JS number holds exactly (2^53 − 1).
pub const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// A JS-like value: what a state, a move or a result is made of.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `null` or `undefined`; an optional field holding it counts as absent.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A JS number, as it came in.
    Number(f64),
    /// A whole number: a JS BigInt coming in, every count going out.
    Int(Int),
    /// A string.
    Str(String),
    /// An array.
    List(Vec<Value>),
    /// A plain object, keys in order.
    Map(Vec<(Key, Value)>),
}

/// An `i128` stored as two `u64`s: `i128`'s 16-byte alignment would make
/// every `Value` 32 bytes and every allocation of them an aligned one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Int([u64; 2]);

impl Int {
    /// The number.
    pub fn get(self) -> i128 {
        ((u128::from(self.0[0]) << 64) | u128::from(self.0[1])) as i128
    }
}

impl From<i128> for Int {
    fn from(n: i128) -> Int {
        let bits = n as u128;
        Int([(bits >> 64) as u64, bits as u64])
    }
}

impl Value {
    /// A whole number.
    pub fn int(n: i128) -> Value {
        Value::Int(Int::from(n))
    }

    /// An object from `(key, value)` pairs.
    pub fn map<K: Into<Key>>(entries: impl IntoIterator<Item = (K, Value)>) -> Value {
        let mut map = Vec::new();
        for (k, v) in entries {
            map.push((k.into(), v));
        }
        Value::Map(map)
    }

    /// An array of anything that becomes a value.
    pub fn list<T: Into<Value>>(items: impl IntoIterator<Item = T>) -> Value {
        let mut list = Vec::new();
        for item in items {
            list.push(item.into());
        }
        Value::List(list)
    }

    /// The field `key` of an object, if present and not null.
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Map(entries) => entries
                .iter()
                .find(|(k, v)| k == key && *v != Value::Null)
                .map(|(_, v)| v),
            _ => None,
        }
    }

    /// Adds or replaces the field `key` of an object (no effect on other values).
    pub fn set(&mut self, key: &'static str, value: Value) {
        if let Value::Map(entries) = self {
            match entries.iter_mut().find(|(k, _)| k == key) {
                Some(entry) => entry.1 = value,
                None => entries.push((Cow::Borrowed(key), value)),
            }
        }
    }

    /// How the value reads in an error message: `-1`, `"abc"`, `an array`.
    pub fn describe(&self) -> String {
        match self {
            Value::Null => "null".into(),
            Value::Bool(b) => if *b { "true" } else { "false" }.into(),
            Value::Number(n) => describe_number(*n),
            Value::Int(i) => int_text(i.get()),
            Value::Str(s) => {
                let short: String = s.chars().take(40).collect();
                let ellipsis = if short.len() < s.len() { "…" } else { "" };
                let mut text = String::from("\"");
                text.push_str(&short);
                text.push_str(ellipsis);
                text.push('"');
                text
            }
            Value::List(_) => "an array".into(),
            Value::Map(_) => "an object".into(),
        }
    }
}

impl Value {
    /// Appends the value as a message names it: a string as it is, a number
    /// in decimal, anything else as [`Value::describe`] writes it.
    pub fn write_text(&self, out: &mut String) {
        match self {
            Value::Str(s) => out.push_str(s),
            Value::Int(i) => out.push_str(&int_text(i.get())),
            other => out.push_str(&other.describe()),
        }
    }
}

/// A whole number in decimal, written by hand in 64-bit pieces: 128-bit
/// formatting would add kilobytes to the wasm, and `format!` a call site.
pub fn int_text(i: i128) -> String {
    const TEN_19: u128 = 10_000_000_000_000_000_000;
    let size = i.unsigned_abs();
    let mut text = String::new();
    if i < 0 {
        text.push('-');
    }
    match u64::try_from(size) {
        Ok(n) => push_digits(&mut text, n, 1),
        // At most 2^127, so the high part fits in 64 bits.
        Err(_) => {
            push_digits(&mut text, (size / TEN_19) as u64, 1);
            push_digits(&mut text, (size % TEN_19) as u64, 19);
        }
    }
    text
}

/// Appends `n` in decimal, zero-padded to `width` digits.
fn push_digits(out: &mut String, mut n: u64, width: usize) {
    // Least significant first; `get_mut` and `take`, not indexing, whose
    // panics would bring formatting into the wasm.
    let mut digits = [b'0'; 20];
    let mut len = 0;
    while n > 0 || len < width {
        if let Some(d) = digits.get_mut(len) {
            *d = b'0' + (n % 10) as u8;
        }
        n /= 10;
        len += 1;
    }
    for &d in digits.iter().take(len).rev() {
        out.push(char::from(d));
    }
}

/// A JS number as a person typed it, without Rust's float formatting (which
/// would add kilobytes to the wasm for the sake of error messages).
fn describe_number(n: f64) -> String {
    if n.is_nan() {
        return "NaN".into();
    }
    if n.is_infinite() {
        return if n > 0.0 { "Infinity" } else { "-Infinity" }.into();
    }
    let mut text = String::new();
    if n < 0.0 {
        text.push('-');
    }
    let size = n.abs();
    // Past 2^64 only the size matters (and u64 keeps 128-bit formatting out of the wasm).
    if size >= 18_446_744_073_709_551_616.0 {
        // Counted by hand: `log10` would bring its own code into the wasm.
        let (mut power, mut rest) = (0, size);
        while rest >= 10.0 {
            rest /= 10.0;
            power += 1;
        }
        text.push_str("about 10^");
        push_digits(&mut text, power, 1);
        return text;
    }
    let whole = size.trunc() as u64;
    let millionths = ((size - size.trunc()) * 1e6).round() as u64;
    match millionths {
        0 if size.fract() == 0.0 => push_digits(&mut text, whole, 1),
        0 => {
            push_digits(&mut text, whole, 1);
            text.push_str(".000000…");
        }
        1_000_000 => push_digits(&mut text, whole + 1, 1),
        _ => {
            push_digits(&mut text, whole, 1);
            text.push('.');
            let mut digits = String::new();
            push_digits(&mut digits, millionths, 6);
            text.push_str(digits.trim_end_matches('0'));
        }
    }
    text
}

macro_rules! int_values {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(n: $t) -> Value {
                Value::int(n as i128)
            }
        }
    )*};
}
int_values!(u8, u32, u64, usize, i32, i64);

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::Bool(b)
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::Str(s.to_owned())
    }
}

impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::Str(s)
    }
}

impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(v: Option<T>) -> Value {
        v.map_or(Value::Null, Into::into)
    }
}

impl<T: Into<Value>> From<Vec<T>> for Value {
    fn from(items: Vec<T>) -> Value {
        Value::list(items)
    }
}

/// A whole number from 0 to `max`, given as a safe-integer number, a BigInt
/// or a decimal string; `field` names it in the error.
pub fn whole_number(value: &Value, field: &str, min: u64, max: u64) -> Result<u64> {
    let out_of_range = || {
        let got = value.describe();
        Error::of(
            ErrorKey::NotWhole,
            "{field} must be a whole number from {min} to {max}, got {value}",
        )
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
                return Err(Error::of(
                    ErrorKey::UnsafeNumber,
                    "{field} is {value}, past 2^53 − 1 where JS numbers lose digits; \
                     pass it as a BigInt (123n) or a decimal string",
                )
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
                    format!("{what} must be an object, got {got}"),
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
            Cow::Owned(format!("{}{key}", self.prefix))
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
                format!(
                    "{name} is required ({hint}); found {}{k}: did you mean {name}?",
                    self.prefix
                ),
            )
            .with("field", name.as_ref())
            .with("found", self.name(k).as_ref()),
            None => Error::new(ErrorKey::Missing, format!("{name} is required: {hint}"))
                .with("field", name.as_ref()),
        }
    }

    /// A required whole number in `min..=max`.
    pub fn count(&mut self, key: &'static str, min: u64, max: u64) -> Result<u64> {
        match self.get(key) {
            Some(value) => whole_number(value, &self.name(key), min, max),
            None => Err(self.missing(key, &format!("a whole number from {min} to {max}"))),
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
                Err(Error::of(
                    ErrorKey::NotBool,
                    "{field} must be true or false, got {value}",
                )
                .with("field", name.as_ref())
                .with("value", got))
            }
        }
    }

    /// A required string, one of `allowed`.
    pub fn choice(&mut self, key: &'static str, allowed: &[&'static str]) -> Result<&'static str> {
        match self.get(key) {
            Some(value) => choose(value, &self.name(key), allowed),
            None => Err(self.missing(key, &format!("one of {}", quoted_list(allowed)))),
        }
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
            Some(n) => format!("an array of {n} whole numbers"),
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
                format!("{name} must be {}, got {got}", hint()),
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
            return Err(Error::of(
                ErrorKey::TooManyItems,
                "{field} has {got} items; nimlab takes at most {max}",
            )
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
                    return whole_number(item, &format!("{name}[{i}]"), min, max).map(|_| counts)
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
                    Error::of(
                        ErrorKey::UnknownFieldNear,
                        "unknown field {field}; did you mean {near}?",
                    )
                    .with("field", field)
                    .with("near", near.as_ref())
                }
                _ => {
                    let known = quoted_list(&self.known);
                    Error::of(
                        ErrorKey::UnknownField,
                        "unknown field {field}; the fields are {known}",
                    )
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
    Error::of(
        ErrorKey::NotChoice,
        "{field} must be one of {allowed}, got {value}",
    )
    .with("field", name)
    .with("allowed", allowed)
    .with("value", got)
}

/// The error for an array of `got` items where `length` are needed.
pub fn wrong_length(name: &str, length: usize, got: usize) -> Error {
    Error::of(
        ErrorKey::WrongLength,
        "{field} must have exactly {length} items, got {got}",
    )
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
    fn an_int_keeps_every_i128() {
        for i in [
            0,
            1,
            -1,
            i128::from(u64::MAX),
            -(1 << 64),
            i128::MAX,
            i128::MIN,
        ] {
            assert_eq!(Int::from(i).get(), i);
        }
    }

    #[test]
    fn whole_numbers_are_written_exactly() {
        for i in [
            0,
            7,
            -7,
            i128::from(u64::MAX),
            1 << 65,
            -(1 << 70),
            i128::MAX,
            i128::MIN,
        ] {
            assert_eq!(int_text(i), i.to_string());
        }
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
