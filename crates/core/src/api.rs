//! The functions of `shared/API.md` over plain values: the binding converts
//! JS values to [`Value`], calls these, and converts back. Nothing here knows
//! about any one game beyond the list in the `games!` macro below.

use crate::brute::{Node, Search, Solved};
use crate::error::{Error, ErrorKey, Result};
use crate::game::{Classification, Game, Outcome, Position};
use crate::games::dice::Dice;
use crate::games::fibonacci::FibonacciNim;
use crate::games::grundy::Grundy;
use crate::games::kayles::Kayles;
use crate::games::nim::Nim;
use crate::games::octal::Octal;
use crate::games::odd_even::OddEven;
use crate::games::subtraction::Subtraction;
use crate::games::sum::Sum;
use crate::games::wythoff::Wythoff;
use crate::value::{edit_distance, not_choice, quoted_list, Fields, Value};

/// The most positions the exact search visits for remoteness and the
/// delaying move; past it those are left out (and `best_move` falls back to
/// the closed-form strategy).
pub const SEARCH_BUDGET: usize = 20_000;

/// A move as a plain object and the position it leaves.
pub(crate) type Played = (Value, Box<dyn AnyPosition>);

/// A position of any game behind one vtable, moves as plain values: the
/// functions below exist once in the wasm, not once per game.
pub(crate) trait AnyPosition {
    /// The position as the search sees it.
    fn node(&self) -> &dyn Node;
    /// The closed form's answer.
    fn closed_form(&self) -> Result<Classification>;
    /// The closed form's answer without the explanation.
    fn closed_verdict(&self) -> Result<Classification>;
    /// See [`Position::searchable`].
    fn searchable(&self) -> bool;
    /// The state as a plain object.
    fn state(&self) -> Value;
    /// Every legal move, or with `giveaway` the game's
    /// [`Position::giveaway_moves`], as plain objects with the positions
    /// they leave.
    fn listed_moves(&self, giveaway: bool) -> Result<Vec<Played>>;
    /// The closed-form strategy's move and the position it leaves (see
    /// [`Position::best_move_in`]).
    fn strategy_move(&self, search: &mut Search) -> Result<Option<Played>>;
    /// See [`Position::verdict_in`].
    fn verdict_in(&self, search: &mut Search) -> Result<Classification>;
    /// See [`Game::is_over`].
    fn is_over(&self) -> bool;
    /// A copy in a box of its own.
    fn boxed(&self) -> Box<dyn AnyPosition>;
    /// The `game` field.
    fn id(&self) -> &'static str;
    /// The position after the move `mv` (a plain object).
    fn after_position(&self, mv: &Value) -> Result<Box<dyn AnyPosition>>;
    /// See [`Position::move_to_nimber`]: the move as a plain object.
    fn closed_move_to_nimber(&self, v: u64) -> Result<Option<Value>>;
    /// See [`Position::nimber_how`].
    fn nimber_how(&self) -> Option<Value>;
}

impl<P: Position + 'static> AnyPosition for P {
    fn node(&self) -> &dyn Node {
        self
    }

    fn closed_form(&self) -> Result<Classification> {
        self.classify()
    }

    fn closed_verdict(&self) -> Result<Classification> {
        self.verdict()
    }

    fn searchable(&self) -> bool {
        Position::searchable(self)
    }

    fn verdict_in(&self, search: &mut Search) -> Result<Classification> {
        Position::verdict_in(self, search)
    }

    fn state(&self) -> Value {
        self.to_value()
    }

    fn listed_moves(&self, giveaway: bool) -> Result<Vec<Played>> {
        let moves = if giveaway {
            self.giveaway_moves()?
        } else {
            self.moves()?
        };
        let mut listed: Vec<Played> = Vec::new();
        for (mv, child) in moves {
            listed.push((self.move_value(&mv), Box::new(child)));
        }
        Ok(listed)
    }

    fn strategy_move(&self, search: &mut Search) -> Result<Option<Played>> {
        match self.best_move_in(search)? {
            Some(mv) => Ok(Some((self.move_value(&mv), Box::new(self.play(&mv)?)))),
            None => Ok(None),
        }
    }

    fn is_over(&self) -> bool {
        Game::is_over(self)
    }

    fn boxed(&self) -> Box<dyn AnyPosition> {
        Box::new(self.clone())
    }

    fn id(&self) -> &'static str {
        P::ID
    }

    fn after_position(&self, mv: &Value) -> Result<Box<dyn AnyPosition>> {
        Ok(Box::new(self.play(&self.read_move(mv)?)?))
    }

    fn closed_move_to_nimber(&self, v: u64) -> Result<Option<Value>> {
        Ok(self.move_to_nimber(v)?.map(|mv| self.move_value(&mv)))
    }

    fn nimber_how(&self) -> Option<Value> {
        Position::nimber_how(self)
    }
}

macro_rules! games {
    ($($game:ident),* $(,)?) => {
        /// Every game's `game` id, in the order `games()` lists them.
        pub const GAME_IDS: &[&str] = &[$($game::ID),*];

        /// Reads a state of whichever game it names, once for every function.
        fn parse(state: &Value) -> Result<Box<dyn AnyPosition>> {
            parse_in(state, "", "the state")
        }

        /// [`parse`] for a state inside another (a sum's part): `prefix`
        /// (`"parts[1]."`) goes before each field's name in messages.
        pub(crate) fn parse_in(state: &Value, prefix: &str, what: &str) -> Result<Box<dyn AnyPosition>> {
            let mut fields = Fields::new(state, prefix, what)?;
            let hint = || format!("one of {}", quoted_list(GAME_IDS));
            let id = match fields.get("game") {
                Some(Value::Str(id)) => id.as_str(),
                Some(other) => return Err(not_choice(&fields.name("game"), GAME_IDS, other)),
                None => return Err(fields.missing("game", &hint())),
            };
            let position: Box<dyn AnyPosition> = match id {
                $(_ if id == $game::ID => Box::new($game::read(&mut fields)?),)*
                _ => return Err(unknown_game(id)),
            };
            fields.finish()?;
            Ok(position)
        }

        /// The list of games: id, names, parameters with defaults and limits.
        pub fn games() -> Value {
            Value::List(vec![$($game::info()),*])
        }
    };
}

games!(
    Nim,
    Wythoff,
    Subtraction,
    OddEven,
    FibonacciNim,
    Dice,
    Kayles,
    Octal,
    Grundy,
    Sum
);

fn unknown_game(id: &str) -> Error {
    let shown: String = id.chars().take(40).collect();
    let nearest = GAME_IDS.iter().min_by_key(|g| edit_distance(g, id));
    let allowed = quoted_list(GAME_IDS);
    match nearest {
        Some(g) if edit_distance(g, id) <= 3 => Error::new(
            ErrorKey::UnknownGameNear,
            format!("unknown game \"{shown}\"; did you mean \"{g}\"? The games are {allowed}"),
        )
        .with("value", shown)
        .with("near", *g)
        .with("allowed", allowed),
        _ => Error::new(
            ErrorKey::UnknownGame,
            format!("unknown game \"{shown}\" The games are {allowed}"),
        )
        .with("value", shown)
        .with("allowed", allowed),
    }
}

/// `classify(state)`: the outcome, nimber, remoteness and explanation.
pub fn classify(state: &Value) -> Result<Value> {
    let position = parse(state)?;
    Ok(searched_gaps(position.as_ref(), position.closed_form()?).into_value())
}

/// `classify(state)` with `Null` in place of the explanation, which
/// [`explain`] supplies when asked: the explanation is most of the work and
/// most callers want only the outcome.
pub fn verdict(state: &Value) -> Result<Classification> {
    let position = parse(state)?;
    Ok(searched_gaps(position.as_ref(), position.closed_verdict()?))
}

/// The `explanation` of `classify(state)`.
pub fn explain(state: &Value) -> Result<Value> {
    Ok(parse(state)?.closed_form()?.explanation)
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

thread_local! {
    /// The search every call shares: what one call solved answers the next
    /// (a page asks about the same positions while drawing and playing).
    /// Bounded by [`crate::brute::GENERATION_BYTES`] (two generations of
    /// 4 MB, the older dropped first); kept through errors, since a search
    /// that stops at its budget has still solved what it solved.
    static SHARED: std::cell::RefCell<Search> = std::cell::RefCell::new(Search::new(SEARCH_BUDGET));
}

/// Runs `question` on the shared search with a fresh [`SEARCH_BUDGET`]
/// (behind `dyn`: one copy of this in the wasm for every caller).
pub(crate) fn with_search(question: &mut dyn FnMut(&mut Search) -> Result<Value>) -> Result<Value> {
    SHARED.with(|cell| match cell.try_borrow_mut() {
        Ok(mut search) => {
            search.begin(SEARCH_BUDGET);
            question(&mut search)
        }
        // Only a call from inside a call would find it taken.
        Err(_) => question(&mut Search::new(SEARCH_BUDGET)),
    })
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

/// Reads `best_move`'s options: absent, or `{aim: "win" | "lose"}`.
pub fn read_options(options: &Value) -> Result<Aim> {
    if *options == Value::Null {
        return Ok(Aim::Win);
    }
    let mut fields = Fields::new(options, "options.", "options")?;
    let aim = match fields.get("aim") {
        None => Aim::Win,
        Some(value) => match crate::value::choose(value, "options.aim", &["win", "lose"])? {
            "lose" => Aim::Lose,
            _ => Aim::Win,
        },
    };
    fields.finish()?;
    Ok(aim)
}

/// `best_move(state)`: a `MoveResult`, or `Null` when the game is over.
pub fn best_move(state: &Value) -> Result<Value> {
    best_move_for(state, Aim::Win)
}

/// `best_move(state, {aim})`: with [`Aim::Win`] as [`best_move`]; with
/// [`Aim::Lose`] a move that leaves an N-position whenever one exists.
pub fn best_move_for(state: &Value, aim: Aim) -> Result<Value> {
    let position = parse(state)?;
    with_search(&mut |search| {
        let chosen = match aim {
            Aim::Win => match searched_move(position.as_ref(), search) {
                Some(found) => found,
                None => position.strategy_move(search)?,
            },
            Aim::Lose => giveaway(position.as_ref(), search)?,
        };
        match chosen {
            Some((mv, after)) => move_result(mv, after.as_ref(), search),
            None => Ok(Value::Null),
        }
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
    let position = parse(state)?;
    let mut listed = position.listed_moves(false)?;
    with_search(&mut |search| {
        let mut results = Vec::new();
        for (mv, after) in listed.drain(..) {
            results.push(move_result(mv, after.as_ref(), search)?);
        }
        Ok(Value::List(results))
    })
}

/// Whether the game is over at `state`: no legal move is left. Read off the
/// position, never searched.
pub fn is_over(state: &Value) -> Result<bool> {
    Ok(parse(state)?.is_over())
}

/// `play(state, move)`: the state after the move.
pub fn play(state: &Value, mv: &Value) -> Result<Value> {
    Ok(parse(state)?.after_position(mv)?.state())
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
    Ok(Value::map(entries))
}

/// `f(rows)`: the blog's demo, misère Kayles on groups of adjacent coins;
/// 1 if the player to move can force a win, else 0.
pub fn f(rows: &Value) -> Result<u8> {
    let state = Value::map([
        ("game", Value::from(Kayles::ID)),
        ("rows", rows.clone()),
        ("misere", Value::Bool(true)),
    ]);
    // The closed form alone: no search for a remoteness `f` does not show.
    Ok(u8::from(
        parse(&state)?.closed_verdict()?.outcome == Outcome::N,
    ))
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
    Ok(Value::map([
        ("outcome", solved.outcome.as_str().into()),
        ("nimber", solved.nimber.into()),
        ("remoteness", solved.remoteness.into()),
        ("winningMoves", Value::List(winning)),
    ]))
}

/// The most values `nimbers` works out in one call (2^26: 256 MB of values).
pub const MAX_NIMBERS: u64 = 1 << 26;

/// `nimbers(rule, n)`: G(0..=n) of one heap under `rule` (an octal, grundy,
/// kayles or subtraction state without its heaps), and the period they
/// prove. `too-large` past [`MAX_NIMBERS`] values.
pub fn nimbers(rule: &Value, n: &Value) -> Result<crate::nimbers::Known> {
    use crate::nimbers::Rule;
    let mut fields = Fields::new(rule, "", "the rule")?;
    let allowed = "\"octal\", \"grundy\", \"kayles\" or \"subtraction\"";
    let hint = format!("one of {allowed}");
    let id = match fields.get("game") {
        Some(Value::Str(id)) => id.as_str(),
        Some(other) => {
            let got = other.describe();
            return Err(Error::new(
                ErrorKey::NotChoice,
                format!("game must be {hint}, got {got}"),
            )
            .with("field", "game")
            .with("allowed", allowed)
            .with("value", got));
        }
        None => return Err(fields.missing("game", &hint)),
    };
    let rule = match id {
        "octal" => crate::games::octal::read_rule(&mut fields)?.0,
        "grundy" => Rule::grundy(),
        "kayles" => Rule::octal("0.77", "code")?,
        "subtraction" => {
            let max = fields.count("max", 1, crate::nimbers::MAX_PLACES as u64)?;
            Rule::subtraction(&(1..=max).collect::<Vec<u64>>(), "max")?
        }
        _ if GAME_IDS.contains(&id) => {
            return Err(Error::new(
                ErrorKey::NimbersGame,
                format!(
                    "game must be {hint} for nimbers: the nimbers of one heap of \"{id}\" are not a sequence nimbers() lists"
                ),
            )
            .with("value", format!("\"{id}\""))
            .with("allowed", allowed));
        }
        _ => return Err(unknown_game(id)),
    };
    if fields.flag("misere", false)? {
        return Err(Error::new(
            ErrorKey::NimbersMisere,
            "misere must be false for nimbers: nimbers are values of normal play",
        ));
    }
    fields.finish()?;
    let n = crate::value::whole_number(n, "n", 0, u64::MAX)?;
    if n >= MAX_NIMBERS {
        return Err(Error::new(
            ErrorKey::NimbersTooLarge,
            format!(
                "n is {n}; nimbers works out at most {MAX_NIMBERS} values (n up to {})",
                MAX_NIMBERS - 1
            ),
        )
        .with("size", n)
        .with("max", MAX_NIMBERS));
    }
    let values = crate::nimbers::values(&rule, n as usize, |_| {})?;
    let period = crate::nimbers::prove_period(&rule, &values);
    Ok(crate::nimbers::Known { values, period })
}
