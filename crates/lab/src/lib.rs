//! The Lab's wasm (`www/lab/pkg/nimlab_lab.js`): one export, `nimbers`, by
//! the same engine as the main wasm (`nimlab_core::nimbers`), built for speed
//! rather than size (Cargo profile `lab`: opt-level 3, `+simd128`; wasm-opt
//! `-O3`), and telling a Worker how far it has come.
//!
//! ```js
//! import init, { nimbers } from './pkg/nimlab_lab.js';
//! await init();
//! globalThis.nimlabProgress = (known, n) => postMessage({ known, n });
//! const { values, period, split } = nimbers({ game: 'octal', code: '0.6' }, 1e6);
//! ```
//!
//! - `nimbers(rule, n)`: `rule` and `n` as the main wasm's `nimbers`
//!   (docs/API.md: `{game: "octal", code}` or `{game: "octal", subtract}`,
//!   `{game: "grundy"}`, `{game: "kayles"}`, `{game: "subtraction", max}`;
//!   n a whole number below 2^26), with the same errors: a JS `Error` with
//!   `code` (`bad-state`, `too-large`), and, not enumerable, `key` and
//!   `params` for a translator. It returns `{values, period, split}`:
//!   - `values`: G(0..=n), a `Uint16Array` when every value is below 2^16
//!     (half the memory: the wasm's copy and the one handed to JS together
//!     take 4 bytes a value), else a `Uint32Array`;
//!   - `period`: `{start, length, checkedTo}` when the values prove one
//!     (Guy and Smith's theorem), else `null`;
//!   - `split`: `{mask, bit}`, the rare/common split the engine used at the
//!     end: heap m is *common* when the parity of the set bits of
//!     `G(m) & mask`, plus `bit · (m mod 2)`, is odd, and *rare* otherwise
//!     (Grossman's sparse space; heap 0 is neither); `null` when the engine ran
//!     the naive loop (no split left few rare heaps, or no move splits).
//! - `atlas_entry(code, n, digits)`: one code of the octal atlas
//!   (`nimlab_core::atlas::entry`, the default budget), for the Lab's atlas
//!   view: `code` a string, `n` a whole number from 64 below 2^26, `digits`
//!   the atlas's (1 to 5). It returns `{code, period, computedTo, maxValue,
//!   rare, zeros, form, tails}`: the atlas's JSON object of the code less
//!   `sameAs` (the page works that out over all codes, as
//!   `atlas::same_as`), with what it needs for that: `zeros`, `form`
//!   (`{start, length, values}` with `values` a `Uint32Array`, or `null`) and
//!   `tails` (the fingerprints, each two hashes in hexadecimal, `"h1.h2"`).
//!   The values are worked out until a period is proved, the rest filled
//!   from it (`computedTo`: the largest heap worked out).
//! - Progress: while computing, every 2^16 values and once at the end, the
//!   engine calls `globalThis.nimlabProgress?.(known, n)`, `known` the values
//!   worked out so far (n + 1 at the end). A Worker sets it to post progress;
//!   Stop is `worker.terminate()`. At each heap where a period is looked for
//!   (`close_checkpoints`: at most an eighth apart past 2^16), it calls
//!   `globalThis.nimlabValues?.(values)` with a view of G(0..k), which the
//!   Worker copies and posts, so that what a stopped run computed is kept.
//!
//! The arguments cross as text, written by `js/bridge.js` and read by the main
//! wasm's reader (`crates/wasm/src/text.rs`, shared by path), so every error
//! message is the main wasm's.

#[path = "../../wasm/src/text.rs"]
mod text;

#[path = "../../wasm/src/json.rs"]
mod json;
use json::write_json;

#[path = "../../wasm/src/js_error.rs"]
mod js_error;
use js_error::js_error;

use nimlab_core::atlas::{entry, DEFAULT_BUDGET, MAX_DIGITS};
use nimlab_core::fields::whole_number;
use nimlab_core::nimbers::{values_filled_seen, Values};
use nimlab_core::{api, Error, ErrorKey, Value};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/js/bridge.js")]
extern "C" {
    /// The argument as text (see `crates/wasm/src/text.rs`).
    fn argument_text(value: &JsValue) -> String;
    /// `{values, period, split}` from the values and `{period, split}` as JSON.
    fn nimbers_value(values: Vec<u32>, json: &str) -> JsValue;
    /// The same, the values a `Uint16Array`.
    #[wasm_bindgen(js_name = nimbers_value)]
    fn nimbers_value_narrow(values: Vec<u16>, json: &str) -> JsValue;
    /// An atlas entry from the form's values and the rest as JSON.
    fn atlas_value(form: Vec<u32>, json: &str) -> JsValue;
    /// Calls `globalThis.nimlabProgress?.(known, n)`.
    fn progress(known: f64, n: f64);
    /// Calls `globalThis.nimlabValues?.(values)`, `values` a view of the
    /// values so far (valid only during the call).
    fn partial(values: &[u32]);
    /// The same, the values a `Uint16Array` view.
    #[wasm_bindgen(js_name = partial)]
    fn partial_narrow(values: &[u16]);
}

/// G(0..=n) of one heap under `rule`, the period they prove and the split
/// the engine used (see the module docs).
#[wasm_bindgen(unchecked_return_type = "LabNimbers")]
pub fn nimbers(
    #[wasm_bindgen(unchecked_param_type = "NimberRule")] rule: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Count")] n: JsValue,
) -> Result<JsValue, JsValue> {
    let read = |js: &JsValue, name: &str| text::read(&argument_text(js), name);
    let (rule, n) = read(&rule, "rule")
        .and_then(|rule| Ok((rule, read(&n, "n")?)))
        .and_then(|(rule, n)| api::nimbers_rule(&rule, &n))
        .map_err(|e| js_error(&e))?;
    let filled = values_filled_seen(
        &rule,
        n,
        |known| progress(known as f64, n as f64),
        |values| match values {
            Values::Narrow(values) => partial_narrow(values),
            Values::Wide(values) => partial(values),
        },
    )
    .map_err(|e| js_error(&e))?;
    let period = filled.period.map_or(Value::Null, |p| p.to_value());
    let split = filled.split.map_or(Value::Null, |s| {
        Value::map([("mask", s.mask.into()), ("bit", s.bit.into())])
    });
    let mut json = String::new();
    write_json(
        &Value::map([
            ("period", period),
            ("split", split),
            ("computedTo", filled.computed_to.into()),
        ]),
        &mut json,
    );
    Ok(match filled.values {
        Values::Narrow(values) => nimbers_value_narrow(values, &json),
        Values::Wide(values) => nimbers_value(values, &json),
    })
}

/// One code of the octal atlas (see the module docs).
#[wasm_bindgen(unchecked_return_type = "AtlasEntry")]
pub fn atlas_entry(
    #[wasm_bindgen(unchecked_param_type = "string")] code: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Count")] n: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] digits: JsValue,
) -> Result<JsValue, JsValue> {
    let read = |js: &JsValue, name: &str| text::read(&argument_text(js), name);
    let answer = (|| {
        let code = match read(&code, "code")? {
            Value::Str(code) => code,
            other => {
                return Err(Error::of(ErrorKey::CodeNotString)
                    .with("field", "code")
                    .with("value", other.describe()))
            }
        };
        let n = whole_number(&read(&n, "n")?, "n", 64, api::MAX_NIMBERS - 1)? as usize;
        let digits = whole_number(&read(&digits, "digits")?, "digits", 1, MAX_DIGITS as u64)?;
        let nn = n as f64;
        entry(&code, n, digits as usize, DEFAULT_BUDGET, |known| {
            progress(known as f64, nn)
        })
    })()
    .map_err(|e| js_error(&e))?;
    let form = answer.form.as_ref().map_or(Value::Null, |f| {
        Value::map([("start", f.start.into()), ("length", f.length.into())])
    });
    let tails = answer
        .tails
        .iter()
        .map(|[a, b]| format!("{a:016x}.{b:016x}"));
    let mut fields = answer.to_value(None);
    if let Value::Map(entries) = &mut fields {
        entries.retain(|(key, _)| key != "sameAs");
        entries.push(("zeros".into(), answer.zeros.into()));
        entries.push(("form".into(), form));
        entries.push(("tails".into(), Value::list(tails)));
    }
    let mut json = String::new();
    write_json(&fields, &mut json);
    let values = answer.form.map_or(Vec::new(), |f| f.values);
    Ok(atlas_value(values, &json))
}

/// `NimberRule`, as the main package declares it.
#[wasm_bindgen(typescript_custom_section)]
const NIMBER_RULE: &'static str = include_str!("../../wasm/src/nimber_rule.d.ts");

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
export type Count = number | bigint;
export interface AtlasEntry {
  code: string;
  period: { start: number; length: number; checkedTo: number } | null;
  computedTo: number;
  maxValue: number;
  rare: { mask: number; bit: 0 | 1; count: number; last: number | null } | null;
  zeros: number;
  form: { start: number; length: number; values: Uint32Array } | null;
  tails: string[];
}
export interface LabNimbers {
  values: Uint16Array | Uint32Array;
  period: { start: number; length: number; checkedTo: number } | null;
  computedTo: number;
  split: { mask: number; bit: 0 | 1 } | null;
}
"#;
