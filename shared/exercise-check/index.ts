/**
 * Checking a reader's code against an exercise's hidden tests, for the page (a Web Worker; Pyodide for Python)
 * and for CI (scripts/samples/check-exercises.ts). JavaScript: runJsCheck, with createReactKit for `jsx`.
 * Python: harness.py, read as text (`?raw` in the page), then `await run_check_json(code, tests, on_test_json)`.
 */
export { assert, AssertionFailure, type Assert } from './assert.ts';
export { describeValue } from './describe.ts';
export { createReactKit, type ReactDeps, type ReactKit, type RenderResult } from './react-kit.ts';
export { allPassed, CHECK_TIME_LIMIT_MS, type CheckLanguage, type CheckResult, type CodeError, type TestResult } from './result.ts';
export { CHECK_FILE, runJsCheck, type JsCheckOptions } from './run-js.ts';
