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

use indicatif::{ProgressBar, ProgressStyle};
use nimlab_core::nimbers::{values_compact, Rule};

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

/// A count as typed: `100000000` or `1e8`; `name` names the option in errors.
fn count(name: &str, text: &str) -> Result<usize, String> {
    let parsed = match text.split_once(['e', 'E']) {
        Some((mantissa, power)) => mantissa
            .parse::<usize>()
            .ok()
            .zip(power.parse::<u32>().ok())
            .and_then(|(m, p)| 10usize.checked_pow(p).and_then(|t| t.checked_mul(m))),
        None => text.parse::<usize>().ok(),
    };
    parsed.ok_or_else(|| format!("{name} must be a whole number like 1000000 or 1e6, got {text}"))
}

fn rule(text: &str) -> Result<Rule, String> {
    if text == "grundy" {
        return Ok(Rule::grundy());
    }
    if text == "kayles" {
        return Rule::octal("0.77", "rule").map_err(|e| e.to_string());
    }
    if let Some(set) = text.strip_prefix("subtract:") {
        let takes: Result<Vec<u64>, _> = set.split(',').map(str::parse::<u64>).collect();
        let takes = takes.map_err(|_| format!("subtract: takes whole numbers 1,2,3, got {set}"))?;
        return Rule::subtraction(&takes, "subtract").map_err(|e| e.to_string());
    }
    Rule::octal(text, "rule").map_err(|e| e.to_string())
}

fn run(args: Vec<String>) -> Result<(), String> {
    let mut args = args.into_iter();
    match args.next().as_deref() {
        Some("nimbers") => {}
        Some("quotient") => {
            return quotient::run(
                args,
                &(rule as fn(&str) -> _),
                &((|text: &str| count("--to", text)) as fn(&str) -> _),
                USAGE,
            )
        }
        Some("atlas") => return atlas::options(args)?.map_or(Ok(()), |o| atlas::run(&o)),
        Some("-h" | "--help") | None => {
            println!("{USAGE}");
            return Ok(());
        }
        Some(other) => return Err(format!("unknown command {other}\n{USAGE}")),
    }
    let (mut rule_text, mut to, mut csv, mut quiet) = (None, 1000usize, None, false);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--to" | "-n" => to = count("--to", &args.next().ok_or("--to needs a number")?)?,
            "--csv" => csv = Some(args.next().ok_or("--csv needs a file")?),
            "--quiet" | "-q" => quiet = true,
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            _ if rule_text.is_none() => rule_text = Some(arg),
            _ => return Err(format!("unexpected argument {arg}\n{USAGE}")),
        }
    }
    let rule_text = rule_text.ok_or(format!("which rule?\n{USAGE}"))?;
    let rule = rule(&rule_text)?;
    let bar = if quiet {
        ProgressBar::hidden()
    } else {
        ProgressBar::new(to as u64 + 1)
    };
    bar.set_style(
        ProgressStyle::with_template(
            "{bar:40} {human_pos}/{human_len} values, {per_sec}, eta {eta}",
        )
        .map_err(|e| e.to_string())?,
    );
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
