//! The engine that works out G(0), G(1), … of a rule: the rare/common
//! split of the sparse space (Gangolli and Plambeck, "A note on periodicity
//! in some octal games", Int. J. Game Theory 18, 1989; Flammenkamp's
//! sparse-space computations of octal games; J. P. Grossman, "Searching for
//! periodicity in Officers", Games of No Chance 5, 2019).
//!
//! G(n) is the mex of the values of the options of a heap of n. A split
//! leaving heaps a and b has value G(a) ⊕ G(b), and the naive loop over
//! every split costs O(n) per heap. Most of these games live in a sparse
//! space: with a mask M and a bit b, call heap n *common* when
//! parity(G(n) & M) ⊕ (b · n mod 2) = 1, *rare* otherwise. Two common heaps
//! a + c = r give a value x with parity(x & M) = b · (r mod 2), so the options
//! with a rare heap (few) decide every value of the other parity exactly; the
//! mex of those is the answer unless it has the parity common pairs can make,
//! and only then are the common pairs scanned, until they make it. When no
//! mask leaves few rare heaps the engine runs the naive loop.

use super::rule::{Rule, MAX_PLACES};
use crate::budget;
use crate::error::Result;

/// Heaps in a block of the long runs ([`values_compact`](super::values_compact)): the options that
/// pair a rare heap with a heap known before the block starts are marked for
/// the whole block at once ([`Engine::mark_ahead`]). [`values`](super::values), which the
/// main wasm runs at opt-level `z`, works a heap at a time (blocks made that
/// code slower still).
pub(super) const BLOCK: usize = 8;

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
pub(super) struct Engine<const B: usize> {
    takes: Vec<(usize, u8)>,
    breaks: Vec<usize>,
    unequal: bool,
    seen: Seen<B>,
    largest: u32,
    pub(super) split: Option<Split>,
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
    pub(super) fn new(rule: &Rule) -> Self {
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
    pub(super) fn extend<T: Stored>(
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

/// Engine marks a step of the call's budget: a mark of the split's loops
/// is one store, about 0.7 ns in the main wasm here (the naive loop's
/// count three each); a step is about 2.5 ns (`budget.rs`).
pub(super) const MARKS_PER_STEP: u64 = 2;

#[cfg(test)]
mod tests {
    use crate::nimbers::tests::rule;
    use crate::nimbers::{values, values_compact, values_naive, Rule, Values};

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
}
