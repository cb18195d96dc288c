//! The quotient as the papers print it: a least set of generators taken
//! from the heaps in order (a, b, c, …), each element's normal form (its
//! least word, the last generator counting most), the elements numbered by
//! their normal forms (the identity 0), and the relations: the least words
//! that are not normal forms, each equal to a normal form.

use super::monoid::NONE;
use super::pretension::{walk_least, Pretension};
use super::work::{Halt, Work};
use std::collections::HashSet;

/// A quotient's presentation and its numbering.
#[derive(Clone, Debug)]
pub(crate) struct Presentation {
    /// The heap each generator is the element of (the first such heap).
    pub(crate) generator_heaps: Vec<u32>,
    /// The number of each element of the monoid it was read from.
    pub(crate) number: Vec<u32>,
    /// Each element's normal form, by number: an exponent for each generator.
    pub(crate) words: Vec<Vec<u32>>,
    /// The relations, left side (not a normal form) = right side.
    pub(crate) relations: Vec<(Vec<u32>, Vec<u32>)>,
}

/// The elements reached from the identity by the actions `gens`.
fn generated(pret: &Pretension, gens: &[usize]) -> Vec<bool> {
    let mut seen = vec![false; pret.m.size()];
    seen[0] = true;
    let mut queue = vec![0u32];
    while let Some(x) = queue.pop() {
        for &g in gens {
            let y = pret.m.times(x, g);
            if !seen[y as usize] {
                seen[y as usize] = true;
                queue.push(y);
            }
        }
    }
    seen
}

pub(crate) fn present(pret: &Pretension, work: &mut Work) -> Result<Presentation, Halt> {
    // Generators: each heap's element that the earlier ones do not make,
    // then without any that the others make.
    let mut chosen: Vec<(usize, u32)> = Vec::new();
    for (h, &g) in pret.gen.iter().enumerate() {
        if g == NONE || chosen.iter().any(|&(c, _)| c == g as usize) {
            continue;
        }
        work.spend(pret.m.size() as u64 * (chosen.len() as u64 + 1))?;
        let gens: Vec<usize> = chosen.iter().map(|&(c, _)| c).collect();
        if !generated(pret, &gens)[pret.m.gen_element(g as usize) as usize] {
            chosen.push((g as usize, h as u32));
        }
    }
    let mut i = 0;
    while i < chosen.len() {
        work.spend(pret.m.size() as u64 * chosen.len() as u64)?;
        let others: Vec<usize> = chosen
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &(c, _))| c)
            .collect();
        if generated(pret, &others)[pret.m.gen_element(chosen[i].0) as usize] {
            chosen.remove(i);
        } else {
            i += 1;
        }
    }
    let letters: Vec<usize> = chosen.iter().map(|&(c, _)| c).collect();
    let size = pret.m.size();
    let mut number = vec![NONE; size];
    let mut words: Vec<Vec<u32>> = vec![vec![0; letters.len()]];
    number[0] = 0;
    let times = |x: u32, i: usize| pret.m.times(x, letters[i]);
    walk_least(size, letters.len(), times, work, |e, counts| {
        number[e as usize] = words.len() as u32;
        words.push(counts.to_vec());
    })?;
    // The relations: words one letter past a normal form that are not
    // normal forms, but whose every divisor one letter shorter is.
    let normal: HashSet<&[u32]> = words.iter().map(Vec::as_slice).collect();
    let mut element_of_number = vec![0u32; size];
    for (x, &k) in number.iter().enumerate() {
        element_of_number[k as usize] = x as u32;
    }
    let mut relations = Vec::new();
    for (k, word) in words.iter().enumerate() {
        for (i, &letter) in letters.iter().enumerate() {
            let mut left = word.clone();
            left[i] += 1;
            if normal.contains(left.as_slice()) {
                continue;
            }
            let minimal = (0..left.len()).filter(|&j| left[j] > 0).all(|j| {
                let mut divisor = left.clone();
                divisor[j] -= 1;
                normal.contains(divisor.as_slice())
            });
            // A minimal word arises once for each of its letters; keep
            // the first.
            let first = left[..i].iter().all(|&e| e == 0);
            if minimal && first {
                let value = pret.m.times(element_of_number[k], letter);
                relations.push((left, words[number[value as usize] as usize].clone()));
            }
        }
    }
    relations.sort_by(|a, b| colex(&a.0, &b.0));
    Ok(Presentation {
        generator_heaps: chosen.iter().map(|&(_, h)| h).collect(),
        number,
        words,
        relations,
    })
}

/// Words compared with the last letter counting most.
fn colex(a: &[u32], b: &[u32]) -> std::cmp::Ordering {
    a.iter().rev().cmp(b.iter().rev())
}

/// Generator i's name: a, b, …, z, then A, …, Z, then g₅₃, g₅₄, ….
pub(crate) fn letter(i: usize) -> String {
    match i {
        0..=25 => char::from(b'a' + i as u8).to_string(),
        26..=51 => char::from(b'A' + (i - 26) as u8).to_string(),
        _ => format!("g{}", subscript(i + 1)),
    }
}

fn subscript(n: usize) -> String {
    n.to_string()
        .chars()
        .map(|c| char::from_u32(0x2080 + c.to_digit(10).unwrap_or(0)).unwrap_or(c))
        .collect()
}

fn superscript(n: u32) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    n.to_string()
        .chars()
        .map(|c| DIGITS[c.to_digit(10).unwrap_or(0) as usize])
        .collect()
}

/// A word as the papers write it: `a²bc`, `1` for the empty word.
pub(crate) fn word_text(word: &[u32]) -> String {
    let mut text = String::new();
    for (i, &e) in word.iter().enumerate() {
        if e > 0 {
            text.push_str(&letter(i));
            if e > 1 {
                text.push_str(&superscript(e));
            }
        }
    }
    if text.is_empty() {
        text.push('1');
    }
    text
}

impl Presentation {
    /// The trivial monoid's.
    pub(crate) fn trivial() -> Presentation {
        Presentation {
            generator_heaps: Vec::new(),
            number: vec![0],
            words: vec![Vec::new()],
            relations: Vec::new(),
        }
    }

    /// `⟨a, b, c | a² = 1, b³ = b, …⟩`.
    pub(crate) fn text(&self) -> String {
        let gens: Vec<String> = (0..self.generator_heaps.len()).map(letter).collect();
        let relations: Vec<String> = self
            .relations
            .iter()
            .map(|(l, r)| format!("{} = {}", word_text(l), word_text(r)))
            .collect();
        if relations.is_empty() {
            format!("⟨{}⟩", gens.join(", "))
        } else {
            format!("⟨{} | {}⟩", gens.join(", "), relations.join(", "))
        }
    }
}
