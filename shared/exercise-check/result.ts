/**
 * What checking a reader's code against an exercise's hidden tests found: the same shape from the page's
 * sandbox (a worker, Pyodide) and from CI's child processes, so the page and the sample checker read one thing.
 */

/** The languages an exercise's starter, tests and solution are written in: the page checks them by running the reader's code with hidden tests. */
export const CHECKED_LANGUAGES = ['js', 'jsx', 'python'] as const;

export type CheckedLanguage = (typeof CHECKED_LANGUAGES)[number];

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
