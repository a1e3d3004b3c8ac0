import { inspect } from 'node-inspect-extracted';
import type { RunError } from './messages';

/**
 * A thrown value as the Output region shows it: an error's name and message, anything else
 * (`throw 42`, `throw { code: 1 }`) inspected as Node.js would print it. Reading a hostile value
 * (a getter that throws, a Proxy) never throws here.
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
