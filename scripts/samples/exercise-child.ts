/** Checks `js` and `jsx` exercises (JSON jobs on stdin) each in a worker thread, a fresh realm as the page's Web Worker; a JSON line each out. */
/* eslint-disable @typescript-eslint/no-require-imports -- the bundle is CommonJS: packages load in order (a DOM before React), through NODE_PATH */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { CHECK_TIME_LIMIT_MS, type CheckResult, type TestResult } from '../../shared/exercise-check/result.ts';

export interface ExerciseJob {
  language: 'js' | 'jsx';
  code: string;
  tests: string;
}

type FromWorker = { type: 'ready' } | { type: 'test'; result: TestResult } | { type: 'result'; result: CheckResult };

if (isMainThread) void main();
else void work(workerData as ExerciseJob);

async function main() {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const jobs = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExerciseJob[];
  for (const [index, job] of jobs.entries()) {
    const result = await check(job);
    process.stdout.write(`${JSON.stringify({ index, result })}\n`);
  }
}

function check(job: ExerciseJob): Promise<CheckResult> {
  return new Promise((resolve) => {
    const worker = new Worker(__filename, { workerData: job, stdout: true, stderr: true });
    // What the worker prints outside the check (React's warnings) is not the reader's output.
    worker.stdout.resume();
    worker.stderr.resume();
    const tests: TestResult[] = [];
    let timer: NodeJS.Timeout | undefined;
    // The worker's exit follows every end: the promise keeps the first result.
    const settle = (result: CheckResult) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') timer = setTimeout(() => settle({ outcome: 'timeout', tests, output: '' }), CHECK_TIME_LIMIT_MS);
      if (message.type === 'test') tests.push(message.result);
      if (message.type === 'result') settle(message.result);
    });
    const failed = (name: string, message: string) => settle({ outcome: 'error', error: { name, message, in: 'code' }, tests, output: '' });
    // An error thrown outside the tests (in a timer the code set) ends the worker.
    worker.on('error', (error) => failed(error.name, error.message));
    worker.on('exit', (code) => failed('Error', `the check ended early (exit code ${code})`));
  });
}

async function work(job: ExerciseJob) {
  const post = (message: FromWorker) => parentPort!.postMessage(message);
  // As in a browser, an error thrown in a timer or an unhandled promise is logged and the check goes on: the tests decide.
  process.on('uncaughtException', () => {});
  process.on('unhandledRejection', () => {});
  // Loaded here, not at the top: the main thread needs none of it, and jsx needs a DOM before React and the testing library load.
  const { transform } = require('sucrase') as typeof import('sucrase');
  const { runJsCheck } = await import('../../shared/exercise-check/run-js.ts');
  const react = job.language === 'jsx' ? await reactKit() : undefined;
  post({ type: 'ready' });
  const result = await runJsCheck(job.code, job.tests, {
    language: job.language,
    transform: (code, language) =>
      language === 'jsx'
        ? transform(code, { transforms: ['jsx', 'imports'], jsxRuntime: 'automatic', production: true }).code
        : transform(code, { transforms: [], disableESTransforms: true }).code,
    console,
    onTest: (test) => post({ type: 'test', result: test }),
    ...(react ? { react } : {}),
  });
  post({ type: 'result', result });
}

/** A jsdom page as the worker's globals, then React, react-dom and the testing libraries on it. */
async function reactKit() {
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true,
  });
  const global = globalThis as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in global) continue;
    Object.defineProperty(global, key, { configurable: true, get: () => (window as unknown as Record<string, unknown>)[key] });
  }
  // The page's classes over Node.js's of the same name: FormData and events must be jsdom's to work with jsdom's forms and listeners.
  for (const key of ['window', 'document', 'navigator', 'self', 'FormData', 'Event', 'EventTarget', 'CustomEvent'])
    Object.defineProperty(global, key, { configurable: true, writable: true, value: window[key as 'window'] });
  const React = require('react') as typeof import('react');
  const modules = {
    react: React,
    'react-dom': require('react-dom'),
    'react-dom/client': require('react-dom/client'),
    'react/jsx-runtime': require('react/jsx-runtime'),
  };
  const { createRoot } = modules['react-dom/client'] as typeof import('react-dom/client');
  const dom = require('@testing-library/dom') as typeof import('@testing-library/dom');
  const userEvent = (require('@testing-library/user-event') as typeof import('@testing-library/user-event')).default;
  const { createReactKit } = await import('../../shared/exercise-check/react-kit.ts');
  return createReactKit({
    act: React.act as (callback: () => unknown) => unknown,
    createRoot: createRoot as never,
    dom: dom as never,
    userEvent: userEvent as never,
    document: window.document as never,
    modules,
  });
}
