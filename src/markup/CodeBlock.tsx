import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { CodeRuns, RunPlan } from '../../shared/code-annotations';
import { megabytes, pythonRuntimeBytes } from '../../shared/python-runtime';
import type { CopyResult } from './copy-code';
import { replayEarlyPress } from '../app/early-press';
import { SwapLabel } from '../components/swap-label/SwapLabel';
import styles from './CodeBlock.module.css';
import { CodeView } from './CodeView';

// Running and editing samples load on the first press of Run or Edit (src/try-it/).
const TryItPanel = lazy(() => import('../try-it/TryItPanel'));
// A Git sample's terminal loads on the first press of 'Open in terminal' (src/git-terminal/).
const GitTerminal = lazy(() => import('../git-terminal/GitTerminal'));

interface CodeBlockProps {
  lang: string;
  code: string;
  runs?: CodeRuns;
  /** How the reader's browser can run it, when the build found it can: Run and Edit buttons. */
  plan?: RunPlan;
  /** For a CSS sample's preview: the HTML sample it styles. */
  html?: string;
  /** It shows what the block before it prints: labelled Output and joined to that block. */
  output?: boolean;
  /** Whether it says, above its code, what its first Run downloads (the note's first Python sample). */
  namesDownload?: boolean;
  /** What it prints, as the note's next block shows it: a Run's output is compared with it. */
  expected?: string;
  /** Why a C or C++ program has no Run button, said under its bar. */
  noRun?: string;
}

/**
 * A code block: its language, a Copy button (and Run and Edit where it runs), and the code, coloured when the build gave it runs.
 * Its code comes at the reader's first interaction (app/deferred-widgets.ts); until then it shows as prerendered.
 */
export function CodeBlock({ lang, code, runs, plan, html, output, expected, namesDownload, noRun }: CodeBlockProps) {
  const block = useRef<HTMLDivElement>(null);
  const codeRef = useRef<HTMLElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const [status, setStatus] = useState<CopyResult>();
  const [tryIt, setTryIt] = useState<{ runs: number; editing: boolean }>();
  const [terminal, setTerminal] = useState(false);
  const copied = status?.copied;
  const copy = () => import('./copy-code').then((module) => module.copyCode(code, codeRef.current!, setStatus));
  const view = <CodeView lang={lang} code={code} runs={runs} codeRef={codeRef} />;
  const downloadId = useId();
  // A press made before this code arrived is made again now (app/early-press.ts).
  useEffect(() => replayEarlyPress(block.current), []);

  return (
    <div ref={block} className={styles.block} data-code-block data-deferred data-output={output || undefined}>
      <div className={styles.bar}>
        {/* The label's text comes from the stylesheet, which names each language (no JavaScript for it). */}
        <span className={styles.lang} data-lang={(output ? 'output' : lang) || undefined} />
        <span role="status" className={copied ? 'visually-hidden' : styles.status}>
          {status?.message}
        </span>
        {plan?.kind === 'git' && (
          <button type="button" className={styles.run} aria-expanded={terminal} onClick={() => setTerminal((open) => !open)}>
            {terminal ? 'Close terminal' : 'Open in terminal'}
          </button>
        )}
        {plan && plan.kind !== 'git' && (
          <>
            <button
              type="button"
              className={styles.run}
              aria-describedby={namesDownload ? downloadId : undefined}
              onClick={() => setTryIt((state) => ({ runs: (state?.runs ?? 0) + 1, editing: state?.editing ?? false }))}
            >
              Run
            </button>
            <button
              ref={editRef}
              type="button"
              className={`code-button ${styles.copy}`}
              aria-pressed={tryIt?.editing ?? false}
              onClick={() => setTryIt((state) => ({ runs: state?.runs ?? 0, editing: !state?.editing }))}
            >
              Edit
            </button>
          </>
        )}
        <button type="button" className={`code-button ${styles.copy}`} onClick={() => void copy()} data-copied={copied || undefined}>
          <SwapLabel
            first="Copy"
            second={
              <>
                <span aria-hidden="true">✓ </span>Copied
              </>
            }
            showSecond={Boolean(copied)}
          />
        </button>
      </div>
      {namesDownload && (
        <p id={downloadId} className={styles.download}>
          The first Run downloads Python ({megabytes(pythonRuntimeBytes())}) once; later runs start at once.
        </p>
      )}
      {noRun && <p className={styles.download}>No Run button here: this program {noRun}.</p>}
      {terminal ? (
        <>
          {view}
          <Suspense fallback={<p className={styles.download}>Loading the terminal…</p>}>
            <GitTerminal code={code} expected={expected} />
          </Suspense>
        </>
      ) : plan && tryIt ? (
        <Suspense fallback={view}>
          <TryItPanel
            plan={plan}
            code={code}
            html={html}
            expected={expected}
            runs={tryIt.runs}
            editing={tryIt.editing}
            view={view}
            onLeaveEditor={() => editRef.current?.focus()}
          />
        </Suspense>
      ) : (
        view
      )}
    </div>
  );
}
