//! `nimlab atlas` as a person runs it: the two-digit atlas to 1024 is the
//! table kept in tests/data/octal/atlas-2-1024.json, which the Lab's atlas
//! view is held to in Chromium (tests/browser/lab-atlas.test.mjs), so the
//! command line and the tab make the same table; the CSV says the same; its
//! shards, merged, make that table again, byte for byte; bad options are
//! refused with a message naming them.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly by design

mod common;

use std::path::PathBuf;

use common::{refused, scratch, succeeds};

/// `nimlab atlas` of the two-digit codes to 1024, quietly, with `more`.
fn two_digit_atlas<'a>(more: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec!["atlas", "--digits", "2", "--to", "1024", "--quiet"];
    args.extend(more);
    args
}

/// The two-digit atlas to 1024 as tests/data/octal keeps it.
fn kept_table() -> String {
    let kept =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/octal/atlas-2-1024.json");
    std::fs::read_to_string(kept).unwrap()
}

#[test]
fn the_two_digit_atlas_is_the_table_the_lab_is_held_to() {
    let (json, csv) = (scratch("atlas.json"), scratch("atlas.csv"));
    let out = succeeds(&two_digit_atlas(&[
        "--threads",
        "3",
        "--json",
        json.to_str().unwrap(),
        "--csv",
        csv.to_str().unwrap(),
    ]));
    let summary = String::from_utf8(out.stdout).unwrap();
    assert!(summary.contains("atlas of 126 codes"), "{summary}");
    assert_eq!(std::fs::read_to_string(&json).unwrap(), kept_table());
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
fn shards_merged_make_the_whole_table() {
    let shards: Vec<PathBuf> = (1..=3).map(|k| scratch(&format!("shard-{k}"))).collect();
    // Run in another order than their numbers, as a scheduler may.
    for k in [2, 3, 1] {
        let shard = format!("{k}/3");
        let file = shards[k - 1].to_str().unwrap();
        succeeds(&two_digit_atlas(&[
            "--threads",
            "2",
            "--shard",
            &shard,
            "--out",
            file,
        ]));
    }
    let (json, certificates) = (scratch("merged.json"), scratch("certificates"));
    let mut args = vec!["atlas", "merge"];
    args.extend(shards.iter().rev().map(|p| p.to_str().unwrap()));
    args.extend(["--json", json.to_str().unwrap()]);
    args.extend(["--certificates", certificates.to_str().unwrap()]);
    succeeds(&args);
    assert_eq!(std::fs::read_to_string(&json).unwrap(), kept_table());
    // A certificate for each proved code: Kayles' among them.
    let kayles = std::fs::read_to_string(certificates.join("0.77.json")).unwrap();
    assert!(kayles.contains("\"start\":71,\"length\":12,\"checkedTo\":167"));
    assert!(!certificates.join("0.6.json").exists());
    // A shard missing, or given twice, is refused by name.
    let one = shards[0].to_str().unwrap();
    let two = shards[1].to_str().unwrap();
    for (args, says) in [
        (
            vec!["atlas", "merge", one, two],
            "shard 3/3 is missing".to_owned(),
        ),
        (
            vec!["atlas", "merge", one, one, two],
            format!("{one} and {one} are both shard 1/3"),
        ),
    ] {
        refused(&args, &says);
    }
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
        (
            &["atlas", "--shard", "4/3", "--out", "x"],
            "--shard must be K/N with whole numbers 1 ≤ K ≤ N, like 3/8, got 4/3",
        ),
        (&["atlas", "--shard", "1/3"], "--shard needs --out FILE"),
        (&["atlas", "merge"], "merge needs the shards' files"),
    ] {
        refused(args, says);
    }
}
