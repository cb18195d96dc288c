//! Finite commutative monoids given by the action of their generators, with
//! a marked subset (the P-portion): built by closing a set of generators
//! over any representation of elements, reduced to the classes that no
//! product tells apart, and read back as words.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

use super::bits::{Bits, Rows};
use super::work::{Halt, Work};

/// No element, generator or heap.
pub(crate) const NONE: u32 = u32::MAX;

/// A multiply-rotate hasher for the small integer keys of the closure and
/// the reduction (the standard SipHash is several times slower here).
#[derive(Default)]
pub(crate) struct WordHash(u64);

const MIX: u64 = 0x9e37_79b9_7f4a_7c15;

impl Hasher for WordHash {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(MIX);
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(n.into());
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(MIX);
    }

    fn write_u128(&mut self, n: u128) {
        self.write_u64(n as u64);
        self.write_u64((n >> 64) as u64);
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

pub(crate) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<WordHash>>;

/// A finite commutative monoid: elements 0..size (0 the identity), the
/// action x ↦ x·g of each generator g, a spanning tree of words (each
/// element but the identity is its parent times one generator, parents
/// numbered first), and the P-portion.
#[derive(Clone, Debug)]
pub(crate) struct Monoid {
    size: usize,
    gens: usize,
    /// `act[g * size + x]` = x·g.
    act: Vec<u32>,
    parent: Vec<u32>,
    via: Vec<u32>,
    /// The P-portion.
    pub(crate) p: Bits,
}

impl Monoid {
    /// The bytes it holds.
    pub(crate) fn bytes(&self) -> u64 {
        use super::work::vec_bytes;
        vec_bytes(&self.act) + vec_bytes(&self.parent) + vec_bytes(&self.via) + self.p.bytes()
    }

    /// The monoid of one element, the identity, which is not in P.
    pub(crate) fn trivial() -> Monoid {
        Monoid {
            size: 1,
            gens: 0,
            act: Vec::new(),
            parent: vec![NONE],
            via: vec![NONE],
            p: Bits::new(1),
        }
    }

    pub(crate) fn size(&self) -> usize {
        self.size
    }

    pub(crate) fn gens(&self) -> usize {
        self.gens
    }

    /// x·g for generator g.
    #[inline]
    pub(crate) fn times(&self, x: u32, g: usize) -> u32 {
        self.act[g * self.size + x as usize]
    }

    /// The element of generator g.
    pub(crate) fn gen_element(&self, g: usize) -> u32 {
        self.times(0, g)
    }

    /// x ↦ x·g for every x.
    pub(crate) fn action(&self, g: usize) -> &[u32] {
        &self.act[g * self.size..][..self.size]
    }

    pub(crate) fn is_p(&self, x: u32) -> bool {
        self.p.get(x as usize)
    }

    /// The generators along the tree from the identity to `y`.
    fn path(&self, mut y: u32) -> Vec<u32> {
        let mut path = Vec::new();
        while y != 0 {
            path.push(self.via[y as usize]);
            y = self.parent[y as usize];
        }
        path
    }

    /// x·y.
    pub(crate) fn mul(&self, x: u32, y: u32) -> u32 {
        self.path(y)
            .iter()
            .fold(x, |z, &g| self.times(z, g as usize))
    }

    /// z ↦ z·y for every z.
    pub(crate) fn row(&self, y: u32) -> Vec<u32> {
        let mut row: Vec<u32> = (0..self.size as u32).collect();
        for g in self.path(y) {
            let action = self.action(g as usize);
            for z in row.iter_mut() {
                *z = action[*z as usize];
            }
        }
        row
    }

    /// A generator with the action `row` (of an element already present).
    pub(crate) fn add_generator(&mut self, row: &[u32]) -> usize {
        self.act.extend_from_slice(row);
        self.gens += 1;
        self.gens - 1
    }

    /// The same monoid on the generators `keep` (their actions, in order),
    /// `remap[g]` being the kept generator with g's element (the tree's
    /// words are rewritten with it).
    pub(crate) fn with_generators(&self, keep: &[usize], remap: &[u32]) -> Monoid {
        let mut act = Vec::with_capacity(keep.len() * self.size);
        for &g in keep {
            act.extend_from_slice(self.action(g));
        }
        let via = self
            .via
            .iter()
            .map(|&g| if g == NONE { NONE } else { remap[g as usize] })
            .collect();
        Monoid {
            size: self.size,
            gens: keep.len(),
            act,
            parent: self.parent.clone(),
            via,
            p: self.p.clone(),
        }
    }

    /// The index of g's cyclic submonoid: the least i with g^i = g^j for some j > i.
    pub(crate) fn index_of(&self, g: usize) -> usize {
        let mut seen: FastMap<u32, usize> = FastMap::default();
        let mut x = 0;
        let mut i = 0;
        loop {
            if let Some(&first) = seen.get(&x) {
                return first;
            }
            seen.insert(x, i);
            x = self.times(x, g);
            i += 1;
        }
    }

    /// For each element x the set {z : x·z ∈ P}, its profile: two elements
    /// are the same element of a reduced monoid exactly when their profiles
    /// agree. Rows in tree order: x = parent·g has profile
    /// {z : g·z ∈ profile(parent)}.
    pub(crate) fn profiles(&self, work: &mut Work) -> Result<Rows, Halt> {
        work.hold(self.size as u64 * self.size as u64 / 8)?;
        let mut rows = Rows::new(self.size, self.size);
        rows.row_mut(0).copy_from_slice(self.p.words());
        for x in 1..self.size {
            work.spend(self.size as u64 / 4)?;
            let action = self.action(self.via[x] as usize);
            let (from, to) = rows.pair_mut(self.parent[x] as usize, x);
            for (k, word) in to.iter_mut().enumerate() {
                let mut bits = 0u64;
                for (b, &z) in action[k * 64..].iter().take(64).enumerate() {
                    bits |= (from[z as usize / 64] >> (z % 64) & 1) << b;
                }
                *word = bits;
            }
        }
        Ok(rows)
    }

    /// The classes of elements no product tells apart (x and y together
    /// when x·z ∈ P ⟺ y·z ∈ P for every z), by refining the split {P, not
    /// P} generator by generator until it is stable (Moore): each pass
    /// splits every class by the classes its members go to under one
    /// generator. Class numbers and their count.
    #[inline(never)]
    pub(crate) fn classes(&self, work: &mut Work) -> Result<(Vec<u32>, usize), Halt> {
        let n = self.size;
        let p_count = self.p.count();
        let (mut class, mut count): (Vec<u32>, usize) = if p_count == 0 || p_count == n {
            (vec![0; n], 1)
        } else {
            ((0..n).map(|x| u32::from(self.p.get(x))).collect(), 2)
        };
        // For the pass `pass`, the class c a target class was last met in,
        // and the class its members go to.
        let mut seen = vec![u64::MAX; n];
        let mut goes = vec![0u32; n];
        let mut order = vec![0u32; n];
        let mut split = vec![0u32; n];
        let mut starts = vec![0usize; n + 1];
        let (mut stable, mut g, mut pass) = (0, 0, 0u64);
        while stable < self.gens {
            work.spend(n as u64)?;
            pass += 1;
            // The elements by class (a counting sort).
            starts[..=count].iter_mut().for_each(|s| *s = 0);
            for &c in &class {
                starts[c as usize + 1] += 1;
            }
            for c in 0..count {
                starts[c + 1] += starts[c];
            }
            let mut at = starts.clone();
            for (x, &c) in class.iter().enumerate() {
                order[at[c as usize]] = x as u32;
                at[c as usize] += 1;
            }
            let action = self.action(g);
            let mut next = count;
            for c in 0..count {
                let stamp = pass << 32 | c as u64;
                let mut first = true;
                for &x in &order[starts[c]..starts[c + 1]] {
                    let d = class[action[x as usize] as usize] as usize;
                    if seen[d] != stamp {
                        seen[d] = stamp;
                        goes[d] = if first {
                            c as u32
                        } else {
                            next += 1;
                            next as u32 - 1
                        };
                        first = false;
                    }
                    split[x as usize] = goes[d];
                }
            }
            if next > count {
                std::mem::swap(&mut class, &mut split);
                (count, stable) = (next, 0);
            } else {
                stable += 1;
            }
            g = (g + 1) % self.gens;
        }
        Ok((class, count))
    }

    /// The monoid of the classes `class` (from [`Monoid::classes`]),
    /// numbered afresh from the identity's; where each old element went.
    pub(crate) fn quotient(
        &self,
        class: &[u32],
        work: &mut Work,
    ) -> Result<(Monoid, Vec<u32>), Halt> {
        let count = class.iter().max().map_or(0, |&c| c as usize + 1);
        let mut rep = vec![NONE; count];
        for (x, &c) in class.iter().enumerate().rev() {
            rep[c as usize] = x as u32;
        }
        let (keys, mut reduced) = close(
            class[0],
            self.gens,
            |&c, g| class[self.times(rep[c as usize], g) as usize],
            usize::MAX,
            work,
        )?;
        let mut renumber = vec![NONE; count];
        for (i, &c) in keys.iter().enumerate() {
            renumber[c as usize] = i as u32;
            if self.is_p(rep[c as usize]) {
                reduced.p.set(i);
            }
        }
        let map = class.iter().map(|&c| renumber[c as usize]).collect();
        Ok((reduced, map))
    }
}

/// The monoid generated from `root` by `gens` generators, `step(k, g)`
/// being k·g in whatever representation `K` is: its elements in
/// breadth-first order (shortest words first) and the monoid on them, with
/// an empty P-portion. Stops past `limit` elements.
#[inline(never)]
pub(crate) fn close<K: Eq + Hash + Clone>(
    root: K,
    gens: usize,
    mut step: impl FnMut(&K, usize) -> K,
    limit: usize,
    work: &mut Work,
) -> Result<(Vec<K>, Monoid), Halt> {
    let mut keys = vec![root.clone()];
    let mut index: FastMap<K, u32> = FastMap::default();
    index.insert(root, 0);
    let mut parent = vec![NONE];
    let mut via = vec![NONE];
    let mut by_node: Vec<u32> = Vec::new();
    let mut i = 0;
    while i < keys.len() {
        work.spend(gens as u64 + 1)?;
        for g in 0..gens {
            let next = step(&keys[i], g);
            let id = match index.get(&next) {
                Some(&id) => id,
                None => {
                    let id = keys.len() as u32;
                    if keys.len() >= limit {
                        return Err(Halt::Size(keys.len()));
                    }
                    index.insert(next.clone(), id);
                    keys.push(next);
                    parent.push(i as u32);
                    via.push(g as u32);
                    id
                }
            };
            by_node.push(id);
        }
        i += 1;
    }
    let size = keys.len();
    work.hold((size * gens * 4) as u64)?;
    let mut act = vec![0; size * gens];
    for x in 0..size {
        for g in 0..gens {
            act[g * size + x] = by_node[x * gens + g];
        }
    }
    let monoid = Monoid {
        size,
        gens,
        act,
        parent,
        via,
        p: Bits::new(size),
    };
    Ok((keys, monoid))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// ⟨a | a⁴ = a²⟩ × ⟨b | b² = 1⟩ by closure, P = {a, a³b}.
    #[test]
    fn a_closure_reduces_to_the_classes_products_tell_apart() {
        let mut work = Work::unlimited();
        let (keys, mut m) = close(
            (0u8, 0u8),
            2,
            |&(a, b), g| {
                if g == 0 {
                    (if a == 3 { 2 } else { a + 1 }, b)
                } else {
                    (a, 1 - b)
                }
            },
            100,
            &mut work,
        )
        .unwrap();
        assert_eq!(m.size(), 8);
        let a = keys.iter().position(|&k| k == (1, 0)).unwrap();
        let a3b = keys.iter().position(|&k| k == (3, 1)).unwrap();
        m.p.set(a);
        m.p.set(a3b);
        assert_eq!(
            m.mul(a as u32, a as u32),
            keys.iter().position(|&k| k == (2, 0)).unwrap() as u32
        );
        let row = m.row(a as u32);
        for z in 0..8u32 {
            assert_eq!(row[z as usize], m.mul(z, a as u32));
        }
        let (class, count) = m.classes(&mut work).unwrap();
        let profiles = m.profiles(&mut work).unwrap();
        for x in 0..8 {
            for y in 0..8 {
                assert_eq!(
                    class[x] == class[y],
                    profiles.row(x) == profiles.row(y),
                    "{x} {y}"
                );
            }
        }
        let (q, map) = m.quotient(&class, &mut work).unwrap();
        assert_eq!(q.size(), count);
        assert_eq!(map[0], 0);
        assert_eq!(q.p.count(), 2);
    }
}
