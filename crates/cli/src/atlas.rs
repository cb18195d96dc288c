//! `nimlab atlas --digits 3 --to N [--json FILE] [--csv FILE]`: every code
//! of the atlas (`nimlab_core::atlas`), each worked out to N or until its
//! values prove a period, on every core (one thread a core, each taking the
//! next code as it finishes one), with a progress bar.

use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use nimlab_core::atlas::{codes, entry, same_as, Entry, SameAs, DEFAULT_BUDGET, MAX_DIGITS};

use crate::args::{count, progress_bar};
use crate::json::write_json;

pub const USAGE: &str = "usage: nimlab atlas [--digits D] [--to N] [--json FILE] [--csv FILE] [--times FILE] [--threads T] [--quiet]
  --digits D  codes 0.d1…dk and 4.d1…dk with k ≤ D (default 3: 1022 codes)
  --to N      work each code out to N or until its period is proved (default 2^20)
  --json      write one JSON object a code: {code, period, computedTo, maxValue, rare, sameAs}
  --csv       write the same table as CSV
  --times     write code,seconds lines (how long each code took)
  --budget B  the work one code may take, in options marked (default 2^35 = 34359738368;
              a code not done within it stops short of N, its computedTo saying where)
  --threads   threads (default: one a core)
  --quiet     no progress bar";

/// The options of `nimlab atlas`.
pub struct Options {
    pub digits: usize,
    pub to: usize,
    pub json: Option<String>,
    pub csv: Option<String>,
    pub times: Option<String>,
    pub budget: u64,
    pub threads: usize,
    pub quiet: bool,
}

/// Reads the options after `atlas`.
pub fn options(args: impl Iterator<Item = String>) -> Result<Option<Options>, String> {
    let mut args = args;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut o = Options {
        digits: 3,
        to: 1 << 20,
        json: None,
        csv: None,
        times: None,
        budget: DEFAULT_BUDGET,
        threads,
        quiet: false,
    };
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--digits" => {
                let text = value("--digits")?;
                o.digits = text
                    .parse()
                    .ok()
                    .filter(|d| (1..=MAX_DIGITS).contains(d))
                    .ok_or(format!(
                        "--digits must be a whole number from 1 to {MAX_DIGITS}, got {text}"
                    ))?;
            }
            "--to" | "-n" => o.to = count("--to", &value("--to")?)?,
            "--json" => o.json = Some(value("--json")?),
            "--csv" => o.csv = Some(value("--csv")?),
            "--times" => o.times = Some(value("--times")?),
            "--budget" => o.budget = count("--budget", &value("--budget")?)? as u64,
            "--threads" => {
                let text = value("--threads")?;
                o.threads = text.parse().ok().filter(|&t| t >= 1).ok_or(format!(
                    "--threads must be a whole number from 1, got {text}"
                ))?;
            }
            "--quiet" | "-q" => o.quiet = true,
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(None);
            }
            _ => return Err(format!("unexpected argument {arg}\n{USAGE}")),
        }
    }
    if o.to < 64 {
        return Err(format!("--to must be at least 64, got {}", o.to));
    }
    Ok(Some(o))
}

/// Works out the atlas and writes what was asked for.
pub fn run(o: &Options) -> Result<(), String> {
    let all = codes(o.digits);
    let bar = progress_bar(
        o.quiet,
        all.len() as u64,
        "{bar:40} {pos}/{len} codes, {elapsed_precise}, eta {eta}, last {msg}",
    )?;
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let done: Mutex<Vec<Option<(Entry, Duration)>>> = Mutex::new(vec![None; all.len()]);
    let failed: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..o.threads.min(all.len()) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(code) = all.get(i) else { break };
                let t0 = Instant::now();
                match entry(code, o.to, o.digits, o.budget, |_| {}) {
                    Ok(e) => {
                        bar.set_message(code.clone());
                        bar.inc(1);
                        if let Ok(mut done) = done.lock() {
                            done[i] = Some((e, t0.elapsed()));
                        }
                    }
                    Err(e) => {
                        if let Ok(mut failed) = failed.lock() {
                            *failed = Some(format!("{code}: {e}"));
                        }
                        next.store(all.len(), Ordering::Relaxed);
                    }
                }
            });
        }
    });
    bar.finish_and_clear();
    if let Some(message) = failed.into_inner().map_err(|e| e.to_string())? {
        return Err(message);
    }
    let done = done.into_inner().map_err(|e| e.to_string())?;
    let (entries, times): (Vec<Entry>, Vec<Duration>) = done.into_iter().flatten().unzip();
    let same = same_as(&entries);
    let elapsed = started.elapsed().as_secs_f64();
    summary(o, &entries, &same, &times, elapsed);
    if let Some(path) = &o.json {
        write_file(path, |out| {
            writeln!(out, "[")?;
            for (i, (e, s)) in entries.iter().zip(&same).enumerate() {
                let mut line = String::new();
                write_json(&e.to_value(s.as_ref()), &mut line);
                let comma = if i + 1 < entries.len() { "," } else { "" };
                writeln!(out, "{line}{comma}")?;
            }
            writeln!(out, "]")
        })?;
    }
    if let Some(path) = &o.csv {
        write_file(path, |out| {
            writeln!(out, "code,start,length,checkedTo,computedTo,maxValue,rareMask,rareBit,rareCount,rareLast,sameAs,shift,sameProved")?;
            for (e, s) in entries.iter().zip(&same) {
                writeln!(out, "{}", csv_line(e, s.as_ref()))?;
            }
            Ok(())
        })?;
    }
    if let Some(path) = &o.times {
        write_file(path, |out| {
            writeln!(out, "code,seconds")?;
            for (e, t) in entries.iter().zip(&times) {
                writeln!(out, "{},{:.6}", e.code, t.as_secs_f64())?;
            }
            Ok(())
        })?;
    }
    Ok(())
}

fn csv_line(e: &Entry, s: Option<&SameAs>) -> String {
    let opt = |x: Option<String>| x.unwrap_or_default();
    let p = e.period;
    let r = e.rare.as_ref();
    [
        e.code.clone(),
        opt(p.map(|p| p.start.to_string())),
        opt(p.map(|p| p.length.to_string())),
        opt(p.map(|p| p.checked_to.to_string())),
        e.computed_to.to_string(),
        e.max_value.to_string(),
        opt(r.map(|r| format!("{:x}", r.mask))),
        opt(r.map(|r| r.bit.to_string())),
        opt(r.map(|r| r.count.to_string())),
        opt(r.and_then(|r| r.last).map(|l| l.to_string())),
        opt(s.map(|s| s.code.clone())),
        opt(s.map(|s| s.shift.to_string())),
        opt(s.map(|s| s.proved.to_string())),
    ]
    .join(",")
}

fn summary(
    o: &Options,
    entries: &[Entry],
    same: &[Option<SameAs>],
    times: &[Duration],
    elapsed: f64,
) {
    let proved = entries.iter().filter(|e| e.period.is_some()).count();
    let trivial = entries
        .iter()
        .filter(|e| e.period.is_some_and(|p| p.checked_to < 1000))
        .count();
    let distinct = same.iter().filter(|s| s.is_none()).count();
    println!(
        "atlas of {} codes (up to {} digits) to n = {} in {elapsed:.1} s on {} threads",
        entries.len(),
        o.digits,
        o.to,
        o.threads
    );
    println!(
        "periods proved: {proved} ({trivial} by n < 1000); open: {}; distinct sequences: {distinct}",
        entries.len() - proved
    );
    let mut slowest: Vec<(f64, &str)> = times
        .iter()
        .zip(entries)
        .map(|(t, e)| (t.as_secs_f64(), e.code.as_str()))
        .collect();
    slowest.sort_by(|a, b| b.0.total_cmp(&a.0));
    let total: f64 = slowest.iter().map(|s| s.0).sum();
    let top: Vec<String> = slowest
        .iter()
        .take(8)
        .map(|(t, c)| format!("{c} {t:.2} s"))
        .collect();
    println!("{total:.1} thread-seconds; slowest: {}", top.join(", "));
}

fn write_file(
    path: &str,
    body: impl FnOnce(&mut std::io::BufWriter<std::fs::File>) -> std::io::Result<()>,
) -> Result<(), String> {
    let file = std::fs::File::create(path).map_err(|e| format!("{path}: {e}"))?;
    let mut out = std::io::BufWriter::new(file);
    body(&mut out)
        .and_then(|()| out.flush())
        .map_err(|e| format!("{path}: {e}"))
}
