//! The atlas held to the published tables, whose figures are kept in
//! `tests/data/octal/` with their sources: tczajka/octal-games (the game
//! each code plays as, and the periods, nimbers and rare values of those
//! games), OEIS entries (their terms, periods and the codes said to share
//! them), and what could be read of Flammenkamp's pages. Where a figure and
//! the engine differ, a brute force written here from the rules alone (every
//! move of every heap listed from the code's digits; no blocks, no periods,
//! nothing of the engine's) decides which is right. Past a few thousand heaps
//! it passes over the pairs of two common heaps whose parity cannot give the
//! value looked for ([`Split`]; the split the atlas reports, which changes how
//! fast it goes, never a value): the check of a period proved at 2^20 takes
//! seconds instead of the hours of every pair.
//!
//! `npm test` runs the one- and two-digit codes (and the few three-digit
//! claims that cost nothing). `npm run atlas` runs the ignored test
//! `three_digit_atlas_against_the_tables` on the table the command line made
//! to 2^20 (`NIMLAB_ATLAS_JSON`), and writes what it found
//! (`NIMLAB_ATLAS_FINDINGS`) for docs/ATLAS.md.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly by design

mod brute;
mod figures;
mod verdicts;

use std::collections::BTreeMap;

use brute::*;
use figures::*;
use nimlab_core::atlas::{codes, entry, DEFAULT_BUDGET};
use verdicts::*;

#[test]
fn the_brute_force_is_the_mex_over_the_rules() {
    // Kayles, Dawson's chess, Officers, as every table prints them.
    assert_eq!(
        brute_force("0.77", 11, Split::default()),
        [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    );
    assert_eq!(
        brute_force("0.137", 9, Split::default()),
        [0, 1, 1, 2, 0, 3, 1, 1, 0, 3]
    );
    assert_eq!(
        brute_force("0.6", 12, Split::default()),
        [0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0]
    );
    assert_eq!(brute_force("4.", 5, Split::default()), [0, 0, 1, 0, 1, 0]);
    // The engine agrees with it on every one- and two-digit code.
    for code in codes(2) {
        assert_eq!(
            engine(&code, 700),
            brute_force(&code, 700, Split::default()),
            "{code}"
        );
    }
}

#[test]
fn a_split_only_passes_over_pairs_that_cannot_matter() {
    // The splits the atlas ends with for these codes, and others that leave
    // many rare heaps or few: the values are those of every pair looked at.
    let splits = [
        (59, 0),
        (2, 1),
        (30, 0),
        (107, 0),
        (1, 0),
        (3, 1),
        (6, 0),
        (255, 1),
    ];
    for code in [
        "0.16", "0.56", "4.064", "4.364", "4.406", "0.77", "0.137", "4.7",
    ] {
        let plain = brute_force(code, 2500, Split::default());
        for (mask, bit) in splits {
            let split = Split { mask, bit };
            assert_eq!(brute_force(code, 2500, split), plain, "{code} {split:?}");
        }
    }
}

#[test]
fn one_and_two_digit_codes_agree_with_the_published_figures() {
    let n = 1 << 13;
    // The one- and two-digit codes, and the three-digit claims that cost little.
    let cheap = |p: &Published| {
        last_place(&p.code) <= 2
            || p.source.starts_with("Flammenkamp")
            || p.source == "tczajka README"
    };
    let claims: Vec<Published> = claims(3).into_iter().filter(cheap).collect();
    let mut ours = BTreeMap::new();
    for p in &claims {
        ours.entry(p.code.clone())
            .or_insert_with(|| ours_of(&entry(&p.code, n, 3, DEFAULT_BUDGET, |_| {}).unwrap()));
    }
    let found = findings(claims, &ours, n);
    assert!(found.len() > 250, "{} claims", found.len());
    let mut wrong = Vec::new();
    let mut beyond = 0;
    for f in &found {
        match &f.verdict {
            Verdict::Agree | Verdict::Further { .. } => {}
            Verdict::Beyond => beyond += 1,
            Verdict::SourceErrs { at, detail } => wrong.push(format!(
                "{} on {}: {detail} (heap {at})",
                f.published.source, f.published.code
            )),
            Verdict::EngineErrs { detail } => {
                panic!("the engine errs on {}: {detail}", f.published.code)
            }
        }
    }
    // What the sources get wrong here, each shown by the brute force: the
    // one error tczajka/octal-games reports of Flammenkamp's tables.
    let expected =
        ["Flammenkamp on 0.161: 0.161 and 0.36 first differ at heap 519 of 0.161 (heap 519)"];
    assert_eq!(wrong, expected);
    // Only the periods proved past 2^13 (0.16, 0.56 and the codes that play as them).
    assert!(beyond < 40, "{beyond} beyond");
}

/// `npm run atlas`: every claim about the three-digit atlas the command line
/// made (NIMLAB_ATLAS_JSON), decided; the findings go to NIMLAB_ATLAS_FINDINGS.
#[test]
#[ignore = "run by scripts/atlas-doc.mjs on the atlas to 2^20"]
fn three_digit_atlas_against_the_tables() {
    let input = std::env::var("NIMLAB_ATLAS_JSON").expect("NIMLAB_ATLAS_JSON");
    let output = std::env::var("NIMLAB_ATLAS_FINDINGS").expect("NIMLAB_ATLAS_FINDINGS");
    let text = std::fs::read_to_string(&input).unwrap();
    let mut ours = BTreeMap::new();
    for line in text.lines().filter(|l| l.starts_with('{')) {
        let field = |name: &str| -> Option<u64> {
            let at = line.find(&format!("\"{name}\":"))? + name.len() + 3;
            line[at..]
                .split(|c: char| !c.is_ascii_digit())
                .next()?
                .parse()
                .ok()
        };
        let code = line.split('"').nth(3).unwrap().to_owned();
        let period = if line.contains("\"period\":null") {
            None
        } else {
            Some((
                field("start").unwrap(),
                field("length").unwrap(),
                field("checkedTo").unwrap(),
            ))
        };
        let (computed_to, max_value) = (
            field("computedTo").unwrap(),
            field("maxValue").unwrap() as u32,
        );
        ours.insert(
            code,
            Ours {
                period,
                computed_to,
                max_value,
                split: Split {
                    mask: field("mask").unwrap_or(0) as u32,
                    bit: field("bit").unwrap_or(0) as u32,
                },
            },
        );
    }
    assert_eq!(ours.len(), 1022);
    let found = findings(claims(3), &ours, 1 << 20);
    let mut json = String::from("[\n");
    for (i, f) in found.iter().enumerate() {
        let (verdict, at, detail) = match &f.verdict {
            Verdict::Agree => ("agree", None, String::new()),
            Verdict::Beyond => ("beyond", None, String::new()),
            Verdict::SourceErrs { at, detail } => ("source-errs", Some(*at), detail.clone()),
            Verdict::EngineErrs { detail } => ("engine-errs", None, detail.clone()),
            Verdict::Further { detail } => ("further", None, detail.clone()),
        };
        let claim = format!("{:?}", f.published.claim);
        let claim: String = claim.chars().take(200).collect();
        json.push_str(&format!(
            "{{\"code\":{:?},\"source\":{:?},\"claim\":{:?},\"verdict\":{verdict:?},\"at\":{},\"detail\":{:?}}}{}\n",
            f.published.code,
            f.published.source,
            claim,
            at.map_or("null".into(), |a| a.to_string()),
            detail,
            if i + 1 < found.len() { "," } else { "" }
        ));
    }
    json.push_str("]\n");
    std::fs::write(&output, json).unwrap();
    let engine_wrong: Vec<&Finding> = found
        .iter()
        .filter(|f| matches!(f.verdict, Verdict::EngineErrs { .. }))
        .collect();
    assert!(engine_wrong.is_empty(), "{engine_wrong:#?}");
}
