//! Nim (拈, 拿; `001` section 一, `003` “抓三堆”): heaps of objects; a move
//! takes one or more objects from exactly one heap.
//!
//! Normal play (whoever takes the last object wins): a position is P (安全殘局,
//! `003`'s 可控局) iff the nim-sum, the binary sum without carries
//! (不進位的和, XOR), is 0 (Bouton 1901). The Sprague–Grundy value of the
//! position is the nim-sum itself.
//!
//! Misère (whoever takes the last object loses): the same, except when every
//! heap has at most one object; then P iff the number of one-object heaps is
//! odd (Bouton 1901; `001`'s closing paragraph on the reversed rule, `003`
//! part 1 section 三).
//!
//! The winning move is the article's (`001`): among the columns where the
//! column sum is odd take the leftmost, pick a heap with a 1 in that column,
//! and flip that heap's bits in every odd column. In misère play, once exactly
//! one heap has more than one object, that heap goes to 0 or 1 so that an odd
//! number of one-object heaps is left (`001`; `003`'s {0,0,1}).
//!
//! # Explanation fields (`classify(...).explanation`)
//!
//! - `rule`: `"normal"` or `"misere"`.
//! - `heapCount`: the number of heaps.
//! - `width`: the number of binary digits of the largest heap (at least 1).
//! - `rows`: the first `rowsShown` heaps as `{heap, size, bits}`: `heap` its
//!   0-based index, `size` its count, `bits` its binary digits, most
//!   significant first, padded with zeros to `width`.
//! - `rowsShown`: how many heaps `rows` shows (at most 1000).
//! - `columnSums`: for each column, most significant first (`width` items),
//!   how many heaps have a 1 there: the article's 不進位的和 (“212” for
//!   {3,4,5}).
//! - `nimSum`: the nim-sum (XOR of all heaps); `nimSumBits`: its `width`
//!   binary digits.
//! - `oddColumns`: the columns with an odd sum, as bit positions (0 is the
//!   units column), highest first.
//! - `fixBit`: the highest odd column (the column to fix), or `null` when the
//!   nim-sum is 0.
//! - `change`: the move the strategy makes, `{heap, from, to, take}` (heap
//!   index, its size before and after, the number taken), or `null` when the
//!   position is P (no move reaches a P-position) or the game is over. In the
//!   misère endgame (`misereCase` `"oneLarge"`) it is the endgame move, which
//!   need not fix the columns.
//! - `winningMoves`: every move to a P-position under `rule`, heap by heap
//!   (a heap has at most one), as `{heap, from, to, take}`, the first
//!   `WINS_SHOWN`; `winningMoveCount`: how many there are in all. `001`'s
//!   {14, 15, 18, 22} has three.
//! - Misère only: `largeHeaps` (heaps with 2 or more), `onesCount` (heaps with
//!   exactly 1), and `misereCase`: `"allSmall"` (every heap ≤ 1: P iff
//!   `onesCount` is odd, the nim-sum rule does not apply), `"oneLarge"` (one
//!   heap > 1: N; take it to 0 or 1 to leave an odd number of 1-heaps) or
//!   `"normal"` (two or more heaps > 1: judged and played as in normal play);
//!   `endgame`: whether the misère endgame rule applies (`misereCase` is
//!   `"allSmall"` or `"oneLarge"`).

use crate::error::{Error, ErrorKey, Result};
use crate::fields::Fields;
use crate::game::{
    counts_parameter, entry, heaps_state, misere_parameter, moves_writable, multiset, total,
    Classification, Game, Outcome, Position,
};
use crate::value::Value;

/// A Nim position: the sizes of the heaps, in the order they lie.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Nim {
    /// Sizes of the heaps.
    pub heaps: Vec<u64>,
    /// Whoever takes the last object loses.
    pub misere: bool,
}

/// Take `take` (at least 1) objects from heap `heap` (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NimMove {
    /// Which heap.
    pub heap: usize,
    /// How many objects.
    pub take: u64,
}

/// The most heaps the explanation spells out in binary.
const SHOWN: usize = 1000;

/// The most winning moves the explanation lists.
const WINS_SHOWN: usize = 20;

/// The exact search is offered when the positions below this one, at most
/// the product of (heap + 1), number at most this…
const SEARCH_POSITIONS: u64 = 20_000;

/// …and that product times the moves from each (at most the sum of the
/// heaps) stays below this.
const SEARCH_WORK: u64 = 150_000;

/// The nim-sum (不進位的和, XOR) of the heaps.
pub fn nim_sum(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |x, &h| x ^ h)
}

/// What the misère rule needs: heaps of 2 or more, and heaps of exactly 1.
fn misere_counts(heaps: &[u64]) -> (u64, u64) {
    heaps.iter().fold((0, 0), |(large, ones), &h| match h {
        0 => (large, ones),
        1 => (large, ones + 1),
        _ => (large + 1, ones),
    })
}

/// Bouton's rule: whether the player to move loses.
fn lost(heaps: &[u64], misere: bool) -> bool {
    let x = nim_sum(heaps);
    if misere {
        let (large, ones) = misere_counts(heaps);
        if large == 0 {
            return ones % 2 == 1;
        }
    }
    x == 0
}

impl Nim {
    /// `illegal-move`: the heap `heap` is not there.
    fn no_such_heap(&self, heap: u64) -> Error {
        Error::of(ErrorKey::NoSuchHeap)
            .with("heap", heap)
            .with("count", self.heaps.len())
    }

    fn total_moves(&self) -> u64 {
        total(&self.heaps)
    }

    fn after(&self, mv: &NimMove) -> Nim {
        let mut heaps = self.heaps.clone();
        if let Some(h) = heaps.get_mut(mv.heap) {
            *h -= mv.take;
        }
        Nim {
            heaps,
            misere: self.misere,
        }
    }

    /// The move to a P-position by the closed form, if there is one.
    fn winning_move(&self) -> Option<NimMove> {
        if self.misere {
            let (large, ones) = misere_counts(&self.heaps);
            if large == 0 {
                // Every heap ≤ 1: taking a 1 leaves an odd count iff the count is even.
                let first = self.heaps.iter().position(|&h| h == 1)?;
                return (ones % 2 == 0).then_some(NimMove {
                    heap: first,
                    take: 1,
                });
            }
            if large == 1 {
                // `001`: take the one large heap to 0 or 1, whichever leaves
                // an odd number of one-object heaps.
                let heap = self.heaps.iter().position(|&h| h >= 2)?;
                let size = self.heaps[heap];
                let keep = if ones % 2 == 1 { 0 } else { 1 };
                return Some(NimMove {
                    heap,
                    take: size - keep,
                });
            }
        }
        let x = nim_sum(&self.heaps);
        if x == 0 {
            return None;
        }
        // `001`: the leftmost odd column; a heap with a 1 there; flip every odd column.
        let top = 63 - x.leading_zeros();
        let heap = self.heaps.iter().position(|&h| h >> top & 1 == 1)?;
        let size = self.heaps[heap];
        Some(NimMove {
            heap,
            take: size - (size ^ x),
        })
    }

    /// Every move to a P-position: a heap can only go to `h ^ x` (normal
    /// play), or to 0 or 1 (the misère endgame), so those are tried against
    /// Bouton's rule, kept up to date one heap at a time.
    fn winning_moves(&self) -> (Vec<NimMove>, usize) {
        let x = nim_sum(&self.heaps);
        let (large, ones) = misere_counts(&self.heaps);
        let class = |h: u64| match h {
            0 => (0, 0),
            1 => (0, 1),
            _ => (1, 0),
        };
        let lost_after = |h: u64, to: u64| {
            let (l0, o0) = class(h);
            let (l1, o1) = class(to);
            let (large, ones) = (large - l0 + l1, ones - o0 + o1);
            if self.misere && large == 0 {
                ones % 2 == 1
            } else {
                x ^ h ^ to == 0
            }
        };
        let mut wins = Vec::new();
        let mut count = 0;
        for (heap, &h) in self.heaps.iter().enumerate() {
            let to = [h ^ x, 0, 1]
                .into_iter()
                .find(|&to| to < h && lost_after(h, to));
            if let Some(to) = to {
                count += 1;
                if wins.len() < WINS_SHOWN {
                    wins.push(NimMove { heap, take: h - to });
                }
            }
        }
        (wins, count)
    }

    fn change_value(&self, mv: &NimMove) -> Value {
        let from = self.heaps[mv.heap];
        Value::object(&mut [
            ("heap", mv.heap.into()),
            ("from", from.into()),
            ("to", (from - mv.take).into()),
            ("take", mv.take.into()),
        ])
    }

    fn explanation(&self) -> Value {
        let x = nim_sum(&self.heaps);
        let largest = self.heaps.iter().copied().max().unwrap_or(0);
        let width = (64 - largest.leading_zeros()).max(1) as usize;
        let mut rows = Vec::new();
        let mut ones_in_column = [0u64; 64];
        for (i, &h) in self.heaps.iter().enumerate() {
            if i < SHOWN {
                rows.push(Value::object(&mut [
                    ("heap", i.into()),
                    ("size", h.into()),
                    ("bits", bits(h, width).into()),
                ]));
            }
            let mut rest = h;
            while rest != 0 {
                ones_in_column[rest.trailing_zeros() as usize] += 1;
                rest &= rest - 1;
            }
        }
        let mut column_sums = Vec::new();
        let mut odd_columns = Vec::new();
        for column in (0..width).rev() {
            column_sums.push(Value::from(ones_in_column[column]));
            if x >> column & 1 == 1 {
                odd_columns.push(Value::from(column));
            }
        }
        let fix_bit = (x != 0).then(|| u64::from(63 - x.leading_zeros()));
        let change = match self.winning_move() {
            Some(mv) => self.change_value(&mv),
            None => Value::Null,
        };
        let (wins, win_count) = self.winning_moves();
        let wins = wins.iter().map(|mv| self.change_value(mv)).collect();
        let mut entries = vec![
            (
                "rule",
                Value::from(if self.misere { "misere" } else { "normal" }),
            ),
            ("heapCount", self.heaps.len().into()),
            ("width", width.into()),
            ("rows", Value::List(rows)),
            ("rowsShown", self.heaps.len().min(SHOWN).into()),
            ("columnSums", Value::List(column_sums)),
            ("nimSum", x.into()),
            ("nimSumBits", bits(x, width).into()),
            ("oddColumns", Value::List(odd_columns)),
            ("fixBit", fix_bit.into()),
            ("change", change),
            ("winningMoves", Value::List(wins)),
            ("winningMoveCount", win_count.into()),
        ];
        if self.misere {
            let (large, ones) = misere_counts(&self.heaps);
            let case = match large {
                0 => "allSmall",
                1 => "oneLarge",
                _ => "normal",
            };
            entries.push(("largeHeaps", large.into()));
            entries.push(("onesCount", ones.into()));
            entries.push(("misereCase", case.into()));
            entries.push(("endgame", (large <= 1).into()));
        }
        Value::object(&mut entries)
    }
}

/// The `width` binary digits of n (n < 2^width), most significant first.
fn bits(n: u64, width: usize) -> String {
    let mut digits = String::new();
    for i in (0..width).rev() {
        digits.push(if n >> i & 1 == 1 { '1' } else { '0' });
    }
    digits
}

impl Game for Nim {
    type Move = NimMove;

    fn moves(&self) -> Result<Vec<(NimMove, Nim)>> {
        let total = self.total_moves();
        moves_writable(total, self.heaps.len(), "heaps")?;
        let mut list = Vec::with_capacity(total as usize);
        for (heap, &h) in self.heaps.iter().enumerate() {
            for take in 1..=h {
                let mv = NimMove { heap, take };
                list.push((mv, self.after(&mv)));
            }
        }
        Ok(list)
    }

    either_rule!();

    fn canonical(&self) -> Nim {
        Nim {
            heaps: multiset(&self.heaps),
            misere: self.misere,
        }
    }

    fn is_over(&self) -> bool {
        self.heaps.iter().all(|&h| h == 0)
    }
}

impl Position for Nim {
    const ID: &'static str = "nim";

    fn info() -> Value {
        let example = Value::object(&mut [
            ("game", Nim::ID.into()),
            ("heaps", Value::list([3u64, 4, 5])),
            ("misere", false.into()),
        ]);
        let parameters = vec![counts_parameter("heaps", &[3, 4, 5]), misere_parameter()];
        entry(Nim::ID, ["Nim", "拈", "拈"], parameters, vec![], example)
    }

    fn read(fields: &mut Fields<'_>) -> Result<Nim> {
        let (heaps, misere) = fields.heaps_and_rule("heaps", None)?;
        Ok(Nim { heaps, misere })
    }

    fn to_value(&self) -> Value {
        heaps_state(Nim::ID, "heaps", &self.heaps, self.misere)
    }

    fn read_move(&self, mv: &Value) -> Result<NimMove> {
        let mut fields = Fields::new(mv, "move.", "the move")?;
        // A heap the position lacks is `play`'s illegal move, not a bad shape.
        let heap = fields.count("heap", 0, u64::MAX)?;
        let take = fields.count("take", 1, u64::MAX)?;
        fields.finish()?;
        // Past usize (wasm32's 2^32 − 1) no position has it: quoted as given.
        let heap = usize::try_from(heap).map_err(|_| self.no_such_heap(heap))?;
        Ok(NimMove { heap, take })
    }

    fn move_value(&self, mv: &NimMove) -> Value {
        Value::object(&mut [("heap", mv.heap.into()), ("take", mv.take.into())])
    }

    fn play(&self, mv: &NimMove) -> Result<Nim> {
        let Some(&h) = self.heaps.get(mv.heap) else {
            return Err(self.no_such_heap(mv.heap as u64));
        };
        if mv.take == 0 {
            return Err(Error::new(
                ErrorKey::TakeNothing,
                "move.take must be at least 1: a move takes one or more objects",
            )
            .with("field", "move.take"));
        }
        if mv.take > h {
            return Err(Error::of(ErrorKey::TakeOverHeap)
                .with("heap", mv.heap)
                .with("size", h)
                .with("take", mv.take));
        }
        Ok(self.after(mv))
    }

    fn classify(&self) -> Result<Classification> {
        Ok(self.verdict()?.explained(self.explanation()))
    }

    fn verdict(&self) -> Result<Classification> {
        let outcome = Outcome::from_lost(lost(&self.heaps, self.misere));
        let mut answer = Classification::new(outcome, Value::Null);
        answer.nimber = (!self.misere).then(|| nim_sum(&self.heaps));
        Ok(answer)
    }

    fn best_move(&self) -> Result<Option<NimMove>> {
        if let Some(mv) = self.winning_move() {
            return Ok(Some(mv));
        }
        // No winning move: the smallest take (以拖待變).
        Ok(self
            .heaps
            .iter()
            .position(|&h| h > 0)
            .map(|heap| NimMove { heap, take: 1 }))
    }

    /// Bouton: leave heap h as h XOR (nim-sum XOR v) where that is smaller.
    fn move_to_nimber(&self, v: u64) -> Result<Option<NimMove>> {
        let change = nim_sum(&self.heaps) ^ v;
        Ok(self
            .heaps
            .iter()
            .position(|&h| h ^ change < h)
            .map(|heap| NimMove {
                heap,
                take: self.heaps[heap] - (self.heaps[heap] ^ change),
            }))
    }

    fn nimber_how(&self) -> Option<Value> {
        Some(Value::object(&mut [
            ("how", "bouton".into()),
            ("heaps", Value::counts(&self.heaps)),
        ]))
    }

    fn searchable(&self) -> bool {
        let mut positions: u64 = 1;
        for &h in &self.heaps {
            if h > 0 {
                positions = positions.saturating_mul(h.saturating_add(1));
                if positions > SEARCH_POSITIONS {
                    return false;
                }
            }
        }
        // Each searched position carries every heap, empty ones too.
        positions.saturating_mul(self.total_moves()) <= SEARCH_WORK && self.heaps.len() <= 64
    }

    /// Take 1 and take 2 from the largest heap: the first leaves a position
    /// a move from the second's. With every heap at most 1, all moves
    /// leave the same heaps.
    fn giveaway_moves(&self) -> Result<Vec<(NimMove, Nim)>> {
        let largest = (0..self.heaps.len()).max_by_key(|&heap| self.heaps[heap]);
        Ok(largest.map_or_else(Vec::new, |heap| {
            (1..=self.heaps[heap].min(2))
                .map(|take| {
                    let mv = NimMove { heap, take };
                    (mv, self.after(&mv))
                })
                .collect()
        }))
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::brute::{self, Search};

    fn nim(heaps: &[u64], misere: bool) -> Nim {
        Nim {
            heaps: heaps.to_vec(),
            misere,
        }
    }

    fn outcome(heaps: &[u64], misere: bool) -> Outcome {
        nim(heaps, misere).classify().unwrap().outcome
    }

    /// Every ordered list of up to `count` heaps of at most `max`.
    fn positions(count: usize, max: u64) -> Vec<Vec<u64>> {
        let mut out = vec![Vec::new()];
        let mut layer = vec![Vec::new()];
        for _ in 0..count {
            let mut next = Vec::new();
            for heaps in &layer {
                for h in 0..=max {
                    let mut longer: Vec<u64> = heaps.clone();
                    longer.push(h);
                    next.push(longer);
                }
            }
            out.extend(next.iter().cloned());
            layer = next;
        }
        out
    }

    /// Every winning move found by trying all moves against the search.
    fn winning_moves(position: &Nim, search: &mut Search) -> Vec<NimMove> {
        let mut wins = Vec::new();
        for (mv, after) in position.moves().unwrap() {
            if search.solve(&after).unwrap().outcome == Outcome::P {
                wins.push(mv);
            }
        }
        wins
    }

    #[test]
    fn explained_winning_moves_are_the_searchs_up_to_4_heaps_of_6() {
        for misere in [false, true] {
            let mut search = Search::new(5_000_000);
            for heaps in positions(4, 6) {
                let position = nim(&heaps, misere);
                let (listed, count) = position.winning_moves();
                let found = winning_moves(&position, &mut search);
                assert_eq!(listed, found, "{position:?}");
                assert_eq!(count, found.len(), "{position:?}");
            }
        }
        let e = nim(&[14, 15, 18, 22], false)
            .classify()
            .unwrap()
            .explanation;
        assert_eq!(e.get("winningMoveCount"), Some(&Value::from(3u64)));
    }

    #[test]
    fn three_four_five_take_two_from_the_first_row() {
        // `001` 例 1: column sums 2 1 2, unsafe; take 2 from the 3 to leave 1, 4, 5.
        let position = nim(&[3, 4, 5], false);
        let answer = position.classify().unwrap();
        assert_eq!(answer.outcome, Outcome::N);
        assert_eq!(answer.nimber, Some(2));
        let e = &answer.explanation;
        assert_eq!(e.get("columnSums"), Some(&Value::list([2u64, 1, 2])));
        assert_eq!(e.get("nimSumBits"), Some(&Value::from("010")));
        assert_eq!(e.get("fixBit"), Some(&Value::from(1u64)));
        let rows = Value::list(["011", "100", "101"].map(|b| b.to_string()));
        let shown: Vec<Value> = match e.get("rows") {
            Some(Value::List(rows)) => rows
                .iter()
                .map(|r| r.get("bits").cloned().unwrap())
                .collect(),
            _ => Vec::new(),
        };
        assert_eq!(Value::List(shown), rows);
        assert_eq!(
            position.best_move().unwrap(),
            Some(NimMove { heap: 0, take: 2 })
        );
        let after = position.play(&NimMove { heap: 0, take: 2 }).unwrap();
        assert_eq!(after.heaps, [1, 4, 5]);
        // `001`: {1, 4, 5} is safe (column sums 2 0 2), whatever the opponent takes.
        assert_eq!(outcome(&[1, 4, 5], false), Outcome::P);
        assert_eq!(brute::solve(&after).unwrap().outcome, Outcome::P);
        // `001`: taking 2 from the 4 of {1, 4, 5} makes column sums 1 1 2.
        let unsafe_again = after.play(&NimMove { heap: 1, take: 2 }).unwrap();
        let answer = unsafe_again.classify().unwrap();
        assert_eq!(
            answer.explanation.get("columnSums"),
            Some(&Value::list([1u64, 1, 2]))
        );
        assert_eq!(answer.outcome, Outcome::N);
    }

    #[test]
    fn fourteen_fifteen_eighteen_twenty_two() {
        // `001` 例 2: column sums 2 2 3 4 1; take 3 from 14 or 5 from 15.
        let position = nim(&[14, 15, 18, 22], false);
        let answer = position.classify().unwrap();
        assert_eq!(answer.outcome, Outcome::N);
        let e = &answer.explanation;
        assert_eq!(e.get("columnSums"), Some(&Value::list([2u64, 2, 3, 4, 1])));
        assert_eq!(e.get("oddColumns"), Some(&Value::list([2u64, 0])));
        let wins = winning_moves(&position, &mut Search::new(5_000_000));
        let from_14 = NimMove { heap: 0, take: 3 };
        let from_15 = NimMove { heap: 1, take: 5 };
        assert!(
            wins.contains(&from_14) && wins.contains(&from_15),
            "{wins:?}"
        );
        // The article names two rows with a 1 in the leftmost odd column; the
        // 22 has one too (10110), and 22 → 19 wins as well: three moves in all.
        assert_eq!(wins, [from_14, from_15, NimMove { heap: 3, take: 3 }]);
        assert_eq!(position.best_move().unwrap(), Some(from_14));
        // After either move the column sums are all even: 2 2 2 4 2 and 2 2 2 4 0.
        for (mv, sums) in [(from_14, [2u64, 2, 2, 4, 2]), (from_15, [2, 2, 2, 4, 0])] {
            let after = position.play(&mv).unwrap().classify().unwrap();
            assert_eq!(after.outcome, Outcome::P);
            assert_eq!(
                after.explanation.get("columnSums"),
                Some(&Value::list(sums))
            );
        }
    }

    #[test]
    fn the_safe_three_heap_positions_of_003() {
        // `003` part 1, 二.3: the table of 可控局 by 层级.
        let safe: [[u64; 3]; 29] = [
            [5, 8, 13],
            [5, 9, 12],
            [5, 10, 15],
            [5, 11, 14],
            [5, 16, 21],
            [5, 17, 20],
            [4, 8, 12],
            [4, 9, 13],
            [4, 10, 14],
            [4, 11, 15],
            [4, 16, 20],
            [4, 17, 21],
            [3, 4, 7],
            [3, 5, 6],
            [3, 8, 11],
            [3, 9, 10],
            [3, 12, 15],
            [2, 4, 6],
            [2, 5, 7],
            [2, 8, 10],
            [2, 9, 11],
            [2, 12, 14],
            [1, 2, 3],
            [1, 4, 5],
            [1, 6, 7],
            [1, 8, 9],
            [0, 1, 1],
            [0, 2, 2],
            [0, 0, 0],
        ];
        let mut search = Search::new(5_000_000);
        for heaps in safe {
            assert_eq!(outcome(&heaps, false), Outcome::P, "{heaps:?}");
            assert_eq!(
                search.solve(&nim(&heaps, false)).unwrap().outcome,
                Outcome::P,
                "{heaps:?}"
            );
        }
        // {0, m, m} for every m: 两堆一样.
        for m in [1, 2, 3, 100, u64::MAX] {
            assert_eq!(outcome(&[0, m, m], false), Outcome::P);
        }
        // `003` 三: a^b = c makes a 小圈子: {28, 47, 51}.
        assert_eq!(28 ^ 47, 51);
        assert_eq!(outcome(&[28, 47, 51], false), Outcome::P);
    }

    #[test]
    fn the_game_of_003_example_1() {
        // {5,7,9} → 甲 {2,7,9} → 乙 {2,7,5} → 甲 {2,3,5} → 乙 {2,3,1}
        // → 甲 {2,0,1} → 乙 {1,0,1} → 甲 {0,0,1} → 乙 {0,0,0}, 乙 wins.
        let line: [[u64; 3]; 9] = [
            [5, 7, 9],
            [2, 7, 9],
            [2, 7, 5],
            [2, 3, 5],
            [2, 3, 1],
            [2, 0, 1],
            [1, 0, 1],
            [0, 0, 1],
            [0, 0, 0],
        ];
        for (i, heaps) in line.iter().enumerate() {
            // 乙 leaves the positions at even indices from 2 on: all safe.
            let expected = if i % 2 == 0 && i > 0 {
                Outcome::P
            } else {
                Outcome::N
            };
            assert_eq!(outcome(heaps, false), expected, "{heaps:?}");
        }
        // 乙's replies are the strategy's own moves.
        for i in [1, 3, 5] {
            let mv = nim(&line[i], false).best_move().unwrap().unwrap();
            let after = nim(&line[i], false).play(&mv).unwrap();
            assert_eq!(outcome(&after.heaps, false), Outcome::P);
        }
        assert_eq!(
            nim(&[2, 7, 9], false)
                .play(&NimMove { heap: 2, take: 4 })
                .unwrap()
                .heaps,
            [2, 7, 5]
        );
    }

    #[test]
    fn the_controlling_operation_of_003() {
        // {5, 9, 14}: 5 ⊕ 9 = 12 < 14, so 14 becomes 12.
        let mv = nim(&[5, 9, 14], false).best_move().unwrap().unwrap();
        assert_eq!(nim(&[5, 9, 14], false).play(&mv).unwrap().heaps, [5, 9, 12]);
        // {5, 14, 19}: 5 ⊕ 14 = 11 < 19 works; 14 ⊕ 19 = 29 > 5 and 19 ⊕ 5 = 22 > 14
        // do not; 19 alone has the 16s column.
        assert_eq!((5 ^ 14, 14 ^ 19, 19 ^ 5), (11, 29, 22));
        let mv = nim(&[5, 14, 19], false).best_move().unwrap().unwrap();
        assert_eq!(
            nim(&[5, 14, 19], false).play(&mv).unwrap().heaps,
            [5, 14, 11]
        );
        let wins = winning_moves(&nim(&[5, 14, 19], false), &mut Search::new(5_000_000));
        assert_eq!(wins, [NimMove { heap: 2, take: 8 }]);
        // `003` 二: from any unsafe {a, b, c} one of a⊕b < c, b⊕c < a, c⊕a < b holds.
        for heaps in positions(3, 15).into_iter().filter(|h| h.len() == 3) {
            let [a, b, c] = [heaps[0], heaps[1], heaps[2]];
            let unsafe_ = a ^ b ^ c != 0;
            assert_eq!(
                unsafe_,
                (a ^ b) < c || (b ^ c) < a || (c ^ a) < b,
                "{heaps:?}"
            );
        }
    }

    #[test]
    fn misere_endgame_of_003_and_letting_the_other_side_win() {
        // `003` part 1 三.1 (清零者失败): {0,2,2} and {1,2,3} are the critical
        // safe points, {0,1,1} must be avoided, {0,0,1} is the goal.
        for heaps in [[0u64, 2, 2], [1, 2, 3], [0, 0, 1], [1, 1, 1]] {
            assert_eq!(outcome(&heaps, true), Outcome::P, "{heaps:?}");
        }
        assert_eq!(outcome(&[0, 1, 1], true), Outcome::N);
        // The replies after {1, 2, 3}: (i) {0,1,2}, {0,1,3} → {0,0,1};
        // (ii) {1,1,2}, {1,1,3} → {1,1,1}; (iii) {0,2,3}, {1,2,2} → {0,2,2}.
        let replies: [([u64; 3], [u64; 3]); 6] = [
            ([0, 1, 2], [0, 1, 0]),
            ([0, 1, 3], [0, 1, 0]),
            ([1, 1, 2], [1, 1, 1]),
            ([1, 1, 3], [1, 1, 1]),
            ([0, 2, 3], [0, 2, 2]),
            ([1, 2, 2], [0, 2, 2]),
        ];
        for (from, to) in replies {
            let position = nim(&from, true);
            let answer = position.classify().unwrap();
            assert_eq!(answer.outcome, Outcome::N);
            let mv = position.best_move().unwrap().unwrap();
            assert_eq!(position.play(&mv).unwrap().heaps, to, "{from:?}");
        }
        let endgame = nim(&[0, 1, 2], true).classify().unwrap();
        assert_eq!(
            endgame.explanation.get("misereCase"),
            Some(&Value::from("oneLarge"))
        );
        assert_eq!(endgame.explanation.get("endgame"), Some(&Value::from(true)));
        let change = Value::map([
            ("heap", Value::from(2u64)),
            ("from", 2u64.into()),
            ("to", 0u64.into()),
            ("take", 2u64.into()),
        ]);
        assert_eq!(endgame.explanation.get("change"), Some(&change));
        let middle = nim(&[1, 2, 3], true).classify().unwrap();
        assert_eq!(middle.explanation.get("endgame"), Some(&Value::from(false)));
        assert_eq!(
            middle.explanation.get("misereCase"),
            Some(&Value::from("normal"))
        );
        // A P-position: `change` is null (which `get` reads as absent).
        assert_eq!(middle.explanation.get("change"), None);
        // {0, 2, 2}: either reply is answered with {0, 0, 1}.
        for from in [[0u64, 0, 2], [0, 1, 2]] {
            let position = nim(&from, true);
            let mv = position.best_move().unwrap().unwrap();
            let after = position.play(&mv).unwrap();
            let mut sorted = after.heaps.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, [0, 0, 1]);
        }
        // 三.2, letting the other side win under 清零者获胜: steering by the
        // misère strategy leaves {0,0,1}, and the opponent then clears it.
        let mut position = nim(&[5, 7, 9], true);
        let mut moves = 0;
        while position.heaps.iter().sum::<u64>() > 1 {
            let mv = position.best_move().unwrap().unwrap();
            position = position.play(&mv).unwrap();
            if position.heaps.iter().sum::<u64>() > 1 {
                // The opponent's reply: the smallest take.
                let mv = position.best_move().unwrap().unwrap();
                position = position.play(&mv).unwrap();
            }
            moves += 1;
            assert!(moves < 100);
        }
        assert_eq!(position.heaps.iter().sum::<u64>(), 1);
        assert_eq!(
            outcome(&position.heaps, false),
            Outcome::N,
            "the other side clears and wins"
        );
    }

    #[test]
    fn misere_rule_when_every_heap_is_at_most_one() {
        assert_eq!(outcome(&[], true), Outcome::N);
        assert_eq!(outcome(&[], false), Outcome::P);
        assert_eq!(outcome(&[1], true), Outcome::P);
        assert_eq!(outcome(&[1, 1], true), Outcome::N);
        assert_eq!(outcome(&[1, 0, 1, 1], true), Outcome::P);
        assert_eq!(nim(&[0, 0], true).best_move().unwrap(), None);
        let answer = nim(&[1, 1], true).classify().unwrap();
        assert_eq!(
            answer.explanation.get("misereCase"),
            Some(&Value::from("allSmall"))
        );
        assert_eq!(answer.nimber, None);
    }

    #[test]
    fn large_states_and_limits() {
        let position = nim(&[u64::MAX, u64::MAX - 1, 3], false);
        let answer = position.classify().unwrap();
        assert_eq!(answer.explanation.get("width"), Some(&Value::from(64u64)));
        assert_eq!(position.moves().unwrap_err().code(), "too-large");
        assert!(!position.searchable());
        assert!(nim(&[3, 4, 5], false).searchable());
        assert!(!nim(&[30, 30, 30], false).searchable());
        assert!(nim(&[7, 7, 7, 7], true).searchable());
        assert!(nim(&[380], false).searchable());
        assert!(!nim(&[400], false).searchable());
        assert_eq!(nim(&[5000, 5000], false).moves().unwrap().len(), 10_000);
        assert_eq!(
            nim(&[5000, 5001], false).moves().unwrap_err().code(),
            "too-large"
        );
        assert_eq!(
            nim(&[u64::MAX; 3], false).moves().unwrap_err().code(),
            "too-large"
        );
        let mut many = vec![0u64; 1_000_000];
        many[0] = 7;
        let wide = nim(&many, false);
        assert_eq!(wide.moves().unwrap_err().code(), "too-large");
        assert!(!wide.searchable());
        assert_eq!(wide.classify().unwrap().outcome, Outcome::N);
        assert_eq!(
            wide.best_move().unwrap(),
            Some(NimMove { heap: 0, take: 7 })
        );
    }

    #[test]
    fn states_and_moves_are_read_with_clear_errors() {
        let state = Value::map([
            ("game", Value::from("nim")),
            ("heaps", Value::list([3u64, 4, 5])),
        ]);
        let answer = crate::api::classify(&state).unwrap();
        assert_eq!(answer.get("outcome"), Some(&Value::from("N")));
        assert_eq!(answer.get("nimber"), Some(&Value::from(2u64)));
        assert!(answer.get("remoteness").is_some());
        let best = crate::api::best_move(&state).unwrap();
        assert_eq!(best.get("outcome"), Some(&Value::from("P")));
        let bad = Value::map([
            ("game", Value::from("nim")),
            (
                "heaps",
                Value::List(vec![Value::Number(3.0), Value::Number(-1.0)]),
            ),
        ]);
        let err = crate::api::classify(&bad).unwrap_err();
        assert_eq!(err.code(), "bad-state");
        assert!(
            err.message().starts_with("heaps[1] must be a whole number"),
            "{}",
            err.message()
        );
        let mv = Value::map([("heap", Value::from(0u64)), ("take", Value::from(4u64))]);
        let err = crate::api::play(&state, &mv).unwrap_err();
        assert_eq!(err.code(), "illegal-move");
        // A heap the position lacks is an illegal move, not a bad shape
        // (docs/API.md, "Mistakes, and what they say").
        let mv = Value::map([("heap", Value::from(3u64)), ("take", Value::from(1u64))]);
        assert_eq!(
            crate::api::play(&state, &mv).unwrap_err().code(),
            "illegal-move"
        );
        let mv = Value::map([("heap", Value::from(2u64)), ("take", Value::from(5u64))]);
        let after = crate::api::play(&state, &mv).unwrap();
        assert_eq!(after.get("heaps"), Some(&Value::list([3u64, 4, 0])));
        let position = nim(&[3, 4, 5], false);
        assert_eq!(
            position
                .play(&NimMove { heap: 0, take: 0 })
                .unwrap_err()
                .code(),
            "illegal-move"
        );
        assert_eq!(
            position
                .play(&NimMove { heap: 9, take: 1 })
                .unwrap_err()
                .code(),
            "illegal-move"
        );
    }
}
