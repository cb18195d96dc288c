//! What the command line's tests share: `nimlab` run as a person runs it,
//! what a run said, and scratch files of this run.

use std::path::PathBuf;
use std::process::{Command, Output};

/// Runs `nimlab` with `args`.
pub fn nimlab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nimlab"))
        .args(args)
        .output()
        .unwrap()
}

/// A file in the tests' scratch folder, of this run alone.
pub fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    dir.join(format!("{name}-{}", std::process::id()))
}

/// What a run wrote, to stdout and then to stderr.
pub fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// Runs `nimlab` with `args`, which must succeed.
pub fn succeeds(args: &[&str]) -> Output {
    let out = nimlab(args);
    assert!(out.status.success(), "{args:?}: {}", text(&out));
    out
}

/// Runs `nimlab` with `args`, which must fail with an error that `says` so.
pub fn refused(args: &[&str], says: &str) {
    let out = nimlab(args);
    assert!(!out.status.success(), "{args:?}: {}", text(&out));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains(says), "{args:?}: {stderr}");
}
