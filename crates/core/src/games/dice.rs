//! The die game (`001`, 古學理's 骰子的單堆遊戲) and the article's three
//! two-dice questions.
//!
//! A pile of stones and a standard die (opposite faces sum to 7). The opening
//! roll has already removed its value; the state holds the pile left and the
//! face on top. Players alternately tip the die onto one of the four faces
//! next to its top (never the top itself, never the bottom) and remove the new
//! top's value; a face larger than the pile cannot be chosen; a player with no
//! legal tip loses. Two dice (`rule`): `both` tips both dice and removes the
//! sum of the new tops; `one` tips one die and removes its new value; `sum`
//! tips one die and removes the sum of both tops after the tip.
//!
//! # The closed form
//!
//! The game is impartial under normal play, so every position has a
//! Sprague–Grundy value G(n, tops). Write row(n) for the values at pile n for
//! every top face (every ordered pair of faces, for two dice), and T for the
//! largest possible take (6 for one die and for `one`, 12 for `both` and
//! `sum`). For n ≥ T every tip is affordable, so row(n) is a fixed function of
//! row(n − T), …, row(n − 1). Hence if T consecutive rows from `from` repeat
//! `length` rows later, every later row repeats too (induction on n), and
//! G(n) = G(from + (n − from) mod length) for n ≥ from. The tests compute the
//! rows by exhaustive search and check exactly that window, that the repeat
//! starts no earlier, and that no shorter period holds. The same argument
//! applies to the P/N rows alone (a position is N iff some tip reaches P),
//! which settle earlier and give the table of safe residues.
//!
//! | variant | values: from, period | P/N: from, period |
//! | --- | --- | --- |
//! | one die | 27, 9 | 2, 9 |
//! | `both` | 24, 14 | 12, 14 |
//! | `one` | 52, 1 | 7, 1 |
//! | `sum` | 235, 1 | 66, 1 |
//!
//! The article says the safe positions are closely tied to multiples of 8
//! (「其安全殘局和 8 的倍數有密切關係」). Under its own rules they are not: the
//! period is 9. With 1 or 6 on top the safe piles are 0, 1 and the multiples
//! of 9; with 2 or 5 those ≡ 0 or 5 (mod 9); with 3 or 4 those ≡ 0, 3, 4 or
//! 8 (mod 9). Multiples of 8 as such are not safe: piles 16, 24, 56 and 64
//! are N-positions whatever the top, and only 72 = 8 · 9 is safe for every top.
//!
//! # Explanation fields
//!
//! - `variant`: `"one-die"`, `"both"`, `"one"` or `"sum"`.
//! - `pile`, `top`: the position (`top` a face, or `[t1, t2]`).
//! - `maxTake`: T, the largest take in this variant.
//! - `period`: `{from, length}`: G(n + length) = G(n) for every n ≥ from and
//!   every top; both are the least such.
//! - `residue`: `pile mod period.length`.
//! - `tablePile`: the pile in the table with the same value (the pile itself
//!   below `period.from`, else `from + (pile − from) mod length`).
//! - `nimber`: G at this position (0 exactly when it is safe, P).
//! - `nimbersByResidue`: for this top, G at piles ≥ `period.from` by
//!   `pile mod period.length` (entry r is for residue r).
//! - `earlyNimbers`: for this top, G at piles 0 .. `period.from − 1`.
//! - `safePeriod`: `{from, length}`: the least pre-period and period of the
//!   P/N pattern alone.
//! - `safeResidue`: `pile mod safePeriod.length`.
//! - `safeTable`: one entry per top face (or ordered pair of faces):
//!   `{top, safeResidues, earlySafe}`: piles n ≥ `safePeriod.from` are safe
//!   (P) exactly when `n mod safePeriod.length` is in `safeResidues`;
//!   `earlySafe` lists the safe piles below `safePeriod.from`.
//! - `articleClaim` (one die only): `{claim, holds: false, truth, truePeriod,
//!   multiplesOf8}`: the article's words on multiples of 8, what actually
//!   holds (in words, and `truePeriod` = 9), and for the piles 8, 16, …, 72
//!   `{pile, safeTops}`: the top faces with which that pile is safe.

use crate::error::{Error, ErrorKey, Result};
use crate::fields::{whole_number, Fields};
use crate::game::{entry, parameter, Classification, Game, Outcome, Position};
use crate::value::{cat, int_text, Value};

/// How two dice are played (`rule`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Tip both dice; remove the sum of the new tops.
    Both,
    /// Tip one die; remove its new top.
    One,
    /// Tip one die; remove the sum of both tops after the tip.
    Sum,
}

impl Rule {
    const NAMES: [&'static str; 3] = ["both", "one", "sum"];

    /// The `rule` field's value.
    pub fn as_str(self) -> &'static str {
        match self {
            Rule::Both => "both",
            Rule::One => "one",
            Rule::Sum => "sum",
        }
    }
}

/// The dice and what is on top of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tops {
    /// One die, this face on top (1..=6).
    One(u8),
    /// Two dice, these faces on top, played by `rule`.
    Two {
        /// The top face of each die (1..=6).
        tops: [u8; 2],
        /// How the dice are tipped.
        rule: Rule,
    },
}

/// A position of the die game: the stones left and the dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dice {
    /// Stones left in the pile.
    pub pile: u64,
    /// The die or dice.
    pub top: Tops,
}

/// A tip: the new top face; for two dice, per die, `None` for a die left as it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiceMove {
    /// One die: `{face: f}`.
    Face(u8),
    /// Two dice: `{faces: [f1, f2]}`.
    Faces([Option<u8>; 2]),
}

const ONE_DIE: u8 = 0;
const BOTH: u8 = 1;
const ONE: u8 = 2;
const SUM: u8 = 3;

/// Columns of a value table: top face t is column t − 1 for one die, the
/// ordered pair (t1, t2) column 6(t1 − 1) + (t2 − 1) for two.
const WIDTH: usize = 36;

/// Whether a die showing `top` can be tipped to show `face`.
const fn next_to(top: usize, face: usize) -> bool {
    top != face && top + face != 7
}

/// The k-th candidate tip (k < 36) of variant `rule` from column `col`, as
/// (stones removed, new column); `None` when it is no tip.
const fn tip(rule: u8, col: usize, k: usize) -> Option<(usize, usize)> {
    if rule == ONE_DIE {
        let face = k + 1;
        if col < 6 && face <= 6 && next_to(col + 1, face) {
            return Some((face, face - 1));
        }
        return None;
    }
    let (t1, t2) = (col / 6 + 1, col % 6 + 1);
    if rule == BOTH {
        let (f1, f2) = (k / 6 + 1, k % 6 + 1);
        if k < 36 && next_to(t1, f1) && next_to(t2, f2) {
            return Some((f1 + f2, k));
        }
        return None;
    }
    let face = k % 6 + 1;
    let (new1, new2) = match k / 6 {
        0 if next_to(t1, face) => (face, t2),
        1 if next_to(t2, face) => (t1, face),
        _ => return None,
    };
    let take = if rule == ONE { face } else { new1 + new2 };
    Some((take, (new1 - 1) * 6 + (new2 - 1)))
}

/// G(n, column) for every n < len, by mex over the tips.
fn value_table(rule: u8, len: usize) -> Vec<[u8; WIDTH]> {
    let width = if rule == ONE_DIE { 6 } else { WIDTH };
    let mut table = vec![[0u8; WIDTH]; len];
    for n in 0..len {
        for col in 0..width {
            let mut seen: u32 = 0;
            for k in 0..36 {
                if let Some((take, next)) = tip(rule, col, k) {
                    if take <= n {
                        seen |= 1 << table[n - take][next];
                    }
                }
            }
            table[n][col] = (!seen).trailing_zeros() as u8;
        }
    }
    table
}

/// One variant's proved periodicity and its table of values.
struct Variant {
    name: &'static str,
    /// The number of top columns: 6 or 36.
    width: usize,
    /// The largest take, T.
    max_take: u64,
    /// Values repeat with period `period` from pile `from` on.
    from: u64,
    period: u64,
    /// The P/N pattern repeats with period `safe_period` from `safe_from` on.
    safe_from: u64,
    safe_period: u64,
    /// G for piles 0 .. from + period.
    table: fn() -> &'static [[u8; WIDTH]],
}

/// The value table of variant `rule`, piles 0 .. len. The tables are computed
/// on first use rather than stored: 13 KB of values that the wasm would
/// otherwise carry, for microseconds of work.
fn lazy_table(rule: u8, len: usize) -> &'static [[u8; WIDTH]] {
    // A thread's own, kept for the life of the thread (the wasm has one):
    // `OnceLock`'s synchronisation would cost the wasm a kilobyte.
    type Table = std::cell::Cell<Option<&'static [[u8; WIDTH]]>>;
    thread_local! {
        static TABLES: [Table; 4] = const { [const { std::cell::Cell::new(None) }; 4] };
    }
    TABLES.with(|tables| {
        let cell = &tables[usize::from(rule)];
        cell.get().unwrap_or_else(|| {
            let table: &'static [[u8; WIDTH]] = value_table(rule, len).leak();
            cell.set(Some(table));
            table
        })
    })
}

fn one_die_table() -> &'static [[u8; WIDTH]] {
    lazy_table(ONE_DIE, 27 + 9)
}
fn both_table() -> &'static [[u8; WIDTH]] {
    lazy_table(BOTH, 24 + 14)
}
fn one_table() -> &'static [[u8; WIDTH]] {
    lazy_table(ONE, 52 + 1)
}
fn sum_table() -> &'static [[u8; WIDTH]] {
    lazy_table(SUM, 235 + 1)
}

static VARIANT_ONE_DIE: Variant = Variant {
    name: "one-die",
    width: 6,
    max_take: 6,
    from: 27,
    period: 9,
    safe_from: 2,
    safe_period: 9,
    table: one_die_table,
};
static VARIANT_BOTH: Variant = Variant {
    name: "both",
    width: WIDTH,
    max_take: 12,
    from: 24,
    period: 14,
    safe_from: 12,
    safe_period: 14,
    table: both_table,
};
static VARIANT_ONE: Variant = Variant {
    name: "one",
    width: WIDTH,
    max_take: 6,
    from: 52,
    period: 1,
    safe_from: 7,
    safe_period: 1,
    table: one_table,
};
static VARIANT_SUM: Variant = Variant {
    name: "sum",
    width: WIDTH,
    max_take: 12,
    from: 235,
    period: 1,
    safe_from: 66,
    safe_period: 1,
    table: sum_table,
};

/// The pile in `from .. from + length` that is ≡ `residue` (mod `length`).
fn window_pile(from: u64, length: u64, residue: u64) -> u64 {
    from + (residue + length - from % length) % length
}

impl Variant {
    /// The pile below `from + period` with the same row as pile `n`.
    fn table_pile(&self, n: u64) -> u64 {
        if n < self.from {
            n
        } else {
            self.from + (n - self.from) % self.period
        }
    }

    /// G(n, column), by the periodicity theorem above.
    fn nimber(&self, n: u64, col: usize) -> u64 {
        let row = (self.table)().get(self.table_pile(n) as usize);
        row.and_then(|r| r.get(col)).map_or(0, |&g| u64::from(g))
    }

    /// The top (a face or a pair) of a column, as the API writes it.
    fn top_value(&self, col: usize) -> Value {
        let (t1, t2) = ((col / 6 + 1) as u8, (col % 6 + 1) as u8);
        if self.width == 6 {
            faces_value(t2, None)
        } else {
            faces_value(t1, Some(t2))
        }
    }

    /// The safe residues and the early safe piles of one column.
    fn safe_entry(&self, col: usize) -> Value {
        let (from, length) = (self.safe_from, self.safe_period);
        let mut residues = Vec::new();
        for r in 0..length {
            if self.nimber(window_pile(from, length, r), col) == 0 {
                residues.push(Value::from(r));
            }
        }
        let mut early = Vec::new();
        for n in 0..from {
            if self.nimber(n, col) == 0 {
                early.push(Value::from(n));
            }
        }
        let mut entry = Value::Map(Vec::new());
        entry.set("top", self.top_value(col));
        entry.set("safeResidues", Value::List(residues));
        entry.set("earlySafe", Value::List(early));
        entry
    }
}

fn period_value(from: u64, length: u64) -> Value {
    let mut period = Value::Map(Vec::new());
    period.set("from", from.into());
    period.set("length", length.into());
    period
}

/// One face, or a pair `[t1, t2]`.
fn faces_value(first: u8, second: Option<u8>) -> Value {
    match second {
        None => first.into(),
        Some(second) => Value::List(vec![first.into(), second.into()]),
    }
}

/// The four faces next to `top`, for messages: `"2, 3, 4, 5"`.
fn faces_next_to(top: u8) -> String {
    let mut faces = String::new();
    for f in 1..=6u8 {
        if next_to(top.into(), f.into()) {
            if !faces.is_empty() {
                faces.push_str(", ");
            }
            faces.push(char::from(b'0' + f));
        }
    }
    faces
}

/// Refuses a tip from `top` to `face` that the rules forbid.
fn check_tip(top: u8, face: u8, field: &str) -> Result<()> {
    if !(1..=6).contains(&face) {
        return Err(Error::of(ErrorKey::FaceOutOfRange)
            .with("field", field)
            .with("face", face));
    }
    if face == top {
        let faces = faces_next_to(top);
        return Err(Error::of(ErrorKey::FaceOnTop)
            .with("field", field)
            .with("face", face)
            .with("faces", faces));
    }
    if u16::from(face) + u16::from(top) == 7 {
        let faces = faces_next_to(top);
        return Err(Error::of(ErrorKey::FaceOpposite)
            .with("field", field)
            .with("face", face)
            .with("top", top)
            .with("faces", faces));
    }
    Ok(())
}

/// The field of each die's face in a two-dice move.
const FACE_FIELDS: [&str; 2] = ["move.faces[0]", "move.faces[1]"];

impl Dice {
    fn variant(&self) -> &'static Variant {
        match self.top {
            Tops::One(_) => &VARIANT_ONE_DIE,
            Tops::Two {
                rule: Rule::Both, ..
            } => &VARIANT_BOTH,
            Tops::Two {
                rule: Rule::One, ..
            } => &VARIANT_ONE,
            Tops::Two {
                rule: Rule::Sum, ..
            } => &VARIANT_SUM,
        }
    }

    fn column(&self) -> usize {
        let face = |t: u8| usize::from(t.clamp(1, 6)) - 1;
        match self.top {
            Tops::One(t) => face(t),
            Tops::Two { tops: [t1, t2], .. } => face(t1) * 6 + face(t2),
        }
    }

    fn top_value(&self) -> Value {
        match self.top {
            Tops::One(t) => faces_value(t, None),
            Tops::Two { tops: [t1, t2], .. } => faces_value(t1, Some(t2)),
        }
    }

    /// G of this position by the closed form.
    pub fn nimber(&self) -> u64 {
        self.variant().nimber(self.pile, self.column())
    }

    fn explanation(&self) -> Value {
        let v = self.variant();
        let col = self.column();
        let mut by_residue = Vec::new();
        for r in 0..v.period {
            by_residue.push(Value::from(v.nimber(window_pile(v.from, v.period, r), col)));
        }
        let mut early = Vec::new();
        for n in 0..v.from {
            early.push(Value::from(v.nimber(n, col)));
        }
        let mut safe_table = Vec::new();
        for c in 0..v.width {
            safe_table.push(v.safe_entry(c));
        }
        let mut e = Value::Map(Vec::new());
        e.set("variant", v.name.into());
        e.set("pile", self.pile.into());
        e.set("top", self.top_value());
        e.set("maxTake", v.max_take.into());
        e.set("period", period_value(v.from, v.period));
        e.set("residue", (self.pile % v.period).into());
        e.set("tablePile", v.table_pile(self.pile).into());
        e.set("nimber", self.nimber().into());
        e.set("nimbersByResidue", Value::List(by_residue));
        e.set("earlyNimbers", Value::List(early));
        e.set("safePeriod", period_value(v.safe_from, v.safe_period));
        e.set("safeResidue", (self.pile % v.safe_period).into());
        e.set("safeTable", Value::List(safe_table));
        if let Tops::One(_) = self.top {
            let mut multiples = Vec::new();
            for k in 1..=9u64 {
                let mut safe_tops = Vec::new();
                for c in 0..6 {
                    if v.nimber(8 * k, c) == 0 {
                        safe_tops.push(Value::from(c + 1));
                    }
                }
                let mut multiple = Value::Map(Vec::new());
                multiple.set("pile", (8 * k).into());
                multiple.set("safeTops", Value::List(safe_tops));
                multiples.push(multiple);
            }
            let mut claim = Value::Map(Vec::new());
            claim.set(
                "claim",
                "其安全殘局和 8 的倍數有密切關係 (the safe positions are closely tied to multiples of 8)"
                    .into(),
            );
            claim.set("holds", false.into());
            claim.set(
                "truth",
                "The safe pattern has period 9, not 8: for piles n ≥ 2, n is safe with 1 or 6 on top \
                 iff n ≡ 0 (mod 9), with 2 or 5 iff n ≡ 0 or 5, with 3 or 4 iff n ≡ 0, 3, 4 or 8; \
                 below that, pile 0 is safe for every top and pile 1 with 1 or 6 on top. \
                 Piles 16, 24, 56 and 64 are unsafe whatever the top."
                    .into(),
            );
            claim.set("truePeriod", v.safe_period.into());
            claim.set("multiplesOf8", Value::List(multiples));
            e.set("articleClaim", claim);
        }
        e
    }
}

impl Game for Dice {
    type Move = DiceMove;

    fn moves(&self) -> Result<Vec<(DiceMove, Dice)>> {
        // Every move of the right shape, kept where `play` allows it; at most
        // 36, far below MAX_MOVES. Candidate k tips die 1 to face k / 6 + 1
        // and die 2 to k % 6 + 1 under `both`; under `one` and `sum` the first
        // six tip die 1, the next six die 2.
        let mut list = Vec::new();
        for k in 0..36u8 {
            let (a, b) = (k / 6 + 1, k % 6 + 1);
            let mv = match self.top {
                Tops::One(_) if k < 6 => DiceMove::Face(b),
                Tops::Two {
                    rule: Rule::Both, ..
                } => DiceMove::Faces([Some(a), Some(b)]),
                Tops::Two { .. } if k < 6 => DiceMove::Faces([Some(b), None]),
                Tops::Two { .. } if k < 12 => DiceMove::Faces([None, Some(b)]),
                _ => break,
            };
            if let Ok(after) = self.play(&mv) {
                list.push((mv, after));
            }
        }
        Ok(list)
    }

    fn has_nimber(&self) -> bool {
        true
    }

    fn canonical(&self) -> Dice {
        // Every two-dice rule treats the dice alike.
        match self.top {
            Tops::Two { tops: [a, b], rule } => Dice {
                pile: self.pile,
                top: Tops::Two {
                    tops: [a.min(b), a.max(b)],
                    rule,
                },
            },
            Tops::One(_) => *self,
        }
    }
}

impl Position for Dice {
    const ID: &'static str = "dice";

    fn info() -> Value {
        let example = Dice {
            pile: 24,
            top: Tops::One(3),
        };
        let names = [
            "The die game (tip the die, take stones)",
            "骰子的單堆遊戲",
            "骰子的单堆游戏",
        ];
        let parameters = vec![
            parameter("pile", "count", 24u64.into(), Some((0, u64::MAX)), &[]),
            parameter("top", "face or faces", 3u64.into(), Some((1, 6)), &[]),
            parameter("rule", "choice", "both".into(), None, &Rule::NAMES),
        ];
        entry(Dice::ID, names, parameters, vec![], example.to_value())
    }

    fn read(fields: &mut Fields<'_>) -> Result<Dice> {
        let pile = fields.count("pile", 0, u64::MAX)?;
        let hint = "a face 1 to 6 for one die, or [t1, t2] for two dice";
        let top = match fields.require("top", hint)? {
            Value::List(items) => {
                let [a, b] = items.as_slice() else {
                    let got = int_text(items.len() as i128);
                    let message = ["top must be ", hint, ", got an array of ", &got, " items"];
                    return Err(Error::new(ErrorKey::WrongLength, cat(&message))
                        .with("field", "top")
                        .with("length", 2u8)
                        .with("got", items.len()));
                };
                let t1 = whole_number(a, "top[0]", 1, 6)? as u8;
                let t2 = whole_number(b, "top[1]", 1, 6)? as u8;
                let rule = match fields.choice("rule", &Rule::NAMES)? {
                    "both" => Rule::Both,
                    "one" => Rule::One,
                    _ => Rule::Sum,
                };
                Tops::Two {
                    tops: [t1, t2],
                    rule,
                }
            }
            other => {
                let t = whole_number(other, "top", 1, 6)? as u8;
                if let Some(rule) = fields.get("rule") {
                    let got = rule.describe();
                    return Err(Error::of(ErrorKey::RuleForOneDie)
                        .with("top", t)
                        .with("value", got));
                }
                Tops::One(t)
            }
        };
        Ok(Dice { pile, top })
    }

    fn to_value(&self) -> Value {
        let mut state = Value::Map(Vec::new());
        state.set("game", Dice::ID.into());
        state.set("pile", self.pile.into());
        state.set("top", self.top_value());
        if let Tops::Two { rule, .. } = self.top {
            state.set("rule", rule.as_str().into());
        }
        state
    }

    fn read_move(&self, mv: &Value) -> Result<DiceMove> {
        let mut fields = Fields::new(mv, "move.", "the move")?;
        let (wanted, other, shape) = match self.top {
            Tops::One(_) => ("face", "faces", "one die: a move is {face: f}"),
            Tops::Two { .. } => ("faces", "face", "two dice: a move is {faces: [f1, f2]}"),
        };
        if mv.get(wanted).is_none() && mv.get(other).is_some() {
            let key = match self.top {
                Tops::One(_) => ErrorKey::FieldForTwoDice,
                Tops::Two { .. } => ErrorKey::FieldForOneDie,
            };
            let message = [shape, "; move.", other, " is not a field here"];
            return Err(Error::new(key, cat(&message)).with("field", cat(&["move.", other])));
        }
        let read = match self.top {
            Tops::One(_) => DiceMove::Face(fields.count("face", 1, 6)? as u8),
            Tops::Two { .. } => {
                let hint = "[f1, f2], the new top of each die, null for a die left as it is";
                let value = fields.require("faces", hint)?;
                let Value::List(items) = value else {
                    let got = value.describe();
                    return Err(Error::new(
                        ErrorKey::NotList,
                        cat(&["move.faces must be ", hint, ", got ", &got]),
                    )
                    .with("field", "move.faces")
                    .with("value", got));
                };
                let [_, _] = items.as_slice() else {
                    let got = int_text(items.len() as i128);
                    let message = [
                        "move.faces must be ",
                        hint,
                        ", got an array of ",
                        &got,
                        " items",
                    ];
                    return Err(Error::new(ErrorKey::WrongLength, cat(&message))
                        .with("field", "move.faces")
                        .with("length", 2u8)
                        .with("got", items.len()));
                };
                let mut faces = [None; 2];
                for (i, item) in items.iter().enumerate() {
                    if !matches!(item, Value::Null) {
                        faces[i] = Some(whole_number(item, FACE_FIELDS[i], 1, 6)? as u8);
                    }
                }
                DiceMove::Faces(faces)
            }
        };
        fields.finish()?;
        Ok(read)
    }

    fn move_value(&self, mv: &DiceMove) -> Value {
        match *mv {
            DiceMove::Face(f) => Value::object(&mut [("face", f.into())]),
            DiceMove::Faces([a, b]) => {
                Value::object(&mut [("faces", Value::List(vec![a.into(), b.into()]))])
            }
        }
    }

    fn play(&self, mv: &DiceMove) -> Result<Dice> {
        let (take, top) = match (self.top, *mv) {
            (Tops::One(t), DiceMove::Face(f)) => {
                check_tip(t, f, "move.face")?;
                (u64::from(f), Tops::One(f))
            }
            (Tops::Two { tops, rule }, DiceMove::Faces(faces)) => {
                let tipped = usize::from(faces[0].is_some()) + usize::from(faces[1].is_some());
                match rule {
                    Rule::Both if tipped != 2 => {
                        return Err(Error::of(ErrorKey::TipBoth).with("got", tipped))
                    }
                    Rule::One | Rule::Sum if tipped != 1 => {
                        return Err(Error::of(ErrorKey::TipOne)
                            .with("rule", rule.as_str())
                            .with("got", tipped))
                    }
                    _ => {}
                }
                let mut new = tops;
                let mut take = 0;
                for (i, face) in faces.into_iter().enumerate() {
                    if let Some(f) = face {
                        check_tip(new[i], f, FACE_FIELDS[i])?;
                        new[i] = f;
                        take = u64::from(f);
                    }
                }
                if rule != Rule::One {
                    take = u64::from(new[0]) + u64::from(new[1]);
                }
                (take, Tops::Two { tops: new, rule })
            }
            (Tops::One(_), DiceMove::Faces(_)) => {
                return Err(Error::new(
                    ErrorKey::MoveForTwoDice,
                    "one die: a move is {face: f}, not {faces: [f1, f2]}",
                ))
            }
            (Tops::Two { .. }, DiceMove::Face(_)) => {
                return Err(Error::new(
                    ErrorKey::MoveForOneDie,
                    "two dice: a move is {faces: [f1, f2]}, not {face: f}",
                ))
            }
        };
        if take > self.pile {
            return Err(Error::of(ErrorKey::TipOverPile)
                .with("take", take)
                .with("pile", self.pile));
        }
        Ok(Dice {
            pile: self.pile - take,
            top,
        })
    }

    fn classify(&self) -> Result<Classification> {
        Ok(self.verdict()?.explained(self.explanation()))
    }

    fn verdict(&self) -> Result<Classification> {
        let nimber = self.nimber();
        let mut answer = Classification::new(Outcome::from_lost(nimber == 0), Value::Null);
        answer.nimber = Some(nimber);
        Ok(answer)
    }

    fn best_move(&self) -> Result<Option<DiceMove>> {
        // A tip to a safe position; failing that, remove as little as possible.
        let mut least: Option<(u64, DiceMove)> = None;
        for (mv, after) in self.moves()? {
            if after.nimber() == 0 {
                return Ok(Some(mv));
            }
            let take = self.pile - after.pile;
            match least {
                Some((fewest, _)) if fewest <= take => {}
                _ => least = Some((take, mv)),
            }
        }
        Ok(least.map(|(_, mv)| mv))
    }

    fn searchable(&self) -> bool {
        // At most 6 (36) tops per pile: ≤ 3 006 (7 236) positions, ≤ 16 moves each.
        match self.top {
            Tops::One(_) => self.pile <= 500,
            Tops::Two { .. } => self.pile <= 200,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brute::Search;
    use proptest::prelude::*;

    fn variants() -> [&'static Variant; 4] {
        [&VARIANT_ONE_DIE, &VARIANT_BOTH, &VARIANT_ONE, &VARIANT_SUM]
    }

    /// The position of variant `v` at pile `n`, column `col`.
    fn position(v: &Variant, n: u64, col: usize) -> Dice {
        let (t1, t2) = ((col / 6 + 1) as u8, (col % 6 + 1) as u8);
        let top = match v.name {
            "one-die" => Tops::One(col as u8 + 1),
            "both" => Tops::Two {
                tops: [t1, t2],
                rule: Rule::Both,
            },
            "one" => Tops::Two {
                tops: [t1, t2],
                rule: Rule::One,
            },
            _ => Tops::Two {
                tops: [t1, t2],
                rule: Rule::Sum,
            },
        };
        Dice { pile: n, top }
    }

    /// Rows of G by exhaustive search under `play`'s rules, piles 0..len.
    fn searched_rows(v: &Variant, len: u64) -> Vec<Vec<u64>> {
        let mut search = Search::new(usize::MAX);
        (0..len)
            .map(|n| {
                (0..v.width)
                    .map(|col| search.solve(&position(v, n, col)).unwrap().nimber.unwrap())
                    .collect()
            })
            .collect()
    }

    /// Least n0 and p: rows(n + p) = rows(n) for n0 ≤ n < n0 + T (which by
    /// the lemma in the module doc gives every n ≥ n0), rows(n0 − 1 + p) ≠
    /// rows(n0 − 1), and every proper divisor d of p fails at some n ≥ n0
    /// (a failure past n0 recurs forever, so d is no eventual period, and the
    /// least eventual period divides p).
    fn check_period<T: PartialEq + std::fmt::Debug>(
        rows: &[T],
        from: u64,
        p: u64,
        t: u64,
        what: &str,
    ) {
        let (from, p, t) = (from as usize, p as usize, t as usize);
        for n in from..from + t {
            assert_eq!(rows[n], rows[n + p], "{what}: row {n} vs {}", n + p);
        }
        if from > 0 {
            assert_ne!(
                rows[from - 1],
                rows[from - 1 + p],
                "{what}: the repeat starts at {from}"
            );
        }
        for d in (1..p).filter(|d| p % d == 0) {
            assert!(
                (from..from + p).any(|n| rows[n] != rows[n + d]),
                "{what}: period {d} holds"
            );
        }
    }

    #[test]
    fn periods_are_proved_by_the_window_lemma() {
        for v in variants() {
            let len = (v.from + v.period + v.max_take.max(v.period))
                .max(v.safe_from + 2 * v.safe_period + v.max_take)
                + 1;
            let rows = searched_rows(v, len);
            check_period(&rows, v.from, v.period, v.max_take, v.name);
            let safe: Vec<Vec<bool>> = rows
                .iter()
                .map(|r| r.iter().map(|&g| g == 0).collect())
                .collect();
            check_period(&safe, v.safe_from, v.safe_period, v.max_take, v.name);
            // The value table is the searched one.
            for (n, row) in rows.iter().enumerate().take((v.table)().len()) {
                assert_eq!(
                    &(v.table)()[n][..v.width],
                    &row.iter().map(|&g| g as u8).collect::<Vec<_>>()[..]
                );
            }
            // The largest take is T, and every take is at least 1.
            let takes = (0..v.width).flat_map(|col| {
                position(v, 100, col)
                    .moves()
                    .unwrap()
                    .into_iter()
                    .map(|(_, a)| 100 - a.pile)
            });
            assert_eq!(takes.clone().max(), Some(v.max_take), "{}", v.name);
            assert!(takes.clone().all(|t| t >= 1));
        }
    }

    #[test]
    fn article_claim_on_multiples_of_8_fails_the_safe_period_is_9() {
        // 「仔細分析的結果，可以發現其安全殘局和 8 的倍數有密切關係。」
        let safe = |n: u64, t: u8| {
            Dice {
                pile: n,
                top: Tops::One(t),
            }
            .classify()
            .unwrap()
            .outcome
                == Outcome::P
        };
        // What holds: from pile 2 on, the safe piles by top face, mod 9.
        for n in 2..1000u64 {
            for t in 1..=6u8 {
                let expected = match t {
                    1 | 6 => [0].contains(&(n % 9)),
                    2 | 5 => [0, 5].contains(&(n % 9)),
                    _ => [0, 3, 4, 8].contains(&(n % 9)),
                };
                assert_eq!(safe(n, t), expected, "pile {n}, top {t}");
            }
        }
        assert!((1..=6).all(|t| safe(0, t)));
        assert!(safe(1, 1) && safe(1, 6) && !safe(1, 2));
        // Multiples of 8 are not safe as such: 16, 24, 56, 64 are unsafe
        // for every top, and the pattern has no period 8 (nor 4, 2, 1).
        for n in [16, 24, 56, 64] {
            assert!((1..=6).all(|t| !safe(n, t)), "pile {n}");
        }
        for d in [1, 2, 4, 8] {
            assert!((2..20u64).any(|n| (1..=6).any(|t| safe(n, t) != safe(n + d, t))));
        }
        let claim = Dice {
            pile: 24,
            top: Tops::One(3),
        }
        .classify()
        .unwrap()
        .explanation;
        let claim = claim.get("articleClaim").unwrap();
        assert_eq!(claim.get("holds"), Some(&Value::Bool(false)));
        assert_eq!(claim.get("truePeriod"), Some(&Value::from(9u64)));
        let Some(Value::List(multiples)) = claim.get("multiplesOf8") else {
            panic!("multiplesOf8")
        };
        let safe_tops: Vec<Value> = multiples
            .iter()
            .filter_map(|m| m.get("safeTops").cloned())
            .collect();
        let expected: [&[u64]; 9] = [
            &[3, 4],
            &[],
            &[],
            &[2, 5],
            &[3, 4],
            &[3, 4],
            &[],
            &[],
            &[1, 2, 3, 4, 5, 6],
        ];
        let expected: Vec<Value> = expected
            .iter()
            .map(|t| Value::list(t.iter().copied()))
            .collect();
        assert_eq!(safe_tops, expected);
    }

    #[test]
    fn article_opposite_faces_sum_to_7_and_a_tip_has_four_choices() {
        // 「1 的對面是 6，2 的對面是 5，3 的對面是 4」; 「不可以翻到對面，也不可以不翻」.
        for t in 1..=6u8 {
            let dice = Dice {
                pile: 100,
                top: Tops::One(t),
            };
            let faces: Vec<u8> = dice
                .moves()
                .unwrap()
                .into_iter()
                .map(|(mv, _)| match mv {
                    DiceMove::Face(f) => f,
                    DiceMove::Faces(_) => 0,
                })
                .collect();
            assert_eq!(faces.len(), 4);
            assert!(!faces.contains(&t) && !faces.contains(&(7 - t)));
            let same = dice.play(&DiceMove::Face(t)).unwrap_err();
            assert_eq!(same.code(), "illegal-move");
            assert_eq!(same.key(), Some(ErrorKey::FaceOnTop), "{}", same.message());
            let bottom = dice.play(&DiceMove::Face(7 - t)).unwrap_err();
            assert_eq!(
                bottom.key(),
                Some(ErrorKey::FaceOpposite),
                "{}",
                bottom.message()
            );
        }
    }

    #[test]
    fn article_whoever_cannot_take_loses() {
        // 「剩下的石頭數比他翻到的數目還小的時候，則他就算輸了」: with 1 on top
        // the choices are 2..5, so a pile of 1 leaves no tip: a loss.
        let stuck = Dice {
            pile: 1,
            top: Tops::One(1),
        };
        assert!(stuck.moves().unwrap().is_empty());
        assert_eq!(stuck.best_move().unwrap(), None);
        assert_eq!(stuck.classify().unwrap().outcome, Outcome::P);
        let err = stuck.play(&DiceMove::Face(2)).unwrap_err();
        assert_eq!(
            err.message(),
            "this tip removes 2 stones but the pile has only 1"
        );
        // With 2 on top, tipping to 1 takes the last stone and wins.
        let last = Dice {
            pile: 1,
            top: Tops::One(2),
        };
        assert_eq!(last.best_move().unwrap(), Some(DiceMove::Face(1)));
    }

    #[test]
    fn article_two_dice_questions_answered() {
        // 「如果把骰子加成兩個……則又如何呢？」 Each rule settles into a period:
        // both: 14 from pile 12 (values from 24); one and sum: the outcome
        // depends only on the tops from piles 7 and 66 on.
        let two = |n: u64, tops: [u8; 2], rule| Dice {
            pile: n,
            top: Tops::Two { tops, rule },
        };
        let both = two(1000, [3, 4], Rule::Both);
        let answer = both.classify().unwrap();
        assert_eq!(
            answer.explanation.get("safePeriod"),
            Some(&period_value(12, 14))
        );
        assert_eq!(
            answer.explanation.get("period"),
            Some(&period_value(24, 14))
        );
        // `one` tips one die and removes its new value.
        let one = two(10, [1, 1], Rule::One);
        let after = one.play(&DiceMove::Faces([Some(3), None])).unwrap();
        assert_eq!(after, two(7, [3, 1], Rule::One));
        // `sum` removes both tops after the tip.
        let sum = two(10, [1, 1], Rule::Sum);
        let after = sum.play(&DiceMove::Faces([None, Some(5)])).unwrap();
        assert_eq!(after, two(4, [1, 5], Rule::Sum));
        let after = two(20, [1, 1], Rule::Both)
            .play(&DiceMove::Faces([Some(5), Some(4)]))
            .unwrap();
        assert_eq!(after, two(11, [5, 4], Rule::Both));
        // Wrong numbers of faces are refused with the rule's reason.
        assert!(sum.play(&DiceMove::Faces([Some(2), Some(3)])).is_err());
        assert!(two(20, [1, 1], Rule::Both)
            .play(&DiceMove::Faces([Some(2), None]))
            .is_err());
        assert!(one.play(&DiceMove::Faces([None, None])).is_err());
    }

    #[test]
    fn states_and_moves_are_read_strictly() {
        let read = |state: Value| crate::api::classify(&state);
        let state = |top: Value, rule: Option<&str>| {
            let mut s = Value::map([
                ("game", "dice".into()),
                ("pile", 20u64.into()),
                ("top", top),
            ]);
            if let Some(r) = rule {
                s.set("rule", r.into());
            }
            s
        };
        assert!(read(state(3u64.into(), None)).is_ok());
        assert!(read(state(Value::list([3u64, 4]), Some("sum"))).is_ok());
        let e = read(state(7u64.into(), None)).unwrap_err();
        assert_eq!(e.message(), "top must be a whole number from 1 to 6, got 7");
        let e = read(state(Value::list([3u64, 0]), Some("one"))).unwrap_err();
        assert_eq!(
            e.message(),
            "top[1] must be a whole number from 1 to 6, got 0"
        );
        let e = read(state(Value::list([3u64]), Some("one"))).unwrap_err();
        assert!(
            e.message()
                .starts_with("top must be a face 1 to 6 for one die"),
            "{}",
            e.message()
        );
        let e = read(state(Value::list([3u64, 4]), None)).unwrap_err();
        assert_eq!(
            e.message(),
            "rule is required: one of \"both\", \"one\" or \"sum\""
        );
        let e = read(state(Value::list([3u64, 4]), Some("all"))).unwrap_err();
        assert_eq!(
            e.message(),
            "rule must be one of \"both\", \"one\" or \"sum\", got \"all\""
        );
        let e = read(state(3u64.into(), Some("sum"))).unwrap_err();
        assert!(
            e.message().starts_with("rule is only for two dice"),
            "{}",
            e.message()
        );

        let one = Dice {
            pile: 20,
            top: Tops::One(3),
        };
        assert_eq!(
            one.read_move(&Value::map([("face", 2u64.into())])),
            Ok(DiceMove::Face(2))
        );
        let e = one
            .read_move(&Value::map([("faces", Value::list([2u64, 3]))]))
            .unwrap_err();
        assert_eq!(
            e.message(),
            "one die: a move is {face: f}; move.faces is not a field here"
        );
        let two = Dice {
            pile: 20,
            top: Tops::Two {
                tops: [3, 4],
                rule: Rule::One,
            },
        };
        let mv = Value::map([("faces", Value::List(vec![Value::Null, 2u64.into()]))]);
        assert_eq!(two.read_move(&mv), Ok(DiceMove::Faces([None, Some(2)])));
        assert_eq!(two.move_value(&DiceMove::Faces([None, Some(2)])), mv);
        let e = two
            .read_move(&Value::map([("faces", Value::list([9u64, 2]))]))
            .unwrap_err();
        assert_eq!(
            e.message(),
            "move.faces[0] must be a whole number from 1 to 6, got 9"
        );
        assert_eq!(
            crate::api::play(&two.to_value(), &mv).unwrap().get("pile"),
            Some(&Value::from(18u64))
        );
    }

    #[test]
    fn explanation_names_the_period_and_the_residue() {
        let dice = Dice {
            pile: u64::MAX,
            top: Tops::One(3),
        };
        let answer = dice.classify().unwrap();
        let e = &answer.explanation;
        assert_eq!(e.get("variant"), Some(&Value::from("one-die")));
        assert_eq!(e.get("residue"), Some(&Value::from(u64::MAX % 9)));
        assert_eq!(e.get("safePeriod"), Some(&period_value(2, 9)));
        let Some(Value::List(table)) = e.get("safeTable") else {
            panic!("safeTable")
        };
        assert_eq!(table.len(), 6);
        assert_eq!(
            table[2].get("safeResidues"),
            Some(&Value::list([0u64, 3, 4, 8]))
        );
        assert_eq!(table[0].get("earlySafe"), Some(&Value::list([0u64, 1])));
        let Some(Value::List(by_residue)) = e.get("nimbersByResidue") else {
            panic!("nimbersByResidue")
        };
        assert_eq!(by_residue.len(), 9);
        let two = Dice {
            pile: 5,
            top: Tops::Two {
                tops: [2, 6],
                rule: Rule::Sum,
            },
        };
        let Some(Value::List(table)) = two
            .classify()
            .unwrap()
            .explanation
            .get("safeTable")
            .cloned()
        else {
            panic!("safeTable")
        };
        assert_eq!(table.len(), 36);
        assert_eq!(table[11].get("top"), Some(&Value::list([2u64, 6])));
    }

    #[test]
    fn searchable_states_fit_the_search_budget_on_a_small_stack() {
        let big = [
            Dice {
                pile: 200,
                top: Tops::One(1),
            },
            Dice {
                pile: 200,
                top: Tops::Two {
                    tops: [1, 2],
                    rule: Rule::One,
                },
            },
            Dice {
                pile: 200,
                top: Tops::Two {
                    tops: [1, 2],
                    rule: Rule::Sum,
                },
            },
            Dice {
                pile: 200,
                top: Tops::Two {
                    tops: [1, 2],
                    rule: Rule::Both,
                },
            },
        ];
        for dice in big {
            assert!(dice.searchable());
            let handle = std::thread::Builder::new()
                .stack_size(1 << 20)
                .spawn(move || {
                    Search::new(crate::api::SEARCH_BUDGET)
                        .solve(&dice)
                        .map(|s| s.outcome)
                })
                .unwrap();
            assert_eq!(
                handle.join().unwrap(),
                Ok(dice.classify().unwrap().outcome),
                "{dice:?}"
            );
        }
        assert!(!Dice {
            pile: 2001,
            top: Tops::One(1)
        }
        .searchable());
    }

    fn any_dice() -> impl Strategy<Value = Dice> {
        let pile = prop_oneof![0u64..300, any::<u64>()];
        let top = prop_oneof![
            (1u8..=6).prop_map(Tops::One),
            (1u8..=6, 1u8..=6, 0..3).prop_map(|(a, b, r)| Tops::Two {
                tops: [a, b],
                rule: [Rule::Both, Rule::One, Rule::Sum][r as usize],
            }),
        ];
        (pile, top).prop_map(|(pile, top)| Dice { pile, top })
    }

    proptest! {
        #[test]
        fn any_face_plays_exactly_when_its_move_is_listed(dice in any_dice(), f1 in 0u8..8, f2 in 0u8..8) {
            let dice = Dice { pile: dice.pile % 30, ..dice };
            let moves = dice.moves().unwrap();
            let face = |f: u8| (1..=6).contains(&f).then_some(f);
            let mv = match dice.top {
                Tops::One(_) => DiceMove::Face(f1),
                Tops::Two { .. } => DiceMove::Faces([face(f1), face(f2)]),
            };
            let listed = moves.iter().find(|(m, _)| *m == mv).map(|(_, a)| *a);
            prop_assert_eq!(dice.play(&mv).ok(), listed);
        }
    }
}
