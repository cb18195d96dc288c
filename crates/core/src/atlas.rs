//! The octal atlas: every take-and-break code `0.d1…dk` and `4.d1…dk` with
//! k ≤ `digits` and a non-zero last digit (1 022 codes for three digits),
//! each worked out to n or until its values prove a period, whichever comes
//! first ([`crate::nimbers::values_until_period`]), the table Winning Ways (ch. 4),
//! Flammenkamp and tczajka/octal-games print.
//!
//! A code whose values are not sparse (no rare/common split leaves few rare
//! heaps) costs the naive loop, about n²/4 options a splitting take, so each
//! code also has a budget of work ([`DEFAULT_BUDGET`]): at a checkpoint, if
//! going on to the next would pass it (by the estimate of [`marks`], which
//! reads only the values, so every machine stops at the same heap), the
//! code stops there, short of n, with no period.
//!
//! Codes that share a sequence: heaps 0 … z − 1 of a code have no move
//! (value 0) and heap z has value 1 (its options are sums of heaps without a
//! move), so the *stripped* sequence S(i) = G(i + z) starts at 1. Code B is
//! code A *shifted* by s = z_B − z_A when S_A = S_B, that is
//! G_B(n) = G_A(n − s) for every n (G of a negative heap read as 0): 0.07 is
//! 0.137 shifted by 1. [`same_as`] names, for each code, the first code of
//! the atlas with the same stripped sequence:
//!
//! - *proved* when both periods are proved: each stripped sequence is then
//!   known everywhere from its preperiod and one period, both least, so
//!   equal sequences have equal forms ([`Form`]), compared value by value;
//! - *as far as computed* otherwise: the two agree on S(0 … c − m), where c
//!   is the smaller of the two heaps worked out to (a proved code counts as
//!   worked out to n) and m the most leading zeros a code of the atlas can
//!   have ([`max_zeros`]), so that the stretch is known for both. They are
//!   compared through fingerprints of that stretch (two polynomial hashes
//!   modulo 2^61 − 1, [`Entry::tails`]): evidence, not a proof.

use crate::error::{Error, ErrorKey, Result};
use crate::nimbers::{checkpoints, values_until_period_on, Crew, Period, Rule, Split, Values};
use crate::value::Value;

/// The most digits after the point an atlas takes (65 534 codes).
pub const MAX_DIGITS: usize = 5;

/// The work one code may take by default, in options marked ([`marks`]):
/// 2^35, some 15 s of one core here; the naive loop of a code with one
/// splitting take reaches n = 2^18 within it, with three takes 2^17.
pub const DEFAULT_BUDGET: u64 = 1 << 35;

/// Every code of the atlas of `digits` places, in the atlas's order: fewer
/// digits first, then `0.` before `4.`, then the digits as a number
/// (0.1 … 0.7, 4.1 … 4.7, 0.01 … 0.77, 4.01 …).
pub fn codes(digits: usize) -> Vec<String> {
    let mut codes = Vec::new();
    for k in 1..=digits.min(MAX_DIGITS) {
        for whole in ['0', '4'] {
            for number in 1..8usize.pow(k as u32) {
                if number % 8 == 0 {
                    continue;
                }
                let places: String = (0..k)
                    .rev()
                    .map(|i| char::from(b'0' + (number >> (3 * i) & 7) as u8))
                    .collect();
                codes.push(format!("{whole}.{places}"));
            }
        }
    }
    codes
}

/// The most leading zeros a code of `digits` places can have: a heap of
/// `digits + 2` has a move under every code (a take of the last place
/// leaves two heaps or one, or takes the whole heap at a smaller size).
pub fn max_zeros(digits: usize) -> u64 {
    digits as u64 + 2
}

/// The rare heaps of an entry, by the engine's split (`nimbers::Split`):
/// heap m > 0 is rare when parity(G(m) & mask) ⊕ (bit · m mod 2) = 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rare {
    /// The value bits whose parity decides.
    pub mask: u32,
    /// 1 when the heap's parity counts too.
    pub bit: u32,
    /// How many rare heaps among 1 … computed_to.
    pub count: u64,
    /// The largest of them (`None`: there is none).
    pub last: Option<u64>,
}

/// A proved code's stripped sequence, whole: S(i) for i below
/// `start + length`, S(i + length) = S(i) from `start` on (both least).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    /// The stripped sequence's least preperiod (the period's start less the
    /// leading zeros, at least 0).
    pub start: u64,
    /// The least period.
    pub length: u64,
    /// S(0 … start + length − 1).
    pub values: Vec<u32>,
}

impl Form {
    /// S(i), for any i.
    pub fn get(&self, i: u64) -> u32 {
        let i = if i < self.start + self.length {
            i
        } else {
            self.start + (i - self.start) % self.length
        };
        self.values[i as usize]
    }
}

/// Two polynomial hashes of a stretch of values, modulo 2^61 − 1.
pub type Fingerprint = [u64; 2];

/// One code of the atlas.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The code, as [`Rule::code`] writes it (`0.137`).
    pub code: String,
    /// The period the values prove, if any.
    pub period: Option<Period>,
    /// The largest heap worked out: the first checkpoint that proved the
    /// period, else the atlas's n.
    pub computed_to: u64,
    /// The largest value among those worked out (for a proved code, the
    /// largest of all).
    pub max_value: u32,
    /// The rare heaps, or `None` when the engine ran no split (no move
    /// splits, no mask left few rare heaps, or it stopped before asking).
    pub rare: Option<Rare>,
    /// Heaps 0 … zeros − 1 have no move; G(zeros) = 1.
    pub zeros: u64,
    /// The whole stripped sequence, when the period is proved.
    pub form: Option<Form>,
    /// Fingerprints of S(0 … c − m) for each checkpoint c of the atlas's n
    /// (`nimbers::checkpoints`) up to `computed_to` (to n for a proved
    /// code), m the atlas's [`max_zeros`].
    pub tails: Vec<Fingerprint>,
}

/// An estimate of the options the engine marks working out heaps
/// `from + 1 ..= to`: with no split, every split of every splitting take
/// (⌊(h − t)/2⌋ for heap h and take t); with one, each heap pairs every rare
/// heap once a splitting take (the scans of common pairs, which stop at the
/// first hit, are left out).
pub fn marks(rule: &Rule, g: &Values, split: Option<Split>, from: usize, to: usize) -> u64 {
    let breaks = (0..=rule.last_place()).filter(|&t| rule.digit(t) & 4 != 0);
    let heaps = (to - from) as u64;
    match split {
        None => breaks
            .map(|t| {
                // Σ ⌊(h − t)/2⌋ over the heaps, as (h − t)²/4 summed.
                let square = |h: u64| h.saturating_sub(t).pow(2) / 4;
                square(to as u64) - square(from as u64)
            })
            .sum(),
        Some(split) => {
            let rare = rare_heaps(&wide(g), split).count;
            breaks.count() as u64 * heaps * (rare + 1)
        }
    }
}

/// Works out the atlas's entry of `code` to `n` (or its proved period, or
/// as far as `budget` options marked allow: [`marks`]). `digits` is the
/// atlas's (it bounds the leading zeros of every code).
pub fn entry(
    code: &str,
    n: usize,
    digits: usize,
    budget: u64,
    progress: impl FnMut(usize),
) -> Result<Entry> {
    entry_on(code, n, digits, budget, None, progress)
}

/// [`entry`], the long stretches of the code's values shared with `crew`'s
/// threads when that pays: the same entry, whatever the threads.
pub fn entry_on(
    code: &str,
    n: usize,
    digits: usize,
    budget: u64,
    crew: Option<&Crew>,
    progress: impl FnMut(usize),
) -> Result<Entry> {
    let rule = Rule::octal(code, "code")?;
    if rule.last_place() as usize > digits {
        return Err(Error::new(
            ErrorKey::CodeTooLong,
            format!("code {code} has more than the atlas's {digits} digits"),
        )
        .with("field", "code")
        .with("max", digits)
        .with("value", Value::from(code).describe()));
    }
    let mut spent = 0u64;
    let go_on = |g: &Values, split: Option<Split>, next: usize| {
        spent = spent.saturating_add(marks(&rule, g, split, g.len() - 1, next));
        spent <= budget
    };
    let (g, split, period) = values_until_period_on(&rule, n, crew, progress, go_on)?;
    let g = wide(&g);
    let computed_to = g.len() as u64 - 1;
    let zeros = g.iter().position(|&v| v != 0).unwrap_or(g.len()) as u64;
    let max_value = g.iter().copied().max().unwrap_or(0);
    let rare = split.map(|split| rare_heaps(&g, split));
    let form = period.map(|p| {
        let start = p.start.saturating_sub(zeros);
        Form {
            start,
            length: p.length,
            values: g[zeros as usize..(zeros + start + p.length) as usize].to_vec(),
        }
    });
    let lengths: Vec<u64> = checkpoints(n)
        .into_iter()
        .filter(|&c| period.is_some() || c as u64 <= computed_to)
        .map(|c| (c as u64 + 1).saturating_sub(max_zeros(digits)))
        .collect();
    let tails = match &form {
        Some(form) => lengths.iter().map(|&l| form_fingerprint(form, l)).collect(),
        None => open_fingerprints(&g, zeros, &lengths),
    };
    Ok(Entry {
        code: rule.code(),
        period,
        computed_to,
        max_value,
        rare,
        zeros,
        form,
        tails,
    })
}

/// The values as `u32` (one loop each below, not one a width).
fn wide(g: &Values) -> std::borrow::Cow<'_, [u32]> {
    match g {
        Values::Wide(g) => std::borrow::Cow::Borrowed(g),
        Values::Narrow(g) => g.iter().map(|&v| u32::from(v)).collect(),
    }
}

fn rare_heaps(g: &[u32], split: Split) -> Rare {
    let mut rare = Rare {
        mask: split.mask,
        bit: split.bit,
        count: 0,
        last: None,
    };
    for (m, &v) in g.iter().enumerate().skip(1) {
        let odd = ((v & split.mask).count_ones() ^ (split.bit & m as u32)) & 1;
        if odd == 0 {
            rare.count += 1;
            rare.last = Some(m as u64);
        }
    }
    rare
}

/// The first code of the atlas, before each one, with the same stripped
/// sequence (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SameAs {
    /// That code.
    pub code: String,
    /// G(n) = G_code(n − shift) for every n.
    pub shift: i64,
    /// Whether both periods are proved (then the sequences are equal).
    pub proved: bool,
}

/// Whether `a` and `b` share their stripped sequence: the proved forms
/// when both have one, else the fingerprints of the stretch both know.
pub fn same_sequence(a: &Entry, b: &Entry) -> bool {
    match (&a.form, &b.form) {
        (Some(x), Some(y)) => x == y,
        _ => {
            let k = a.tails.len().min(b.tails.len());
            k > 0 && a.tails[k - 1] == b.tails[k - 1]
        }
    }
}

/// For each entry (in the atlas's order), the first entry before it with
/// the same stripped sequence.
pub fn same_as(entries: &[Entry]) -> Vec<Option<SameAs>> {
    entries
        .iter()
        .enumerate()
        .map(|(i, b)| {
            entries[..i]
                .iter()
                .find(|a| same_sequence(a, b))
                .map(|a| SameAs {
                    code: a.code.clone(),
                    shift: b.zeros as i64 - a.zeros as i64,
                    proved: a.form.is_some() && b.form.is_some(),
                })
        })
        .collect()
}

impl Entry {
    /// G(n) of a proved code, for any n (`None` for an open one).
    pub fn value(&self, n: u64) -> Option<u32> {
        let form = self.form.as_ref()?;
        Some(match n.checked_sub(self.zeros) {
            None => 0,
            Some(i) => form.get(i),
        })
    }

    /// `{code, period, computedTo, maxValue, rare, sameAs}`, the atlas's
    /// JSON object of this code.
    pub fn to_value(&self, same_as: Option<&SameAs>) -> Value {
        let rare = self.rare.as_ref().map_or(Value::Null, |r| {
            Value::map([
                ("mask", r.mask.into()),
                ("bit", r.bit.into()),
                ("count", r.count.into()),
                ("last", r.last.map_or(Value::Null, Value::from)),
            ])
        });
        let same_as = same_as.map_or(Value::Null, |s| {
            Value::map([
                ("code", s.code.as_str().into()),
                ("shift", Value::int(i128::from(s.shift))),
                ("proved", s.proved.into()),
            ])
        });
        Value::map([
            ("code", self.code.as_str().into()),
            ("period", self.period.map_or(Value::Null, |p| p.to_value())),
            ("computedTo", self.computed_to.into()),
            ("maxValue", self.max_value.into()),
            ("rare", rare),
            ("sameAs", same_as),
        ])
    }
}

// --- Fingerprints ------------------------------------------------------------

/// 2^61 − 1, a prime.
const M61: u64 = (1 << 61) - 1;
/// The two bases (fixed: fingerprints made on different machines compare).
const BASES: [u64; 2] = [0x1d8e_4e27_c47d_124f, 0x0f6a_3b25_9c1b_5d37];

fn mul_mod(a: u64, b: u64) -> u64 {
    let product = u128::from(a) * u128::from(b);
    let folded = (product & u128::from(M61)) + (product >> 61);
    let folded = folded as u64;
    if folded >= M61 {
        folded - M61
    } else {
        folded
    }
}

fn add_mod(a: u64, b: u64) -> u64 {
    let sum = a + b;
    if sum >= M61 {
        sum - M61
    } else {
        sum
    }
}

/// h ↦ h · scale + add, the effect of appending a stretch to a hash
/// (Horner: hash(xs ++ ys) = hash(xs) · B^|ys| + hash(ys)).
#[derive(Clone, Copy)]
struct Append {
    scale: u64,
    add: u64,
}

impl Append {
    const NONE: Append = Append { scale: 1, add: 0 };

    fn value(base: u64, v: u32) -> Append {
        Append {
            scale: base,
            add: u64::from(v) + 1,
        }
    }

    /// This, then `next`.
    fn then(self, next: Append) -> Append {
        Append {
            scale: mul_mod(self.scale, next.scale),
            add: add_mod(mul_mod(self.add, next.scale), next.add),
        }
    }

    /// This `times` times over.
    fn repeat(self, mut times: u64) -> Append {
        let (mut result, mut power) = (Append::NONE, self);
        while times > 0 {
            if times & 1 == 1 {
                result = result.then(power);
            }
            power = power.then(power);
            times >>= 1;
        }
        result
    }
}

/// The fingerprint of S(0 … length − 1) of a proved form: the preperiod,
/// whole periods by repeated squaring, then part of one.
fn form_fingerprint(form: &Form, length: u64) -> Fingerprint {
    BASES.map(|base| {
        let stretch = |from: u64, to: u64| {
            (from..to).fold(Append::NONE, |h, i| {
                h.then(Append::value(base, form.get(i)))
            })
        };
        let head = length.min(form.start);
        let mut h = stretch(0, head);
        if length > form.start {
            let rest = length - form.start;
            let period = stretch(form.start, form.start + form.length);
            h = h.then(period.repeat(rest / form.length));
            h = h.then(stretch(form.start, form.start + rest % form.length));
        }
        h.add
    })
}

/// The fingerprints of S(0 … l − 1), S(i) = G(i + zeros), for each l of
/// `lengths` (ascending, each at most the values known less the zeros).
fn open_fingerprints(g: &[u32], zeros: u64, lengths: &[u64]) -> Vec<Fingerprint> {
    let (mut hashes, mut done) = ([0u64; 2], 0u64);
    let mut out = Vec::with_capacity(lengths.len());
    for &length in lengths {
        for s in done..length {
            let v = u64::from(g[(s + zeros) as usize]) + 1;
            for (h, base) in hashes.iter_mut().zip(BASES) {
                *h = add_mod(mul_mod(*h, base), v);
            }
        }
        done = done.max(length);
        out.push(hashes);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nimbers::values_naive;

    #[test]
    fn the_three_digit_atlas_has_1022_codes_in_order() {
        let all = codes(3);
        assert_eq!(all.len(), 1022);
        assert_eq!(all[..3], ["0.1", "0.2", "0.3"]);
        assert_eq!(all[6..9], ["0.7", "4.1", "4.2"]);
        assert_eq!(all[14..16], ["0.01", "0.02"]);
        assert_eq!(all.last().map(String::as_str), Some("4.777"));
        assert!(all.iter().all(|c| !c.ends_with('0')));
        assert_eq!(codes(1).len(), 14);
        assert_eq!(codes(2).len(), 126);
    }

    #[test]
    fn entries_prove_the_known_periods_and_stop_there() {
        let kayles = entry("0.77", 1 << 20, 2, DEFAULT_BUDGET, |_| {}).unwrap();
        let p = kayles.period.unwrap();
        assert_eq!((p.start, p.length, p.checked_to), (71, 12, 167));
        // The first checkpoint past 167.
        assert_eq!(kayles.computed_to, 255);
        assert_eq!(kayles.max_value, 8);
        assert_eq!(kayles.zeros, 1);
        let officers = entry("0.6", 100_000, 1, DEFAULT_BUDGET, |_| {}).unwrap();
        assert_eq!((officers.period, officers.computed_to), (None, 100_000));
        let rare = officers.rare.unwrap();
        // tczajka/octal-games: mask 1ee, the last rare heap 20627 (1584 rare
        // counting heap 0, which the engine leaves out).
        assert_eq!(
            rare,
            Rare {
                mask: 0x1ee,
                bit: 0,
                count: 1583,
                last: Some(20627)
            }
        );
    }

    #[test]
    fn fingerprints_of_a_form_equal_those_of_its_values() {
        // 0.137 proved at a small n: its form's fingerprints over a long
        // stretch equal those of the values worked out that far.
        let rule = Rule::octal("0.137", "code").unwrap();
        let short = entry("0.137", 3000, 3, DEFAULT_BUDGET, |_| {}).unwrap();
        let form = short.form.clone().unwrap();
        let long = values_naive(&rule, 3000);
        let lengths = [0, 17, 2998, 2999, 3000];
        let open = open_fingerprints(&long, short.zeros, &lengths);
        for (l, fp) in lengths.iter().zip(open) {
            assert_eq!(form_fingerprint(&form, *l), fp, "length {l}");
        }
        // n = 3000 has the checkpoints 63, 127, …, 2047 and 3000.
        assert_eq!(short.tails.len(), 7);
    }

    #[test]
    fn a_code_past_its_budget_stops_at_a_checkpoint_and_still_compares() {
        // The naive loop of 0.04 to 4095 marks about 4095²/4 options: a
        // budget of 10^6 stops it at a checkpoint, the same every time.
        let short = entry("0.04", 4096, 2, 1_000_000, |_| {}).unwrap();
        assert_eq!((short.period, short.computed_to), (None, 1023));
        assert_eq!(short, entry("0.04", 4096, 2, 1_000_000, |_| {}).unwrap());
        assert_eq!(short.tails.len(), 5);
        let whole = entry("0.04", 4096, 2, DEFAULT_BUDGET, |_| {}).unwrap();
        assert_eq!(whole.computed_to, 4096);
        // 0.042 plays as 0.04 (a heap of 2 taken whole adds nothing): the
        // two agree on the stretch both know.
        let twin = entry("0.042", 4096, 3, DEFAULT_BUDGET, |_| {}).unwrap();
        let short = entry("0.04", 4096, 3, 1_000_000, |_| {}).unwrap();
        assert!(same_sequence(&short, &twin));
        assert!(!same_sequence(
            &short,
            &entry("0.06", 4096, 3, DEFAULT_BUDGET, |_| {}).unwrap()
        ));
    }

    #[test]
    fn same_as_names_the_first_code_and_the_shift() {
        let n = 2000;
        let entries: Vec<Entry> = ["0.07", "0.6", "0.137", "0.61", "4.7", "0.75"]
            .iter()
            .map(|c| entry(c, n, 3, DEFAULT_BUDGET, |_| {}).unwrap())
            .collect();
        let same = same_as(&entries);
        // Dawson's chess is Dawson's Kayles one heap earlier.
        assert_eq!(
            same[2],
            Some(SameAs {
                code: "0.07".into(),
                shift: -1,
                proved: true
            })
        );
        // 0.61 plays as Officers (a heap of 1 is taken whole or not at all,
        // as in 0.6 it cannot be left): open, so not proved.
        assert_eq!(
            same[3],
            Some(SameAs {
                code: "0.6".into(),
                shift: 0,
                proved: false
            })
        );
        assert_eq!(same[0], None);
        assert_eq!(same[1], None);
        // Every proved claim holds far past the proofs.
        for (b, s) in entries.iter().zip(&same) {
            let Some(s) = s else { continue };
            let a = entries.iter().find(|e| e.code == s.code).unwrap();
            let ga = values_naive(&Rule::octal(&a.code, "code").unwrap(), 4000);
            let gb = values_naive(&Rule::octal(&b.code, "code").unwrap(), 4000);
            for m in 0..=4000i64 {
                let from_a = m - s.shift;
                let expected = if from_a < 0 {
                    Some(&0)
                } else {
                    ga.get(from_a as usize)
                };
                if let Some(&e) = expected {
                    assert_eq!(gb[m as usize], e, "{} at {m}", b.code);
                }
            }
        }
    }
}
