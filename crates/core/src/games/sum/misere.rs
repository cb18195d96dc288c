//! Misère sums by a closed form over all their parts at once. The
//! Sprague–Grundy theorem fails under misère play, so a sum is not worth the
//! XOR of anything; but a sum of Nim games is one game of Nim over all their
//! heaps (Bouton's misère rule), a sum of Kayles games one game of Kayles
//! over all their rows (Sibert and Conway, "Mathematical Kayles", Int. J.
//! Game Theory 20, 1992), and a sum of games of one take-and-break rule one
//! game of that rule (its misère quotient, Plambeck and Siegel, JCTA 115,
//! 2008). Any other misère sum is left to the exact search of the whole sum.

use crate::any::{parse_in, AnyPosition, SEARCH_BUDGET};
use crate::brute::Search;
use crate::error::{Error, ErrorKey, Result};
use crate::value::Value;

/// A misère sum as one game over all its parts' heaps.
pub(super) struct Joined {
    /// The one game.
    pub(super) position: Box<dyn AnyPosition>,
    /// `"misere-nim"`, `"sibert-conway"`, or for parts of one
    /// take-and-break rule (Grundy's game among them) the method of that
    /// game's misère answer (`"quotient"`, `"search"`).
    pub(super) method: &'static str,
    /// The field of a move naming its heap or row.
    key: &'static str,
    /// Where each part's heaps start among all.
    starts: Vec<usize>,
}

impl Joined {
    /// Misère play of `parts` as one game of Nim (all parts Nim), of Kayles
    /// (all parts Kayles), or of one take-and-break rule (all parts octal
    /// with the same rule, or all Grundy's game; answered through the
    /// rule's misère quotient); `None` for any other parts.
    pub(super) fn of(parts: &[Box<dyn AnyPosition>]) -> Result<Option<Joined>> {
        for (id, field, method) in [
            ("nim", "heaps", "misere-nim"),
            ("kayles", "rows", "sibert-conway"),
            ("octal", "heaps", ""),
            ("grundy", "heaps", ""),
        ] {
            if parts.is_empty() {
                break;
            }
            let Some((all, starts)) = all_heaps(parts, id, field) else {
                continue;
            };
            let mut entries = vec![("game", Value::from(id))];
            if id == "octal" {
                // One rule: the same code (or subtraction set) in every part.
                let states: Vec<Value> = parts.iter().map(|p| p.state()).collect();
                let rule =
                    |state: &Value| (state.get("code").cloned(), state.get("subtract").cloned());
                if states.iter().any(|state| rule(state) != rule(&states[0])) {
                    continue;
                }
                for key in ["code", "subtract"] {
                    if let Some(value) = states[0].get(key) {
                        entries.push((key, value.clone()));
                    }
                }
            }
            entries.push((field, Value::List(all)));
            entries.push(("misere", Value::Bool(true)));
            let position = parse_in(&Value::map(entries), "", "the state")?;
            let method = if method.is_empty() {
                match position.closed_form()?.explanation.get("method") {
                    Some(Value::Str(m)) if m == "quotient" => "quotient",
                    Some(Value::Str(m)) if m == "sibert-conway" => "sibert-conway",
                    _ => "search",
                }
            } else {
                method
            };
            let key = if field == "heaps" { "heap" } else { "row" };
            return Ok(Some(Joined {
                position,
                method,
                key,
                starts,
            }));
        }
        Ok(None)
    }

    /// The one game's strategy move, mapped back to its part: the part and
    /// the part's own move; `None` at the end.
    pub(super) fn part_move(&self, search: &mut Search) -> Result<Option<(usize, Value)>> {
        let Some((mut mv, _)) = self.position.strategy_move(search)? else {
            return Ok(None);
        };
        let index = match mv.get(self.key) {
            Some(v) => crate::fields::whole_number(v, self.key, 0, u64::MAX)? as usize,
            None => return Ok(None),
        };
        let starts = &self.starts;
        let part = starts.iter().rposition(|&s| s <= index).unwrap_or(0);
        mv.set(self.key, (index - starts[part]).into());
        Ok(Some((part, mv)))
    }
}

/// The parts' states, for a closed form over all of them: every part's
/// `field` list, and where each part's list starts; `None` unless every
/// part is of game `id`.
fn all_heaps(
    parts: &[Box<dyn AnyPosition>],
    id: &str,
    field: &str,
) -> Option<(Vec<Value>, Vec<usize>)> {
    let mut all = Vec::new();
    let mut starts = Vec::with_capacity(parts.len());
    for part in parts {
        if part.id() != id {
            return None;
        }
        starts.push(all.len());
        match part.state().get(field) {
            Some(Value::List(items)) => all.extend(items.iter().cloned()),
            _ => return None,
        }
    }
    Some((all, starts))
}

/// `too-large`: a misère sum past the closed forms and the exact search.
pub(super) fn too_large() -> Error {
    Error::of(ErrorKey::SumMisereTooLarge).with("max", SEARCH_BUDGET)
}
