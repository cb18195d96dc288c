//! `nimlab nimbers <rule> --to N`: G(0..=N) of one heap, worked out until
//! a checkpoint's values prove a period (Guy and Smith's theorem) and
//! filled from it past there, as the wasm's `nimbers()` does; on `--threads`
//! threads (`nimlab_core::nimbers::Crew`: the same values, bit for bit); with
//! the values as CSV and the proof as a certificate anyone can check
//! (`scripts/verify_certificate.py`).

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use nimlab_core::nimbers::{certificate, values_filled, Crew, Rule};

use crate::args::{progress_bar, read, rule};
use crate::json::write_json;

pub const USAGE: &str =
    "usage: nimlab nimbers <rule> --to N [--threads T] [--csv FILE] [--certificate FILE] [--quiet]
  <rule>         an octal code (0.77, .6, 4.07), grundy, kayles, or subtract:1,3,4
  --to N         the largest heap (default 1000); N may be written 1e7
  --threads T    threads (default 1; the values are the same on any number)
  --csv FILE     write n,nimber lines to FILE
  --certificate FILE  write the proved period as JSON: the code, start, length,
                 checkedTo and the values up to there, which
                 scripts/verify_certificate.py checks from the code alone
  --quiet        no progress bar";

/// The options of `nimlab nimbers`.
struct Options {
    rule: Rule,
    to: usize,
    threads: usize,
    csv: Option<String>,
    certificate: Option<String>,
    quiet: bool,
}

fn options(args: impl Iterator<Item = String>) -> Result<Option<Options>, String> {
    let mut o = Options {
        rule: Rule::grundy(),
        to: 1000,
        threads: 1,
        csv: None,
        certificate: None,
        quiet: false,
    };
    let Some(words) = read(args, USAGE, 1, |arg, line| {
        match arg {
            "--to" | "-n" => o.to = line.count("--to")?,
            "--threads" => o.threads = line.threads()?,
            "--csv" => o.csv = Some(line.value("--csv")?),
            "--certificate" => o.certificate = Some(line.value("--certificate")?),
            "--quiet" | "-q" => o.quiet = true,
            _ => return Ok(false),
        }
        Ok(true)
    })?
    else {
        return Ok(None);
    };
    o.rule = rule(words.first().ok_or(format!("which rule?\n{USAGE}"))?)?;
    if o.certificate.is_some() && !o.rule.has_period_theorem() {
        return Err(format!(
            "--certificate: the periodicity theorem does not apply to {}, so no period is ever proved",
            o.rule.name()
        ));
    }
    Ok(Some(o))
}

pub fn run(args: impl Iterator<Item = String>) -> Result<(), String> {
    let Some(o) = options(args)? else {
        return Ok(());
    };
    let bar = progress_bar(
        o.quiet,
        o.to as u64 + 1,
        "{bar:40} {human_pos}/{human_len} values, {per_sec}, eta {eta}",
    )?;
    let started = Instant::now();
    let crew = Crew::new(o.threads);
    let finished = AtomicBool::new(false);
    let filled = std::thread::scope(|scope| {
        for _ in 1..o.threads {
            scope.spawn(|| crew.help_until(&|| finished.load(Ordering::Relaxed)));
        }
        let filled = values_filled(&o.rule, o.to, Some(&crew), |known| {
            bar.set_position(known as u64)
        });
        finished.store(true, Ordering::Relaxed);
        filled
    })
    .map_err(|e| e.to_string())?;
    bar.finish_and_clear();
    let elapsed = started.elapsed();
    if std::env::var_os("NIMLAB_TALLY").is_some() {
        eprintln!("{:?}", filled.tally);
    }
    let g = &filled.values;
    let largest = (0..g.len()).map(|n| g.get(n)).max().unwrap_or(0);
    let to = o.to;
    println!(
        "{}: G(0..={to}) in {:.3} s on {} thread{}, largest value {largest}",
        o.rule.name(),
        elapsed.as_secs_f64(),
        o.threads,
        if o.threads == 1 { "" } else { "s" }
    );
    match filled.period {
        Some(p) => {
            println!(
                "period {} from n = {}, proved by the values up to n = {}",
                p.length, p.start, p.checked_to
            );
            if filled.computed_to < to {
                println!(
                    "worked out to n = {} (the first checkpoint past the proof), the rest filled from the period",
                    filled.computed_to
                );
            }
        }
        None if !o.rule.has_period_theorem() => {
            println!("no period claimed: the periodicity theorem does not apply to this rule")
        }
        None => println!("no period proved up to n = {to}"),
    }
    if let Some(path) = &o.csv {
        write_file(path, |out| {
            writeln!(out, "n,nimber")?;
            for n in 0..g.len() {
                writeln!(out, "{n},{}", g.get(n))?;
            }
            Ok(())
        })?;
    }
    if let Some(path) = &o.certificate {
        let Some(p) = filled.period else {
            return Err(format!(
                "--certificate: no period proved up to n = {to}, so there is nothing to certify; {path} not written"
            ));
        };
        let mut text = String::new();
        write_json(&certificate(&o.rule, p, |n| g.get(n as usize)), &mut text);
        write_file(path, |out| writeln!(out, "{text}"))?;
    }
    Ok(())
}

pub fn write_file(
    path: &str,
    body: impl FnOnce(&mut std::io::BufWriter<std::fs::File>) -> std::io::Result<()>,
) -> Result<(), String> {
    let file = std::fs::File::create(path).map_err(|e| format!("{path}: {e}"))?;
    let mut out = std::io::BufWriter::new(file);
    body(&mut out)
        .and_then(|()| out.flush())
        .map_err(|e| format!("{path}: {e}"))
}
