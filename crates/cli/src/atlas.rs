//! `nimlab atlas --digits 3 --to N [--json FILE] [--csv FILE]`: every code
//! of the atlas (`nimlab_core::atlas`), each worked out to N or until its
//! values prove a period, on every core (one thread a core, each taking the
//! next code as it finishes one; once no code is left to start, each thread
//! helps the codes still going: `nimlab_core::nimbers::Crew`), with a
//! progress bar.
//!
//! `--shard K/N` works out the codes whose place in the atlas is K modulo N
//! (counting from 1), and writes them to `--out FILE` whole (what each
//! needs to be compared with the others); `nimlab atlas merge FILE…` reads
//! the N shards and writes the table the run of every code writes, byte for
//! byte. A cluster's scheduler runs the shards (docs/ATLAS.md).

use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use nimlab_core::atlas::{
    codes, entry_on, same_as, Entry, Form, Rare, SameAs, DEFAULT_BUDGET, MAX_DIGITS,
};
use nimlab_core::nimbers::{certificate, Crew, Period, Rule};

use crate::args::{progress_bar, read};
use crate::json::write_json;
use crate::nimbers::write_file;

pub const USAGE: &str = "usage: nimlab atlas [--digits D] [--to N] [--json FILE] [--csv FILE] [--times FILE] [--threads T] [--quiet]
       nimlab atlas … --shard K/N --out FILE
       nimlab atlas merge SHARD… [--json FILE] [--csv FILE] [--certificates DIR]
  --digits D  codes 0.d1…dk and 4.d1…dk with k ≤ D (default 3: 1022 codes)
  --to N      work each code out to N or until its period is proved (default 2^20)
  --json      write one JSON object a code: {code, period, computedTo, maxValue, rare, sameAs}
  --csv       write the same table as CSV
  --times     write code,seconds lines (how long each code took)
  --budget B  the work one code may take, in options marked (default 2^35 = 34359738368;
              a code not done within it stops short of N, its computedTo saying where)
  --threads   threads (default: one a core)
  --certificates DIR  write DIR/<code>.json for each proved code: what
              scripts/verify_certificate.py checks its period from
  --shard K/N work out only the codes whose place (from 1) is K modulo N, for `merge`
  --out FILE  the shard's file (with --shard)
  --quiet     no progress bar";

/// The options of `nimlab atlas`.
pub struct Options {
    pub digits: usize,
    pub to: usize,
    pub json: Option<String>,
    pub csv: Option<String>,
    pub times: Option<String>,
    pub certificates: Option<String>,
    pub budget: u64,
    pub threads: usize,
    /// This shard, K of N (from 1), if one.
    pub shard: Option<(usize, usize)>,
    pub out: Option<String>,
    pub quiet: bool,
}

/// `nimlab atlas …` and `nimlab atlas merge …`.
pub fn run_command(args: impl Iterator<Item = String>) -> Result<(), String> {
    let mut args = args.peekable();
    if args.peek().map(String::as_str) == Some("merge") {
        args.next();
        return merge(args);
    }
    options(args)?.map_or(Ok(()), |o| run(&o))
}

/// Reads the options after `atlas`.
pub fn options(args: impl Iterator<Item = String>) -> Result<Option<Options>, String> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut o = Options {
        digits: 3,
        to: 1 << 20,
        json: None,
        csv: None,
        times: None,
        certificates: None,
        budget: DEFAULT_BUDGET,
        threads,
        shard: None,
        out: None,
        quiet: false,
    };
    let asked_for_usage = read(args, USAGE, 0, |arg, line| {
        match arg {
            "--digits" => {
                let text = line.value("--digits")?;
                o.digits = text
                    .parse()
                    .ok()
                    .filter(|d| (1..=MAX_DIGITS).contains(d))
                    .ok_or(format!(
                        "--digits must be a whole number from 1 to {MAX_DIGITS}, got {text}"
                    ))?;
            }
            "--to" | "-n" => o.to = line.count("--to")?,
            "--json" => o.json = Some(line.value("--json")?),
            "--csv" => o.csv = Some(line.value("--csv")?),
            "--times" => o.times = Some(line.value("--times")?),
            "--certificates" => o.certificates = Some(line.value("--certificates")?),
            "--budget" => o.budget = line.count("--budget")? as u64,
            "--threads" => o.threads = line.threads()?,
            "--shard" => o.shard = Some(shard(&line.value("--shard")?)?),
            "--out" => o.out = Some(line.value("--out")?),
            "--quiet" | "-q" => o.quiet = true,
            _ => return Ok(false),
        }
        Ok(true)
    })?
    .is_none();
    if asked_for_usage {
        return Ok(None);
    }
    if o.to < 64 {
        return Err(format!("--to must be at least 64, got {}", o.to));
    }
    match (&o.shard, &o.out) {
        (Some(_), None) => {
            return Err(
                "--shard needs --out FILE, the shard's file for `nimlab atlas merge`".into(),
            )
        }
        (None, Some(_)) => {
            return Err("--out is the file of a shard: it goes with --shard K/N".into())
        }
        (Some(_), Some(_)) if o.json.is_some() || o.csv.is_some() => return Err(
            "--json and --csv write the whole table: run `nimlab atlas merge` on the shards for it"
                .into(),
        ),
        _ => {}
    }
    Ok(Some(o))
}

/// `K/N`, 1 ≤ K ≤ N.
fn shard(text: &str) -> Result<(usize, usize), String> {
    text.split_once('/')
        .and_then(|(k, n)| Some((k.parse().ok()?, n.parse().ok()?)))
        .filter(|&(k, n): &(usize, usize)| k >= 1 && k <= n)
        .ok_or(format!(
            "--shard must be K/N with whole numbers 1 ≤ K ≤ N, like 3/8, got {text}"
        ))
}

/// The codes of a shard K/N: those whose place in the atlas, from 1, is K
/// modulo N (so that the codes of every size spread over the shards).
fn shard_codes(all: &[String], shard: Option<(usize, usize)>) -> Vec<String> {
    all.iter()
        .enumerate()
        .filter(|(i, _)| shard.is_none_or(|(k, n)| i % n == k - 1))
        .map(|(_, code)| code.clone())
        .collect()
}

/// Works out the atlas (or a shard of it) and writes what was asked for.
pub fn run(o: &Options) -> Result<(), String> {
    let all = shard_codes(&codes(o.digits), o.shard);
    let bar = progress_bar(
        o.quiet,
        all.len() as u64,
        "{bar:40} {pos}/{len} codes, {elapsed_precise}, eta {eta}, last {msg}",
    )?;
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let left = AtomicUsize::new(all.len());
    let done: Mutex<Vec<Option<(Entry, Duration)>>> = Mutex::new(vec![None; all.len()]);
    let failed: Mutex<Option<String>> = Mutex::new(None);
    let crew = Crew::new(o.threads);
    std::thread::scope(|scope| {
        for _ in 0..o.threads.min(all.len()) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(code) = all.get(i) else { break };
                    let t0 = Instant::now();
                    match entry_on(code, o.to, o.digits, o.budget, Some(&crew), |_| {}) {
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
                    left.fetch_sub(1, Ordering::Relaxed);
                }
                // No code left to start: help those still going.
                crew.help_until(&|| left.load(Ordering::Relaxed) == 0);
            });
        }
    });
    bar.finish_and_clear();
    if let Some(message) = failed.into_inner().map_err(|e| e.to_string())? {
        return Err(message);
    }
    let done = done.into_inner().map_err(|e| e.to_string())?;
    let (entries, times): (Vec<Entry>, Vec<Duration>) = done.into_iter().flatten().unzip();
    let elapsed = started.elapsed().as_secs_f64();
    if let (Some((k, n)), Some(path)) = (o.shard, &o.out) {
        let header = Header {
            digits: o.digits,
            to: o.to,
            budget: o.budget,
            shard: (k, n),
        };
        write_file(path, |out| write_shard(out, &header, &entries))?;
        println!(
            "shard {k}/{n} of the atlas of {} codes: {} codes to n = {} in {elapsed:.1} s on {} threads, written to {path}",
            codes(o.digits).len(),
            entries.len(),
            o.to,
            o.threads
        );
    } else {
        let same = same_as(&entries);
        summary(o.digits, o.to, o.threads, &entries, &same, elapsed);
        slowest(&entries, &times);
        write_tables(&entries, &same, o.json.as_deref(), o.csv.as_deref())?;
        if let Some(path) = &o.times {
            write_file(path, |out| {
                writeln!(out, "code,seconds")?;
                for (e, t) in entries.iter().zip(&times) {
                    writeln!(out, "{},{:.6}", e.code, t.as_secs_f64())?;
                }
                Ok(())
            })?;
        }
    }
    if let Some(dir) = &o.certificates {
        write_certificates(dir, &entries)?;
    }
    Ok(())
}

/// The JSON and the CSV of the table, as asked.
fn write_tables(
    entries: &[Entry],
    same: &[Option<SameAs>],
    json: Option<&str>,
    csv: Option<&str>,
) -> Result<(), String> {
    if let Some(path) = json {
        write_file(path, |out| {
            writeln!(out, "[")?;
            for (i, (e, s)) in entries.iter().zip(same).enumerate() {
                let mut line = String::new();
                write_json(&e.to_value(s.as_ref()), &mut line);
                let comma = if i + 1 < entries.len() { "," } else { "" };
                writeln!(out, "{line}{comma}")?;
            }
            writeln!(out, "]")
        })?;
    }
    if let Some(path) = csv {
        write_file(path, |out| {
            writeln!(out, "code,start,length,checkedTo,computedTo,maxValue,rareMask,rareBit,rareCount,rareLast,sameAs,shift,sameProved")?;
            for (e, s) in entries.iter().zip(same) {
                writeln!(out, "{}", csv_line(e, s.as_ref()))?;
            }
            Ok(())
        })?;
    }
    Ok(())
}

/// `DIR/<code>.json` for each proved code ([`certificate`]).
fn write_certificates(dir: &str, entries: &[Entry]) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{dir}: {e}"))?;
    let mut written = 0;
    for e in entries {
        let Some(p) = e.period else { continue };
        let rule = Rule::octal(&e.code, "code").map_err(|e| e.to_string())?;
        let mut text = String::new();
        write_json(
            &certificate(&rule, p, |n| e.value(n).unwrap_or(0)),
            &mut text,
        );
        let path = format!("{dir}/{}.json", e.code);
        write_file(&path, |out| writeln!(out, "{text}"))?;
        written += 1;
    }
    println!("{written} certificates written to {dir} (python3 scripts/verify_certificate.py {dir}/*.json checks them)");
    Ok(())
}

/// What every shard of one atlas shares, and which shard it is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Header {
    digits: usize,
    to: usize,
    budget: u64,
    shard: (usize, usize),
}

/// The first line of a shard's file.
const SHARD_MAGIC: &str = "nimlab atlas shard 1";

/// A shard's file: a header line, then one line a code with every field
/// of its entry, tab-separated (lists comma-separated, `-` for none): what
/// `merge` needs to compare each code with every other.
fn write_shard(out: &mut impl Write, header: &Header, entries: &[Entry]) -> std::io::Result<()> {
    let (k, n) = header.shard;
    writeln!(
        out,
        "{SHARD_MAGIC}\tdigits {}\tto {}\tbudget {}\tshard {k}/{n}",
        header.digits, header.to, header.budget
    )?;
    let list = |items: Vec<String>| {
        if items.is_empty() {
            "-".to_owned()
        } else {
            items.join(",")
        }
    };
    for e in entries {
        let period = e.period.map_or("-".into(), |p| {
            format!("{},{},{}", p.start, p.length, p.checked_to)
        });
        let rare = e.rare.as_ref().map_or("-".into(), |r| {
            let last = r.last.map_or("-".into(), |l| l.to_string());
            format!("{},{},{},{last}", r.mask, r.bit, r.count)
        });
        let form = e.form.as_ref().map_or("-".into(), |f| {
            let values = f.values.iter().map(u32::to_string).collect();
            format!("{},{};{}", f.start, f.length, list(values))
        });
        let tails = list(
            e.tails
                .iter()
                .map(|[a, b]| format!("{a:x}.{b:x}"))
                .collect(),
        );
        writeln!(
            out,
            "{}\t{period}\t{}\t{}\t{rare}\t{}\t{form}\t{tails}",
            e.code, e.computed_to, e.max_value, e.zeros
        )?;
    }
    Ok(())
}

/// Reads a shard's file back: its header and entries.
fn read_shard(path: &str, text: &str) -> Result<(Header, Vec<Entry>), String> {
    let bad = |line: usize, why: &str| format!("{path}, line {line}: {why}");
    let mut lines = text.lines();
    let head = lines.next().unwrap_or("");
    let fields: Vec<&str> = head.split('\t').collect();
    let field = |name: &str| {
        fields
            .iter()
            .find_map(|f| f.strip_prefix(name)?.strip_prefix(' '))
            .ok_or(bad(1, &format!("the header has no {name}")))
    };
    if fields.first() != Some(&SHARD_MAGIC) {
        return Err(bad(
            1,
            &format!(
                "not a shard of `nimlab atlas --shard` (its first line starts {SHARD_MAGIC:?})"
            ),
        ));
    }
    let number = |name: &str| -> Result<u64, String> {
        field(name)?
            .parse()
            .map_err(|_| bad(1, &format!("{name} is not a whole number")))
    };
    let header = Header {
        digits: number("digits")? as usize,
        to: number("to")? as usize,
        budget: number("budget")?,
        shard: shard(field("shard")?).map_err(|e| bad(1, &e))?,
    };
    let mut entries = Vec::new();
    for (i, line) in lines.enumerate() {
        let at = i + 2;
        let bad = |why: &str| bad(at, why);
        let parts: Vec<&str> = line.split('\t').collect();
        let [code, period, computed, max, rare, zeros, form, tails] = parts[..] else {
            return Err(bad("a code's line has 8 fields, tab-separated"));
        };
        let num = |text: &str, what: &str| -> Result<u64, String> {
            text.parse()
                .map_err(|_| bad(&format!("{what} must be a whole number, got {text:?}")))
        };
        let nums = |text: &str, what: &str| -> Result<Vec<u64>, String> {
            if text == "-" {
                return Ok(Vec::new());
            }
            text.split(',').map(|t| num(t, what)).collect()
        };
        let period = match nums(period, "the period")?[..] {
            [] => None,
            [start, length, checked_to] => Some(Period {
                start,
                length,
                checked_to,
            }),
            _ => return Err(bad("the period is start,length,checkedTo")),
        };
        let rare = match rare {
            "-" => None,
            _ => {
                let parts: Vec<&str> = rare.split(',').collect();
                let [mask, bit, count, last] = parts[..] else {
                    return Err(bad("rare is mask,bit,count,last"));
                };
                Some(Rare {
                    mask: num(mask, "rare's mask")? as u32,
                    bit: num(bit, "rare's bit")? as u32,
                    count: num(count, "rare's count")?,
                    last: if last == "-" {
                        None
                    } else {
                        Some(num(last, "rare's last")?)
                    },
                })
            }
        };
        let form = match form {
            "-" => None,
            _ => {
                let (shape, values) = form
                    .split_once(';')
                    .ok_or(bad("the form is start,length;values"))?;
                let shape = nums(shape, "the form's start and length")?;
                let [start, length] = shape[..] else {
                    return Err(bad("the form is start,length;values"));
                };
                let values = nums(values, "a value of the form")?;
                Some(Form {
                    start,
                    length,
                    values: values.into_iter().map(|v| v as u32).collect(),
                })
            }
        };
        let tails = if tails == "-" {
            Vec::new()
        } else {
            tails
                .split(',')
                .map(|pair| {
                    let (a, b) = pair.split_once('.')?;
                    Some([
                        u64::from_str_radix(a, 16).ok()?,
                        u64::from_str_radix(b, 16).ok()?,
                    ])
                })
                .collect::<Option<Vec<_>>>()
                .ok_or(bad(
                    "the fingerprints are pairs of hexadecimal numbers, h1.h2",
                ))?
        };
        entries.push(Entry {
            code: code.to_owned(),
            period,
            computed_to: num(computed, "computedTo")?,
            max_value: num(max, "maxValue")? as u32,
            rare,
            zeros: num(zeros, "zeros")?,
            form,
            tails,
        });
    }
    Ok((header, entries))
}

/// `nimlab atlas merge SHARD… [--json FILE] [--csv FILE] [--certificates DIR]`:
/// the table of every code from the N shards of one atlas.
fn merge(args: impl Iterator<Item = String>) -> Result<(), String> {
    let (mut json, mut csv, mut certificates) = (None, None, None);
    let Some(files) = read(args, USAGE, usize::MAX, |arg, line| {
        match arg {
            "--json" => json = Some(line.value("--json")?),
            "--csv" => csv = Some(line.value("--csv")?),
            "--certificates" => certificates = Some(line.value("--certificates")?),
            _ => return Ok(false),
        }
        Ok(true)
    })?
    else {
        return Ok(());
    };
    if files.is_empty() {
        return Err(format!("merge needs the shards' files\n{USAGE}"));
    }
    let mut shards: Vec<(Header, Vec<Entry>, String)> = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        let (header, entries) = read_shard(path, &text)?;
        shards.push((header, entries, path.clone()));
    }
    let (first, first_path) = (shards[0].0, shards[0].2.clone());
    let count = first.shard.1;
    let mut seen = vec![None; count];
    for (h, _, path) in &shards {
        let same =
            (h.digits, h.to, h.budget, h.shard.1) == (first.digits, first.to, first.budget, count);
        if !same {
            return Err(format!(
                "{path} is a shard of another atlas than {first_path} (digits {}, to {}, budget {}, {} shards against digits {}, to {}, budget {}, {} shards)",
                h.digits, h.to, h.budget, h.shard.1, first.digits, first.to, first.budget, count
            ));
        }
        if let Some(other) = seen[h.shard.0 - 1].replace(path) {
            return Err(format!(
                "{path} and {other} are both shard {}/{count}",
                h.shard.0
            ));
        }
    }
    if let Some(k) = seen.iter().position(Option::is_none) {
        return Err(format!("shard {}/{count} is missing", k + 1));
    }
    // Every code of the atlas once, in the atlas's order.
    let all = codes(first.digits);
    let mut by_code: std::collections::HashMap<String, Entry> = std::collections::HashMap::new();
    for (h, entries, path) in shards {
        let expected = shard_codes(&all, Some(h.shard));
        let got: Vec<&str> = entries.iter().map(|e| e.code.as_str()).collect();
        if got != expected.iter().map(String::as_str).collect::<Vec<_>>() {
            return Err(format!(
                "{path} does not hold the codes of shard {}/{count} (a run stopped short, or edited?)",
                h.shard.0
            ));
        }
        by_code.extend(entries.into_iter().map(|e| (e.code.clone(), e)));
    }
    let entries: Vec<Entry> = all.iter().filter_map(|c| by_code.remove(c)).collect();
    let same = same_as(&entries);
    summary(first.digits, first.to, 0, &entries, &same, 0.0);
    write_tables(&entries, &same, json.as_deref(), csv.as_deref())?;
    if let Some(dir) = &certificates {
        write_certificates(dir, &entries)?;
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
    digits: usize,
    to: usize,
    threads: usize,
    entries: &[Entry],
    same: &[Option<SameAs>],
    elapsed: f64,
) {
    let proved = entries.iter().filter(|e| e.period.is_some()).count();
    let early = entries
        .iter()
        .filter(|e| e.period.is_some_and(|p| p.checked_to < 1000))
        .count();
    let distinct = same.iter().filter(|s| s.is_none()).count();
    let how = if threads == 0 {
        "merged from its shards".to_owned()
    } else {
        format!("in {elapsed:.1} s on {threads} threads")
    };
    println!(
        "atlas of {} codes (up to {digits} digits) to n = {to} {how}",
        entries.len(),
    );
    println!(
        "periods proved: {proved} ({early} proved below n = 1000); open: {}; distinct sequences: {distinct}",
        entries.len() - proved
    );
}

/// The slowest codes, and the work of all.
fn slowest(entries: &[Entry], times: &[Duration]) {
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
