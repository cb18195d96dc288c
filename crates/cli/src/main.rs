//! `nimlab nimbers <rule> --to N [--csv FILE]`: the values G(0..=N) of one
//! heap under a take-and-break rule, with the period they prove (Guy and
//! Smith's theorem), by the same engine as the wasm (`nimlab_core::nimbers`);
//! `nimlab atlas`: every code of up to three digits at once (`atlas.rs`).
//!
//! `nimlab quotient <rule> --to N [--json FILE]`: the misère quotient Q_N of
//! the rule (Plambeck and Siegel), heap by heap, with its presentation, its
//! P-portion, Φ and the period the misère periodicity theorem proves
//! (`nimlab_core::quotient`).

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use args::{progress_bar, rule_options, RuleOptions};
use nimlab_core::nimbers::values_compact;

mod args;
mod atlas;
#[path = "../../wasm/src/json.rs"]
mod json;
mod quotient;

const USAGE: &str = "usage: nimlab nimbers <rule> --to N [--csv FILE] [--quiet]
       nimlab quotient <rule> --to N [--json FILE] [--quiet] [--verbose]
       nimlab atlas [--digits D] [--to N] [--json FILE] [--csv FILE] (atlas --help)
  <rule>  an octal code (0.77, .6, 4.07), grundy, or subtract:1,3,4
  --to N  the largest heap (default 1000 for nimbers, 100 for quotient);
          N may be written 1e7
  --csv   write n,nimber lines to FILE
  --json  write the quotient (order, pSize, phi, pPortion, presentation,
          elements, period) to FILE
  --quiet no progress bar
  --verbose  (quotient) a line for each candidate tried, with its least
          failing position";

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("nimlab: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: Vec<String>) -> Result<(), String> {
    let mut args = args.into_iter();
    match args.next().as_deref() {
        Some("nimbers") => {}
        Some("quotient") => return quotient::run(args, USAGE),
        Some("atlas") => return atlas::options(args)?.map_or(Ok(()), |o| atlas::run(&o)),
        Some("-h" | "--help") | None => {
            println!("{USAGE}");
            return Ok(());
        }
        Some(other) => return Err(format!("unknown command {other}\n{USAGE}")),
    }
    let Some(options) = rule_options(args, (1000, "--csv", false), USAGE)? else {
        return Ok(());
    };
    let RuleOptions {
        rule,
        to,
        file: csv,
        quiet,
        ..
    } = options;
    let bar = progress_bar(
        quiet,
        to as u64 + 1,
        "{bar:40} {human_pos}/{human_len} values, {per_sec}, eta {eta}",
    )?;
    let started = Instant::now();
    let (g, _) = values_compact(&rule, to, |known| bar.set_position(known as u64))
        .map_err(|e| e.to_string())?;
    bar.finish_and_clear();
    let elapsed = started.elapsed();
    let period = g.period(&rule);
    let largest = (0..g.len()).map(|n| g.get(n)).max().unwrap_or(0);
    println!(
        "{}: G(0..={to}) in {:.3} s, largest value {largest}",
        rule.name(),
        elapsed.as_secs_f64()
    );
    match period {
        Some(p) => println!(
            "period {} from n = {}, proved by the values up to n = {}",
            p.length, p.start, p.checked_to
        ),
        None if !rule.has_period_theorem() => {
            println!("no period claimed: the periodicity theorem does not apply to this rule")
        }
        None => println!("no period proved up to n = {to}"),
    }
    if let Some(path) = csv {
        let file = std::fs::File::create(&path).map_err(|e| format!("{path}: {e}"))?;
        let mut out = std::io::BufWriter::new(file);
        let written: std::io::Result<()> = (|| {
            writeln!(out, "n,nimber")?;
            for n in 0..g.len() {
                writeln!(out, "{n},{}", g.get(n))?;
            }
            out.flush()
        })();
        written.map_err(|e| format!("{path}: {e}"))?;
    }
    Ok(())
}
