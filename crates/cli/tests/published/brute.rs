//! The brute force the published figures and the engine are both held to:
//! G(0..=n) of a code from its rules alone.

use std::cell::RefCell;
use std::collections::HashMap;

use nimlab_core::nimbers::{values_compact, Rule};

/// Which pairs of heaps the brute force may pass over: with mask m and bit
/// β, heap h > 0 is *common* when parity(G(h) & m) ⊕ β·(h mod 2) = 1 (the
/// atlas's rare/common split, Grossman's sparse space). Two common heaps a, b
/// give parity((G(a) ⊕ G(b)) & m) = β·((a + b) mod 2), so a candidate value
/// of the other parity cannot come from them. Mask 0 and β = 0 make every
/// heap rare: no pair is passed over. The split never decides a value, only
/// which pairs need not be looked at; any split gives the same values.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Split {
    pub(crate) mask: u32,
    pub(crate) bit: u32,
}

impl Split {
    fn parity(self, v: u32, heap: usize) -> u32 {
        ((v & self.mask).count_ones() ^ (self.bit * (heap as u32 & 1))) & 1
    }
}

/// G(0..=n) of `code` from its rules alone: for each heap, every move the
/// digits allow (take t and leave nothing, one heap, or two non-empty
/// heaps), the value of what it leaves, and the least value not among them.
/// With a `split`, the options of pairs with a rare heap are listed first;
/// each candidate (least value not yet an option) whose parity two common
/// heaps could give is then looked for among all the pairs of each take
/// (see [`Split`]); the first candidate not found is the value.
pub(crate) fn brute_force(code: &str, n: usize, split: Split) -> Vec<u32> {
    let (whole, places) = code.split_once('.').expect("a point");
    let mut digits: Vec<u8> = vec![whole.parse().expect("0 or 4")];
    digits.extend(places.bytes().map(|b| b - b'0'));
    let mut g: Vec<u32> = Vec::with_capacity(n + 1);
    let mut rare: Vec<usize> = Vec::new();
    // seen[v] == heap + 1: value v is an option of this heap.
    let mut seen: Vec<usize> = Vec::new();
    let plain = split.mask == 0 && split.bit == 0;
    for heap in 0..=n {
        let mark = |v: u32, seen: &mut Vec<usize>| {
            let v = v as usize;
            if seen.len() <= v {
                seen.resize(v + 1, 0);
            }
            seen[v] = heap + 1;
        };
        let mut splits = Vec::new();
        for (take, &d) in digits.iter().enumerate() {
            if take > heap {
                break;
            }
            let rest = heap - take;
            if d & 1 != 0 && rest == 0 {
                mark(0, &mut seen);
            }
            if d & 2 != 0 && rest > 0 {
                mark(g[rest], &mut seen);
            }
            if d & 4 != 0 && rest >= 2 {
                splits.push(rest);
                // Every pair with a rare heap (every pair when all are).
                let last = if plain { rest / 2 } else { rest - 1 };
                for &a in rare.iter().take_while(|&&a| a <= last) {
                    mark(g[a] ^ g[rest - a], &mut seen);
                }
            }
        }
        let mex = |seen: &Vec<usize>| (0..).find(|&v| seen.get(v) != Some(&(heap + 1))).unwrap();
        let mut candidate = mex(&seen);
        if !plain {
            // The pairs of two common heaps, where their parity allows.
            while splits.iter().any(|&rest| {
                split.parity(candidate as u32, rest) == 0
                    && (1..=rest / 2).any(|a| g[a] ^ g[rest - a] == candidate as u32)
            }) {
                mark(candidate as u32, &mut seen);
                candidate = mex(&seen);
            }
        }
        let value = candidate as u32;
        if heap > 0 && split.parity(value, heap) == 0 {
            rare.push(heap);
        }
        g.push(value);
    }
    g
}

thread_local! {
    /// The brute force's values of each code so far (the longest run).
    static BRUTE: RefCell<HashMap<String, Vec<u32>>> = RefCell::new(HashMap::new());
}

/// [`brute_force`], each code worked out once (the longest run asked for;
/// a shorter one is its prefix).
pub(crate) fn brute(code: &str, n: usize, split: Split) -> Vec<u32> {
    let known = BRUTE.with(|b| {
        b.borrow()
            .get(code)
            .filter(|g| g.len() > n)
            .map(|g| g[..=n].to_vec())
    });
    known.unwrap_or_else(|| {
        let g = brute_force(code, n, split);
        BRUTE.with(|b| b.borrow_mut().insert(code.to_owned(), g.clone()));
        g
    })
}

/// The engine's G(0..=n) (the atlas's), as `u32`.
pub(crate) fn engine(code: &str, n: usize) -> Vec<u32> {
    let rule = Rule::octal(code, "code").unwrap();
    let (g, _) = values_compact(&rule, n, |_| {}).unwrap();
    (0..g.len()).map(|i| g.get(i)).collect()
}

pub(crate) fn zeros(g: &[u32]) -> usize {
    g.iter().position(|&v| v != 0).unwrap_or(g.len())
}

pub(crate) fn last_place(code: &str) -> u64 {
    Rule::octal(code, "code").unwrap().last_place()
}
