import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CHECK_TIME_LIMIT_MS,
  checkedByOutput,
  type CheckedLanguage,
  type CheckResult,
  type TestResult,
} from '../../shared/exercise-check/result';
import type { Diagnostic } from './c-family/diagnostics';
import { cFamilySandbox, checkSandbox, consoleSandbox, newRunId, SANDBOX_UNAVAILABLE, type SandboxFrame } from './sandbox-frame';

/**
 * `loading`: Python or the C/C++ compiler is starting (a first check); `compiling`: C or C++ code compiles; `running`:
 * the reader's code and the tests run; `done`: `result` says how it went, or `failure` why the checker itself could not run it.
 */
export type CheckStatus = 'idle' | 'loading' | 'compiling' | 'running' | 'done';

export interface CheckState {
  status: CheckStatus;
  /** The tests that have finished, in order: a check that runs out of time keeps them. */
  tests: TestResult[];
  result?: CheckResult;
  failure?: string;
  /** While Python downloads (its first check on the page): the bytes so far. */
  downloaded?: number;
  /** A C or C++ compile's report and its diagnostics about the reader's code. */
  compiled?: { diagnostics: Diagnostic[]; report: string };
}

const IDLE: CheckState = { status: 'idle', tests: [] };

/** The check under way: its frame, and for React, how to give the frame back (checkSandbox). */
interface Check {
  id: number;
  frame: SandboxFrame;
  release?: (reusable: boolean) => void;
  timer?: number;
  tests: TestResult[];
}

/**
 * Checks a reader's code against an exercise's hidden tests in the sandbox: JavaScript and Python in the
 * page's console frame (a worker), React in the page's hidden check frame (checkSandbox). A check ends by
 * itself, by `stop`, or after CHECK_TIME_LIMIT_MS of running, kept as a `timeout` with the tests that finished.
 */
export function useCheck(lang: CheckedLanguage, tests: string) {
  const [state, setState] = useState<CheckState>(IDLE);
  const active = useRef<Check>(undefined);

  const end = useCallback((next: Partial<CheckState> | undefined) => {
    const check = active.current;
    if (!check) return;
    active.current = undefined;
    window.clearTimeout(check.timer);
    const finished = next?.result !== undefined && next.result.outcome !== 'timeout';
    check.frame.forget(check.id);
    if (check.release) check.release(finished);
    // A finished worker has already gone; one still running (an endless loop) goes now.
    else if (!finished) void check.frame.post({ type: 'stop', id: check.id });
    setState((previous) => (next ? { status: 'done', tests: check.tests, compiled: previous.compiled, ...next } : IDLE));
  }, []);

  const check = useCallback(
    (code: string) => {
      end(undefined);
      const sandbox = lang === 'jsx' ? checkSandbox() : { frame: checkedByOutput(lang) ? cFamilySandbox() : consoleSandbox() };
      const current: Check = { id: newRunId(), ...sandbox, tests: [] };
      active.current = current;
      setState({ status: lang === 'python' ? 'loading' : checkedByOutput(lang) ? 'compiling' : 'running', tests: [] });
      // The limit counts from when the reader's code starts, not from the loading of Python.
      const startLimit = () => {
        if (active.current !== current || current.timer !== undefined) return;
        current.timer = window.setTimeout(
          () => end({ result: { outcome: 'timeout', tests: current.tests, output: '' } }),
          CHECK_TIME_LIMIT_MS,
        );
      };
      const posted = current.frame.post({ type: 'check', id: current.id, lang, code, tests }, (message) => {
        if (active.current !== current) return;
        switch (message.type) {
          case 'download':
            setState((state) => ({ ...state, downloaded: message.loaded }));
            break;
          case 'status':
            setState((state) => ({ ...state, status: message.status }));
            if (message.status === 'running') startLimit();
            break;
          case 'compiled': {
            const { diagnostics, report } = message;
            setState((state) => ({ ...state, compiled: { diagnostics, report } }));
            break;
          }
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
      // A React check runs on its page's own thread as soon as the page has it, and a frame's messages leave only
      // when its task ends: an endless loop would hold back its 'running' for ever, so its limit starts here.
      if (lang === 'jsx') void posted.then(startLimit);
    },
    [end, lang, tests],
  );

  const stop = useCallback(() => end(undefined), [end]);
  useEffect(() => () => end(undefined), [end]);
  return { state, check, stop };
}
