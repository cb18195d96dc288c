//! Positions of any game behind one vtable ([`AnyPosition`]): reading a
//! state of whichever game it names ([`parse_in`]), and the exact search
//! every call shares ([`with_search`]). The layer between the games and what
//! works on positions of every game: the API (`api.rs`), a sum's parts
//! (`games/sum.rs`).
//!
//! It knows every game but the sum, which is built on it: a sum's parts are
//! read here, and `api.rs` reads the sum itself.

use crate::brute::{Node, Search};
use crate::error::{Error, ErrorKey, Result};
use crate::fields::{edit_distance, not_choice, quoted_list, Fields};
use crate::game::{Classification, Game, Position};
use crate::games::dice::Dice;
use crate::games::fibonacci::FibonacciNim;
#[cfg(feature = "take-and-break")]
use crate::games::grundy::Grundy;
use crate::games::kayles::Kayles;
use crate::games::nim::Nim;
#[cfg(feature = "take-and-break")]
use crate::games::octal::Octal;
use crate::games::odd_even::OddEven;
use crate::games::subtraction::Subtraction;
use crate::games::wythoff::Wythoff;
use crate::value::{cat, Value};

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
    #[cfg(feature = "take-and-break")]
    fn boxed(&self) -> Box<dyn AnyPosition>;
    /// The `game` field.
    #[cfg(feature = "take-and-break")]
    fn id(&self) -> &'static str;
    /// The position after the move `mv` (a plain object).
    fn after_position(&self, mv: &Value) -> Result<Box<dyn AnyPosition>>;
    /// See [`Position::move_to_nimber`]: the move as a plain object.
    #[cfg(feature = "take-and-break")]
    fn closed_move_to_nimber(&self, v: u64) -> Result<Option<Value>>;
    /// See [`Position::nimber_how`].
    #[cfg(feature = "take-and-break")]
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

    #[cfg(feature = "take-and-break")]
    fn boxed(&self) -> Box<dyn AnyPosition> {
        Box::new(self.clone())
    }

    #[cfg(feature = "take-and-break")]
    fn id(&self) -> &'static str {
        P::ID
    }

    fn after_position(&self, mv: &Value) -> Result<Box<dyn AnyPosition>> {
        Ok(Box::new(self.play(&self.read_move(mv)?)?))
    }

    #[cfg(feature = "take-and-break")]
    fn closed_move_to_nimber(&self, v: u64) -> Result<Option<Value>> {
        Ok(self.move_to_nimber(v)?.map(|mv| self.move_value(&mv)))
    }

    #[cfg(feature = "take-and-break")]
    fn nimber_how(&self) -> Option<Value> {
        Position::nimber_how(self)
    }
}

/// The `game` of a sum (`games/sum.rs`), the one game this layer does not read.
pub(crate) const SUM_ID: &str = "sum";

// Each game with its id written out, so that the list of ids (and every
// message naming the games) is the same whether or not the take-and-break
// engine is built in.
macro_rules! games {
    ($($(#[$only:meta])* $game:ident = $id:literal),* $(,)?) => {
        /// Every game's `game` id, in the order `games()` lists them.
        pub const GAME_IDS: &[&str] = &[$($id,)* SUM_ID];

        /// The `games()` entries of every game but the sum, in order.
        pub(crate) fn infos() -> Vec<Value> {
            vec![$($(#[$only])* $game::info()),*]
        }

        /// The position of game `id` from its other fields; `unknown-game`
        /// for any other id (the sum's included).
        pub(crate) fn read_game(id: &str, fields: &mut Fields<'_>) -> Result<Box<dyn AnyPosition>> {
            Ok(match id {
                $($(#[$only])* $id => Box::new($game::read(fields)?),)*
                _ => return Err(unknown_game(id)),
            })
        }

        #[cfg(test)]
        mod tests {
            use super::*;

            #[test]
            fn each_id_is_its_games() {
                $($(#[$only])* assert_eq!($game::ID, $id);)*
            }
        }
    };
}

games!(
    Nim = "nim",
    Wythoff = "wythoff",
    Subtraction = "subtraction",
    OddEven = "odd-even",
    FibonacciNim = "fibonacci-nim",
    Dice = "dice",
    Kayles = "kayles",
    #[cfg(feature = "take-and-break")]
    Octal = "octal",
    #[cfg(feature = "take-and-break")]
    Grundy = "grundy",
);

/// The `game` field of a state.
pub(crate) fn game_id<'a>(fields: &mut Fields<'a>) -> Result<&'a str> {
    match fields.get("game") {
        Some(Value::Str(id)) => Ok(id.as_str()),
        Some(other) => Err(not_choice(&fields.name("game"), GAME_IDS, other)),
        None => Err(fields.missing("game", &cat(&["one of ", &quoted_list(GAME_IDS)]))),
    }
}

/// Reads a state of whichever game it names but the sum (a sum's part, a
/// closed form over a sum's heaps): `prefix` (`"parts[1]."`) goes before
/// each field's name in messages, `what` names the state.
#[cfg(feature = "take-and-break")]
pub(crate) fn parse_in(state: &Value, prefix: &str, what: &str) -> Result<Box<dyn AnyPosition>> {
    let mut fields = Fields::new(state, prefix, what)?;
    let id = game_id(&mut fields)?;
    let position = read_game(id, &mut fields)?;
    fields.finish()?;
    Ok(position)
}

pub(crate) fn unknown_game(id: &str) -> Error {
    let shown: String = id.chars().take(40).collect();
    let nearest = GAME_IDS.iter().min_by_key(|g| edit_distance(g, id));
    let allowed = quoted_list(GAME_IDS);
    match nearest {
        Some(g) if edit_distance(g, id) <= 3 => Error::of(ErrorKey::UnknownGameNear)
            .with("value", shown)
            .with("near", *g)
            .with("allowed", allowed),
        _ => Error::of(ErrorKey::UnknownGame)
            .with("value", shown)
            .with("allowed", allowed),
    }
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
            let answer = question(&mut search);
            search.end();
            answer
        }
        // Only a call from inside a call would find it taken.
        Err(_) => question(&mut Search::new(SEARCH_BUDGET)),
    })
}
