//! Exact solvers for the Nim family of take-away games: Nim, Wythoff's game,
//! take 1..k, the odd-even game, Fibonacci Nim, the die-tipping game and
//! Kayles.
//!
//! Every game has its rules ([`game::Game`]), a memoised search of the real
//! game tree ([`brute`]), and a closed form from the literature
//! ([`game::Position`]) that the tests prove equal to the search over every
//! small state.
//!
//! - [`api`]: the functions of the JS API (`classify`, `best_move`, `moves`,
//!   `play`, `games`, `f`) over plain [`Value`]s, one copy for every game;
//! - [`games`]: one module a game, its rules and its theorem;
//! - [`value`], [`error`] and [`fields`]: the values the API reads and
//!   writes, the one [`Error`] type, and the reader of states whose
//!   messages name the field at fault.
//!
//! The same solvers run in browsers and Node as the npm package `nimlab`
//! (WebAssembly), which also plays them on any page as `<nimlab-game>`.
//!
//! ```
//! use nimlab_core::{api, Value};
//!
//! // The blog's 12-coin game: whoever takes the last coin loses, and the
//! // player to move (the first) cannot force a win.
//! assert_eq!(api::f(&Value::list([12u64])).unwrap(), 0);
//!
//! let state = Value::object(&mut [
//!     ("game", Value::from("kayles")),
//!     ("rows", Value::list([12u64])),
//!     ("misere", true.into()),
//! ]);
//! let answer = api::classify(&state).unwrap();
//! assert_eq!(answer.get("outcome"), Some(&Value::from("P")));
//! ```
#![deny(missing_docs)]

mod any;
pub mod api;
#[cfg(feature = "take-and-break")]
pub mod atlas;
pub mod brute;
pub mod budget;
pub mod error;
pub mod fields;
pub mod game;
pub mod games;
#[cfg(feature = "take-and-break")]
pub mod nimbers;
#[cfg(feature = "take-and-break")]
pub mod quotient;
pub mod skill;
pub mod value;

pub use error::{Error, ErrorKey, Result};
pub use game::{Classification, Game, Outcome, Position};
pub use value::Value;

/// The README's example, run as a doctest so that it cannot go stale.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;
    use std::path::Path;

    /// The modules each source file names in its code, its tests and
    /// comments left out: by `crate::…`, by `super::…`, and by `use x::…` of
    /// a module of its own (a folder's `mod.rs` re-exporting its files).
    /// Each is named by its file, `games/nim`, `nimbers/rule`, `value`, the
    /// nearest file a path reaches.
    fn imports() -> BTreeMap<String, Vec<String>> {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let is_module = |name: &str| {
            src.join(format!("{name}.rs")).exists() || src.join(name).join("mod.rs").exists()
        };
        // The module a path names: its longest prefix that is a file.
        let resolve = |segments: &[&str]| {
            (1..=segments.len())
                .rev()
                .map(|k| segments[..k].join("/"))
                .find(|name| is_module(name))
        };
        let mut graph = BTreeMap::new();
        let mut dirs = vec![src.clone()];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                    continue;
                }
                let name = path.strip_prefix(&src).unwrap().with_extension("");
                let name = name.to_str().unwrap().replace('\\', "/");
                let name = name.trim_end_matches("/mod").to_owned();
                // Where `super::` and a module's own `use x::` start from.
                let own: Vec<&str> = match name.as_str() {
                    "lib" => Vec::new(),
                    _ => name.split('/').collect(),
                };
                let parent = &own[..own.len().saturating_sub(1)];
                let text = std::fs::read_to_string(&path).unwrap();
                // The code ends where its `mod tests` begins (after its attributes).
                let tests = text.match_indices("#[cfg(test)]\n").find(|(at, _)| {
                    let mut rest = text[*at..].lines().skip(1);
                    rest.find(|l| !l.starts_with("#["))
                        .is_some_and(|l| l.starts_with("mod tests"))
                });
                let code = &text[..tests.map_or(text.len(), |(at, _)| at)];
                let path_at = |line: &str, at: usize| -> Vec<String> {
                    line[at..]
                        .split(|c: char| !(c.is_ascii_lowercase() || c == '_' || c == ':'))
                        .next()
                        .unwrap()
                        .split("::")
                        .filter(|s| !s.is_empty())
                        .map(str::to_owned)
                        .collect()
                };
                let mut named = Vec::new();
                for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
                    let line = line.split(" // ").next().unwrap();
                    let mut paths: Vec<Vec<String>> = Vec::new();
                    for (at, _) in line.match_indices("crate::") {
                        paths.push(path_at(line, at + 7));
                    }
                    for (at, _) in line.match_indices("super::") {
                        let mut path: Vec<String> = parent.iter().map(|s| s.to_string()).collect();
                        path.extend(path_at(line, at + 7));
                        paths.push(path);
                    }
                    let trimmed = line.trim_start();
                    if let Some(rest) = ["use ", "pub use ", "pub(crate) use "]
                        .iter()
                        .find_map(|p| trimmed.strip_prefix(p))
                    {
                        let mut path: Vec<String> = own.iter().map(|s| s.to_string()).collect();
                        path.extend(path_at(rest, 0));
                        if path.len() > own.len() {
                            paths.push(path);
                        }
                    }
                    for path in paths {
                        let segments: Vec<&str> = path.iter().map(String::as_str).collect();
                        let Some(module) = resolve(&segments) else {
                            continue;
                        };
                        if module != name && !named.contains(&module) {
                            named.push(module);
                        }
                    }
                }
                graph.insert(name, named);
            }
        }
        graph
    }

    /// The layers of `docs/DESIGN.md`: no module reaches itself again
    /// through what it imports, so each can be read knowing only those below.
    #[test]
    fn no_module_imports_itself_back() {
        let graph = imports();
        let names = |module: &str| graph[module].iter().map(String::as_str).collect::<Vec<_>>();
        assert!(graph.len() >= 20 && names("games/sum").contains(&"any"));
        // A folder's files are modules of their own, its `mod.rs` their face.
        assert!(names("nimbers/runs").contains(&"nimbers/rare_common"));
        assert!(names("quotient/build").contains(&"quotient/verify"));
        assert!(names("nimbers").contains(&"nimbers/rule"));
        // Depth first; a module met again while on the path closes a circle.
        fn visit(
            module: &str,
            graph: &BTreeMap<String, Vec<String>>,
            path: &mut Vec<String>,
            done: &mut Vec<String>,
        ) {
            if done.iter().any(|d| d == module) {
                return;
            }
            if let Some(at) = path.iter().position(|m| m == module) {
                panic!("import circle: {} → {module}", path[at..].join(" → "));
            }
            path.push(module.to_owned());
            for next in graph.get(module).into_iter().flatten() {
                visit(next, graph, path, done);
            }
            path.pop();
            done.push(module.to_owned());
        }
        let mut done = Vec::new();
        for module in graph.keys() {
            visit(module, &graph, &mut Vec::new(), &mut done);
        }
    }
}
