//! What the commands read from the command line alike: a count, a rule, the
//! options of a command on one rule (`nimbers`, `quotient`), and the
//! progress bar each draws.

use indicatif::{ProgressBar, ProgressStyle};
use nimlab_core::nimbers::Rule;

/// A count as typed: `100000000` or `1e8`; `name` names the option in errors.
pub fn count(name: &str, text: &str) -> Result<usize, String> {
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

/// The options of a command on one rule.
pub struct RuleOptions {
    pub rule: Rule,
    /// The largest heap.
    pub to: usize,
    /// The file to write (`--csv`, `--json`).
    pub file: Option<String>,
    pub quiet: bool,
    pub verbose: bool,
}

/// Reads `<rule> [--to N] [<file> FILE] [--quiet]`, and `--verbose` where
/// `verbose` allows it; `to` unless given. `None` for `--help`, once `usage`
/// is printed.
pub fn rule_options(
    mut args: impl Iterator<Item = String>,
    (to, file, verbose): (usize, &str, bool),
    usage: &str,
) -> Result<Option<RuleOptions>, String> {
    let (mut rule_text, mut to, mut path, mut quiet) = (None, to, None, false);
    let (allows_verbose, mut verbose) = (verbose, false);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--to" | "-n" => to = count("--to", &args.next().ok_or("--to needs a number")?)?,
            flag if flag == file => path = Some(args.next().ok_or(format!("{file} needs a file"))?),
            "--quiet" | "-q" => quiet = true,
            "--verbose" | "-v" if allows_verbose => verbose = true,
            "-h" | "--help" => {
                println!("{usage}");
                return Ok(None);
            }
            _ if rule_text.is_none() => rule_text = Some(arg),
            _ => return Err(format!("unexpected argument {arg}\n{usage}")),
        }
    }
    let rule_text = rule_text.ok_or(format!("which rule?\n{usage}"))?;
    Ok(Some(RuleOptions {
        rule: rule(&rule_text)?,
        to,
        file: path,
        quiet,
        verbose,
    }))
}

/// A rule as typed: an octal code (`0.77`, `.6`, `4.07`), `grundy`,
/// `kayles`, or `subtract:1,3,4`.
pub fn rule(text: &str) -> Result<Rule, String> {
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

/// A progress bar of `len` steps drawn by `template`, hidden when `quiet`.
pub fn progress_bar(quiet: bool, len: u64, template: &str) -> Result<ProgressBar, String> {
    let bar = if quiet {
        ProgressBar::hidden()
    } else {
        ProgressBar::new(len)
    };
    bar.set_style(ProgressStyle::with_template(template).map_err(|e| e.to_string())?);
    Ok(bar)
}
