//! `nimlab`: the engines of `nimlab_core` natively, one command a file:
//! `nimbers` (`nimbers.rs`: G(0..=N) of one heap with the period the values
//! prove, on several threads, with a certificate of the proof), `atlas`
//! (`atlas.rs`: every code of up to D digits, in shards a cluster can run)
//! and `quotient` (`quotient.rs`: the misère quotient Q_N, Plambeck and
//! Siegel, with a time and memory limit).

use std::process::ExitCode;

mod args;
mod atlas;
#[path = "../../wasm/src/json.rs"]
mod json;
mod nimbers;
mod quotient;

const USAGE: &str = "usage: nimlab nimbers <rule> --to N [--threads T] [--csv FILE] [--certificate FILE] [--quiet]
       nimlab quotient <rule> --to N [--json FILE] [--timeout SECONDS] [--memory MB] [--quiet] [--verbose]
       nimlab atlas [--digits D] [--to N] [--shard K/N] [--json FILE] … (atlas --help)
       nimlab atlas merge FILE… --json OUT [--csv OUT]
  <rule>  an octal code (0.77, .6, 4.07), grundy, kayles, or subtract:1,3,4
  nimlab <command> --help says more of each";

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
        Some("nimbers") => nimbers::run(args),
        Some("quotient") => quotient::run(args),
        Some("atlas") => atlas::run_command(args),
        Some("-h" | "--help") | None => {
            println!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(format!("unknown command {other}\n{USAGE}")),
    }
}
