//! Grundy's game (Grundy 1939; *Winning Ways* ch. 4): heaps, and a move
//! splits one heap into two unequal non-empty heaps.
//!
//! Misère play (whoever splits last loses): through the game's misère
//! quotient ([`crate::quotient`]) while it reaches every heap, else by the
//! exact search while the position is small; no period is claimed.
//!
//! Normal play: a position's nimber is the XOR of its heaps' values G(n) (Sprague–Grundy),
//! worked out by [`crate::nimbers`] as far as the budget reaches. No period
//! is known: the values have been computed far beyond 10^9 without one, and
//! the periodicity theorem does not apply as it stands (its shift can turn
//! an unequal split into an equal one), so no heap past the values worked
//! out is answered.
//!
//! # Explanation fields (`classify(...).explanation`)
//!
//! - `rule`: `"normal"` or `"misere"`.
//! - Normal play: `heaps`, each heap's `size` and `nimber` (the first
//!   1000); `nimSum`, their XOR; `period`: `null`; `knownTo`: how far the
//!   values go.
//! - Misère play: `method` (`"quotient"` or `"search"`) and, through the
//!   quotient, as for take-and-break games (`crate::games::octal`).

use crate::brute::Search;
use crate::error::Result;
use crate::fields::Fields;
use crate::game::{
    counts_parameter, entry, heaps_state, misere_parameter, multiset, total, Classification, Game,
    Outcome, Position,
};
use crate::games::octal::{
    check_move_count, giveaway_move, heaps_after, misere_explanation, misere_quotient_move,
    misere_verdict, nimber_explanation, nimber_move, nimber_verdict, no_such_heap, HasHeaps,
    MISERE_BUDGET,
};
use crate::nimbers::{HeapMove, Rule};
use crate::value::Value;

/// A position of Grundy's game: the heaps.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grundy {
    /// The heaps, in the order they lie.
    pub heaps: Vec<u64>,
    /// Whoever makes the last move loses.
    pub misere: bool,
}

impl HasHeaps for Grundy {
    fn heaps(&self) -> &[u64] {
        &self.heaps
    }
}

/// Split heap `heap` into the two heaps `split`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GrundyMove {
    /// Which heap.
    pub heap: usize,
    /// The two unequal non-empty heaps left in its place.
    pub split: [u64; 2],
}

impl Game for Grundy {
    type Move = GrundyMove;

    fn moves(&self) -> Result<Vec<(GrundyMove, Grundy)>> {
        let rule = Rule::grundy();
        check_move_count(&rule, &self.heaps)?;
        let mut list = Vec::new();
        for (heap, &n) in self.heaps.iter().enumerate() {
            for HeapMove { leave, .. } in rule.moves_of(n) {
                let split = [leave[0], leave[1]];
                let after = Grundy {
                    heaps: heaps_after(&self.heaps, heap, &split),
                    misere: self.misere,
                };
                list.push((GrundyMove { heap, split }, after));
            }
        }
        Ok(list)
    }

    either_rule!();

    fn canonical(&self) -> Grundy {
        Grundy {
            heaps: multiset(&self.heaps),
            misere: self.misere,
        }
    }
}

impl Position for Grundy {
    const ID: &'static str = "grundy";

    fn info() -> Value {
        let example =
            Value::object(&mut [("game", "grundy".into()), ("heaps", Value::list([7u64]))]);
        let names = ["Grundy's game", "格蘭迪遊戲", "格兰迪游戏"];
        let parameters = vec![counts_parameter("heaps", &[7]), misere_parameter()];
        entry(Grundy::ID, names, parameters, vec![], example)
    }

    fn read(fields: &mut Fields<'_>) -> Result<Grundy> {
        let (heaps, misere) = fields.heaps_and_rule("heaps", None)?;
        Ok(Grundy { heaps, misere })
    }

    fn to_value(&self) -> Value {
        heaps_state(Grundy::ID, "heaps", &self.heaps, self.misere)
    }

    fn read_move(&self, mv: &Value) -> Result<GrundyMove> {
        let mut fields = Fields::new(mv, "move.", "the move")?;
        let last = self.heaps.len().saturating_sub(1) as u64;
        let heap = fields.count("heap", 0, last)? as usize;
        let split = fields.counts("split", Some(2), 0, u64::MAX)?;
        fields.finish()?;
        Ok(GrundyMove {
            heap,
            split: [split[0], split[1]],
        })
    }

    fn move_value(&self, mv: &GrundyMove) -> Value {
        Value::object(&mut [
            ("heap", mv.heap.into()),
            ("split", Value::counts(&mv.split)),
        ])
    }

    fn play(&self, mv: &GrundyMove) -> Result<Grundy> {
        let Some(&n) = self.heaps.get(mv.heap) else {
            return Err(no_such_heap(mv.heap, self.heaps.len()));
        };
        Rule::grundy().refuse(mv.heap, n, 0, &mv.split)?;
        Ok(Grundy {
            heaps: heaps_after(&self.heaps, mv.heap, &mv.split),
            misere: self.misere,
        })
    }

    fn classify(&self) -> Result<Classification> {
        if self.misere {
            // One verdict: past the quotient it is a search.
            let (outcome, method) = misere_verdict(&Rule::grundy(), self)?;
            let explanation = misere_explanation(&Rule::grundy(), &self.heaps, method);
            return Ok(Classification::new(outcome, explanation));
        }
        let mut answer = self.verdict()?;
        answer.explanation = nimber_explanation(&Rule::grundy(), &self.heaps)?;
        Ok(answer)
    }

    fn verdict(&self) -> Result<Classification> {
        if self.misere {
            let (outcome, _) = misere_verdict(&Rule::grundy(), self)?;
            return Ok(Classification::new(outcome, Value::Null));
        }
        let (nim_sum, _) = nimber_verdict(&Rule::grundy(), &self.heaps)?;
        let mut answer = Classification::new(Outcome::from_lost(nim_sum == 0), Value::Null);
        answer.nimber = Some(u64::from(nim_sum));
        Ok(answer)
    }

    fn best_move(&self) -> Result<Option<GrundyMove>> {
        if self.misere {
            let split = |heap: usize, leave: &[u64]| GrundyMove {
                heap,
                split: [leave[0], leave[1]],
            };
            if let Some((heap, m)) = misere_quotient_move(&Rule::grundy(), &self.heaps)? {
                return Ok(Some(split(heap, &m.leave)));
            }
            misere_verdict(&Rule::grundy(), self)?;
            // Bounded by the call's budget, or by MISERE_BUDGET positions outside any call.
            let limit = match crate::budget::current() {
                Some(_) => usize::MAX,
                None => MISERE_BUDGET,
            };
            return Ok(Search::new(limit).best_move(self)?.map(|(mv, _)| mv));
        }
        Ok(
            nimber_move(&Rule::grundy(), &self.heaps)?.map(|(heap, m)| GrundyMove {
                heap,
                split: [m.leave[0], m.leave[1]],
            }),
        )
    }

    fn move_to_nimber(&self, v: u64) -> Result<Option<GrundyMove>> {
        if self.misere {
            return Ok(None);
        }
        let found = crate::games::octal::move_to_nimber(&Rule::grundy(), &self.heaps, v)?;
        Ok(found.map(|(heap, m)| GrundyMove {
            heap,
            split: [m.leave[0], m.leave[1]],
        }))
    }

    fn nimber_how(&self) -> Option<Value> {
        if self.misere {
            return None;
        }
        crate::games::octal::nimber_how(&Rule::grundy(), &self.heaps)
    }

    fn searchable(&self) -> bool {
        total(&self.heaps) <= 24
    }

    /// The one move [`giveaway_move`] finds.
    fn giveaway_moves(&self) -> Result<Vec<(GrundyMove, Grundy)>> {
        if self.misere {
            return self.moves();
        }
        let Some((heap, m)) = giveaway_move(&Rule::grundy(), &self.heaps)? else {
            return Ok(Vec::new());
        };
        let after = Grundy {
            heaps: heaps_after(&self.heaps, heap, &m.leave),
            misere: false,
        };
        let split = [m.leave[0], m.leave[1]];
        Ok(vec![(GrundyMove { heap, split }, after)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_halves_are_refused() {
        let position = Grundy {
            heaps: vec![6],
            misere: false,
        };
        let err = position
            .play(&GrundyMove {
                heap: 0,
                split: [3, 3],
            })
            .unwrap_err();
        assert_eq!(err.code(), "illegal-move");
        assert!(err.message().contains("unequal"), "{err}");
        assert!(position
            .play(&GrundyMove {
                heap: 0,
                split: [4, 2]
            })
            .is_ok());
    }
}
