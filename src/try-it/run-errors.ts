import { inspect } from 'node-inspect-extracted';
import type { RunError } from './messages';

/**
 * A thrown value as the Output region shows it: an error's name and message, anything else inspected as
 * Node.js prints it; a hostile value (a throwing getter, a Proxy) never makes this throw.
 */
export function errorOf(value: unknown, lineOf: (stack: string) => number | undefined): RunError {
  try {
    if (value instanceof Error || (typeof value === 'object' && value !== null && 'message' in value && 'stack' in value)) {
      const error = value as Error;
      const line = typeof error.stack === 'string' ? lineOf(error.stack) : undefined;
      return { name: String(error.name || 'Error'), message: String(error.message), ...(line ? { line } : {}) };
    }
    return { name: 'Uncaught', message: inspect(value) };
  } catch {
    return { name: 'Uncaught', message: 'a value that cannot be shown' };
  }
}

/**
 * The line of the reader's code in a JavaScript stack: the first frame in the sample, named
 * `sample.js` by the runner (or a blob: URL). A syntax error found by sucrase says `(line:column)`.
 */
export function jsErrorLine(stack: string): number | undefined {
  const frame = /(?:sample\.js|blob:[^\s)]+):(\d+):\d+/.exec(stack) ?? /\((\d+):\d+\)/.exec(stack.split('\n')[0] ?? '');
  return frame ? Number(frame[1]) : undefined;
}

/** The name the runner gives the reader's Python code, so its traceback lines can be told from Pyodide's own. */
export const PYTHON_FILE = 'sample.py';

/** The last line of a Python traceback (`ZeroDivisionError: division by zero`) and the sample's line in it. */
export function pythonError(error: unknown): RunError {
  const text = String((error as Error | undefined)?.message ?? error);
  const last = text.trimEnd().split('\n').at(-1) ?? text;
  const colon = last.indexOf(': ');
  const lines = [...text.matchAll(new RegExp(`File "${PYTHON_FILE.replace('.', '\\.')}", line (\\d+)`, 'g'))];
  const line = lines.length > 0 ? Number(lines.at(-1)![1]) : undefined;
  return { name: colon > 0 ? last.slice(0, colon) : last, message: colon > 0 ? last.slice(colon + 2) : '', ...(line ? { line } : {}) };
}
