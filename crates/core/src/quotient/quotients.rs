//! Q_0, Q_1, … of one rule, built heap by heap, and the last one read as
//! the papers print it.

use super::build;
use super::period;
use super::present::{self, Presentation};
use super::work::{Event, Halt, Work};
use crate::nimbers::{Period, Rule};

/// The misère quotients Q_0, Q_1, … of one rule, built heap by heap, and
/// the last one read as the papers print it: its elements numbered by
/// their normal forms (0 the identity), a presentation, Φ, and the period
/// of Φ once the periodicity theorem proves one.
#[derive(Clone, Debug)]
pub struct Quotients {
    rule: Rule,
    builder: build::Builder,
    shown: Presentation,
    /// The element of each number.
    element: Vec<u32>,
    period: Option<Period>,
}

impl Quotients {
    /// Q_0 of `rule`.
    pub fn new(rule: &Rule) -> Quotients {
        let builder = build::Builder::new(rule);
        let mut quotients = Quotients {
            rule: rule.clone(),
            builder,
            shown: Presentation::trivial(),
            element: vec![0],
            period: None,
        };
        quotients.show(&mut Work::unlimited()).ok();
        quotients
    }

    /// Extends the quotient until it covers heaps up to `n`, or until Φ is
    /// proved periodic (then it covers every heap).
    pub fn extend_to(&mut self, n: usize, work: &mut Work) -> Result<(), Halt> {
        self.extend_reporting(n, work, &mut |_| {})
    }

    /// [`Quotients::extend_to`], telling `report` of each heap added and
    /// each candidate tried on the way.
    pub fn extend_reporting(
        &mut self,
        n: usize,
        work: &mut Work,
        report: &mut dyn FnMut(Event),
    ) -> Result<(), Halt> {
        let before = self.builder.heaps();
        let mut result = Ok(());
        while self.period.is_none() && self.builder.heaps() < n {
            if let Err(halt) = self.builder.next(work, report) {
                result = Err(halt);
                break;
            }
            self.period = period::prove(&self.rule, &self.builder.phi());
            report(Event::Heap {
                heap: self.builder.heaps(),
                order: self.builder.pret.m.size(),
                p_size: self.builder.pret.m.p.count(),
            });
        }
        if self.builder.heaps() != before {
            // Numbering the elements costs little beside building them, and
            // must follow the builder whatever the budget says.
            self.show(&mut Work::unlimited())?;
        }
        result
    }

    fn show(&mut self, work: &mut Work) -> Result<(), Halt> {
        self.shown = present::present(&self.builder.pret, work)?;
        self.element = vec![0; self.shown.number.len()];
        for (x, &k) in self.shown.number.iter().enumerate() {
            self.element[k as usize] = x as u32;
        }
        Ok(())
    }

    /// The bytes it holds, about: what a copy of it takes.
    pub fn bytes(&self) -> u64 {
        let words: u64 = self
            .shown
            .words
            .iter()
            .map(|w| 8 + 4 * w.len() as u64)
            .sum();
        self.builder.bytes() + words + 8 * self.element.len() as u64
    }

    /// The rule.
    pub fn rule(&self) -> &Rule {
        &self.rule
    }

    /// The largest heap worked out (n of Q_n).
    pub fn heaps(&self) -> usize {
        self.builder.heaps()
    }

    /// The period of Φ, once proved (then Q_n is the quotient of every
    /// heap size).
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// Whether heaps of `size` are covered: up to [`Quotients::heaps`], or
    /// any size once Φ's period is proved.
    pub fn covers(&self, size: u64) -> bool {
        self.period.is_some() || size <= self.heaps() as u64
    }

    /// |Q_n|.
    pub fn order(&self) -> usize {
        self.element.len()
    }

    /// |P|.
    pub fn p_size(&self) -> usize {
        self.builder.pret.m.p.count()
    }

    /// The number of an element of the builder's monoid.
    fn number(&self, x: u32) -> u32 {
        self.shown.number[x as usize]
    }

    /// Φ(size), the element of one heap, if covered.
    pub fn phi(&self, size: u64) -> Option<u32> {
        let heaps = self.heaps() as u64;
        let at = if size <= heaps {
            size
        } else {
            let p = self.period?;
            p.start + (size - p.start) % p.length
        };
        Some(self.number(self.builder.pret.element(at as usize)))
    }

    /// The element of a position (its heap sizes), if every heap is covered.
    pub fn element_of(&self, heaps: &[u64]) -> Option<u32> {
        let mut x = 0;
        for &h in heaps {
            x = self.product(x, self.phi(h)?);
        }
        Some(x)
    }

    /// Whether element `x` lies in the P-portion.
    pub fn is_p(&self, x: u32) -> bool {
        self.builder.pret.m.is_p(self.element[x as usize])
    }

    /// x·y.
    pub fn product(&self, x: u32, y: u32) -> u32 {
        let m = &self.builder.pret.m;
        self.number(m.mul(self.element[x as usize], self.element[y as usize]))
    }

    /// The P-portion, in increasing order.
    pub fn p_portion(&self) -> Vec<u32> {
        let mut p: Vec<u32> = self
            .builder
            .pret
            .m
            .p
            .ones()
            .map(|x| self.number(x as u32))
            .collect();
        p.sort_unstable();
        p
    }

    /// The multiplication table, `table[x * order + y]` = x·y.
    pub fn table(&self) -> Vec<u32> {
        let order = self.order();
        let m = &self.builder.pret.m;
        let mut table = vec![0; order * order];
        for y in 0..order {
            let row = m.row(self.element[y]);
            for x in 0..order {
                table[x * order + y] = self.number(row[self.element[x] as usize]);
            }
        }
        table
    }

    /// The generators and relations, `⟨a, b | a² = 1, b³ = b, ab² = a⟩`.
    pub fn presentation(&self) -> String {
        self.shown.text()
    }

    /// Element x's normal form, `ab²` (`1` for the identity).
    pub fn name(&self, x: u32) -> String {
        present::word_text(&self.shown.words[x as usize])
    }

    /// The heap each generator is the element of (a the first).
    pub fn generator_heaps(&self) -> &[u32] {
        &self.shown.generator_heaps
    }

    /// The heaps at which a new generator was needed.
    pub fn changes(&self) -> &[u32] {
        &self.builder.changes
    }
}
