//! `nimlab quotient <rule> --to N`: Q_N heap by heap, with progress.

use std::io::Write;
use std::time::Instant;

use crate::args::{progress_bar, rule_options, RuleOptions};
use indicatif::ProgressBar;
use nimlab_core::quotient::{Event, Halt, Quotients, Work};

pub fn run(args: impl Iterator<Item = String>, usage: &str) -> Result<(), String> {
    let Some(options) = rule_options(args, (100, "--json", true), usage)? else {
        return Ok(());
    };
    let RuleOptions {
        rule,
        to,
        file: json,
        quiet,
        verbose,
    } = options;
    let bar = progress_bar(
        quiet,
        to as u64,
        "{bar:30} heap {pos}/{len}, {elapsed} {msg}",
    )?;
    let started = Instant::now();
    let mut quotients = Quotients::new(&rule);
    let mut last_order = 1;
    let mut tried = 0usize;
    let mut report = |event: Event| match event {
        Event::Heap {
            heap,
            order,
            p_size,
        } => {
            bar.set_position(heap as u64);
            bar.set_message(format!("|Q| = {order}"));
            if order != last_order {
                say(
                    &bar,
                    quiet,
                    format!(
                        "heap {heap}: |Q| = {order}, |P| = {p_size} ({:.3} s{})",
                        started.elapsed().as_secs_f64(),
                        match tried {
                            0 | 1 => String::new(),
                            n => format!(", {n} candidates"),
                        }
                    ),
                );
                last_order = order;
            }
            tried = 0;
        }
        Event::Candidate {
            heap,
            order,
            failure,
            ..
        } => {
            tried += 1;
            let line = format!(
                "heap {heap}: candidate {tried}, {order} elements{}",
                match failure {
                    Some(f) => format!(", wrong at {}", position(&f)),
                    None => String::new(),
                }
            );
            if verbose {
                say(
                    &bar,
                    quiet,
                    format!("{line} ({:.3} s)", started.elapsed().as_secs_f64()),
                );
            }
            bar.set_message(line);
        }
    };
    // No budget but the machine's: Ctrl-C stops.
    let mut work = Work::new(u64::MAX, 1 << 34);
    let halted = quotients.extend_reporting(to, &mut work, &mut report).err();
    bar.finish_and_clear();
    let q = &quotients;
    println!(
        "{}: Q_{} has {} elements, {} in P ({:.3} s)",
        rule.name(),
        q.heaps(),
        q.order(),
        q.p_size(),
        started.elapsed().as_secs_f64()
    );
    if let Some(halt) = halted {
        println!(
            "stopped at heap {}: {}",
            q.heaps() + 1,
            match halt {
                Halt::Budget => "the work budget was spent".to_owned(),
                Halt::Memory => "a table would not fit in memory".to_owned(),
                Halt::Size(n) => format!("a candidate passed {n} elements"),
                Halt::Stuck => "no recalibration got the least failing position right".to_owned(),
            }
        );
    }
    println!("Q = {}", q.presentation());
    let names: Vec<String> = q.p_portion().iter().map(|&x| q.name(x)).collect();
    println!("P = {{{}}}", names.join(", "));
    let phi: Vec<String> = (0..=q.heaps() as u64)
        .filter_map(|h| q.phi(h))
        .map(|x| q.name(x))
        .collect();
    println!("Φ = {}", phi.join(" "));
    match q.period() {
        Some(p) => println!(
            "Φ has period {} from heap {}, proved by the heaps up to {}: Q_n = Q_{} for every n",
            p.length,
            p.start,
            p.checked_to,
            q.heaps()
        ),
        None if !rule.has_period_theorem() => {
            println!("no period claimed: the periodicity theorem does not apply to this rule")
        }
        None => println!("no period proved by heap {}", q.heaps()),
    }
    if let Some(path) = json {
        std::fs::write(&path, to_json(q)).map_err(|e| format!("{path}: {e}"))?;
    }
    Ok(())
}

/// A line above the bar, or alone when output is not a terminal; none
/// with `--quiet`.
fn say(bar: &ProgressBar, quiet: bool, line: String) {
    if quiet {
        return;
    }
    if bar.is_hidden() {
        println!("{line}");
    } else {
        bar.println(line);
    }
}

/// A position as its heaps, the largest first, repeats counted:
/// `[34×13, 30×2, 25]`.
fn position(heaps: &[u32]) -> String {
    let mut runs: Vec<(u32, usize)> = Vec::new();
    for &h in heaps {
        match runs.last_mut() {
            Some((last, count)) if *last == h => *count += 1,
            _ => runs.push((h, 1)),
        }
    }
    let shown: Vec<String> = runs
        .iter()
        .take(12)
        .map(|&(h, count)| match count {
            1 => h.to_string(),
            _ => format!("{h}×{count}"),
        })
        .collect();
    let more = if runs.len() > 12 { ", …" } else { "" };
    format!("[{}{more}]", shown.join(", "))
}

fn to_json(q: &Quotients) -> String {
    let list = |items: Vec<String>| format!("[{}]", items.join(","));
    let quoted = |s: &str| format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""));
    let phi = (0..=q.heaps() as u64)
        .filter_map(|h| q.phi(h))
        .map(|x| x.to_string())
        .collect();
    let p: Vec<String> = q.p_portion().iter().map(u32::to_string).collect();
    let elements = (0..q.order() as u32).map(|x| quoted(&q.name(x))).collect();
    let period = match q.period() {
        Some(p) => format!(
            "{{\"start\":{},\"length\":{},\"checkedTo\":{}}}",
            p.start, p.length, p.checked_to
        ),
        None => "null".to_owned(),
    };
    let mut out = Vec::new();
    let _ = writeln!(
        out,
        "{{\"rule\":{},\"n\":{},\"order\":{},\"pSize\":{},\"phi\":{},\"pPortion\":{},\"presentation\":{},\"elements\":{},\"period\":{}}}",
        quoted(&q.rule().name()),
        q.heaps(),
        q.order(),
        q.p_size(),
        list(phi),
        list(p),
        quoted(&q.presentation()),
        list(elements),
        period
    );
    String::from_utf8_lossy(&out).into_owned()
}
