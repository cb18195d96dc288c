//! The functions of `shared/API.md` over plain values: the binding converts
//! JS values to [`Value`], calls these, and converts back. Nothing here knows
//! about any one game beyond the list in [`games!`].

use crate::brute::Search;
use crate::error::{Error, Result};
use crate::game::{Outcome, Position};
use crate::games::dice::Dice;
use crate::games::fibonacci::FibonacciNim;
use crate::games::kayles::{self, Kayles};
use crate::games::nim::Nim;
use crate::games::odd_even::OddEven;
use crate::games::subtraction::Subtraction;
use crate::games::wythoff::Wythoff;
use crate::value::{edit_distance, quoted_list, Fields, Value};

/// The most positions the exact search visits for remoteness and the
/// delaying move; past it those are left out (and `best_move` falls back to
/// the closed-form strategy).
pub const SEARCH_BUDGET: usize = 20_000;

/// Something to do with a position of whichever game a state names.
trait Visit {
    type Out;
    fn visit<P: Position>(self, position: P) -> Result<Self::Out>;
}

macro_rules! games {
    ($($game:ident),* $(,)?) => {
        /// Every game's `game` id, in the order `games()` lists them.
        pub const GAME_IDS: &[&str] = &[$($game::ID),*];

        /// A position of any game, read once: the functions below share this
        /// one reader instead of each carrying its own copy of every game's.
        enum AnyPosition {
            $($game($game)),*
        }

        #[inline(never)]
        fn parse(state: &Value) -> Result<AnyPosition> {
            let mut fields = Fields::new(state, "", "the state")?;
            let hint = format!("one of {}", quoted_list(GAME_IDS));
            let id = match fields.require("game", &hint)? {
                Value::Str(id) => id.as_str(),
                other => {
                    return Err(Error::bad_state(format!(
                        "game must be {hint}, got {}",
                        other.describe()
                    )))
                }
            };
            $(
                if id == $game::ID {
                    let position = $game::read(&mut fields)?;
                    fields.finish()?;
                    return Ok(AnyPosition::$game(position));
                }
            )*
            Err(unknown_game(id))
        }

        fn dispatch<V: Visit>(state: &Value, visit: V) -> Result<V::Out> {
            match parse(state)? {
                $(AnyPosition::$game(position) => visit.visit(position)),*
            }
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
    struct Classify;
    impl Visit for Classify {
        type Out = Value;
        fn visit<P: Position>(self, position: P) -> Result<Value> {
            let mut answer = position.classify()?;
            let missing =
                answer.remoteness.is_none() || (answer.nimber.is_none() && position.has_nimber());
            if missing && position.searchable() {
                if let Some((remoteness, nimber)) = searched(&position) {
                    answer.remoteness = answer.remoteness.or(Some(remoteness));
                    answer.nimber = answer.nimber.or(nimber);
                }
            }
            Ok(answer.to_value())
        }
    }
    dispatch(state, Classify)
}

/// How many searched positions `classify` remembers: a page asks about the
/// same position several times while drawing it.
const REMEMBERED: usize = 32;

thread_local! {
    static SEARCHED: std::cell::RefCell<Vec<(Value, u64, Option<u64>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Remoteness and nimber by the exact search, remembered for the last
/// [`REMEMBERED`] positions asked; `None` past the budget.
fn searched<P: Position>(position: &P) -> Option<(u64, Option<u64>)> {
    let key = position.canonical().to_value();
    let known = SEARCHED.with(|cell| {
        let list = cell.borrow();
        list.iter()
            .find(|(k, _, _)| *k == key)
            .map(|&(_, r, n)| (r, n))
    });
    if known.is_some() {
        return known;
    }
    let solved = Search::new(SEARCH_BUDGET).solve(position).ok()?;
    SEARCHED.with(|cell| {
        let mut list = cell.borrow_mut();
        if list.len() >= REMEMBERED {
            list.remove(0);
        }
        list.push((key, solved.remoteness, solved.nimber));
    });
    Some((solved.remoteness, solved.nimber))
}

/// `best_move(state)`: a `MoveResult`, or `Null` when the game is over.
pub fn best_move(state: &Value) -> Result<Value> {
    struct BestMove;
    impl Visit for BestMove {
        type Out = Value;
        fn visit<P: Position>(self, position: P) -> Result<Value> {
            let mut search = Search::new(SEARCH_BUDGET);
            if position.searchable() {
                if let Ok(found) = search.best_move(&position) {
                    return match found {
                        Some((mv, _)) => move_result(&position, &mv, &mut search),
                        None => Ok(Value::Null),
                    };
                }
            }
            match position.best_move()? {
                Some(mv) => move_result(&position, &mv, &mut search),
                None => Ok(Value::Null),
            }
        }
    }
    dispatch(state, BestMove)
}

/// `moves(state)`: every legal move with the outcome it leaves.
pub fn moves(state: &Value) -> Result<Value> {
    struct Moves;
    impl Visit for Moves {
        type Out = Value;
        fn visit<P: Position>(self, position: P) -> Result<Value> {
            let mut search = Search::new(SEARCH_BUDGET);
            let list = position.moves()?;
            let results: Result<Vec<Value>> = list
                .iter()
                .map(|(mv, _)| move_result(&position, mv, &mut search))
                .collect();
            Ok(Value::List(results?))
        }
    }
    dispatch(state, Moves)
}

/// `play(state, move)`: the state after the move.
pub fn play(state: &Value, mv: &Value) -> Result<Value> {
    struct Play<'a>(&'a Value);
    impl Visit for Play<'_> {
        type Out = Value;
        fn visit<P: Position>(self, position: P) -> Result<Value> {
            let mv = position.read_move(self.0)?;
            Ok(position.play(&mv)?.to_value())
        }
    }
    dispatch(state, Play(mv))
}

/// `{move, state, outcome, remoteness?}` for a move from `position`.
fn move_result<P: Position>(position: &P, mv: &P::Move, search: &mut Search<P>) -> Result<Value> {
    let after = position.play(mv)?;
    let (outcome, known) = after.outcome()?;
    let remoteness = known.or_else(|| {
        after
            .searchable()
            .then(|| search.solve(&after).ok().map(|s| s.remoteness))
            .flatten()
    });
    let mut entries = vec![
        ("move", position.move_value(mv)),
        ("state", after.to_value()),
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
    let kayles = Kayles {
        rows: kayles::read_rows(rows)?,
        misere: true,
    };
    Ok(u8::from(kayles.classify()?.outcome == Outcome::N))
}

/// The exact search alone, without any closed form: outcome, nimber,
/// remoteness and every winning move; `too-large` past `budget` positions.
/// The tests hold every closed form (and the built JS package) to it.
pub fn search(state: &Value, budget: usize) -> Result<Value> {
    struct Solve(usize);
    impl Visit for Solve {
        type Out = Value;
        fn visit<P: Position>(self, position: P) -> Result<Value> {
            let mut search = Search::new(self.0);
            let solved = search.solve(&position)?;
            let mut winning = Vec::new();
            for (mv, child) in position.moves()? {
                if search.solve(&child)?.outcome == Outcome::P {
                    winning.push(position.move_value(&mv));
                }
            }
            Ok(Value::map([
                ("outcome", solved.outcome.as_str().into()),
                ("nimber", solved.nimber.into()),
                ("remoteness", solved.remoteness.into()),
                ("winningMoves", Value::List(winning)),
            ]))
        }
    }
    dispatch(state, Solve(budget))
}
