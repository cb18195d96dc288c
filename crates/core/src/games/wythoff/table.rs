//! Nimbers and remoteness of Wythoff's game for small heaps, which have no
//! known closed form: every position with both heaps ≤ [`TABLE_MAX`],
//! solved from the rules by the exact search's own definitions (a nimber
//! is the mex of its options', Sprague and Grundy; remoteness as Steinhaus
//! counts it, see `brute.rs`), row by row, once; and perfect play's move
//! from a position in it, as the search chooses.

/// Nimbers (normal play) and remoteness (both rules) are tabulated for both
/// heaps up to this; Wythoff nimbers have no known closed form.
pub const TABLE_MAX: u64 = 150;
const SIDE: usize = TABLE_MAX as usize + 1;

/// One position of the table.
#[derive(Clone, Copy, Default)]
pub(super) struct Solution {
    pub(super) nimber: u16,
    /// Indexed by `misere as usize`.
    pub(super) remoteness: [u16; 2],
    pub(super) lost: [bool; 2],
}

/// Every position with both heaps ≤ [`TABLE_MAX`], solved from the rules by
/// the search's own definitions (mex; remoteness as in [`crate::brute`]),
/// row by row, once.
fn table() -> &'static [Solution] {
    // A thread's own, kept for the life of the thread (the wasm has one):
    // `OnceLock`'s synchronisation would cost the wasm a kilobyte.
    thread_local! {
        static TABLE: std::cell::Cell<Option<&'static [Solution]>> = const { std::cell::Cell::new(None) };
    }
    TABLE.with(|cell| {
        cell.get().unwrap_or_else(|| {
            let table: &'static [Solution] = build_table().leak();
            cell.set(Some(table));
            table
        })
    })
}

fn build_table() -> Vec<Solution> {
    let mut table: Vec<Solution> = Vec::with_capacity(SIDE * SIDE);
    // A nimber is at most the number of moves, below 3·SIDE; `seen[g]` is
    // one more than the last position with a child of nimber g (SIDE² + 1
    // fits in u16).
    let mut seen = [0u16; 3 * SIDE];
    for here in 0..SIDE * SIDE {
        let stamp = here as u16 + 1;
        let heaps = [(here / SIDE) as u64, (here % SIDE) as u64];
        // Per rule: the nearest lost child, and the farthest child.
        let mut nearest_lost = [u16::MAX; 2];
        let mut farthest = [0u16; 2];
        let count = take_count(heaps) as u64;
        for k in 0..count {
            let [t0, t1] = nth_take(heaps, k);
            let child = table[here - t0 as usize * SIDE - t1 as usize];
            if let Some(slot) = seen.get_mut(usize::from(child.nimber)) {
                *slot = stamp;
            }
            for rule in 0..2 {
                let r = child.remoteness[rule];
                if child.lost[rule] {
                    nearest_lost[rule] = nearest_lost[rule].min(r);
                }
                farthest[rule] = farthest[rule].max(r);
            }
        }
        let mex = seen.iter().position(|&s| s != stamp).unwrap_or(seen.len());
        let mut solution = Solution {
            nimber: mex as u16,
            ..Solution::default()
        };
        for rule in 0..2 {
            let (lost, r) = if count == 0 {
                // No move: normal play loses, misère wins.
                (rule == 0, 0)
            } else if nearest_lost[rule] < u16::MAX {
                (false, nearest_lost[rule] + 1)
            } else {
                (true, farthest[rule] + 1)
            };
            solution.lost[rule] = lost;
            solution.remoteness[rule] = r;
        }
        table.push(solution);
    }
    table
}

/// How many moves heaps (h0, h1) have: h0 + h1 + min(h0, h1).
pub(super) fn take_count([h0, h1]: [u64; 2]) -> u128 {
    u128::from(h0.min(h1)) * 2 + u128::from(h0.max(h1))
}

/// The k-th move from heaps (h0, h1) in `moves()` order (k below
/// [`take_count`]): from the first heap, from the second, from both.
pub(super) fn nth_take([h0, h1]: [u64; 2], k: u64) -> [u64; 2] {
    if k < h0 {
        [k + 1, 0]
    } else if k - h0 < h1 {
        [0, k - h0 + 1]
    } else {
        let t = k - h0 - h1 + 1;
        [t, t]
    }
}

/// The table's cell for (x, y), when both heaps are in it.
fn cell(x: u64, y: u64) -> Option<usize> {
    (x <= TABLE_MAX && y <= TABLE_MAX).then(|| x as usize * SIDE + y as usize)
}

/// The table's answer for heaps (x, y), when both are in it.
pub(super) fn solution(x: u64, y: u64) -> Option<Solution> {
    cell(x, y).map(|here| table()[here])
}

/// Perfect play's take from tabulated heaps, chosen exactly as
/// [`crate::brute::Search::best_move`] chooses: to the nearest P-position
/// when there is one, else to the farthest; the first in `moves()` order
/// among equals. `None` at the end (or outside the table).
pub(super) fn best_take(heaps: [u64; 2], misere: bool) -> Option<[u64; 2]> {
    let table = table();
    let rule = usize::from(misere);
    let mut best: Option<([u64; 2], bool, u16)> = None;
    for k in 0..take_count(heaps) as u64 {
        let take = nth_take(heaps, k);
        let here = cell(heaps[0] - take[0], heaps[1] - take[1])?;
        let (lost, r) = (table[here].lost[rule], table[here].remoteness[rule]);
        let better = match best {
            None => true,
            Some((_, best_lost, best_r)) => match (lost, best_lost) {
                (true, false) => true,
                (false, true) => false,
                (true, true) => r < best_r,
                (false, false) => r > best_r,
            },
        };
        if better {
            best = Some((take, lost, r));
        }
    }
    best.map(|(take, _, _)| take)
}
