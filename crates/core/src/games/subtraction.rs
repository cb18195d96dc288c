//! Take 1..k (單堆遊戲, `001` section 五): one pile of n; a move takes 1 to k
//! objects (at most what is left).
//!
//! Normal play: the safe positions (P) are the multiples of k + 1: whatever
//! i the opponent takes, taking k + 1 − i restores a multiple (`001`). The
//! Sprague–Grundy value is n mod (k + 1). Misère: the safe positions are
//! q(k + 1) + 1 (`001`).
//!
//! Remoteness, with n = q(k + 1) + r, 0 ≤ r ≤ k (both proved equal to the
//! search below): normal play 2q if r = 0, else 2q + 1; misère 0 at n = 0,
//! 2q + 1 if r = 1, 2q if r = 0, 2q + 2 otherwise. (Each move reaches at most
//! one safe pile, and every move from a safe pile lands at the same distance.)
//!
//! # Explanation fields (`classify(...).explanation`)
//!
//! - `rule`: `"normal"` or `"misere"`.
//! - `pile`: n; `max`: k; `modulus`: k + 1 (may be 2^64 when k = 2^64 − 1).
//! - `quotient`, `residue`: q and r with n = q(k + 1) + r, 0 ≤ r ≤ k.
//! - `safeResidue`: the residue of the safe piles: 0 (normal) or 1 (misère).
//! - `formula`: the row of the rule that applies: `"multiple"` (normal,
//!   r = 0: P), `"remainder"` (normal, r ≠ 0: N, take r), `"oneMore"`
//!   (misère, r = 1: P), `"empty"` (misère, n = 0: the opponent took the
//!   last object, the player to move has won), `"otherMisere"` (misère,
//!   otherwise: N, take r − 1, or k when r = 0).
//! - `take`: the winning take, or `null` in a P-position or at the end.
//! - `target`: the safe pile the winning take leaves, or `null`.
//! - `safePiles`: the first safe piles 0, k + 1, 2(k + 1), … (normal) or
//!   1, k + 2, 2(k + 1) + 1, … (misère): up to 6, those at most 2^64 − 1.

use crate::error::{Error, ErrorKey, Result};
use crate::fields::Fields;
use crate::game::{
    entry, misere_parameter, moves_listable, parameter, Classification, Game, Outcome, Position,
};
use crate::value::Value;

/// A take-1..k position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Subtraction {
    /// Objects left in the pile.
    pub pile: u64,
    /// The most a move takes (k ≥ 1).
    pub max: u64,
    /// Whoever takes the last object loses.
    pub misere: bool,
}

/// Take `take` objects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SubtractionMove {
    /// How many objects, 1..=min(k, n).
    pub take: u64,
}

/// The exact search is offered up to this many positions × moves.
const SEARCH_WORK: u128 = 20_000;

impl Subtraction {
    /// k + 1, exact even for k = 2^64 − 1.
    fn modulus(&self) -> u128 {
        u128::from(self.max) + 1
    }

    /// (q, r) with n = q(k + 1) + r.
    fn split(&self) -> (u128, u128) {
        let n = u128::from(self.pile);
        (n / self.modulus(), n % self.modulus())
    }

    fn largest_take(&self) -> u64 {
        self.max.min(self.pile)
    }

    /// `001`: P iff n ≡ 0 (normal) or n ≡ 1 (misère) mod k + 1.
    fn lost(&self) -> bool {
        let (_, r) = self.split();
        r == u128::from(self.misere)
    }

    /// The take to a safe pile, if there is one.
    fn winning_take(&self) -> Option<u64> {
        let (_, r) = self.split();
        let take = match (self.misere, r) {
            (false, 0) => return None,
            (false, r) => r,
            (true, 1) => return None,
            (true, 0) if self.pile == 0 => return None,
            (true, 0) => u128::from(self.max),
            (true, r) => r - 1,
        };
        u64::try_from(take).ok()
    }

    fn remoteness(&self) -> Option<u64> {
        let (q, r) = self.split();
        let moves = match (self.misere, r) {
            (false, 0) => 2 * q,
            (false, _) => 2 * q + 1,
            (true, _) if self.pile == 0 => 0,
            (true, 1) => 2 * q + 1,
            (true, 0) => 2 * q,
            (true, _) => 2 * q + 2,
        };
        u64::try_from(moves).ok()
    }

    fn explanation(&self) -> Value {
        let (q, r) = self.split();
        let formula = match (self.misere, r) {
            (false, 0) => "multiple",
            (false, _) => "remainder",
            (true, _) if self.pile == 0 => "empty",
            (true, 1) => "oneMore",
            (true, _) => "otherMisere",
        };
        let mut safe_piles = Vec::new();
        let mut safe = u128::from(self.misere);
        while safe_piles.len() < 6 && safe <= u128::from(u64::MAX) {
            safe_piles.push(Value::int(safe as i128));
            safe += self.modulus();
        }
        let take = self.winning_take();
        let mut e = Value::Map(Vec::new());
        e.set("rule", if self.misere { "misere" } else { "normal" }.into());
        e.set("pile", self.pile.into());
        e.set("max", self.max.into());
        e.set("modulus", Value::int(self.modulus() as i128));
        e.set("quotient", Value::int(q as i128));
        e.set("residue", Value::int(r as i128));
        e.set("safeResidue", u64::from(self.misere).into());
        e.set("formula", formula.into());
        e.set("take", take.into());
        e.set("target", take.map(|t| self.pile - t).into());
        e.set("safePiles", Value::List(safe_piles));
        e
    }
}

impl Game for Subtraction {
    type Move = SubtractionMove;

    fn moves(&self) -> Result<Vec<(SubtractionMove, Subtraction)>> {
        let count = self.largest_take();
        moves_listable(count.into())?;
        let mut list = Vec::new();
        for take in 1..=count {
            let after = Subtraction {
                pile: self.pile - take,
                ..*self
            };
            list.push((SubtractionMove { take }, after));
        }
        Ok(list)
    }

    either_rule!();
}

impl Position for Subtraction {
    const ID: &'static str = "subtraction";

    fn info() -> Value {
        let example = Subtraction {
            pile: 21,
            max: 3,
            misere: false,
        };
        let names = [
            "Take 1 to k",
            "單堆遊戲（每次取 1 到 k 個）",
            "单堆游戏（每次取 1 到 k 个）",
        ];
        let parameters = vec![
            parameter("pile", "count", 21u64.into(), Some((0, u64::MAX)), &[]),
            parameter("max", "count", 3u64.into(), Some((1, u64::MAX)), &[]),
            misere_parameter(),
        ];
        entry(
            Subtraction::ID,
            names,
            parameters,
            vec![],
            example.to_value(),
        )
    }

    fn read(fields: &mut Fields<'_>) -> Result<Subtraction> {
        let pile = fields.count("pile", 0, u64::MAX)?;
        let max = fields.count("max", 1, u64::MAX)?;
        let misere = fields.flag("misere", false)?;
        Ok(Subtraction { pile, max, misere })
    }

    fn to_value(&self) -> Value {
        let mut state = Value::Map(Vec::new());
        state.set("game", Subtraction::ID.into());
        state.set("pile", self.pile.into());
        state.set("max", self.max.into());
        state.set("misere", self.misere.into());
        state
    }

    take_move!(SubtractionMove);

    fn play(&self, mv: &SubtractionMove) -> Result<Subtraction> {
        if mv.take == 0 {
            return Err(
                Error::new(ErrorKey::TakeNothing, "move.take must be at least 1")
                    .with("field", "move.take"),
            );
        }
        if mv.take > self.max {
            return Err(Error::of(ErrorKey::TakeOverMax)
                .with("take", mv.take)
                .with("max", self.max));
        }
        if mv.take > self.pile {
            return Err(Error::of(ErrorKey::TakeOverPile)
                .with("take", mv.take)
                .with("pile", self.pile));
        }
        Ok(Subtraction {
            pile: self.pile - mv.take,
            ..*self
        })
    }

    fn classify(&self) -> Result<Classification> {
        Ok(self.verdict()?.explained(self.explanation()))
    }

    fn verdict(&self) -> Result<Classification> {
        let mut answer = Classification::new(Outcome::from_lost(self.lost()), Value::Null);
        answer.nimber = if self.misere {
            None
        } else {
            u64::try_from(self.split().1).ok()
        };
        answer.remoteness = self.remoteness();
        Ok(answer)
    }

    fn best_move(&self) -> Result<Option<SubtractionMove>> {
        if self.pile == 0 {
            return Ok(None);
        }
        // No winning take: the smallest (以拖待變).
        let take = self.winning_take().unwrap_or(1);
        Ok(Some(SubtractionMove { take }))
    }

    /// G(n) = n mod (k + 1): taking r − v leaves residue v.
    fn move_to_nimber(&self, v: u64) -> Result<Option<SubtractionMove>> {
        let r = self.split().1;
        Ok((u128::from(v) < r)
            .then(|| u64::try_from(r - u128::from(v)).ok())
            .flatten()
            .map(|take| SubtractionMove { take }))
    }

    fn nimber_how(&self) -> Option<Value> {
        let residue = Value::int(self.split().1 as i128);
        Some(Value::object(&mut [
            ("how", "period".into()),
            (
                "heaps",
                Value::list([Value::object(&mut [
                    ("size", self.pile.into()),
                    ("nimber", residue),
                ])]),
            ),
            (
                "period",
                Value::object(&mut [
                    ("start", 0u64.into()),
                    ("length", Value::int(self.modulus() as i128)),
                ]),
            ),
        ]))
    }

    fn searchable(&self) -> bool {
        (u128::from(self.pile) + 1) * u128::from(self.largest_take()) <= SEARCH_WORK
    }

    /// Take 1 and take 2: the first leaves a pile a move from the second's.
    fn giveaway_moves(&self) -> Result<Vec<(SubtractionMove, Subtraction)>> {
        Ok((1..=self.largest_take().min(2))
            .map(|take| {
                let after = Subtraction {
                    pile: self.pile - take,
                    ..*self
                };
                (SubtractionMove { take }, after)
            })
            .collect())
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn game(pile: u64, max: u64, misere: bool) -> Subtraction {
        Subtraction { pile, max, misere }
    }

    #[test]
    fn multiples_of_k_plus_one_are_safe() {
        // `001` 五: k + 1 is safe, and by induction every multiple; from
        // q(k + 1) + r take r. Reversed rule: the safe piles are q(k + 1) + 1.
        let position = game(21, 3, false);
        let answer = position.classify().unwrap();
        assert_eq!(answer.outcome, Outcome::N);
        assert_eq!(answer.nimber, Some(1));
        assert_eq!(
            position.best_move().unwrap(),
            Some(SubtractionMove { take: 1 })
        );
        let e = &answer.explanation;
        assert_eq!(e.get("modulus"), Some(&Value::from(4u64)));
        assert_eq!(e.get("residue"), Some(&Value::from(1u64)));
        assert_eq!(e.get("formula"), Some(&Value::from("remainder")));
        assert_eq!(e.get("target"), Some(&Value::from(20u64)));
        assert_eq!(
            e.get("safePiles"),
            Some(&Value::list([0u64, 4, 8, 12, 16, 20]))
        );
        for pile in [0u64, 4, 8, 400] {
            assert_eq!(game(pile, 3, false).classify().unwrap().outcome, Outcome::P);
        }
        for pile in [1u64, 5, 9, 401] {
            assert_eq!(game(pile, 3, true).classify().unwrap().outcome, Outcome::P);
        }
        let misere = game(21, 3, true).classify().unwrap();
        assert_eq!(misere.outcome, Outcome::P);
        assert_eq!(
            misere.explanation.get("formula"),
            Some(&Value::from("oneMore"))
        );
        assert_eq!(
            misere.explanation.get("safePiles"),
            Some(&Value::list([1u64, 5, 9, 13, 17, 21]))
        );
        // Whatever i the opponent takes from a multiple, k + 1 − i restores one.
        for i in 1..=3 {
            let after = game(20, 3, false)
                .play(&SubtractionMove { take: i })
                .unwrap();
            assert_eq!(
                after.best_move().unwrap(),
                Some(SubtractionMove { take: 4 - i })
            );
        }
    }

    #[test]
    fn the_largest_k_does_not_overflow() {
        let position = game(u64::MAX, u64::MAX, false);
        let answer = position.classify().unwrap();
        assert_eq!(answer.outcome, Outcome::N);
        assert_eq!(answer.nimber, Some(u64::MAX));
        assert_eq!(answer.remoteness, Some(1));
        assert_eq!(
            answer.explanation.get("modulus"),
            Some(&Value::int(1i128 << 64))
        );
        assert_eq!(
            position.best_move().unwrap(),
            Some(SubtractionMove { take: u64::MAX })
        );
        assert_eq!(position.moves().unwrap_err().code(), "too-large");
        assert!(!position.searchable());
        let misere = game(u64::MAX, u64::MAX, true);
        assert_eq!(
            misere.best_move().unwrap(),
            Some(SubtractionMove { take: u64::MAX - 1 })
        );
        let long = game(u64::MAX, 1, true).classify().unwrap();
        assert_eq!(long.outcome, Outcome::P);
        assert_eq!(long.remoteness, Some(u64::MAX));
        assert_eq!(
            game(u64::MAX, 1, false).classify().unwrap().remoteness,
            Some(u64::MAX)
        );
    }

    #[test]
    fn states_and_moves_are_read_with_clear_errors() {
        let state = Value::map([
            ("game", Value::from("subtraction")),
            ("pile", Value::from(10u64)),
            ("max", Value::from(3u64)),
        ]);
        let answer = crate::api::classify(&state).unwrap();
        assert_eq!(answer.get("outcome"), Some(&Value::from("N")));
        assert_eq!(answer.get("remoteness"), Some(&Value::from(5u64)));
        let best = crate::api::best_move(&state).unwrap();
        assert_eq!(
            best.get("move"),
            Some(&Value::map([("take", Value::from(2u64))]))
        );
        let bad = Value::map([
            ("game", Value::from("subtraction")),
            ("pile", Value::from(10u64)),
            ("max", Value::from(0u64)),
        ]);
        let err = crate::api::classify(&bad).unwrap_err();
        assert_eq!(err.code(), "bad-state");
        assert!(
            err.message()
                .starts_with("max must be a whole number from 1"),
            "{}",
            err.message()
        );
        for take in [4u64, 0] {
            let mv = Value::map([("take", Value::from(take))]);
            let err = crate::api::play(&state, &mv).unwrap_err();
            assert!(err.message().contains("move.take"), "{}", err.message());
        }
        let position = game(2, 3, false);
        assert_eq!(
            position
                .play(&SubtractionMove { take: 3 })
                .unwrap_err()
                .code(),
            "illegal-move"
        );
        assert_eq!(
            position
                .play(&SubtractionMove { take: 0 })
                .unwrap_err()
                .code(),
            "illegal-move"
        );
    }

    proptest! {
        #[test]
        fn play_refuses_a_take_past_the_limit(pile in 0u64..50, max in 1u64..60, misere in any::<bool>()) {
            let position = game(pile, max, misere);
            let too_many = SubtractionMove { take: max.min(pile) + 1 };
            prop_assert!(position.play(&too_many).is_err());
        }
    }
}
