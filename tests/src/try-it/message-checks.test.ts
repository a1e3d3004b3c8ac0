import { describe, expect, it } from 'vitest';
import { PYODIDE_FILES } from '../../../shared/python-runtime';
import { isFromSandbox, isFromWorker, isToSandbox } from '../../../src/try-it/message-checks';

describe('messages from a sandbox frame, which runs the reader’s code', () => {
  it('takes each message of the protocol as the frame sends it', () => {
    for (const message of [
      { type: 'ready' },
      { type: 'output', id: 1, text: 'hello\n', stream: 'stdout' },
      { type: 'output', id: 2, text: '', stream: 'stderr' },
      { type: 'status', id: 3, status: 'loading' },
      { type: 'error', id: 4, error: { name: 'TypeError', message: 'x is not a function', line: 3 } },
      { type: 'error', id: 4, error: { name: 'Uncaught', message: '42' } },
      { type: 'done', id: 5 },
      { type: 'done', id: 5, truncated: true },
      { type: 'height', id: 6, height: 240 },
    ]) {
      expect(isFromSandbox(message), JSON.stringify(message)).toBe(true);
    }
  });

  it('drops anything else: values a page would render as text, but are not text, among them', () => {
    for (const message of [
      null,
      'ran',
      42,
      [],
      { type: 'output', id: 1, text: { a: 1 }, stream: 'stdout' },
      { type: 'output', id: 1, text: 'x', stream: 'console' },
      { type: 'output', id: '1', text: 'x', stream: 'stdout' },
      { type: 'output', id: 0, text: 'x', stream: 'stdout' },
      { type: 'output', id: 1.5, text: 'x', stream: 'stdout' },
      { type: 'status', id: 1, status: 'finished' },
      { type: 'error', id: 1, error: { name: { x: 1 }, message: 'm' } },
      { type: 'error', id: 1, error: { name: 'E', message: 'm', line: 'three' } },
      { type: 'error', id: 1, error: 'boom' },
      { type: 'done', id: 1, truncated: 'yes' },
      { type: 'height', id: 1, height: Number.POSITIVE_INFINITY },
      { type: 'height', id: 1, height: Number.NaN },
      { type: 'height', id: 1, height: -5 },
      { type: 'height', id: 1, height: '300' },
      { type: 'run', id: 1 },
    ]) {
      expect(isFromSandbox(message), JSON.stringify(message)).toBe(false);
    }
  });

  it('a worker may say neither ready nor height: those are the frame’s own', () => {
    expect(isFromWorker({ type: 'done', id: 1 })).toBe(true);
    expect(isFromWorker({ type: 'ready' })).toBe(false);
    expect(isFromWorker({ type: 'height', id: 1, height: 10 })).toBe(false);
  });
});

describe('messages to a sandbox frame', () => {
  it('takes runs and stops of the protocol', () => {
    expect(isToSandbox({ type: 'run', id: 1, plan: { kind: 'script' }, code: 'console.log(1)' })).toBe(true);
    expect(isToSandbox({ type: 'run', id: 2, plan: { kind: 'css', html: 0 }, code: 'p {}', html: '<p>' })).toBe(true);
    expect(isToSandbox({ type: 'run', id: 3, plan: { kind: 'react', syntax: 'tsx', component: 'default' }, code: '' })).toBe(true);
    expect(isToSandbox({ type: 'stop', id: 4 })).toBe(true);
  });

  it("takes Python's files only whole, each file as bytes", () => {
    const files = Object.fromEntries(PYODIDE_FILES.map((file) => [file, new ArrayBuffer(1)]));
    expect(isToSandbox({ type: 'python-runtime', files })).toBe(true);
    expect(isToSandbox({ type: 'python-runtime', files: { ...files, 'pyodide.mjs': 'import "x"' } })).toBe(false);
    const partial = Object.fromEntries(Object.entries(files).filter(([file]) => file !== 'pyodide.asm.wasm'));
    expect(isToSandbox({ type: 'python-runtime', files: partial })).toBe(false);
    expect(isToSandbox({ type: 'python-runtime' })).toBe(false);
  });

  it('drops runs whose plan is not one the build writes: the component name is put into code', () => {
    expect(isToSandbox({ type: 'run', id: 1, plan: { kind: 'shell' }, code: '' })).toBe(false);
    expect(isToSandbox({ type: 'run', id: 1, plan: { kind: 'react', component: 'App; alert(1)' }, code: '' })).toBe(false);
    expect(isToSandbox({ type: 'run', id: 1, plan: { kind: 'script', syntax: 'coffee' }, code: '' })).toBe(false);
    expect(isToSandbox({ type: 'run', id: 1, plan: { kind: 'script' }, code: 1 })).toBe(false);
    expect(isToSandbox({ type: 'run', id: 1, plan: { kind: 'css' }, code: '', html: {} })).toBe(false);
    expect(isToSandbox({ type: 'stop' })).toBe(false);
    expect(isToSandbox('run')).toBe(false);
  });
});
