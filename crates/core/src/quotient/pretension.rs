//! A candidate for a quotient: a bipartite monoid whose generators are the
//! elements of heaps, the options of each heap as the heaps they leave,
//! and the walk that finds each element's least word.

use super::bits::Bits;
use super::monoid::{FastMap, Monoid, NONE};
use super::work::{Halt, Work};
use crate::nimbers::Rule;

/// The options of a heap of `n` under `rule`: the heaps each leaves, as a
/// pair (0 for none; a split smaller first), each pair once.
pub(crate) fn heap_options(rule: &Rule, n: u64) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    for t in 0..=rule.last_place().min(n) {
        let d = rule.digit(t);
        let r = n - t;
        if d & 1 != 0 && r == 0 {
            out.push((0, 0));
        }
        if d & 2 != 0 && r > 0 {
            out.push((r as u32, 0));
        }
        if d & 4 != 0 && r >= 2 {
            for a in 1..=r / 2 {
                if !(rule.unequal() && 2 * a == r) {
                    out.push((a as u32, (r - a) as u32));
                }
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// A candidate: a bipartite monoid whose generators are elements of heaps,
/// and the generator of each heap (`NONE` for the identity).
#[derive(Clone, Debug)]
pub(crate) struct Pretension {
    pub(crate) m: Monoid,
    pub(crate) gen: Vec<u32>,
}

impl Pretension {
    /// The bytes it holds.
    pub(crate) fn bytes(&self) -> u64 {
        self.m.bytes() + super::work::vec_bytes(&self.gen)
    }

    /// Φ(h).
    pub(crate) fn element(&self, h: usize) -> u32 {
        match self.gen[h] {
            NONE => 0,
            g => self.m.gen_element(g as usize),
        }
    }

    /// z ↦ z·Φ(h), `None` for the identity.
    pub(crate) fn action_of_heap(&self, h: usize) -> Option<&[u32]> {
        match self.gen[h] {
            NONE => None,
            g => Some(self.m.action(g as usize)),
        }
    }

    /// x·Φ(h) (heap 0 is the identity).
    #[inline]
    pub(crate) fn times_heap(&self, x: u32, h: u32) -> u32 {
        match self.gen[h as usize] {
            NONE => x,
            g => self.m.times(x, g as usize),
        }
    }

    /// x times the element of the heaps an option leaves.
    #[inline]
    pub(crate) fn times_option(&self, x: u32, (a, b): (u32, u32)) -> u32 {
        self.times_heap(self.times_heap(x, a), b)
    }

    /// The element of a position (its heaps).
    pub(crate) fn element_of(&self, heaps: &[u32]) -> u32 {
        heaps.iter().fold(0, |x, &h| self.times_heap(x, h))
    }

    /// One option for each distinct element among `options`.
    pub(crate) fn images(&self, options: &[(u32, u32)]) -> Vec<(u32, u32)> {
        let mut seen: FastMap<u32, ()> = FastMap::default();
        options
            .iter()
            .copied()
            .filter(|&pair| seen.insert(self.times_option(0, pair), ()).is_none())
            .collect()
    }

    /// One generator for each distinct element other than the identity, in
    /// the order of the heaps.
    pub(crate) fn tidy(self) -> Pretension {
        let Pretension { m, mut gen } = self;
        let mut keep: Vec<usize> = Vec::new();
        let mut by_element: FastMap<u32, u32> = FastMap::default();
        let mut remap = vec![NONE; m.gens()];
        for g in gen.iter_mut() {
            if *g == NONE {
                continue;
            }
            let element = m.gen_element(*g as usize);
            if element == 0 {
                *g = NONE;
                continue;
            }
            let new = *by_element.entry(element).or_insert_with(|| {
                keep.push(*g as usize);
                keep.len() as u32 - 1
            });
            remap[*g as usize] = new;
            *g = new;
        }
        // A generator no heap keeps acts as a kept one with its element.
        for (old, new) in remap.iter_mut().enumerate() {
            if *new == NONE {
                if let Some(&kept) = by_element.get(&m.gen_element(old)) {
                    *new = kept;
                }
            }
        }
        Pretension {
            m: m.with_generators(&keep, &remap),
            gen,
        }
    }
}

/// The depth-first walk over words of `depth` letters in colex order (the
/// last letter counts most) that the least words and the checks of
/// `verify` share: the frame over the letters below d first opens the
/// frame below it (the word as it is), then extends its word by letter
/// d - 1 again and again, until the walker prunes it.
pub(crate) struct ColexWalk {
    /// Frames: the letters below d, and whether the frame has opened the
    /// one below it (the word with no more of letter d - 1) yet.
    frames: Vec<(usize, bool)>,
    /// The count of each letter in the current word.
    counts: Vec<u32>,
}

/// A step of a [`ColexWalk`], naming the frame over the letters below d.
pub(crate) enum Frame {
    /// The frame below it starts from this frame's word: level d - 1 is a
    /// copy of level d.
    Opens(usize),
    /// Its word gains a letter d - 1: the walker works out the word's
    /// element and prunes it or takes it.
    Extends(usize),
}

impl ColexWalk {
    pub(crate) fn new(depth: usize) -> ColexWalk {
        ColexWalk {
            frames: vec![(depth, false)],
            counts: vec![0; depth],
        }
    }

    /// The next step, or `None` once every word is walked.
    pub(crate) fn next_frame(&mut self) -> Option<Frame> {
        while let Some(&mut (d, ref mut opened)) = self.frames.last_mut() {
            if d == 0 {
                self.frames.pop();
            } else if !*opened {
                *opened = true;
                self.frames.push((d - 1, false));
                return Some(Frame::Opens(d));
            } else {
                return Some(Frame::Extends(d));
            }
        }
        None
    }

    /// The word extended at frame d leads nowhere new: the frame ends, and
    /// its letter's count goes back to 0.
    pub(crate) fn prune(&mut self, d: usize) {
        self.counts[d - 1] = 0;
        self.frames.pop();
    }

    /// The word extended at frame d is new: the counts of its letters.
    pub(crate) fn take(&mut self, d: usize) -> &[u32] {
        self.counts[d - 1] += 1;
        &self.counts
    }

    /// Walks on below the word frame d took.
    pub(crate) fn descend(&mut self, d: usize) {
        self.frames.push((d - 1, false));
    }
}

/// Walks the least word (colex: the last letter counts most) of each
/// element of a monoid of `size` elements, `times(x, i)` being x times
/// letter i, calling `visit` with the element and the count of each
/// letter in its word.
pub(crate) fn walk_least(
    size: usize,
    letters: usize,
    times: impl Fn(u32, usize) -> u32,
    work: &mut Work,
    mut visit: impl FnMut(u32, &[u32]),
) -> Result<(), Halt> {
    let mut reached = Bits::new(size);
    reached.set(0);
    // Level d holds the element of the word of the frame over letters below d.
    let mut level = vec![0u32; letters + 1];
    let mut walk = ColexWalk::new(letters);
    while let Some(frame) = walk.next_frame() {
        match frame {
            Frame::Opens(d) => level[d - 1] = level[d],
            Frame::Extends(d) => {
                work.spend(1)?;
                let e = times(level[d], d - 1);
                if reached.get(e as usize) {
                    walk.prune(d);
                    continue;
                }
                reached.set(e as usize);
                visit(e, walk.take(d));
                level[d] = e;
                level[d - 1] = e;
                walk.descend(d);
            }
        }
    }
    Ok(())
}

/// The heaps that have a move.
pub(crate) fn moving_heaps(options: &[Vec<(u32, u32)>]) -> Vec<u32> {
    (0..options.len() as u32)
        .filter(|&h| !options[h as usize].is_empty())
        .collect()
}

/// The least position of each element, largest heap first.
pub(crate) fn least_words(
    pret: &Pretension,
    options: &[Vec<(u32, u32)>],
    work: &mut Work,
) -> Result<Vec<Vec<u32>>, Halt> {
    let heaps = moving_heaps(options);
    let mut least = vec![Vec::new(); pret.m.size()];
    let times = |x: u32, i: usize| pret.times_heap(x, heaps[i]);
    walk_least(pret.m.size(), heaps.len(), times, work, |e, counts| {
        let mut word = Vec::new();
        for (&h, &c) in heaps.iter().zip(counts).rev() {
            word.extend(std::iter::repeat_n(h, c as usize));
        }
        least[e as usize] = word;
    })?;
    Ok(least)
}
