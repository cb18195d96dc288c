//! What the commands read from the command line alike: a count, a rule,
//! and the progress bar each draws.

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
