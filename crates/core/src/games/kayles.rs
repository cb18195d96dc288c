//! Kayles (`004`, the blog's 12 coins; Dudeney's and Loyd's bowling puzzle):
//! rows of coins, a move takes one coin or two adjacent coins from one row,
//! which may split it in two.
//!
//! Normal play: a row of n coins has Grundy value G(n), periodic with period
//! 12 from n = 71 (Guy and Smith, 1956; the test below checks their
//! condition). Misère play: Sibert and Conway, "Mathematical Kayles" (1992),
//! in the form of `docs/GAMES.md`.
//!
//! # Explanation fields
//!
//! `rule`; `rows` (the first 1000: `{length, grundy, inMisereSet}`);
//! `rowCount`; `nimSum` (XOR of the G values); `period`; `grundyTable`;
//! `winningMove`: `best_move`'s move `{row, start, take}` with the pieces it
//! `leaves` and the `nimSumAfter`, or `null` in a P-position. Misère only:
//! `misereSet` (S), `rowsOutsideSet`, `setCounts`, `misereCase` (the clause
//! in English), `misereClause` (the same as a key: `outside`, `small`,
//! `noFive`, `one25`, `otherwise`), `e` = n1 + n4 + n20, `f` = n9 + n12 + n17.

use crate::error::{Error, ErrorKey, Result};
use crate::fields::Fields;
use crate::game::{
    counts_parameter, entry, heaps_state, misere_parameter, moves_writable, multiset, total,
    Classification, Game, Outcome, Position,
};
use crate::value::Value;

/// A Kayles position: the lengths of the runs of adjacent coins.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Kayles {
    /// Lengths of the rows, in the order they lie.
    pub rows: Vec<u64>,
    /// Whoever takes the last coin loses (the blog's rule).
    pub misere: bool,
}

/// Take `take` (1 or 2) coins from row `row`, the first being coin `start` (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KaylesMove {
    /// Which row.
    pub row: usize,
    /// The first coin taken, counted from 0.
    pub start: u64,
    /// One coin or two adjacent ones.
    pub take: u64,
}

/// G(n) settles into period 12 from here on.
pub const PREPERIOD: u64 = 71;
/// The period of G(n).
pub const PERIOD: u64 = 12;
const TABLE_LEN: usize = (PREPERIOD + PERIOD) as usize;
const GRUNDY: [u8; TABLE_LEN] = grundy_table();

/// G(n) for n below the table's end, by mex over every split, at compile time.
const fn grundy_table() -> [u8; TABLE_LEN] {
    let mut table = [0u8; TABLE_LEN];
    let mut n = 1;
    while n < TABLE_LEN {
        let mut seen: u64 = 0;
        let mut take = 1;
        while take <= 2 && take <= n {
            let mut left = 0;
            while left + take <= n {
                let right = n - take - left;
                seen |= 1 << (table[left] ^ table[right]);
                left += 1;
            }
            take += 1;
        }
        let mut mex = 0;
        while seen & (1 << mex) != 0 {
            mex += 1;
        }
        table[n] = mex;
        n += 1;
    }
    table
}

/// The Grundy value of one row of `n` coins under normal play.
pub fn grundy(n: u64) -> u64 {
    let index = if n < TABLE_LEN as u64 {
        n
    } else {
        PREPERIOD + (n - PREPERIOD) % PERIOD
    };
    u64::from(GRUNDY[index as usize])
}

/// Row lengths in Sibert and Conway's set S: a position made only of these
/// can differ between misère and normal play.
pub const MISERE_SET: [u64; 8] = [1, 4, 5, 9, 12, 17, 20, 25];

/// What the two rules need to know of a multiset of rows, updated one row
/// at a time so that a move is judged in constant time.
#[derive(Clone, Debug, Default)]
struct Tally {
    nim_sum: u64,
    outside_set: u64,
    count: [u64; 26],
}

impl Tally {
    fn of(rows: &[u64]) -> Tally {
        let mut tally = Tally::default();
        for &n in rows {
            tally.add(n);
        }
        tally
    }

    fn add(&mut self, n: u64) {
        self.change(n, true);
    }

    fn remove(&mut self, n: u64) {
        self.change(n, false);
    }

    fn change(&mut self, n: u64, add: bool) {
        if n == 0 {
            return;
        }
        self.nim_sum ^= grundy(n);
        let slot = if MISERE_SET.contains(&n) {
            &mut self.count[n as usize]
        } else {
            &mut self.outside_set
        };
        *slot = if add { *slot + 1 } else { *slot - 1 };
    }

    fn n(&self, k: usize) -> u64 {
        self.count[k]
    }

    /// Which clause of the misère rule applies (numbered as in `docs/GAMES.md`).
    fn misere_case(&self) -> &'static str {
        let none = |ks: &[usize]| ks.iter().all(|&k| self.n(k) == 0);
        if self.outside_set > 0 {
            "a row outside S: play as in normal play"
        } else if none(&[9, 12, 17, 20, 25]) {
            "only rows of 1, 4 and 5"
        } else if none(&[5, 25]) {
            "no rows of 5 or 25"
        } else if self.n(25) == 1 && self.n(5) == 0 {
            "one row of 25, none of 5"
        } else {
            "otherwise: play as in normal play"
        }
    }

    /// [`Tally::misere_case`] as a key, for the page to say in its language.
    fn misere_clause(&self) -> &'static str {
        match self.misere_case() {
            "a row outside S: play as in normal play" => "outside",
            "only rows of 1, 4 and 5" => "small",
            "no rows of 5 or 25" => "noFive",
            "one row of 25, none of 5" => "one25",
            _ => "otherwise",
        }
    }

    fn misere_lost(&self) -> bool {
        let odd = |x: u64| x % 2 == 1;
        let none = |ks: &[usize]| ks.iter().all(|&k| self.n(k) == 0);
        let e = self.n(1) + self.n(4) + self.n(20);
        let f = self.n(9) + self.n(12) + self.n(17);
        if self.outside_set > 0 {
            self.nim_sum == 0
        } else if none(&[9, 12, 17, 20, 25]) {
            odd(self.n(1) + self.n(4))
        } else if none(&[5, 25]) {
            if !odd(f) {
                odd(e)
            } else {
                !odd(e) && (none(&[12, 17, 20]) || (self.n(12) == 1 && none(&[9, 17, 20])))
            }
        } else if self.n(25) == 1 && self.n(5) == 0 {
            odd(f) && odd(e) && none(&[12, 17, 20])
        } else {
            self.nim_sum == 0
        }
    }

    fn lost(&self, misere: bool) -> bool {
        if misere {
            self.misere_lost()
        } else {
            self.nim_sum == 0
        }
    }
}

/// Left pieces up to this are all tried.
const SHORT: u64 = 120;

/// The lengths `left` worth trying when a row leaves `rest` coins in two
/// pieces `left ≤ rest − left`: every short left piece, and once both pieces
/// are past the pre-period and past S, one left piece per residue mod 12
/// (the position then depends on `left mod 12` only). The two ranges meet,
/// so together they run from 0 to SHORT + PERIOD.
fn left_pieces(rest: u64) -> std::ops::RangeInclusive<u64> {
    0..=(rest / 2).min(SHORT + PERIOD)
}

/// Rows from this length on have the same candidate moves up to period:
/// they are tried once per residue mod 12.
const LONG: u64 = 2 * SHORT + 2 * PERIOD + 2;

/// Which rows have the same candidate moves: the length, or for long rows
/// its residue mod 12 (a number below LONG + PERIOD either way).
fn row_class(n: u64) -> u64 {
    if n < LONG {
        n
    } else {
        LONG + n % PERIOD
    }
}

/// The candidate moves on a row of n, as (take, left, right): take one coin
/// or two, leaving the pieces left ≤ right, left among [`left_pieces`].
fn candidate_moves(n: u64) -> impl Iterator<Item = (u64, u64, u64)> {
    (1..=2u64.min(n))
        .flat_map(move |take| left_pieces(n - take).map(move |left| (take, left, n - take - left)))
}

/// The non-empty rows and their lengths, one row of each class
/// ([`row_class`]): a move found in none of them is in no row.
fn one_row_a_class(rows: &[u64]) -> impl Iterator<Item = (usize, u64)> + '_ {
    let mut tried = [false; (LONG + PERIOD) as usize];
    rows.iter()
        .copied()
        .enumerate()
        .filter(move |&(_, n)| n > 0 && !std::mem::replace(&mut tried[row_class(n) as usize], true))
}

impl Kayles {
    /// `illegal-move`: the row `row` is not there.
    fn no_such_row(&self, row: u64) -> Error {
        Error::of(ErrorKey::NoSuchRow)
            .with("row", row)
            .with("count", self.rows.len())
    }

    fn total_moves(&self) -> u64 {
        self.rows.iter().fold(0u64, |sum, &n| {
            sum.saturating_add(n.saturating_mul(2).saturating_sub(1))
        })
    }

    fn after(&self, mv: &KaylesMove) -> Kayles {
        let n = self.rows[mv.row];
        let left = mv.start;
        let right = n - mv.start - mv.take;
        let mut rows = Vec::with_capacity(self.rows.len() + 1);
        rows.extend_from_slice(&self.rows[..mv.row]);
        for piece in [left, right] {
            if piece > 0 {
                rows.push(piece);
            }
        }
        rows.extend_from_slice(&self.rows[mv.row + 1..]);
        Kayles {
            rows,
            misere: self.misere,
        }
    }

    fn explanation(&self, tally: &Tally) -> Value {
        const SHOWN: usize = 1000;
        let mut rows = Vec::new();
        for &n in self.rows.iter().take(SHOWN) {
            rows.push(Value::object(&mut [
                ("length", n.into()),
                ("grundy", grundy(n).into()),
                ("inMisereSet", MISERE_SET.contains(&n).into()),
            ]));
        }
        let mut grundy_table = Vec::new();
        for g in GRUNDY {
            grundy_table.push(Value::from(g));
        }
        let win = match self.best_move() {
            Ok(Some(mv)) if !tally.lost(self.misere) => {
                let n = self.rows[mv.row];
                let (left, right) = (mv.start, n - mv.start - mv.take);
                let after = tally.nim_sum ^ grundy(n) ^ grundy(left) ^ grundy(right);
                Value::object(&mut [
                    ("row", mv.row.into()),
                    ("start", mv.start.into()),
                    ("take", mv.take.into()),
                    ("leaves", Value::counts(&[left, right])),
                    ("nimSumAfter", after.into()),
                ])
            }
            _ => Value::Null,
        };
        let mut entries = vec![
            (
                "rule",
                Value::from(if self.misere { "misere" } else { "normal" }),
            ),
            ("rows", Value::List(rows)),
            ("rowCount", self.rows.len().into()),
            ("winningMove", win),
            ("nimSum", tally.nim_sum.into()),
            (
                "period",
                Value::object(&mut [("from", PREPERIOD.into()), ("length", PERIOD.into())]),
            ),
            ("grundyTable", Value::List(grundy_table)),
        ];
        if self.misere {
            let mut set = Vec::new();
            let mut counts = Vec::new();
            for k in MISERE_SET {
                set.push(Value::from(k));
                let rows = tally.n(k as usize);
                if rows > 0 {
                    counts.push(Value::object(&mut [
                        ("length", k.into()),
                        ("rows", rows.into()),
                    ]));
                }
            }
            entries.push(("misereSet", Value::List(set)));
            entries.push(("rowsOutsideSet", tally.outside_set.into()));
            entries.push(("setCounts", Value::List(counts)));
            entries.push(("misereCase", tally.misere_case().into()));
            entries.push(("misereClause", tally.misere_clause().into()));
            entries.push(("e", (tally.n(1) + tally.n(4) + tally.n(20)).into()));
            entries.push(("f", (tally.n(9) + tally.n(12) + tally.n(17)).into()));
        }
        Value::object(&mut entries)
    }
}

impl Game for Kayles {
    type Move = KaylesMove;

    fn moves(&self) -> Result<Vec<(KaylesMove, Kayles)>> {
        let total = self.total_moves();
        moves_writable(total, self.rows.len(), "rows")?;
        let mut list = Vec::with_capacity(total as usize);
        for (row, &n) in self.rows.iter().enumerate() {
            for take in 1..=2u64.min(n) {
                for start in 0..=n - take {
                    let mv = KaylesMove { row, start, take };
                    list.push((mv, self.after(&mv)));
                }
            }
        }
        Ok(list)
    }

    either_rule!();

    fn canonical(&self) -> Kayles {
        Kayles {
            rows: multiset(&self.rows),
            misere: self.misere,
        }
    }

    fn is_over(&self) -> bool {
        self.rows.iter().all(|&n| n == 0)
    }
}

impl Position for Kayles {
    const ID: &'static str = "kayles";

    fn info() -> Value {
        let example = Value::object(&mut [
            ("game", "kayles".into()),
            ("rows", Value::list([12u64])),
            ("misere", true.into()),
        ]);
        let names = ["Kayles (12 coins)", "取硬幣（Kayles）", "取硬币（Kayles）"];
        let parameters = vec![counts_parameter("rows", &[12]), misere_parameter()];
        entry(Kayles::ID, names, parameters, vec![], example)
    }

    fn read(fields: &mut Fields<'_>) -> Result<Kayles> {
        let (rows, misere) = fields.heaps_and_rule("rows", None)?;
        Ok(Kayles { rows, misere })
    }

    fn to_value(&self) -> Value {
        heaps_state(Kayles::ID, "rows", &self.rows, self.misere)
    }

    fn read_move(&self, mv: &Value) -> Result<KaylesMove> {
        let mut fields = Fields::new(mv, "move.", "the move")?;
        // A row the position lacks is `play`'s illegal move, not a bad shape.
        let row = fields.count("row", 0, u64::MAX)?;
        let start = fields.count("start", 0, u64::MAX)?;
        let take = fields.count("take", 1, 2)?;
        fields.finish()?;
        // Past usize (wasm32's 2^32 − 1) no position has it: quoted as given.
        let row = usize::try_from(row).map_err(|_| self.no_such_row(row))?;
        Ok(KaylesMove { row, start, take })
    }

    fn move_value(&self, mv: &KaylesMove) -> Value {
        Value::object(&mut [
            ("row", mv.row.into()),
            ("start", mv.start.into()),
            ("take", mv.take.into()),
        ])
    }

    fn play(&self, mv: &KaylesMove) -> Result<Kayles> {
        let Some(&n) = self.rows.get(mv.row) else {
            return Err(self.no_such_row(mv.row as u64));
        };
        if !(1..=2).contains(&mv.take) {
            return Err(Error::of(ErrorKey::TakeOneOrTwo).with("take", mv.take));
        }
        if mv.start.checked_add(mv.take).is_none_or(|end| end > n) {
            return Err(Error::of(ErrorKey::PastRowEnd)
                .with("row", mv.row)
                .with("coins", n)
                .with("take", mv.take)
                .with("start", mv.start));
        }
        Ok(self.after(mv))
    }

    fn classify(&self) -> Result<Classification> {
        let explanation = self.explanation(&Tally::of(&self.rows));
        Ok(self.verdict()?.explained(explanation))
    }

    fn verdict(&self) -> Result<Classification> {
        let tally = Tally::of(&self.rows);
        let outcome = Outcome::from_lost(tally.lost(self.misere));
        let mut answer = Classification::new(outcome, Value::Null);
        answer.nimber = (!self.misere).then_some(tally.nim_sum);
        Ok(answer)
    }

    fn best_move(&self) -> Result<Option<KaylesMove>> {
        let Some(first) = self.rows.iter().position(|&n| n > 0) else {
            return Ok(None);
        };
        let mut tally = Tally::of(&self.rows);
        if !tally.lost(self.misere) {
            for (row, n) in one_row_a_class(&self.rows) {
                tally.remove(n);
                for (take, left, right) in candidate_moves(n) {
                    tally.add(left);
                    tally.add(right);
                    let wins = tally.lost(self.misere);
                    tally.remove(left);
                    tally.remove(right);
                    if wins {
                        let start = left;
                        return Ok(Some(KaylesMove { row, start, take }));
                    }
                }
                tally.add(n);
            }
        }
        Ok(Some(KaylesMove {
            row: first,
            start: 0,
            take: 1,
        }))
    }

    /// A row whose pieces after the move have the value that leaves the
    /// rows' XOR at `v`; one row of each class is tried, as in `best_move`.
    fn move_to_nimber(&self, v: u64) -> Result<Option<KaylesMove>> {
        let change = Tally::of(&self.rows).nim_sum ^ v;
        for (row, n) in one_row_a_class(&self.rows) {
            let wanted = grundy(n) ^ change;
            for (take, start, right) in candidate_moves(n) {
                if grundy(start) ^ grundy(right) == wanted {
                    return Ok(Some(KaylesMove { row, start, take }));
                }
            }
        }
        Ok(None)
    }

    fn nimber_how(&self) -> Option<Value> {
        let rows = self
            .rows
            .iter()
            .take(1000)
            .map(|&n| Value::object(&mut [("size", n.into()), ("nimber", grundy(n).into())]));
        Some(Value::object(&mut [
            ("how", "period".into()),
            ("heaps", Value::List(rows.collect())),
            (
                "period",
                Value::object(&mut [("start", PREPERIOD.into()), ("length", PERIOD.into())]),
            ),
        ]))
    }

    fn searchable(&self) -> bool {
        total(&self.rows) <= 20
    }

    /// One coin and two coins from the end of the longest row: the first
    /// leaves a position a move from the second's. With every row at most 1
    /// coin, all moves leave the same rows.
    fn giveaway_moves(&self) -> Result<Vec<(KaylesMove, Kayles)>> {
        let longest = (0..self.rows.len()).max_by_key(|&row| self.rows[row]);
        Ok(longest.map_or_else(Vec::new, |row| {
            (1..=self.rows[row].min(2))
                .map(|take| {
                    let mv = KaylesMove {
                        row,
                        start: 0,
                        take,
                    };
                    (mv, self.after(&mv))
                })
                .collect()
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brute;
    use crate::games::tests::multisets;

    /// G(n) straight from the definition, without the table.
    fn grundy_by_mex(up_to: usize) -> Vec<u64> {
        let mut g = vec![0u64; up_to + 1];
        for n in 1..=up_to {
            let mut values = Vec::new();
            for take in 1..=2.min(n) {
                for left in 0..=n - take {
                    values.push(g[left] ^ g[n - take - left]);
                }
            }
            g[n] = brute::mex(&values);
        }
        g
    }

    #[test]
    fn grundy_values_are_periodic_from_71_with_period_12() {
        // Guy–Smith: if G(n + p) = G(n) for n0 ≤ n < 2·n0 + p + t (t = 2, the
        // most a move takes), then G is periodic with period p from n0 on.
        let (n0, p) = (PREPERIOD as usize, PERIOD as usize);
        let g = grundy_by_mex(2 * n0 + 2 * p + 2 + 100);
        for n in n0..2 * n0 + p + 2 {
            assert_eq!(g[n + p], g[n], "G({}) ≠ G({n})", n + p);
        }
        assert_ne!(g[n0 - 1 + p], g[n0 - 1], "the period starts exactly at 71");
        for (n, &value) in g.iter().enumerate() {
            assert_eq!(grundy(n as u64), value, "G({n})");
        }
        assert_eq!(
            grundy(u64::MAX),
            g[n0 + ((u64::MAX - PREPERIOD) % PERIOD) as usize]
        );
    }

    #[test]
    fn explained_winning_move_wins_up_to_14_coins() {
        for rows in multisets(14).into_iter().skip(1) {
            for misere in [false, true] {
                let kayles = Kayles {
                    rows: rows.clone(),
                    misere,
                };
                let answer = kayles.classify().unwrap();
                let e = &answer.explanation;
                let win = e.get("winningMove");
                assert_eq!(win.is_none(), answer.outcome == Outcome::P, "{kayles:?}");
                let Some(win) = win else { continue };
                let field = |key: &str| match win.get(key) {
                    Some(Value::Int(n)) => u64::try_from(n.get()).unwrap(),
                    other => panic!("{other:?}"),
                };
                let mv = KaylesMove {
                    row: field("row") as usize,
                    start: field("start"),
                    take: field("take"),
                };
                let after = kayles.play(&mv).unwrap();
                assert_eq!(
                    brute::solve(&after).unwrap().outcome,
                    Outcome::P,
                    "{kayles:?}"
                );
                let sum = after.rows.iter().fold(0, |x, &n| x ^ grundy(n));
                assert_eq!(field("nimSumAfter"), sum);
            }
        }
    }

    #[test]
    fn blog_twelve_coins_whoever_takes_the_last_loses() {
        // `004` asks whether the first or the second player wins; the search
        // says the second: f([12]) is 0, whatever the first player takes.
        let twelve = Kayles {
            rows: vec![12],
            misere: true,
        };
        assert_eq!(brute::solve(&twelve).unwrap().outcome, Outcome::P);
        assert_eq!(crate::api::f(&Value::list([12u64])), Ok(0));
        // After one coin from the end, [11], the player to move wins; [2, 9] too.
        assert_eq!(crate::api::f(&Value::list([11u64])), Ok(1));
        assert_eq!(crate::api::f(&Value::list([2u64, 9])), Ok(1));
        // A single misère row is lost exactly for 1, 4, 9, 12 and 20 coins.
        let lost: Vec<u64> = (1..=40)
            .filter(|&n| {
                Kayles {
                    rows: vec![n],
                    misere: true,
                }
                .classify()
                .unwrap()
                .outcome
                    == Outcome::P
            })
            .collect();
        assert_eq!(lost, [1, 4, 9, 12, 20]);
    }

    #[test]
    fn rip_van_winkle_knocks_down_pin_6() {
        // 13 pins, pin 2 already down: rows of 1 and 11 (pins 3..=13).
        // Knocking down pin 6 (coin 3 of the second row) leaves 1, 3 and 7.
        let pins = Kayles {
            rows: vec![1, 11],
            misere: false,
        };
        assert_eq!(pins.classify().unwrap().outcome, Outcome::N);
        let pin_6 = KaylesMove {
            row: 1,
            start: 3,
            take: 1,
        };
        let after = pins.play(&pin_6).unwrap();
        assert_eq!(after.rows, [1, 3, 7]);
        assert_eq!(brute::solve(&after).unwrap().outcome, Outcome::P);
        // The goblin should have opened on pin 7, leaving two rows of 6.
        let opening = Kayles {
            rows: vec![13],
            misere: false,
        };
        let pin_7 = opening
            .play(&KaylesMove {
                row: 0,
                start: 6,
                take: 1,
            })
            .unwrap();
        assert_eq!(pin_7.rows, [6, 6]);
        assert_eq!(brute::solve(&pin_7).unwrap().outcome, Outcome::P);
    }
}
