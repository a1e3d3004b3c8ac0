/**
 * What checking a reader's code against an exercise's hidden tests found: the same shape from the page's
 * sandbox (a worker, Pyodide) and from CI's child processes, so the page and the sample checker read one thing.
 */

/** The languages whose exercises have hidden tests: the page runs the reader's code with them. */
export const TESTED_LANGUAGES = ['js', 'jsx', 'python'] as const;

/** The languages whose exercises are checked by what the reader's program prints: the solution's proven output. */
export const OUTPUT_CHECKED_LANGUAGES = ['c', 'cpp'] as const;

/** The languages of checked exercises: by hidden tests, or (C and C++) by their output, which stands in the check's `tests`. */
export const CHECKED_LANGUAGES = [...TESTED_LANGUAGES, ...OUTPUT_CHECKED_LANGUAGES] as const;

export type CheckedLanguage = (typeof CHECKED_LANGUAGES)[number];

/** Whether an exercise in `lang` is checked by its output, not by tests. */
export const checkedByOutput = (lang: string): lang is (typeof OUTPUT_CHECKED_LANGUAGES)[number] =>
  (OUTPUT_CHECKED_LANGUAGES as readonly string[]).includes(lang);

/** The one test of an output check, as the reader reads it. */
export const OUTPUT_TEST_NAME = 'prints what the exercise asks for';

/** The error's name when C or C++ code does not compile (its report comes with the check). */
export const COMPILE_ERROR = 'Compile error';

/** One test of the exercise's test fence, in the order it was declared. */
export interface TestResult {
  /** What the reader sees: the JavaScript test's name, the Python test's docstring (else its function name). */
  name: string;
  passed: boolean;
  /** A failed comparison: the value the test wanted and the value the code gave, described the same way everywhere. */
  expected?: string;
  actual?: string;
  /** Why a test failed: the assertion's message, or the error thrown (`TypeError: sumEven is not a function`). */
  message?: string;
  /** The line in the reader's code the failure was thrown from, when it was thrown there. */
  line?: number;
}

/** An error that stopped the code before the tests could run. */
export interface CodeError {
  /** `SyntaxError`, `TypeError`, `ZeroDivisionError`… */
  name: string;
  message: string;
  /** The line in the reader's code (1-based), when the error names one. */
  line?: number;
  /** Whose code failed: the reader's (the usual case) or the exercise's tests (the author's mistake). */
  in: 'code' | 'tests';
}

/**
 * The run's outcome: `ran` (every test has a result), `error` (the reader's code, or the tests, did not run:
 * a syntax or runtime error), `timeout` (stopped by the time limit; the tests that finished before are kept).
 * `output` is what the code printed (console.log / print), one line per call, without a trailing newline.
 */
export type CheckResult =
  | { outcome: 'ran'; tests: TestResult[]; output: string }
  | { outcome: 'error'; error: CodeError; tests: TestResult[]; output: string }
  | { outcome: 'timeout'; tests: TestResult[]; output: string };

/** How long a check may take, from the moment the reader's code starts (the runtime's own start-up aside). */
export const CHECK_TIME_LIMIT_MS = 5000;

/** Whether every test ran and passed (a check with no tests never passes). */
export function allPassed(result: CheckResult): boolean {
  return result.outcome === 'ran' && result.tests.length > 0 && result.tests.every((test) => test.passed);
}
