import type { RunPlan } from '../../shared/code-annotations';
import type { CheckedLanguage, CheckResult, TestResult } from '../../shared/exercise-check/result';
import type { CFamilyRuntime } from '../../shared/c-family-runtime';
import type { PythonRuntime } from '../../shared/python-runtime';
import type { Diagnostic } from './c-family/diagnostics';

/**
 * What the page asks of its sandbox frame: a run of a code block (a C or C++ program with what it reads on standard
 * input), a check of an exercise's answer, or a stop; before its first Python or C/C++ run, that runtime's files.
 */
export type ToSandbox =
  | { type: 'run'; id: number; plan: RunPlan; code: string; html?: string; stdin?: string }
  | { type: 'check'; id: number; lang: CheckedLanguage; code: string; tests: string }
  | { type: 'stop'; id: number }
  | { type: 'python-runtime'; files: PythonRuntime }
  | { type: 'c-family-runtime'; files: CFamilyRuntime };

/** What the sandbox frame tells the page about a run. */
export type FromSandbox =
  | { type: 'ready' }
  | { type: 'output'; id: number; text: string; stream: 'stdout' | 'stderr' }
  /** A runtime loading (Python, the C/C++ compiler), a C/C++ compile, or the run itself starting: the 5 s limit counts from `running`. */
  | { type: 'status'; id: number; status: 'loading' | 'compiling' | 'running' }
  /** A C/C++ compile's diagnostics about the reader's code and its report as a terminal shows it; `linked`: the program runs next. */
  | { type: 'compiled'; id: number; diagnostics: Diagnostic[]; report: string; linked: boolean }
  | { type: 'error'; id: number; error: RunError }
  /** A C/C++ program's end: its exit code, or the trap that stopped it (abort(), a bad memory access). */
  | { type: 'done'; id: number; truncated?: boolean; exitCode?: number; crash?: string }
  | { type: 'height'; id: number; height: number }
  /** A check's test that has finished (kept if the check then runs out of time), and the check's whole result. */
  | { type: 'test'; id: number; result: TestResult }
  | { type: 'checked'; id: number; result: CheckResult };

/** An uncaught error of the reader's code, as the Output region shows it. */
export interface RunError {
  /** `TypeError`, `ZeroDivisionError`, or `Uncaught` for a thrown value that is not an error. */
  name: string;
  message: string;
  /** The line in the reader's code, when the stack names one. */
  line?: number;
}

/** What the sandbox's worker tells the sandbox page (and the page, forwarded). */
export type FromWorker = Exclude<FromSandbox, { type: 'ready' } | { type: 'height' }>;

/** What the sandbox page asks of its worker: a run, or with `tests`, a check of the code against them. */
export interface ToWorker {
  id: number;
  kind: 'script' | 'module' | 'python';
  code: string;
  tests?: string;
  /** The Python check's harness (shared/exercise-check/harness.py), which the page's bundler gives as text. */
  harness?: string;
  /** The Python runtime's files, for a Python run. */
  python?: PythonRuntime;
}

/** How long a run may take before it is stopped. */
export const RUN_TIMEOUT_MS = 5000;
