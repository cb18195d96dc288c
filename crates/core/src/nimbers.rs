//! Nimber sequences of heap games: G(0), G(1), … of one heap under a
//! take-and-break rule (an octal code, Grundy's game, Kayles, take 1..k),
//! and the periodicity theorem that turns a finite prefix into a proof.
//!
//! Values: G(n) is the mex of the values of the options of a heap of n. A
//! split leaving heaps a and b has value G(a) ⊕ G(b), and the naive loop over
//! every split costs O(n) per heap. Most of these games live in a "sparse
//! space" (Flammenkamp; Gangolli and Plambeck 1989; J. P. Grossman,
//! "Searching for periodicity in Officers", Games of No Chance 5): with a
//! mask M and a bit b, call heap n *common* when
//! parity(G(n) & M) ⊕ (b · n mod 2) = 1, *rare* otherwise. Two common heaps
//! a + c = r give a value x with parity(x & M) = b · (r mod 2), so the options
//! with a rare heap (few) decide every value of the other parity exactly; the
//! mex of those is the answer unless it has the parity common pairs can make,
//! and only then are the common pairs scanned, until they make it. When no
//! mask leaves few rare heaps the engine runs the naive loop.
//!
//! Periods: Guy and Smith (1956; *Winning Ways* ch. 4): for a rule whose
//! largest take is t, if G(n + p) = G(n) for all n₀ ≤ n < 2n₀ + p + t, then
//! for every n ≥ n₀. The proof carries over unchanged to codes `4.d1…`
//! (splitting without taking is a take of 0: t may be 0) and, for rules
//! that never split, the window n₀ ≤ n < max(n₀ + t, t + 1) suffices (each
//! value depends on the t before it). Grundy's game forbids equal halves,
//! which the proof's shift can create, so no period is claimed for it.

use crate::budget;
use crate::error::{Error, ErrorKey, Result};
use crate::value::{cat, int_text, Value};

/// The largest digit place of a code (`d0.d1…d32`).
pub const MAX_PLACES: usize = 32;

/// A heap rule: for each take t (0..=last), which leaves are allowed, as an
/// octal digit (1: the whole heap, 2: one heap, 4: two non-empty heaps).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rule {
    /// `digits[t]` for take t; `digits[0]` is 0 or 4; the last is non-zero.
    digits: Vec<u8>,
    /// Grundy's game: the two heaps of a split must differ.
    unequal: bool,
}

impl Rule {
    /// Reads a code `d0.d1d2…dk` (Guy; `d0` 0 or 4, may be left out, each
    /// `di` octal, k ≤ 32); `field` names it in errors.
    pub fn octal(code: &str, field: &str) -> Result<Rule> {
        let bad = |key: ErrorKey, why: &str| {
            let shown: String = code.chars().take(40).collect();
            let message = [
                field,
                " must be a take-and-break code like \"0.77\" or \"4.07\" \
                 (d0 0 or 4, a point, up to 32 octal digits): ",
                why,
                ", got \"",
                &shown,
                "\"",
            ];
            Error::new(key, cat(&message)).with("field", field)
        };
        let got = Value::from(code).describe();
        let Some((whole, places)) = code.split_once('.') else {
            return Err(bad(ErrorKey::CodeNoPoint, "no point").with("value", got));
        };
        let d0 = match whole {
            "" | "0" => 0,
            "4" => 4,
            _ => {
                return Err(bad(
                    ErrorKey::CodeFirstDigit,
                    "the digit before the point must be 0 or 4",
                )
                .with("value", got))
            }
        };
        if places.len() > MAX_PLACES {
            return Err(
                bad(ErrorKey::CodeTooLong, "more than 32 digits after the point")
                    .with("max", MAX_PLACES)
                    .with("value", got),
            );
        }
        let mut digits = vec![d0];
        for c in places.bytes() {
            if !(b'0'..=b'7').contains(&c) {
                return Err(bad(
                    ErrorKey::CodeNotOctal,
                    "the digits after the point must be 0 to 7",
                )
                .with("value", got));
            }
            digits.push(c - b'0');
        }
        Ok(Rule::from_digits(digits, false))
    }

    /// A subtraction game: take any s ∈ `set` from a heap (the code with a
    /// 3 at each place of `set`); the set must have no 0 and no repeats.
    pub fn subtraction(set: &[u64], field: &str) -> Result<Rule> {
        let mut digits = vec![0u8];
        for (i, &s) in set.iter().enumerate() {
            if s == 0 || s > MAX_PLACES as u64 {
                return Err(Error::of(
                    ErrorKey::NotWhole,
                    "{field} must be a whole number from {min} to {max}, got {value}",
                )
                .with("field", item(field, i))
                .with("min", 1u64)
                .with("max", MAX_PLACES)
                .with("value", int_text(i128::from(s))));
            }
            let s = s as usize;
            if digits.len() <= s {
                digits.resize(s + 1, 0);
            }
            if digits[s] != 0 {
                return Err(Error::of(
                    ErrorKey::SubtractRepeat,
                    "{field} repeats {take}: a subtraction set lists each take once",
                )
                .with("field", item(field, i))
                .with("take", s));
            }
            digits[s] = 3;
        }
        Ok(Rule::from_digits(digits, false))
    }

    /// Grundy's game: split a heap into two unequal non-empty heaps.
    pub fn grundy() -> Rule {
        Rule {
            digits: vec![4],
            unequal: true,
        }
    }

    fn from_digits(mut digits: Vec<u8>, unequal: bool) -> Rule {
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        Rule { digits, unequal }
    }

    /// The code in Guy's notation, `0.77`, trailing zeros dropped.
    pub fn code(&self) -> String {
        let mut code = String::new();
        code.push(char::from(b'0' + self.digits[0]));
        code.push('.');
        for &d in &self.digits[1..] {
            code.push(char::from(b'0' + d));
        }
        code
    }

    /// The digit of take `t` (0 past the last place).
    pub fn digit(&self, t: u64) -> u8 {
        usize::try_from(t)
            .ok()
            .and_then(|t| self.digits.get(t))
            .copied()
            .unwrap_or(0)
    }

    /// The largest take with a non-zero digit (0 for `4.` and Grundy's game).
    pub fn last_place(&self) -> u64 {
        (self.digits.len() - 1) as u64
    }

    /// Whether a split must leave two different heaps (Grundy's game).
    pub fn unequal(&self) -> bool {
        self.unequal
    }

    /// Whether a move may leave two heaps.
    pub fn splits(&self) -> bool {
        self.digits.iter().any(|d| d & 4 != 0)
    }

    /// Whether the periodicity theorem applies (not to Grundy's game).
    pub fn has_period_theorem(&self) -> bool {
        !self.unequal
    }
}

/// A proved period: G(n + length) = G(n) for every n ≥ start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    /// The least n₀ for this length.
    pub start: u64,
    /// The least period.
    pub length: u64,
    /// The largest heap whose value the proof compared.
    pub checked_to: u64,
}

impl Period {
    /// `{start, length, checkedTo}`, as `nimbers()` and the explanation give it.
    pub fn to_value(&self) -> Value {
        Value::object(&mut [
            ("start", self.start.into()),
            ("length", self.length.into()),
            ("checkedTo", self.checked_to.into()),
        ])
    }

    /// G(n) for any n, from the values up to the proof's end.
    pub fn value(&self, values: &[u32], n: u64) -> u32 {
        let index = if n < values.len() as u64 {
            n
        } else {
            self.start + (n - self.start) % self.length
        };
        values[index as usize]
    }
}

/// The least period the values prove by the periodicity theorem, with its
/// least start; `None` when they prove none.
pub fn prove_period<T: Copy + Eq>(rule: &Rule, values: &[T]) -> Option<Period> {
    prove_period_within(rule, values).unwrap_or(None)
}

/// [`prove_period`], the values it compares charged to the call's budget
/// (`too-large` when it is spent; never outside a call).
pub fn prove_period_within<T: Copy + Eq>(rule: &Rule, values: &[T]) -> Result<Option<Period>> {
    if !rule.has_period_theorem() || values.is_empty() {
        return Ok(None);
    }
    let last = (values.len() - 1) as u64;
    let t = rule.last_place();
    let splits = rule.splits();
    // The end (exclusive) of the window n₀ ≤ n < end the theorem asks for.
    let window_end = |start: u64, p: u64| {
        if splits {
            2 * start + p + t
        } else {
            (start + t).max(t + 1)
        }
    };
    let mut compared = 0;
    for p in 1..=last {
        if window_end(0, p) - 1 + p > last {
            break;
        }
        // The least start for p: one past the last disagreement.
        let mut start = 0;
        for n in (0..=last - p).rev() {
            if values[n as usize] != values[(n + p) as usize] {
                start = n + 1;
                break;
            }
        }
        compared += last - p + 1 - start;
        if compared >= 1 << 16 {
            budget::charge(std::mem::take(&mut compared) / MARKS_PER_STEP)?;
        }
        let checked_to = window_end(start, p) - 1 + p;
        if checked_to <= last {
            return Ok(Some(Period {
                start,
                length: p,
                checked_to,
            }));
        }
    }
    Ok(None)
}

/// Heaps in a block of the long runs ([`values_compact`]): the options that
/// pair a rare heap with a heap known before the block starts are marked for
/// the whole block at once ([`Engine::mark_ahead`]). [`values`], which the
/// main wasm runs at opt-level `z`, works a heap at a time (blocks made that
/// code slower still).
const BLOCK: usize = 8;

/// A slot's mark: the block that saw its value.
type Stamp = u32;

/// The option values of the heaps of a block, for the mex: one table of
/// slots a heap, each slot holding the stamp of the last block that saw its
/// value, so a new block starts with a new stamp instead of clearing, and
/// marking is a plain store (a bitset's read-modify-write on the few words
/// small values share chains every mark to the one before). A table's
/// length is a power of two above every XOR of values up to the largest and
/// every mex, so `x & mask` indexes without a bounds check; tables lie a
/// cache line more than their length apart, so that the same value in
/// different tables does not share a set of the first-level cache.
struct Seen<const B: usize> {
    /// `B` tables, `stride` slots apart.
    stamps: Vec<Stamp>,
    /// The slots a table uses.
    len: usize,
    stride: usize,
    /// Where the table of the heap being worked out starts.
    table: usize,
    stamp: Stamp,
}

impl<const B: usize> Seen<B> {
    /// Starts `heap` in its table, keeping room for every XOR of values up
    /// to `largest`; a block's first heap takes a new stamp.
    fn start(&mut self, heap: usize, largest: u32) {
        let len = (largest as usize + 1).next_power_of_two() * 2;
        if self.len < len {
            // Each table keeps what it holds, at its new place.
            let stride = len + 64 / std::mem::size_of::<Stamp>();
            let mut wider = vec![0; B * stride];
            let old = self.stamps.chunks(self.stride.max(1));
            for (old, new) in old.zip(wider.chunks_mut(stride)) {
                new[..old.len()].copy_from_slice(old);
            }
            (self.stamps, self.len, self.stride) = (wider, len, stride);
        }
        self.table = heap % B * self.stride;
        if self.table == 0 {
            if self.stamp == Stamp::MAX {
                self.stamps.fill(0);
                self.stamp = 0;
            }
            self.stamp += 1;
        }
    }

    /// The heap's slots, their length a power of two (one more than `mask`).
    fn slots(&mut self) -> (&mut [Stamp], usize, Stamp) {
        let mask = self.len - 1;
        let table = &mut self.stamps[self.table..][..=mask];
        (table, mask, self.stamp)
    }

    fn insert(&mut self, v: u32) {
        let (slots, mask, stamp) = self.slots();
        slots[v as usize & mask] = stamp;
    }

    fn contains(&self, v: u32) -> bool {
        (v as usize) < self.len && self.stamps[self.table + v as usize] == self.stamp
    }

    /// The least value not in the set, at least `from`.
    fn mex_from(&self, from: u32) -> u32 {
        let table = &self.stamps[self.table..][..self.len];
        let mut v = from;
        while table.get(v as usize) == Some(&self.stamp) {
            v += 1;
        }
        v
    }
}

/// How the engine stores values while it works them out: `u16` while every
/// value fits (half the memory and half the cache of `u32`, as ogsolve
/// stores them), `u32` from the first value that does not.
pub trait Stored: Copy + Eq + Into<u32> + TryFrom<u32> {}
impl Stored for u16 {}
impl Stored for u32 {}
#[cfg(test)]
impl Stored for u8 {}

/// Marks G(a) ⊕ G(r − a) for the splits whose left pieces are `left` and
/// right pieces `right` (reversed).
#[inline(always)]
fn mark_splits<T: Stored, const B: usize>(seen: &mut Seen<B>, left: &[T], right: &[T]) {
    let (slots, mask, stamp) = seen.slots();
    for (&x, &y) in left.iter().zip(right.iter().rev()) {
        slots[(x.into() ^ y.into()) as usize & mask] = stamp;
    }
}

/// How heaps split into common and rare (see the module docs): heap n is
/// common when parity(G(n) & mask) ⊕ (bit · n mod 2) = 1, rare otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Split {
    /// The value bits whose parity decides.
    pub mask: u32,
    /// 1 when the heap's parity counts too.
    pub bit: u32,
}

impl Split {
    fn common(self, n: usize, value: u32) -> bool {
        ((value & self.mask).count_ones() ^ (self.bit & n as u32)) & 1 == 1
    }

    /// Whether two common heaps adding up to `r` can make `value`.
    fn common_pairs_make(self, r: usize, value: u32) -> bool {
        ((value & self.mask).count_ones() ^ (self.bit & r as u32)) & 1 == 0
    }
}

/// The mask bits tried when choosing a split (values past 2^10 keep their
/// low bits in the mask).
const MASK_BITS: u32 = 10;

/// The split with the fewest rare heaps among `values`, how many, and the
/// classes it compared (its work: every mask against every class).
fn best_split<T: Stored>(values: &[T]) -> (Split, usize, usize) {
    let size = 1usize << MASK_BITS;
    let mut count = vec![[0usize; 2]; size];
    let mut largest = 0;
    for (n, &v) in values.iter().enumerate().skip(1) {
        let v = (v.into() as usize) & (size - 1);
        count[v][n & 1] += 1;
        largest = largest.max(v);
    }
    // The (value, heap parity) classes present, and masks over their bits only.
    let mut classes = Vec::new();
    for (v, c) in count.iter().enumerate() {
        for (parity, &heaps) in c.iter().enumerate() {
            if heaps > 0 {
                classes.push((v as u32, parity, heaps));
            }
        }
    }
    let masks = (largest + 1).next_power_of_two() as u32;
    let mut best = (Split { mask: 0, bit: 0 }, values.len());
    for mask in 1..masks {
        for bit in 0..2 {
            let split = Split { mask, bit };
            let rare: usize = classes
                .iter()
                .filter(|&&(v, parity, _)| !split.common(parity, v))
                .map(|&(_, _, heaps)| heaps)
                .sum();
            if rare < best.1 {
                best = (split, rare);
            }
        }
    }
    (best.0, best.1, 2 * masks as usize * classes.len())
}

/// A rare heap and its value, side by side so that the loop over rare heaps
/// reads one list in order.
#[derive(Clone, Copy)]
struct RareHeap {
    heap: u32,
    value: u32,
}

/// The engine's state between heaps: the rule's moves, the option slots of
/// a block of `B` heaps, and the split with its rare heaps.
struct Engine<const B: usize> {
    takes: Vec<(usize, u8)>,
    breaks: Vec<usize>,
    unequal: bool,
    seen: Seen<B>,
    largest: u32,
    split: Option<Split>,
    rare: Vec<RareHeap>,
    /// The rare heaps below `B`, `rare[..near]`, pair with heaps of
    /// the block itself: each heap marks those pairs on its own.
    near: usize,
    /// For each take that splits, `rare[near..marked[i]]` were marked ahead
    /// for the whole block; the rest pair each heap on its own.
    marked: [usize; MAX_PLACES + 1],
    next_review: usize,
    /// Options marked so far (the work the call's budget is charged).
    work: u64,
}

impl<const B: usize> Engine<B> {
    fn new(rule: &Rule) -> Self {
        let takes: Vec<(usize, u8)> = (0..rule.digits.len())
            .filter(|&t| rule.digits[t] != 0)
            .map(|t| (t, rule.digits[t]))
            .collect();
        let breaks = takes
            .iter()
            .filter(|(_, d)| d & 4 != 0)
            .map(|&(t, _)| t)
            .collect();
        Engine {
            takes,
            breaks,
            unequal: rule.unequal,
            seen: Seen {
                stamps: Vec::new(),
                len: 0,
                stride: 0,
                table: 0,
                stamp: 0,
            },
            largest: 0,
            split: None,
            rare: Vec::new(),
            near: 0,
            marked: [0; MAX_PLACES + 1],
            next_review: 256,
            work: 0,
        }
    }

    /// Works out G(g.len()..=n) into `g`; stops early, returning `false`,
    /// at the first value `T` cannot hold (that heap is left out), and with
    /// `too-large` when the call's budget is spent (the values so far kept).
    /// `g` may hold values already: the split is reviewed at the first heap.
    fn extend<T: Stored>(
        &mut self,
        g: &mut Vec<T>,
        n: usize,
        progress: &mut impl FnMut(usize),
    ) -> Result<bool> {
        // Values already there count as if worked out here: the tables must
        // hold the XOR of any two of them.
        for &v in g.iter() {
            self.largest = self.largest.max(v.into());
        }
        for heap in g.len()..=n {
            let value = self.next_value(g);
            let Ok(stored) = T::try_from(value) else {
                return Ok(false);
            };
            g.push(stored);
            self.largest = self.largest.max(value);
            if let Some(split) = self.split {
                if heap > 0 && !split.common(heap, value) {
                    self.rare.push(RareHeap {
                        heap: heap as u32,
                        value,
                    });
                }
            }
            // Reviewed before a block starts, so that a block's rare heaps
            // stay those it was marked with.
            if heap + 1 >= self.next_review && !self.breaks.is_empty() {
                self.next_review = 2 * (heap + 1);
                let (best, rare_heaps, compared) = best_split(g);
                self.work += (g.len() + compared) as u64;
                // The split pays when rare heaps are few: the naive loop looks
                // at every heap below, the split at the rare ones (and a few more).
                self.rare.clear();
                if rare_heaps * 4 <= heap {
                    self.split = Some(best);
                    for (m, &v) in g.iter().enumerate().skip(1) {
                        if !best.common(m, v.into()) {
                            self.rare.push(RareHeap {
                                heap: m as u32,
                                value: v.into(),
                            });
                        }
                    }
                } else {
                    self.split = None;
                }
            }
            if heap % 65536 == 0 {
                progress(heap);
            }
            // Charged in pieces: a check a heap would cost more than it saves.
            if self.work >= 1 << 16 {
                budget::charge(std::mem::take(&mut self.work) / MARKS_PER_STEP)?;
            }
        }
        budget::charge(std::mem::take(&mut self.work) / MARKS_PER_STEP)?;
        Ok(true)
    }

    /// Marks, in each heap's own slots, the options of the block starting at
    /// heap `g.len()` that pair a rare heap of at least `B` with a heap
    /// already known: one pass over the rare heaps a block rather than a
    /// heap, each reading `B` values in order. (A heap's rare pieces
    /// pair with heaps spread over the last few thousand values, more than
    /// the first-level cache holds.)
    fn mark_ahead<T: Stored>(&mut self, g: &[T]) {
        let from = g.len();
        self.near = self.rare.partition_point(|a| (a.heap as usize) < B);
        for (i, &t) in self.breaks.iter().enumerate() {
            // Heap from + j leaves r = from + j − t: pieces a and r − a, the
            // second below `from` when a ≥ B, and a < r when a + t < from.
            let marked = self
                .rare
                .partition_point(|a| (a.heap as usize) + t < from)
                .max(self.near);
            self.marked[i] = marked;
            let rare = &self.rare[self.near..marked];
            self.work += (rare.len() * B) as u64;
            mark_block(
                &mut self.seen,
                rare,
                g,
                from.saturating_sub(t),
                self.unequal,
            );
        }
    }

    /// G(heap), the values below it being `g`: one call a heap, so that a
    /// wasm engine that compiles a hot function anew (V8 tiers up between
    /// calls, not inside a running loop) runs the optimised code.
    #[inline(never)]
    fn next_value<T: Stored>(&mut self, g: &[T]) -> u32 {
        let heap = g.len();
        self.work += 1 + self.takes.len() as u64;
        self.seen.start(heap, self.largest);
        if B > 1 && heap % B == 0 && self.split.is_some() {
            self.mark_ahead(g);
        }
        let (breaks, unequal, seen) = (&self.breaks, self.unequal, &mut self.seen);
        for &(t, d) in &self.takes {
            if d & 1 != 0 && heap == t {
                seen.insert(0);
            }
            if d & 2 != 0 && heap > t {
                seen.insert(g[heap - t].into());
            }
        }
        let Some(split) = self.split else {
            for &t in breaks {
                if heap < t + 2 {
                    continue;
                }
                let r = heap - t;
                let half = r / 2 - usize::from(unequal && r % 2 == 0);
                // The naive loop's marks, one at a time, cost the main wasm
                // (opt-level z) about 3 ns each here, the split's about 1.
                self.work += 3 * half as u64;
                mark_splits(seen, &g[1..=half], &g[r - half..r]);
            }
            return seen.mex_from(0);
        };
        // The options with a rare piece: few, all of them; most were marked
        // with the block's.
        for (i, &t) in breaks.iter().enumerate() {
            if heap < t + 2 {
                continue;
            }
            let r = heap - t;
            let (near, far) = (&self.rare[..self.near], &self.rare[self.marked[i]..]);
            for rare in [near, far] {
                let below = &rare[..rare.partition_point(|a| (a.heap as usize) < r)];
                self.work += below.len() as u64;
                let (slots, mask, stamp) = seen.slots();
                mark_rare(slots, mask, stamp, below, g, r, unequal);
            }
        }
        let mut value = seen.mex_from(0);
        // The candidate stands unless two common heaps can make it: then scan
        // each take's splits in order until one makes it (and move on to the
        // next candidate), or none does. Pairs with a rare piece are marked
        // again on the way, which changes nothing.
        let mut scanned = [0usize; MAX_PLACES + 1];
        loop {
            let mut moved = false;
            for (i, &t) in breaks.iter().enumerate() {
                if heap < t + 2 || !split.common_pairs_make(heap - t, value) {
                    continue;
                }
                let r = heap - t;
                let half = r / 2 - usize::from(unequal && r % 2 == 0);
                let from = scanned.get(i).copied().unwrap_or(0);
                let (left, right) = (
                    &g[from + 1..=half.max(from)],
                    &g[r - half.max(from)..r - from],
                );
                let (slots, mask, stamp) = seen.slots();
                let done = mark_until(slots, mask, stamp, left, right, value);
                self.work += done as u64;
                if let Some(s) = scanned.get_mut(i) {
                    *s = from + done;
                }
                if seen.contains(value) {
                    value = seen.mex_from(value);
                    moved = true;
                }
            }
            if !moved {
                return value;
            }
        }
    }
}

/// Marks the options G(a) ⊕ G(r − a) of the rare heaps a in `rare`
/// (each below r).
#[inline(always)]
fn mark_rare<T: Stored>(
    slots: &mut [Stamp],
    mask: usize,
    stamp: Stamp,
    rare: &[RareHeap],
    g: &[T],
    r: usize,
    unequal: bool,
) {
    let slots = &mut slots[..=mask];
    if unequal {
        for a in rare {
            if 2 * a.heap as usize != r {
                let y: u32 = g[r - a.heap as usize].into();
                slots[(a.value ^ y) as usize & mask] = stamp;
            }
        }
    } else {
        for a in rare {
            let y: u32 = g[r - a.heap as usize].into();
            slots[(a.value ^ y) as usize & mask] = stamp;
        }
    }
}

/// Marks, for each heap j of a block whose splits leave `r0 + j`, the
/// options G(a) ⊕ G(r0 + j − a) of the rare heaps a in `rare` (each at
/// least `B` and below r0) in table j.
#[inline(never)]
fn mark_block<T: Stored, const B: usize>(
    seen: &mut Seen<B>,
    rare: &[RareHeap],
    g: &[T],
    r0: usize,
    unequal: bool,
) {
    let (stride, mask, stamp) = (seen.stride, seen.len - 1, seen.stamp);
    let mut tables: [&mut [Stamp]; B] = {
        let mut rest = &mut seen.stamps[..];
        std::array::from_fn(|_| {
            let (table, next) = std::mem::take(&mut rest).split_at_mut(stride);
            rest = next;
            &mut table[..=mask]
        })
    };
    for a in rare {
        let heap = a.heap as usize;
        let others = &g[r0 - heap..][..B];
        for (j, (&y, table)) in others.iter().zip(tables.iter_mut()).enumerate() {
            if !(unequal && 2 * heap == r0 + j) {
                table[(a.value ^ y.into()) as usize & mask] = stamp;
            }
        }
    }
}

/// Marks the splits of the `left` pieces with the `right` ones (reversed),
/// in order, until one makes `value`; how many it marked.
#[inline(always)]
fn mark_until<T: Stored>(
    slots: &mut [Stamp],
    mask: usize,
    stamp: Stamp,
    left: &[T],
    right: &[T],
    value: u32,
) -> usize {
    let slots = &mut slots[..=mask];
    // Eight splits a step, with one test whether any made the candidate:
    // the marks need no branch.
    let mut done = 0;
    let (mut ls, mut rs) = (left.chunks_exact(8), right.rchunks_exact(8));
    for (l, r8) in (&mut ls).zip(&mut rs) {
        let mut hit = false;
        for k in 0..8 {
            let v = l[k].into() ^ r8[7 - k].into();
            slots[v as usize & mask] = stamp;
            hit |= v == value;
        }
        done += 8;
        if hit {
            return done;
        }
    }
    let rest = &right[..right.len() - done];
    for (&x, &y) in left[done..].iter().zip(rest.iter().rev()) {
        let v = x.into() ^ y.into();
        slots[v as usize & mask] = stamp;
        done += 1;
        if v == value {
            break;
        }
    }
    done
}

/// G(0..=n) as the engine stores them: `u16` while every value fits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Values {
    /// Every value below 2^16.
    Narrow(Vec<u16>),
    /// Some value at least 2^16.
    Wide(Vec<u32>),
}

impl Values {
    /// G(n), `n` below [`Values::len`].
    pub fn get(&self, n: usize) -> u32 {
        match self {
            Values::Narrow(g) => g[n].into(),
            Values::Wide(g) => g[n],
        }
    }

    /// How many values (n + 1).
    pub fn len(&self) -> usize {
        match self {
            Values::Narrow(g) => g.len(),
            Values::Wide(g) => g.len(),
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The period the values prove ([`prove_period`]).
    pub fn period(&self, rule: &Rule) -> Option<Period> {
        match self {
            Values::Narrow(g) => prove_period(rule, g),
            Values::Wide(g) => prove_period(rule, g),
        }
    }
}

/// Room for G(0..=n) as `T`, or `values-out-of-memory` naming n.
fn room<T>(n: usize) -> Result<Vec<T>> {
    let mut g = Vec::new();
    let fits = n < u32::MAX as usize && g.try_reserve_exact(n + 1).is_ok();
    if fits {
        return Ok(g);
    }
    let bytes = (n as u128 + 1) * std::mem::size_of::<T>() as u128;
    Err(Error::of(
        ErrorKey::ValuesOutOfMemory,
        "n is {size}: {total} bytes for the values do not fit in memory",
    )
    .with("size", n)
    .with("total", int_text(bytes as i128)))
}

/// Engine marks a step of the call's budget: a mark of the split's loops
/// is one store, about 0.7 ns in the main wasm here (the naive loop's
/// count three each); a step is about 2.5 ns (`budget.rs`).
const MARKS_PER_STEP: u64 = 2;

/// Bytes a value holds of the call's budget: 4 for the value, and as much
/// again for the rare heaps' list and the copy JS is handed.
pub const VALUE_BYTES: u64 = 8;

/// G(0..=n) under `rule`; `progress` is told how many values are known now
/// and then (every 2^16 heaps).
pub fn values(rule: &Rule, n: usize, mut progress: impl FnMut(usize)) -> Result<Vec<u32>> {
    let mut g = room(n)?;
    Engine::<1>::new(rule).extend::<u32>(&mut g, n, &mut progress)?;
    progress(n + 1);
    Ok(g)
}

/// [`values`] in half the memory while the values fit in 16 bits (the Lab's
/// and the command line's long runs), and the split the engine used last
/// (`None`: the naive loop).
pub fn values_compact(
    rule: &Rule,
    n: usize,
    progress: impl FnMut(usize),
) -> Result<(Values, Option<Split>)> {
    let (g, split) = narrow_then_wide::<u16>(rule, n, progress)?;
    Ok((g.map_or_else(Values::Wide, Values::Narrow), split))
}

/// The heaps at which [`values_until_period`] looks for a period: 63, 127,
/// 255, … (2^k − 1 below n), then n.
pub fn checkpoints(n: usize) -> Vec<usize> {
    let mut at: Vec<usize> = std::iter::successors(Some(63), |&c| Some(2 * c + 1))
        .take_while(|&c| c < n)
        .collect();
    at.push(n);
    at
}

/// [`values_compact`], stopping early: the values are worked out to each
/// of the [`checkpoints`] in turn, and at each the period they prove is
/// looked for ([`prove_period`]); the run ends at the first checkpoint with
/// one, at n, or where `go_on(values, split, next)` says not to go on to
/// the checkpoint `next` (a caller's budget). Returns the values to that
/// checkpoint, the split the engine used last, and the period. The
/// checkpoints do not depend on the machine, so the same rule and n stop at
/// the same heap everywhere (the atlas of the command line and of the Lab
/// agree).
pub fn values_until_period(
    rule: &Rule,
    n: usize,
    mut progress: impl FnMut(usize),
    mut go_on: impl FnMut(&Values, Option<Split>, usize) -> bool,
) -> Result<(Values, Option<Split>, Option<Period>)> {
    let mut engine = Engine::<BLOCK>::new(rule);
    let mut g = Values::Narrow(room::<u16>(n)?);
    let mut period = None;
    let mut at = checkpoints(n).into_iter().peekable();
    while let Some(to) = at.next() {
        if let Values::Narrow(narrow) = &mut g {
            if !engine.extend(narrow, to, &mut progress)? {
                let mut wide = room::<u32>(n)?;
                wide.extend(narrow.iter().map(|&v| u32::from(v)));
                g = Values::Wide(wide);
            }
        }
        if let Values::Wide(wide) = &mut g {
            engine.extend(wide, to, &mut progress)?;
        }
        period = g.period(rule);
        let mut next_ok = |next: usize| go_on(&g, engine.split, next);
        if period.is_some() || !at.peek().is_some_and(|&next| next_ok(next)) {
            break;
        }
    }
    progress(g.len());
    Ok((g, engine.split, period))
}

/// G(0..=n) as `N` while every value fits (`Ok`), else as `u32` (`Err`).
#[allow(clippy::type_complexity)]
fn narrow_then_wide<N: Stored>(
    rule: &Rule,
    n: usize,
    mut progress: impl FnMut(usize),
) -> Result<(std::result::Result<Vec<N>, Vec<u32>>, Option<Split>)> {
    let mut engine = Engine::<BLOCK>::new(rule);
    let mut narrow = room::<N>(n)?;
    let g = if engine.extend(&mut narrow, n, &mut progress)? {
        Ok(narrow)
    } else {
        let mut wide = room::<u32>(n)?;
        wide.extend(narrow.iter().map(|&v| v.into()));
        drop(narrow);
        engine.extend(&mut wide, n, &mut progress)?;
        Err(wide)
    };
    progress(n + 1);
    Ok((g, engine.split))
}

/// Extends G(0..g.len()) in `g` to G(0..=n) (the caller holds the room of
/// the call's budget); `too-large` when the budget is spent, the values so
/// far kept.
fn extend_values(rule: &Rule, g: &mut Vec<u32>, n: usize) -> Result<()> {
    let more = (n + 1).saturating_sub(g.len());
    if g.try_reserve_exact(more).is_err() {
        return room::<u32>(usize::MAX).map(|_| ());
    }
    Engine::<1>::new(rule).extend::<u32>(g, n, &mut |_| {})?;
    Ok(())
}

/// `nimbers(rule, n)`: G(0..=n) and the period they prove. The values are
/// worked out to 1023, then four times further each time, until they prove
/// a period; the rest is then filled from it (Guy and Smith's theorem makes
/// it what the engine would give, and the period those values prove is the
/// same: a shorter one would have fitted its window first). Refused before
/// any work when n + 1 values do not fit the call's memory
/// ([`VALUE_BYTES`] each), and when its work is spent before they reach n.
pub fn sequence(rule: &Rule, n: usize) -> Result<Known> {
    let bytes = (n as u64 + 1).saturating_mul(VALUE_BYTES);
    if budget::hold(bytes).is_err() {
        let most = budget::current().map_or(0, |b| b.memory);
        return Err(Error::of(
            ErrorKey::NimbersPastMemory,
            "n is {size}: its values need {total} bytes, past one call's budget of {max}; n up to {fits} fits",
        )
        .with("size", n)
        .with("total", bytes)
        .with("max", most)
        .with("fits", (most / VALUE_BYTES).saturating_sub(1)));
    }
    let mut g = Vec::new();
    let period = grow(rule, &mut g, n).map_err(|e| nimbers_past_budget(e, rule, n, g.len()))?;
    Ok(Known { values: g, period })
}

/// [`sequence`]'s steps: the values and the period they prove.
fn grow(rule: &Rule, g: &mut Vec<u32>, n: usize) -> Result<Option<Period>> {
    let mut to = n.min(1023);
    loop {
        extend_values(rule, g, to)?;
        let period = prove_period_within(rule, g)?;
        match period {
            _ if to == n => return Ok(period),
            Some(p) => {
                fill(g, p, n)?;
                return Ok(period);
            }
            None => to = n.min(4 * to + 3),
        }
    }
}

/// `too-large` for `nimbers(rule, n)` past the call's work, saying how far
/// the values got.
fn nimbers_past_budget(error: Error, rule: &Rule, n: usize, known: usize) -> Error {
    if !budget::is_spent(&error) {
        return error;
    }
    past_known(rule, "n", n as u64, known)
}

/// `too-large`: `field` is `size`, past the `known` values of `rule` and
/// with no period proved by then.
#[inline(never)]
fn past_known(rule: &Rule, field: &str, size: u64, known: usize) -> Error {
    Error::of(
        ErrorKey::HeapPastKnown,
        "{field} is {size}: the values of {rule} are known up to {max} here, with no period proved by then",
    )
    .with("field", field)
    .with("size", size)
    .with("max", known.saturating_sub(1))
    .with("rule", rule.name())
}

/// G(len..=n) filled from the proved period `p`: G(i) = G(i − k) for every
/// multiple k of the length with i − k ≥ start, copied a block at a time.
fn fill(g: &mut Vec<u32>, p: Period, n: usize) -> Result<()> {
    let (start, length) = (p.start as usize, p.length as usize);
    budget::charge((n + 1 - g.len()) as u64 / 16)?;
    // Exactly: a doubling vector would hold half as much again while it grows.
    g.reserve_exact(n + 1 - g.len());
    while g.len() <= n {
        let len = g.len();
        let k = (len - start) / length * length;
        let take = k.min(n + 1 - len);
        g.extend_from_within(len - k..len - k + take);
    }
    Ok(())
}

/// G(0..=n) by the naive loop alone: every option of every heap.
pub fn values_naive(rule: &Rule, n: usize) -> Vec<u32> {
    let mut g = Vec::with_capacity(n + 1);
    for heap in 0..=n {
        let mut options = Vec::new();
        for (t, &d) in rule.digits.iter().enumerate() {
            if d & 1 != 0 && heap == t {
                options.push(0);
            }
            if d & 2 != 0 && heap > t {
                options.push(u64::from(g[heap - t]));
            }
            if d & 4 != 0 && heap >= t + 2 {
                let r = heap - t;
                for a in 1..=r / 2 {
                    if !(rule.unequal && 2 * a == r) {
                        options.push(u64::from(g[a] ^ g[r - a]));
                    }
                }
            }
        }
        g.push(crate::brute::mex(&options) as u32);
    }
    g
}

/// Values of one rule as far as they are known, and the period they prove.
#[derive(Clone, Debug)]
pub struct Known {
    /// G(0), G(1), …
    pub values: Vec<u32>,
    /// The period the values prove, if any.
    pub period: Option<Period>,
}

impl Known {
    /// G(n), if known (by the period or the values).
    pub fn get(&self, n: u64) -> Option<u32> {
        match self.period {
            Some(p) => Some(p.value(&self.values, n)),
            None => usize::try_from(n)
                .ok()
                .and_then(|i| self.values.get(i))
                .copied(),
        }
    }
}

/// The most values a position's question works out (without a period)
/// outside any call; within one, the call's budget decides.
pub const VALUE_BUDGET: usize = 1 << 17;

/// Values of the last few rules asked about: a page asks many questions of
/// one game, and every move's verdict needs them.
const REMEMBERED: usize = 4;

/// The most values kept for one rule between calls (16 MB): what a call
/// given a larger budget works out past it is not kept.
const KEPT: usize = 1 << 22;

thread_local! {
    static KNOWN: std::cell::RefCell<Vec<(Rule, std::rc::Rc<Known>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// G up to at least `heap` (or a proved period): the values known from
/// earlier calls, extended four times further each time until they answer,
/// as far as the call's budget reaches (or [`VALUE_BUDGET`] outside any
/// call); `too-large` past that, naming `field` and how far they are known.
/// A heap under a proved period is answered without the engine.
pub fn known_to(rule: &Rule, heap: u64, field: &str) -> Result<std::rc::Rc<Known>> {
    let cached = KNOWN.with(|cell| {
        cell.borrow()
            .iter()
            .find(|(r, _)| r == rule)
            .map(|(_, k)| k.clone())
    });
    if let Some(known) = &cached {
        if known.get(heap).is_some() {
            return Ok(known.clone());
        }
    }
    let mut g = cached.map_or_else(Vec::new, |k| k.values.clone());
    let most = match budget::current() {
        Some(_) => usize::MAX,
        None => VALUE_BUDGET,
    };
    // Four times as far each time, for a period; no further than the heap.
    let most = most.min(usize::try_from(heap).unwrap_or(usize::MAX).max(1024));
    let mut to = (4 * g.len()).clamp(1024, most);
    let proved = loop {
        let grown =
            budget::hold(((to + 1).saturating_sub(g.len()) as u64).saturating_mul(VALUE_BYTES))
                .and_then(|()| extend_values(rule, &mut g, to));
        let period = grown.and_then(|()| prove_period_within(rule, &g));
        match period {
            Ok(None) if (g.len() as u64) <= heap && to < most => {
                to = to.saturating_mul(4).min(most)
            }
            other => break other,
        }
    };
    let known = std::rc::Rc::new(Known {
        values: g,
        period: proved.as_ref().ok().copied().flatten(),
    });
    if known.values.len() <= KEPT {
        KNOWN.with(|cell| {
            let mut list = cell.borrow_mut();
            list.retain(|(r, _)| r != rule);
            if list.len() >= REMEMBERED {
                list.remove(0);
            }
            list.push((rule.clone(), known.clone()));
        });
    }
    match proved {
        Err(e) if e.code() != "too-large" => Err(e),
        _ if known.get(heap).is_some() => Ok(known),
        _ => Err(past_known(rule, field, heap, known.values.len())),
    }
}

/// One move on a heap: take `take` objects and leave the heaps `leave`
/// (none, one, or two non-empty ones; a split lists the smaller first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapMove {
    /// Objects taken (0 for a split without taking).
    pub take: u64,
    /// The heaps left in its place.
    pub leave: Vec<u64>,
}

impl Rule {
    /// How many moves a heap of `n` has (splits counted once, smaller first).
    pub fn move_count(&self, n: u64) -> u64 {
        let mut count = 0u64;
        for t in 0..=self.last_place().min(n) {
            let d = self.digit(t);
            let r = n - t;
            count += u64::from(d & 1 != 0 && r == 0) + u64::from(d & 2 != 0 && r > 0);
            if d & 4 != 0 && r >= 2 {
                count += r / 2 - u64::from(self.unequal && r % 2 == 0);
            }
        }
        count
    }

    /// Every move on a heap of `n`, by take, then leave, smaller pieces first.
    pub fn moves_of(&self, n: u64) -> Vec<HeapMove> {
        self.moves_of_to(n, u64::MAX)
    }

    /// The moves on a heap of `n` whose splits leave a smaller piece of at
    /// most `smaller` (every move that does not split).
    pub fn moves_of_to(&self, n: u64, smaller: u64) -> Vec<HeapMove> {
        let mut list = Vec::new();
        for t in 0..=self.last_place().min(n) {
            let d = self.digit(t);
            let r = n - t;
            if d & 1 != 0 && r == 0 {
                list.push(HeapMove {
                    take: t,
                    leave: Vec::new(),
                });
            }
            if d & 2 != 0 && r > 0 {
                list.push(HeapMove {
                    take: t,
                    leave: vec![r],
                });
            }
            if d & 4 != 0 && r >= 2 {
                for a in 1..=(r / 2).min(smaller) {
                    if !(self.unequal && 2 * a == r) {
                        list.push(HeapMove {
                            take: t,
                            leave: vec![a, r - a],
                        });
                    }
                }
            }
        }
        list
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

    /// The rule's name in messages: its code, or Grundy's game.
    pub fn name(&self) -> String {
        if self.unequal {
            "Grundy's game".to_owned()
        } else {
            self.code()
        }
    }
}

/// `field[i]`, as messages name an item.
fn item(field: &str, i: usize) -> String {
    cat(&[field, "[", &int_text(i as i128), "]"])
}

fn value_sum(heaps: &[u64]) -> String {
    let total: u128 = heaps.iter().map(|&h| u128::from(h)).sum();
    int_text(total as i128)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `known_to` and `sequence` extend values worked out by earlier calls:
    /// the engine resumed anywhere gives the values it gives in one run.
    #[test]
    fn resumed_values_equal_one_run() {
        for code in ["0.6", "0.07", "0.137", "4.07", "0.4444447", "0.77"] {
            let rule = Rule::octal(code, "code").unwrap();
            let whole = values(&rule, 6000, |_| {}).unwrap();
            for cut in [1, 255, 256, 1023, 1500, 4095] {
                let mut g = whole[..cut].to_vec();
                extend_values(&rule, &mut g, 6000).unwrap();
                assert_eq!(g, whole, "{code} resumed at {cut}");
            }
        }
        let grundy = values(&Rule::grundy(), 5000, |_| {}).unwrap();
        let mut g = grundy[..700].to_vec();
        extend_values(&Rule::grundy(), &mut g, 5000).unwrap();
        assert_eq!(g, grundy);
    }

    fn rule(code: &str) -> Rule {
        Rule::octal(code, "code").unwrap()
    }

    #[test]
    fn codes_read_as_guy_writes_them() {
        assert_eq!(rule(".77").code(), "0.77");
        assert_eq!(rule("4.070").code(), "4.07");
        assert_eq!(rule("0.").code(), "0.");
        for bad in [
            "",
            "077",
            "1.7",
            "0.8",
            "0.7a",
            "0..7",
            &format!("0.{}", "7".repeat(33)),
        ] {
            let err = Rule::octal(bad, "code").unwrap_err();
            assert_eq!(err.code(), "bad-state", "{bad}");
            assert!(err.message().starts_with("code must be"), "{err}");
        }
        assert_eq!(
            Rule::subtraction(&[1, 3, 4], "subtract").unwrap().code(),
            "0.3033"
        );
        assert!(Rule::subtraction(&[0], "subtract").is_err());
        let err = Rule::subtraction(&[2, 2], "subtract").unwrap_err();
        assert!(err.message().contains("subtract[1] repeats 2"), "{err}");
    }

    /// G(0..=n) straight from the rules: the mex over every move's leaves.
    fn by_mex_over_moves(rule: &Rule, n: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::with_capacity(n + 1);
        for heap in 0..=n {
            let options: Vec<u64> = rule
                .moves_of(heap as u64)
                .iter()
                .map(|m| m.leave.iter().fold(0, |x, &h| x ^ u64::from(g[h as usize])))
                .collect();
            g.push(crate::brute::mex(&options) as u32);
        }
        g
    }

    /// Codes with their least period and start, as the values prove them
    /// (`None`: none by n = 2000).
    const CODES: &[&str] = &[
        "0.77", "0.07", "0.137", "0.6", "0.333", "0.3333", "0.3033", "0.4", "0.7", "0.15", "0.51",
        "0.16", "0.106", "0.14", "0.34", "0.35", "0.36", "0.37", "0.44", "0.45", "0.52", "0.53",
        "0.54", "0.55", "0.56", "0.57", "0.64", "0.71", "0.72", "0.74", "0.76", "4.7", "4.07",
        "4.3", "0.007", "0.026", "0.051", "0.165", "0.376", "0.644", "4.", "0.",
    ];

    #[test]
    fn values_equal_the_mex_over_the_rules_up_to_2000() {
        let mut rules: Vec<Rule> = CODES.iter().map(|c| rule(c)).collect();
        rules.push(Rule::grundy());
        assert!(rules.len() >= 31);
        for rule in &rules {
            // The naive loop to 2000; the moves themselves (allocating) to 500.
            let fast = values(rule, 2000, |_| {}).unwrap();
            assert_eq!(fast, values_naive(rule, 2000), "{}", rule.name());
            assert_eq!(
                fast[..=500],
                by_mex_over_moves(rule, 500),
                "{}",
                rule.name()
            );
        }
    }

    #[test]
    fn the_sparse_split_agrees_with_the_naive_loop_far_out() {
        for rule in [
            rule("0.6"),
            rule("0.77"),
            rule("0.07"),
            rule("0.137"),
            Rule::grundy(),
        ] {
            let n = 12_000;
            let naive = values_naive(&rule, n);
            assert_eq!(values(&rule, n, |_| {}).unwrap(), naive, "{}", rule.name());
            // A block of heaps at a time, in 16 bits.
            let (g, _) = values_compact(&rule, n, |_| {}).unwrap();
            let narrow: Vec<u16> = naive.iter().map(|&v| v as u16).collect();
            assert_eq!(g, Values::Narrow(narrow), "{}", rule.name());
        }
    }

    #[test]
    fn narrow_values_widen_at_the_first_that_does_not_fit() {
        // 4.777…7 (31 places) passes 255 at n = 244: stored as u8 up to there,
        // then as u32, the values are those of the u32 engine.
        let rule = rule(&format!("4.{}", "7".repeat(31)));
        let wide = values(&rule, 1000, |_| {}).unwrap();
        assert_eq!(wide.iter().position(|&v| v > 255), Some(244));
        let (g, _) = narrow_then_wide::<u8>(&rule, 1000, |_| {}).unwrap();
        assert_eq!(g, Err(wide.clone()));
        let (g, _) = narrow_then_wide::<u8>(&rule, 243, |_| {}).unwrap();
        assert_eq!(
            g.unwrap(),
            wide[..=243].iter().map(|&v| v as u8).collect::<Vec<_>>()
        );
        // 0.6 to 20 000 fits in u16, and agrees with the u32 engine.
        let rule = Rule::octal("0.6", "code").unwrap();
        let (g, split) = values_compact(&rule, 20_000, |_| {}).unwrap();
        let wide = values(&rule, 20_000, |_| {}).unwrap();
        assert!(split.is_some());
        assert_eq!(g, Values::Narrow(wide.iter().map(|&v| v as u16).collect()));
        assert_eq!(g.period(&rule), None);
        assert_eq!((g.len(), g.get(20_000)), (wide.len(), wide[20_000]));
    }

    #[test]
    fn known_periods_are_proved() {
        let period = |code: &str| {
            let rule = rule(code);
            prove_period(&rule, &values(&rule, 2000, |_| {}).unwrap())
        };
        // Kayles: period 12 from 71 (Guy and Smith), proved by n = 2·71 + 2·12 + 2 − 1.
        assert_eq!(
            period("0.77"),
            Some(Period {
                start: 71,
                length: 12,
                checked_to: 167
            })
        );
        // Dawson's Kayles: period 34; Dawson's chess is the same sequence one heap later.
        let dawson = period("0.07").unwrap();
        assert_eq!((dawson.start, dawson.length), (53, 34));
        let chess = period("0.137").unwrap();
        assert_eq!((chess.start, chess.length), (52, 34));
        // Take 1..3: n mod 4 from 0.
        assert_eq!(
            period("0.333"),
            Some(Period {
                start: 0,
                length: 4,
                checked_to: 7
            })
        );
        assert_eq!(period("0.6"), None);
        assert_eq!(
            prove_period(
                &Rule::grundy(),
                &values(&Rule::grundy(), 2000, |_| {}).unwrap()
            ),
            None
        );
    }

    #[test]
    fn proved_periods_hold_far_past_the_proof() {
        // The theorem's window, 2n₀ + p + t (and its variants for 4.xxx codes
        // and for rules that never split), tested: every period the values
        // prove by n = 600 holds to n = 6000.
        let mut proved = 0;
        for code in CODES {
            let rule = rule(code);
            let far = values(&rule, 6000, |_| {}).unwrap();
            if let Some(p) = prove_period(&rule, &far[..=600]) {
                proved += 1;
                for n in 0..=6000u64 {
                    assert_eq!(p.value(&far[..=600], n), far[n as usize], "{code} at {n}");
                }
                assert_eq!(
                    prove_period(&rule, &far).map(|q| (q.start, q.length)),
                    Some((p.start, p.length)),
                    "{code}"
                );
            }
        }
        assert!(proved >= 20, "{proved}");
    }

    #[test]
    fn the_window_is_not_shorter_than_the_theorem_needs() {
        // A sequence that repeats over a window shorter than the theorem's is
        // not called periodic.
        let rule = rule("0.77");
        let g = values(&rule, 2000, |_| {}).unwrap();
        assert_eq!(prove_period(&rule, &g[..=166]), None);
        assert!(prove_period(&rule, &g[..=167]).is_some());
    }
}
