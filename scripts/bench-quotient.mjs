// `node scripts/bench-quotient.mjs --cgsuite DIR [--runs 3] [--cases 0.77:40,0.07:33]`:
// misère quotients side by side: the peer MisereSolver (Siegel, 2006), built
// here from the Java sources of a CGSuite checkout or git directory (DIR,
// under lib/core/src/main/scala/org/cgsuite/core/misere/solver/), nimlab's
// native command line (`nimlab quotient`, profile `cli`) and the main wasm
// (`quotient`, built for size, its call budget raised past the
// construction's own ceiling) in Node.
//
// MisereSolver ships inside CGSuite and reads its rules through CGSuite's
// Scala classes; this script builds it outside the project, in a temporary
// folder: it copies the solver's sources there, takes the rule from a small
// interface of its own in place of CGSuite's `HeapRuleset` (octal codes and
// Grundy's game, the options of each heap as lists of heaps), drops the
// command line and the saved-file loader, and compiles with `javac`
// (`apt-get install default-jdk-headless`). Nothing of MisereSolver enters
// this repository.
//
// Each program runs in a process of its own; the times are the program's own
// (from start of the computation to Q_n, without starting the JVM or Node),
// medians of --runs runs. Every program must report the same |Q| and |P|.
// Results go to test-results/bench-quotient.json.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, arg, sh } from './tools.mjs';
import { buildCli } from './build.mjs';

const runs = Number(arg('--runs', '1'));
const cases = arg('--cases', '0.75:40,0.77:40,0.72:40,0.53:40,0.15:40,0.71:40,0.34:40,0.07:25,0.07:30,0.07:33,0.137:32,grundy:25')
  .split(',').map((c) => { const [code, n] = c.split(':'); return { code, n: Number(n) }; });
const timeout = Number(arg('--timeout', '600')) * 1000;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// MisereSolver, built outside the project.
const cgsuite = arg('--cgsuite', process.env.CGSUITE);
if (!cgsuite) throw new Error('--cgsuite DIR: a checkout (or git directory) of github.com/aaron-siegel/cgsuite');
const solverDir = 'lib/core/src/main/scala/org/cgsuite/core/misere/solver';
const isGitDir = existsSync(path.join(cgsuite, 'HEAD')) && !existsSync(path.join(cgsuite, solverDir));
const source = (name) => (isGitDir
  ? sh('git', ['--git-dir', cgsuite, 'show', `HEAD:${solverDir}/${name}`]).stdout
  : readFileSync(path.join(cgsuite, solverDir, name), 'utf8'));

const build = mkdtempSync(path.join(os.tmpdir(), 'misere-solver-'));
const pkgDir = path.join(build, 'org', 'cgsuite', 'core', 'misere', 'solver');
mkdirSync(pkgDir, { recursive: true });
for (const name of ['BipartiteMonoid', 'CommutativeMonoid', 'DirectSumMonoid', 'ExplicitFiniteMonoid', 'Pretension', 'Relation', 'Word']) {
  writeFileSync(path.join(pkgDir, `${name}.java`), source(`${name}.java`));
}
{
  // The solver itself, its rule read through the interface below.
  let s = source('MisereSolver.java');
  s = s.replace(/import (org\.cgsuite\.core\.impartial|scala)\.[\w.]+;\n/g, '');
  const cut = (from, to, put = '') => {
    const a = s.indexOf(from);
    const b = s.indexOf(to, a);
    if (a < 0 || b < 0) throw new Error(`MisereSolver.java changed shape near ${JSON.stringify(from)}`);
    s = s.slice(0, a) + put + s.slice(b);
  };
  cut('    public MisereSolver(InputStream msvInputStream)', '    public HeapRuleset getRules()');
  cut('    public List<int[]> heapOptions(int heapSize)', '    public void next()',
    '    public List<int[]> heapOptions(int heapSize) {\n        return rules.heapOptions(heapSize);\n    }\n\n');
  s = s.replaceAll('rules.allOptions(heap).isEmpty()', 'rules.heapOptions(heap).isEmpty()');
  writeFileSync(path.join(pkgDir, 'MisereSolver.java'), s);
}
writeFileSync(path.join(pkgDir, 'TimeoutException.java'),
  'package org.cgsuite.core.misere.solver;\nclass TimeoutException extends RuntimeException {}\n');
writeFileSync(path.join(pkgDir, 'HeapRuleset.java'), `package org.cgsuite.core.misere.solver;
import java.util.List;
/** A heap game as the benchmark gives it: each option of a heap, the heaps it leaves. */
public interface HeapRuleset { List<int[]> heapOptions(int n); }
`);
writeFileSync(path.join(pkgDir, 'Bench.java'), `package org.cgsuite.core.misere.solver;
import java.util.*;
/** Q_n of an octal code or Grundy's game, timed; prints |Q|, |P| and seconds. */
public class Bench {
    static HeapRuleset octal(String code) {
        int point = code.indexOf('.');
        boolean splits = point > 0 && code.charAt(0) == '4';
        String digits = code.substring(point + 1);
        return n -> {
            List<int[]> options = new ArrayList<>();
            if (splits) for (int a = 1; 2 * a <= n; a++) options.add(new int[]{a, n - a});
            for (int take = 1; take <= digits.length() && take <= n; take++) {
                int d = digits.charAt(take - 1) - '0', rest = n - take;
                if ((d & 1) != 0 && rest == 0) options.add(new int[0]);
                if ((d & 2) != 0 && rest >= 1) options.add(new int[]{rest});
                if ((d & 4) != 0) for (int a = 1; 2 * a <= rest; a++) options.add(new int[]{a, rest - a});
            }
            return options;
        };
    }
    static HeapRuleset grundy() {
        return n -> {
            List<int[]> options = new ArrayList<>();
            for (int a = 1; 2 * a < n; a++) options.add(new int[]{a, n - a});
            return options;
        };
    }
    public static void main(String[] args) {
        int to = Integer.parseInt(args[1]);
        MisereSolver ms = new MisereSolver(args[0].equals("grundy") ? grundy() : octal(args[0]));
        long start = System.nanoTime();
        while (ms.p.prefn.size() <= to) ms.next();
        double seconds = (System.nanoTime() - start) / 1e9;
        BipartiteMonoid q = ms.p.quotient;
        System.out.println(q.size() + " " + q.pPortionSize() + " " + seconds);
    }
}
`);
console.log(`$ javac (MisereSolver, in ${build})`);
const javaFiles = ['BipartiteMonoid', 'CommutativeMonoid', 'DirectSumMonoid', 'ExplicitFiniteMonoid', 'Pretension', 'Relation', 'Word',
  'MisereSolver', 'TimeoutException', 'HeapRuleset', 'Bench'].map((n) => path.join(pkgDir, `${n}.java`));
sh('javac', ['-nowarn', '-d', path.join(build, 'classes'), ...javaFiles]);

const cli = buildCli();

const misereSolver = ({ code, n }) => {
  const r = sh('java', ['-Xss64m', '-Xmx2g', '-cp', path.join(build, 'classes'), 'org.cgsuite.core.misere.solver.Bench', code, String(n)],
    { timeout, mayFail: true });
  if (r.status !== 0) return { failed: r.signal ? `stopped after ${timeout / 1000} s` : r.stderr.split('\n')[0] || `exit ${r.status}` };
  const [order, p, seconds] = r.stdout.trim().split(' ').map(Number);
  return { order, p, seconds };
};
const native = ({ code, n }) => {
  const r = sh(cli, ['quotient', code, '--to', String(n), '--quiet'], { timeout, mayFail: true });
  const m = r.stdout.match(/has (\d+) elements, (\d+) in P \(([\d.]+) s\)/);
  if (!m) return { failed: r.signal ? `stopped after ${timeout / 1000} s` : (r.stderr || r.stdout).split('\n')[0] || `exit ${r.status}` };
  return { order: Number(m[1]), p: Number(m[2]), seconds: Number(m[3]) };
};
const wasm = ({ code, n }) => {
  const rule = code === 'grundy' ? { game: 'grundy' } : { game: 'octal', code };
  const script = `
import { performance } from 'node:perf_hooks';
const { quotient } = await import(${JSON.stringify(path.join(root, 'www', 'node.js'))});
const start = performance.now();
const q = quotient(${JSON.stringify(rule)}, ${n}, { budget: { work: 1e12 } });
console.log(q.order + ' ' + q.pSize + ' ' + (performance.now() - start) / 1000);`;
  const r = sh(process.execPath, ['--input-type=module', '-e', script], { timeout, mayFail: true });
  if (r.status !== 0) {
    const said = r.stderr.match(/code: '([\w-]+)'/)?.[1] ?? r.stderr.split('\n').find((l) => l.includes('Error'));
    return { failed: r.signal ? `stopped after ${timeout / 1000} s` : said || `exit ${r.status}` };
  }
  const [order, p, seconds] = r.stdout.trim().split(' ').map(Number);
  return { order, p, seconds };
};

const programs = { MisereSolver: misereSolver, 'nimlab CLI': native, 'nimlab wasm': wasm };
const results = [];
for (const c of cases) {
  const row = { ...c };
  for (const [name, run] of Object.entries(programs)) {
    const all = [];
    for (let i = 0; i < runs; i += 1) all.push(run(c));
    const ok = all.filter((x) => !x.failed);
    row[name] = ok.length === all.length
      ? { order: ok[0].order, p: ok[0].p, seconds: median(ok.map((x) => x.seconds)) }
      : { failed: all.find((x) => x.failed).failed };
  }
  const orders = Object.keys(programs).map((k) => row[k]).filter((x) => !x.failed).map((x) => `${x.order}/${x.p}`);
  row.agree = new Set(orders).size <= 1;
  results.push(row);
  const cell = (x) => (x.failed ? x.failed : `${x.seconds.toFixed(3)} s`);
  console.log(`${c.code} to ${c.n}: |Q| ${orders[0] ?? '?'}${row.agree ? '' : ` DISAGREE ${orders.join(' ')}`}; ${Object.keys(programs).map((k) => `${k} ${cell(row[k])}`).join(', ')}`);
}

console.log('\n| rule | n | \\|Q\\| (\\|P\\|) | MisereSolver (Java 17) | nimlab CLI (native) | nimlab wasm, Node |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  // The command line prints milliseconds: 0.000 s is under half of one.
  const cell = (x) => {
    if (x.failed) return x.failed;
    if (x.seconds === 0) return '< 0.5 ms';
    return x.seconds < 0.01 ? `${(x.seconds * 1000).toFixed(1)} ms` : `${x.seconds.toFixed(3)} s`;
  };
  const q = [r.MisereSolver, r['nimlab CLI'], r['nimlab wasm']].find((x) => !x.failed);
  console.log(`| \`${r.code}\` | ${r.n} | ${q ? `${q.order} (${q.p})` : '?'} | ${cell(r.MisereSolver)} | ${cell(r['nimlab CLI'])} | ${cell(r['nimlab wasm'])} |`);
}
mkdirSync(path.join(root, 'test-results'), { recursive: true });
writeFileSync(path.join(root, 'test-results', 'bench-quotient.json'), `${JSON.stringify({ date: new Date().toISOString(), load: os.loadavg(), runs, results }, null, 2)}\n`);
if (results.some((r) => !r.agree)) process.exitCode = 1;
