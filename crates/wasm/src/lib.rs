//! The JS face of nimlab (`shared/API.md`): each export converts its plain JS
//! arguments to [`Value`]s, calls `nimlab_core::api`, and converts the answer
//! back. Errors become a thrown JS `Error` with a `code`; nothing here panics.

use js_sys::{Array, Object, Reflect};
use nimlab_core::value::{MAX_ITEMS, MAX_SAFE_INTEGER};
use nimlab_core::{api, Error, Value};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = include_str!("types.d.ts");

/// Runs once when the module is instantiated.
#[wasm_bindgen(start)]
pub fn start() {
    #[cfg(feature = "console_error_panic_hook")]
    console_error_panic_hook::set_once();
}

/// Who wins from `state`, with the nimber, remoteness and explanation.
#[wasm_bindgen(unchecked_return_type = "Classification")]
pub fn classify(
    #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
) -> Result<JsValue, JsValue> {
    call(|| api::classify(&from_js(&state, "state")?))
}

/// A winning move, or the move that delays longest; `null` when the game is over.
#[wasm_bindgen(unchecked_return_type = "MoveResult | null")]
pub fn best_move(
    #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
) -> Result<JsValue, JsValue> {
    call(|| api::best_move(&from_js(&state, "state")?))
}

/// `best_move` under its camelCase name.
#[wasm_bindgen(js_name = bestMove, unchecked_return_type = "MoveResult | null")]
pub fn best_move_camel(
    #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
) -> Result<JsValue, JsValue> {
    best_move(state)
}

/// Every legal move with the outcome it leaves.
#[wasm_bindgen(unchecked_return_type = "MoveResult[]")]
pub fn moves(
    #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
) -> Result<JsValue, JsValue> {
    call(|| api::moves(&from_js(&state, "state")?))
}

/// The state after `move`.
#[wasm_bindgen(unchecked_return_type = "State")]
pub fn play(
    #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
    #[wasm_bindgen(js_name = "move", unchecked_param_type = "Move")] mv: JsValue,
) -> Result<JsValue, JsValue> {
    call(|| api::play(&from_js(&state, "state")?, &from_js(&mv, "move")?))
}

/// The games nimlab knows, with names, parameters and an example state.
#[wasm_bindgen(unchecked_return_type = "GameInfo[]")]
pub fn games() -> JsValue {
    to_js(&api::games())
}

/// The blog's demo: misère Kayles on groups of adjacent coins; 1 if the
/// player to move can force a win, else 0.
#[wasm_bindgen(unchecked_return_type = "0 | 1")]
pub fn f(#[wasm_bindgen(unchecked_param_type = "Count[]")] rows: JsValue) -> Result<u8, JsValue> {
    api::f(&from_js(&rows, "rows").map_err(|e| js_error(&e))?).map_err(|e| js_error(&e))
}

fn call(answer: impl FnOnce() -> Result<Value, Error>) -> Result<JsValue, JsValue> {
    answer().map(|v| to_js(&v)).map_err(|e| js_error(&e))
}

fn js_error(error: &Error) -> JsValue {
    let js = js_sys::Error::new(error.message());
    let _ = Reflect::set(&js, &"code".into(), &error.code().into());
    js.into()
}

/// How deep a state may nest; a legal state nests two levels.
const MAX_DEPTH: usize = 16;

fn from_js(js: &JsValue, argument: &str) -> Result<Value, Error> {
    convert(js, &Path::Argument(argument), 0)
}

/// Where a value sits in an argument (`heaps[2]`, `move.take`), written out
/// only when an error names it: a million heaps need no million strings.
enum Path<'a> {
    Argument(&'a str),
    Field(&'a Path<'a>, &'a str),
    Item(&'a Path<'a>, u32),
}

impl std::fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Path::Argument(name) => f.write_str(name),
            // A state's fields go by their own names, as in the core's messages.
            Path::Field(Path::Argument("state"), name) => f.write_str(name),
            Path::Field(parent, name) => write!(f, "{parent}.{name}"),
            Path::Item(parent, i) => write!(f, "{parent}[{i}]"),
        }
    }
}

fn convert(js: &JsValue, path: &Path<'_>, depth: usize) -> Result<Value, Error> {
    if depth > MAX_DEPTH {
        return Err(Error::bad_state(format!("{path} is nested too deeply")));
    }
    if js.is_null() || js.is_undefined() {
        return Ok(Value::Null);
    }
    if let Some(b) = js.as_bool() {
        return Ok(Value::Bool(b));
    }
    if let Some(n) = js.as_f64() {
        return Ok(Value::Number(n));
    }
    if let Some(s) = js.as_string() {
        return Ok(Value::Str(s));
    }
    if js.is_bigint() {
        let digits: String = js_sys::BigInt::unchecked_from_js_ref(js)
            .to_string(10)
            .map(String::from)
            .unwrap_or_default();
        // Too long for i128: kept as digits, which the count reader refuses by value.
        return Ok(digits.parse().map(Value::Int).unwrap_or(Value::Str(digits)));
    }
    // Every read goes through Reflect, whose errors are caught: a getter or a
    // Proxy trap that throws must not unwind through the wasm frames.
    let unreadable = |what: &str| Error::bad_state(format!("{path}{what} could not be read"));
    if Array::is_array(js) {
        let len = Reflect::get(js, &"length".into())
            .ok()
            .and_then(|n| n.as_f64())
            .ok_or_else(|| unreadable(".length"))?;
        if len > MAX_ITEMS as f64 {
            // Formatted as an integer: f64's Display would add kilobytes to the wasm.
            return Err(Error::too_large(format!(
                "{path} has {} items; nimlab takes at most {MAX_ITEMS}",
                len as u64
            )));
        }
        return (0..len as u32)
            .map(|i| {
                let item = Reflect::get_u32(js, i).map_err(|_| unreadable(&format!("[{i}]")))?;
                convert(&item, &Path::Item(path, i), depth + 1)
            })
            .collect::<Result<_, _>>()
            .map(Value::List);
    }
    if js.is_function() || js.is_symbol() || !js.is_object() {
        return Err(Error::bad_state(format!(
            "{path} must be plain data (numbers, strings, arrays, objects), got a {}",
            js.js_typeof().as_string().unwrap_or_default()
        )));
    }
    let keys = Reflect::own_keys(js).map_err(|_| unreadable(""))?;
    if keys.length() > 64 {
        return Err(Error::bad_state(format!(
            "{path} has {} fields; no state has more than 8",
            keys.length()
        )));
    }
    let mut entries = Vec::new();
    for key in keys.iter() {
        // Symbol keys are not data; skip them as JSON would.
        let Some(name) = key.as_string() else {
            continue;
        };
        let item = Reflect::get(js, &key).map_err(|_| unreadable(&format!(".{name}")))?;
        let value = convert(&item, &Path::Field(path, &name), depth + 1)?;
        entries.push((name.into(), value));
    }
    Ok(Value::Map(entries))
}

/// A result as a JS value. Most results hold no BigInt and no float: those
/// go across as one JSON text for `JSON.parse`, far fewer crossings of the
/// wasm boundary than one `Reflect.set` a field.
fn to_js(value: &Value) -> JsValue {
    let mut json = String::new();
    if write_json(value, &mut json) {
        if let Ok(parsed) = js_sys::JSON::parse(&json) {
            return parsed;
        }
    }
    to_js_by_parts(value)
}

/// Writes `value` as JSON; false when it holds what JSON cannot carry
/// exactly (a count past 2^53 − 1) or a float.
fn write_json(value: &Value, out: &mut String) -> bool {
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Int(i) if i.unsigned_abs() <= u128::from(MAX_SAFE_INTEGER) => {
            out.push_str(&i.to_string());
        }
        Value::Int(_) | Value::Number(_) => return false,
        Value::Str(s) => write_json_string(s, out),
        Value::List(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                if !write_json(item, out) {
                    return false;
                }
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
                if !write_json(item, out) {
                    return false;
                }
            }
            out.push('}');
        }
    }
    true
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

fn to_js_by_parts(value: &Value) -> JsValue {
    match value {
        Value::Null => JsValue::NULL,
        Value::Bool(b) => JsValue::from_bool(*b),
        Value::Number(n) => JsValue::from_f64(*n),
        Value::Int(i) if i.unsigned_abs() <= u128::from(MAX_SAFE_INTEGER) => {
            JsValue::from_f64(*i as f64)
        }
        Value::Int(i) => JsValue::from(*i),
        Value::Str(s) => JsValue::from_str(s),
        Value::List(items) => items.iter().map(to_js_by_parts).collect::<Array>().into(),
        Value::Map(entries) => {
            let object = Object::new();
            for (key, item) in entries {
                let _ = Reflect::set(&object, &JsValue::from_str(key), &to_js_by_parts(item));
            }
            object.into()
        }
    }
}
