//! An error as JS sees it: an `Error` with the `code`, and the `key` and
//! `params` a translator needs, made by `js/values.js`. Shared by path with
//! the Lab's wasm (`crates/lab`), like `text.rs` and `json.rs`; the Lab's
//! `js/values.js` is a link to this crate's.

use nimlab_core::Error;
use wasm_bindgen::prelude::*;

use crate::json::write_json;

#[wasm_bindgen(module = "/js/values.js")]
extern "C" {
    /// A JS `Error` with a `code`, and the `key` and `params` of `detail`
    /// (JSON) for a translator.
    fn error_value(message: &str, code: &str, detail: &str) -> JsValue;
}

/// `error` as a JS `Error`.
pub fn js_error(error: &Error) -> JsValue {
    let mut detail = String::new();
    write_json(&error.detail(), &mut detail);
    error_value(error.message(), error.code(), &detail)
}
