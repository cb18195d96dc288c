//! Reads an argument as `js/bridge.js` writes it: JSON, plus `12n` (a
//! BigInt), `#` and 16 hex digits (the bits of a number that is not a safe
//! integer) and `!` and a word (what is not plain data). Every error message
//! is written here, naming the field.

use std::borrow::Cow;

use nimlab_core::fields::{MAX_ITEMS, MAX_PARTS};
use nimlab_core::value;
use nimlab_core::{Error, ErrorKey, Value};

/// The most values `js/values.js` writes of one argument (its `TOTAL`).
const MAX_VALUES: u64 = 2_000_000;

/// The most bytes of text (UTF-8) `js/values.js` writes of one argument
/// (its `TEXT`).
const MAX_TEXT: u64 = 1 << 24;

/// Where a value sits in an argument (`heaps[2]`, `move.take`), written out
/// only when an error names it: a million heaps need no million strings.
enum Path<'a> {
    Argument(&'a str),
    Field(&'a Path<'a>, &'a str),
    Item(&'a Path<'a>, usize),
}

impl Path<'_> {
    /// The path as messages write it; by hand, not `Display`, which would
    /// bring formatting into the wasm.
    fn text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    fn write(&self, out: &mut String) {
        match self {
            Path::Argument(name) => out.push_str(name),
            // A state's fields go by their own names, as in the core's messages.
            Path::Field(Path::Argument("state"), name) => out.push_str(name),
            Path::Field(parent, name) => {
                parent.write(out);
                out.push('.');
                out.push_str(name);
            }
            Path::Item(parent, i) => {
                parent.write(out);
                out.push('[');
                out.push_str(&value::int_text(*i as i128));
                out.push(']');
            }
        }
    }
}

/// The argument named `argument` (`"state"`, `"move"`, `"rows"`) from its text.
pub fn read(text: &str, argument: &str) -> Result<Value, Error> {
    let mut reader = Reader { text, at: 0 };
    let path = Path::Argument(argument);
    let value = reader.value(&path)?;
    if reader.at != text.len() {
        return Err(reader.garbled(&path));
    }
    Ok(value)
}

struct Reader<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Reader<'a> {
    fn peek(&self) -> u8 {
        self.text.as_bytes().get(self.at).copied().unwrap_or(0)
    }

    fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == byte;
        if found {
            self.at += 1;
        }
        found
    }

    /// The bytes from here while `keep` holds.
    fn span(&mut self, keep: impl Fn(u8) -> bool) -> &'a str {
        let (text, start) = (self.text, self.at);
        while self.at < text.len() && keep(self.peek()) {
            self.at += 1;
        }
        // `get`, not indexing: a slicing panic would pull in kilobytes of formatting.
        text.get(start..self.at).unwrap_or_default()
    }

    /// Never expected: the text comes from `js/bridge.js`.
    fn garbled(&self, path: &Path<'_>) -> Error {
        unreadable(path)
    }

    fn value(&mut self, path: &Path<'_>) -> Result<Value, Error> {
        match self.peek() {
            b'n' | b't' | b'f' => {
                let word = self.span(|b| b.is_ascii_lowercase());
                match word {
                    "null" => Ok(Value::Null),
                    "true" => Ok(Value::Bool(true)),
                    "false" => Ok(Value::Bool(false)),
                    _ => Err(self.garbled(path)),
                }
            }
            b'"' => self.string(path).map(Value::Str),
            b'[' => self.list(path),
            b'{' => self.map(path),
            b'#' => {
                self.at += 1;
                let bits = self.hex(16).ok_or_else(|| self.garbled(path))?;
                Ok(Value::Number(f64::from_bits(bits)))
            }
            b'!' => {
                self.at += 1;
                let word = self.span(|b| b.is_ascii_lowercase());
                let count = self.span(|b| b.is_ascii_digit());
                Err(not_data(path, word, count))
            }
            _ => self.number(path),
        }
    }

    /// A safe integer, or a BigInt when `n` follows the digits. Read by hand:
    /// std's parsers for each integer type would each add code to the wasm.
    fn number(&mut self, path: &Path<'_>) -> Result<Value, Error> {
        let start = self.at;
        let negative = self.eat(b'-');
        let digits = self.span(|b| b.is_ascii_digit());
        // 38 digits stay below 2^127: no overflow to check.
        if digits.is_empty() || digits.len() > 38 {
            let text = self.text.get(start..self.at).unwrap_or_default().to_owned();
            // Too long for i128: kept as digits, which the count reader refuses by value.
            return match self.eat(b'n') {
                true if !digits.is_empty() => Ok(Value::Str(text)),
                _ => Err(self.garbled(path)),
            };
        }
        let mut size: i128 = 0;
        for b in digits.bytes() {
            size = size * 10 + i128::from(b - b'0');
        }
        let n = if negative { -size } else { size };
        if self.eat(b'n') {
            return Ok(Value::int(n));
        }
        // The bridge writes only safe integers this way, exact in an f64.
        Ok(Value::Number(n as f64))
    }

    /// `len` hex digits.
    fn hex(&mut self, len: usize) -> Option<u64> {
        let digits = self.text.get(self.at..self.at + len)?;
        self.at += len;
        let mut n = 0;
        for b in digits.bytes() {
            n = n * 16 + u64::from((b as char).to_digit(16)?);
        }
        Some(n)
    }

    fn string(&mut self, path: &Path<'_>) -> Result<String, Error> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let plain = self.span(|b| b != b'"' && b != b'\\');
            out.push_str(plain);
            if self.eat(b'"') {
                return Ok(out);
            }
            if !self.eat(b'\\') {
                return Err(self.garbled(path));
            }
            let escaped = self.peek();
            self.at += 1;
            let c = match escaped {
                b'"' => '"',
                b'\\' => '\\',
                b'/' => '/',
                b'b' => '\u{8}',
                b'f' => '\u{c}',
                b'n' => '\n',
                b'r' => '\r',
                b't' => '\t',
                b'u' => self.unicode_escape(path)?,
                _ => return Err(self.garbled(path)),
            };
            out.push(c);
        }
    }

    /// `\uXXXX`, a surrogate pair as two of them; a lone surrogate reads as U+FFFD.
    fn unicode_escape(&mut self, path: &Path<'_>) -> Result<char, Error> {
        let unit = self.hex4(path)?;
        if (0xD800..0xDC00).contains(&unit)
            && self
                .text
                .get(self.at..)
                .is_some_and(|rest| rest.starts_with("\\u"))
        {
            let saved = self.at;
            self.at += 2;
            let low = self.hex4(path)?;
            if (0xDC00..0xE000).contains(&low) {
                let code = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
                return Ok(char::from_u32(code).unwrap_or('\u{FFFD}'));
            }
            self.at = saved;
        }
        Ok(char::from_u32(unit).unwrap_or('\u{FFFD}'))
    }

    fn hex4(&mut self, path: &Path<'_>) -> Result<u32, Error> {
        self.hex(4)
            .map(|n| n as u32)
            .ok_or_else(|| self.garbled(path))
    }

    fn list(&mut self, path: &Path<'_>) -> Result<Value, Error> {
        self.at += 1;
        let mut items = Vec::new();
        if self.eat(b']') {
            return Ok(Value::List(items));
        }
        loop {
            items.push(self.value(&Path::Item(path, items.len()))?);
            if self.eat(b']') {
                return Ok(Value::List(items));
            }
            if !self.eat(b',') {
                return Err(self.garbled(path));
            }
        }
    }

    fn map(&mut self, path: &Path<'_>) -> Result<Value, Error> {
        self.at += 1;
        let mut entries = Vec::new();
        if self.eat(b'}') {
            return Ok(Value::Map(entries));
        }
        loop {
            // A mark where a key would be: the text was cut there.
            if self.peek() == b'!' {
                return self.value(path);
            }
            if self.peek() != b'"' {
                return Err(self.garbled(path));
            }
            let key = self.string(path)?;
            if !self.eat(b':') {
                return Err(self.garbled(path));
            }
            let value = self.value(&Path::Field(path, &key))?;
            entries.push((Cow::Owned(key), value));
            if self.eat(b'}') {
                return Ok(Value::Map(entries));
            }
            if !self.eat(b',') {
                return Err(self.garbled(path));
            }
        }
    }
}

/// The error for what the bridge marked as not plain data.
fn not_data(path: &Path<'_>, word: &str, count: &str) -> Error {
    let field = path.text();
    match word {
        "deep" => Error::of(ErrorKey::TooDeep).with("field", field),
        "items" => Error::of(ErrorKey::TooManyItems)
            .with("field", field)
            .with("got", count)
            .with("max", MAX_ITEMS),
        "parts" => Error::worded(
            ErrorKey::TooManyItems,
            "{field} has {got} items; a sum takes at most {max}",
        )
        .with("field", field)
        .with("got", count)
        .with("max", MAX_PARTS),
        "total" => Error::of(ErrorKey::TooMuchData)
            .with("field", field)
            .with("max", MAX_VALUES),
        "text" => Error::of(ErrorKey::TooMuchText)
            .with("field", field)
            .with("max", MAX_TEXT),
        "fields" => Error::of(ErrorKey::TooManyFields)
            .with("field", field)
            .with("got", count),
        "unreadable" => unreadable(path),
        kind => Error::of(ErrorKey::NotData)
            .with("field", field)
            .with("type", kind),
    }
}

fn unreadable(path: &Path<'_>) -> Error {
    Error::of(ErrorKey::Unreadable).with("field", path.text())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_the_bridge_writes() {
        let state = read(
            r#"{"game":"nim","heaps":[3,-4,18446744073709551615n],"misere":false}"#,
            "state",
        );
        let expected = Value::map([
            ("game", Value::from("nim")),
            (
                "heaps",
                Value::List(vec![
                    Value::Number(3.0),
                    Value::Number(-4.0),
                    Value::int(u64::MAX.into()),
                ]),
            ),
            ("misere", Value::Bool(false)),
        ]);
        assert_eq!(state, Ok(expected));
        assert_eq!(read("#4004000000000000", "pile"), Ok(Value::Number(2.5)));
        assert_eq!(
            read(r#""a\"\\\n\u00e9\ud83c\udfb2\ud800""#, "s"),
            Ok(Value::from("a\"\\\né🎲\u{FFFD}"))
        );
        assert_eq!(read("-12n", "n"), Ok(Value::int(-12)));
        let long = "-1234567890123456789012345678901234567890";
        assert_eq!(read(&format!("{long}n"), "n"), Ok(Value::Str(long.into())));
        assert_eq!(read("[]", "rows"), Ok(Value::List(Vec::new())));
        assert_eq!(read("{}", "move"), Ok(Value::Map(Vec::new())));
    }

    #[test]
    fn marks_become_errors_naming_the_field() {
        let message = |text: &str| read(text, "state").unwrap_err().message().to_owned();
        assert_eq!(
            message(r#"{"heaps":[1,!function]}"#),
            "heaps[1] must be plain data (numbers, strings, arrays, objects), got a function"
        );
        assert_eq!(message(r#"{"pile":!unreadable}"#), "pile could not be read");
        assert_eq!(
            message(r#"{"rows":!items2000000}"#),
            "rows has 2000000 items; nimlab takes at most 1000000"
        );
        assert_eq!(message(r#"{"a":{"b":!deep}}"#), "a.b is nested too deeply");
        assert_eq!(
            message(r#"{"parts":!parts1000000}"#),
            "parts has 1000000 items; a sum takes at most 64"
        );
        assert_eq!(
            message(r#"{"heaps":[[1],!total]}"#),
            "this argument holds more than 2000000 values in all (cut at heaps[1])"
        );
        assert_eq!(
            message(r#"{"heaps":["九九",!text]}"#),
            "this argument's text is longer than 16777216 bytes in all (cut at heaps[1])"
        );
        assert_eq!(
            message(r#"{"game":"nim","junk":["九九"],!text}"#),
            "this argument's text is longer than 16777216 bytes in all (cut at state)"
        );
        assert!(read(r#"{"a":1"#, "state").is_err());
        assert!(read("[1,2", "rows").is_err());
        assert!(read("nul", "x").is_err());
    }
}
