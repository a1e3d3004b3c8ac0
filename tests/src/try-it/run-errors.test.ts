import { describe, expect, it } from 'vitest';
import { errorOf, jsErrorLine, pythonError } from '../../../src/try-it/run-errors';

describe('how an uncaught error reads in the Output region', () => {
  it('an error: its name, message and the line in the reader’s code', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'x')");
    error.stack = `TypeError: Cannot read properties of undefined (reading 'x')\n    at show (sample.js:3:15)\n    at sample.js:5:1`;
    expect(errorOf(error, jsErrorLine)).toEqual({
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'x')",
      line: 3,
    });
  });

  it('a module sample’s frames name its blob: URL', () => {
    expect(jsErrorLine('Error: boom\n    at blob:null/1f0c6a1e-5d2b-4a43-9d8a-0e7b6c1d2e3f:7:9')).toBe(7);
  });

  it('a syntax error sucrase finds gives its (line:column)', () => {
    const error = new SyntaxError('Unexpected token (4:2)');
    error.stack = 'SyntaxError: Unexpected token (4:2)\n    at parse (assets/run-worker.js:1:100)';
    expect(errorOf(error, jsErrorLine)).toEqual({ name: 'SyntaxError', message: 'Unexpected token (4:2)', line: 4 });
  });

  it('thrown values of any type, inspected as Node.js prints them', () => {
    expect(errorOf(42, jsErrorLine)).toEqual({ name: 'Uncaught', message: '42' });
    expect(errorOf('text', jsErrorLine)).toEqual({ name: 'Uncaught', message: "'text'" });
    expect(errorOf({ code: 1 }, jsErrorLine)).toEqual({ name: 'Uncaught', message: '{ code: 1 }' });
    expect(errorOf(undefined, jsErrorLine)).toEqual({ name: 'Uncaught', message: 'undefined' });
    expect(errorOf(null, jsErrorLine)).toEqual({ name: 'Uncaught', message: 'null' });
  });

  it('a hostile value never breaks the runner', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('no');
        },
        has() {
          throw new Error('no');
        },
        getPrototypeOf() {
          throw new Error('no');
        },
      },
    );
    expect(errorOf(hostile, jsErrorLine).name).toBe('Uncaught');
  });

  it('a Python traceback: its last line, and the line in the sample (not in Pyodide’s own files)', () => {
    const traceback = [
      'Traceback (most recent call last):',
      '  File "/lib/python314.zip/_pyodide/_base.py", line 597, in eval_code_async',
      '  File "sample.py", line 2, in <module>',
      '  File "sample.py", line 5, in divide',
      'ZeroDivisionError: division by zero',
      '',
    ].join('\n');
    expect(pythonError(new Error(traceback))).toEqual({ name: 'ZeroDivisionError', message: 'division by zero', line: 5 });
    expect(pythonError(new Error('Traceback (most recent call last):\nKeyboardInterrupt'))).toEqual({
      name: 'KeyboardInterrupt',
      message: '',
    });
  });
});
