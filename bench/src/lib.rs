//! What the benchmarks in `benches/` share: plain states as the binding
//! passes them, the timing loop and its report. `cargo test` (or `cargo
//! bench -- --test`) runs each case once, as a test, and prints `ok`;
//! `cargo bench` times them.

use std::time::{Duration, Instant};

use nimlab_core::Value;

// The plain states are built as the core's own tests build them.
#[path = "../../crates/core/tests/support/mod.rs"]
mod support;

pub use support::{state, sum};

/// Nim on `heaps`.
pub fn nim(heaps: Vec<u64>) -> Value {
    state("nim", vec![("heaps", Value::list(heaps))])
}

/// Kayles on `rows` under either rule.
pub fn kayles(rows: Vec<u64>, misere: bool) -> Value {
    state(
        "kayles",
        vec![("rows", Value::list(rows)), ("misere", misere.into())],
    )
}

/// The take-and-break game of `code` on `heaps`.
pub fn octal(code: &str, heaps: Vec<u64>) -> Value {
    state(
        "octal",
        vec![("code", code.into()), ("heaps", Value::list(heaps))],
    )
}

/// Whether a bench runs each case once, checking its answer, instead of
/// timing it: under `cargo test`, which starts a bench target without the
/// `--bench` that `cargo bench` passes, or with `cargo bench -- --test`.
pub fn test_mode() -> bool {
    let mut bench = false;
    for arg in std::env::args() {
        match arg.as_str() {
            "--test" => return true,
            "--bench" => bench = true,
            _ => {}
        }
    }
    !bench
}

/// Whether the bench runs in test mode (see [`test_mode`]), and the time
/// each case gets: none then (one call), else 300 ms.
pub fn mode() -> (bool, Duration) {
    let test_mode = test_mode();
    let budget = if test_mode {
        Duration::ZERO
    } else {
        Duration::from_millis(300)
    };
    (test_mode, budget)
}

/// Runs `body` for about `budget` (at least once) and returns the time of
/// one call.
pub fn time(budget: Duration, mut body: impl FnMut()) -> Duration {
    let mut calls = 0u32;
    let start = Instant::now();
    while start.elapsed() < budget || calls == 0 {
        body();
        calls += 1;
    }
    start.elapsed() / calls
}

/// Prints the time of one call of case `id`, or `ok` in test mode.
pub fn report(id: &str, per_call: Duration, test_mode: bool) {
    if test_mode {
        println!("{id}: ok");
    } else {
        println!("{id:<48} {:>14.3} µs", per_call.as_secs_f64() * 1e6);
    }
}
