//! `nimlab quotient <rule> --to N`: Q_N heap by heap, with progress; it
//! stops at `--timeout` seconds or once the process holds `--memory` MB,
//! and says how far it got (the quotient up to the last heap added whole).

use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::args::{count, progress_bar, read, rule};
use indicatif::ProgressBar;
use nimlab_core::nimbers::Rule;
use nimlab_core::quotient::{Event, Halt, Quotients, Work};

pub const USAGE: &str = "usage: nimlab quotient <rule> --to N [--json FILE] [--timeout SECONDS] [--memory MB] [--quiet] [--verbose]
  <rule>          an octal code (0.77, .6, 4.07), grundy, kayles, or subtract:1,3,4
  --to N          the largest heap (default 100)
  --json FILE     write the quotient (order, pSize, phi, pPortion, presentation,
                  elements, period) to FILE
  --timeout S     stop after S seconds (default: none), keeping the quotient
                  of the last heap added whole
  --memory MB     stop once the process holds MB megabytes (default: three
                  quarters of the machine's memory, at most 8192)
  --quiet         no progress bar; a line on stderr every 10 s still says how far it got
  --verbose       a line for each candidate tried, with its least failing position";

/// The options of `nimlab quotient`.
struct Options {
    rule: Rule,
    to: usize,
    json: Option<String>,
    timeout: Option<Duration>,
    memory_mb: u64,
    quiet: bool,
    verbose: bool,
}

fn options(args: impl Iterator<Item = String>) -> Result<Option<Options>, String> {
    let mut o = Options {
        rule: Rule::grundy(),
        to: 100,
        json: None,
        timeout: None,
        memory_mb: default_memory_mb(),
        quiet: false,
        verbose: false,
    };
    let Some(words) = read(args, USAGE, 1, |arg, line| {
        match arg {
            "--to" | "-n" => o.to = line.count("--to")?,
            "--json" => o.json = Some(line.value("--json")?),
            "--timeout" => {
                let text = line.value("--timeout")?;
                let seconds = text
                    .parse::<f64>()
                    .ok()
                    .filter(|s| s.is_finite() && *s > 0.0 && *s < 1e9)
                    .ok_or(format!(
                        "--timeout must be a number of seconds above 0, like 60 or 0.5, got {text}"
                    ))?;
                o.timeout = Some(Duration::from_secs_f64(seconds));
            }
            "--memory" => {
                let text = line.value("--memory")?;
                o.memory_mb =
                    count("--memory", &text)
                        .ok()
                        .filter(|&mb| mb >= 16)
                        .ok_or(format!(
                            "--memory must be a whole number of megabytes from 16, got {text}"
                        ))? as u64;
            }
            "--quiet" | "-q" => o.quiet = true,
            "--verbose" | "-v" => o.verbose = true,
            _ => return Ok(false),
        }
        Ok(true)
    })?
    else {
        return Ok(None);
    };
    o.rule = rule(words.first().ok_or(format!("which rule?\n{USAGE}"))?)?;
    Ok(Some(o))
}

/// Three quarters of the machine's memory (from /proc/meminfo), at most
/// 8 GB; 4 GB where that cannot be read.
fn default_memory_mb() -> u64 {
    let total_kb = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|text| {
            let line = text.lines().find(|l| l.starts_with("MemTotal:"))?;
            line.split_whitespace().nth(1)?.parse::<u64>().ok()
        });
    total_kb.map_or(4096, |kb| (kb / 1024 * 3 / 4).clamp(16, 8192))
}

/// The bytes the process holds now (its resident set, from /proc), if known.
fn resident_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

/// Why the watch stopped the construction.
const RUNNING: u8 = 0;
const TIMED_OUT: u8 = 1;
const OUT_OF_MEMORY: u8 = 2;

pub fn run(args: impl Iterator<Item = String>) -> Result<(), String> {
    let Some(o) = options(args)? else {
        return Ok(());
    };
    let Options {
        rule,
        to,
        json,
        quiet,
        verbose,
        ..
    } = &o;
    let (to, quiet, verbose) = (*to, *quiet, *verbose);
    let bar = progress_bar(
        quiet,
        to as u64,
        "{bar:30} heap {pos}/{len}, {elapsed} {msg}",
    )?;
    let started = Instant::now();
    let mut quotients = Quotients::new(rule);
    let mut last_order = 1;
    let mut tried = 0usize;
    let mut last_line = Instant::now();
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
            if quiet && last_line.elapsed() >= Duration::from_secs(10) {
                eprintln!(
                    "heap {heap} of {to}: |Q| = {order} ({:.0} s)",
                    started.elapsed().as_secs_f64()
                );
                last_line = Instant::now();
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
            if quiet && last_line.elapsed() >= Duration::from_secs(10) {
                eprintln!(
                    "heap {heap} of {to}: candidate {tried}, {order} elements ({:.0} s)",
                    started.elapsed().as_secs_f64()
                );
                last_line = Instant::now();
            }
            bar.set_message(line);
        }
    };
    // No budget but the clock's and the memory's: a watch on another thread
    // stops the construction at its next step.
    let stop = Arc::new(AtomicBool::new(false));
    let why = AtomicU8::new(RUNNING);
    let memory = o.memory_mb << 20;
    let mut work = Work::new(u64::MAX, memory).stopped_by(stop.clone());
    let finished = AtomicBool::new(false);
    let halted = std::thread::scope(|scope| {
        scope.spawn(|| {
            while !finished.load(Ordering::Relaxed) {
                let late = o.timeout.is_some_and(|t| started.elapsed() >= t);
                let full = resident_bytes().is_some_and(|b| b >= memory);
                if late || full {
                    why.store(
                        if late { TIMED_OUT } else { OUT_OF_MEMORY },
                        Ordering::Relaxed,
                    );
                    stop.store(true, Ordering::Relaxed);
                    break;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        });
        let halted = quotients.extend_reporting(to, &mut work, &mut report).err();
        finished.store(true, Ordering::Relaxed);
        halted
    });
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
                Halt::Budget => match why.load(Ordering::Relaxed) {
                    TIMED_OUT => format!(
                        "--timeout {} s reached; the quotient above is Q_{} (--timeout raises it)",
                        o.timeout.map_or(0.0, |t| t.as_secs_f64()),
                        q.heaps()
                    ),
                    OUT_OF_MEMORY => format!(
                        "the process reached --memory {} MB; the quotient above is Q_{} (--memory raises it)",
                        o.memory_mb,
                        q.heaps()
                    ),
                    _ => "the work budget was spent".to_owned(),
                },
                Halt::Memory => format!(
                    "a table would pass --memory {} MB (--memory raises it)",
                    o.memory_mb
                ),
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
        std::fs::write(path, to_json(q)).map_err(|e| format!("{path}: {e}"))?;
    }
    match halted {
        Some(_) if !q.covers(to as u64) => Err(format!(
            "Q_{to} not reached: stopped at heap {} (see above)",
            q.heaps() + 1
        )),
        _ => Ok(()),
    }
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
