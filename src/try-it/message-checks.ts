import type { RunPlan } from '../../shared/code-annotations';
import { CHECKED_LANGUAGES, type CheckResult, type CodeError, type TestResult } from '../../shared/exercise-check/result';
import { CLANG_FILES } from '../../shared/c-family-runtime';
import { PYODIDE_FILES } from '../../shared/python-runtime';
import type { Diagnostic } from './c-family/diagnostics';
import type { FromSandbox, FromWorker, RunError, ToSandbox } from './messages';

/**
 * Shape checks for messages across the sandbox's boundary: the reader's code can post anything, so a
 * message is used only in exactly the shape its type promises.
 */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isRunId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isOptional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);
const isString = (value: unknown): value is string => typeof value === 'string';

const PLAN_KINDS: readonly RunPlan['kind'][] = ['script', 'module', 'python', 'html', 'css', 'react', 'c', 'cpp'];
/** A `-std=` value: it goes on the compiler's command line. */
const STANDARD = /^(?:c|c\+\+|gnu|gnu\+\+)\d[\dx]$/;
const SYNTAXES: readonly unknown[] = ['ts', 'jsx', 'tsx'];
/** `default`, or the identifier a React sample exports its component as: it is put into code. */
const COMPONENT = /^[A-Za-z_$][\w$]*$/;

function isRunError(value: unknown): value is RunError {
  return isRecord(value) && isString(value.name) && isString(value.message) && isOptional(value.line, isRunId);
}

function isRunPlan(value: unknown): value is RunPlan {
  return (
    isRecord(value) &&
    PLAN_KINDS.includes(value.kind as RunPlan['kind']) &&
    isOptional(value.syntax, (syntax) => SYNTAXES.includes(syntax)) &&
    isOptional(value.html, (html) => Number.isSafeInteger(html)) &&
    isOptional(value.component, (component) => isString(component) && COMPONENT.test(component)) &&
    isOptional(value.standard, (standard) => isString(standard) && STANDARD.test(standard)) &&
    isOptional(value.stdin, (stdin) => stdin === true)
  );
}

function isDiagnostic(value: unknown): value is Diagnostic {
  return (
    isRecord(value) &&
    isRunId(value.line) &&
    isRunId(value.column) &&
    ['error', 'warning', 'note'].includes(value.severity as string) &&
    isString(value.message)
  );
}

function isTestResult(value: unknown): value is TestResult {
  return (
    isRecord(value) &&
    isString(value.name) &&
    typeof value.passed === 'boolean' &&
    isOptional(value.expected, isString) &&
    isOptional(value.actual, isString) &&
    isOptional(value.message, isString) &&
    isOptional(value.line, isRunId)
  );
}

function isCodeError(value: unknown): value is CodeError {
  return isRunError(value) && ['code', 'tests'].includes((value as { in?: unknown }).in as string);
}

function isCheckResult(value: unknown): value is CheckResult {
  if (!isRecord(value) || !Array.isArray(value.tests) || !value.tests.every(isTestResult) || !isString(value.output)) return false;
  if (value.outcome === 'error') return isCodeError(value.error);
  return value.outcome === 'ran' || value.outcome === 'timeout';
}

/** What a run's worker may tell its frame: everything a frame says but `ready` and `height`. */
export function isFromWorker(value: unknown): value is FromWorker {
  if (!isRecord(value) || !isRunId(value.id)) return false;
  switch (value.type) {
    case 'output':
      return isString(value.text) && (value.stream === 'stdout' || value.stream === 'stderr');
    case 'status':
      return value.status === 'loading' || value.status === 'compiling' || value.status === 'running';
    case 'compiled':
      return (
        Array.isArray(value.diagnostics) &&
        value.diagnostics.every(isDiagnostic) &&
        isString(value.report) &&
        typeof value.linked === 'boolean'
      );
    case 'error':
      return isRunError(value.error);
    case 'done':
      return (
        isOptional(value.truncated, (truncated) => typeof truncated === 'boolean') &&
        isOptional(value.exitCode, (code) => Number.isSafeInteger(code)) &&
        isOptional(value.crash, isString)
      );
    case 'test':
      return isTestResult(value.result);
    case 'checked':
      return isCheckResult(value.result);
    default:
      return false;
  }
}

export function isFromSandbox(value: unknown): value is FromSandbox {
  if (!isRecord(value)) return false;
  if (value.type === 'ready') return true;
  if (value.type === 'height')
    return isRunId(value.id) && typeof value.height === 'number' && Number.isFinite(value.height) && value.height >= 0;
  return isFromWorker(value);
}

export function isToSandbox(value: unknown): value is ToSandbox {
  if (isRecord(value) && value.type === 'python-runtime')
    return isRecord(value.files) && PYODIDE_FILES.every((file) => (value.files as Record<string, unknown>)[file] instanceof ArrayBuffer);
  if (isRecord(value) && value.type === 'c-family-runtime')
    return isRecord(value.files) && CLANG_FILES.every((file) => (value.files as Record<string, unknown>)[file] instanceof ArrayBuffer);
  if (!isRecord(value) || !isRunId(value.id)) return false;
  if (value.type === 'stop') return true;
  if (value.type === 'check')
    return CHECKED_LANGUAGES.includes(value.lang as (typeof CHECKED_LANGUAGES)[number]) && isString(value.code) && isString(value.tests);
  return (
    value.type === 'run' &&
    isRunPlan(value.plan) &&
    isString(value.code) &&
    isOptional(value.html, isString) &&
    isOptional(value.stdin, isString)
  );
}
