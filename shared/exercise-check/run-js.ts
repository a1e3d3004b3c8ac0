import { formatWithOptions } from 'node-inspect-extracted';
import { assert, AssertionFailure } from './assert.ts';
import { describeValue } from './describe.ts';
import type { ReactKit } from './react-kit.ts';
import type { CheckResult, CodeError, TestResult } from './result.ts';

/** The file name the reader's code and the tests run under, so stack frames and syntax errors can be placed. */
export const CHECK_FILE = 'sample.js';

export interface JsCheckOptions {
  language: 'js' | 'jsx';
  /**
   * The code in the syntax the runtime runs, lines kept (sucrase: no transforms for `js`; `jsx` + `imports`
   * with the automatic runtime for `jsx`). A syntax error it finds says `(line:column)` in its message.
   */
  transform: (code: string, language: 'js' | 'jsx') => string;
  /** The React kit (createReactKit), for `jsx`. */
  react?: ReactKit;
  /** The console whose log/info/debug the check captures while it runs (the runtime's own). */
  console: Pick<Console, 'log' | 'info' | 'debug'>;
  /** Each test's result as it is known: a host that stops a check at its time limit keeps these. */
  onTest?: (result: TestResult) => void;
}

interface Test {
  name: string;
  run: () => unknown;
}

/**
 * Runs the reader's code, then the exercise's tests in its scope (top-level functions, classes, const and let
 * are visible to them), then each test in order; a failing test does not stop the others. The time limit is the
 * host's: it runs this in a worker (or a child process) and stops it after CHECK_TIME_LIMIT_MS.
 */
export async function runJsCheck(code: string, tests: string, options: JsCheckOptions): Promise<CheckResult> {
  const printed: string[] = [];
  const output = () => printed.join('\n');
  const { console } = options;
  const saved = { log: console.log, info: console.info, debug: console.debug };
  const capture = (...values: unknown[]) => void printed.push(formatWithOptions({}, ...values));
  Object.assign(console, { log: capture, info: capture, debug: capture });
  const results: TestResult[] = [];
  const stopped = (error: CodeError): CheckResult => ({ outcome: 'error', error, tests: results, output: output() });
  const react = options.language === 'jsx' ? options.react : undefined;
  try {
    const codeLines = code.split('\n').length;
    let plainCode: string;
    let plainTests: string;
    try {
      plainCode = options.transform(code, options.language);
    } catch (error) {
      return stopped({ ...syntaxError(error), in: 'code' });
    }
    try {
      plainTests = options.transform(tests, options.language);
    } catch (error) {
      return stopped({ ...syntaxError(error), in: 'tests' });
    }

    if (options.language === 'jsx' && !react) throw new Error('a jsx check needs the React kit');
    const names = ['test', 'assert', 'output', ...(react ? ['render', 'screen', 'within', 'user', 'App'] : [])];
    // The reader's code starts on line 1 (sucrase keeps lines), the tests after it, in a function of their own,
    // so a reader's `test` or `assert` cannot hide the harness's, and the tests see the reader's names.
    const source =
      `(function (require, module, exports) {${plainCode}\n` +
      `;return [function (${names.join(', ')}) {${plainTests}\n}, function () { return typeof App === "undefined" ? undefined : App; }];\n})\n` +
      `//# sourceURL=${CHECK_FILE}`;
    let factory: (require: unknown, module: unknown, exports: unknown) => unknown;
    try {
      factory = (0, eval)(source) as typeof factory;
    } catch (error) {
      // A syntax error the transform let through: the reader's code alone says whose it is.
      let inCode = false;
      try {
        (0, eval)(`(function () {${plainCode}\n})`);
      } catch {
        inCode = true;
      }
      return stopped({ ...syntaxError(error), in: inCode ? 'code' : 'tests' });
    }

    const module = { exports: {} as { default?: unknown } };
    const requireModule = (name: string) => {
      if (react) return react.require(name);
      throw new Error(`require('${name}'): an exercise's code runs in the page, without modules`);
    };
    let made: unknown;
    try {
      made = factory(requireModule, module, module.exports);
    } catch (error) {
      return stopped({ ...thrownError(error, codeLines), in: 'code' });
    }
    if (!Array.isArray(made) || typeof made[0] !== 'function') {
      return stopped({ name: 'SyntaxError', message: 'a `return` outside any function ends the code before the tests', in: 'code' });
    }
    const [withTests, appOf] = made as [(...values: unknown[]) => void, () => unknown];

    const declared: Test[] = [];
    const test = (name: unknown, run: unknown) => {
      if (typeof run !== 'function') throw new TypeError(`test(${describeValue(name)}) needs a function`);
      declared.push({ name: String(name), run: run as () => unknown });
    };
    const kit = react?.globals();
    const app = module.exports.default ?? appOf();
    // `user` is a new user-event instance for each test, behind one name.
    let currentUser: object = {};
    const user = new Proxy({}, { get: (_target, key) => Reflect.get(currentUser, key) });
    const values: unknown[] = [test, assert, output, ...(kit ? [kit.render, kit.screen, kit.within, user, app] : [])];
    try {
      withTests(...values);
    } catch (error) {
      return stopped({ ...thrownError(error, codeLines), in: 'tests' });
    }

    for (const { name, run } of declared) {
      // Each test starts from an empty page, whatever the host page, the reader's code or the last test left in it.
      react?.cleanup();
      let result: TestResult;
      try {
        if (react) currentUser = react.newUser();
        await run();
        result = { name, passed: true };
      } catch (error) {
        result = failedTest(name, error, codeLines);
      }
      results.push(result);
      options.onTest?.(result);
    }
    return { outcome: 'ran', tests: results, output: output() };
  } finally {
    // And the check leaves an empty page, however it ended: the page that ran it may run the next check.
    react?.cleanup();
    Object.assign(console, saved);
  }
}

function failedTest(name: string, error: unknown, codeLines: number): TestResult {
  if (error instanceof AssertionFailure) {
    return {
      name,
      passed: false,
      message: error.message,
      ...(error.expected === undefined ? {} : { expected: error.expected, actual: error.actual }),
    };
  }
  const thrown = thrownError(error, codeLines);
  // The testing library follows its message with the whole page, and a query's with advice to test authors:
  // the first sentence says what the reader's page lacks, without the library's class name.
  const first = thrown.message.split('\n\n')[0]!;
  const message =
    thrown.name === 'TestingLibraryElementError' ? first.replace(/ This could be because [^]*$/, '') : `${thrown.name}: ${first}`;
  return { name, passed: false, message, ...(thrown.line ? { line: thrown.line } : {}) };
}

/** A thrown value's name and message, and the line of the reader's code it came from (the first frame there). */
function thrownError(error: unknown, codeLines: number): Omit<CodeError, 'in'> {
  try {
    if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
      const { name, message, stack } = error as Error;
      const frame = typeof stack === 'string' ? new RegExp(`${CHECK_FILE.replace('.', '\\.')}:(\\d+):\\d+`).exec(stack) : null;
      const line = frame ? Number(frame[1]) : undefined;
      return { name: String(name || 'Error'), message: String(message), ...(line && line <= codeLines ? { line } : {}) };
    }
    return { name: 'Uncaught', message: describeValue(error) };
  } catch {
    return { name: 'Uncaught', message: 'a value that cannot be shown' };
  }
}

/** A syntax error from the transform (`Unexpected token (3:7)`) or from the engine, with its line when known. */
function syntaxError(error: unknown): Omit<CodeError, 'in'> {
  const { name, message } = thrownError(error, Infinity);
  const at = /\s*\((\d+):\d+\)\s*$/.exec(message);
  return { name, message: at ? message.slice(0, at.index) : message, ...(at ? { line: Number(at[1]) } : {}) };
}
