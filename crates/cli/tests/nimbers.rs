//! `nimlab nimbers` as a person runs it: the values are worked out until a
//! checkpoint proves a period and filled from it (counted by the heap the
//! engine stopped at, never by a clock); any number of threads gives the
//! same values; a certificate of the period is accepted by the checker
//! written from the rules alone (`scripts/verify_certificate.py`), and a
//! forged one refused; quotient runs stop at `--timeout`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly by design

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{nimlab, refused, scratch, succeeds, text};

/// `nimlab nimbers` of `rule` to heap `to`, quietly, with `more`.
fn nimbers<'a>(rule: &'a str, to: &'a str, more: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec!["nimbers", rule, "--to", to, "--quiet"];
    args.extend(more);
    args
}

/// The values of a CSV that `--csv` wrote.
fn csv_values(path: &Path) -> Vec<u32> {
    let csv = std::fs::read_to_string(path).unwrap();
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("n,nimber"));
    lines
        .enumerate()
        .map(|(n, line)| {
            let (at, value) = line.split_once(',').unwrap();
            assert_eq!(at.parse::<usize>().unwrap(), n);
            value.parse().unwrap()
        })
        .collect()
}

#[test]
fn values_are_worked_out_until_the_period_is_proved_then_filled_from_it() {
    let csv = scratch("kayles.csv");
    let out = succeeds(&nimbers("kayles", "1e6", &["--csv", csv.to_str().unwrap()]));
    let said = text(&out);
    assert!(
        said.contains("period 12 from n = 71, proved by the values up to n = 167"),
        "{said}"
    );
    // The engine stopped at the first checkpoint past 167.
    assert!(said.contains("worked out to n = 255"), "{said}");
    let g = csv_values(&csv);
    assert_eq!(g.len(), 1_000_001);
    assert_eq!(&g[..12], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    for n in [256, 1000, 999_999, 1_000_000] {
        assert_eq!(g[n], g[71 + (n - 71) % 12], "G({n})");
    }
    // An open code is worked out to the end.
    let out = nimlab(&nimbers("0.6", "5000", &[]));
    let said = text(&out);
    assert!(said.contains("no period proved up to n = 5000"), "{said}");
    assert!(!said.contains("filled"), "{said}");
}

#[test]
fn any_number_of_threads_gives_the_same_values() {
    // Officers far enough that the threads share the run (past 2^13), a
    // code with no split (every heap's splits marked), and Grundy's game.
    for (rule, to) in [("0.6", "40000"), ("0.04", "12000"), ("grundy", "12000")] {
        let values: Vec<Vec<u32>> = ["1", "2", "3"]
            .iter()
            .map(|threads| {
                let csv = scratch(&format!("{rule}-{threads}.csv"));
                succeeds(&nimbers(
                    rule,
                    to,
                    &["--threads", threads, "--csv", csv.to_str().unwrap()],
                ));
                csv_values(&csv)
            })
            .collect();
        assert_eq!(values[0], values[1], "{rule}: 1 and 2 threads");
        assert_eq!(values[0], values[2], "{rule}: 1 and 3 threads");
    }
}

/// Runs the checker on `certificate`: its exit status and what it said.
fn verify(certificate: &Path) -> (i32, String) {
    let script =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../scripts/verify_certificate.py");
    let out = Command::new("python3")
        .arg(script)
        .arg(certificate)
        .output()
        .expect("python3 runs the checker");
    (out.status.code().unwrap(), text(&out))
}

#[test]
fn a_certificate_is_accepted_and_a_forged_one_refused() {
    let file = scratch("dawson.json");
    succeeds(&nimbers(
        "0.07",
        "1000",
        &["--certificate", file.to_str().unwrap()],
    ));
    let (status, said) = verify(&file);
    assert_eq!(status, 0, "{said}");
    assert!(said.contains("period 34 from n = 53 holds"), "{said}");
    let real = std::fs::read_to_string(&file).unwrap();
    assert!(real.contains("\"code\":\"0.07\""), "{real}");
    assert!(real.contains("\"checkedTo\":175"), "{real}");
    // Forgeries: a value changed, a period that does not hold, a proof cut
    // short of the theorem's window, another game's values.
    let values_at = real.find("\"values\":[").unwrap() + "\"values\":[".len();
    let one_changed = format!("{}7{}", &real[..values_at], &real[values_at + 1..]);
    for (forged, because) in [
        (one_changed, "G(0) is 0 by the rules"),
        (
            real.replace("\"length\":34", "\"length\":17"),
            "no period 17",
        ),
        (
            real.replace("\"checkedTo\":175", "\"checkedTo\":174"),
            "values must list",
        ),
        (
            real.replace("\"code\":\"0.07\"", "\"code\":\"0.137\""),
            "0.137: REFUSED",
        ),
    ] {
        let file = scratch("forged.json");
        std::fs::write(&file, forged).unwrap();
        let (status, said) = verify(&file);
        assert_eq!(status, 1, "{said}");
        assert!(said.contains("REFUSED") && said.contains(because), "{said}");
    }
}

#[test]
fn no_certificate_without_a_proved_period() {
    let file = scratch("none.json");
    let path = file.to_str().unwrap();
    refused(
        &nimbers("0.6", "2000", &["--certificate", path]),
        "no period proved up to n = 2000",
    );
    assert!(!file.exists());
    refused(
        &["nimbers", "grundy", "--certificate", path],
        "the periodicity theorem does not apply",
    );
    for (args, says) in [
        (
            &["nimbers", "0.6", "--threads", "0"][..],
            "--threads must be a whole number from 1, got 0",
        ),
        (
            &["nimbers", "0.6", "--to", "lots"],
            "--to must be a whole number",
        ),
        (
            &["nimbers", "0.6", "--frobnicate"],
            "unexpected argument --frobnicate",
        ),
    ] {
        refused(args, says);
    }
}

#[test]
fn a_quotient_stops_at_its_timeout_and_says_how_far_it_got() {
    // Dawson's chess to heap 200 runs for many minutes; asked to stop after
    // a second, it says which Q_n it reached, under --quiet too.
    let out = nimlab(&[
        "quotient",
        "0.137",
        "--to",
        "200",
        "--timeout",
        "1",
        "--quiet",
    ]);
    assert!(!out.status.success());
    let said = text(&out);
    assert!(
        said.contains("--timeout 1 s reached; the quotient above is Q_"),
        "{said}"
    );
    assert!(
        said.contains("Q_200 not reached: stopped at heap "),
        "{said}"
    );
    for (args, says) in [
        (
            &["quotient", "0.137", "--timeout", "soon"][..],
            "--timeout must be a number of seconds above 0",
        ),
        (
            &["quotient", "0.137", "--memory", "3"],
            "--memory must be a whole number of megabytes from 16, got 3",
        ),
    ] {
        refused(args, says);
    }
}
