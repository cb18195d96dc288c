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

use std::sync::atomic::{AtomicU16, AtomicU32, Ordering};

use super::rule::{Rule, MAX_PLACES};
use crate::budget;
use crate::error::Result;

/// Heaps in a block of the long runs ([`values_compact`](super::values_compact)): the options that
/// pair a rare heap with a heap known before the block starts are marked for
/// the whole block at once ([`Engine::mark_ahead`]). [`values`](super::values), which the
/// main wasm runs at opt-level `z`, works a heap at a time (blocks made that
/// code slower still).
pub(super) const BLOCK: usize = 8;

/// A slot's mark: the block that saw its value. One byte keeps a block's
/// tables small in the first-level cache (2% faster than four on Officers
/// to 3·10^6); the tables are cleared once every 255 blocks.
type Stamp = u8;

/// The option values of the heaps of a block, for the mex: one table of
/// slots a heap, each slot holding the stamp of the last block that saw its
/// value, so a new block starts with a new stamp instead of clearing, and
/// marking is a plain store (a bitset's read-modify-write on the few words
/// small values share chains every mark to the one before). A table's
/// length is a power of two above every XOR of values up to the largest and
/// every mex, so `x & mask` indexes without a bounds check; tables lie a
/// cache line more than their length apart, so that the same value in
/// different tables does not share a set of the first-level cache.
pub(super) struct Seen<const B: usize> {
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
    pub(super) const EMPTY: Seen<B> = Seen {
        stamps: Vec::new(),
        len: 0,
        stride: 0,
        table: 0,
        stamp: 0,
    };

    /// Forgets every mark of every table: a block begun elsewhere goes on
    /// here with clean tables.
    fn forget(&mut self) {
        if self.stamp == Stamp::MAX {
            self.stamps.fill(0);
            self.stamp = 0;
        }
        self.stamp += 1;
    }

    /// Starts `heap` in its table, keeping room for every XOR of values up
    /// to `largest`; a block's first heap takes a new stamp.
    pub(super) fn start(&mut self, heap: usize, largest: u32) {
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
            self.forget();
        }
    }

    /// The heap's slots, their length a power of two (one more than `mask`).
    pub(super) fn slots(&mut self) -> (&mut [Stamp], usize, Stamp) {
        let mask = self.len - 1;
        let table = &mut self.stamps[self.table..][..=mask];
        (table, mask, self.stamp)
    }

    pub(super) fn insert(&mut self, v: u32) {
        let (slots, mask, stamp) = self.slots();
        slots[v as usize & mask] = stamp;
    }

    /// Marks the options of heap n = `g.len()` (the values below it being
    /// `g`) that leave no heap or one: `takes` as [`Rule::takes`] lists them.
    #[inline]
    pub(super) fn mark_takes<V: Read>(&mut self, takes: &[(usize, u8)], g: &[V]) {
        let n = g.len();
        for &(t, d) in takes {
            if d & 1 != 0 && n == t {
                self.insert(0);
            }
            if d & 2 != 0 && n > t {
                self.insert(g[n - t].get());
            }
        }
    }

    pub(super) fn contains(&self, v: u32) -> bool {
        (v as usize) < self.len && self.stamps[self.table + v as usize] == self.stamp
    }

    /// The least value not in the set, at least `from`.
    pub(super) fn mex_from(&self, from: u32) -> u32 {
        let table = &self.stamps[self.table..][..self.len];
        let mut v = from;
        while table.get(v as usize) == Some(&self.stamp) {
            v += 1;
        }
        v
    }
}

/// A value as the engine reads it where it is kept: a plain integer, or an
/// atomic one that several threads share (`parallel`), read with no
/// ordering of its own (the threads order their reads by the count of values
/// published, `parallel::Job`). The marking loops below are written once for
/// both.
pub trait Read {
    /// The value.
    fn get(&self) -> u32;
}

/// How the engine stores values while it works them out: `u16` while every
/// value fits (half the memory and half the cache of `u32`, as ogsolve
/// stores them), `u32` from the first value that does not.
pub trait Stored: Copy + Eq + Default + Into<u32> + TryFrom<u32> + Read + Send + Sync {
    /// The same width shared between threads.
    type Shared: Shared<Plain = Self>;
}

/// A stored value the threads of one run share: written once by the thread
/// that works it out, read by all.
pub trait Shared: Read + Send + Sync + Sized + 'static {
    /// Its plain width.
    type Plain: Stored<Shared = Self>;
    /// Shares `value`.
    fn share(value: Self::Plain) -> Self;
    /// Writes `value`, which fits (the caller converted it to the plain
    /// width first).
    fn put(&self, value: u32);
    /// The plain value, once no other thread reads it.
    fn plain(self) -> Self::Plain;
}

macro_rules! stored {
    ($plain:ty, $shared:ty) => {
        impl Read for $plain {
            #[inline(always)]
            fn get(&self) -> u32 {
                u32::from(*self)
            }
        }
        impl Stored for $plain {
            type Shared = $shared;
        }
        impl Read for $shared {
            #[inline(always)]
            fn get(&self) -> u32 {
                u32::from(self.load(Ordering::Relaxed))
            }
        }
        impl Shared for $shared {
            type Plain = $plain;
            fn share(value: $plain) -> Self {
                <$shared>::new(value)
            }
            #[inline(always)]
            fn put(&self, value: u32) {
                self.store(value as $plain, Ordering::Relaxed)
            }
            fn plain(self) -> $plain {
                self.into_inner()
            }
        }
    };
}
stored!(u16, AtomicU16);
stored!(u32, AtomicU32);
#[cfg(test)]
stored!(u8, std::sync::atomic::AtomicU8);

/// Marks G(a) ⊕ G(r − a) for the splits whose left pieces are `left` and
/// right pieces `right` (reversed).
#[inline(always)]
pub(super) fn mark_splits<V: Read, const B: usize>(seen: &mut Seen<B>, left: &[V], right: &[V]) {
    let (slots, mask, stamp) = seen.slots();
    for (x, y) in left.iter().zip(right.iter().rev()) {
        slots[(x.get() ^ y.get()) as usize & mask] = stamp;
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
    pub(super) fn common(self, n: usize, value: u32) -> bool {
        ((value & self.mask).count_ones() ^ (self.bit & n as u32)) & 1 == 1
    }

    /// Whether two common heaps adding up to `r` can make `value`.
    pub(super) fn common_pairs_make(self, r: usize, value: u32) -> bool {
        ((value & self.mask).count_ones() ^ (self.bit & r as u32)) & 1 == 0
    }
}

/// The mask bits tried when choosing a split (values past 2^10 keep their
/// low bits in the mask).
const MASK_BITS: u32 = 10;

/// The split with the fewest rare heaps among `values`, how many, and the
/// classes it compared (its work: every mask against every class).
pub(super) fn best_split<V: Read>(values: &[V]) -> (Split, usize, usize) {
    let size = 1usize << MASK_BITS;
    let mut count = vec![[0usize; 2]; size];
    let mut largest = 0;
    for (n, v) in values.iter().enumerate().skip(1) {
        let v = (v.get() as usize) & (size - 1);
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
pub(super) struct RareHeap {
    pub(super) heap: u32,
    pub(super) value: u32,
}

/// The rare heaps among `g` under `split`, in order.
fn rare_heaps<V: Read>(g: &[V], split: Split) -> Vec<RareHeap> {
    let rare = g.iter().enumerate().skip(1).filter_map(|(m, v)| {
        let value = v.get();
        (!split.common(m, value)).then_some(RareHeap {
            heap: m as u32,
            value,
        })
    });
    rare.collect()
}

/// The first heap whose value a review of the split reads after `heaps`
/// values: reviews fall at 256, 512, 1024, … values, wherever a run was cut
/// or resumed, so that the split in use at any heap (and the one the atlas
/// reports) does not depend on how the values were worked out.
pub(super) fn review_point(heaps: usize) -> usize {
    if heaps < 256 {
        0
    } else {
        1 << heaps.ilog2()
    }
}

/// The split a run uses once `g` holds the values up to the review point
/// of its length ([`review_point`]), with its rare heaps among all of `g`;
/// `None` when no split pays (or none was reviewed yet), and the work done.
pub(super) fn split_of<V: Read>(g: &[V], splits: bool) -> (Option<Split>, u64) {
    let at = review_point(g.len());
    if at == 0 || !splits {
        return (None, 0);
    }
    let (best, rare_heaps, compared) = best_split(&g[..at]);
    // The split pays when rare heaps are few: the naive loop looks at every
    // heap below, the split at the rare ones (and a few more).
    let pays = rare_heaps * 4 < at;
    ((pays).then_some(best), (at + compared) as u64)
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
    /// How the split's common pairs are scanned ([`both_ends_pay`]).
    both_ends: bool,
    rare: Vec<RareHeap>,
    /// The heaps the rare list covers (the values `extend` was given last).
    known: usize,
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
        Engine::of_moves(rule.takes(), rule.breaks(), rule.unequal)
    }

    /// An engine of the rule whose moves are these ([`Rule::takes`],
    /// [`Rule::breaks`]).
    fn of_moves(takes: Vec<(usize, u8)>, breaks: Vec<usize>, unequal: bool) -> Self {
        Engine {
            takes,
            breaks,
            unequal,
            seen: Seen::EMPTY,
            largest: 0,
            split: None,
            both_ends: true,
            rare: Vec::new(),
            known: 0,
            near: 0,
            marked: [0; MAX_PLACES + 1],
            next_review: 256,
            work: 0,
        }
    }

    /// Works out G(g.len()..=n) into `g`; stops early, returning `false`,
    /// at the first value `T` cannot hold (that heap is left out), and with
    /// `too-large` when the call's budget is spent (the values so far kept).
    /// `g` may hold values the engine did not work out (a fresh engine, or
    /// values worked out on other threads): the split is then the one the
    /// schedule of reviews gives ([`split_of`]) and its rare heaps are
    /// listed anew.
    pub(super) fn extend<T: Stored>(
        &mut self,
        g: &mut Vec<T>,
        n: usize,
        progress: &mut impl FnMut(usize),
    ) -> Result<bool> {
        if self.known != g.len() {
            self.resume(g);
        }
        for heap in g.len()..=n {
            let value = self.next_value(g);
            let Ok(stored) = T::try_from(value) else {
                return Ok(false);
            };
            g.push(stored);
            self.known = g.len();
            self.largest = self.largest.max(value);
            if let Some(split) = self.split {
                if heap > 0 && !split.common(heap, value) {
                    self.rare.push(RareHeap {
                        heap: heap as u32,
                        value,
                    });
                }
            }
            // Reviewed before a block starts (256, 512, … values), so that a
            // block's rare heaps stay those it was marked with.
            if g.len() >= self.next_review && !self.breaks.is_empty() {
                self.next_review = 2 * g.len();
                self.review(g);
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

    /// Takes up values worked out elsewhere: the largest, the split of the
    /// schedule, its rare heaps, and clean tables for the rest of the block.
    fn resume<T: Stored>(&mut self, g: &[T]) {
        self.largest = g.iter().map(Read::get).max().unwrap_or(0);
        self.review(g);
        self.next_review = (2 * review_point(g.len())).max(256);
        self.seen.forget();
    }

    /// Sets the split of the schedule for the values `g` and lists its rare
    /// heaps; until the next block the engine marks every rare heap a heap
    /// at a time.
    fn review<V: Read>(&mut self, g: &[V]) {
        let (split, work) = split_of(g, !self.breaks.is_empty());
        self.work += work + g.len() as u64;
        self.split = split;
        self.rare.clear();
        if let Some(split) = split {
            let (both_ends, work) =
                both_ends_pay::<V, B>(g, split, &self.takes, &self.breaks, self.unequal);
            self.both_ends = both_ends;
            self.work += work;
            self.rare = rare_heaps(g, split);
        }
        self.known = g.len();
        self.near = 0;
        self.marked = [0; MAX_PLACES + 1];
    }

    /// Marks, in each heap's own slots, the options of the block starting at
    /// heap `g.len()` that pair a rare heap of at least `B` with a heap
    /// already known: one pass over the rare heaps a block rather than a
    /// heap, each reading `B` values in order. (A heap's rare pieces
    /// pair with heaps spread over the last few thousand values, more than
    /// the first-level cache holds.)
    fn mark_ahead<V: Read>(&mut self, g: &[V]) {
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
    fn next_value<V: Read>(&mut self, g: &[V]) -> u32 {
        let heap = g.len();
        self.work += 1 + self.takes.len() as u64;
        self.seen.start(heap, self.largest);
        if B > 1 && heap % B == 0 && self.split.is_some() {
            self.mark_ahead(g);
        }
        let (breaks, unequal, seen) = (&self.breaks, self.unequal, &mut self.seen);
        seen.mark_takes(&self.takes, g);
        let Some(split) = self.split else {
            for &t in breaks {
                if heap < t + 2 {
                    continue;
                }
                let r = heap - t;
                let half = half(r, unequal);
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
        // The candidate stands unless two common heaps can make it: then scan
        // each take's splits (`Scan`) until one makes it (and move on to the
        // next candidate), or none does. Pairs with a rare piece are marked
        // again on the way, which changes nothing.
        let mut scans = [Scan::new(1, 0, self.both_ends); MAX_PLACES + 1];
        for (scan, &t) in scans.iter_mut().zip(breaks) {
            if heap >= t + 2 {
                *scan = Scan::new(1, half(heap - t, unequal), self.both_ends);
            }
        }
        let (value, marked) = settle(seen, g, heap, breaks, split, &mut scans);
        self.work += marked;
        value
    }
}

/// Marks the options G(a) ⊕ G(r − a) of the rare heaps a in `rare`
/// (each below r).
#[inline(always)]
pub(super) fn mark_rare<V: Read>(
    slots: &mut [Stamp],
    mask: usize,
    stamp: Stamp,
    rare: &[RareHeap],
    g: &[V],
    r: usize,
    unequal: bool,
) {
    let slots = &mut slots[..=mask];
    if unequal {
        for a in rare {
            if 2 * a.heap as usize != r {
                let y = g[r - a.heap as usize].get();
                slots[(a.value ^ y) as usize & mask] = stamp;
            }
        }
    } else {
        for a in rare {
            let y = g[r - a.heap as usize].get();
            slots[(a.value ^ y) as usize & mask] = stamp;
        }
    }
}

/// Marks, for each heap j of a block whose splits leave `r0 + j`, the
/// options G(a) ⊕ G(r0 + j − a) of the rare heaps a in `rare` (each at
/// least `B` and below r0) in table j.
#[inline(never)]
pub(super) fn mark_block<V: Read, const B: usize>(
    seen: &mut Seen<B>,
    rare: &[RareHeap],
    g: &[V],
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
        for (j, (y, table)) in others.iter().zip(tables.iter_mut()).enumerate() {
            if !(unequal && 2 * heap == r0 + j) {
                table[(a.value ^ y.get()) as usize & mask] = stamp;
            }
        }
    }
}

/// The smaller piece of the last split of a heap that leaves `r`: `r / 2`,
/// less one where the pieces may not be equal.
pub(super) fn half(r: usize, unequal: bool) -> usize {
    r / 2 - usize::from(unequal && r % 2 == 0)
}

/// The common splits of one take still to scan for the candidate: those
/// whose smaller piece lies in `low..=high`, scanned from the smallest piece
/// up, or from both ends at once. A small piece beside a large one makes a
/// large value, and the small values (0, 1, 16, …), which large pieces of
/// nearly equal value make, come last in a scan from the smallest piece;
/// two pieces near r/2 make them soonest. From both ends, Officers from
/// 2·10^6 to 3·10^6 settles a heap in 1 730 splits instead of 2 750; other
/// games make their candidates with small pieces, and scanning from both
/// ends costs them up to a third more. So the engine tries both ways on the
/// heaps before each review and keeps the cheaper ([`both_ends_pay`];
/// docs/PERFORMANCE.md, "What bounds one thread").
#[derive(Clone, Copy)]
pub(super) struct Scan {
    low: usize,
    high: usize,
    both_ends: bool,
}

impl Scan {
    /// Every split whose smaller piece lies in `low..=high`.
    pub(super) fn new(low: usize, high: usize, both_ends: bool) -> Scan {
        Scan {
            low,
            high,
            both_ends,
        }
    }

    /// Whether every split was scanned.
    pub(super) fn done(self) -> bool {
        self.low > self.high
    }

    /// Marks the splits G(a) ⊕ G(r − a) left (`g` holding every piece),
    /// eight at a time from the smallest piece or from each end, until one
    /// makes `value`; how many it marked. A step compares the low 16 bits
    /// only (half the lanes), so it may also stop at a value that only
    /// shares them: the caller reads the candidate's slot.
    #[inline(always)]
    pub(super) fn mark_until<V: Read>(
        &mut self,
        slots: &mut [Stamp],
        mask: usize,
        stamp: Stamp,
        g: &[V],
        r: usize,
        value: u32,
    ) -> usize {
        let slots = &mut slots[..=mask];
        let (low, high) = (self.low, self.high);
        if low > high {
            return 0;
        }
        // The pieces left, small and large: split k pairs small[k] with
        // large[len − 1 − k]. One test a step whether any made the
        // candidate: the marks need no branch.
        let (mut small, mut large) = (&g[low..=high], &g[r - high..=r - low]);
        let hit = if self.both_ends {
            let mut hit = false;
            while small.len() >= 16 && !hit {
                let (Some((s, small_rest)), Some((large_rest, l))) = (
                    small.split_first_chunk::<8>(),
                    large.split_last_chunk::<8>(),
                ) else {
                    break;
                };
                let (Some((small_rest, i)), Some((o, large_rest))) = (
                    small_rest.split_last_chunk::<8>(),
                    large_rest.split_first_chunk::<8>(),
                ) else {
                    break;
                };
                (small, large) = (small_rest, large_rest);
                let mut made = [0u32; 16];
                for k in 0..8 {
                    made[k] = s[k].get() ^ l[7 - k].get();
                    made[8 + k] = i[k].get() ^ o[7 - k].get();
                }
                hit = mark_step(slots, mask, stamp, made, value);
            }
            let ends = (high + 1 - low - small.len()) / 2;
            self.low += ends;
            self.high -= ends;
            hit
        } else {
            let mut hit = false;
            while !hit {
                let (Some((s, small_rest)), Some((large_rest, l))) = (
                    small.split_first_chunk::<8>(),
                    large.split_last_chunk::<8>(),
                ) else {
                    break;
                };
                (small, large) = (small_rest, large_rest);
                let mut made = [0u32; 8];
                for k in 0..8 {
                    made[k] = s[k].get() ^ l[7 - k].get();
                }
                hit = mark_step(slots, mask, stamp, made, value);
            }
            self.low = high + 1 - small.len();
            hit
        };
        if !hit {
            while self.low <= self.high {
                let a = self.low;
                let v = g[a].get() ^ g[r - a].get();
                slots[v as usize & mask] = stamp;
                self.low += 1;
                if v == value {
                    break;
                }
            }
        }
        (self.low - low) + (high - self.high)
    }
}

/// Marks the values `made` of one step of a scan; whether one may be
/// `value` (the low 16 bits compared: half the vector lanes).
#[inline(always)]
fn mark_step<const N: usize>(
    slots: &mut [Stamp],
    mask: usize,
    stamp: Stamp,
    made: [u32; N],
    value: u32,
) -> bool {
    for v in made {
        slots[v as usize & mask] = stamp;
    }
    made.iter()
        .fold(false, |hit, &v| hit | (v as u16 == value as u16))
}

/// G(heap) once its takes and its options with a rare piece are marked in
/// `seen`: the least value not marked, unless two common heaps can make it,
/// when each take's scan (`scans`, one a take) goes on until one makes it,
/// then the next value, until one stands. The value, and the splits marked.
pub(super) fn settle<V: Read, const B: usize>(
    seen: &mut Seen<B>,
    g: &[V],
    heap: usize,
    breaks: &[usize],
    split: Split,
    scans: &mut [Scan],
) -> (u32, u64) {
    let (slots, mask, stamp) = seen.slots();
    settle_in(slots, mask, stamp, g, heap, breaks, split, scans)
}

/// [`settle`] in one heap's slots: one copy of the scan's loops for every
/// caller (the engine, the threads' blocks, the trial of both ways).
#[inline(never)]
#[allow(clippy::too_many_arguments)]
fn settle_in<V: Read>(
    slots: &mut [Stamp],
    mask: usize,
    stamp: Stamp,
    g: &[V],
    heap: usize,
    breaks: &[usize],
    split: Split,
    scans: &mut [Scan],
) -> (u32, u64) {
    let mex_from = |slots: &[Stamp], mut v: u32| {
        while slots.get(v as usize) == Some(&stamp) {
            v += 1;
        }
        v
    };
    let mut value = mex_from(slots, 0);
    let mut marked = 0;
    loop {
        let mut moved = false;
        for (&t, scan) in breaks.iter().zip(scans.iter_mut()) {
            if scan.done() || !split.common_pairs_make(heap - t, value) {
                continue;
            }
            marked += scan.mark_until(slots, mask, stamp, g, heap - t, value) as u64;
            value = mex_from(slots, value);
            // The scan may also stop short of the end on a split that only
            // looked like the candidate (see `Scan::mark_until`).
            moved = true;
        }
        if !moved {
            return (value, marked);
        }
    }
}

/// Heaps a review works out again both ways ([`both_ends_pay`]).
const TRIAL_HEAPS: usize = 64;

/// Whether the scan from both ends marks fewer options than the scan from
/// the smallest piece over the last [`TRIAL_HEAPS`] heaps before the review
/// point of `g` ([`review_point`]), under `split`: an engine of the same
/// rule works them out again each way. And the work of finding out. Only
/// the speed of the engine depends on it, never a value.
pub(super) fn both_ends_pay<V: Read, const B: usize>(
    g: &[V],
    split: Split,
    takes: &[(usize, u8)],
    breaks: &[usize],
    unequal: bool,
) -> (bool, u64) {
    let at = review_point(g.len());
    let from = at.saturating_sub(TRIAL_HEAPS);
    let g = &g[..at];
    let rare = rare_heaps(g, split);
    let mut work = [0; 2];
    for (both_ends, work) in [false, true].into_iter().zip(&mut work) {
        let mut trial = Engine::<B> {
            largest: g.iter().map(Read::get).max().unwrap_or(0),
            split: Some(split),
            both_ends,
            rare: rare.clone(),
            known: from,
            next_review: usize::MAX,
            ..Engine::of_moves(takes.to_vec(), breaks.to_vec(), unequal)
        };
        for heap in from..at {
            trial.next_value(&g[..heap]);
        }
        *work = trial.work;
    }
    (work[1] < work[0], work[0] + work[1] + 2 * at as u64)
}

/// Engine marks a step of the call's budget: a mark of the split's loops
/// is one store, about 0.7 ns in the main wasm here (the naive loop's
/// count three each); a step is about 2.5 ns (`budget.rs`).
pub(super) const MARKS_PER_STEP: u64 = 2;

#[cfg(test)]
mod tests {
    use super::{Scan, Seen};
    use crate::nimbers::tests::rule;
    use crate::nimbers::{values, values_compact, values_naive, Rule, Values};

    #[test]
    fn a_scan_either_way_marks_each_split_once_and_stops_at_the_candidate() {
        // Values that look random, below 64.
        let g: Vec<u16> = (0..400u32)
            .map(|n| (n.wrapping_mul(2_654_435_761) >> 26) as u16)
            .collect();
        let cases = [
            (1, 0, 2),
            (1, 7, 15),
            (1, 15, 31),
            (1, 16, 33),
            (5, 120, 399),
            (40, 199, 399),
        ];
        for ((low, high, r), both_ends) in cases.into_iter().flat_map(|c| [(c, false), (c, true)]) {
            let every: Vec<u32> = (low..=high).map(|a| u32::from(g[a] ^ g[r - a])).collect();
            // A value no split makes: every split marked, once.
            let mut seen = Seen::<1>::EMPTY;
            seen.start(0, 63);
            let mut scan = Scan::new(low, high, both_ends);
            let (slots, mask, stamp) = seen.slots();
            assert_eq!(
                scan.mark_until(slots, mask, stamp, &g, r, 1000),
                every.len()
            );
            assert!(scan.done());
            for v in 0..128 {
                assert_eq!(
                    seen.contains(v),
                    every.contains(&v),
                    "{low}..={high} of {r} (both ends {both_ends}): {v}"
                );
            }
            // Each value made, looked for in turn: the scan stops once it is
            // made, and the calls together mark each split once.
            let mut seen = Seen::<1>::EMPTY;
            seen.start(0, 63);
            let mut scan = Scan::new(low, high, both_ends);
            let mut marked = 0;
            for &v in &every {
                let (slots, mask, stamp) = seen.slots();
                marked += scan.mark_until(slots, mask, stamp, &g, r, v);
                assert!(seen.contains(v));
            }
            let (slots, mask, stamp) = seen.slots();
            marked += scan.mark_until(slots, mask, stamp, &g, r, 1000);
            assert_eq!(marked, every.len());
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
}
