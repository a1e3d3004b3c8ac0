/// <reference lib="webworker" />
import { formatWithOptions, inspect } from 'node-inspect-extracted';
import { transform } from 'sucrase';
import type { CheckResult, TestResult } from '../../shared/exercise-check/result';
import { runJsCheck } from '../../shared/exercise-check/run-js';
import type { PyodideFile, PythonRuntime } from '../../shared/python-runtime';
import type { FromWorker, RunError, ToWorker } from './messages';
import { fitOutput, type Printed } from './output-limit';
import { errorOf, jsErrorLine, PYTHON_FILE, pythonError } from './run-errors';

/**
 * Runs the reader's code off the frame's main thread, so an endless loop freezes nothing; each JavaScript
 * run gets a worker, while the Python worker keeps Pyodide loaded between runs. A message with `tests` is a
 * check: the code runs with the exercise's tests (shared/exercise-check/), and the result is posted whole.
 */
declare const self: DedicatedWorkerGlobalScope;

const post = (message: FromWorker) => self.postMessage(message);
let current = 0;
let printed: Printed = { lines: 0, characters: 0 };
let over = false;

/** Sends printed text on, up to the output limit; past it, the run ends as Node.js's would if killed. */
function write(text: string, stream: 'stdout' | 'stderr') {
  if (over) return;
  const fitted = fitOutput(printed, text);
  printed = fitted.printed;
  if (fitted.text) post({ type: 'output', id: current, text: fitted.text, stream });
  if (fitted.over) {
    over = true;
    post({ type: 'done', id: current, truncated: true });
    self.close();
  }
}

// console.log and its kin print as Node.js's console does: util.format, then a new line.
const print =
  (stream: 'stdout' | 'stderr') =>
  (...values: unknown[]) =>
    write(`${formatWithOptions({}, ...values)}\n`, stream);
Object.assign(console, {
  log: print('stdout'),
  info: print('stdout'),
  debug: print('stdout'),
  error: print('stderr'),
  warn: print('stderr'),
  trace: print('stderr'),
  dir: (value: unknown, options?: object) => write(`${inspect(value, { customInspect: false, ...options })}\n`, 'stdout'),
});

/**
 * A run of JavaScript ends when its code has run and no timer is left, as a Node.js process
 * exits when its event loop is empty; so the worker counts the timers the code sets.
 */
const timers = new Set<number>();
let evaluated = false;
let finished = false;
const [realSetTimeout, realClearTimeout, realSetInterval, realClearInterval] = [setTimeout, clearTimeout, setInterval, clearInterval];

/** The tests of the JavaScript check this worker runs, as they finish; undefined for a plain run. */
let checked: TestResult[] | undefined;

function finish(error?: RunError) {
  if (finished) return;
  finished = true;
  // An error the reader's code throws later (in a timer, a rejected promise) ends a check as it ends a run.
  if (error && checked)
    post({ type: 'checked', id: current, result: { outcome: 'error', error: { ...error, in: 'code' }, tests: checked, output: '' } });
  else if (error) post({ type: 'error', id: current, error });
  post({ type: 'done', id: current });
  self.close();
}

/** Looks again once the microtasks queued so far have run: they may set new timers. */
function settleLater() {
  realSetTimeout(() => {
    if (evaluated && timers.size === 0) finish();
  }, 0);
}

function guarded(callback: unknown, args: unknown[]) {
  try {
    if (typeof callback === 'function') (callback as (...values: unknown[]) => unknown)(...args);
  } catch (error) {
    finish(errorOf(error, jsErrorLine));
  }
}

Object.assign(self, {
  setTimeout: (callback: unknown, delay?: number, ...args: unknown[]) => {
    const id: number = realSetTimeout(() => {
      timers.delete(id);
      guarded(callback, args);
      settleLater();
    }, delay);
    timers.add(id);
    return id;
  },
  clearTimeout: (id: number) => {
    timers.delete(id);
    realClearTimeout(id);
    settleLater();
  },
  setInterval: (callback: unknown, delay?: number, ...args: unknown[]) => {
    const id: number = realSetInterval(() => {
      guarded(callback, args);
      settleLater();
    }, delay);
    timers.add(id);
    return id;
  },
  clearInterval: (id: number) => {
    timers.delete(id);
    realClearInterval(id);
    settleLater();
  },
});

// Node.js ends the process on an unhandled rejection, printing the error: so does the run.
self.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  finish(errorOf(event.reason, jsErrorLine));
});

/** The reader's code in the syntax the browser runs: TypeScript removed, lines kept (sucrase keeps them). */
function plainJavaScript(code: string, typescript: boolean): string {
  return transform(code, { transforms: typescript ? ['typescript'] : [], disableESTransforms: true }).code;
}

async function checkJavaScript(code: string, tests: string) {
  post({ type: 'status', id: current, status: 'running' });
  const results: TestResult[] = (checked = []);
  const result = await runJsCheck(code, tests, {
    language: 'js',
    transform: (source) => plainJavaScript(source, false),
    console,
    onTest: (test) => {
      results.push(test);
      post({ type: 'test', id: current, result: test });
    },
  });
  if (finished) return;
  finished = true;
  post({ type: 'checked', id: current, result });
  post({ type: 'done', id: current });
  self.close();
}

async function runJavaScript(message: ToWorker & { typescript: boolean }) {
  post({ type: 'status', id: current, status: 'running' });
  try {
    const code = plainJavaScript(message.code, message.typescript);
    if (message.kind === 'module') {
      const url = URL.createObjectURL(new Blob([`${code}\n//# sourceURL=sample.js`], { type: 'text/javascript' }));
      await import(/* @vite-ignore */ url);
    } else {
      // CommonJS runs in sloppy mode inside a function, with `this` as module.exports: as Node.js runs it.
      (0, eval)(`(function () {${code}\n}).call({});\n//# sourceURL=sample.js`);
    }
  } catch (error) {
    finish(errorOf(error, jsErrorLine));
    return;
  }
  evaluated = true;
  settleLater();
}

interface PythonDict {
  set(key: string, value: unknown): void;
  get(key: string): unknown;
  destroy(): void;
}

interface Pyodide {
  setStdout(options: { write: (buffer: Uint8Array) => number }): void;
  setStderr(options: { write: (buffer: Uint8Array) => number }): void;
  runPythonAsync(code: string, options: { globals: unknown; filename: string }): Promise<unknown>;
  globals: { get(name: string): () => PythonDict };
}

let pyodide: Promise<Pyodide> | undefined;

/** Where Pyodide believes its files are: this worker's fetch answers for them from the files the page sent. */
const PYODIDE_BASE = 'https://pyodide.local/';

async function loadPyodide(files: PythonRuntime | undefined): Promise<Pyodide> {
  if (!files) throw new Error('the page sent no Python runtime');
  const typeOf = (file: string) =>
    file.endsWith('.wasm') ? 'application/wasm' : file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
  const fetchSite = self.fetch.bind(self);
  self.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const file = url.startsWith(PYODIDE_BASE) ? (files as Record<string, ArrayBuffer>)[url.slice(PYODIDE_BASE.length)] : undefined;
    return file ? Promise.resolve(new Response(file, { headers: { 'Content-Type': typeOf(url) } })) : fetchSite(input, init);
  };
  const script = (file: PyodideFile) => URL.createObjectURL(new Blob([files[file]], { type: 'text/javascript' }));
  const loader = (await import(/* @vite-ignore */ script('pyodide.mjs'))) as { loadPyodide: (options: object) => Promise<Pyodide> };
  const runtime = (await import(/* @vite-ignore */ script('pyodide.asm.mjs'))) as { default: unknown };
  return loader.loadPyodide({ indexURL: PYODIDE_BASE, createPyodideModule: runtime.default });
}

/** Pyodide, loaded once per worker; a failure to load is the run's (or check's) error, and the next one tries again. */
async function startPython(message: ToWorker): Promise<Pyodide | undefined> {
  if (!pyodide) {
    post({ type: 'status', id: current, status: 'loading' });
    pyodide = loadPyodide(message.python);
  }
  let python: Pyodide;
  try {
    python = await pyodide;
  } catch (error) {
    pyodide = undefined;
    post({
      type: 'error',
      id: current,
      error: { name: 'Error', message: `Python could not start: ${String((error as Error)?.message ?? error)}` },
    });
    post({ type: 'done', id: current });
    return undefined;
  }
  post({ type: 'status', id: current, status: 'running' });
  const decoders = { stdout: new TextDecoder(), stderr: new TextDecoder() };
  const sink = (stream: 'stdout' | 'stderr') => ({
    write: (buffer: Uint8Array) => {
      write(decoders[stream].decode(buffer, { stream: true }), stream);
      return buffer.length;
    },
  });
  python.setStdout(sink('stdout'));
  python.setStderr(sink('stderr'));
  return python;
}

async function runPython(message: ToWorker) {
  const python = await startPython(message);
  if (!python) return;
  const globals = python.globals.get('dict')();
  globals.set('__name__', '__main__');
  try {
    await python.runPythonAsync(message.code, { globals, filename: PYTHON_FILE });
  } catch (error) {
    post({ type: 'error', id: current, error: pythonError(error) });
  } finally {
    globals.destroy();
  }
  if (!over) post({ type: 'done', id: current });
}

/** A check of Python: the harness (its own module's scope) runs the reader's code, then the tests. */
async function checkPython(message: ToWorker & { tests: string; harness: string }) {
  const python = await startPython(message);
  if (!python) return;
  const id = current;
  const scope = python.globals.get('dict')();
  scope.set('__name__', 'exercise_check');
  try {
    await python.runPythonAsync(message.harness, { globals: scope, filename: 'harness.py' });
    // Strings both ways: nothing of Python's to convert or free.
    const check = scope.get('run_check_json') as (code: string, tests: string, onTest: (test: string) => void) => Promise<string>;
    const result = await check(message.code, message.tests, (test) => post({ type: 'test', id, result: JSON.parse(test) as TestResult }));
    post({ type: 'checked', id, result: JSON.parse(result) as CheckResult });
  } catch (error) {
    post({ type: 'error', id, error: pythonError(error) });
  } finally {
    scope.destroy();
  }
  post({ type: 'done', id });
}

/** The Python runs, one after the other: they share Pyodide, its output streams and `current`. */
let pythonRuns = Promise.resolve();

function begin(id: number) {
  current = id;
  printed = { lines: 0, characters: 0 };
  over = false;
}

self.addEventListener('message', (event: MessageEvent<ToWorker & { typescript: boolean }>) => {
  const message = event.data;
  const { tests } = message;
  if (message.kind !== 'python') {
    begin(message.id);
    void (tests === undefined ? runJavaScript(message) : checkJavaScript(message.code, tests));
    return;
  }
  pythonRuns = pythonRuns
    .then(() => {
      begin(message.id);
      return tests === undefined ? runPython(message) : checkPython({ ...message, tests, harness: message.harness ?? '' });
    })
    // The runner's own failure ends this run, not the ones queued after it.
    .catch((error: unknown) => {
      post({ type: 'error', id: message.id, error: errorOf(error, () => undefined) });
      post({ type: 'done', id: message.id });
    });
});
