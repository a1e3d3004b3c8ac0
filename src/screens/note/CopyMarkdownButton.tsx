import { useEffect, useRef, useState } from 'react';
import { replayEarlyPress } from '../../app/early-press';
import { sitePath } from '../../site/page-head';
import type { MarkdownCopyResult } from '../../tool-copies/copy-markdown';
import actionStyles from './NoteAction.module.css';
import { SwapLabel } from '../../components/swap-label/SwapLabel';
import styles from './CopyMarkdownButton.module.css';

/**
 * 'Copy as Markdown': the note's Markdown copy on the clipboard, loaded on the first click; a polite status
 * says it worked, or links to the Markdown to copy by hand.
 */
export function CopyMarkdownButton({ topic, id }: { topic: string; id: number }) {
  const [status, setStatus] = useState<MarkdownCopyResult>();
  const button = useRef<HTMLButtonElement>(null);
  // A press made before this code arrived is made again now (app/early-press.ts).
  useEffect(() => replayEarlyPress(button.current), []);
  const url = `${sitePath([topic, String(id)])}.md`;
  const copy = () => import('../../tool-copies/copy-markdown').then((module) => module.copyMarkdown(url, setStatus));
  const copied = status?.copied;
  return (
    <>
      <button
        ref={button}
        type="button"
        data-deferred
        className={`${actionStyles.action} ${styles.copy}`}
        onClick={() => void copy()}
        data-copied={copied || undefined}
      >
        <SwapLabel first="Copy as Markdown" second="Copied" showSecond={Boolean(copied)} />
      </button>
      {/* Out of the layout while it has nothing to show, but always there, so that it is announced. */}
      <span role="status" className={copied || !status ? 'visually-hidden' : styles.status}>
        {status?.message}
        {status?.openInstead && (
          <>
            {' '}
            <a href={url}>Open the Markdown</a>
          </>
        )}
      </span>
    </>
  );
}
