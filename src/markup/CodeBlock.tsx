import { useRef, useState } from 'react';
import type { CodeRuns } from '../catalog/types';
import type { CopyResult } from './copy-code';
import '../generated/code-theme.css';
import styles from './CodeBlock.module.css';

/** A code block: its language, a Copy button, and the code, coloured when the build gave it runs. */
export function CodeBlock({ lang, code, runs }: { lang: string; code: string; runs?: CodeRuns }) {
  const codeRef = useRef<HTMLElement>(null);
  const [status, setStatus] = useState<CopyResult>();
  const copied = status?.copied;
  const copy = () => import('./copy-code').then((module) => module.copyCode(code, codeRef.current!, setStatus));

  return (
    <div className={styles.block}>
      <div className={styles.bar}>
        {/* The label's text comes from the stylesheet, which names each language (no JavaScript for it). */}
        <span className={styles.lang} data-lang={lang || undefined} />
        <span role="status" className={copied ? 'visually-hidden' : styles.status}>
          {status?.message}
        </span>
        <button type="button" className={styles.copy} onClick={() => void copy()} data-copied={copied || undefined}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      {/* A code block can scroll sideways, so it must be reachable from the keyboard (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre data-lang={lang || undefined} tabIndex={0} className={styles.pre}>
        <code ref={codeRef}>{runs ? colour(code, runs) : code}</code>
      </pre>
    </div>
  );
}

/** The code cut along its runs, each coloured run a span of the generated theme's class. */
function colour(code: string, runs: CodeRuns) {
  const parts = [];
  let start = 0;
  for (let index = 0; index < runs.length; index += 2) {
    const text = code.slice(start, (start += runs[index]!));
    const style = runs[index + 1];
    parts.push(
      style ? (
        <span key={index} className={`sh${style}`}>
          {text}
        </span>
      ) : (
        text
      ),
    );
  }
  return parts;
}
