//! One file a game: its rules, its closed form with the theorem it rests on,
//! and the article's own examples as tests.

/// The end of a game played under either rule (`self.misere`): under
/// misère play whoever cannot move wins, and only normal play has nimbers.
macro_rules! either_rule {
    () => {
        fn mover_wins_at_end(&self) -> bool {
            self.misere
        }

        fn has_nimber(&self) -> bool {
            !self.misere
        }
    };
}

/// The plain form of a move that takes a number of objects from one pile,
/// `{take}`, read and written (`$move` has the one field `take`).
macro_rules! take_move {
    ($move:ident) => {
        fn read_move(&self, mv: &Value) -> Result<$move> {
            let take = crate::game::read_take(mv)?;
            Ok($move { take })
        }

        fn move_value(&self, mv: &$move) -> Value {
            crate::game::take_value(mv.take)
        }
    };
}

pub mod dice;
pub mod fibonacci;
#[cfg(feature = "take-and-break")]
pub mod grundy;
pub mod kayles;
pub mod nim;
#[cfg(feature = "take-and-break")]
pub mod octal;
pub mod odd_even;
pub mod subtraction;
#[cfg(feature = "take-and-break")]
pub mod sum;
pub mod wythoff;

#[cfg(test)]
mod tests {
    /// Every multiset of heap sizes (non-increasing lists of positive
    /// sizes) with at most `total` objects.
    pub(crate) fn multisets(total: u64) -> Vec<Vec<u64>> {
        fn extend(rest: u64, largest: u64, heaps: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
            out.push(heaps.clone());
            for n in 1..=rest.min(largest) {
                heaps.push(n);
                extend(rest - n, n, heaps, out);
                heaps.pop();
            }
        }
        let mut out = Vec::new();
        extend(total, total, &mut Vec::new(), &mut out);
        out
    }
}
