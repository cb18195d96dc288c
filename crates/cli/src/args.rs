//! What the commands read from the command line alike: their options and
//! the words between them, a count, a rule, and the progress bar each draws.

use indicatif::{ProgressBar, ProgressStyle};
use nimlab_core::nimbers::Rule;

/// The words after a command, read in order: each option takes the value
/// that follows it from here.
pub struct Line {
    words: std::vec::IntoIter<String>,
}

impl Line {
    /// The value after option `name`.
    pub fn value(&mut self, name: &str) -> Result<String, String> {
        self.words.next().ok_or(format!("{name} needs a value"))
    }

    /// The count after option `name` (see [`count`]).
    pub fn count(&mut self, name: &str) -> Result<usize, String> {
        count(name, &self.value(name)?)
    }

    /// The number after `--threads`: a whole number from 1.
    pub fn threads(&mut self) -> Result<usize, String> {
        let text = self.value("--threads")?;
        text.parse().ok().filter(|&t| t >= 1).ok_or(format!(
            "--threads must be a whole number from 1, got {text}"
        ))
    }
}

/// Reads the command line after a command whose usage is `usage`: `option`
/// takes each option it knows, with its value from the line, and says
/// whether it knew it; up to `loose` words that are not options (a rule,
/// the shards' files) are kept and returned. `None` when `-h` or `--help`
/// asked for the usage, which is printed.
pub fn read(
    args: impl Iterator<Item = String>,
    usage: &str,
    loose: usize,
    mut option: impl FnMut(&str, &mut Line) -> Result<bool, String>,
) -> Result<Option<Vec<String>>, String> {
    let mut line = Line {
        words: args.collect::<Vec<_>>().into_iter(),
    };
    let mut words = Vec::new();
    while let Some(arg) = line.words.next() {
        if arg == "-h" || arg == "--help" {
            println!("{usage}");
            return Ok(None);
        }
        if option(&arg, &mut line)? {
            continue;
        }
        if words.len() < loose && !arg.starts_with("--") {
            words.push(arg);
        } else {
            return Err(format!("unexpected argument {arg}\n{usage}"));
        }
    }
    Ok(Some(words))
}

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
