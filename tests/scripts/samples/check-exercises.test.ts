import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSamples } from '../../../scripts/samples/check-all';
import { findExercises } from '../../../scripts/samples/check-exercises';
import { extractSamples } from '../../../scripts/note-source/extract-samples';
import { formatFailures, formatTotals } from '../../../scripts/samples/report';
import type { Sample, SampleResult } from '../../../scripts/note-source/sample';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const FILE = 'tests/fixtures/exercises/exercises.md';

let samples: Sample[] = [];
let results: SampleResult[] = [];
let failures: string[] = [];

beforeAll(async () => {
  samples = extractSamples(FILE, await readFile(path.join(ROOT, FILE), 'utf8'));
  results = await checkSamples(samples, { rootDir: ROOT });
  failures = formatFailures(results).map((line) => line.slice(`${FILE}:`.length));
}, 180_000);

const at = (line: number) => failures.filter((failure) => failure.startsWith(`${line} `));

describe('the proof of an exercise’s tests', () => {
  it('finds each exercise’s starter, test and solution under its heading', () => {
    const { exercises } = findExercises(samples);
    expect(
      exercises.map(({ language, starter, test, solution }) => [
        language,
        ...[starter, test, solution].map((index) => samples[index]!.line),
      ]),
    ).toEqual([
      ['js', 11, 17, 26],
      ['js', 39, 45, 51],
      ['python', 59, 64, 74],
      ['js', 81, 85, 97],
      ['python', 105, 110, 120],
      ['python', 133, 138, 143],
      ['jsx', 150, 156, 165],
      ['js', 205, 212, 218],
      ['python', 224, 230, 235],
      ['js', 242, 247, 253],
    ]);
  });

  it('passes honest exercises: tests pass on the solution twice and fail on the starter (js, python, jsx)', () => {
    for (const line of [17, 110, 156]) {
      expect(at(line)).toEqual([]);
      expect(results.find((result) => result.sample.line === line)).toMatchObject({ ran: true, exercise: { proved: true } });
    }
    expect(results.find((result) => result.sample.line === 17)!.exercise).toEqual({ tests: 2, proved: true });
  });

  it('catches tests that pass on the starter', () => {
    expect(at(45)).toEqual(['45 js test: every test passes on the starter: the tests check nothing the task asks']);
  });

  it('catches a test that fails on the solution, naming it with the values', () => {
    expect(at(64)).toEqual(['64 python test: test "double(3) is 7" fails on the solution: expected 7, got 6']);
  });

  it('catches a flaky test: two runs of the solution differ', () => {
    expect(at(85)).toContainEqual(
      expect.stringMatching(/^85 js test: the tests give different results on two runs of the solution: test "coin \d+" (passed|failed)/),
    );
  });

  it('catches a starter that does not run: a syntax error where it is compiled, a runtime error at its line', () => {
    expect(at(134)).toEqual(["134 python starter: SyntaxError: expected ':'"]);
    expect(at(244)).toEqual(["244 js starter: the starter does not run: TypeError: Cannot read properties of null (reading 'reduce')"]);
  });

  it('stops an endless loop at the time limit, in the node child and in the python child', () => {
    expect(at(205)).toEqual(['205 js starter: the check of the starter did not finish in 5 s']);
    expect(at(224)).toEqual(['224 python starter: the check of the starter did not finish in 5 s']);
  });

  it('reports a test fence that makes no exercise, and counts the exercise checks', () => {
    expect(at(195)).toEqual(['195 js test: an exercise with tests needs one starter fence (```<lang> starter) under its heading, not 0']);
    expect(formatTotals(results)).toContain('exercise checks: 11 (33 tests), 8 failed.');
  });

  it('checks a predict block as a run sample', () => {
    expect(results.find((result) => result.sample.line === 181)).toMatchObject({ ran: true, outputCompared: true, failures: [] });
  });
});
