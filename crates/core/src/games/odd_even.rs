//! Odd–even Nim (單堆奇偶的拈, `000`; 奇偶遊戲, `001`): one pile, players
//! alternately take 1..k and keep what they take; the game ends when the
//! pile is empty and is decided by the parities of what each player holds.
//!
//! - `odd-wins`: the total is odd; whoever ends holding an odd number wins.
//! - `odd-vs-even`: the total is even; player 0 is the Odd side (奇方),
//!   player 1 the Even side (偶方); both end with the same parity; both odd:
//!   Odd wins, both even: Even wins.
//!
//! The game is partizan in effect (the two sides want different things), so
//! there is no nimber. `000` writes a position as (a, b, r): a = Odd's
//! holdings, b = Even's, r = the pile; only a mod 2, b mod 2 and r mod M
//! matter, with M = 2(k + 1) for odd k and M = k + 2 for even k
//! (`000` section 6). A position is *safe for* a side when that side wins
//! if the other side moves next (安全狀態: safe for whoever left it). The
//! article's safe states are, for every n ≥ 0:
//!
//! | k    | safe for Odd (奇方)                                   | safe for Even (偶方)                                  |
//! | ---- | ----------------------------------------------------- | ----------------------------------------------------- |
//! | odd  | (0,0,Mn+k+1), (0,1,Mn+k+2), (1,0,Mn+1), (1,1,Mn)      | (1,1,Mn+k+1), (0,1,Mn+k+2), (1,0,Mn+1), (0,0,Mn)      |
//! | even | (0,1,Mn+k+1), (1,0,Mn+1), (1,1,Mn)                    | (0,1,Mn+k+1), (1,0,Mn+1), (0,0,Mn)                    |
//!
//! Hence the article's categories: safe for both (雙方共同的安全狀態: whoever
//! moves next loses), safe for one side only (絕對安全狀態, absolute: that
//! side wins whoever moves next), or safe for neither (whoever moves next
//! wins). The tests prove the table against the exhaustive search for every
//! k ≤ 10 and every pile ≤ 300, and every k ≤ 40 and pile ≤ 150.
//!
//! `odd-wins` is the same game in disguise: give player 1 one imaginary
//! stone, b = `holdings[1]` + 1. Then the total is even, and player 0 ends odd
//! exactly when both end odd, so player 0 is the Odd side and player 1 the
//! Even side. The intro of `000` (17 stones, take 1..3) states its rule from
//! the mover's side: having taken, if you hold an odd number leave 8n or
//! 8n + 1, if even leave 8n + 4 or 8n + 5 (by the opponent's parity); that
//! is this table read through b = `holdings[1]` + 1.
//!
//! `classify` adds the extras `winner` (0 or 1: who wins with perfect play),
//! `safeFor` (the players the position is safe for: `[]`, `[0]`, `[1]` or
//! `[0, 1]`) and `category` (`"common"`, `"absolute"` or `"neither"`).
//!
//! The `explanation` object (camelCase keys):
//!
//! - `variant`: `"odd-wins"` or `"odd-vs-even"`.
//! - `max`: k; `kParity`: `"odd"` or `"even"`.
//! - `modulus`: M; `modulusRule`: `"2(k+1)"` (odd k) or `"k+2"` (even k).
//! - `pile`: r; `quotient`: ⌊r / M⌋ (the article's n); `residue`: r mod M.
//! - `parities`: `[holdings[0] mod 2, holdings[1] mod 2]`.
//! - `sides` (`odd-vs-even` only): `["odd", "even"]`, the side of each player.
//! - `oddVsEvenParities` (`odd-wins` only): `[a, b]` mod 2 of the same
//!   position as odd-vs-even, b = `holdings[1]` + 1.
//! - `table`: the safe states for this k, each row
//!   `{parities: [p0, p1], residue, pileForm, safeFor}`: holdings parities of
//!   players 0 and 1 as in the state (so for `odd-wins` p1 is the real
//!   parity of `holdings[1]`), the pile residue mod M, the pile as text
//!   (`"8n + 5"`), and the players the row is safe for (`[0]`, `[1]` or
//!   `[0, 1]`). Four rows for even k, six for odd k.
//! - `row`: the index in `table` of the row this position matches, or `null`
//!   (then it is safe for neither side).
//! - `moverRule` (`odd-wins` only): the article's intro rule for this k,
//!   rows `{mine, theirs, residue, pileForm}`: having just taken, holding
//!   parity `mine` with the opponent holding parity `theirs`, leave a pile
//!   ≡ `residue` (mod M).
//! - `toMove`: 0 or 1.
//! - `winningTake`: the take that leaves a position safe for the mover, or
//!   `null` in a P-position; `targetRow`: the `table` index it reaches, or
//!   `null`.
//! - `over`: whether the pile is empty (the holdings decide: player 0 wins
//!   iff `holdings[0]` is odd, in both variants).

use crate::error::{Error, ErrorKey, Result};
use crate::fields::{wrong_length, Fields};
use crate::game::{
    entry, moves_listable, names, parameter, Classification, Game, Outcome, Position,
};
use crate::value::{cat, int_text, Value};

/// Which ending rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// The total is odd; whoever ends holding an odd number wins.
    OddWins,
    /// The total is even; player 0 is the Odd side, player 1 the Even side.
    OddVsEven,
}

impl Variant {
    /// The `variant` field.
    pub fn as_str(self) -> &'static str {
        match self {
            Variant::OddWins => "odd-wins",
            Variant::OddVsEven => "odd-vs-even",
        }
    }

    /// The stone added to player 1's holdings to see the game as odd-vs-even.
    fn shift(self) -> u64 {
        match self {
            Variant::OddWins => 1,
            Variant::OddVsEven => 0,
        }
    }

    /// The parity the total must have.
    fn total_parity(self) -> u64 {
        self.shift()
    }
}

const VARIANTS: [&str; 2] = ["odd-wins", "odd-vs-even"];

/// An odd–even position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OddEven {
    /// The ending rule.
    pub variant: Variant,
    /// Stones left in the pile (r).
    pub pile: u64,
    /// The most a move takes (k ≥ 1).
    pub max: u64,
    /// What players 0 and 1 hold.
    pub holdings: [u64; 2],
    /// The player to move, 0 or 1.
    pub to_move: u8,
}

/// Take `take` stones from the pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OddEvenMove {
    /// How many, 1..=min(k, r).
    pub take: u64,
}

/// A row of the article's table, in the odd-vs-even frame (a = Odd's parity,
/// b = Even's parity).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Row {
    a: u64,
    b: u64,
    residue: Residue,
    /// Safe for player 0 (Odd), for player 1 (Even).
    safe: [bool; 2],
}

/// The pile residue of a row, mod M.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Residue {
    Zero,
    One,
    /// k + 1.
    K1,
    /// k + 2.
    K2,
}

impl Residue {
    fn of(self, k: u64) -> u128 {
        match self {
            Residue::Zero => 0,
            Residue::One => 1,
            Residue::K1 => u128::from(k) + 1,
            Residue::K2 => u128::from(k) + 2,
        }
    }
}

const FOR_ODD: [bool; 2] = [true, false];
const FOR_EVEN: [bool; 2] = [false, true];
const FOR_BOTH: [bool; 2] = [true, true];

const fn row(a: u64, b: u64, residue: Residue, safe: [bool; 2]) -> Row {
    Row {
        a,
        b,
        residue,
        safe,
    }
}

/// The safe states of `000` section 6 for odd k.
static ODD_K_ROWS: [Row; 6] = [
    row(0, 0, Residue::K1, FOR_ODD),
    row(1, 1, Residue::Zero, FOR_ODD),
    row(1, 1, Residue::K1, FOR_EVEN),
    row(0, 0, Residue::Zero, FOR_EVEN),
    row(0, 1, Residue::K2, FOR_BOTH),
    row(1, 0, Residue::One, FOR_BOTH),
];

/// The safe states of `000` section 6 for even k.
static EVEN_K_ROWS: [Row; 4] = [
    row(1, 1, Residue::Zero, FOR_ODD),
    row(0, 0, Residue::Zero, FOR_EVEN),
    row(0, 1, Residue::K1, FOR_BOTH),
    row(1, 0, Residue::One, FOR_BOTH),
];

/// M: 2(k + 1) for odd k, k + 2 for even k (`000` section 6); up to 2^65.
pub fn modulus(k: u64) -> u128 {
    let k = u128::from(k);
    if k % 2 == 1 {
        2 * (k + 1)
    } else {
        k + 2
    }
}

/// The safe states of `000` section 6 for this k.
fn table(k: u64) -> &'static [Row] {
    if k % 2 == 1 {
        &ODD_K_ROWS
    } else {
        &EVEN_K_ROWS
    }
}

/// `"8n + 5"`, `"8n"`.
fn pile_form(m: u128, residue: u128) -> String {
    let m = int_text(m as i128);
    if residue == 0 {
        cat(&[&m, "n"])
    } else {
        cat(&[&m, "n + ", &int_text(residue as i128)])
    }
}

fn int(n: u128) -> Value {
    Value::int(n as i128)
}

fn pair(first: Value, second: Value) -> Value {
    Value::List(vec![first, second])
}

fn players(safe: [bool; 2]) -> Value {
    let mut list = Vec::new();
    for (player, &safe) in safe.iter().enumerate() {
        if safe {
            list.push(Value::from(player));
        }
    }
    Value::List(list)
}

impl OddEven {
    fn mover(&self) -> usize {
        usize::from(self.to_move & 1)
    }

    /// Parities (a, b) in the odd-vs-even frame.
    fn frame(&self) -> (u64, u64) {
        (
            self.holdings[0] % 2,
            (self.holdings[1] % 2 + self.variant.shift()) % 2,
        )
    }

    /// The table index of the row this position matches.
    fn row_index(&self, rows: &[Row]) -> Option<usize> {
        let (a, b) = self.frame();
        let residue = u128::from(self.pile) % modulus(self.max);
        for (i, row) in rows.iter().enumerate() {
            if row.a == a && row.b == b && row.residue.of(self.max) == residue {
                return Some(i);
            }
        }
        None
    }

    /// For whom the position is safe: [player 0, player 1].
    pub fn safe_for(&self) -> [bool; 2] {
        let rows = table(self.max);
        self.row_index(rows)
            .and_then(|i| rows.get(i))
            .map_or([false, false], |row| row.safe)
    }

    /// The closed-form outcome: the mover loses iff the position is safe for
    /// the other player.
    pub fn outcome(&self) -> Outcome {
        Outcome::from_lost(self.safe_for()[1 - self.mover()])
    }

    /// The take (and table row) that leaves a position safe for the mover.
    /// M > k, so each row is reached by at most one take: t ≡ r − residue
    /// (mod M), 1 ≤ t ≤ min(k, r).
    fn winning_take(&self) -> Option<(u64, usize)> {
        let me = self.mover();
        let limit = u128::from(self.max.min(self.pile));
        let m = modulus(self.max);
        let r = u128::from(self.pile);
        let (a, b) = self.frame();
        for (i, row) in table(self.max).iter().enumerate() {
            if !row.safe[me] {
                continue;
            }
            let mut t = (r % m + m - row.residue.of(self.max)) % m;
            if t == 0 {
                t = m;
            }
            if t > limit {
                continue;
            }
            let flip = (t % 2) as u64;
            let after = if me == 0 {
                ((a + flip) % 2, b)
            } else {
                (a, (b + flip) % 2)
            };
            if after == (row.a, row.b) {
                return Some((t as u64, i));
            }
        }
        None
    }

    fn explanation(&self) -> Value {
        let k = self.max;
        let m = modulus(k);
        let rows = table(k);
        let shift = self.variant.shift();
        let mut shown_rows = Vec::new();
        let mut mover_rule = Vec::new();
        for row in rows {
            let residue = row.residue.of(k);
            let mut shown = Value::Map(Vec::new());
            shown.set("parities", pair(row.a.into(), ((row.b + shift) % 2).into()));
            shown.set("residue", int(residue));
            shown.set("pileForm", pile_form(m, residue).into());
            shown.set("safeFor", players(row.safe));
            shown_rows.push(shown);
            // Safe for player 0, read from the side of whoever just moved; the
            // game is symmetric, so the same rule serves player 1.
            if row.safe[0] {
                let mut rule = Value::Map(Vec::new());
                rule.set("mine", row.a.into());
                rule.set("theirs", ((row.b + 1) % 2).into());
                rule.set("residue", int(residue));
                rule.set("pileForm", pile_form(m, residue).into());
                mover_rule.push(rule);
            }
        }
        let odd_k = k % 2 == 1;
        let mut e = Value::Map(Vec::new());
        e.set("variant", self.variant.as_str().into());
        e.set("max", k.into());
        e.set("kParity", if odd_k { "odd" } else { "even" }.into());
        e.set("modulus", int(m));
        e.set("modulusRule", if odd_k { "2(k+1)" } else { "k+2" }.into());
        e.set("pile", self.pile.into());
        e.set("quotient", int(u128::from(self.pile) / m));
        e.set("residue", int(u128::from(self.pile) % m));
        e.set(
            "parities",
            pair((self.holdings[0] % 2).into(), (self.holdings[1] % 2).into()),
        );
        match self.variant {
            Variant::OddVsEven => e.set("sides", pair("odd".into(), "even".into())),
            Variant::OddWins => {
                let (a, b) = self.frame();
                e.set("oddVsEvenParities", pair(a.into(), b.into()));
            }
        }
        e.set("table", Value::List(shown_rows));
        e.set("row", self.row_index(rows).into());
        if self.variant == Variant::OddWins {
            e.set("moverRule", Value::List(mover_rule));
        }
        let aim = self.winning_take();
        e.set("toMove", self.mover().into());
        e.set("winningTake", aim.map(|(t, _)| t).into());
        e.set("targetRow", aim.map(|(_, i)| i).into());
        e.set("over", (self.pile == 0).into());
        e
    }
}

impl Game for OddEven {
    type Move = OddEvenMove;

    fn moves(&self) -> Result<Vec<(OddEvenMove, OddEven)>> {
        let count = self.max.min(self.pile);
        moves_listable(count.into())?;
        let mut list = Vec::new();
        for take in 1..=count {
            let mv = OddEvenMove { take };
            list.push((mv, self.play(&mv)?));
        }
        Ok(list)
    }

    /// The pile is empty: player 0 wins iff `holdings[0]` is odd (in
    /// `odd-wins` player 0 then holds the odd number; in `odd-vs-even` both
    /// are odd).
    fn mover_wins_at_end(&self) -> bool {
        let zero_wins = self.holdings[0] % 2 == 1;
        zero_wins == (self.mover() == 0)
    }

    /// Only the parities of the holdings matter.
    fn canonical(&self) -> OddEven {
        OddEven {
            holdings: [self.holdings[0] % 2, self.holdings[1] % 2],
            ..self.clone()
        }
    }
}

impl Position for OddEven {
    const ID: &'static str = "odd-even";

    fn info() -> Value {
        let odd_wins = Value::object(&mut [
            ("id", "odd-wins".into()),
            (
                "names",
                names(
                    "Whoever holds an odd number wins",
                    "得奇數顆者為勝",
                    "得奇数颗者为胜",
                ),
            ),
        ]);
        let odd_vs_even = Value::object(&mut [
            ("id", "odd-vs-even".into()),
            (
                "names",
                names("Odd side against Even side", "奇方對偶方", "奇方对偶方"),
            ),
            (
                "sides",
                pair(names("Odd", "奇方", "奇方"), names("Even", "偶方", "偶方")),
            ),
        ]);
        let example = OddEven {
            variant: Variant::OddWins,
            pile: 17,
            max: 3,
            holdings: [0, 0],
            to_move: 0,
        };
        let parameters = vec![
            parameter("variant", "choice", "odd-wins".into(), None, &VARIANTS),
            parameter("pile", "count", 17u64.into(), Some((0, u64::MAX)), &[]),
            parameter("max", "count", 3u64.into(), Some((1, u64::MAX)), &[]),
            parameter(
                "holdings",
                "counts",
                pair(0u64.into(), 0u64.into()),
                Some((0, u64::MAX)),
                &[],
            ),
            parameter("toMove", "count", 0u64.into(), Some((0, 1)), &[]),
        ];
        let names = ["Odd–even Nim", "單堆奇偶的拈", "单堆奇偶的拈"];
        let variants = vec![("variants", pair(odd_wins, odd_vs_even))];
        entry(OddEven::ID, names, parameters, variants, example.to_value())
    }

    /// `holdings` defaults to `[0, 0]` and `toMove` to 0 (the start).
    fn read(fields: &mut Fields<'_>) -> Result<OddEven> {
        let variant = match fields.choice("variant", &VARIANTS)? {
            "odd-wins" => Variant::OddWins,
            _ => Variant::OddVsEven,
        };
        let pile = fields.count("pile", 0, u64::MAX)?;
        let max = fields.count("max", 1, u64::MAX)?;
        let holdings = match fields.get("holdings") {
            None => [0, 0],
            Some(_) => match fields.counts("holdings", Some(2), 0, u64::MAX)?.as_slice() {
                &[h0, h1] => [h0, h1],
                other => return Err(wrong_length("holdings", 2, other.len())),
            },
        };
        let to_move = fields.opt_count("toMove", 0, 1)?.unwrap_or(0) as u8;
        let [h0, h1] = holdings;
        let total = u128::from(h0) + u128::from(h1) + u128::from(pile);
        if total > u128::from(u64::MAX) {
            let total = int_text(total as i128);
            return Err(Error::of(ErrorKey::TotalTooLarge)
                .with("holding0", h0)
                .with("holding1", h1)
                .with("pile", pile)
                .with("total", total)
                .with("max", u64::MAX));
        }
        if total % 2 != u128::from(variant.total_parity()) {
            let (want, why) = match variant {
                Variant::OddWins => ("odd", "so that one player ends odd and the other even"),
                Variant::OddVsEven => ("even", "so that both players end with the same parity"),
            };
            let message = [
                "holdings[0] + holdings[1] + pile must be ",
                want,
                " for variant \"",
                variant.as_str(),
                "\" (",
                why,
                "), got ",
                &int_text(h0.into()),
                " + ",
                &int_text(h1.into()),
                " + ",
                &int_text(pile.into()),
                " = ",
                &int_text(total as i128),
            ];
            return Err(Error::new(ErrorKey::TotalParity, cat(&message))
                .with("variant", variant.as_str())
                .with("parity", want)
                .with("holding0", h0)
                .with("holding1", h1)
                .with("pile", pile)
                .with("total", total as u64));
        }
        Ok(OddEven {
            variant,
            pile,
            max,
            holdings,
            to_move,
        })
    }

    fn to_value(&self) -> Value {
        let mut state = Value::Map(Vec::new());
        state.set("game", OddEven::ID.into());
        state.set("variant", self.variant.as_str().into());
        state.set("pile", self.pile.into());
        state.set("max", self.max.into());
        state.set(
            "holdings",
            pair(self.holdings[0].into(), self.holdings[1].into()),
        );
        state.set("toMove", self.mover().into());
        state
    }

    take_move!(OddEvenMove);

    fn play(&self, mv: &OddEvenMove) -> Result<OddEven> {
        if self.pile == 0 {
            return Err(Error::new(
                ErrorKey::GameOver,
                "the pile is empty: the game is over",
            ));
        }
        let limit = self.max.min(self.pile);
        if mv.take < 1 || mv.take > limit {
            return Err(Error::of(ErrorKey::TakeOutOfRange)
                .with("take", mv.take)
                .with("limit", limit)
                .with("max", self.max)
                .with("pile", self.pile));
        }
        let me = self.mover();
        let mut holdings = self.holdings;
        holdings[me] = holdings[me].checked_add(mv.take).ok_or_else(|| {
            Error::of(ErrorKey::HoldingOverflow)
                .with("player", me)
                .with("take", mv.take)
        })?;
        Ok(OddEven {
            pile: self.pile - mv.take,
            holdings,
            to_move: (1 - me) as u8,
            ..self.clone()
        })
    }

    fn classify(&self) -> Result<Classification> {
        Ok(self.verdict()?.explained(self.explanation()))
    }

    fn verdict(&self) -> Result<Classification> {
        let safe = self.safe_for();
        let outcome = self.outcome();
        let mover = self.mover() as u64;
        let winner = match outcome {
            Outcome::N => mover,
            Outcome::P => 1 - mover,
        };
        let category = match safe {
            [true, true] => "common",
            [false, false] => "neither",
            _ => "absolute",
        };
        let mut answer = Classification::new(outcome, Value::Null);
        answer.extras = vec![
            ("winner", winner.into()),
            ("safeFor", players(safe)),
            ("category", category.into()),
        ];
        Ok(answer)
    }

    fn best_move(&self) -> Result<Option<OddEvenMove>> {
        if self.pile == 0 {
            return Ok(None);
        }
        let take = self.winning_take().map_or(1, |(t, _)| t);
        Ok(Some(OddEvenMove { take }))
    }

    /// The search visits about 4(r + 1) positions of min(k, r) moves each,
    /// and recurses r deep.
    fn searchable(&self) -> bool {
        let moves = self.max.min(self.pile);
        self.pile <= SEARCHABLE_PILE && self.pile.saturating_mul(moves) <= SEARCHABLE_WORK
    }

    /// The smallest takes, 1 to 4.
    fn giveaway_moves(&self) -> Result<Vec<(OddEvenMove, OddEven)>> {
        let mut list = Vec::new();
        for take in 1..=self.max.min(self.pile).min(4) {
            let mv = OddEvenMove { take };
            list.push((mv, self.play(&mv)?));
        }
        Ok(list)
    }
}

/// The largest pile the exact search takes (it recurses once per stone).
pub const SEARCHABLE_PILE: u64 = 1000;
/// The most pile × moves the exact search takes.
pub const SEARCHABLE_WORK: u64 = 30_000;

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::panic)]
mod tests {
    use super::*;
    use crate::brute::{self, Search};
    use proptest::prelude::*;

    const ODD: u8 = 0;
    const EVEN: u8 = 1;

    fn ove(a: u64, b: u64, r: u64, k: u64, to_move: u8) -> OddEven {
        OddEven {
            variant: Variant::OddVsEven,
            pile: r,
            max: k,
            holdings: [a, b],
            to_move,
        }
    }

    fn wins(h0: u64, h1: u64, r: u64, k: u64, to_move: u8) -> OddEven {
        OddEven {
            variant: Variant::OddWins,
            pile: r,
            max: k,
            holdings: [h0, h1],
            to_move,
        }
    }

    /// Every valid position (holdings 0 or 1) with pile ≤ `piles`, both movers.
    fn positions(variant: Variant, k: u64, piles: u64) -> Vec<OddEven> {
        let mut out = Vec::new();
        for pile in 0..=piles {
            for h0 in 0..2 {
                for h1 in 0..2 {
                    if (h0 + h1 + pile) % 2 != variant.total_parity() {
                        continue;
                    }
                    for to_move in 0..2 {
                        out.push(OddEven {
                            variant,
                            pile,
                            max: k,
                            holdings: [h0, h1],
                            to_move,
                        });
                    }
                }
            }
        }
        out
    }

    fn searched(search: &mut Search, p: &OddEven) -> Outcome {
        search.solve(p).unwrap().outcome
    }

    /// Safe for a side: that side wins when the other moves next, by search.
    fn searched_safe(search: &mut Search, p: &OddEven) -> [bool; 2] {
        let with = |to_move| OddEven {
            to_move,
            ..p.clone()
        };
        [
            searched(search, &with(1)) == Outcome::P,
            searched(search, &with(0)) == Outcome::P,
        ]
    }

    fn safe(p: &OddEven) -> [bool; 2] {
        p.safe_for()
    }

    const PILES: u64 = 300;
    const KS: u64 = 10;

    #[test]
    fn safe_sides_and_the_winner_are_the_searchs_for_every_k_to_10_and_pile_to_300() {
        for variant in [Variant::OddWins, Variant::OddVsEven] {
            for k in 1..=KS {
                let mut search = Search::new(1_000_000);
                for p in positions(variant, k, PILES) {
                    let truth = searched(&mut search, &p);
                    let answer = p.classify().unwrap();
                    assert_eq!(safe(&p), searched_safe(&mut search, &p), "{p:?}");
                    let winner = if truth == Outcome::N {
                        p.to_move
                    } else {
                        1 - p.to_move
                    };
                    let extras: Vec<_> = answer.extras.iter().map(|(k, _)| *k).collect();
                    assert_eq!(extras, ["winner", "safeFor", "category"]);
                    assert_eq!(answer.extras[0].1, Value::from(u64::from(winner)), "{p:?}");
                    // Larger holdings of the same parities change nothing.
                    let bigger = OddEven {
                        holdings: [p.holdings[0] + 6, p.holdings[1] + 2],
                        ..p.clone()
                    };
                    assert_eq!(bigger.classify().unwrap(), answer, "{bigger:?}");
                }
            }
        }
    }

    #[test]
    fn closed_form_matches_search_for_k_11_to_40_and_pile_to_150() {
        for variant in [Variant::OddWins, Variant::OddVsEven] {
            for k in 11..=40 {
                let mut search = Search::new(1_000_000);
                for p in positions(variant, k, 150) {
                    assert_eq!(p.outcome(), searched(&mut search, &p), "{p:?}");
                    if let Some((take, _)) = p.winning_take() {
                        let after = p.play(&OddEvenMove { take }).unwrap();
                        assert_eq!(searched(&mut search, &after), Outcome::P, "{p:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn api_best_move_and_moves_agree_with_the_closed_form() {
        // (1,0,5), k = 3, Odd to move: take 1 to (2,0,4), absolute for Odd.
        let s = state("odd-vs-even", 5, 3, &[("holdings", Value::list([1u64, 0]))]);
        let best = crate::api::best_move(&s).unwrap();
        assert_eq!(best.get("move"), Some(&Value::map([("take", 1u64.into())])));
        assert_eq!(best.get("outcome"), Some(&Value::from("P")));
        assert!(best.get("remoteness").is_some());
        let Value::List(all) = crate::api::moves(&s).unwrap() else {
            panic!()
        };
        let outcomes: Vec<_> = all.iter().map(|m| m.get("outcome").cloned()).collect();
        assert_eq!(
            outcomes,
            [Some("P".into()), Some("N".into()), Some("N".into())]
        );
    }

    #[test]
    fn the_best_move_is_the_winning_take_to_its_row() {
        for variant in [Variant::OddWins, Variant::OddVsEven] {
            for k in 1..=KS {
                for p in positions(variant, k, PILES) {
                    let Some(mv) = p.best_move().unwrap() else {
                        continue;
                    };
                    let after = p.play(&mv).unwrap();
                    // The outcome the conformance table holds to the search.
                    if p.outcome() == Outcome::N {
                        let (take, row) = p.winning_take().unwrap();
                        assert_eq!(take, mv.take);
                        // The target row is the one the position after matches.
                        assert_eq!(after.row_index(table(k)), Some(row), "{p:?}");
                    } else {
                        assert_eq!(p.winning_take(), None, "{p:?}");
                    }
                }
            }
        }
    }

    /// `000` 尾聲 claims that from a safe state, after any take by the
    /// opponent, exactly one take returns to a safe state. The search says:
    /// true for odd k; for even k sometimes two takes win (never more).
    #[test]
    fn from_a_safe_state_one_reply_wins_for_odd_k_at_most_two_for_even_k() {
        for variant in [Variant::OddWins, Variant::OddVsEven] {
            for k in 1..=KS {
                let mut search = Search::new(1_000_000);
                let mut seen_two = false;
                for p in positions(variant, k, PILES) {
                    if p.pile == 0 || p.outcome() == Outcome::N {
                        continue;
                    }
                    for (_, reply_to) in p.moves().unwrap() {
                        if reply_to.pile == 0 {
                            continue;
                        }
                        let winning = reply_to
                            .moves()
                            .unwrap()
                            .into_iter()
                            .filter(|(_, q)| searched(&mut search, q) == Outcome::P)
                            .count();
                        if k % 2 == 1 {
                            assert_eq!(winning, 1, "{reply_to:?}");
                        } else {
                            assert!((1..=2).contains(&winning), "{reply_to:?}");
                            seen_two |= winning == 2;
                        }
                    }
                }
                assert_eq!(seen_two, k % 2 == 0, "k {k}");
            }
        }
        // k = 2: from the common state (0,1,7) Odd takes 2, to (2,1,5); Even
        // wins by taking 1, to (2,2,4) ≡ (0,0,4n), or 2, to (2,3,3) ≡ (0,1,4n+3).
        let p = ove(0, 1, 7, 2, ODD);
        assert_eq!(safe(&p), [true, true]);
        let reply_to = p.play(&OddEvenMove { take: 2 }).unwrap();
        for take in [1, 2] {
            let q = reply_to.play(&OddEvenMove { take }).unwrap();
            assert_eq!(brute::solve(&q).unwrap().outcome, Outcome::P, "{q:?}");
        }
    }

    /// The take of the best move of `p`, which is not over.
    fn best_take(p: OddEven) -> u64 {
        p.best_move().unwrap().unwrap().take
    }

    fn category(p: &OddEven) -> Value {
        p.classify().unwrap().extras[2].1.clone()
    }

    #[test]
    fn article_section_3_worked_examples_k_3() {
        let k = 3;
        // 1, 2: (0,0,2) and (1,1,2): whoever moves next wins.
        for (a, b) in [(0, 0), (1, 1)] {
            let p = ove(a, b, 2, k, ODD);
            assert_eq!(safe(&p), [false, false]);
            assert_eq!(category(&p), Value::from("neither"));
        }
        // (0,0,2): Odd takes 1 → (1,0,1); Even takes 2 → (0,2,0).
        assert_eq!(best_take(ove(0, 0, 2, k, ODD)), 1);
        assert_eq!(best_take(ove(0, 0, 2, k, EVEN)), 2);
        // (1,1,2): Odd takes 2 → (3,1,0); Even takes 1 → (1,2,1).
        assert_eq!(best_take(ove(1, 1, 2, k, ODD)), 2);
        assert_eq!(best_take(ove(1, 1, 2, k, EVEN)), 1);
        // 3: (0,0,4) is absolute for Odd; Odd takes 3.
        for to_move in [ODD, EVEN] {
            let p = ove(0, 0, 4, k, to_move);
            assert_eq!(
                brute::solve(&p).unwrap().outcome,
                if to_move == ODD {
                    Outcome::N
                } else {
                    Outcome::P
                }
            );
            assert_eq!(p.classify().unwrap().extras[0].1, Value::from(0u64));
        }
        assert_eq!(safe(&ove(0, 0, 4, k, ODD)), [true, false]);
        assert_eq!(category(&ove(0, 0, 4, k, ODD)), Value::from("absolute"));
        assert_eq!(best_take(ove(0, 0, 4, k, ODD)), 3);
        // Even's replies from (0,0,4) and Odd's answers: 1 → take 3, 2 → 1, 3 → 1.
        for (even_takes, odd_answers) in [(1, 3), (2, 1), (3, 1)] {
            let p = ove(0, even_takes, 4 - even_takes, k, ODD);
            assert_eq!(
                p.best_move().unwrap(),
                Some(OddEvenMove { take: odd_answers }),
                "{p:?}"
            );
        }
        // 4: (1,1,4) is absolute for Even; Even takes 3 → (1,4,1).
        for to_move in [ODD, EVEN] {
            assert_eq!(
                ove(1, 1, 4, k, to_move).classify().unwrap().extras[0].1,
                Value::from(1u64)
            );
        }
        assert_eq!(safe(&ove(1, 1, 4, k, ODD)), [false, true]);
        assert_eq!(best_take(ove(1, 1, 4, k, EVEN)), 3);
        // 5: (0,1,5) is common: whoever moves next loses.
        assert_eq!(safe(&ove(0, 1, 5, k, ODD)), [true, true]);
        assert_eq!(category(&ove(0, 1, 5, k, ODD)), Value::from("common"));
        assert_eq!(
            brute::solve(&ove(0, 1, 5, k, ODD)).unwrap().outcome,
            Outcome::P
        );
        assert_eq!(
            brute::solve(&ove(0, 1, 5, k, EVEN)).unwrap().outcome,
            Outcome::P
        );
        // 6: (1,0,5): both sides take 1, to (2,0,4) ≡ (0,0,4) or (1,1,4).
        assert_eq!(safe(&ove(1, 0, 5, k, ODD)), [false, false]);
        assert_eq!(best_take(ove(1, 0, 5, k, ODD)), 1);
        assert_eq!(best_take(ove(1, 0, 5, k, EVEN)), 1);
        // (0,0,6), (1,1,6): Odd takes 2 from (0,0,6), Even 1; mirrored for (1,1,6).
        assert_eq!(safe(&ove(0, 0, 6, k, ODD)), [false, false]);
        assert_eq!(safe(&ove(1, 1, 6, k, ODD)), [false, false]);
        assert_eq!(best_take(ove(0, 0, 6, k, ODD)), 2);
        assert_eq!(best_take(ove(0, 0, 6, k, EVEN)), 1);
        assert_eq!(best_take(ove(1, 1, 6, k, EVEN)), 2);
        assert_eq!(best_take(ove(1, 1, 6, k, ODD)), 1);
        // (0,0,8) absolute for Even (Even takes 3 → (0,3,5)); (1,1,8) for Odd.
        assert_eq!(safe(&ove(0, 0, 8, k, ODD)), [false, true]);
        assert_eq!(best_take(ove(0, 0, 8, k, EVEN)), 3);
        assert_eq!(safe(&ove(1, 1, 8, k, ODD)), [true, false]);
        assert_eq!(best_take(ove(1, 1, 8, k, ODD)), 3);
        // Odd's tries from (0,0,8) all lose: 1 → (1,0,7), Even takes 3.
        assert_eq!(best_take(ove(1, 0, 7, k, EVEN)), 3);
        // 7: (1,0,9) is common; 8: (0,1,9) is neither, both take 1.
        assert_eq!(safe(&ove(1, 0, 9, k, ODD)), [true, true]);
        assert_eq!(safe(&ove(0, 1, 9, k, ODD)), [false, false]);
        assert_eq!(best_take(ove(0, 1, 9, k, ODD)), 1);
        assert_eq!(best_take(ove(0, 1, 9, k, EVEN)), 1);
        // (0,1,7): both sides take 2, to (0,1,5).
        assert_eq!(best_take(ove(0, 1, 7, k, ODD)), 2);
        assert_eq!(best_take(ove(0, 1, 7, k, EVEN)), 2);
    }

    #[test]
    fn article_section_4_safe_states_and_the_eight_unsafe_ones_k_3() {
        let k = 3;
        let odd_safe = [(0, 0, 4), (0, 1, 5), (1, 1, 8), (1, 0, 9)];
        let even_safe = [(1, 1, 4), (0, 1, 5), (0, 0, 8), (1, 0, 9)];
        let neither = [
            (0, 0, 2),
            (1, 1, 2),
            (0, 1, 3),
            (1, 0, 3),
            (0, 0, 6),
            (1, 1, 6),
            (0, 1, 7),
            (1, 0, 7),
        ];
        for n in 0..20u64 {
            for &(a, b, r) in &odd_safe {
                assert!(safe(&ove(a, b, r + 8 * n, k, ODD))[0]);
            }
            for &(a, b, r) in &even_safe {
                assert!(safe(&ove(a, b, r + 8 * n, k, ODD))[1]);
            }
            for &(a, b, r) in &neither {
                let p = ove(a, b, r + 8 * n, k, ODD);
                assert_eq!(safe(&p), [false, false]);
                // Whoever moves first wins.
                assert_eq!(p.outcome(), Outcome::N);
                assert_eq!(OddEven { to_move: EVEN, ..p }.outcome(), Outcome::N);
            }
        }
        // The proof of 一.: from (0,0,8n+4), Even takes 1, 2, 3; Odd answers 3, 1, 1.
        for n in 0..5u64 {
            for (even_takes, odd_answers) in [(1, 3), (2, 1), (3, 1)] {
                let p = ove(0, 0, 8 * n + 4, k, EVEN)
                    .play(&OddEvenMove { take: even_takes })
                    .unwrap();
                assert_eq!(
                    p.best_move().unwrap(),
                    Some(OddEvenMove { take: odd_answers })
                );
            }
        }
        // Section 5: an absolute state can be kept by its side: (0,0,8n+4)
        // Odd takes 3 → (3,0,8n+1), still safe for Odd; (0,0,8n) Even takes 3.
        for n in 1..5u64 {
            let kept = ove(0, 0, 8 * n + 4, k, ODD)
                .play(&OddEvenMove { take: 3 })
                .unwrap();
            assert!(safe(&kept)[0]);
            let kept = ove(1, 1, 8 * n, k, ODD)
                .play(&OddEvenMove { take: 3 })
                .unwrap();
            assert!(safe(&kept)[0]);
            let kept = ove(0, 0, 8 * n, k, EVEN)
                .play(&OddEvenMove { take: 3 })
                .unwrap();
            assert!(safe(&kept)[1]);
            let kept = ove(1, 1, 8 * n + 4, k, EVEN)
                .play(&OddEvenMove { take: 3 })
                .unwrap();
            assert!(safe(&kept)[1]);
        }
    }

    #[test]
    fn article_section_3_conclusions_hold_for_every_k() {
        for k in 1..=KS {
            for n in 0..=PILES {
                // (0,0,n) and (1,1,n): the same status with the sides swapped.
                if n % 2 == 0 {
                    let [odd, even] = safe(&ove(0, 0, n, k, ODD));
                    assert_eq!(safe(&ove(1, 1, n, k, ODD)), [even, odd], "k {k} n {n}");
                } else {
                    // (0,1,n), (1,0,n): safe for one side iff for the other.
                    for (a, b) in [(0, 1), (1, 0)] {
                        let [odd, even] = safe(&ove(a, b, n, k, ODD));
                        assert_eq!(odd, even, "k {k} ({a},{b},{n})");
                    }
                }
            }
        }
    }

    #[test]
    fn article_section_6_tables_for_k_1_to_6() {
        // (k, M, safe for Odd, safe for Even) as printed, residues mod M.
        type Rows = &'static [(u64, u64, u64)];
        let printed: [(u64, u64, Rows, Rows); 6] = [
            (
                1,
                4,
                &[(0, 0, 2), (0, 1, 3), (1, 0, 1), (1, 1, 0)],
                &[(1, 1, 2), (0, 1, 3), (1, 0, 1), (0, 0, 0)],
            ),
            (
                2,
                4,
                &[(0, 1, 3), (1, 0, 1), (1, 1, 0)],
                &[(0, 1, 3), (1, 0, 1), (0, 0, 0)],
            ),
            (
                3,
                8,
                &[(0, 0, 4), (0, 1, 5), (1, 1, 0), (1, 0, 1)],
                &[(1, 1, 4), (0, 1, 5), (0, 0, 0), (1, 0, 1)],
            ),
            (
                4,
                6,
                &[(0, 1, 5), (1, 0, 1), (1, 1, 0)],
                &[(0, 1, 5), (1, 0, 1), (0, 0, 0)],
            ),
            (
                5,
                12,
                &[(0, 0, 6), (0, 1, 7), (1, 0, 1), (1, 1, 0)],
                &[(1, 1, 6), (0, 1, 7), (1, 0, 1), (0, 0, 0)],
            ),
            (
                6,
                8,
                &[(0, 1, 7), (1, 0, 1), (1, 1, 0)],
                &[(0, 1, 7), (1, 0, 1), (0, 0, 0)],
            ),
        ];
        for (k, m, odd_rows, even_rows) in printed {
            assert_eq!(modulus(k), u128::from(m));
            let mut search = Search::new(1_000_000);
            for r in 0..=PILES {
                for (a, b) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                    if (a + b + r) % 2 == 1 {
                        continue;
                    }
                    let p = ove(a, b, r, k, ODD);
                    let listed = |rows: Rows| rows.contains(&(a, b, r % m));
                    let truth = searched_safe(&mut search, &p);
                    assert_eq!(
                        truth,
                        [listed(odd_rows), listed(even_rows)],
                        "k {k} ({a},{b},{r})"
                    );
                }
            }
        }
        // 尾聲, k = 1: (0,0,4n+2) Odd wins, (0,0,4n) Even wins, whoever starts.
        for n in 0..50 {
            for to_move in [ODD, EVEN] {
                assert_eq!(
                    ove(0, 0, 4 * n + 2, 1, to_move).classify().unwrap().extras[0].1,
                    Value::from(0u64)
                );
                assert_eq!(
                    ove(0, 0, 4 * n, 1, to_move).classify().unwrap().extras[0].1,
                    Value::from(1u64)
                );
            }
        }
    }

    #[test]
    fn article_intro_seventeen_stones_odd_wins() {
        // 17 stones, take 1..3, whoever holds an odd number wins: the first
        // player wins, and of all odd totals only 8n + 5 loses for the first.
        let start = wins(0, 0, 17, 3, 0);
        assert_eq!(brute::solve(&start).unwrap().outcome, Outcome::N);
        assert_eq!(start.classify().unwrap().outcome, Outcome::N);
        let mv = start.best_move().unwrap().unwrap();
        let after = start.play(&mv).unwrap();
        assert_eq!(brute::solve(&after).unwrap().outcome, Outcome::P);
        for r in (1..200u64).step_by(2) {
            let lost = wins(0, 0, r, 3, 0).outcome() == Outcome::P;
            assert_eq!(lost, r % 8 == 5, "{r}");
        }
        // Rules 1 and 2: having taken, holding odd leave 8n or 8n + 1, holding
        // even leave 8n + 4 or 8n + 5, by the opponent's parity.
        let mut search = Search::new(1_000_000);
        for r in 0..=PILES {
            for mine in 0..2u64 {
                for theirs in 0..2u64 {
                    if (mine + theirs + r) % 2 == 0 {
                        continue;
                    }
                    // Player 1 just moved; player 0 is to move.
                    let p = wins(theirs, mine, r, 3, 0);
                    let rule = if mine == 1 { [0, 1] } else { [4, 5] };
                    let safe_for_mover = searched(&mut search, &p) == Outcome::P;
                    assert_eq!(safe_for_mover, rule.contains(&(r % 8)), "{p:?}");
                }
            }
        }
        let Value::Map(entries) = start.classify().unwrap().explanation else {
            panic!()
        };
        let rule = entries
            .iter()
            .find(|(k, _)| k == "moverRule")
            .map(|(_, v)| v.clone());
        let row = |mine: u64, theirs: u64, residue: i128, form: &str| {
            Value::map([
                ("mine", mine.into()),
                ("theirs", theirs.into()),
                ("residue", Value::int(residue)),
                ("pileForm", form.into()),
            ])
        };
        assert_eq!(
            rule,
            Some(Value::list([
                row(0, 1, 4, "8n + 4"),
                row(1, 0, 0, "8n"),
                row(0, 0, 5, "8n + 5"),
                row(1, 1, 1, "8n + 1"),
            ]))
        );
    }

    #[test]
    fn explanation_for_the_article_position_0_1_5() {
        let p = ove(0, 1, 5, 3, ODD);
        let e = p.classify().unwrap().explanation;
        assert_eq!(e.get("modulus"), Some(&Value::int(8)));
        assert_eq!(e.get("modulusRule"), Some(&Value::from("2(k+1)")));
        assert_eq!(e.get("residue"), Some(&Value::int(5)));
        assert_eq!(e.get("quotient"), Some(&Value::int(0)));
        assert_eq!(e.get("parities"), Some(&Value::list([0u64, 1])));
        assert_eq!(e.get("row"), Some(&Value::from(4usize)));
        assert_eq!(e.get("winningTake"), None);
        let Some(Value::List(rows)) = e.get("table") else {
            panic!()
        };
        assert_eq!(rows.len(), 6);
        assert_eq!(
            rows.get(4),
            Some(&Value::map([
                ("parities", Value::list([0u64, 1])),
                ("residue", Value::int(5)),
                ("pileForm", "8n + 5".into()),
                ("safeFor", Value::list([0u64, 1])),
            ]))
        );
        let Some(Value::List(rows)) = ove(0, 0, 6, 4, ODD).explanation().get("table").cloned()
        else {
            panic!()
        };
        assert_eq!(rows.len(), 4);
        // (1,0,5) → Odd takes 1 to (0,0,4): target row 0.
        let e = ove(1, 0, 5, 3, ODD).explanation();
        assert_eq!(e.get("winningTake"), Some(&Value::from(1u64)));
        assert_eq!(e.get("targetRow"), Some(&Value::from(0usize)));
        assert_eq!(e.get("row"), None);
    }

    #[test]
    fn huge_k_and_pile_do_not_overflow() {
        let k = u64::MAX;
        assert_eq!(modulus(k), 1u128 << 65);
        let p = ove(0, 0, u64::MAX - 1, k, ODD);
        let answer = p.classify().unwrap();
        assert_eq!(
            answer.explanation.get("residue"),
            Some(&Value::int(i128::from(u64::MAX - 1)))
        );
        // k ≥ r: Odd simply takes everything but one or all, as parity needs.
        assert_eq!(p.outcome(), Outcome::N);
        let mv = p.best_move().unwrap().unwrap();
        assert_eq!(p.play(&mv).unwrap().outcome(), Outcome::P);
        assert!(matches!(p.moves(), Err(e) if e.code() == "too-large"));
        assert!(!p.searchable());
    }

    /// A plain state of `variant` with `pile` and `max`, and `more` fields.
    fn state(variant: &str, pile: u64, max: u64, more: &[(&'static str, Value)]) -> Value {
        let mut all = vec![
            ("game", Value::from("odd-even")),
            ("variant", variant.into()),
            ("pile", pile.into()),
            ("max", max.into()),
        ];
        all.extend(more.iter().cloned());
        Value::map(all)
    }

    #[test]
    fn reading_checks_every_field() {
        let good = state(
            "odd-vs-even",
            5,
            3,
            &[
                ("holdings", Value::list([0u64, 1])),
                ("toMove", 1u64.into()),
            ],
        );
        let answer = crate::api::classify(&good).unwrap();
        assert_eq!(answer.get("outcome"), Some(&Value::from("P")));
        assert_eq!(answer.get("safeFor"), Some(&Value::list([0u64, 1])));
        assert_eq!(answer.get("category"), Some(&Value::from("common")));
        assert!(answer.get("remoteness").is_some());
        assert_eq!(answer.get("nimber"), None);
        // Defaults: holdings [0, 0], toMove 0.
        let start = state("odd-wins", 17, 3, &[]);
        let played = crate::api::play(&start, &Value::map([("take", 1u64.into())])).unwrap();
        assert_eq!(played.get("holdings"), Some(&Value::list([1u64, 0])));
        assert_eq!(played.get("toMove"), Some(&Value::from(1u64)));
        assert_eq!(played.get("pile"), Some(&Value::from(16u64)));

        let message = |s: &Value| crate::api::classify(s).unwrap_err().message().to_owned();
        let even_total = state("odd-wins", 16, 3, &[]);
        assert_eq!(
            message(&even_total),
            "holdings[0] + holdings[1] + pile must be odd for variant \"odd-wins\" \
             (so that one player ends odd and the other even), got 0 + 0 + 16 = 16"
        );
        let odd_total = state("odd-vs-even", 17, 3, &[]);
        assert!(message(&odd_total).contains("must be even for variant \"odd-vs-even\""));
        let too_big = state(
            "odd-vs-even",
            u64::MAX,
            3,
            &[("holdings", Value::list([1u64, 0]))],
        );
        assert!(message(&too_big)
            .starts_with("holdings[0] + holdings[1] + pile must be at most 18446744073709551615"));
        let no_max = state("odd-wins", 17, 0, &[]);
        assert_eq!(
            message(&no_max),
            "max must be a whole number from 1 to 18446744073709551615, got 0"
        );
        let bad_variant = state("odd", 17, 3, &[]);
        assert!(message(&bad_variant)
            .starts_with("variant must be one of \"odd-wins\" or \"odd-vs-even\""));
        let three = state(
            "odd-wins",
            17,
            3,
            &[("holdings", Value::list([0u64, 0, 0]))],
        );
        assert_eq!(message(&three), "holdings must have exactly 2 items, got 3");
        let mover = state("odd-wins", 17, 3, &[("toMove", 2u64.into())]);
        assert_eq!(
            message(&mover),
            "toMove must be a whole number from 0 to 1, got 2"
        );
        let typo = state("odd-wins", 17, 3, &[("tomove", 1u64.into())]);
        assert_eq!(message(&typo), "unknown field tomove; did you mean toMove?");

        // Moves: too many, none left, bad shape.
        let err = crate::api::play(&start, &Value::map([("take", 4u64.into())])).unwrap_err();
        assert_eq!(err.code(), "illegal-move");
        assert_eq!(
            err.message(),
            "move.take must be from 1 to 3 (at most max = 3 and at most the pile of 17), got 4"
        );
        let err = crate::api::play(&start, &Value::map([("takes", 1u64.into())])).unwrap_err();
        assert_eq!(
            err.message(),
            "move.take is required (a whole number from 1 to 18446744073709551615); \
             found move.takes: did you mean move.take?"
        );
        let over = state("odd-wins", 0, 3, &[("holdings", Value::list([1u64, 0]))]);
        let err = crate::api::play(&over, &Value::map([("take", 1u64.into())])).unwrap_err();
        assert_eq!(err.code(), "illegal-move");
        assert_eq!(crate::api::best_move(&over), Ok(Value::Null));
        let answer = crate::api::classify(&over).unwrap();
        assert_eq!(answer.get("winner"), Some(&Value::from(0u64)));
        assert_eq!(answer.get("outcome"), Some(&Value::from("N")));
    }

    #[test]
    fn the_largest_searchable_state_fits_the_search_budget() {
        for (pile, k) in [
            (SEARCHABLE_PILE, SEARCHABLE_WORK / SEARCHABLE_PILE),
            (SEARCHABLE_WORK / 2000, 2000),
        ] {
            let p = ove(pile % 2, 0, pile, k, ODD);
            assert!(p.searchable(), "{p:?}");
            // The search recurses once per stone; give it the 1 MiB a wasm
            // instance has by default.
            let solved = std::thread::Builder::new()
                .stack_size(1 << 20)
                .spawn(move || {
                    Search::new(crate::api::SEARCH_BUDGET)
                        .solve(&p)
                        .map(|s| s.outcome)
                })
                .unwrap()
                .join()
                .unwrap();
            assert_eq!(solved, Ok(ove(pile % 2, 0, pile, k, ODD).outcome()));
        }
        assert!(!ove(0, 0, SEARCHABLE_PILE + 2, 3, ODD).searchable());
    }

    proptest! {
        #[test]
        fn a_move_takes_from_the_pile_and_passes_the_turn(
            h0 in 0u64..5, h1 in 0u64..5, pile in 0u64..30, k in 1u64..12,
            odd_wins in any::<bool>(), to_move in 0u8..2,
        ) {
            let variant = if odd_wins { Variant::OddWins } else { Variant::OddVsEven };
            let p = OddEven { variant, pile, max: k, holdings: [h0, h1], to_move };
            let list = p.moves().unwrap();
            prop_assert_eq!(list.len() as u64, k.min(pile));
            for (mv, after) in list {
                prop_assert_eq!(after.pile + mv.take, pile);
                prop_assert_eq!(after.to_move, 1 - to_move);
                let total = |q: &OddEven| q.holdings[0] + q.holdings[1] + q.pile;
                prop_assert_eq!(total(&after), total(&p));
            }
        }
    }
}
