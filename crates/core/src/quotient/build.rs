//! Q_n heap by heap (Plambeck and Siegel, JCTA 2008, §6 and appendix C;
//! Siegel's MisereSolver, 2006).
//!
//! The options of heap n leave heaps below n, so each has an element of
//! Q_{n−1}. Then either
//!
//! - heap n behaves in every sum as some element x of Q_{n−1} does (a
//!   *conservative extension*: Q_n = Q_{n−1}, Φ(n) = x). The mex
//!   interpolation principle finds x at once when some position already
//!   walked with element x has options whose R (see [`super::verify`]) lies
//!   inside heap n's, and no option of heap n meets x's profile; failing
//!   that, each x that passes the second test is tried exhaustively, by
//!   walking every position with a heap n until one fails or none can;
//! - or no x will do, and heap n becomes a new generator: the candidate is
//!   Q_{n−1} × ⟨a | a⁴ = a²⟩ with Φ(n) = a, each element marked P or N by
//!   the outcome of its least position (colex order), reduced to the
//!   classes no product tells apart; while the verification finds a least
//!   failing position f, the candidate is *recalibrated*: for ever larger
//!   sets of f's heaps, those heaps are made free generators again (cyclic,
//!   with room for their exponents in f) beside the rest of the candidate,
//!   until the new candidate gets f right. Each candidate's least failure
//!   comes later in colex order than the last one's.

use super::bits::{Bits, Rows};
use super::monoid::{close, FastMap, Monoid, NONE};
use super::pretension::{heap_options, least_words, moving_heaps, walk_least, Pretension};
use super::verify::{self, Antichain, Digit, Walk};
use super::work::{vec_bytes, Event, Halt, Work};
use crate::nimbers::Rule;

/// Marks each element P or N by the outcome of its least position: P when
/// none of that position's options has a P element (each option's least
/// position comes earlier, so it is marked already).
#[inline(never)]
fn mark_p(pret: &mut Pretension, options: &[Vec<(u32, u32)>], work: &mut Work) -> Result<(), Halt> {
    let heaps = moving_heaps(options);
    let images: Vec<Vec<(u32, u32)>> = heaps
        .iter()
        .map(|&h| pret.images(&options[h as usize]))
        .collect();
    let mut p = Bits::new(pret.m.size());
    let mut spent = 0u64;
    {
        let pret = &*pret;
        let times = |x: u32, i: usize| pret.times_heap(x, heaps[i]);
        walk_least(pret.m.size(), heaps.len(), times, work, |e, counts| {
            let mut is_p = true;
            'heaps: for (i, &c) in counts.iter().enumerate() {
                if c == 0 {
                    continue;
                }
                let mut rest = 0;
                for (j, &cj) in counts.iter().enumerate() {
                    for _ in 0..cj - u32::from(i == j) {
                        rest = pret.times_heap(rest, heaps[j]);
                    }
                }
                spent += images[i].len() as u64 + counts.len() as u64;
                for &pair in &images[i] {
                    if p.get(pret.times_option(rest, pair) as usize) {
                        is_p = false;
                        break 'heaps;
                    }
                }
            }
            if is_p {
                p.set(e as usize);
            }
        })?;
    }
    work.spend(spent)?;
    pret.m.p = p;
    Ok(())
}

/// The classes of `pret` no product tells apart, as a monoid.
#[inline(never)]
fn reduce(pret: Pretension, work: &mut Work) -> Result<Pretension, Halt> {
    let (class, _) = pret.m.classes(work)?;
    let (m, _) = pret.m.quotient(&class, work)?;
    Ok(Pretension { m, gen: pret.gen }.tidy())
}

/// A free cyclic generator ⟨a | a^(index + period) = a^index⟩ for a heap.
#[derive(Clone, Copy, Debug)]
struct Free {
    heap: u32,
    index: u8,
    period: u8,
}

/// Where a candidate's generator comes from.
#[derive(Clone, Copy)]
enum Source {
    Old(u32),
    Cyclic(usize),
}

/// Free cyclic generators past this many would not fit the closure's keys.
const MAX_FREE: usize = 12;

/// The candidate in which the heaps of `free` are free cyclic generators
/// and every other heap keeps its element of `pret`: the submonoid the
/// heaps generate in pret × ∏ C(index, period), marked and reduced.
fn free_candidate(
    pret: &Pretension,
    options: &[Vec<(u32, u32)>],
    free: &[Free],
    limit: usize,
    work: &mut Work,
) -> Result<Pretension, Halt> {
    let mut sources: Vec<Source> = Vec::new();
    let mut old_gen: FastMap<u32, u32> = FastMap::default();
    let mut gen = vec![NONE; options.len()];
    for h in 0..options.len() {
        if options[h].is_empty() {
            continue;
        }
        if let Some(i) = free.iter().position(|f| f.heap == h as u32) {
            sources.push(Source::Cyclic(i));
            gen[h] = sources.len() as u32 - 1;
        } else if h < pret.gen.len() && pret.gen[h] != NONE {
            let g = pret.gen[h];
            gen[h] = *old_gen.entry(g).or_insert_with(|| {
                sources.push(Source::Old(g));
                sources.len() as u32 - 1
            });
        }
    }
    let step = |&key: &u128, g: usize| -> u128 {
        match sources[g] {
            Source::Old(og) => {
                let x = (key & 0xffff_ffff) as u32;
                key & !0xffff_ffff | u128::from(pret.m.times(x, og as usize))
            }
            Source::Cyclic(i) => {
                let shift = 32 + 8 * i;
                let k = (key >> shift & 0xff) as u8;
                let f = free[i];
                let next = if k + 1 < f.index + f.period {
                    k + 1
                } else {
                    f.index
                };
                key & !(0xff << shift) | u128::from(next) << shift
            }
        }
    };
    let (_, m) = close(0u128, sources.len(), step, limit, work)?;
    let mut candidate = Pretension { m, gen };
    mark_p(&mut candidate, options, work)?;
    reduce(candidate, work)
}

/// What the verification of a candidate found.
struct Verified {
    profiles: Rows,
    all: Vec<Digit>,
    walk: Vec<Digit>,
    antichain: Antichain,
    failure: Option<Vec<u32>>,
}

fn verify_candidate(
    pret: &Pretension,
    options: &[Vec<(u32, u32)>],
    work: &mut Work,
) -> Result<Verified, Halt> {
    let profiles = pret.m.profiles(work)?;
    let all = verify::heap_digits(pret, &profiles, options);
    let least = least_words(pret, options, work)?;
    let p_failure = verify::least_p_failure(pret, &profiles, &all, &least);
    let walk = verify::walk_digits(pret, &all);
    let mut antichain = Antichain::new(pret.m.size());
    let failure = match verify::walk(
        pret,
        &profiles,
        &walk,
        p_failure.as_deref(),
        &mut antichain,
        work,
    )? {
        Walk::Failure(word) => Some(word),
        Walk::Clean => p_failure,
    };
    Ok(Verified {
        profiles,
        all,
        walk,
        antichain,
        failure,
    })
}

/// Subsets of `items` with `k` members, in lexicographic order.
fn subsets(items: &[u32], k: usize) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    let mut pick: Vec<usize> = (0..k).collect();
    if k == 0 || k > items.len() {
        return out;
    }
    loop {
        out.push(pick.iter().map(|&i| items[i]).collect());
        let Some(i) = (0..k).rev().find(|&i| pick[i] < items.len() - k + i) else {
            return out;
        };
        pick[i] += 1;
        for j in i + 1..k {
            pick[j] = pick[j - 1] + 1;
        }
    }
}

/// A candidate that gets `failure` right: its heaps, as few as will do,
/// made free again.
fn recalibrate(
    trial: &Pretension,
    options: &[Vec<(u32, u32)>],
    failure: &[u32],
    limit: usize,
    work: &mut Work,
) -> Result<Pretension, Halt> {
    let should_be_p = !trial.m.is_p(trial.element_of(failure));
    let mut involved: Vec<u32> = failure.to_vec();
    involved.sort_unstable();
    involved.dedup();
    for k in 1..=involved.len().min(MAX_FREE) {
        let mut best: Option<Pretension> = None;
        for heaps in subsets(&involved, k) {
            let free: Vec<Free> = heaps
                .iter()
                .map(|&h| {
                    let exponent = failure.iter().filter(|&&x| x == h).count();
                    let index = match trial.gen[h as usize] {
                        NONE => 0,
                        g => trial.m.index_of(g as usize),
                    };
                    let index = index.max(exponent.saturating_sub(1)).min(120);
                    // Room for a longer cycle once powers run long.
                    let period = if index >= 8 { (index - 4) & !1 } else { 2 };
                    Free {
                        heap: h,
                        index: index as u8,
                        period: period as u8,
                    }
                })
                .collect();
            let candidate = free_candidate(trial, options, &free, limit, work)?;
            if candidate.m.is_p(candidate.element_of(failure)) == should_be_p
                && best
                    .as_ref()
                    .is_none_or(|b: &Pretension| candidate.m.size() < b.m.size())
            {
                best = Some(candidate);
            }
        }
        if let Some(best) = best {
            return Ok(best);
        }
    }
    Err(Halt::Stuck)
}

/// The quotient being built, heap by heap, with what its verification
/// keeps for the next heap.
#[derive(Clone, Debug)]
pub(crate) struct Builder {
    rule: Rule,
    options: Vec<Vec<(u32, u32)>>,
    pub(crate) pret: Pretension,
    profiles: Rows,
    all: Vec<Digit>,
    walk: Vec<Digit>,
    antichain: Antichain,
    /// The heaps at which a new generator was needed.
    pub(crate) changes: Vec<u32>,
    /// The most elements a candidate may have.
    pub(crate) limit: usize,
}

impl Builder {
    /// Q_0: the trivial monoid, heap 0 the identity.
    pub(crate) fn new(rule: &Rule) -> Builder {
        let pret = Pretension {
            m: Monoid::trivial(),
            gen: vec![NONE],
        };
        // The profile of the identity: P, empty.
        let profiles = Rows::new(1, 1);
        let antichain = Antichain::new(1);
        Builder {
            rule: rule.clone(),
            options: vec![Vec::new()],
            pret,
            profiles,
            all: Vec::new(),
            walk: Vec::new(),
            antichain,
            changes: Vec::new(),
            limit: 1 << 20,
        }
    }

    /// The bytes it holds (an estimate from its vectors' capacities).
    pub(crate) fn bytes(&self) -> u64 {
        let options: u64 = self.options.iter().map(vec_bytes).sum();
        let digits: u64 = self.all.iter().chain(&self.walk).map(Digit::bytes).sum();
        options
            + vec_bytes(&self.options)
            + self.pret.bytes()
            + self.profiles.bytes()
            + digits
            + vec_bytes(&self.all)
            + vec_bytes(&self.walk)
            + self.antichain.bytes()
            + vec_bytes(&self.changes)
    }

    /// Φ(0..=n) as elements of the current monoid.
    pub(crate) fn phi(&self) -> Vec<u32> {
        (0..self.pret.gen.len())
            .map(|h| self.pret.element(h))
            .collect()
    }

    /// The largest heap covered.
    pub(crate) fn heaps(&self) -> usize {
        self.pret.gen.len() - 1
    }

    /// Extends Q_n to Q_{n+1}.
    pub(crate) fn next(
        &mut self,
        work: &mut Work,
        report: &mut dyn FnMut(Event),
    ) -> Result<(), Halt> {
        let n = self.pret.gen.len();
        // A heap is added whole or not at all: a stop halfway (the budget
        // spent) leaves the quotient as it was, whole, for the next call.
        // The copy kept for that, and the heap's options (at most one a
        // move), are held before they are made, as are the tables the step
        // makes (`Work::hold`), until the step ends.
        let options = std::mem::take(&mut self.options);
        let heap_options_bytes = 8 * self.rule.move_count(n as u64) + 16;
        if let Err(halt) = work.hold(self.bytes().saturating_add(heap_options_bytes)) {
            self.options = options;
            return Err(halt);
        }
        let saved = self.clone();
        self.options = options;
        self.options.push(heap_options(&self.rule, n as u64));
        let result = self.add_heap(n, work, report);
        work.release();
        if result.is_err() {
            let mut options = std::mem::take(&mut self.options);
            options.pop();
            *self = saved;
            self.options = options;
        }
        result
    }

    fn add_heap(
        &mut self,
        n: usize,
        work: &mut Work,
        report: &mut dyn FnMut(Event),
    ) -> Result<(), Halt> {
        let options = &self.options[n];
        if options.is_empty() {
            self.pret.gen.push(NONE);
            return Ok(());
        }
        let images = self.pret.images(options);
        let r = verify::heap_r(&self.pret, &self.profiles, &images);
        let digit = Digit {
            heap: n as u32,
            images,
            r,
        };
        if let Some(x) = self.conservative(&digit, work)? {
            return Ok(x);
        }
        self.changes.push(n as u32);
        let mut trial = free_candidate(
            &self.pret,
            &self.options,
            &[Free {
                heap: n as u32,
                index: 2,
                period: 2,
            }],
            self.limit,
            work,
        )?;
        loop {
            let verified = verify_candidate(&trial, &self.options, work)?;
            report(Event::Candidate {
                heap: n,
                order: trial.m.size(),
                p_size: trial.m.p.count(),
                failure: verified.failure.clone(),
            });

            match verified.failure {
                None => {
                    self.pret = trial;
                    self.profiles = verified.profiles;
                    self.all = verified.all;
                    self.walk = verified.walk;
                    self.antichain = verified.antichain;
                    return Ok(());
                }
                Some(failure) => {
                    trial = recalibrate(&trial, &self.options, &failure, self.limit, work)?;
                }
            }
        }
    }

    /// Heap n as an element of Q_{n−1}, if it is one (then recorded).
    fn conservative(&mut self, digit: &Digit, work: &mut Work) -> Result<Option<()>, Halt> {
        let size = self.pret.m.size();
        let heap_is_p = !super::bits::get(&digit.r, 0);
        let mut candidates = Vec::new();
        for x in 0..size as u32 {
            if self.pret.m.is_p(x) != heap_is_p {
                continue;
            }
            work.spend(digit.r.len() as u64)?;
            if super::bits::intersects(self.profiles.row(x as usize), &digit.r) {
                continue;
            }
            // Mex interpolation: a walked position with element x whose R
            // lies inside heap n's.
            if self.antichain.beaten(x, &digit.r) {
                self.accept(x, digit.clone(), None);
                return Ok(Some(()));
            }
            candidates.push(x);
        }
        for x in candidates {
            if let Some(antichain) = self.exhaustive(x, digit, work)? {
                self.accept(x, digit.clone(), Some(antichain));
                return Ok(Some(()));
            }
        }
        Ok(None)
    }

    /// Walks every position with heap n as x, from the positions walked
    /// so far; the antichain grown by them when none fails.
    fn exhaustive(
        &self,
        x: u32,
        digit: &Digit,
        work: &mut Work,
    ) -> Result<Option<Antichain>, Halt> {
        let mut pret = self.pret.clone();
        let g = pret.m.add_generator(&self.pret.m.row(x));
        pret.gen.push(g as u32);
        let mut walk = self.walk.clone();
        walk.push(digit.clone());
        let mut antichain = self.antichain.clone();
        // From every walked position and the empty one, add heap n; from
        // every new position, any heap.
        let mut queue: Vec<(u32, Vec<u64>, usize)> = self
            .antichain
            .entries()
            .into_iter()
            .map(|(e, r)| (e, r, walk.len() - 1))
            .collect();
        queue.push((0, vec![0; digit.r.len()], walk.len() - 1));
        let mut out = vec![0u64; digit.r.len()];
        while let Some((e, r, from)) = queue.pop() {
            for d in &walk[from..] {
                let next = verify::step(
                    &pret,
                    &self.profiles,
                    pret.action_of_heap(d.heap as usize),
                    e,
                    &r,
                    d,
                    &mut out,
                    work,
                )?;
                if antichain.beaten(next, &out) {
                    continue;
                }
                if !pret.m.is_p(next) && !super::bits::get(&out, 0) {
                    return Ok(None);
                }
                antichain.insert(next, &out);
                queue.push((next, out.clone(), 0));
            }
        }
        Ok(Some(antichain))
    }

    fn accept(&mut self, x: u32, digit: Digit, antichain: Option<Antichain>) {
        let g = if x == 0 {
            NONE
        } else {
            match (0..self.pret.m.gens()).find(|&g| self.pret.m.gen_element(g) == x) {
                Some(g) => g as u32,
                None => self.pret.m.add_generator(&self.pret.m.row(x)) as u32,
            }
        };
        self.pret.gen.push(g);
        let e = x;
        let beaten = self.walk.iter().any(|k| {
            self.pret.element(k.heap as usize) == e && super::bits::is_subset(&k.r, &digit.r)
        });
        self.all.push(digit.clone());
        if !beaten {
            self.walk.push(digit);
        }
        if let Some(antichain) = antichain {
            self.antichain = antichain;
        }
    }
}
