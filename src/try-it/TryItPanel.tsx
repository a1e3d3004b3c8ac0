import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RunPlan } from '../../shared/code-annotations';
import type { EditorLanguage } from './CodeEditor';
import type { RunState } from './use-run';
import { useRun } from './use-run';
import { PythonDownload } from './PythonDownload';
import { CompilerOffer } from './c-family/CompilerOffer';
import { useCompiler } from './c-family/compiler-store';
import { compareOutput } from '../../shared/output-lines';
import styles from './TryIt.module.css';
import { loadingText } from './loading-text';

const CodeEditor = lazy(() => import('./CodeEditor'));

export interface TryItProps {
  plan: RunPlan;
  /** The note's code. */
  code: string;
  /** For a CSS sample: the HTML sample it styles. */
  html?: string;
  /** What the note says it prints: a finished run says whether its output is the same. */
  expected?: string;
  /** Goes up by one at each press of Run. */
  runs: number;
  editing: boolean;
  /** The code as the note shows it, for when the block is not being edited. */
  view: ReactNode;
  /** Called when the reader leaves the editor with Escape. */
  onLeaveEditor: () => void;
}

/** What a code block gains once the reader presses Run or Edit (loaded then): the editor and the Output region. */
export default function TryItPanel({ plan, code, html, expected, runs, editing, view, onLeaveEditor }: TryItProps) {
  const [edited, setEdited] = useState(code);
  const [resets, setResets] = useState(0);
  const previewHost = useRef<HTMLDivElement>(null);
  const { state, run, stop } = useRun(
    plan,
    useCallback(() => previewHost.current, []),
  );
  // What the editor holds now, kept as it changes: a Run pressed right after typing is rendered
  // ahead of the editor's own update, so the state above may still be a keystroke behind.
  const latest = useRef(code);
  const edit = useCallback((value: string) => {
    latest.current = value;
    setEdited(value);
  }, []);

  const compiled = plan.kind === 'c' || plan.kind === 'cpp';
  const compiler = useCompiler(compiled);
  const [input, setInput] = useState('');
  // What the input box holds at the moment Run is pressed.
  const stdin = useRef(input);
  // A C or C++ Run waits for the compiler, which the reader downloads first (CompilerOffer).
  const ready = compiler.status === 'kept';
  useEffect(() => {
    if (runs > 0 && ready) run(latest.current, html, plan.stdin ? stdin.current : undefined);
  }, [runs, run, html, ready, plan.stdin]);

  const preview = plan.kind === 'html' || plan.kind === 'css' || plan.kind === 'react';
  const busy = state.status === 'loading' || state.status === 'compiling' || state.status === 'running';
  const offered = compiled && runs > 0 && !ready;
  const marked = useMemo(
    () => state.compiled?.diagnostics.filter((diagnostic) => diagnostic.severity === 'error').map((diagnostic) => diagnostic.line) ?? [],
    [state.compiled],
  );
  return (
    <>
      {editing ? (
        <Suspense fallback={view}>
          <div className={styles.editorBar}>
            <span className={styles.editorNote}>Edits are not saved.</span>
            <button
              type="button"
              className="code-button"
              onClick={() => {
                edit(code);
                setResets((count) => count + 1);
              }}
              disabled={edited === code}
            >
              Reset
            </button>
          </div>
          <CodeEditor
            value={edited}
            resets={resets}
            lang={editorLanguage(plan)}
            label="Code editor"
            onChange={edit}
            onEscape={onLeaveEditor}
            marked={marked}
          />
        </Suspense>
      ) : (
        view
      )}
      {plan.stdin && (
        <label className="co-input">
          <span>Input: what the program reads (empty, as in the note)</span>
          <textarea
            value={input}
            onChange={(event) => {
              stdin.current = event.target.value;
              setInput(event.target.value);
            }}
            rows={2}
            spellCheck={false}
          />
        </label>
      )}
      {/* Always in the page once loaded, so the preview frame's host stays the same element. */}
      <section aria-label="Output" className={styles.output} hidden={state.status === 'idle' && !offered}>
        <div className={styles.outputBar}>
          <span className={styles.outputTitle}>{preview ? 'Preview' : 'Output'}</span>
          <span role="status" className={styles.status}>
            {statusText(state, preview, plan.kind, expected)}
          </span>
          {state.status === 'loading' && <PythonDownload loaded={state.downloaded} />}
          {busy && (
            <button type="button" className="code-button" onClick={stop}>
              Stop
            </button>
          )}
        </div>
        {offered && <CompilerOffer state={compiler} />}
        {state.compiled?.report && (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a long report scrolls: the keyboard must reach it.
          <pre className={`${styles.console} ${styles.stderr}`} tabIndex={0} aria-label="Compiler messages">
            {state.compiled.report}
          </pre>
        )}
        {!preview && <ConsoleOutput state={state} />}
        {state.error && <ErrorLine state={state} />}

        {preview && (
          <div ref={previewHost} className={styles.preview} style={state.height ? { height: Math.min(state.height, 600) } : undefined} />
        )}
      </section>
    </>
  );
}

function ConsoleOutput({ state }: { state: RunState }) {
  if (state.output.length === 0) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- long output scrolls: the keyboard must reach it.
    <pre className={styles.console} tabIndex={0} aria-live="polite">
      {state.output.map((part, index) => (
        <span key={index} className={part.stream === 'stderr' ? styles.stderr : undefined} data-stream={part.stream}>
          {part.text}
        </span>
      ))}
      {state.truncated && <span className={styles.note}>{'\n'}… output cut here: a run may print 2,000 lines.</span>}
    </pre>
  );
}

function ErrorLine({ state }: { state: RunState }) {
  const error = state.error!;
  return (
    <p className={styles.error} aria-live="polite">
      <strong>{error.name}</strong>
      {error.message ? `: ${error.message}` : ''}
      {error.line ? ` (line ${error.line})` : ''}
    </p>
  );
}

function editorLanguage(plan: RunPlan): EditorLanguage {
  if (plan.syntax) return plan.syntax;
  const { kind } = plan;
  return kind === 'python' || kind === 'html' || kind === 'css' || kind === 'c' || kind === 'cpp' ? kind : 'js';
}

function statusText(state: RunState, preview: boolean, kind: RunPlan['kind'], expected: string | undefined): string {
  switch (state.status) {
    case 'loading':
      return loadingText(kind, 'run');
    case 'compiling':
      return 'Compiling…';
    case 'running':
      return preview ? 'Rendering…' : 'Running…';
    case 'finished':
      if (preview) return 'Rendered';
      if (state.exitCode) return `Finished with exit code ${state.exitCode}`;
      if (expected !== undefined && !state.truncated)
        // As the sample checker compares a run: what it printed to standard output.
        return `Finished: ${compareOutput(expected, stdoutOf(state))}`;
      return state.output.length === 0 ? 'Finished: nothing printed' : 'Finished';
    case 'failed': {
      if (state.compiled?.linked === false) {
        const errors = state.compiled.diagnostics.filter((diagnostic) => diagnostic.severity === 'error').length;
        return errors > 0 ? `Did not compile: ${errors} error${errors === 1 ? '' : 's'}` : 'Did not compile';
      }
      return 'Stopped by an error';
    }
    case 'stopped':
      return 'Stopped';
    case 'timed-out':
      return 'Stopped after 5 s: still running';
    default:
      return '';
  }
}

const stdoutOf = (state: RunState) =>
  state.output
    .filter((part) => part.stream === 'stdout')
    .map((part) => part.text)
    .join('');
