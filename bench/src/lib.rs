//! Benchmarks live in `benches/`. `cargo test` runs each case once, as a
//! test; `cargo bench` times them.

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
