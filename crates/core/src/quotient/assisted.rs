//! Misère positions with a heap past the quotient's reach: an exact search
//! that stops wherever the quotient takes over.
//!
//! When Q_n is known and a position has heaps above n, its outcome is found
//! by searching its moves; but every position met whose heaps are all ≤ n
//! is answered at once by its element (in P or not: Plambeck and Siegel),
//! so only the positions that still hold a heap above n are walked. From
//! one heap of 60 of Dawson's Kayles (Q_33 known, 638 elements) that is the
//! positions with a heap of 34 or more: one such heap and at most 26 coins
//! beside it, a few thousand positions where the whole tree has millions.
//!
//! The search asks only who wins: a position is N once one option is P, so
//! each position first looks at the options the quotient answers, then
//! walks the others one at a time, on an explicit stack (a heap of 10^4
//! taken two at a time is 5 000 positions deep, which the call stack of a
//! wasm instance shared with the JS engine must never hold).

use std::cell::RefCell;

use super::monoid::FastMap;
use super::quotients::Quotients;
use crate::budget;
use crate::error::Result;
use crate::game::multiset;
use crate::nimbers::{HeapMove, Rule};

thread_local! {
    /// Outcomes found, for each rule. They are facts of the rule, whatever
    /// quotient helped find them, so they are kept from call to call (a
    /// game's next position and its moves are mostly among them), for the
    /// last few rules, while they are few ([`KEPT_POSITIONS`]), and only
    /// from searches that finished: a refused call leaves nothing behind, so
    /// the same call is refused again.
    static KEPT: RefCell<Vec<(Rule, Memo)>> = const { RefCell::new(Vec::new()) };
}

/// Rules whose outcomes are kept.
const KEPT_RULES: usize = 4;

/// Positions kept for one rule (a few MB at most): past it they are
/// dropped at the end of the call.
const KEPT_POSITIONS: usize = 1 << 15;

/// Whether a position (its heaps, smallest first) is P.
type Memo = FastMap<Vec<u64>, bool>;

/// Steps of the call's budget one option costs (2.5 ns each, see
/// [`crate::budget`]): its heaps copied, sorted and looked up, about 35 ns
/// a heap in the wasm with 15 ns besides (misère `0.07` on heaps of 80 to
/// 100 in Node 20, 2026-11-25).
fn option_steps(heaps: usize) -> u64 {
    6 + 14 * heaps as u64
}

/// Bytes one remembered position holds besides its heaps: its vector's
/// header and allocation, and the table's slot.
const ENTRY_BYTES: u64 = 80;

/// Bytes a frame holds besides its options: its heaps' vector and its
/// place on the stack.
const FRAME_BYTES: u64 = 64;

/// What an allocation costs besides its bytes: the allocator's header and
/// rounding.
const ALLOCATION_BYTES: u64 = 16;

/// Holds `bytes` of the call's budget, counting them in `held`.
fn hold(held: &mut u64, bytes: u64) -> Result<()> {
    budget::hold(bytes)?;
    *held += bytes;
    Ok(())
}

/// A position being walked: its heaps (smallest first), the options the
/// quotient and the memo did not answer, how many of them are walked, and
/// the bytes it holds of the call's budget.
struct Frame {
    heaps: Vec<u64>,
    pending: Vec<Vec<u64>>,
    next: usize,
    held: u64,
}

/// A position opened: N at once (no move left, or an option the quotient
/// or the memo answers is P), or a frame to walk.
enum Opened {
    N(Vec<u64>),
    Frame(Frame),
}

/// An exact misère search over the positions with a heap past `q`'s reach.
pub struct Assisted<'q> {
    q: &'q Quotients,
    /// Outcomes found, by this search and earlier ones of the rule.
    memo: Memo,
    /// The bytes this search's new outcomes hold of the call's budget.
    held: u64,
    /// Whether a question was refused (then nothing is kept).
    refused: bool,
}

impl<'q> Assisted<'q> {
    /// A search whose leaves `q` answers, starting from what earlier
    /// searches of the rule found.
    pub fn new(q: &'q Quotients) -> Assisted<'q> {
        let memo = KEPT.with(|kept| {
            let mut kept = kept.borrow_mut();
            kept.iter()
                .position(|(rule, _)| rule == q.rule())
                .map(|at| kept.remove(at).1)
                .unwrap_or_default()
        });
        Assisted {
            q,
            memo,
            held: 0,
            refused: false,
        }
    }

    /// Whether the position of `heaps` (any order) is a misère P-position;
    /// `too-large` once the call's budget is spent.
    pub fn is_p(&mut self, heaps: &[u64]) -> Result<bool> {
        let position = multiset(heaps);
        if let Some(p) = self.known(&position) {
            return Ok(p);
        }
        let mut stack = Vec::new();
        let answer = self.walk(&mut stack, position);
        // Frames left open by a refusal give back what they held.
        budget::release(stack.iter().map(|f| f.held).sum());
        self.refused |= answer.is_err();
        answer
    }

    /// Walks from `root` until it is answered, on `stack`.
    fn walk(&mut self, stack: &mut Vec<Frame>, root: Vec<u64>) -> Result<bool> {
        let mut opening = Some(root);
        loop {
            if let Some(heaps) = opening.take() {
                match self.open(heaps)? {
                    Opened::N(heaps) => {
                        self.remember(&heaps, false)?;
                        if stack.is_empty() {
                            return Ok(false);
                        }
                    }
                    Opened::Frame(frame) => stack.push(frame),
                }
            }
            let Some(top) = stack.last_mut() else {
                return Ok(false);
            };
            // Skip the options known to be N; one known P answers.
            let mut p = None;
            while let Some(option) = top.pending.get(top.next) {
                match self.memo.get(option) {
                    Some(true) => {
                        p = Some(false);
                        break;
                    }
                    Some(false) => top.next += 1,
                    None => break,
                }
            }
            if p.is_none() && top.next == top.pending.len() {
                p = Some(true);
            }
            match p {
                Some(p) => {
                    let Some(frame) = stack.pop() else {
                        return Ok(p);
                    };
                    budget::release(frame.held);
                    self.remember(&frame.heaps, p)?;
                    if stack.is_empty() {
                        return Ok(p);
                    }
                }
                None => opening = Some(top.pending[top.next].clone()),
            }
        }
    }

    /// A move of `heaps` (in the order given) to a misère P-position: the
    /// heap and the move, `None` when every move leaves N or none is left.
    /// Each move is made when its turn comes and charged as an option.
    pub fn move_to_p(&mut self, heaps: &[u64]) -> Result<Option<(usize, HeapMove)>> {
        let q = self.q;
        let rule = q.rule();
        for (i, &n) in heaps.iter().enumerate() {
            if heaps[..i].contains(&n) {
                continue;
            }
            for m in rule.moves_of_to(n, u64::MAX) {
                budget::charge(option_steps(heaps.len() + 1))?;
                let mut after: Vec<u64> = heaps[..i].to_vec();
                after.extend_from_slice(&m.leave);
                after.extend_from_slice(&heaps[i + 1..]);
                if self.is_p(&after)? {
                    return Ok(Some((i, m)));
                }
            }
        }
        Ok(None)
    }

    /// The outcome of a position (smallest heap first) the quotient or the
    /// memo knows: whether it is P.
    fn known(&mut self, heaps: &[u64]) -> Option<bool> {
        if heaps.last().is_none_or(|&h| self.q.covers(h)) {
            let x = self.q.element_of(heaps)?;
            return Some(self.q.is_p(x));
        }
        self.memo.get(heaps).copied()
    }

    /// A position opened: its options listed, those the quotient or the
    /// memo answers looked at first. A frame's bytes are held before they
    /// are allocated, and given back when it is refused.
    fn open(&mut self, heaps: Vec<u64>) -> Result<Opened> {
        let mut frame = Frame {
            heaps,
            pending: Vec::new(),
            next: 0,
            held: 0,
        };
        match self.list(&mut frame) {
            Ok(false) => Ok(Opened::Frame(frame)),
            answer => {
                budget::release(frame.held);
                answer.map(|_| Opened::N(frame.heaps))
            }
        }
    }

    /// Lists the options of `frame`'s position that the quotient and the
    /// memo do not answer; whether the position is N at once (no move left,
    /// or an option known to be P). Each heap's moves are counted and
    /// charged before the first is made, so a heap of 10^12 is refused
    /// without making one.
    fn list(&mut self, frame: &mut Frame) -> Result<bool> {
        let q = self.q;
        let rule = q.rule();
        hold(&mut frame.held, FRAME_BYTES)?;
        let heaps = &frame.heaps;
        let mut moved = false;
        // The largest heaps first, and their most even splits first: the
        // options nearest the quotient's reach, where the walk ends soonest.
        for (i, &n) in heaps.iter().enumerate().rev() {
            if heaps.get(i + 1) == Some(&n) {
                continue;
            }
            let count = rule.move_count(n);
            budget::charge(count.saturating_mul(option_steps(heaps.len() + 1)))?;
            for m in rule.moves_of_to(n, u64::MAX).rev() {
                moved = true;
                let mut option = Vec::with_capacity(heaps.len() + 1);
                option.extend_from_slice(&heaps[..i]);
                option.extend_from_slice(&heaps[i + 1..]);
                for &piece in &m.leave {
                    let at = option.partition_point(|&h| h < piece);
                    option.insert(at, piece);
                }
                match self.known(&option) {
                    Some(true) => return Ok(true),
                    Some(false) => {}
                    None => {
                        // The option's heaps, and its slot in the list: a
                        // list about to grow holds its new slots first.
                        let mut bytes = 8 * option.len() as u64 + ALLOCATION_BYTES;
                        let pending = &mut frame.pending;
                        let grow = pending.len() == pending.capacity();
                        let more = pending.capacity().max(4);
                        if grow {
                            bytes += (more * std::mem::size_of::<Vec<u64>>()) as u64;
                        }
                        hold(&mut frame.held, bytes)?;
                        if grow {
                            pending.reserve_exact(more);
                        }
                        pending.push(option);
                    }
                }
            }
        }
        // Misère: with no move left, the player to move has won.
        Ok(!moved)
    }

    fn remember(&mut self, heaps: &[u64], p: bool) -> Result<()> {
        let bytes = 8 * heaps.len() as u64 + ENTRY_BYTES;
        budget::hold(bytes)?;
        self.held += bytes;
        self.memo.insert(heaps.to_vec(), p);
        Ok(())
    }
}

impl Drop for Assisted<'_> {
    fn drop(&mut self) {
        budget::release(self.held);
        let mut memo = std::mem::take(&mut self.memo);
        if self.refused || memo.len() > KEPT_POSITIONS {
            memo = Memo::default();
        }
        KEPT.with(|kept| {
            let mut kept = kept.borrow_mut();
            if kept.len() >= KEPT_RULES {
                kept.remove(0);
            }
            kept.push((self.q.rule().clone(), memo));
        });
    }
}
