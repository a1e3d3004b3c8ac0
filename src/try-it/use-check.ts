import { useCallback, useEffect, useRef, useState } from 'react';
import { CHECK_TIME_LIMIT_MS, type CheckedLanguage, type CheckResult, type TestResult } from '../../shared/exercise-check/result';
import { consoleSandbox, newRunId, SANDBOX_UNAVAILABLE, SandboxFrame } from './sandbox-frame';

/**
 * `loading`: Python is starting (the first check of a Python exercise); `running`: the reader's code and the
 * tests run; `done`: `result` says how it went, or `failure` why the checker itself could not run it.
 */
export type CheckStatus = 'idle' | 'loading' | 'running' | 'done';

export interface CheckState {
  status: CheckStatus;
  /** The tests that have finished, in order: a check that runs out of time keeps them. */
  tests: TestResult[];
  result?: CheckResult;
  failure?: string;
  /** While Python downloads (its first check on the page): the bytes so far. */
  downloaded?: number;
}

const IDLE: CheckState = { status: 'idle', tests: [] };

/**
 * Checks a reader's code against an exercise's hidden tests in the sandbox: JavaScript and Python in the
 * page's console frame (a worker), React in a hidden frame of its own for each check. A check ends by
 * itself, by `stop`, or after CHECK_TIME_LIMIT_MS of running, kept as a `timeout` with the tests that finished.
 */
export function useCheck(lang: CheckedLanguage, tests: string) {
  const [state, setState] = useState<CheckState>(IDLE);
  const active = useRef<{ id: number; frame: SandboxFrame; timer?: number; tests: TestResult[] }>(undefined);

  const end = useCallback(
    (next: Partial<CheckState> | undefined) => {
      const check = active.current;
      if (!check) return;
      active.current = undefined;
      window.clearTimeout(check.timer);
      if (lang === 'jsx') check.frame.remove();
      else {
        // A finished worker has already gone; one still running (an endless loop) goes now.
        if (!next?.result || next.result.outcome === 'timeout') void check.frame.post({ type: 'stop', id: check.id });
        check.frame.forget(check.id);
      }
      setState(next ? { status: 'done', tests: check.tests, ...next } : IDLE);
    },
    [lang],
  );

  const check = useCallback(
    (code: string) => {
      end(undefined);
      const frame = lang === 'jsx' ? new SandboxFrame(document.body, 'check') : consoleSandbox();
      const current = { id: newRunId(), frame, timer: undefined as number | undefined, tests: [] as TestResult[] };
      active.current = current;
      setState({ status: lang === 'python' ? 'loading' : 'running', tests: [] });
      void frame.post({ type: 'check', id: current.id, lang, code, tests }, (message) => {
        if (active.current !== current) return;
        switch (message.type) {
          case 'download':
            setState((state) => ({ ...state, downloaded: message.loaded }));
            break;
          case 'status':
            setState((state) => ({ ...state, status: message.status }));
            // The limit counts from when the reader's code starts, not from the loading of Python.
            if (message.status === 'running' && current.timer === undefined)
              current.timer = window.setTimeout(
                () => end({ result: { outcome: 'timeout', tests: current.tests, output: '' } }),
                CHECK_TIME_LIMIT_MS,
              );
            break;
          case 'test':
            current.tests = [...current.tests, message.result];
            setState((state) => ({ ...state, tests: current.tests }));
            break;
          case 'checked':
            end({ result: message.result });
            break;
          case 'error':
            end({ failure: `${message.error.name}: ${message.error.message}` });
            break;
          case 'done':
            end({ failure: 'The check stopped before its tests finished.' });
            break;
          case 'unavailable':
            end({ failure: SANDBOX_UNAVAILABLE });
            break;
        }
      });
    },
    [end, lang, tests],
  );

  const stop = useCallback(() => end(undefined), [end]);
  useEffect(() => () => end(undefined), [end]);
  return { state, check, stop };
}
