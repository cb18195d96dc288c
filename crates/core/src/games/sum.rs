//! Sums of games: several games side by side, a move is a move in exactly
//! one of them (the disjunctive sum, *Winning Ways* ch. 2).
//!
//! Normal play rests on the Sprague–Grundy theorem: every impartial game
//! under normal play is worth a Nim heap of its nimber, and a sum is worth
//! the XOR of its parts' nimbers (Bouton's nim-sum). So the sum is a
//! P-position exactly when the XOR is 0, and a winning move takes one part
//! from its nimber g to g XOR x (smaller than g for a part whose g has the
//! highest bit of the XOR x), a move that exists because g is the mex of
//! the part's options. Misère play has no such theorem; misère sums are
//! answered by misère Nim when every part is Nim, by Sibert and Conway's
//! rule when every part is Kayles, else by the exact search within its
//! budget (`too-large` past it).
//!
//! # State and move
//!
//! `{game: "sum", parts: [state, …], misere?: bool}`; a move is
//! `{part: i, move}` with `move` a move of part i. The parts keep the order
//! given (the page draws them so); only the search's memo key sorts them.
//!
//! - A part is a state of any game whose positions have a nimber: `nim`,
//!   `wythoff`, `subtraction`, `fibonacci-nim`, `dice`, `kayles`, `octal`,
//!   `grundy`. `odd-even` is refused (`bad-state`, field `parts[i].game`):
//!   who wins there depends on what each player holds, so its positions
//!   are not worth any Nim heap.
//! - A part's own `misere` must be absent or false (`bad-state`, field
//!   `parts[i].misere`): the sum's `misere` decides how the whole ends.
//! - A part that is itself a `sum` is refused (`bad-state`, field
//!   `parts[i].game`): a sum of sums is the sum of all their parts, and
//!   listing them flat keeps one part index per game drawn.
//! - `parts: []` is allowed: the sum of no games, which has no move: the
//!   game is over, nimber 0, a P-position; `best_move` is `null`.
//! - At most [`MAX_PARTS`] parts (`too-large`, field `parts`).
//!
//! # The explanation (normal play)
//!
//! ```text
//! { rule: "normal",
//!   parts: [ { game, nimber, how, …how's numbers } ],
//!   xor,                          // the XOR of the parts' nimbers (the page writes it in binary)
//!   target?: { part, from, to, move } } // N only: the part to move in, its nimber now, the nimber to leave, the part's move there
//! ```
//!
//! Each part says why it has its nimber, `how`:
//!
//! - `"bouton"` (Nim): `heaps`, the nimber is their XOR.
//! - `"period"` (subtraction, Kayles, an octal code or Grundy's game with a
//!   proved period): `heaps: [{size, nimber}]` (one entry for a
//!   subtraction pile; Kayles' rows), `period: {start, length, …}`: the
//!   value of a heap of n ≥ start is that of start + (n − start) mod length.
//!   The part's nimber is the XOR of the heaps' values. Octal parts add
//!   `code`, and both add `nimSum`, `knownTo`, as `classify` of the part.
//! - `"values"` (an octal code or Grundy's game without a proved period):
//!   the same `heaps`, with `knownTo` the largest heap worked out.
//! - `"table"` (Wythoff): `heaps: [x, y]`, `tableMax`: the value comes from
//!   the table of Wythoff nimbers worked out by mex up to `tableMax`.
//! - `"mex"` (Fibonacci Nim, dice, and any part without one of the above):
//!   `options`, the distinct nimbers of the positions one move away, in
//!   increasing order, and `mex`, the least number missing from them (the
//!   part's nimber).
//! - `"search"`: the nimber from the exact search, with more options than
//!   the mex step lists ([`MAX_OPTIONS`]); `options` is left out.
//! - `"unknown"`: `nimber` is `null` and `outcome` is the part's own, when
//!   that part's nimber is past what nimlab knows but the sum's outcome is
//!   still decided (every other part's nimbers XOR to 0, so the sum's
//!   outcome is that part's).
//!
//! When one part's nimber is unknown, `xor` is the XOR of the others (0)
//! and `target` is left out: the winning move, if any, is that part's own.
//!
//! # The explanation (misère play)
//!
//! `{rule: "misere", method: "misere-nim" | "sibert-conway" | "search",
//! parts: [{game}]}`.

use std::fmt;
use std::hash::{Hash, Hasher};

use crate::any::{parse_in, with_search, AnyPosition, Played, SEARCH_BUDGET, SUM_ID};
use crate::brute::{mex, Cost, Search, CHILD_STEPS};
use crate::error::{too_many_moves, Error, ErrorKey, Result};
use crate::fields::Fields;
use crate::game::{
    entry, misere_parameter, parameter, Classification, Game, Outcome, Position, MAX_CELLS,
    MAX_MOVES,
};
use crate::value::{cat, int_text, Value};

mod misere;

use misere::{too_large, Joined};

/// The most parts a sum takes.
pub use crate::fields::MAX_PARTS;

/// The most options the mex step lists for one part.
pub const MAX_OPTIONS: usize = 64;

/// A sum of games: its parts in the order given, and the rule of the end.
pub struct Sum {
    parts: Vec<Box<dyn AnyPosition>>,
    misere: bool,
}

/// A move of a sum: `move` in part `part`.
#[derive(Clone, Debug, PartialEq)]
pub struct SumMove {
    /// The part moved in.
    pub part: usize,
    /// The part's move, as a plain object.
    pub mv: Value,
}

impl Clone for Sum {
    fn clone(&self) -> Sum {
        Sum {
            parts: self.parts.iter().map(|p| p.boxed()).collect(),
            misere: self.misere,
        }
    }
}

impl PartialEq for Sum {
    fn eq(&self, other: &Sum) -> bool {
        self.misere == other.misere
            && self.parts.len() == other.parts.len()
            && self
                .parts
                .iter()
                .zip(&other.parts)
                .all(|(a, b)| a.node().key() == b.node().key())
    }
}

impl Eq for Sum {}

impl Hash for Sum {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.misere.hash(state);
        self.parts.len().hash(state);
        for part in &self.parts {
            part.node().key().hash(state);
        }
    }
}

impl fmt::Debug for Sum {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The games alone: `Value`'s derived Debug would bring float
        // formatting into the wasm.
        f.write_str("sum of")?;
        for part in &self.parts {
            write!(f, " {}", part.id())?;
        }
        if self.misere {
            f.write_str(" misère")?;
        }
        Ok(())
    }
}

/// A part's error, named as a part of the sum: a `too-large` becomes
/// `sumNimberUnknown` naming `parts[i]` (and the part's own field).
fn in_part(error: Error, i: usize) -> Error {
    if error.code() != "too-large" {
        return error;
    }
    let inner = error.params().iter().find(|(k, _)| *k == "field");
    let field = match inner {
        Some((_, Value::Str(f))) => part_path(i, &cat(&[".", f])),
        _ => part_path(i, ""),
    };
    let message = [
        "the nimber of ",
        &part_path(i, ""),
        " is not known here: ",
        error.message(),
    ];
    Error::new(ErrorKey::SumNimberUnknown, cat(&message))
        .with("field", field)
        .with("part", i)
}

/// A part's nimber: the closed form's, else the exact search's within the
/// budget; `sumNimberUnknown` naming the part past both.
fn part_nimber(part: &dyn AnyPosition, i: usize, search: &mut Search) -> Result<u64> {
    let verdict = part.closed_verdict().map_err(|e| in_part(e, i))?;
    // Sprague–Grundy: nimber 0 exactly at a P-position.
    if let Some(g) = verdict
        .nimber
        .or((verdict.outcome == Outcome::P).then_some(0))
    {
        return Ok(g);
    }
    let solved = search.solve(part.node()).map_err(|e| in_part(e, i))?;
    solved.nimber.ok_or_else(|| {
        in_part(
            Error::new(ErrorKey::SearchTooLarge, "no nimber").with("max", SEARCH_BUDGET),
            i,
        )
    })
}

/// A move in `part` to a position of nimber `v` (below its nimber): the
/// closed form's, else the first listed move whose position has nimber `v`.
fn part_move_to(
    part: &dyn AnyPosition,
    i: usize,
    v: u64,
    search: &mut Search,
) -> Result<Option<Played>> {
    if let Some(mv) = part.closed_move_to_nimber(v).map_err(|e| in_part(e, i))? {
        let child = part.after_position(&mv)?;
        return Ok(Some((mv, child)));
    }
    for (mv, child) in part.listed_moves(false).map_err(|e| in_part(e, i))? {
        if part_nimber(child.as_ref(), i, search)? == v {
            return Ok(Some((mv, child)));
        }
    }
    Ok(None)
}

/// What normal play knows of a sum: every part's nimber, or one part's
/// unknown while the rest XOR to 0.
struct Nimbers {
    /// Each part's nimber, `None` for the one unknown part.
    each: Vec<Option<u64>>,
    /// The XOR of the known nimbers.
    xor: u64,
    /// The unknown part and its own outcome.
    unknown: Option<(usize, Outcome)>,
}

impl Nimbers {
    fn outcome(&self) -> Outcome {
        match self.unknown {
            Some((_, outcome)) => outcome,
            None => Outcome::from_lost(self.xor == 0),
        }
    }

    /// The winning move's part and the nimber to leave there.
    fn target(&self) -> Option<(usize, u64, u64)> {
        if self.unknown.is_some() || self.xor == 0 {
            return None;
        }
        self.each.iter().enumerate().find_map(|(i, g)| {
            let g = (*g)?;
            (g ^ self.xor < g).then_some((i, g, g ^ self.xor))
        })
    }
}

impl Sum {
    /// `illegal-move`: the part `part` is not there.
    fn no_such_part(&self, part: u64) -> Error {
        Error::of(ErrorKey::NoSuchPart)
            .with("part", part)
            .with("count", self.parts.len())
    }

    /// Builds a sum of parts already read (each a normal-play game).
    fn of(parts: Vec<Box<dyn AnyPosition>>, misere: bool) -> Sum {
        Sum { parts, misere }
    }

    fn with_part(&self, i: usize, part: Box<dyn AnyPosition>) -> Sum {
        let mut parts: Vec<Box<dyn AnyPosition>> = Vec::with_capacity(self.parts.len());
        for (j, p) in self.parts.iter().enumerate() {
            parts.push(if j == i { part.boxed() } else { p.boxed() });
        }
        Sum::of(parts, self.misere)
    }

    /// Every part's nimber under normal play; with one unknown, the sum's
    /// outcome is still that part's when the others XOR to 0.
    fn nimbers(&self, search: &mut Search) -> Result<Nimbers> {
        let mut each = Vec::with_capacity(self.parts.len());
        let mut xor = 0;
        let mut failed: Option<(usize, Error)> = None;
        for (i, part) in self.parts.iter().enumerate() {
            match part_nimber(part.as_ref(), i, search) {
                Ok(g) => {
                    xor ^= g;
                    each.push(Some(g));
                }
                Err(e) if failed.is_none() && e.code() == "too-large" => {
                    failed = Some((i, e));
                    each.push(None);
                }
                Err(e) => return Err(e),
            }
        }
        let unknown = match failed {
            None => None,
            Some((i, e)) => {
                if xor != 0 {
                    return Err(e);
                }
                // Unknown nimber, known outcome (Wythoff's P-positions, say).
                let outcome = self.parts[i].closed_verdict().map_err(|_| e)?.outcome;
                Some((i, outcome))
            }
        };
        Ok(Nimbers { each, xor, unknown })
    }

    /// Misère outcome and `method`, by a closed form or the exact search.
    fn misere_outcome(&self, search: &mut Search) -> Result<(Outcome, &'static str)> {
        if let Some(joined) = Joined::of(&self.parts)? {
            return Ok((joined.position.closed_verdict()?.outcome, joined.method));
        }
        match search.solve(self) {
            Ok(solved) => Ok((solved.outcome, "search")),
            Err(e) if e.code() == "too-large" => Err(too_large()),
            Err(e) => Err(e),
        }
    }

    /// Misère best move: the closed form's, mapped back to its part, or the
    /// exact search's.
    fn misere_move(&self, search: &mut Search) -> Result<Option<SumMove>> {
        if let Some(joined) = Joined::of(&self.parts)? {
            let chosen = joined.part_move(search)?;
            return Ok(chosen.map(|(part, mv)| SumMove { part, mv }));
        }
        let mut best: Option<(SumMove, crate::brute::Solved)> = None;
        for (mv, child) in self.moves()? {
            let solved = search.solve(&child).map_err(|e| {
                if e.code() == "too-large" {
                    too_large()
                } else {
                    e
                }
            })?;
            if best.as_ref().is_none_or(|(_, b)| solved.better_than(b)) {
                best = Some((mv, solved));
            }
        }
        Ok(best.map(|(mv, _)| mv))
    }

    /// Why part `i` has nimber `g`: its own rule, else the mex step.
    fn part_how(&self, i: usize, g: u64, search: &mut Search) -> Result<Value> {
        let part = self.parts[i].as_ref();
        if let Some(how) = part.nimber_how() {
            return Ok(how);
        }
        let listed = match part.listed_moves(false) {
            Ok(listed) if listed.len() <= MAX_OPTIONS => listed,
            _ => return Ok(Value::object(&mut [("how", Value::from("search"))])),
        };
        let mut options: Vec<u64> = Vec::with_capacity(listed.len());
        for (_, child) in &listed {
            let v = part_nimber(child.as_ref(), i, search)?;
            if !options.contains(&v) {
                let at = options.iter().position(|&o| o > v).unwrap_or(options.len());
                options.insert(at, v);
            }
        }
        let least = mex(&options);
        debug_assert_eq!(least, g);
        Ok(Value::object(&mut [
            ("how", Value::from("mex")),
            ("options", Value::counts(&options)),
            ("mex", least.into()),
        ]))
    }

    fn explanation(&self, known: &Nimbers, search: &mut Search) -> Result<Value> {
        let mut parts = Vec::with_capacity(self.parts.len());
        for (i, part) in self.parts.iter().enumerate() {
            let mut entry = vec![("game", Value::from(part.id()))];
            let how = match known.each[i] {
                Some(g) => {
                    entry.push(("nimber", g.into()));
                    self.part_how(i, g, search)?
                }
                None => {
                    entry.push(("nimber", Value::Null));
                    let outcome = known.outcome().as_str();
                    Value::object(&mut [("how", "unknown".into()), ("outcome", outcome.into())])
                }
            };
            let mut entry = Value::object(&mut entry);
            if let Value::Map(fields) = how {
                for (k, v) in fields {
                    if let Value::Map(entries) = &mut entry {
                        entries.push((k, v));
                    }
                }
            }
            parts.push(entry);
        }
        let mut e = Value::object(&mut [
            ("rule", Value::from("normal")),
            ("parts", Value::List(parts)),
            ("xor", known.xor.into()),
        ]);
        if let Some((part, from, to)) = known.target() {
            let mut target = Value::object(&mut [
                ("part", part.into()),
                ("from", from.into()),
                ("to", to.into()),
            ]);
            if let Some((mv, _)) = part_move_to(self.parts[part].as_ref(), part, to, search)? {
                target.set("move", mv);
            }
            e.set("target", target);
        }
        Ok(e)
    }

    fn answer(&self, explain: bool) -> Result<Classification> {
        searching(|search| self.answer_with(explain, search))
    }

    // One copy for the shared search and for the caller's.
    #[inline(never)]
    fn answer_with(&self, explain: bool, search: &mut Search) -> Result<Classification> {
        if self.misere {
            let (outcome, method) = self.misere_outcome(search)?;
            let explanation = if explain {
                let parts = self
                    .parts
                    .iter()
                    .map(|p| Value::object(&mut [("game", Value::from(p.id()))]));
                Value::object(&mut [
                    ("rule", Value::from("misere")),
                    ("method", method.into()),
                    ("parts", Value::List(parts.collect())),
                ])
            } else {
                Value::Null
            };
            return Ok(Classification::new(outcome, explanation));
        }
        let known = self.nimbers(search)?;
        let explanation = if explain {
            self.explanation(&known, search)?
        } else {
            Value::Null
        };
        let mut answer = Classification::new(known.outcome(), explanation);
        if known.unknown.is_none() {
            answer.nimber = Some(known.xor);
        }
        Ok(answer)
    }

    // One copy for the shared search and for the caller's.
    #[inline(never)]
    fn best_with(&self, search: &mut Search) -> Result<Option<SumMove>> {
        if self.misere {
            return self.misere_move(search);
        }
        let known = self.nimbers(search)?;
        let chosen = match (known.target(), known.unknown) {
            (Some((i, _, to)), _) => {
                part_move_to(self.parts[i].as_ref(), i, to, search)?.map(|(mv, _)| (i, mv))
            }
            // The others XOR to 0: win the unknown part by its own strategy.
            (None, Some((i, Outcome::N))) => {
                self.parts[i].strategy_move(search)?.map(|(mv, _)| (i, mv))
            }
            _ => None,
        };
        if let Some((part, mv)) = chosen {
            return Ok(Some(SumMove { part, mv }));
        }
        // No winning move: the first part's own delaying move (以拖待變).
        for (part, p) in self.parts.iter().enumerate() {
            if let Some((mv, _)) = p.strategy_move(search)? {
                return Ok(Some(SumMove { part, mv }));
            }
        }
        Ok(None)
    }
}

/// Runs `question` on the search the API's calls share.
fn searching<T>(mut question: impl FnMut(&mut Search) -> Result<T>) -> Result<T> {
    let mut answer = None;
    with_search(&mut |search| {
        answer = Some(question(search));
        Ok(Value::Null)
    })?;
    answer.unwrap_or_else(|| question(&mut Search::new(SEARCH_BUDGET)))
}

/// How many counts a state writes (its heaps, rows, piles, …).
fn counts_in(state: &Value) -> u64 {
    match state {
        Value::Int(_) | Value::Number(_) => 1,
        Value::List(items) => items.iter().map(counts_in).sum(),
        Value::Map(entries) => entries.iter().map(|(_, v)| counts_in(v)).sum(),
        _ => 0,
    }
}

/// `bad-state` for a part's `game` that a sum cannot take.
fn refused_part(i: usize, id: &str) -> Error {
    let field = part_path(i, ".game");
    if id == "sum" {
        Error::of(ErrorKey::SumNested).with("field", field)
    } else {
        Error::of(ErrorKey::SumOddEven).with("field", field)
    }
}

/// `parts[i]` and `rest` after it, as messages name a part's field.
fn part_path(i: usize, rest: &str) -> String {
    cat(&["parts[", &int_text(i as i128), "]", rest])
}

impl Game for Sum {
    type Move = SumMove;

    fn moves(&self) -> Result<Vec<(SumMove, Sum)>> {
        let sizes: u64 = self.parts.iter().map(|p| counts_in(&p.state())).sum();
        let mut listed = Vec::new();
        for (i, part) in self.parts.iter().enumerate() {
            let moves = part.listed_moves(false)?;
            let count = listed.len() + moves.len();
            if count > MAX_MOVES {
                let more = cat(&["more than ", &int_text(MAX_MOVES as i128)]);
                return Err(too_many_moves(more, MAX_MOVES));
            }
            if (count as u64).saturating_mul(sizes) > MAX_CELLS {
                return Err(Error::of(ErrorKey::SumTooManySizes)
                    .with("count", count)
                    .with("sizes", sizes)
                    .with("max", MAX_CELLS));
            }
            for (mv, child) in moves {
                listed.push((SumMove { part: i, mv }, self.with_part(i, child)));
            }
        }
        Ok(listed)
    }

    fn mover_wins_at_end(&self) -> bool {
        self.misere
    }

    /// Half each part's own cost (a part is cloned and keyed, not looked
    /// up), and sorting the parts by their keys (insertion sort, a few steps
    /// a comparison): measured against misère sums of 4 and of 64 parts.
    fn cost(&self, _key: &[u8]) -> Cost {
        let count = self.parts.len() as u64;
        let (mut steps, mut bytes) = (CHILD_STEPS + 8 * count * count, 64 + 16 * count);
        for part in &self.parts {
            let node = part.node();
            let (s, b) = node.cost(&node.key());
            steps += s / 2;
            bytes += b;
        }
        (steps, bytes)
    }

    fn has_nimber(&self) -> bool {
        !self.misere
    }

    /// The parts sorted by their memo keys: a sum does not depend on the
    /// order of its parts.
    fn canonical(&self) -> Sum {
        let mut keyed: Vec<(Vec<u8>, Box<dyn AnyPosition>)> = self
            .parts
            .iter()
            .map(|p| (p.node().key(), p.boxed()))
            .collect();
        // Insertion sort: a few parts, and no sort routine in the wasm.
        for i in 1..keyed.len() {
            let mut j = i;
            while j > 0 && keyed[j - 1].0 > keyed[j].0 {
                keyed.swap(j - 1, j);
                j -= 1;
            }
        }
        Sum::of(keyed.into_iter().map(|(_, p)| p).collect(), self.misere)
    }

    fn is_over(&self) -> bool {
        self.parts.iter().all(|p| p.is_over())
    }
}

impl Position for Sum {
    const ID: &'static str = SUM_ID;

    fn info() -> Value {
        let example = Value::list([
            Value::object(&mut [("game", Value::from("nim")), ("heaps", Value::list([3u64]))]),
            Value::object(&mut [
                ("game", Value::from("kayles")),
                ("rows", Value::list([7u64])),
            ]),
            Value::object(&mut [
                ("game", Value::from("wythoff")),
                ("heaps", Value::list([3u64, 5])),
            ]),
            Value::object(&mut [
                ("game", Value::from("octal")),
                ("code", Value::from("0.6")),
                ("heaps", Value::list([10u64])),
            ]),
        ]);
        let parameters = vec![
            parameter(
                "parts",
                "states",
                example.clone(),
                Some((0, MAX_PARTS as u64)),
                &[],
            ),
            misere_parameter(),
        ];
        let names = ["Sum of games", "遊戲的和", "游戏的和"];
        let example = Value::object(&mut [("game", Sum::ID.into()), ("parts", example)]);
        entry(Sum::ID, names, parameters, vec![], example)
    }

    fn read(fields: &mut Fields<'_>) -> Result<Sum> {
        let hint = "an array of states";
        let list = fields.require("parts", hint)?;
        let Value::List(items) = list else {
            let got = list.describe();
            return Err(Error::of(ErrorKey::NotList)
                .with("field", "parts")
                .with("value", got));
        };
        if items.len() > MAX_PARTS {
            return Err(Error::worded(
                ErrorKey::TooManyItems,
                "{field} has {got} items; a sum takes at most {max}",
            )
            .with("field", "parts")
            .with("got", items.len())
            .with("max", MAX_PARTS));
        }
        let mut parts = Vec::with_capacity(items.len());
        for (i, item) in items.iter().enumerate() {
            if let Some(Value::Str(id)) = item.get("game") {
                if id == "odd-even" || id == "sum" {
                    return Err(refused_part(i, id));
                }
            }
            if item.get("misere") == Some(&Value::Bool(true)) {
                return Err(
                    Error::of(ErrorKey::SumPartMisere).with("field", part_path(i, ".misere"))
                );
            }
            let what = part_path(i, "");
            parts.push(parse_in(item, &cat(&[&what, "."]), &what)?);
        }
        let misere = fields.flag("misere", false)?;
        Ok(Sum::of(parts, misere))
    }

    fn to_value(&self) -> Value {
        Value::object(&mut [
            ("game", Sum::ID.into()),
            (
                "parts",
                Value::List(self.parts.iter().map(|p| p.state()).collect()),
            ),
            ("misere", self.misere.into()),
        ])
    }

    fn read_move(&self, mv: &Value) -> Result<SumMove> {
        let mut fields = Fields::new(mv, "move.", "the move")?;
        let part = fields.count("part", 0, u64::MAX)?;
        let inner = fields.require("move", "the move in that part")?.clone();
        fields.finish()?;
        // Past usize (wasm32's 2^32 − 1) no sum has it: quoted as given.
        let part = usize::try_from(part).map_err(|_| self.no_such_part(part))?;
        Ok(SumMove { part, mv: inner })
    }

    fn move_value(&self, mv: &SumMove) -> Value {
        Value::object(&mut [("part", mv.part.into()), ("move", mv.mv.clone())])
    }

    fn play(&self, mv: &SumMove) -> Result<Sum> {
        let Some(part) = self.parts.get(mv.part) else {
            return Err(self.no_such_part(mv.part as u64));
        };
        Ok(self.with_part(mv.part, part.after_position(&mv.mv)?))
    }

    fn classify(&self) -> Result<Classification> {
        self.answer(true)
    }

    fn verdict(&self) -> Result<Classification> {
        self.answer(false)
    }

    fn verdict_in(&self, search: &mut Search) -> Result<Classification> {
        self.answer_with(false, search)
    }

    fn best_move(&self) -> Result<Option<SumMove>> {
        searching(|search| self.best_with(search))
    }

    fn best_move_in(&self, search: &mut Search) -> Result<Option<SumMove>> {
        self.best_with(search)
    }

    /// Where `moves()` is too large: each part's own short list, which
    /// holds two positions a move apart whenever the part has two moves;
    /// their sums are a move apart too, so at most one leaves P.
    fn giveaway_moves(&self) -> Result<Vec<(SumMove, Sum)>> {
        match self.moves() {
            Err(e) if e.code() == "too-large" => {}
            listed => return listed,
        }
        let mut listed = Vec::new();
        for (i, part) in self.parts.iter().enumerate() {
            for (mv, child) in part.listed_moves(true)? {
                listed.push((SumMove { part: i, mv }, self.with_part(i, child)));
            }
        }
        Ok(listed)
    }
}
