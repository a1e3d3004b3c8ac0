import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSamples } from '../../../scripts/samples/check-all';
import { extractSamples } from '../../../scripts/note-source/extract-samples';
import { formatFailures, formatTotals } from '../../../scripts/samples/report';
import type { SampleResult } from '../../../scripts/note-source/sample';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const FIXTURES = 'tests/fixtures/samples';

let results: SampleResult[] = [];
let failures: string[] = [];

beforeAll(async () => {
  const files = (await readdir(path.join(ROOT, FIXTURES))).filter((file) => file.endsWith('.md')).sort();
  const samples = (
    await Promise.all(
      files.map(async (file) => extractSamples(`${FIXTURES}/${file}`, await readFile(path.join(ROOT, FIXTURES, file), 'utf8'))),
    )
  ).flat();
  results = await checkSamples(samples, { rootDir: ROOT });
  failures = formatFailures(results);
}, 120_000);

/** The failures reported in one fixture, as `line lang: message` (gcc's quotes vary with the locale). */
function failuresIn(file: string): string[] {
  const prefix = `${FIXTURES}/${file}:`;
  return failures.filter((line) => line.startsWith(prefix)).map((line) => line.slice(prefix.length).replace(/[‘’]/g, "'"));
}

function resultAt(file: string, line: number): SampleResult {
  const result = results.find((candidate) => candidate.sample.file === `${FIXTURES}/${file}` && candidate.sample.line === line);
  if (!result) throw new Error(`no sample at ${file}:${line}`);
  return result;
}

describe('C and C++ samples', () => {
  it('compile with -Wall -Werror, run, and match their output', () => {
    expect(resultAt('c.md', 7)).toMatchObject({ level: 'compiled', ran: true, outputCompared: true, failures: [] });
    expect(resultAt('cpp.md', 5)).toMatchObject({ level: 'compiled', ran: true, outputCompared: true, failures: [] });
  });

  it('fail on a warning, on an undeclared name, and on a fragment that does not parse, at the line of the mistake', () => {
    expect(failuresIn('c.md')).toEqual([
      "25 c: error: unused variable 'unused' [-Werror=unused-variable]",
      '45 c: error: syntax error: expected `;`',
    ]);
    expect(failuresIn('cpp.md')).toEqual([expect.stringMatching(/^24 cpp: error: 'nmae' was not declared in this scope/)]);
  });

  it("prove an exercise's starter prints something else than its solution's output, or the page's Check would pass it", () => {
    expect(resultAt('c-exercises.md', 9)).toMatchObject({ ran: true, failures: [], exercise: { tests: 1, proved: true } });
    expect(resultAt('c-exercises.md', 35)).toMatchObject({ exercise: { tests: 1, proved: false } });
    expect(failuresIn('c-exercises.md')).toEqual([
      "35 c starter: the starter already prints the solution's output: Check would pass before the reader writes anything",
    ]);
  });

  it('compile a sample marked c 23 with the newer standard, and only parse a partial one', async () => {
    const c23 = resultAt('c.md', 32);
    expect(c23).toMatchObject({ level: 'compiled', failures: [] });
    const [asC17] = await checkSamples([{ ...c23.sample, info: { ...c23.sample.info, version: undefined } }], { rootDir: ROOT });
    expect(asC17!.failures).not.toEqual([]);
    expect(resultAt('cpp.md', 28)).toMatchObject({ level: 'parsed', reason: 'partial', failures: [] });
  });
});

describe('Python samples', () => {
  it('compile with python3, run, and match their output', () => {
    expect(resultAt('python.md', 5)).toMatchObject({ level: 'compiled', ran: true, outputCompared: true, failures: [] });
  });

  it('report a mismatching output line, a syntax error, and a crash at the line that raised', () => {
    expect(failuresIn('python.md')).toEqual([
      '24 python: output differs from the text output block at its line 2: expected "grace", printed "GRACE"',
      "30 python: SyntaxError: '(' was never closed",
      expect.stringMatching(/^43 python: error: syntax error/),
      '51 python: run: exited with code 1: ZeroDivisionError: division by zero',
    ]);
  });

  it('parse a python 3.12 sample with a grammar that knows it, as parsed only', () => {
    expect(resultAt('python.md', 35)).toMatchObject({ level: 'parsed', reason: 'python 3.12', failures: [] });
  });
});

describe('Java samples', () => {
  it('compile in one javac run, each in its own package, so two samples may declare the same class', () => {
    expect(resultAt('java.md', 5)).toMatchObject({ level: 'compiled', ran: true, outputCompared: true, failures: [] });
    expect(failuresIn('java.md')[0]).toBe('23 java: error: cannot find symbol (symbol: variable nmae) (location: class Greeting)');
  });

  it('wrap a snippet without a class, and run it', () => {
    expect(resultAt('java.md', 30)).toMatchObject({ level: 'compiled', ran: true, outputCompared: true, failures: [] });
  });

  it('run the samples that compiled even when others did not, and report an exception at the line that threw', () => {
    expect(failuresIn('java.md')[2]).toBe(
      '73 java: run: exited with code 1: Exception in thread "main" java.lang.ArithmeticException: / by zero',
    );
  });

  it('parse java 21 samples with java-parser, as parsed only', () => {
    expect(resultAt('java.md', 50)).toMatchObject({ level: 'parsed', reason: 'java 21', failures: [] });
    expect(failuresIn('java.md')[1]).toMatch(/^66 java: error: expected '\)'/);
  });
});

describe('JavaScript and TypeScript samples', () => {
  it('run js samples, type-check them leniently, and allow an error shown on purpose inside try', () => {
    expect(resultAt('javascript.md', 5)).toMatchObject({ level: 'compiled', ran: true, outputCompared: true, failures: [] });
  });

  it('report a mismatching output, wrong arity, an undefined name, a partial block that does not parse and a throw', () => {
    expect(failuresIn('javascript.md')).toEqual([
      '28 js: output differs from the text output block at its line 1: expected "Cart", printed "CART"',
      '35 js: error TS2554: Expected 0-2 arguments, but got 3.',
      "36 js: error TS2304: Cannot find name 'totl'.",
      '47 js: error TS1128: Declaration or statement expected.',
      "55 js: run: exited with code 1: TypeError: Cannot read properties of undefined (reading 'toFixed')",
    ]);
    expect(resultAt('javascript.md', 39)).toMatchObject({ level: 'parsed', reason: 'partial', failures: [] });
  });

  it('type-check jsx with React types, and hold tsx and ts to strict TypeScript', () => {
    for (const line of [5, 20, 49]) expect(resultAt('react.md', line)).toMatchObject({ level: 'compiled', failures: [] });
    expect(failuresIn('react.md')).toEqual([
      "16 jsx: error TS2304: Cannot find name 'CartItem'.",
      "35 tsx: error TS2322: Type 'string' is not assignable to type 'number'.",
      "64 ts: error TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it('only parse a block that imports a package that is not installed', () => {
    expect(resultAt('react.md', 41)).toMatchObject({ level: 'parsed', reason: 'imports a package that is not installed', failures: [] });
  });

  it('run an mjs sample as an ES module and a cjs one as CommonJS', () => {
    expect(resultAt('modules.md', 5)).toMatchObject({ level: 'compiled', ran: true, outputCompared: true, failures: [] });
    expect(resultAt('modules.md', 16)).toMatchObject({ level: 'compiled', ran: true, outputCompared: true, failures: [] });
    expect(failuresIn('modules.md')).toEqual(["32 cjs: error TS1005: ')' expected."]);
  });
});

describe('markup, style, data and shell samples', () => {
  it('report HTML parse errors, elements left open and end tags that close nothing', () => {
    expect(resultAt('markup.md', 5).failures).toEqual([]);
    expect(failuresIn('markup.md').filter((line) => line.includes(' html: '))).toEqual([
      '24 html: error: <strong> is not closed (or is closed out of order)',
      '24 html: error: </strong> closes no open element',
      '25 html: error: <div> is not closed (or is closed out of order)',
    ]);
    expect(resultAt('markup.md', 28)).toMatchObject({ level: 'parsed', reason: 'partial', failures: [] });
  });

  it('report CSS syntax errors, unknown properties and invalid values, but accept descriptors and var()', () => {
    expect(failuresIn('markup.md').filter((line) => line.includes(' css: '))).toEqual([
      '42 css: error: Colon is expected',
      '48 css: error: invalid value for display: flexbox',
      '49 css: error: Unknown property `colr`',
    ]);
    expect(resultAt('markup.md', 53).failures).toEqual([]);
  });

  it('report JSON, YAML and Dockerfile errors', () => {
    expect(failuresIn('markup.md').filter((line) => / (json|yaml|dockerfile): /.test(line))).toEqual([
      '75 json: error: Expected double-quoted property name',
      '90 yaml: error: All mapping items must start at the same column',
      '102 dockerfile: error: Unknown instruction: COPYY',
      '103 dockerfile: error: Invalid containerPort: http',
    ]);
  });

  it('parse shell with bash -n and run an sh sample', () => {
    expect(failuresIn('shell.md')[0]).toBe('13 bash: error: syntax error: unexpected end of file');
    expect(resultAt('shell.md', 16)).toMatchObject({ level: 'parsed', ran: true, outputCompared: true, failures: [] });
  });
});

describe('flags', () => {
  it('skip a nocheck sample with its reason, and fail one without a reason', () => {
    expect(resultAt('shell.md', 26)).toMatchObject({ level: 'skipped', reason: 'needs a running Docker daemon', failures: [] });
    expect(failuresIn('shell.md')[1]).toBe('30 bash: nocheck needs a reason: `nocheck: <why this sample cannot be checked>`');
  });

  it('count text as not code, and report an orphan output block, run with partial, a misspelt flag, an unknown language and run on css', () => {
    expect(resultAt('flags.md', 7)).toMatchObject({ level: 'not-code', failures: [] });
    expect(resultAt('flags.md', 11)).toMatchObject({ level: 'not-code', failures: [] });
    expect(failuresIn('flags.md')).toEqual([
      '15 text: a `text output` block must come right after the `run` block whose output it shows',
      '19 python: a sample is either a whole program (run) or partial, not both',
      '23 js: unknown flag "runn" in the info string (the flags are run, partial, solution, starter, test, predict, a version, nocheck: <reason> and unchecked: <reason>)',
      '27 rust: no checker knows rust: use a checked language, `text`, or `nocheck: <reason>`',
      '31 css: run: the checker cannot run css samples',
      // A language named like a property every object has is unknown too.
      '35 constructor: no checker knows constructor: use a checked language, `text`, or `nocheck: <reason>`',
    ]);
  });
});

describe('exercise solutions', () => {
  it('are checked like any sample: a right run solution runs and matches its output, a partial one is parsed', () => {
    expect(resultAt('solutions.md', 9)).toMatchObject({ level: 'compiled', ran: true, outputCompared: true, failures: [] });
    expect(resultAt('solutions.md', 25)).toMatchObject({ level: 'compiled', ran: true, outputCompared: true, failures: [] });
    expect(resultAt('solutions.md', 54)).toMatchObject({ level: 'parsed', reason: 'partial', failures: [] });
  });

  it('fail at the line of the solution block, named as a solution, with the line of the mistake after the message', () => {
    expect(failuresIn('solutions.md')).toEqual([
      `35 python solution: output differs from the text output block at its line 1: expected "['kiwi', 'fig', 'banana']", printed "['fig', 'kiwi', 'banana']" (line 41)`,
      "46 js solution: error TS2552: Cannot find name 'totl'. Did you mean 'total'? (line 49)",
    ]);
  });

  it('are counted apart in the report', () => {
    expect(formatTotals(results)).toContain('solutions: 7, 2 failed (5 ran with their output compared).');
    expect(formatTotals(results)).toContain('C and C++ exercise checks by output: 2, 1 failed.');
  });
});

describe('the report', () => {
  it('ends with the totals by language, why samples were only parsed, the skipped ones and the count of failures', () => {
    const totals = formatTotals(results);
    expect(totals[0]).toMatch(/^language +samples +compiled +parsed +ran +output compared +skipped +failed$/);
    expect(totals).toContainEqual(expect.stringMatching(/^java +6 +4 +2 +3 +2 +0 +3$/));
    expect(totals).toContainEqual(expect.stringMatching(/^not code +\d+ +0 +0 +0 +0 +0 +3$/));
    expect(totals).toContain('Parsed only: partial 8, java 21 1, python 3.12 2, imports a package that is not installed 1.');
    expect(totals).toContain('  tests/fixtures/samples/shell.md:26 bash: needs a running Docker daemon');
    expect(totals.at(-1)).toMatch(/^\d+ samples failed \(\d+ failures\)\.$/);
  });
});
