//! The JS face of nimlab (`shared/API.md`): each export reads its plain JS
//! arguments as text (written by `js/bridge.js`, read by [`text`]), calls
//! `nimlab_core::api`, and hands the answer back as one JSON text. Errors
//! become a thrown JS `Error` with a `code`; nothing here panics.
//!
//! One crossing of the wasm boundary each way costs far less than one a
//! field. The bridge (shipped as written, so its comments are kept short)
//! marks, in the argument's text, what is not plain data and what could not
//! be read, and bounds the depth (16), the items of an array (10^6) and the
//! fields of an object (64), so that Rust writes every error message. In a
//! result, a count past 2^53 − 1 is the string `"\u0000n"` and its digits,
//! which the bridge turns into a BigInt by a walk (Node 20's V8 crashed
//! deoptimising a `JSON.parse` reviver). The `explanation` of `classify` is
//! worked out by `__nimlab_explain` when first read, from the state's text
//! handed back with the answer; the bridge and the glue module import each
//! other.

mod js_error;
mod json;
mod text;

use js_error::js_error;
use json::write_json;
use nimlab_core::{api, budget, Error, Value};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = include_str!("types.d.ts");

/// `NimberRule`, which the Lab's wasm declares too.
#[wasm_bindgen(typescript_custom_section)]
const NIMBER_RULE: &'static str = include_str!("nimber_rule.d.ts");

#[wasm_bindgen(module = "/js/bridge.js")]
extern "C" {
    /// The argument as text, its limits checked as it is written.
    fn argument_text(value: &JsValue) -> String;
    /// A result from its JSON text, in which `"\u0000n…"` is a BigInt.
    fn result_value(json: &str) -> JsValue;
    /// A classification from its JSON text, the explanation worked out when
    /// first read, from the state's text, within the call's budget.
    fn classification_value(json: &str, state: &str, work: f64, memory: f64) -> JsValue;
    /// `{values, period}` from the values and the period's JSON text.
    #[cfg(feature = "take-and-break")]
    fn nimbers_value(values: Vec<u32>, period: &str) -> JsValue;
    /// A quotient from its JSON text, with Φ and the table (empty when
    /// null) as `Uint32Array`s in their places.
    #[cfg(feature = "take-and-break")]
    fn quotient_value(json: &str, phi: Vec<u32>, table: Vec<u32>, has_table: bool) -> JsValue;
}

/// Runs once when the module is instantiated.
#[wasm_bindgen(start)]
pub fn start() {
    #[cfg(feature = "console_error_panic_hook")]
    console_error_panic_hook::set_once();
}

/// Who wins from `state`, with the nimber, remoteness and explanation (worked
/// out when first read, within the same options).
#[wasm_bindgen(unchecked_return_type = "Classification")]
pub fn classify(
    #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
    #[wasm_bindgen(unchecked_param_type = "CallOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    // The state's text goes back with the answer, for the explanation: kept
    // by this call alone, so that a call made while the options are read
    // (by a getter) cannot swap it.
    let (text, state) = read_text(&state, "state")?;
    let options = call_options(options, false)?;
    let limits = options.budget;
    let answer = budget::within(limits, || api::verdict(&state)).map_err(|e| js_error(&e))?;
    let mut json = String::new();
    write_json(&answer.into_value(), &mut json);
    Ok(classification_value(
        &json,
        &text,
        limits.work as f64,
        limits.memory as f64,
    ))
}

/// The explanation of the state written as `state_text`: a classification
/// keeps its state's text, and its call's budget, and asks for it when
/// `explanation` is first read.
#[wasm_bindgen(js_name = "__nimlab_explain", skip_typescript)]
pub fn explain(state_text: &str, work: f64, memory: f64) -> Result<JsValue, JsValue> {
    let state = text::read(state_text, "state").map_err(|e| js_error(&e))?;
    let limits = budget::Budget {
        work: work as u64,
        memory: memory as u64,
    };
    budget::within(limits, || api::explain(&state))
        .map(|v| to_js(&v))
        .map_err(|e| js_error(&e))
}

/// A winning move, or the move that delays longest; `null` when the game is
/// over. With `{aim: "lose"}`, the move that leaves the opponent the easiest
/// win whenever there is one.
#[wasm_bindgen(unchecked_return_type = "MoveResult | null")]
pub fn best_move(
    #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
    #[wasm_bindgen(unchecked_param_type = "BestMoveOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let state = read(&state, "state")?;
    let options = call_options(options, true)?;
    call(options, || {
        api::best_move_with(&state, options.aim, options.skill)
    })
}

/// `best_move` under its camelCase name.
#[wasm_bindgen(js_name = bestMove, unchecked_return_type = "MoveResult | null")]
pub fn best_move_camel(
    #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
    #[wasm_bindgen(unchecked_param_type = "BestMoveOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    best_move(state, options)
}

/// Whether the game is over at `state` (no legal move left): read off the
/// position, never searched, so the page may ask on its own thread. Not part
/// of API.md; `www/solver/solver.js` hands it to the page.
#[wasm_bindgen(js_name = "__nimlab_over", skip_typescript)]
pub fn is_over(state: JsValue) -> Result<bool, JsValue> {
    api::is_over(&read(&state, "state")?).map_err(|e| js_error(&e))
}

/// Every legal move with the outcome it leaves.
#[wasm_bindgen(unchecked_return_type = "MoveResult[]")]
pub fn moves(
    #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
    #[wasm_bindgen(unchecked_param_type = "CallOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let state = read(&state, "state")?;
    let options = call_options(options, false)?;
    call(options, || api::moves(&state))
}

/// The state after `move`.
#[wasm_bindgen(unchecked_return_type = "State")]
pub fn play(
    #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
    #[wasm_bindgen(js_name = "move", unchecked_param_type = "Move")] mv: JsValue,
) -> Result<JsValue, JsValue> {
    let (state, mv) = (read(&state, "state")?, read(&mv, "move")?);
    api::play(&state, &mv)
        .map(|v| to_js(&v))
        .map_err(|e| js_error(&e))
}

/// The games nimlab knows, with names, parameters and an example state:
/// `api::games()` as JSON, kept in `games.json` (a test holds the two equal),
/// since the data takes far fewer bytes of wasm than the code that builds it.
#[wasm_bindgen(unchecked_return_type = "GameInfo[]")]
pub fn games() -> JsValue {
    result_value(GAMES_JSON)
}

const GAMES_JSON: &str = include_str!("games.json");

/// The blog's demo: misère Kayles on groups of adjacent coins; 1 if the
/// player to move can force a win, else 0.
#[wasm_bindgen(unchecked_return_type = "0 | 1")]
pub fn f(#[wasm_bindgen(unchecked_param_type = "Count[]")] rows: JsValue) -> Result<u8, JsValue> {
    api::f(&read(&rows, "rows")?).map_err(|e| js_error(&e))
}

/// The nimbers of one heap of 0, 1, …, n under `rule` (a state without its
/// heaps), as a `Uint32Array`, and the period they prove, if any.
#[cfg(feature = "take-and-break")]
#[wasm_bindgen(unchecked_return_type = "Nimbers")]
pub fn nimbers(
    #[wasm_bindgen(unchecked_param_type = "NimberRule")] rule: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Count")] n: JsValue,
    #[wasm_bindgen(unchecked_param_type = "CallOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let known = of_rule(&rule, &n, options, api::nimbers)?;
    let period = known.period.map_or(Value::Null, |p| p.to_value());
    let mut json = String::new();
    write_json(&period, &mut json);
    Ok(nimbers_value(known.values, &json))
}

/// The misère quotient Q_n of `rule` (Plambeck and Siegel): its order,
/// P-portion, Φ and table as `Uint32Array`s, presentation and period.
#[cfg(feature = "take-and-break")]
#[wasm_bindgen(unchecked_return_type = "Quotient")]
pub fn quotient(
    #[wasm_bindgen(unchecked_param_type = "QuotientRule")] rule: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Count")] n: JsValue,
    #[wasm_bindgen(unchecked_param_type = "CallOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let answer = of_rule(&rule, &n, options, api::quotient)?;
    let mut json = String::new();
    write_json(&answer.value, &mut json);
    let has_table = answer.table.is_some();
    Ok(quotient_value(
        &json,
        answer.phi,
        answer.table.unwrap_or_default(),
        has_table,
    ))
}

/// The answer of `question` (`nimbers`, `quotient`) to a rule and n read
/// through the bridge, within the options' budget.
#[cfg(feature = "take-and-break")]
fn of_rule<T>(
    rule: &JsValue,
    n: &JsValue,
    options: Option<JsValue>,
    question: fn(&Value, &Value) -> Result<T, Error>,
) -> Result<T, JsValue> {
    let (rule, n) = (read(rule, "rule")?, read(n, "n")?);
    let options = call_options(options, false)?;
    budget::within(options.budget, || question(&rule, &n)).map_err(|e| js_error(&e))
}

/// What the last call spent, `{work, memory}` (steps, and the most bytes
/// held at once): for the tests and the benchmark, not part of API.md.
#[wasm_bindgen(js_name = "__nimlab_spent", skip_typescript)]
pub fn spent() -> JsValue {
    let spent = budget::spent();
    to_js(&Value::object(&mut [
        ("work", spent.work.into()),
        ("memory", spent.memory.into()),
    ]))
}

/// A call's options, read through the bridge (absent: the defaults).
fn call_options(options: Option<JsValue>, aim: bool) -> Result<api::Options, JsValue> {
    let value = match options {
        Some(options) => read(&options, "options")?,
        None => Value::Null,
    };
    api::read_call_options(&value, aim).map_err(|e| js_error(&e))
}

/// The argument `name` of a call, read through the bridge. A call refused
/// while its arguments are read has spent nothing (`__nimlab_spent`).
fn read(js: &JsValue, name: &str) -> Result<Value, JsValue> {
    read_text(js, name).map(|(_, value)| value)
}

/// [`read`], with the text the bridge wrote.
fn read_text(js: &JsValue, name: &str) -> Result<(String, Value), JsValue> {
    let _ = budget::within(budget::Budget::DEFAULT, || Ok(()));
    let text = argument_text(js);
    let value = text::read(&text, name).map_err(|e| js_error(&e))?;
    Ok((text, value))
}

/// `answer` within the options' budget, as JS.
fn call(
    options: api::Options,
    answer: impl FnOnce() -> Result<Value, Error>,
) -> Result<JsValue, JsValue> {
    budget::within(options.budget, answer)
        .map(|v| to_js(&v))
        .map_err(|e| js_error(&e))
}

/// A result as a JS value, from one JSON text: one crossing of the wasm
/// boundary instead of one a field.
fn to_js(value: &Value) -> JsValue {
    let mut json = String::new();
    write_json(value, &mut json);
    result_value(&json)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_json_is_what_the_core_lists() {
        let mut json = String::new();
        write_json(&api::games(), &mut json);
        json.push('\n');
        if std::env::var_os("NIMLAB_WRITE_GAMES").is_some() {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/games.json");
            std::fs::write(path, &json).unwrap();
            return;
        }
        assert!(
            GAMES_JSON == json,
            "src/games.json is stale: NIMLAB_WRITE_GAMES=1 cargo test -p nimlab-wasm rewrites it"
        );
    }
}
