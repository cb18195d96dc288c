//! The functions of `shared/API.md` over plain values: the binding converts
//! JS values to [`Value`], calls these, and converts back. Nothing here knows
//! about any one game beyond the list in the `games!` macro below.

use crate::brute::{Node, Search, Solved};
use crate::error::{Error, Result};
use crate::game::{Classification, Outcome, Position};
use crate::games::dice::Dice;
use crate::games::fibonacci::FibonacciNim;
use crate::games::kayles::Kayles;
use crate::games::nim::Nim;
use crate::games::odd_even::OddEven;
use crate::games::subtraction::Subtraction;
use crate::games::wythoff::Wythoff;
use crate::value::{edit_distance, quoted_list, Fields, Value};

/// The most positions the exact search visits for remoteness and the
/// delaying move; past it those are left out (and `best_move` falls back to
/// the closed-form strategy).
pub const SEARCH_BUDGET: usize = 20_000;

/// A move as a plain object and the position it leaves.
type Played = (Value, Box<dyn AnyPosition>);

/// A position of any game behind one vtable, moves as plain values: the
/// functions below exist once in the wasm, not once per game.
trait AnyPosition {
    /// The `game` field.
    fn id(&self) -> &'static str;
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
    /// Every legal move, as a plain object, with the position it leaves.
    fn listed_moves(&self) -> Result<Vec<Played>>;
    /// The closed-form strategy's move and the position it leaves.
    fn strategy_move(&self) -> Result<Option<Played>>;
    /// The state after the move `mv` (a plain object).
    fn after(&self, mv: &Value) -> Result<Value>;
}

impl<P: Position + 'static> AnyPosition for P {
    fn id(&self) -> &'static str {
        P::ID
    }

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

    fn state(&self) -> Value {
        self.to_value()
    }

    fn listed_moves(&self) -> Result<Vec<Played>> {
        let mut listed: Vec<Played> = Vec::new();
        for (mv, child) in self.moves()? {
            listed.push((self.move_value(&mv), Box::new(child)));
        }
        Ok(listed)
    }

    fn strategy_move(&self) -> Result<Option<Played>> {
        match self.best_move()? {
            Some(mv) => Ok(Some((self.move_value(&mv), Box::new(self.play(&mv)?)))),
            None => Ok(None),
        }
    }

    fn after(&self, mv: &Value) -> Result<Value> {
        Ok(self.play(&self.read_move(mv)?)?.to_value())
    }
}

macro_rules! games {
    ($($game:ident),* $(,)?) => {
        /// Every game's `game` id, in the order `games()` lists them.
        pub const GAME_IDS: &[&str] = &[$($game::ID),*];

        /// Reads a state of whichever game it names, once for every function.
        fn parse(state: &Value) -> Result<Box<dyn AnyPosition>> {
            let mut fields = Fields::new(state, "", "the state")?;
            let hint = || format!("one of {}", quoted_list(GAME_IDS));
            let id = match fields.get("game") {
                Some(Value::Str(id)) => id.as_str(),
                Some(other) => {
                    return Err(Error::bad_state(format!(
                        "game must be {}, got {}",
                        hint(),
                        other.describe()
                    )))
                }
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
    Kayles
);

fn unknown_game(id: &str) -> Error {
    let shown: String = id.chars().take(40).collect();
    let nearest = GAME_IDS.iter().min_by_key(|g| edit_distance(g, id));
    let suggestion = match nearest {
        Some(g) if edit_distance(g, id) <= 3 => format!("; did you mean \"{g}\"?"),
        _ => String::new(),
    };
    Error::unknown_game(format!(
        "unknown game \"{shown}\"{suggestion} The games are {}",
        quoted_list(GAME_IDS)
    ))
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
        if let Some((remoteness, nimber)) = searched(position) {
            answer.remoteness = answer.remoteness.or(Some(remoteness));
            answer.nimber = answer.nimber.or(nimber);
        }
    }
    answer
}

/// How many searched positions `classify` remembers: a page asks about the
/// same position several times while drawing it.
const REMEMBERED: usize = 32;

/// A searched position: its game, its search key, remoteness and nimber.
type Remembered = (&'static str, Vec<u8>, u64, Option<u64>);

thread_local! {
    static SEARCHED: std::cell::RefCell<Vec<Remembered>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Remoteness and nimber by the exact search, remembered for the last
/// [`REMEMBERED`] positions asked; `None` past the budget.
fn searched(position: &dyn AnyPosition) -> Option<(u64, Option<u64>)> {
    let (id, key) = (position.id(), position.node().key());
    let known = SEARCHED.with(|cell| {
        let list = cell.borrow();
        list.iter()
            .find(|(g, k, _, _)| *g == id && *k == key)
            .map(|&(_, _, r, n)| (r, n))
    });
    if known.is_some() {
        return known;
    }
    let solved = Search::new(SEARCH_BUDGET).solve(position.node()).ok()?;
    SEARCHED.with(|cell| {
        let mut list = cell.borrow_mut();
        if list.len() >= REMEMBERED {
            list.remove(0);
        }
        list.push((id, key, solved.remoteness, solved.nimber));
    });
    Some((solved.remoteness, solved.nimber))
}

/// `best_move(state)`: a `MoveResult`, or `Null` when the game is over.
pub fn best_move(state: &Value) -> Result<Value> {
    let position = parse(state)?;
    let mut search = Search::new(SEARCH_BUDGET);
    let chosen = match searched_move(position.as_ref(), &mut search) {
        Some(found) => found,
        None => position.strategy_move()?,
    };
    match chosen {
        Some((mv, after)) => move_result(mv, after.as_ref(), &mut search),
        None => Ok(Value::Null),
    }
}

/// The move perfect play makes by the exact search (see
/// [`Solved::better_than`]), if the position is small enough to search:
/// `Some(None)` when the game is over.
fn searched_move(position: &dyn AnyPosition, search: &mut Search) -> Option<Option<Played>> {
    if !position.searchable() {
        return None;
    }
    let mut best: Option<(Value, Box<dyn AnyPosition>, Solved)> = None;
    for (mv, child) in position.listed_moves().ok()? {
        let c = search.solve(child.node()).ok()?;
        if best.as_ref().is_none_or(|(_, _, b)| c.better_than(b)) {
            best = Some((mv, child, c));
        }
    }
    Some(best.map(|(mv, child, _)| (mv, child)))
}

/// `moves(state)`: every legal move with the outcome it leaves.
pub fn moves(state: &Value) -> Result<Value> {
    let position = parse(state)?;
    let mut search = Search::new(SEARCH_BUDGET);
    let mut results = Vec::new();
    for (mv, after) in position.listed_moves()? {
        results.push(move_result(mv, after.as_ref(), &mut search)?);
    }
    Ok(Value::List(results))
}

/// `play(state, move)`: the state after the move.
pub fn play(state: &Value, mv: &Value) -> Result<Value> {
    parse(state)?.after(mv)
}

/// `{move, state, outcome, remoteness?}` for the move `mv` that leaves `after`.
fn move_result(mv: Value, after: &dyn AnyPosition, search: &mut Search) -> Result<Value> {
    let verdict = after.closed_verdict()?;
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
    for (mv, child) in position.listed_moves()? {
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
