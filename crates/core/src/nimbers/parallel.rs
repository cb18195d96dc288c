//! G(0..=n) of one rule on several threads, each value the one the
//! one-thread engine ([`rare_common`](super::rare_common)) gives, bit for bit.
//!
//! J. P. Grossman ("Searching for periodicity in Officers", Games of No
//! Chance 5, 2019) ran the rare/common computation of Officers on many
//! cores at once, which took it to 140 trillion values. The division of the
//! work here is this engine's own, for the same computation:
//!
//! - A heap's options are *far* when both pieces of the split lie below a
//!   threshold f, and *near* otherwise. For the heaps h … h + 7 of a block,
//!   f = h − H, H a lag of a few blocks ([`lag`]).
//! - The far options are nearly all the work (every split with a rare piece,
//!   and the scan of common splits, from the smallest piece above the near
//!   ones, and from r/2 too where that pays), and they read only values
//!   below f. So the threads work out the far options of the blocks ahead
//!   at the same time, each block as soon as the values below its threshold
//!   are known. What a block leaves for each heap is its first
//!   [`CANDIDATES`] candidates: the least values no far option makes (a
//!   value two common heaps could make is a candidate only once the scan of
//!   the far common splits has failed to make it).
//! - One thread, in heap order, adds each heap's near options (its takes and
//!   its splits with a piece at least f, about H + 8 of them) and finishes
//!   the value: the first candidate no near option makes. When near options
//!   make them all, the value is worked out from every option as the
//!   one-thread engine does (counted in [`Tally`]).
//!
//! The values are the mex of the same options either way, so they do not
//! depend on the number of threads or on which thread worked out what; the
//! split in force is the one of the schedule of reviews
//! ([`review_point`]), as in the one-thread engine.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use super::rare_common::{
    both_ends_pay, half, mark_block, mark_rare, mark_splits, settle, split_of, RareHeap, Read,
    Scan, Seen, Shared, Split, Stored, BLOCK,
};
use super::rule::{Rule, MAX_PLACES};

/// The first heap the threads share: below it a run is short enough for
/// one thread, and the near splits would be a large part of each heap's.
pub const PARALLEL_FROM: usize = 1 << 13;

/// How far behind the block being finished a block's threshold lies: room
/// for a block in work on every thread, and more than the largest take
/// ([`MAX_PLACES`]), so that every take's option is near.
pub fn lag(threads: usize) -> usize {
    BLOCK * (threads.max(4) + 2)
}

/// The memory the helpers' plain copies of the values may hold together
/// ([`copies`]).
const COPIES_BUDGET: usize = 1 << 30;

/// Whether each helper of `crew` keeps a plain copy of the values of a run
/// to heap `n`, `width` bytes each. The loops of the far options read a
/// plain copy eight values at once, the shared atomic values one at a time
/// (a third more instructions): with copies, two threads run Officers to
/// 3·10^6 in 2.34 s, reading the shared values in 2.50 s. But a run then
/// holds its values T + 1 times (the finishing thread's own, the shared
/// ones, a copy a helper) instead of twice: 34 GB on 16 threads to 10^9.
/// So helpers copy while their copies together fit the crew's budget
/// (1 GiB: two threads to 5·10^8, 16 to 3.5·10^7).
fn copies(crew: &Crew, n: usize, width: usize) -> bool {
    let values = n.saturating_add(1);
    (crew.threads - 1)
        .saturating_mul(values)
        .saturating_mul(width)
        <= crew.copies_budget
}

/// The candidates a block leaves for each heap: the first, and those after
/// it that no more scanning is needed to settle.
const CANDIDATES: usize = 16;

/// A candidate left unsettled: the common splits not scanned might make it.
const UNSETTLED: u32 = u32::MAX;

/// Threads lent to long runs: `nimlab nimbers --threads T` lends T − 1
/// to its one run; the atlas lends each thread that has no code left to
/// start to the runs of the codes still going.
pub struct Crew {
    threads: usize,
    /// The memory the helpers' copies of a run's values may hold.
    copies_budget: usize,
    jobs: Mutex<Vec<Arc<dyn Job>>>,
    /// Threads lent and not helping a run now.
    idle: AtomicUsize,
}

/// A run that threads can help.
trait Job: Send + Sync {
    /// Works out far options of the run's blocks until it ends.
    fn help(&self);
    /// Threads helping it now.
    fn helpers(&self) -> usize;
}

impl Crew {
    /// A crew of `threads` threads in all (the lag of its runs depends on
    /// it; the threads themselves are lent by [`Crew::help_until`]).
    pub fn new(threads: usize) -> Crew {
        Crew {
            threads: threads.max(1),
            copies_budget: COPIES_BUDGET,
            jobs: Mutex::new(Vec::new()),
            idle: AtomicUsize::new(0),
        }
    }

    /// The threads in all.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Whether a thread is lent and waiting for a run to help.
    pub fn has_idle(&self) -> bool {
        self.idle.load(Ordering::Relaxed) > 0
    }

    /// What a lent thread does: helps the runs posted, the one with the
    /// fewest helpers first, until `stop` says to stop.
    pub fn help_until(&self, stop: &dyn Fn() -> bool) {
        self.idle.fetch_add(1, Ordering::Relaxed);
        while !stop() {
            let job = self
                .jobs
                .lock()
                .ok()
                .and_then(|jobs| jobs.iter().min_by_key(|job| job.helpers()).map(Arc::clone));
            match job {
                Some(job) => {
                    self.idle.fetch_sub(1, Ordering::Relaxed);
                    job.help();
                    self.idle.fetch_add(1, Ordering::Relaxed);
                }
                None => std::thread::sleep(Duration::from_micros(200)),
            }
        }
        self.idle.fetch_sub(1, Ordering::Relaxed);
    }

    fn post(&self, job: Arc<dyn Job>) {
        self.jobs
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(job);
    }

    fn withdraw(&self, job: &Arc<dyn Job>) {
        self.jobs
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .retain(|posted| !Arc::ptr_eq(posted, job));
    }
}

/// How a run shared its work (the tests and the benchmark read these; the
/// values do not depend on them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Heaps finished.
    pub heaps: u64,
    /// Heaps whose candidates near options all made, worked out from every
    /// option.
    pub recounted: u64,
    /// Blocks whose far options the finishing thread worked out itself.
    pub own_blocks: u64,
    /// Blocks whose far options helpers worked out.
    pub helped_blocks: u64,
}

/// What a block leaves for its heaps.
struct Far {
    /// The block's threshold: its far options have both pieces below it.
    threshold: usize,
    /// Each heap's first candidates, in increasing order: no far option
    /// makes them, and far options make every other value below the last;
    /// [`UNSETTLED`] from the first that the scan did not settle.
    candidates: [[u32; CANDIDATES]; BLOCK],
}

impl Far {
    fn new() -> Far {
        Far {
            threshold: 0,
            candidates: [[0; CANDIDATES]; BLOCK],
        }
    }
}

/// A block's far options, once worked out: `ready` holds the block's
/// number plus one.
struct Slot {
    ready: AtomicUsize,
    far: Mutex<Far>,
}

/// What a thread keeps between the blocks it works out: the split it took
/// its rare heaps under, those among the values below the last threshold,
/// the largest value there, its option tables, and (a helper, where the
/// copies fit: [`copies`]) its own plain copy of those values, which its
/// loops read.
struct Local<T> {
    split: Option<Split>,
    rare: Vec<RareHeap>,
    known: usize,
    largest: u32,
    seen: Seen<BLOCK>,
    far: Far,
    copy: Vec<T>,
}

impl<T> Local<T> {
    fn new() -> Local<T> {
        Local {
            split: None,
            rare: Vec::new(),
            known: 0,
            largest: 0,
            seen: Seen::EMPTY,
            far: Far::new(),
            copy: Vec::new(),
        }
    }

    /// Takes up `g[known..threshold]` under `split`.
    fn catch_up<V: Read>(&mut self, g: &[V], threshold: usize, split: Option<Split>) {
        if split != self.split {
            (self.split, self.known) = (split, 0);
            self.rare.clear();
        }
        for (m, v) in g.iter().enumerate().take(threshold).skip(self.known) {
            let value = v.get();
            self.largest = self.largest.max(value);
            if let Some(split) = split {
                if m > 0 && !split.common(m, value) {
                    self.rare.push(RareHeap {
                        heap: m as u32,
                        value,
                    });
                }
            }
        }
        self.known = self.known.max(threshold);
    }
}

/// The rule's moves as the blocks read them.
struct Moves {
    takes: Vec<(usize, u8)>,
    breaks: Vec<usize>,
    unequal: bool,
}

/// How the common splits of `split` are scanned, as the one-thread engine
/// chooses at the same review ([`both_ends_pay`]).
fn scans_both_ends<V: Read>(g: &[V], split: Option<Split>, moves: &Moves) -> bool {
    split.is_none_or(|split| {
        both_ends_pay::<V, BLOCK>(g, split, &moves.takes, &moves.breaks, moves.unequal).0
    })
}

/// The split published to the threads, as one word (0: none).
fn encode(split: Option<Split>) -> u64 {
    split.map_or(0, |s| 1 << 40 | u64::from(s.bit) << 32 | u64::from(s.mask))
}

fn decode(word: u64) -> Option<Split> {
    (word != 0).then_some(Split {
        mask: word as u32,
        bit: (word >> 32) as u32 & 1,
    })
}

/// Waits a little: spinning first (the wait is usually a block's few
/// microseconds), then giving the core away, then sleeping (the thread
/// waited for is off its core: a machine with more threads than cores).
fn pause(spins: &mut u32) {
    *spins += 1;
    if *spins < 128 {
        std::hint::spin_loop();
    } else if *spins < 256 {
        std::thread::yield_now();
    } else {
        std::thread::sleep(Duration::from_micros(50));
    }
}

/// One run, G(first..end), as the threads share it: the values published
/// (written by the finishing thread, which keeps its own plain ones), the
/// blocks taken, and their far options.
struct Run<A: Shared> {
    shared: Vec<A>,
    moves: Moves,
    first: usize,
    end: usize,
    lag: usize,
    /// Whether each helper keeps a plain copy of the values ([`copies`]).
    copies: bool,
    /// The values published: `shared[..done]` are final.
    done: AtomicUsize,
    /// The next block to take, counted from `first`.
    next: AtomicUsize,
    /// The split the blocks take next ([`encode`]).
    split: AtomicU64,
    /// Whether its common splits are scanned from both ends
    /// ([`both_ends_pay`]).
    both_ends: AtomicBool,
    stop: AtomicBool,
    helpers: AtomicUsize,
    helped: AtomicU64,
    slots: Vec<Slot>,
}

impl<A: Shared> Job for Run<A> {
    fn help(&self) {
        self.helpers.fetch_add(1, Ordering::Relaxed);
        let mut local = Local::<A::Plain>::new();
        loop {
            let block = self.next.fetch_add(1, Ordering::Relaxed);
            let h = self.first + BLOCK * block;
            if h >= self.end || self.stop.load(Ordering::Relaxed) {
                break;
            }
            let threshold = h - self.lag;
            let mut spins = 0;
            while self.done.load(Ordering::Acquire) < threshold {
                if self.stop.load(Ordering::Relaxed) {
                    self.helpers.fetch_sub(1, Ordering::Relaxed);
                    return;
                }
                pause(&mut spins);
            }
            if self.copies {
                // The values below the threshold, into the helper's own copy.
                let mut copy = std::mem::take(&mut local.copy);
                let from = copy.len();
                copy.extend(
                    self.shared[from..threshold]
                        .iter()
                        .map(|v| A::Plain::try_from(v.get()).unwrap_or_default()),
                );
                self.far_block(&mut local, block, &copy);
                local.copy = copy;
            } else {
                self.far_block(&mut local, block, &self.shared[..threshold]);
            }
            self.helped.fetch_add(1, Ordering::Relaxed);
        }
        self.helpers.fetch_sub(1, Ordering::Relaxed);
    }

    fn helpers(&self) -> usize {
        self.helpers.load(Ordering::Relaxed)
    }
}

impl<A: Shared> Run<A> {
    /// Works out the far options of `block`, reading the values `g` (at
    /// least those below its threshold), and posts them in its slot.
    fn far_block<T, V: Read>(&self, local: &mut Local<T>, block: usize, g: &[V]) {
        let h = self.first + BLOCK * block;
        let threshold = h - self.lag;
        local.catch_up(g, threshold, decode(self.split.load(Ordering::Relaxed)));
        let Moves {
            breaks, unequal, ..
        } = &self.moves;
        let (unequal, lag) = (*unequal, self.lag);
        let count = BLOCK.min(self.end - h);
        let Local {
            split,
            rare,
            largest,
            seen,
            far,
            ..
        } = local;
        far.threshold = threshold;
        for j in 0..count {
            let heap = h + j;
            seen.start(heap, *largest);
            if split.is_some() {
                for &t in breaks.iter() {
                    if j == 0 {
                        // Heap h + j leaves r = h + j − t; a rare piece of at
                        // least lag + 8 − t has its partner below the
                        // threshold for every j: one pass for the block.
                        let from = rare.partition_point(|a| (a.heap as usize) + t < lag + BLOCK);
                        let to = rare.partition_point(|a| (a.heap as usize) < threshold);
                        mark_block(seen, &rare[from..to], g, h - t, unequal);
                    }
                    // The rare pieces that pass leaves out, above r − threshold.
                    let from = rare.partition_point(|a| (a.heap as usize) + t <= lag + j);
                    let to = rare.partition_point(|a| (a.heap as usize) + t < lag + BLOCK);
                    let (slots, mask, stamp) = seen.slots();
                    mark_rare(slots, mask, stamp, &rare[from..to], g, heap - t, unequal);
                }
            }
            // The far splits: the smaller piece above r − threshold.
            let low = |t: usize| heap - t + 1 - threshold;
            let both_ends = self.both_ends.load(Ordering::Relaxed);
            far.candidates[j] = candidates(seen, g, heap, &self.moves, *split, both_ends, low);
        }
        let slot = &self.slots[block % self.slots.len()];
        std::mem::swap(
            &mut *slot.far.lock().unwrap_or_else(PoisonError::into_inner),
            far,
        );
        slot.ready.store(block + 1, Ordering::Release);
    }

    /// Finishes every heap in order into `g`, publishing each, and works
    /// out far options itself when no other thread has the block it waits
    /// for; `false` at the first value `T` cannot hold (the values before
    /// it kept).
    fn finish_all<T: Stored>(
        &self,
        g: &mut Vec<T>,
        progress: &mut dyn FnMut(usize),
        tally: &mut Tally,
    ) -> bool {
        let mut local = Local::<T>::new();
        let mut near: Seen<1> = Seen::EMPTY;
        let mut far = Far::new();
        let mut largest = g.iter().map(Read::get).max().unwrap_or(0);
        let mut next_review = (2 * super::rare_common::review_point(self.first)).max(256);
        let mut spins = 0;
        while g.len() < self.end {
            let heap = g.len();
            let block = (heap - self.first) / BLOCK;
            let slot = &self.slots[block % self.slots.len()];
            if slot.ready.load(Ordering::Acquire) == block + 1 {
                std::mem::swap(
                    &mut *slot.far.lock().unwrap_or_else(PoisonError::into_inner),
                    &mut far,
                );
                for j in 0..BLOCK.min(self.end - heap) {
                    let n = heap + j;
                    let value = match self.finish(&mut near, largest, g, &far, j) {
                        Some(value) => value,
                        None => {
                            tally.recounted += 1;
                            self.every_option(&mut local, &mut near, largest, g)
                        }
                    };
                    let Ok(plain) = T::try_from(value) else {
                        return false;
                    };
                    g.push(plain);
                    self.shared[n].put(value);
                    largest = largest.max(value);
                    self.done.store(n + 1, Ordering::Release);
                    tally.heaps += 1;
                    if g.len() >= next_review {
                        next_review = 2 * g.len();
                        let (split, _) = split_of(g, !self.moves.breaks.is_empty());
                        let both_ends = scans_both_ends(g, split, &self.moves);
                        self.both_ends.store(both_ends, Ordering::Relaxed);
                        self.split.store(encode(split), Ordering::Relaxed);
                    }
                    if n % 65536 == 0 {
                        progress(n);
                    }
                }
                spins = 0;
                continue;
            }
            // The block is not ready: work out one whose threshold is known.
            let next = self.next.load(Ordering::Relaxed);
            let h = self.first + BLOCK * next;
            if h < self.end
                && h - self.lag <= heap
                && self
                    .next
                    .compare_exchange(next, next + 1, Ordering::Relaxed, Ordering::Relaxed)
                    .is_ok()
            {
                self.far_block(&mut local, next, g);
                tally.own_blocks += 1;
                continue;
            }
            pause(&mut spins);
        }
        true
    }

    /// G(n), n = g.len(), from the candidates its block left and its near
    /// options; `None` when near options make every candidate.
    fn finish<V: Read>(
        &self,
        near: &mut Seen<1>,
        largest: u32,
        g: &[V],
        far: &Far,
        j: usize,
    ) -> Option<u32> {
        let n = g.len();
        let Moves {
            takes,
            breaks,
            unequal,
        } = &self.moves;
        near.start(n, largest);
        near.mark_takes(takes, g);
        for &t in breaks {
            // Near splits: the smaller piece up to r − threshold.
            let r = n - t;
            let high = (r - far.threshold).min(half(r, *unequal));
            if high >= 1 {
                mark_splits(near, &g[1..=high], &g[r - high..r]);
            }
        }
        far.candidates[j]
            .iter()
            .copied()
            .find(|&c| c == UNSETTLED || !near.contains(c))
            .filter(|&c| c != UNSETTLED)
    }

    /// G(n), n = g.len(), from every one of its options, as the one-thread
    /// engine works it out (the rare heaps of the split in force, then the
    /// common splits scanned as it chose at the review).
    fn every_option<T, V: Read>(
        &self,
        local: &mut Local<T>,
        table: &mut Seen<1>,
        largest: u32,
        g: &[V],
    ) -> u32 {
        let n = g.len();
        local.catch_up(g, n, decode(self.split.load(Ordering::Relaxed)));
        let Moves {
            takes,
            breaks,
            unequal,
        } = &self.moves;
        table.start(n, largest);
        table.mark_takes(takes, g);
        if local.split.is_some() {
            for &t in breaks {
                let r = n - t;
                let below = &local.rare[..local.rare.partition_point(|a| (a.heap as usize) < r)];
                let (slots, mask, stamp) = table.slots();
                mark_rare(slots, mask, stamp, below, g, r, *unequal);
            }
        }
        let both_ends = self.both_ends.load(Ordering::Relaxed);
        candidates(table, g, n, &self.moves, local.split, both_ends, |_| 1)[0]
    }
}

/// The first [`CANDIDATES`] values the options marked in `seen` and the
/// splits of `heap` whose smaller piece is at least `low(t)` (take t) leave
/// out. Every option with a rare piece is marked already (under `split`;
/// with none, the splits are all marked here); a value two common heaps
/// could make is the first candidate once the scan of those splits
/// ([`Scan`], from both ends when `both_ends`) failed to make it. The scan
/// stops there: a later value two common heaps could make, and every one
/// after it, is [`UNSETTLED`] (scanning on for it would cost every heap a
/// fifth more work, for the few whose first candidate a near option
/// makes).
fn candidates<V: Read, const B: usize>(
    seen: &mut Seen<B>,
    g: &[V],
    heap: usize,
    moves: &Moves,
    split: Option<Split>,
    both_ends: bool,
    low: impl Fn(usize) -> usize,
) -> [u32; CANDIDATES] {
    let (breaks, unequal) = (&moves.breaks[..], moves.unequal);
    let mut found = [UNSETTLED; CANDIDATES];
    let Some(split) = split else {
        for &t in breaks {
            let r = heap - t;
            let (low, high) = (low(t), half(r, unequal));
            if high >= low {
                mark_splits(seen, &g[low..=high], &g[r - high..=r - low]);
            }
        }
        let mut candidate = 0;
        for slot in &mut found {
            candidate = seen.mex_from(candidate);
            *slot = candidate;
            candidate += 1;
        }
        return found;
    };
    let mut scans = [Scan::new(1, 0, both_ends); MAX_PLACES + 1];
    for (scan, &t) in scans.iter_mut().zip(breaks) {
        *scan = Scan::new(low(t), half(heap - t, unequal), both_ends);
    }
    let (mut candidate, _) = settle(seen, g, heap, breaks, split, &mut scans);
    found[0] = candidate;
    for slot in &mut found[1..] {
        candidate = seen.mex_from(candidate + 1);
        let settled = breaks
            .iter()
            .zip(&scans)
            .all(|(&t, scan)| !split.common_pairs_make(heap - t, candidate) || scan.done());
        if !settled {
            break;
        }
        *slot = candidate;
    }
    found
}

/// Works out G(g.len()..=n) into `g` with the crew's threads; `false` at the
/// first value `T` cannot hold (the values before it kept). `g` must hold
/// at least [`PARALLEL_FROM`] values, a multiple of 8.
pub(super) fn extend<T: Stored>(
    rule: &Rule,
    g: &mut Vec<T>,
    n: usize,
    crew: &Crew,
    progress: &mut dyn FnMut(usize),
    tally: &mut Tally,
) -> bool {
    let first = g.len();
    debug_assert!(first >= PARALLEL_FROM && first % BLOCK == 0);
    if n < first {
        return true;
    }
    let lag = lag(crew.threads());
    let split = split_of(g, rule.splits()).0;
    let moves = Moves {
        takes: rule.takes(),
        breaks: rule.breaks(),
        unequal: rule.unequal(),
    };
    let both_ends = scans_both_ends(g, split, &moves);
    let mut shared: Vec<T::Shared> = Vec::with_capacity(n + 1);
    shared.extend(g.iter().map(|&v| Shared::share(v)));
    shared.resize_with(n + 1, || Shared::share(T::default()));
    let run = Arc::new(Run {
        shared,
        moves,
        first,
        end: n + 1,
        lag,
        copies: copies(crew, n, std::mem::size_of::<T>()),
        done: AtomicUsize::new(first),
        next: AtomicUsize::new(0),
        split: AtomicU64::new(encode(split)),
        both_ends: AtomicBool::new(both_ends),
        stop: AtomicBool::new(false),
        helpers: AtomicUsize::new(0),
        helped: AtomicU64::new(0),
        slots: (0..lag / BLOCK + 2)
            .map(|_| Slot {
                ready: AtomicUsize::new(0),
                far: Mutex::new(Far::new()),
            })
            .collect(),
    });
    let job: Arc<dyn Job> = run.clone();
    crew.post(job.clone());
    let whole = run.finish_all(g, progress, tally);
    run.stop.store(true, Ordering::Relaxed);
    crew.withdraw(&job);
    tally.helped_blocks += run.helped.load(Ordering::Relaxed);
    whole
}

/// Whether sharing the rest of a run pays: a split of every heap below
/// (no split), or enough rare heaps that the far options outweigh the
/// near ones many times.
pub(super) fn pays<V: Read>(rule: &Rule, g: &[V], threads: usize) -> bool {
    if !rule.splits() || threads < 2 {
        return false;
    }
    match split_of(g, true).0 {
        None => true,
        Some(split) => {
            let rare = g
                .iter()
                .enumerate()
                .skip(1)
                .filter(|(m, v)| !split.common(*m, v.get()))
                .count();
            rare >= 8 * lag(threads)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nimbers::tests::rule;
    use crate::nimbers::values_naive;

    /// G(0..=n) of `rule` by the crew of `threads` (`threads − 1` lent).
    fn shared_values(rule: &Rule, n: usize, threads: usize) -> (Vec<u32>, Tally) {
        shared_values_within(rule, n, Crew::new(threads))
    }

    /// The same with `crew`, whose budget for copies may be changed.
    fn shared_values_within(rule: &Rule, n: usize, crew: Crew) -> (Vec<u32>, Tally) {
        let threads = crew.threads();
        let mut g = crate::nimbers::values(rule, PARALLEL_FROM - 1, |_| {}).unwrap();
        let finished = AtomicBool::new(false);
        let mut tally = Tally::default();
        std::thread::scope(|scope| {
            for _ in 1..threads {
                scope.spawn(|| crew.help_until(&|| finished.load(Ordering::Relaxed)));
            }
            assert!(extend(rule, &mut g, n, &crew, &mut |_| {}, &mut tally));
            finished.store(true, Ordering::Relaxed);
        });
        (g, tally)
    }

    #[test]
    fn shared_values_equal_one_thread_s() {
        for (code, n) in [
            ("0.6", 30_000),
            ("0.07", 20_000),
            ("4.4", 12_000),
            ("0.1", 10_000),
        ] {
            let rule = rule(code);
            let one = crate::nimbers::values(&rule, n, |_| {}).unwrap();
            for threads in [1, 2, 3] {
                let (g, tally) = shared_values(&rule, n, threads);
                assert_eq!(g, one, "{code} on {threads} threads");
                assert_eq!(tally.heaps as usize, n + 1 - PARALLEL_FROM);
                // Helpers reading the shared values, with no copy of their own.
                let crew = Crew {
                    copies_budget: 0,
                    ..Crew::new(threads)
                };
                let (g, _) = shared_values_within(&rule, n, crew);
                assert_eq!(g, one, "{code} on {threads} threads with no copies");
            }
        }
        let grundy = Rule::grundy();
        let (g, _) = shared_values(&grundy, 12_000, 2);
        assert_eq!(g, values_naive(&grundy, 12_000));
    }

    #[test]
    fn helpers_copy_the_values_while_their_copies_fit_the_budget() {
        // Two threads to 5·10^8 in 16 bits, not 10^9; sixteen to 3·10^7.
        assert!(copies(&Crew::new(2), 500_000_000, 2));
        assert!(!copies(&Crew::new(2), 1_000_000_000, 2));
        assert!(copies(&Crew::new(16), 30_000_000, 2));
        assert!(!copies(&Crew::new(16), 100_000_000, 2));
        // One thread has no helper to copy.
        assert!(copies(&Crew::new(1), usize::MAX, 4));
    }
}
