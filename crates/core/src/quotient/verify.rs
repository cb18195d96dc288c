//! Whether a candidate (a bipartite monoid and an element for each heap)
//! gives every position its true misère outcome, and the least position
//! where it does not.
//!
//! A candidate is right for every position once two finite checks pass
//! (Plambeck and Siegel, JCTA 2008, §6; Siegel, *Combinatorial Game
//! Theory*, ch. V). Write e(w) for a position's element and, for the
//! positions w' one move away, R(w) = {z : e(w')·z ∈ P for some w'}.
//!
//! - *No P-failure*: for each heap h and every element z, if z·Φ(h) ∈ P then
//!   no option t of h has z·t ∈ P; that is, the profile of Φ(h) meets no
//!   profile of an option's element.
//! - *No N-failure*: every position w with a move and e(w) ∉ P has an
//!   option in P, i.e. the identity lies in R(w).
//!
//! By induction on positions these make e(w) ∈ P exactly for the
//! P-positions. The second check runs over infinitely many positions, but
//! R(w·h) = {z : Φ(h)·z ∈ R(w)} ∪ {z : e(w)·z ∈ R(h)}, so a position whose
//! element is some earlier position's and whose R contains that one's
//! behaves no better in any sum, and need not be looked at (nor anything
//! it leads to): the positions are walked in colex order (the largest heap
//! counting most), keeping for each element the least R's seen (an
//! antichain), and the first failure met is the least of all.

use super::bits::{self, Rows};
use super::pretension::{ColexWalk, Frame, Pretension};
use super::work::{vec_bytes, Halt, Work};

/// For each element, the sets R of the positions walked that no other
/// walked position with that element beats (R ⊆ R').
#[derive(Clone, Debug)]
pub(crate) struct Antichain {
    stride: usize,
    store: Vec<u64>,
    lists: Vec<Vec<u32>>,
}

impl Antichain {
    /// The bytes it holds.
    pub(crate) fn bytes(&self) -> u64 {
        let lists: u64 = self.lists.iter().map(vec_bytes).sum();
        vec_bytes(&self.store) + vec_bytes(&self.lists) + lists
    }

    pub(crate) fn new(size: usize) -> Antichain {
        Antichain {
            stride: bits::words_for(size),
            store: Vec::new(),
            lists: vec![Vec::new(); size],
        }
    }

    fn slot(&self, s: u32) -> &[u64] {
        &self.store[s as usize * self.stride..][..self.stride]
    }

    /// Whether a walked position with element `e` has an R inside `r`.
    pub(crate) fn beaten(&self, e: u32, r: &[u64]) -> bool {
        self.lists[e as usize]
            .iter()
            .any(|&s| bits::is_subset(self.slot(s), r))
    }

    /// Adds (e, r), dropping the entries it beats.
    pub(crate) fn insert(&mut self, e: u32, r: &[u64]) {
        let list = std::mem::take(&mut self.lists[e as usize]);
        let kept: Vec<u32> = list
            .into_iter()
            .filter(|&s| !bits::is_subset(r, self.slot(s)))
            .collect();
        self.lists[e as usize] = kept;
        let slot = (self.store.len() / self.stride) as u32;
        self.store.extend_from_slice(r);
        self.lists[e as usize].push(slot);
    }

    /// Every entry.
    pub(crate) fn entries(&self) -> Vec<(u32, Vec<u64>)> {
        let mut all = Vec::new();
        for (e, list) in self.lists.iter().enumerate() {
            for &s in list {
                all.push((e as u32, self.slot(s).to_vec()));
            }
        }
        all
    }
}

/// A heap the walk adds copies of: its number, its options' distinct
/// elements (one pair of heaps left for each), and R of the heap alone.
#[derive(Clone, Debug)]
pub(crate) struct Digit {
    pub(crate) heap: u32,
    pub(crate) images: Vec<(u32, u32)>,
    pub(crate) r: Vec<u64>,
}

impl Digit {
    /// The bytes it holds.
    pub(crate) fn bytes(&self) -> u64 {
        std::mem::size_of::<Digit>() as u64 + vec_bytes(&self.images) + vec_bytes(&self.r)
    }
}

/// R of a heap alone: the union of its options' profiles.
pub(crate) fn heap_r(pret: &Pretension, profiles: &Rows, images: &[(u32, u32)]) -> Vec<u64> {
    let mut r = vec![0; bits::words_for(pret.m.size())];
    for &pair in images {
        bits::or_into(&mut r, profiles.row(pret.times_option(0, pair) as usize));
    }
    r
}

/// Each heap with a move, as a digit.
pub(crate) fn heap_digits(
    pret: &Pretension,
    profiles: &Rows,
    options: &[Vec<(u32, u32)>],
) -> Vec<Digit> {
    let mut digits: Vec<Digit> = Vec::new();
    for (h, opts) in options.iter().enumerate() {
        if opts.is_empty() {
            continue;
        }
        let images = pret.images(opts);
        let r = heap_r(pret, profiles, &images);
        digits.push(Digit {
            heap: h as u32,
            images,
            r,
        });
    }
    digits
}

/// The digits the walk needs: those of `all` but the heaps an earlier heap
/// with the same element beats (its R inside theirs), since every position
/// with such a heap is beaten by the same position with the earlier heap, a
/// smaller one. (The P-check still needs every heap.)
pub(crate) fn walk_digits(pret: &Pretension, all: &[Digit]) -> Vec<Digit> {
    let mut kept: Vec<Digit> = Vec::new();
    for d in all {
        let e = pret.element(d.heap as usize);
        let beaten = kept
            .iter()
            .any(|k| pret.element(k.heap as usize) == e && bits::is_subset(&k.r, &d.r));
        if !beaten {
            kept.push(d.clone());
        }
    }
    kept
}

/// (e·Φ(h), R of the position with one more heap h) from (e, r).
#[allow(clippy::too_many_arguments)]
pub(crate) fn step(
    pret: &Pretension,
    profiles: &Rows,
    action: Option<&[u32]>,
    e: u32,
    r: &[u64],
    digit: &Digit,
    out: &mut [u64],
    work: &mut Work,
) -> Result<u32, Halt> {
    work.spend(pret.m.size() as u64 / 8 + digit.images.len() as u64 * out.len() as u64 / 4 + 1)?;
    match action {
        // {z : z·Φ(h) ∈ R}
        Some(action) => {
            for (k, word) in out.iter_mut().enumerate() {
                let mut w = 0u64;
                for (b, &z) in action[k * 64..].iter().take(64).enumerate() {
                    w |= (r[z as usize / 64] >> (z % 64) & 1) << b;
                }
                *word = w;
            }
        }
        None => out.copy_from_slice(r),
    }
    for &pair in &digit.images {
        let t = pret.times_option(e, pair);
        bits::or_into(out, profiles.row(t as usize));
    }
    Ok(match action {
        Some(action) => action[e as usize],
        None => e,
    })
}

/// The least position (as its heaps, largest first) with a P-failure, over
/// every heap's digit.
pub(crate) fn least_p_failure(
    pret: &Pretension,
    profiles: &Rows,
    digits: &[Digit],
    least: &[Vec<u32>],
) -> Option<Vec<u32>> {
    let mut worst: Option<Vec<u32>> = None;
    for d in digits {
        let x = pret.element(d.heap as usize);
        let clash: Vec<usize> = bits::ones(profiles.row(x as usize))
            .filter(|&z| bits::get(&d.r, z))
            .collect();
        for z in clash {
            let mut word = least[z].clone();
            add_heap(&mut word, d.heap);
            if worst.as_ref().is_none_or(|w| word < *w) {
                worst = Some(word);
            }
        }
    }
    worst
}

/// Adds a heap to a position written largest heap first.
pub(crate) fn add_heap(word: &mut Vec<u32>, heap: u32) {
    let at = word.partition_point(|&h| h > heap);
    word.insert(at, heap);
}

/// What the walk found: the least N-failure below the bound, if any.
pub(crate) enum Walk {
    /// The least position with an N-failure.
    Failure(Vec<u32>),
    /// None below the bound (or none at all, the antichain then complete).
    Clean,
}

/// Walks the positions in colex order, adding each one R beats to
/// `antichain`, until the first N-failure or the first position not below
/// `bound`.
pub(crate) fn walk(
    pret: &Pretension,
    profiles: &Rows,
    digits: &[Digit],
    bound: Option<&[u32]>,
    antichain: &mut Antichain,
    work: &mut Work,
) -> Result<Walk, Halt> {
    let size = pret.m.size();
    let depth = digits.len();
    let width = bits::words_for(size);
    // Level d holds the state of the frame over digits below d.
    let mut level_e = vec![0u32; depth + 1];
    let mut levels = Rows::new(depth + 1, size);
    let mut next = vec![0u64; width];
    let actions: Vec<Option<&[u32]>> = digits
        .iter()
        .map(|d| pret.action_of_heap(d.heap as usize))
        .collect();
    // The empty position is N for having no move, not for an option in P:
    // it beats nothing, so it stays out of the antichain.
    let mut walk = ColexWalk::new(depth);
    while let Some(frame) = walk.next_frame() {
        let d = match frame {
            Frame::Opens(d) => {
                level_e[d - 1] = level_e[d];
                levels.copy_row(d, d - 1);
                continue;
            }
            Frame::Extends(d) => d,
        };
        let digit = &digits[d - 1];
        let e = step(
            pret,
            profiles,
            actions[d - 1],
            level_e[d],
            levels.row(d),
            digit,
            &mut next,
            work,
        )?;
        if antichain.beaten(e, &next) {
            walk.prune(d);
            continue;
        }
        let counts = walk.take(d);
        if let Some(bound) = bound {
            if !word_below(digits, counts, bound) {
                return Ok(Walk::Clean);
            }
        }
        antichain.insert(e, &next);
        if !pret.m.is_p(e) && !bits::get(&next, 0) {
            return Ok(Walk::Failure(word_of(digits, counts)));
        }
        // The state of a frame's word is on its level when it starts.
        level_e[d] = e;
        level_e[d - 1] = e;
        levels.row_mut(d).copy_from_slice(&next);
        levels.row_mut(d - 1).copy_from_slice(&next);
        walk.descend(d);
    }
    Ok(Walk::Clean)
}

/// The position of the digit counts, largest heap first.
pub(crate) fn word_of(digits: &[Digit], counts: &[u32]) -> Vec<u32> {
    let mut word = Vec::new();
    for (d, &c) in digits.iter().zip(counts).rev() {
        word.extend(std::iter::repeat_n(d.heap, c as usize));
    }
    word
}

fn word_below(digits: &[Digit], counts: &[u32], bound: &[u32]) -> bool {
    word_of(digits, counts).as_slice() < bound
}
