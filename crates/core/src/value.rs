//! Plain values in and out: the shape of a JS object, what every state,
//! move, result and error parameter is made of, written back by the binding
//! as plain JS objects (numbers above 2^53 − 1 as BigInt). The careful
//! reader of states is [`crate::fields`].

use std::borrow::Cow;

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

    /// An object of `entries`, taken out of the slice (which keeps `Null`s):
    /// one copy of this loop in the wasm for every object nimlab writes,
    /// where [`Value::map`] has one for each number of fields.
    pub fn object(entries: &mut [(&'static str, Value)]) -> Value {
        let mut map = Vec::with_capacity(entries.len());
        for (k, v) in entries.iter_mut() {
            map.push((Cow::Borrowed(*k), std::mem::replace(v, Value::Null)));
        }
        Value::Map(map)
    }

    /// An array of counts (one copy in the wasm for every list of heaps).
    pub fn counts(items: &[u64]) -> Value {
        Value::List(items.iter().map(|&n| Value::from(n)).collect())
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

/// The pieces one after another: what `concat` does, in a few bytes of wasm
/// where `concat` brings a kilobyte and `format!` its machinery.
pub fn cat(pieces: &[&str]) -> String {
    let mut out = String::new();
    for piece in pieces {
        out.push_str(piece);
    }
    out
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
