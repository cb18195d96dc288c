//! Sets of monoid elements as bit rows, and a table of such rows.

/// Words of 64 bits holding `len` bits.
pub(crate) fn words_for(len: usize) -> usize {
    len.div_ceil(64)
}

/// A set of elements 0..len, one bit each.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Bits {
    words: Vec<u64>,
}

impl Bits {
    /// The bytes it holds.
    pub(crate) fn bytes(&self) -> u64 {
        super::work::vec_bytes(&self.words)
    }

    /// The empty set of elements below `len`.
    pub(crate) fn new(len: usize) -> Bits {
        Bits {
            words: vec![0; words_for(len)],
        }
    }

    pub(crate) fn get(&self, i: usize) -> bool {
        get(&self.words, i)
    }

    pub(crate) fn set(&mut self, i: usize) {
        self.words[i / 64] |= 1 << (i % 64);
    }

    pub(crate) fn words(&self) -> &[u64] {
        &self.words
    }

    pub(crate) fn count(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The elements in the set, in order.
    pub(crate) fn ones(&self) -> impl Iterator<Item = usize> + '_ {
        ones(&self.words)
    }
}

pub(crate) fn get(words: &[u64], i: usize) -> bool {
    words[i / 64] >> (i % 64) & 1 == 1
}

pub(crate) fn ones(words: &[u64]) -> impl Iterator<Item = usize> + '_ {
    words.iter().enumerate().flat_map(|(k, &w)| {
        let mut w = w;
        std::iter::from_fn(move || {
            if w == 0 {
                return None;
            }
            let bit = w.trailing_zeros() as usize;
            w &= w - 1;
            Some(k * 64 + bit)
        })
    })
}

pub(crate) fn or_into(into: &mut [u64], from: &[u64]) {
    for (a, b) in into.iter_mut().zip(from) {
        *a |= b;
    }
}

pub(crate) fn is_subset(small: &[u64], big: &[u64]) -> bool {
    small.iter().zip(big).all(|(a, b)| a & !b == 0)
}

pub(crate) fn intersects(a: &[u64], b: &[u64]) -> bool {
    a.iter().zip(b).any(|(x, y)| x & y != 0)
}

/// `len` rows of `width` bits, side by side in one buffer.
#[derive(Clone, Debug)]
pub(crate) struct Rows {
    stride: usize,
    words: Vec<u64>,
}

impl Rows {
    /// The bytes it holds.
    pub(crate) fn bytes(&self) -> u64 {
        super::work::vec_bytes(&self.words)
    }

    pub(crate) fn new(len: usize, width: usize) -> Rows {
        let stride = words_for(width);
        Rows {
            stride,
            words: vec![0; len * stride],
        }
    }

    pub(crate) fn row(&self, i: usize) -> &[u64] {
        &self.words[i * self.stride..][..self.stride]
    }

    pub(crate) fn row_mut(&mut self, i: usize) -> &mut [u64] {
        &mut self.words[i * self.stride..][..self.stride]
    }

    /// Row `to` and row `from` at once (`from` < `to`).
    pub(crate) fn pair_mut(&mut self, from: usize, to: usize) -> (&[u64], &mut [u64]) {
        let (low, high) = self.words.split_at_mut(to * self.stride);
        (
            &low[from * self.stride..][..self.stride],
            &mut high[..self.stride],
        )
    }

    /// Copies row `from` over row `to`.
    pub(crate) fn copy_row(&mut self, from: usize, to: usize) {
        self.words.copy_within(
            from * self.stride..(from + 1) * self.stride,
            to * self.stride,
        );
    }
}
