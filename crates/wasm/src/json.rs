//! Results as one JSON text, the way the bridge reads them back: shared by
//! path with the Lab's wasm (`crates/lab`), like `text.rs`.

use nimlab_core::value::{int_text, MAX_SAFE_INTEGER};
use nimlab_core::Value;

/// Writes `value` as JSON. A count past 2^53 − 1, which a JS number would
/// round, goes as a string `"\u0000n"` and its digits, which the bridge
/// turns into a BigInt.
pub fn write_json(value: &Value, out: &mut String) {
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Int(i) => {
            let i = i.get();
            let big = i.unsigned_abs() > u128::from(MAX_SAFE_INTEGER);
            if big {
                out.push_str("\"\\u0000n");
            }
            out.push_str(&int_text(i));
            if big {
                out.push('"');
            }
        }
        // Results hold counts, never fractions.
        Value::Number(n) if n.fract() == 0.0 && n.abs() <= MAX_SAFE_INTEGER as f64 => {
            out.push_str(&int_text(*n as i128));
        }
        Value::Number(_) => out.push_str("null"),
        Value::Str(s) => write_json_string(s, out),
        Value::List(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_json(item, out);
            }
            out.push(']');
        }
        Value::Map(entries) => {
            out.push('{');
            for (i, (key, item)) in entries.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_json_string(key, out);
                out.push(':');
                write_json(item, out);
            }
            out.push('}');
        }
    }
}

fn write_json_string(s: &str, out: &mut String) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if u32::from(c) < 0x20 => {
                out.push_str("\\u00");
                out.push(char::from(HEX[(u32::from(c) >> 4) as usize]));
                out.push(char::from(HEX[(u32::from(c) & 15) as usize]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}
