#![allow(clippy::unwrap_used)]
use nimlab_core::nimbers::Rule;
use nimlab_core::quotient::{Quotients, Work};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = &args[0];
    let n: usize = args[1].parse().unwrap();
    let rule = if code == "grundy" {
        Rule::grundy()
    } else {
        Rule::octal(code, "code").unwrap()
    };
    let mut q = Quotients::new(&rule);
    let start = Instant::now();
    let mut work = Work::unlimited();
    let mut last = 0;
    for h in 1..=n {
        let verbose = std::env::var("QDEBUG").is_ok();
        let t = start;
        if let Err(e) = q.extend_reporting(h, &mut work, &mut |ev| {
            if verbose {
                if let nimlab_core::quotient::Event::Candidate {
                    order,
                    p_size,
                    failure,
                    ..
                } = ev
                {
                    eprintln!(
                        "  {:.2}s tried {order}/{p_size} failure {failure:?}",
                        t.elapsed().as_secs_f64()
                    );
                }
            }
        }) {
            println!("halt at {h}: {e:?}");
            break;
        }
        if q.order() != last {
            last = q.order();
            println!(
                "heap {h}: |Q| = {} |P| = {}  ({:.3} s)",
                q.order(),
                q.p_size(),
                start.elapsed().as_secs_f64()
            );
        }
    }
    if args.len() > 2 {
        let total: u32 = args[2].parse().unwrap();
        let mut memo = std::collections::HashMap::new();
        // every multiset of heaps 1..=heaps with sum <= total
        let mut bad = 0;
        let mut stack: Vec<(Vec<u32>, u32, u32)> = vec![(vec![], 0, 1)];
        while let Some((w, s, from)) = stack.pop() {
            let truth = brute(&rule, &mut w.clone(), &mut memo);
            let w64: Vec<u64> = w.iter().map(|&x| x as u64).collect();
            let claim = q.is_p(q.element_of(&w64).unwrap());
            if truth != claim {
                bad += 1;
                if bad < 5 {
                    println!("wrong at {w:?}: truth P={truth}");
                }
            }
            for h in from..=(q.heaps() as u32) {
                if s + h <= total {
                    let mut w2 = w.clone();
                    w2.push(h);
                    stack.push((w2, s + h, h));
                }
            }
        }
        println!("{bad} wrong");
    }
    if std::env::var("SHOW").is_ok() {
        println!("{}", q.presentation());
        println!(
            "P = {:?}",
            q.p_portion().iter().map(|&x| q.name(x)).collect::<Vec<_>>()
        );
        println!(
            "Phi = {}",
            (0..=q.heaps() as u64)
                .map(|h| q.name(q.phi(h).unwrap()))
                .collect::<Vec<_>>()
                .join(" ")
        );
        println!("period {:?}", q.period());
    }
    println!(
        "{code} to {}: |Q| = {} |P| = {} in {:.3} s, work {}",
        q.heaps(),
        q.order(),
        q.p_size(),
        start.elapsed().as_secs_f64(),
        work.spent()
    );
}

#[allow(dead_code)]
pub fn brute(
    rule: &Rule,
    heaps: &mut Vec<u32>,
    memo: &mut std::collections::HashMap<Vec<u32>, bool>,
) -> bool {
    // true = P (misère)
    heaps.retain(|&h| h > 0);
    heaps.sort_unstable();
    if let Some(&v) = memo.get(heaps) {
        return v;
    }
    let mut any_move = false;
    let mut p = true;
    for i in 0..heaps.len() {
        if i > 0 && heaps[i] == heaps[i - 1] {
            continue;
        }
        for m in rule.moves_of(heaps[i] as u64) {
            any_move = true;
            let mut next = heaps.clone();
            next.remove(i);
            next.extend(m.leave.iter().map(|&x| x as u32));
            if brute(rule, &mut next, memo) {
                p = false;
                break;
            }
        }
        if !p {
            break;
        }
    }
    let v = any_move && p;
    memo.insert(heaps.clone(), v);
    v
}
