//! `nimlab atlas` as a person runs it: the two-digit atlas to 1024 is the
//! table kept in tests/data/octal/atlas-2-1024.json, which the Lab's atlas
//! view is held to in Chromium (tests/browser/lab-atlas.test.mjs), so the
//! command line and the tab make the same table; the CSV says the same;
//! bad options are refused with a message naming them.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly by design

use std::path::PathBuf;
use std::process::Command;

fn nimlab(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_nimlab"))
        .args(args)
        .output()
        .unwrap()
}

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    dir.join(format!("{name}-{}", std::process::id()))
}

#[test]
fn the_two_digit_atlas_is_the_table_the_lab_is_held_to() {
    let (json, csv) = (scratch("atlas.json"), scratch("atlas.csv"));
    let out = nimlab(&[
        "atlas",
        "--digits",
        "2",
        "--to",
        "1024",
        "--quiet",
        "--threads",
        "3",
        "--json",
        json.to_str().unwrap(),
        "--csv",
        csv.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let summary = String::from_utf8(out.stdout).unwrap();
    assert!(summary.contains("atlas of 126 codes"), "{summary}");
    let kept =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/octal/atlas-2-1024.json");
    assert_eq!(
        std::fs::read_to_string(&json).unwrap(),
        std::fs::read_to_string(kept).unwrap()
    );
    let csv = std::fs::read_to_string(&csv).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 127);
    assert!(
        lines.contains(&"0.77,71,12,167,255,8,f,0,9,70,4.4,-1,true"),
        "{}",
        lines[..20].join("\n")
    );
    assert!(
        lines.contains(&"0.07,53,34,175,255,9,,,,,0.4,-1,true"),
        "{csv}"
    );
}

#[test]
fn bad_options_are_refused_by_name() {
    for (args, says) in [
        (
            &["atlas", "--digits", "9"][..],
            "--digits must be a whole number from 1 to 5, got 9",
        ),
        (&["atlas", "--to", "10"], "--to must be at least 64, got 10"),
        (
            &["atlas", "--threads", "0"],
            "--threads must be a whole number from 1, got 0",
        ),
        (
            &["atlas", "--budget", "lots"],
            "--budget must be a whole number like 1000000 or 1e6, got lots",
        ),
        (
            &["atlas", "--frobnicate"],
            "unexpected argument --frobnicate",
        ),
    ] {
        let out = nimlab(args);
        assert!(!out.status.success());
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
}
