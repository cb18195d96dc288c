//! The moves of a heap under a rule: listed, counted, checked (with the
//! reason a move is refused), and found by the value they leave, the
//! search a winning move needs (a split's value G(a) ⊕ G(r − a) past a
//! proved period depends on the smaller piece mod the period's length, so
//! one split per residue is tried: Guy and Smith's theorem, see
//! [`period`](super::period)).

use super::period::Known;
use super::rule::Rule;
use crate::error::{Error, ErrorKey, Result};
use crate::value::{cat, int_text};

/// One move on a heap: take `take` objects and leave the heaps `leave`
/// (none, one, or two non-empty ones; a split lists the smaller first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapMove {
    /// Objects taken (0 for a split without taking).
    pub take: u64,
    /// The heaps left in its place.
    pub leave: Vec<u64>,
}

/// The moves of one heap, made as they are asked for
/// ([`Rule::moves_of_to`]), in either order (`.rev()`: the last take's most
/// even split first).
#[derive(Clone, Debug)]
pub struct HeapMoves<'r> {
    rule: &'r Rule,
    n: u64,
    smaller: u64,
    /// The front: the take, the stage within it (0 the whole heap, 1 one
    /// heap left, 2 the splits), the next split's smaller piece.
    front: (u64, u8, u64),
    /// The back, the same way: the next move from the end is the one
    /// before it.
    back: (u64, u8, u64),
}

impl HeapMoves<'_> {
    /// The splits of take `t` listed (smaller pieces 1..=this).
    fn most(&self, t: u64) -> u64 {
        let r = self.n - t;
        match self.rule.digit(t) & 4 != 0 && r >= 2 {
            true => (r / 2).min(self.smaller),
            false => 0,
        }
    }

    /// The move at a place, if that place holds one.
    fn at(&self, (t, stage, a): (u64, u8, u64)) -> Option<HeapMove> {
        let (d, r) = (self.rule.digit(t), self.n - t);
        let leave = match stage {
            0 if d & 1 != 0 && r == 0 => Vec::new(),
            1 if d & 2 != 0 && r > 0 => vec![r],
            2 if a >= 1 && a <= self.most(t) && !(self.rule.unequal && 2 * a == r) => {
                vec![a, r - a]
            }
            _ => return None,
        };
        Some(HeapMove { take: t, leave })
    }

    /// Whether the front has passed the back.
    fn crossed(&self) -> bool {
        self.front > self.back
    }
}

impl Iterator for HeapMoves<'_> {
    type Item = HeapMove;

    fn next(&mut self) -> Option<HeapMove> {
        while !self.crossed() {
            let place = self.front;
            let (t, stage, a) = place;
            self.front = match stage {
                0 => (t, 1, 1),
                1 => (t, 2, 1),
                _ if a < self.most(t) => (t, 2, a + 1),
                _ => (t + 1, 0, 1),
            };
            if let Some(m) = self.at(place) {
                return Some(m);
            }
        }
        None
    }
}

impl DoubleEndedIterator for HeapMoves<'_> {
    fn next_back(&mut self) -> Option<HeapMove> {
        while !self.crossed() {
            let place = self.back;
            let (t, stage, a) = place;
            self.back = match stage {
                2 if a > 1 => (t, 2, a - 1),
                2 => (t, 1, 1),
                1 => (t, 0, 1),
                // Past the first take: a place before every move.
                _ if t == 0 => (0, 0, 0),
                _ => (t - 1, 2, self.most(t - 1).max(1)),
            };
            if let Some(m) = self.at(place) {
                return Some(m);
            }
        }
        None
    }
}

impl Rule {
    /// How many moves a heap of `n` has (splits counted once, smaller
    /// first), at most `u64::MAX` (a heap near 2^64 has more).
    pub fn move_count(&self, n: u64) -> u64 {
        let mut count = 0u64;
        for t in 0..=self.last_place().min(n) {
            let d = self.digit(t);
            let r = n - t;
            let mut here = u64::from(d & 1 != 0 && r == 0) + u64::from(d & 2 != 0 && r > 0);
            if d & 4 != 0 && r >= 2 {
                here += r / 2 - u64::from(self.unequal && r % 2 == 0);
            }
            count = count.saturating_add(here);
        }
        count
    }

    /// Every move on a heap of `n`, by take, then leave, smaller pieces first.
    pub fn moves_of(&self, n: u64) -> Vec<HeapMove> {
        self.moves_of_to(n, u64::MAX).collect()
    }

    /// The moves on a heap of `n` whose splits leave a smaller piece of at
    /// most `smaller` (every move that does not split), in the order of
    /// [`Rule::moves_of`], one at a time: a heap of 10^12 has 5·10^11
    /// splits, which no list may hold, so a caller counts them first
    /// ([`Rule::move_count`]) and charges its budget for what it takes.
    pub fn moves_of_to(&self, n: u64, smaller: u64) -> HeapMoves<'_> {
        let last = self.last_place().min(n);
        let mut moves = HeapMoves {
            rule: self,
            n,
            smaller,
            front: (0, 0, 1),
            back: (last, 2, 1),
        };
        moves.back.2 = moves.most(last).max(1);
        moves
    }
    /// `illegal-move` when taking `take` from heap `heap`, of `n`, and
    /// leaving `leave` is not a move of this rule, saying why.
    pub fn refuse(&self, heap: usize, n: u64, take: u64, leave: &[u64]) -> Result<()> {
        // Grundy's game is named by its moves; a code by itself.
        let on = if self.unequal {
            String::new()
        } else {
            cat(&[&self.code(), " on "])
        };
        let (heap_text, n_text, take_text) = (
            int_text(heap as i128),
            int_text(n.into()),
            int_text(take.into()),
        );
        let refused = |key: ErrorKey, why: &[&str]| {
            let message = cat(&[&on, "heap ", &heap_text, " (", &n_text, "): ", &cat(why)]);
            Error::new(key, message).with("heap", heap).with("size", n)
        };
        let d = self.digit(take);
        let left = leave.iter().try_fold(0u64, |sum, &h| sum.checked_add(h));
        if take > n || left != Some(n - take) {
            let total = value_sum(leave);
            let why = [
                "taking ",
                &take_text,
                " from a heap of ",
                &n_text,
                " cannot leave heaps adding up to ",
                &total,
            ];
            return Err(refused(ErrorKey::LeaveSum, &why)
                .with("take", take)
                .with("total", total));
        }
        let (allowed, what, key) = match leave {
            [] => (d & 1 != 0, "the whole heap", ErrorKey::TakeWholeForbidden),
            [_] => (
                d & 2 != 0,
                "and leave one heap",
                ErrorKey::LeaveOneForbidden,
            ),
            [a, b] => (
                d & 4 != 0 && *a > 0 && *b > 0 && !(self.unequal && a == b),
                if self.unequal {
                    "and leave two unequal non-empty heaps"
                } else {
                    "and leave two non-empty heaps"
                },
                if self.unequal {
                    ErrorKey::SplitUnequal
                } else {
                    ErrorKey::SplitForbidden
                },
            ),
            _ => (
                false,
                "and leave more than two heaps",
                ErrorKey::LeaveTooMany,
            ),
        };
        if allowed && leave.iter().all(|&h| h > 0) {
            return Ok(());
        }
        let listed = int_text(leave.len() as i128);
        let why = [
            "the rule does not let a move take ",
            &take_text,
            " ",
            what,
            "; leave lists ",
            &listed,
            " heaps",
        ];
        let error = refused(key, if leave.len() < 2 { &why[..4] } else { &why });
        Err(match key {
            ErrorKey::SplitUnequal => error,
            ErrorKey::LeaveTooMany => error
                .with("rule", self.code())
                .with("take", take)
                .with("count", leave.len()),
            _ => error.with("rule", self.code()).with("take", take),
        })
    }

    /// A move on a heap of `n` to a position of value `target`, if any;
    /// with a proved period, one split per residue is tried for long heaps.
    pub fn move_to_value(&self, known: &Known, n: u64, target: u32) -> Result<Option<HeapMove>> {
        self.find_move(known, n, &|v| v == target)
    }

    /// The first move on a heap of `n`, in the order [`Rule::moves_of`]
    /// lists them, whose leave's value is `wanted`; with a proved period,
    /// one split per residue is tried for long heaps (past the start both
    /// pieces repeat with the period, so a split's value depends on the
    /// smaller piece mod the length). The splits looked at are charged to
    /// the call's budget.
    pub fn find_move(
        &self,
        known: &Known,
        n: u64,
        wanted: &dyn Fn(u32) -> bool,
    ) -> Result<Option<HeapMove>> {
        let g = |h: u64| known.get(h);
        for t in 0..=self.last_place().min(n) {
            let d = self.digit(t);
            let r = n - t;
            if d & 1 != 0 && r == 0 && wanted(0) {
                return Ok(Some(HeapMove {
                    take: t,
                    leave: Vec::new(),
                }));
            }
            if d & 2 != 0 && r > 0 && g(r).is_some_and(wanted) {
                return Ok(Some(HeapMove {
                    take: t,
                    leave: vec![r],
                }));
            }
            if d & 4 != 0 && r >= 2 {
                let last = match known.period {
                    Some(p) => (r / 2).min(p.start + p.length + 1),
                    None => r / 2,
                };
                crate::budget::charge(last)?;
                for a in 1..=last {
                    if self.unequal && 2 * a == r {
                        continue;
                    }
                    if let (Some(x), Some(y)) = (g(a), g(r - a)) {
                        if wanted(x ^ y) {
                            return Ok(Some(HeapMove {
                                take: t,
                                leave: vec![a, r - a],
                            }));
                        }
                    }
                }
            }
        }
        Ok(None)
    }

    /// The move with the smallest take on a heap of `n`, if it has one.
    pub fn first_move(&self, n: u64) -> Option<HeapMove> {
        for t in 0..=self.last_place().min(n) {
            let d = self.digit(t);
            let r = n - t;
            if d & 1 != 0 && r == 0 {
                return Some(HeapMove {
                    take: t,
                    leave: Vec::new(),
                });
            }
            if d & 2 != 0 && r > 0 {
                return Some(HeapMove {
                    take: t,
                    leave: vec![r],
                });
            }
            if d & 4 != 0 && r >= 2 && !(self.unequal && r == 2) {
                return Some(HeapMove {
                    take: t,
                    leave: vec![1, r - 1],
                });
            }
        }
        None
    }
}

/// The total of `heaps`, as a message writes it.
fn value_sum(heaps: &[u64]) -> String {
    let total: u128 = heaps.iter().map(|&h| u128::from(h)).sum();
    int_text(total as i128)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nimbers::tests::{rule, CODES};

    /// The moves of a heap as the rule's digits say, listed whole.
    fn listed(rule: &Rule, n: u64, smaller: u64) -> Vec<HeapMove> {
        let mut list = Vec::new();
        for t in 0..=rule.last_place().min(n) {
            let (d, r) = (rule.digit(t), n - t);
            if d & 1 != 0 && r == 0 {
                list.push(HeapMove {
                    take: t,
                    leave: vec![],
                });
            }
            if d & 2 != 0 && r > 0 {
                list.push(HeapMove {
                    take: t,
                    leave: vec![r],
                });
            }
            for a in (1..=r / 2).filter(|&a| d & 4 != 0 && a <= smaller) {
                if !(rule.unequal() && 2 * a == r) {
                    list.push(HeapMove {
                        take: t,
                        leave: vec![a, r - a],
                    });
                }
            }
        }
        list
    }

    #[test]
    fn moves_are_made_one_at_a_time_in_either_order() {
        let mut rules: Vec<Rule> = CODES.iter().map(|c| rule(c)).collect();
        rules.push(Rule::grundy());
        for rule in &rules {
            for n in 0..70 {
                for smaller in [0, 1, 3, u64::MAX] {
                    let whole = listed(rule, n, smaller);
                    let forward: Vec<HeapMove> = rule.moves_of_to(n, smaller).collect();
                    assert_eq!(forward, whole, "{} {n} {smaller}", rule.name());
                    let mut backward: Vec<HeapMove> = rule.moves_of_to(n, smaller).rev().collect();
                    backward.reverse();
                    assert_eq!(backward, whole, "{} {n} {smaller} reversed", rule.name());
                    if smaller == u64::MAX {
                        assert_eq!(rule.move_count(n), whole.len() as u64);
                    }
                    // From both ends at once, meeting in the middle.
                    let mut both = rule.moves_of_to(n, smaller);
                    let (mut front, mut back) = (Vec::new(), Vec::new());
                    while let Some(m) = both.next() {
                        front.push(m);
                        match both.next_back() {
                            Some(m) => back.push(m),
                            None => break,
                        }
                    }
                    back.reverse();
                    front.extend(back);
                    assert_eq!(front, whole, "{} {n} {smaller} from both ends", rule.name());
                }
            }
        }
    }

    #[test]
    fn a_heap_of_any_size_lists_its_first_and_last_moves_at_once() {
        let grundy = Rule::grundy();
        let mut moves = grundy.moves_of_to(u64::MAX, u64::MAX);
        assert_eq!(moves.next().unwrap().leave, vec![1, u64::MAX - 1]);
        assert_eq!(
            moves.next_back().unwrap().leave,
            vec![u64::MAX / 2, u64::MAX / 2 + 1]
        );
        let dawson = rule("0.07");
        let last = dawson.moves_of_to(u64::MAX, u64::MAX).next_back().unwrap();
        assert_eq!((last.take, last.leave[0]), (2, (u64::MAX - 2) / 2));
    }
}
