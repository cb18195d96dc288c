//! The published figures, as kept in `tests/data/octal/`: every claim they
//! make about a code of the atlas.

use std::collections::HashMap;
use std::path::PathBuf;

use crate::brute::{engine, zeros};
use nimlab_core::atlas::codes;

pub(crate) fn data(file: &str) -> Vec<Vec<String>> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/octal")
        .join(file);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').map(str::to_owned).collect())
        .collect()
}

/// tczajka/octal-games' nimber strings: 0-9, then A = 10, …
pub(crate) fn nimber_string(text: &str) -> Vec<u32> {
    text.chars()
        .filter(|c| *c != '(' && *c != ')')
        .map(|c| c.to_digit(36).expect("a nimber"))
        .collect()
}

/// One claim a source makes about a code of the atlas.
#[derive(Clone, Debug)]
pub(crate) enum Claim {
    /// G(from + i) = values[i].
    Values { from: usize, values: Vec<u32> },
    /// G(n + length) = G(n) for n ≥ start, start and length least; with
    /// `stripped`, `start` counts the heaps after the leading zeros (the
    /// claim is about the game the code plays as).
    Period {
        start: u64,
        length: u64,
        stripped: bool,
    },
    /// No period found (the source's "unsolved"; by heap `n` where it says).
    Open { n: String },
    /// The largest value of all (of a solved game).
    Largest { value: u32 },
    /// This code and `other` have the same values, heaps on which no move
    /// is possible aside.
    Same { other: String },
    /// This code and `other` differ, first at heap `at` if given.
    Differ { other: String, at: Option<u64> },
    /// Rare heaps (the sparse set with the bitstring of all ones, heap n
    /// rare when parity(G(n)) = (n − t) mod 2): exactly these.
    RareHeaps { t: u64, heaps: Vec<u64> },
}

#[derive(Clone, Debug)]
pub(crate) struct Published {
    pub(crate) source: String,
    pub(crate) code: String,
    pub(crate) claim: Claim,
}

/// Every claim the kept figures make about the codes of the atlas of
/// `digits` places (codes of more digits only as the figures name them).
pub(crate) fn claims(digits: usize) -> Vec<Published> {
    let atlas: Vec<String> = codes(digits);
    let in_atlas = |c: &str| atlas.iter().any(|a| a == c);
    let mut out = Vec::new();
    let mut push = |source: &str, code: &str, claim: Claim| {
        if in_atlas(code) {
            out.push(Published {
                source: source.into(),
                code: code.into(),
                claim,
            });
        }
    };
    // tczajka/octal-games: each code plays as a game; the games' figures.
    let rows = data("tczajka.tsv");
    let lookup: HashMap<&str, &str> = rows
        .iter()
        .filter(|r| r[0] == "lookup")
        .map(|r| (r[1].as_str(), r[2].as_str()))
        .collect();
    let games: HashMap<&str, &Vec<String>> = rows
        .iter()
        .filter(|r| ["trivial", "solved", "unsolved"].contains(&r[0].as_str()))
        .map(|r| (r[1].as_str(), r))
        .collect();
    for code in &atlas {
        let game = lookup.get(code.as_str()).copied().unwrap_or(code);
        let source = |file: &str| {
            if game == code {
                format!("tczajka {file}")
            } else {
                format!("tczajka GameLookup ({game}), {file}")
            }
        };
        if game != code {
            push(
                "tczajka GameLookup",
                code,
                Claim::Same { other: game.into() },
            );
        }
        let Some(row) = games.get(game) else {
            panic!("tczajka.tsv: {code} plays as {game}, which no table lists")
        };
        // The game's preperiod, past its leading zeros, is the code's.
        let stripped = game != code;
        let start = |prefix: u64| {
            if stripped {
                prefix.saturating_sub(zeros(&engine(game, 64)) as u64)
            } else {
                prefix
            }
        };
        match row[0].as_str() {
            "trivial" => {
                let (prefix, period) = (row[2].parse().unwrap(), row[3].parse().unwrap());
                let values = nimber_string(&row[4]);
                if game == code {
                    push(
                        &source("TrivialGames"),
                        code,
                        Claim::Values { from: 0, values },
                    );
                }
                let claim = Claim::Period {
                    start: start(prefix),
                    length: period,
                    stripped,
                };
                push(&source("TrivialGames"), code, claim);
            }
            "solved" => {
                let (prefix, period): (u64, u64) =
                    (row[2].parse().unwrap(), row[3].parse().unwrap());
                let claim = Claim::Period {
                    start: start(prefix),
                    length: period,
                    stripped,
                };
                push(&source("SolvedGames"), code, claim);
                push(
                    &source("SolvedGames"),
                    code,
                    Claim::Largest {
                        value: row[5].parse().unwrap(),
                    },
                );
            }
            _ => push(
                &source("UnsolvedGames"),
                code,
                Claim::Open { n: row[2].clone() },
            ),
        }
    }
    for row in rows.iter().filter(|r| r[0] == "same" || r[0] == "differ") {
        let claim = if row[0] == "same" {
            Claim::Same {
                other: row[2].clone(),
            }
        } else {
            Claim::Differ {
                other: row[2].clone(),
                at: row[3].parse().ok(),
            }
        };
        push("tczajka README", &row[1], claim);
    }
    // OEIS: the terms and period of each entry, for each code it names.
    for row in data("oeis.tsv") {
        let (id, offset): (&str, usize) = (&row[0], row[2].parse().unwrap());
        let period: u64 = row[3].parse().unwrap();
        let last: Option<u64> = match row[4].split_once('=') {
            Some(("last", n)) => n.parse().ok(),
            Some(("only", list)) => list.split(',').filter_map(|n| n.parse().ok()).max(),
            _ => None,
        };
        let terms: Vec<u32> = row[6].split(',').map(|t| t.parse().unwrap()).collect();
        let mut named: Vec<(u64, String)> = row[1].split(' ').map(|c| (0, c.to_owned())).collect();
        for group in row[5].split(';').filter(|g| g.contains('=')) {
            let (k, list) = group.split_once('=').unwrap();
            named.extend(list.split(',').map(|c| (k.parse().unwrap(), c.to_owned())));
        }
        for (k, code) in named {
            let source = format!("OEIS {id}");
            let from = offset + k as usize;
            push(
                &source,
                &code,
                Claim::Values {
                    from,
                    values: terms.clone(),
                },
            );
            if let Some(last) = last {
                push(
                    &source,
                    &code,
                    Claim::Period {
                        start: last + 1 + k,
                        length: period,
                        stripped: false,
                    },
                );
            }
        }
    }
    // Flammenkamp, as far as his pages could be read.
    for row in data("flammenkamp.tsv") {
        let source = "Flammenkamp";
        let code = row[1].as_str();
        match row[0].as_str() {
            "values" => push(
                source,
                code,
                Claim::Values {
                    from: row[2].parse().unwrap(),
                    values: row[3].split(' ').map(|v| v.parse().unwrap()).collect(),
                },
            ),
            "period" => push(
                source,
                code,
                Claim::Period {
                    start: row[2].parse().unwrap(),
                    length: row[3].parse().unwrap(),
                    stripped: false,
                },
            ),
            "max" => push(
                source,
                code,
                Claim::Largest {
                    value: row[2].parse().unwrap(),
                },
            ),
            "rare" => push(
                source,
                code,
                Claim::RareHeaps {
                    t: row[2].parse().unwrap(),
                    heaps: row[3].split(' ').map(|v| v.parse().unwrap()).collect(),
                },
            ),
            "same" => push(
                source,
                code,
                Claim::Same {
                    other: row[2].clone(),
                },
            ),
            other => panic!("flammenkamp.tsv: {other}"),
        }
    }
    out
}
