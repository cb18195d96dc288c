//! The functions of the API (docs/API.md) over plain values: the binding converts
//! JS values to [`Value`], calls these, and converts back. Nothing here knows
//! about any one game: positions of every game come from the layer below
//! (`any.rs`), and the sum, built on that layer, is read here.

#[cfg(feature = "take-and-break")]
use crate::any::unknown_game;
use crate::any::{game_id, infos, read_game, with_search, AnyPosition, Played};
pub use crate::any::{GAME_IDS, SEARCH_BUDGET};
use crate::brute::{Search, Solved};
use crate::budget::{within, Budget};
use crate::error::Result;
#[cfg(feature = "take-and-break")]
use crate::error::{Error, ErrorKey};
use crate::fields::Fields;
use crate::game::{Classification, Outcome, Position};
use crate::games::kayles::Kayles;
#[cfg(feature = "take-and-break")]
use crate::games::sum::Sum;
use crate::skill::{skilled_move, Skill};
#[cfg(feature = "take-and-break")]
use crate::value::cat;
use crate::value::Value;

/// Reads a state of whichever game it names, once for every function.
fn parse(state: &Value) -> Result<Box<dyn AnyPosition>> {
    let mut fields = Fields::new(state, "", "the state")?;
    let id = game_id(&mut fields)?;
    #[cfg(feature = "take-and-break")]
    let position: Box<dyn AnyPosition> = if id == Sum::ID {
        Box::new(Sum::read(&mut fields)?)
    } else {
        read_game(id, &mut fields)?
    };
    #[cfg(not(feature = "take-and-break"))]
    let position = read_game(id, &mut fields)?;
    fields.finish()?;
    Ok(position)
}

/// The list of games: id, names, parameters with defaults and limits.
pub fn games() -> Value {
    #[allow(unused_mut)]
    let mut all = infos();
    #[cfg(feature = "take-and-break")]
    all.push(Sum::info());
    Value::List(all)
}

/// `classify(state)`: the outcome, nimber, remoteness and explanation.
pub fn classify(state: &Value) -> Result<Value> {
    within(Budget::DEFAULT, || {
        let position = parse(state)?;
        Ok(searched_gaps(position.as_ref(), position.closed_form()?).into_value())
    })
}

/// `classify(state)` with `Null` in place of the explanation, which
/// [`explain`] supplies when asked: the explanation is most of the work and
/// most callers want only the outcome.
pub fn verdict(state: &Value) -> Result<Classification> {
    within(Budget::DEFAULT, || {
        let position = parse(state)?;
        Ok(searched_gaps(position.as_ref(), position.closed_verdict()?))
    })
}

/// The `explanation` of `classify(state)`.
pub fn explain(state: &Value) -> Result<Value> {
    within(Budget::DEFAULT, || {
        Ok(parse(state)?.closed_form()?.explanation)
    })
}

/// `answer` with remoteness and nimber from the exact search where the
/// closed form lacks them and the position is small.
fn searched_gaps(position: &dyn AnyPosition, mut answer: Classification) -> Classification {
    let missing =
        answer.remoteness.is_none() || (answer.nimber.is_none() && position.node().has_nimber());
    if missing && position.searchable() {
        let mut found = None;
        let _ = with_search(&mut |search| {
            found = search.solve(position.node()).ok();
            Ok(Value::Null)
        });
        if let Some(solved) = found {
            answer.remoteness = answer.remoteness.or(Some(solved.remoteness));
            answer.nimber = answer.nimber.or(solved.nimber);
        }
    }
    answer
}

/// What `best_move` plays for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aim {
    /// Win: leave a P-position, or delay (API.md).
    Win,
    /// Let the other side win (`003`'s 讓對方贏): leave an N-position, the
    /// one nearest its end.
    Lose,
}

/// What a call's options ask for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Options {
    /// `best_move`'s aim ([`Aim::Win`] for every other call).
    pub aim: Aim,
    /// `best_move`'s player below perfect play (`skill` under 1, and its
    /// `seed`); `None` for perfect play and for every other call.
    pub skill: Option<Skill>,
    /// The work and memory the call may use: [`Budget::DEFAULT`] unless
    /// `budget` raises (or lowers) them.
    pub budget: Budget,
}

/// Reads a call's options: absent, or `{budget?: {work?, memory?}}`, with
/// `aim?: "win" | "lose"`, `skill?` (a number from 0 to 1) and `seed?` (a
/// whole number below 2^64) too when `aim` (for `best_move`). Each budget
/// field is a whole number: `work` from 1, `memory` (bytes) from 1 to
/// [`Budget::MAX_MEMORY`]; a field left out keeps the default.
pub fn read_call_options(options: &Value, aim: bool) -> Result<Options> {
    let mut read = Options {
        aim: Aim::Win,
        skill: None,
        budget: Budget::DEFAULT,
    };
    if *options == Value::Null {
        return Ok(read);
    }
    let mut fields = Fields::new(options, "options.", "options")?;
    if aim {
        if let Some(value) = fields.get("aim") {
            if crate::fields::choose(value, "options.aim", &["win", "lose"])? == "lose" {
                read.aim = Aim::Lose;
            }
        }
        let level = match fields.get("skill") {
            Some(value) => crate::fields::fraction(value, "options.skill")?,
            None => 1.0,
        };
        let seed = match fields.get("seed") {
            Some(value) => crate::fields::whole_number(value, "options.seed", 0, u64::MAX)?,
            None => 0,
        };
        if level < 1.0 {
            read.skill = Some(Skill { level, seed });
        }
    }
    if let Some(value) = fields.get("budget") {
        let mut limits = Fields::new(value, "options.budget.", "options.budget")?;
        let work = limits.opt_count("work", 1, u64::MAX)?;
        let memory = limits.opt_count("memory", 1, Budget::MAX_MEMORY)?;
        limits.finish()?;
        read.budget.work = work.unwrap_or(read.budget.work);
        read.budget.memory = memory.unwrap_or(read.budget.memory);
    }
    fields.finish()?;
    Ok(read)
}

/// Reads `best_move`'s options: absent, or `{aim: "win" | "lose", budget?}`.
pub fn read_options(options: &Value) -> Result<Aim> {
    Ok(read_call_options(options, true)?.aim)
}

/// `best_move(state)`: a `MoveResult`, or `Null` when the game is over.
pub fn best_move(state: &Value) -> Result<Value> {
    best_move_for(state, Aim::Win)
}

/// `best_move(state, {aim})`: with [`Aim::Win`] as [`best_move`]; with
/// [`Aim::Lose`] a move that leaves an N-position whenever one exists.
pub fn best_move_for(state: &Value, aim: Aim) -> Result<Value> {
    best_move_with(state, aim, None)
}

/// `best_move(state, {aim, skill, seed})`: as [`best_move_for`], and with
/// `skill` for [`Aim::Win`] the move of a player of that skill
/// ([`crate::skill`]); `aim: "lose"` plays to lose whatever the skill.
pub fn best_move_with(state: &Value, aim: Aim, skill: Option<Skill>) -> Result<Value> {
    within(Budget::DEFAULT, || {
        let position = parse(state)?;
        with_search(&mut |search| {
            let chosen = match (aim, skill) {
                (Aim::Win, Some(skill)) => skilled_move(position.as_ref(), skill, search)?,
                (Aim::Win, None) => match searched_move(position.as_ref(), search) {
                    Some(found) => found,
                    None => position.strategy_move(search)?,
                },
                (Aim::Lose, _) => giveaway(position.as_ref(), search)?,
            };
            match chosen {
                Some((mv, after)) => move_result(mv, after.as_ref(), search),
                None => Ok(Value::Null),
            }
        })
    })
}

/// The move perfect play makes by the exact search (see
/// [`Solved::better_than`]), if the position is small enough to search:
/// `Some(None)` when the game is over.
fn searched_move(position: &dyn AnyPosition, search: &mut Search) -> Option<Option<Played>> {
    if !position.searchable() {
        return None;
    }
    let mut best: Option<(Value, Box<dyn AnyPosition>, Solved)> = None;
    for (mv, child) in position.listed_moves(false).ok()? {
        let c = search.solve(child.node()).ok()?;
        if best.as_ref().is_none_or(|(_, _, b)| c.better_than(b)) {
            best = Some((mv, child, c));
        }
    }
    Some(best.map(|(mv, child, _)| (mv, child)))
}

/// The outcome a move leaves and its remoteness where known.
type Left = (Outcome, Option<u64>);

/// Whether leaving `a` hands the opponent an easier win than leaving `b`:
/// an N-position before a P-position; among N-positions the nearest end
/// (a known remoteness before an unknown one); among P-positions, which
/// only a position without a move to N offers, the farthest.
fn easier_for_opponent(a: Left, b: Left) -> bool {
    match ((a.0, a.1), (b.0, b.1)) {
        ((Outcome::N, _), (Outcome::P, _)) => true,
        ((Outcome::P, _), (Outcome::N, _)) => false,
        ((Outcome::N, Some(x)), (Outcome::N, y)) => y.is_none_or(|y| x < y),
        ((Outcome::N, None), (Outcome::N, _)) => false,
        ((Outcome::P, x), (Outcome::P, y)) => x.unwrap_or(0) > y.unwrap_or(0),
    }
}

/// `003`'s 讓對方贏: the move that leaves the opponent the easiest win,
/// from every move, or where remoteness is unknown or `moves()` is too
/// large from the game's [`Position::giveaway_moves`]; `None` when the game
/// is over.
fn giveaway(position: &dyn AnyPosition, search: &mut Search) -> Result<Option<Played>> {
    // Without a remoteness to rank them by, any move to N will do, and the
    // game's short list holds one whenever there is one.
    let exact = position.searchable();
    let ranked = exact || position.closed_verdict()?.remoteness.is_some();
    let candidates = match position.listed_moves(!ranked) {
        Err(e) if ranked && e.code() == "too-large" => position.listed_moves(true)?,
        listed => listed?,
    };
    let mut best: Option<(Played, Left)> = None;
    for (mv, child) in candidates {
        let left = match exact.then(|| search.solve(child.node()).ok()).flatten() {
            Some(solved) => (solved.outcome, Some(solved.remoteness)),
            None => {
                let verdict = child.verdict_in(search)?;
                (verdict.outcome, verdict.remoteness)
            }
        };
        if best
            .as_ref()
            .is_none_or(|(_, b)| easier_for_opponent(left, *b))
        {
            best = Some(((mv, child), left));
        }
    }
    Ok(best.map(|(played, _)| played))
}

/// `moves(state)`: every legal move with the outcome it leaves.
pub fn moves(state: &Value) -> Result<Value> {
    within(Budget::DEFAULT, || {
        let position = parse(state)?;
        let mut listed = position.listed_moves(false)?;
        with_search(&mut |search| {
            let mut results = Vec::new();
            for (mv, after) in listed.drain(..) {
                results.push(move_result(mv, after.as_ref(), search)?);
            }
            Ok(Value::List(results))
        })
    })
}

/// Whether the game is over at `state`: no legal move is left. Read off the
/// position, never searched.
pub fn is_over(state: &Value) -> Result<bool> {
    within(Budget::DEFAULT, || Ok(parse(state)?.is_over()))
}

/// `play(state, move)`: the state after the move.
pub fn play(state: &Value, mv: &Value) -> Result<Value> {
    within(Budget::DEFAULT, || {
        Ok(parse(state)?.after_position(mv)?.state())
    })
}

/// `{move, state, outcome, remoteness?}` for the move `mv` that leaves `after`.
fn move_result(mv: Value, after: &dyn AnyPosition, search: &mut Search) -> Result<Value> {
    let verdict = after.verdict_in(search)?;
    let (outcome, known) = (verdict.outcome, verdict.remoteness);
    let remoteness = known.or_else(|| {
        after
            .searchable()
            .then(|| search.solve(after.node()).ok().map(|s| s.remoteness))
            .flatten()
    });
    let mut entries = vec![
        ("move", mv),
        ("state", after.state()),
        ("outcome", outcome.as_str().into()),
    ];
    if let Some(r) = remoteness {
        entries.push(("remoteness", r.into()));
    }
    Ok(Value::object(&mut entries))
}

/// `f(rows)`: the blog's demo, misère Kayles on groups of adjacent coins;
/// 1 if the player to move can force a win, else 0.
pub fn f(rows: &Value) -> Result<u8> {
    let state = Value::object(&mut [
        ("game", Value::from(Kayles::ID)),
        ("rows", rows.clone()),
        ("misere", Value::Bool(true)),
    ]);
    // The closed form alone: no search for a remoteness `f` does not show.
    within(Budget::DEFAULT, || {
        Ok(u8::from(
            parse(&state)?.closed_verdict()?.outcome == Outcome::N,
        ))
    })
}

/// The exact search alone, without any closed form: outcome, nimber,
/// remoteness and every winning move; `too-large` past `budget` positions.
/// The tests hold every closed form (and the built JS package) to it.
pub fn search(state: &Value, budget: usize) -> Result<Value> {
    let position = parse(state)?;
    let mut search = Search::new(budget);
    let solved = search.solve(position.node())?;
    let mut winning = Vec::new();
    for (mv, child) in position.listed_moves(false)? {
        if search.solve(child.node())?.outcome == Outcome::P {
            winning.push(mv);
        }
    }
    Ok(Value::object(&mut [
        ("outcome", solved.outcome.as_str().into()),
        ("nimber", solved.nimber.into()),
        ("remoteness", solved.remoteness.into()),
        ("winningMoves", Value::List(winning)),
    ]))
}

/// The most values `nimbers` works out in one call (2^26: 256 MB of values).
#[cfg(feature = "take-and-break")]
pub const MAX_NIMBERS: u64 = 1 << 26;

/// `nimbers(rule, n)`: G(0..=n) of one heap under `rule` (an octal, grundy,
/// kayles or subtraction state without its heaps), and the period they
/// prove. `too-large` past [`MAX_NIMBERS`] values, or past what one call's
/// budget allows (see [`crate::nimbers::sequence`]).
#[cfg(feature = "take-and-break")]
pub fn nimbers(rule: &Value, n: &Value) -> Result<crate::nimbers::Known> {
    within(Budget::DEFAULT, || {
        let (rule, n) = nimbers_rule(rule, n)?;
        crate::nimbers::sequence(&rule, n)
    })
}

/// The arguments of `nimbers` read, with its errors: the rule, and n (the
/// lab's wasm, `crates/lab`, computes them with progress).
#[cfg(feature = "take-and-break")]
pub fn nimbers_rule(rule: &Value, n: &Value) -> Result<(crate::nimbers::Rule, usize)> {
    let rule = heap_rule(rule, false)?;
    let n = crate::fields::whole_number(n, "n", 0, u64::MAX)?;
    if n >= MAX_NIMBERS {
        // The key's message (error.rs) writes 67108863, MAX_NIMBERS − 1 (a test holds them together).
        return Err(Error::of(ErrorKey::NimbersTooLarge)
            .with("size", n)
            .with("max", MAX_NIMBERS));
    }
    Ok((rule, n as usize))
}

/// `quotient(rule, n)`: the misère quotient Q_n of `rule` (Plambeck and
/// Siegel), Φ and the table apart so that the binding hands them to JS as
/// typed arrays ([`crate::quotient::QuotientAnswer::into_value`] puts them
/// back). Within one call's budget, which the construction charges.
#[cfg(feature = "take-and-break")]
pub fn quotient(rule: &Value, n: &Value) -> Result<crate::quotient::QuotientAnswer> {
    within(Budget::DEFAULT, || {
        let rule = heap_rule(rule, true)?;
        let n = crate::fields::whole_number(n, "n", 0, u64::MAX)?;
        crate::quotient::quotient_answer(&rule, n)
    })
}

/// A heap rule as `nimbers` and `quotient` read it: a state without its
/// heaps (`{game: "octal", code}`, `{game: "grundy"}`, `{game: "kayles"}`,
/// `{game: "subtraction", max}`); `misere` must be false for nimbers, and
/// may be either for a quotient, which is misère by nature.
#[cfg(feature = "take-and-break")]
fn heap_rule(rule: &Value, misere_quotient: bool) -> Result<crate::nimbers::Rule> {
    use crate::nimbers::Rule;
    let mut fields = Fields::new(rule, "", "the rule")?;
    let allowed = "\"octal\", \"grundy\", \"kayles\" or \"subtraction\"";
    let hint = "one of \"octal\", \"grundy\", \"kayles\" or \"subtraction\"";
    let id = match fields.get("game") {
        Some(Value::Str(id)) => id.as_str(),
        Some(other) => {
            let got = other.describe();
            return Err(Error::worded(
                ErrorKey::NotChoice,
                "game must be one of {allowed}, got {value}",
            )
            .with("field", "game")
            .with("allowed", allowed)
            .with("value", got));
        }
        None => return Err(fields.missing("game", hint)),
    };
    let rule = match id {
        "octal" => crate::games::octal::read_rule(&mut fields)?.0,
        "grundy" => Rule::grundy(),
        "kayles" => Rule::octal("0.77", "code")?,
        "subtraction" => {
            let max = fields.count("max", 1, crate::nimbers::MAX_PLACES as u64)?;
            Rule::subtraction(&(1..=max).collect::<Vec<u64>>(), "max")?
        }
        _ if GAME_IDS.contains(&id) && misere_quotient => {
            return Err(Error::of(ErrorKey::QuotientGame)
                .with("value", format!("\"{id}\""))
                .with("allowed", allowed));
        }
        _ if GAME_IDS.contains(&id) => {
            return Err(Error::of(ErrorKey::NimbersGame)
                .with("value", cat(&["\"", id, "\""]))
                .with("allowed", allowed));
        }
        _ => return Err(unknown_game(id)),
    };
    let misere = fields.flag("misere", false)?;
    if misere && !misere_quotient {
        return Err(Error::new(
            ErrorKey::NimbersMisere,
            "misere must be false for nimbers: nimbers are values of normal play",
        ));
    }
    fields.finish()?;
    Ok(rule)
}
