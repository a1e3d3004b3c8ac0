import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunPlan } from '../../shared/code-annotations';
import { RUN_TIMEOUT_MS, type RunError } from './messages';
import { fitOutput, type Printed } from './output-limit';
import type { Diagnostic } from './c-family/diagnostics';
import { cFamilySandbox, consoleSandbox, newRunId, SANDBOX_UNAVAILABLE, SandboxFrame } from './sandbox-frame';

export type RunStatus = 'idle' | 'loading' | 'compiling' | 'running' | 'finished' | 'failed' | 'stopped' | 'timed-out';

export interface RunState {
  status: RunStatus;
  /** Printed text, in order, each part with its stream. */
  output: { text: string; stream: 'stdout' | 'stderr' }[];
  error?: RunError;
  truncated?: boolean;
  /** The preview frame's content height, in CSS pixels. */
  height?: number;
  /** While Python downloads (its first run on the page): the bytes so far. */
  downloaded?: number;
  /** A C or C++ compile: its diagnostics about the reader's code, its report as a terminal shows it, and whether it linked. */
  compiled?: { diagnostics: Diagnostic[]; report: string; linked: boolean };
  /** How a C or C++ program ended: its exit code. */
  exitCode?: number;
}

const IDLE: RunState = { status: 'idle', output: [] };

/**
 * One code block's runs: each Run starts afresh in the sandbox (the page's console frame, or a new
 * preview frame in `previewHost`), shows what it prints, and ends by itself, by Stop, or after 5 s.
 */
export function useRun(plan: RunPlan, previewHost: () => HTMLElement | null) {
  const [state, setState] = useState<RunState>(IDLE);
  const active = useRef<{ id: number; frame: SandboxFrame; timer?: number; preview: boolean }>(undefined);
  const previewFrame = useRef<SandboxFrame>(undefined);

  const end = useCallback((status: RunStatus) => {
    const run = active.current;
    if (!run) return;
    window.clearTimeout(run.timer);
    const interrupted = status === 'stopped' || status === 'timed-out';
    // A preview that is stopped goes with its frame; a finished one stays on show, still sizing itself.
    if (run.preview && interrupted) run.frame.remove();
    if (!run.preview) {
      if (interrupted) void run.frame.post({ type: 'stop', id: run.id });
      run.frame.forget(run.id);
    }
    active.current = undefined;
    setState((previous) => ({
      ...previous,
      status: (previous.error || previous.compiled?.linked === false) && status === 'finished' ? 'failed' : status,
    }));
  }, []);

  const run = useCallback(
    (code: string, html?: string, stdin?: string) => {
      const previous = active.current;
      if (previous) end('stopped');
      const preview = plan.kind === 'html' || plan.kind === 'css' || plan.kind === 'react';
      const host = previewHost();
      previewFrame.current?.remove();
      const compiled = plan.kind === 'c' || plan.kind === 'cpp';
      const frame = preview && host ? new SandboxFrame(host, 'preview') : compiled ? cFamilySandbox() : consoleSandbox();
      if (preview) previewFrame.current = frame;
      const id = newRunId();
      const current = { id, frame, preview, timer: undefined as number | undefined, printed: { lines: 0, characters: 0 } as Printed };
      active.current = current;
      setState({ status: plan.kind === 'python' ? 'loading' : compiled ? 'compiling' : 'running', output: [] });
      // The limit counts from when the sandbox starts the reader's code (`running`), not from the
      // loading of the frame, the worker or Python, which a busy machine can make slow.
      const startClock = () => {
        window.clearTimeout(current.timer);
        current.timer = window.setTimeout(() => end('timed-out'), RUN_TIMEOUT_MS);
      };
      const extra = { ...(html === undefined ? {} : { html }), ...(stdin === undefined ? {} : { stdin }) };
      void frame.post({ type: 'run', id, plan, code, ...extra }, (message) => {
        if (active.current !== current && message.type !== 'height') return;
        switch (message.type) {
          case 'output': {
            // The worker keeps to the limit, but the reader's code can post output past it.
            const fitted = fitOutput(current.printed, message.text);
            current.printed = fitted.printed;
            const part = { text: fitted.text, stream: message.stream };
            setState((state) => ({ ...state, output: [...state.output, part], ...(fitted.over ? { truncated: true } : {}) }));
            if (fitted.over) {
              if (!preview) void frame.post({ type: 'stop', id });
              end('finished');
            }
            break;
          }
          case 'status':
            setState((state) => ({ ...state, status: message.status }));
            if (message.status === 'running') startClock();
            break;
          case 'compiled': {
            const { diagnostics, report, linked } = message;
            setState((state) => ({ ...state, compiled: { diagnostics, report, linked } }));
            break;
          }
          case 'download':
            setState((state) => ({ ...state, downloaded: message.loaded }));
            break;
          case 'error':
            setState((state) => ({ ...state, error: message.error }));
            break;
          case 'height':
            setState((state) => ({ ...state, height: message.height }));
            break;
          case 'done': {
            const { truncated, exitCode, crash } = message;
            setState((state) => ({
              ...state,
              ...(truncated && { truncated }),
              ...(exitCode !== undefined && { exitCode }),
              ...(crash !== undefined && { error: { name: 'The program crashed', message: crash } }),
            }));
            end('finished');
            break;
          }
          case 'unavailable':
            setState((state) => ({ ...state, error: { name: 'Not started', message: SANDBOX_UNAVAILABLE } }));
            end('finished');
            break;
        }
      });
    },
    [end, plan, previewHost],
  );

  const stop = useCallback(() => end('stopped'), [end]);
  useEffect(
    () => () => {
      end('stopped');
      previewFrame.current?.remove();
    },
    [end],
  );
  return { state, run, stop };
}
