import path from 'node:path';
import type { CheckContext } from './check-context.ts';
import type { ExerciseJob } from './exercise-child.ts';
import { runProcess } from './run-process.ts';
import {
  CHECK_TIME_LIMIT_MS,
  checkedByOutput,
  type TESTED_LANGUAGES,
  type CheckResult,
  type TestResult,
} from '../../shared/exercise-check/result.ts';
import { noteLine, type Failure, type Outcome, type Sample } from '../note-source/sample.ts';

const HARNESS = path.join(import.meta.dirname, '..', '..', 'shared', 'exercise-check', 'harness.py');
const CHILD = path.join(import.meta.dirname, 'exercise-child.ts');
const LANGUAGES = new Set<string>(['js', 'jsx', 'python']);

/** An exercise with hidden tests: the indexes of its starter, test and solution fences among the samples. */
export interface Exercise {
  language: (typeof TESTED_LANGUAGES)[number];
  starter: number;
  test: number;
  solution: number;
}

/** An exercise's check: its tests on the solution, and whether they were proved honest. */
export type ExerciseCheck = NonNullable<Outcome['exercise']>;

export interface ExerciseProof {
  /** What the proof found, by sample index (the test fence, the starter or the solution). */
  failures: Map<number, Failure[]>;
  /** Each exercise's check, by the index of its test fence: its tests on the solution, and whether it was proved honest. */
  checked: Map<number, ExerciseCheck>;
}

/** The exercises with a test fence: one starter, test and solution in one language under a heading; other fences are reported. */
export function findExercises(samples: readonly Sample[]): { exercises: Exercise[]; failures: Map<number, Failure[]> } {
  const failures = new Map<number, Failure[]>();
  const fail = (index: number, message: string) =>
    failures.set(index, [...(failures.get(index) ?? []), { line: samples[index]!.line, message }]);
  const groups = new Map<string, number[]>();
  samples.forEach((sample, index) => {
    if (!sample.info.starter && !sample.info.test && !sample.info.solution) return;
    const key = `${sample.file}\n${sample.headingLine ?? 0}`;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const exercises: Exercise[] = [];
  for (const group of groups.values()) {
    const [starters, tests, solutions] = (['starter', 'test', 'solution'] as const).map((word) =>
      group.filter((index) => samples[index]!.info[word]),
    ) as [number[], number[], number[]];
    if (tests.length === 0) {
      // A C or C++ starter is checked by its output instead (check-c-family.ts).
      for (const starter of starters.filter((index) => !checkedByOutput(samples[index]!.info.lang)))
        fail(starter, 'a starter needs a test fence (```<lang> test) in its exercise');
      continue;
    }
    const test = tests[0]!;
    for (const extra of tests.slice(1)) fail(extra, 'an exercise has one test fence: this is a second one');
    if (starters.length !== 1)
      fail(test, `an exercise with tests needs one starter fence (\`\`\`<lang> starter) under its heading, not ${starters.length}`);
    if (solutions.length !== 1) fail(test, `an exercise with tests needs one solution fence under its heading, not ${solutions.length}`);
    if (starters.length !== 1 || solutions.length !== 1) continue;
    const language = samples[test]!.info.lang;
    if (!LANGUAGES.has(language)) {
      fail(test, `exercise checks are written in js, jsx or python, not ${language}`);
      continue;
    }
    const others = [starters[0]!, solutions[0]!].filter((index) => samples[index]!.info.lang !== language);
    for (const other of others) fail(other, `the starter, the tests and the solution are in one language: the tests are ${language}`);
    if (others.length === 0)
      exercises.push({ language: language as Exercise['language'], starter: starters[0]!, test, solution: solutions[0]! });
  }
  return { exercises, failures };
}

/** Proves each exercise's tests honest: all pass on the solution twice alike, one fails on the starter (js in node children, python in python3). */
export async function proveExercises(samples: readonly Sample[], context: CheckContext): Promise<ExerciseProof> {
  const { exercises, failures } = findExercises(samples);
  const checked = new Map<number, ExerciseCheck>();
  const count = (exercise: Exercise) =>
    [exercise.test, exercise.solution, exercise.starter].reduce((total, index) => total + (failures.get(index)?.length ?? 0), 0);
  /** A failure at a sample's fence, or at a line of its code. */
  const fail = (index: number, message: string, codeLine?: number) => {
    const line = codeLine ? noteLine(samples[index]!, codeLine) : samples[index]!.line;
    failures.set(index, [...(failures.get(index) ?? []), { line, message }]);
  };

  const jobs = exercises.flatMap((exercise) =>
    [exercise.solution, exercise.solution, exercise.starter].map((code) => ({
      language: exercise.language,
      code: samples[code]!.code,
      tests: samples[exercise.test]!.code,
    })),
  );
  const results = await runJobs(jobs, context);

  exercises.forEach((exercise, at) => {
    const [first, second, starter] = results.slice(at * 3, at * 3 + 3) as [CheckResult, CheckResult, CheckResult];
    const solution = samples[exercise.solution]!;
    const before = count(exercise);

    // On the solution: everything runs and every test passes; a syntax error is reported where the sample is compiled.
    const compiledAlready = (result: CheckResult) =>
      result.outcome === 'error' && result.error.in === 'code' && result.error.name === 'SyntaxError';
    if (compiledAlready(first)) {
      // Reported where the sample is compiled.
    } else if (first.outcome === 'error') {
      const { error } = first;
      const whose = error.in === 'code' ? 'the solution does not run with the tests' : 'the tests do not run on the solution';
      fail(exercise[error.in === 'code' ? 'solution' : 'test'], `${whose}: ${error.name}: ${error.message}`, error.line);
    } else if (first.outcome === 'timeout') {
      fail(exercise.solution, `the check of the solution did not finish in ${CHECK_TIME_LIMIT_MS / 1000} s`);
    } else if (first.tests.length === 0) {
      fail(exercise.test, 'the test fence declares no tests (JavaScript: test("name", () => {...}); Python: def test_...():)');
    }
    for (const failed of first.tests.filter((result) => !result.passed)) {
      fail(exercise.test, `test ${JSON.stringify(failed.name)} fails on the solution: ${why(failed, solution)}`);
    }
    // Twice on the solution: the same results (no randomness, time or order in the tests).
    const difference = compareRuns(first, second);
    if (difference) fail(exercise.test, `the tests give different results on two runs of the solution: ${difference}`);

    // On the starter: it runs, and at least one test fails.
    const broken = compiledAlready(first) || compiledAlready(starter);
    if (compiledAlready(starter)) {
      // Reported where the sample is compiled.
    } else if (starter.outcome === 'error' && starter.error.in === 'code') {
      fail(exercise.starter, `the starter does not run: ${starter.error.name}: ${starter.error.message}`, starter.error.line);
    } else if (starter.outcome === 'error') {
      fail(
        exercise.test,
        `the tests do not run on the starter: ${starter.error.name}: ${starter.error.message} (a test fence's top level must not use what the reader writes: do it inside test())`,
      );
    } else if (starter.outcome === 'timeout') {
      fail(exercise.starter, `the check of the starter did not finish in ${CHECK_TIME_LIMIT_MS / 1000} s`);
    } else if (starter.tests.length > 0 && starter.tests.every((result) => result.passed)) {
      fail(exercise.test, 'every test passes on the starter: the tests check nothing the task asks');
    }
    checked.set(exercise.test, { tests: first.tests.length, proved: !broken && count(exercise) === before });
  });
  return { failures, checked };
}

/** Why a test failed: `expected 0, got undefined`, or the assertion's message or the error, with the solution's line. */
function why(result: TestResult, solution: Sample): string {
  const said = result.expected !== undefined ? `expected ${result.expected}, got ${result.actual}` : (result.message ?? 'failed');
  const extra =
    result.expected !== undefined && result.message && !/^the values (differ|are equal)$/.test(result.message)
      ? ` (${result.message})`
      : '';
  return `${said}${extra}${result.line ? ` (thrown at line ${noteLine(solution, result.line)})` : ''}`;
}

function compareRuns(first: CheckResult, second: CheckResult): string | undefined {
  if (first.outcome !== second.outcome) return `first ${first.outcome}, then ${second.outcome}`;
  const names = new Set([...first.tests, ...second.tests].map((test) => test.name));
  for (const name of names) {
    const [a, b] = [first.tests.find((test) => test.name === name), second.tests.find((test) => test.name === name)];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    const state = (test: TestResult | undefined) =>
      !test ? 'did not run' : test.passed ? 'passed' : `failed (${test.expected !== undefined ? `got ${test.actual}` : test.message})`;
    return `test ${JSON.stringify(name)} ${state(a)}, then ${state(b)}`;
  }
  return undefined;
}

/** Runs every check: JavaScript in a few node children (one per core), Python in a python3 child each. */
async function runJobs(
  jobs: readonly (ExerciseJob | { language: 'python'; code: string; tests: string })[],
  context: CheckContext,
): Promise<CheckResult[]> {
  const node = jobs.filter((job): job is ExerciseJob => job.language !== 'python');
  const nodeResults = node.length > 0 ? runNodeJobs(node, context) : Promise.resolve([]);
  return Promise.all(
    jobs.map((job) =>
      job.language === 'python' ? context.limit(() => runPythonJob(job)) : nodeResults.then((all) => all[node.indexOf(job)]!),
    ),
  );
}

async function runPythonJob(job: { code: string; tests: string }): Promise<CheckResult> {
  // The harness stops the reader's code itself; this only ends a process stuck in one long C call.
  const result = await runProcess('python3', [HARNESS], {
    input: JSON.stringify({ ...job, time_limit_ms: CHECK_TIME_LIMIT_MS }),
    timeoutMs: CHECK_TIME_LIMIT_MS + 30_000,
  });
  const tests: TestResult[] = [];
  for (const line of result.stdout.split('\n').filter(Boolean)) {
    const record = JSON.parse(line) as { test?: TestResult; result?: CheckResult };
    if (record.result) return record.result;
    if (record.test) tests.push(record.test);
  }
  if (result.timedOut) return { outcome: 'timeout', tests, output: '' };
  const message = result.startError ?? (result.stderr.trim().split('\n').at(-1) || `python3 exited with code ${result.code}`);
  return { outcome: 'error', error: { name: 'Error', message: `the Python check failed: ${message}`, in: 'tests' }, tests, output: '' };
}

async function runNodeJobs(jobs: readonly ExerciseJob[], context: CheckContext): Promise<CheckResult[]> {
  const dir = await context.tempDir('exercises');
  const bundle = path.join(dir, 'exercise-child.cjs');
  // esbuild is loaded only when a note has JavaScript exercises.
  const { buildSync } = await import('esbuild');
  buildSync({
    entryPoints: [CHILD],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    outfile: bundle,
    target: 'node20',
    logLevel: 'error',
  });
  const chunks = Array.from({ length: Math.min(context.concurrency, jobs.length) }, (_, chunk) =>
    jobs.flatMap((job, index) => (index % context.concurrency === chunk ? [{ job, index }] : [])),
  );
  const results: CheckResult[] = [];
  await Promise.all(
    chunks.map(async (chunk) => {
      const ran = await context.limit(() =>
        runProcess(process.execPath, [bundle], {
          input: JSON.stringify(chunk.map(({ job }) => job)),
          env: { NODE_PATH: path.join(context.rootDir, 'node_modules') },
          // Each check is stopped at its own limit; this only ends a child that broke.
          timeoutMs: chunk.length * (CHECK_TIME_LIMIT_MS + 15_000),
        }),
      );
      const done = new Map<number, CheckResult>();
      for (const line of ran.stdout.split('\n').filter(Boolean)) {
        const record = JSON.parse(line) as { index: number; result: CheckResult };
        done.set(record.index, record.result);
      }
      const lost = ran.startError ?? (ran.stderr.trim().split('\n').at(-1) || `node exited with code ${ran.code}`);
      chunk.forEach(({ index }, at) => {
        results[index] = done.get(at) ?? {
          outcome: 'error',
          error: { name: 'Error', message: `the JavaScript check failed: ${lost}`, in: 'tests' },
          tests: [],
          output: '',
        };
      });
    }),
  );
  return results;
}
