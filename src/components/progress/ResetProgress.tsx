import { useEffect, useRef, useState } from 'react';
import { resetProgress } from './device-progress';
import styles from './ResetProgress.module.css';

/** 'Reset progress', asking first: forgets every note marked read in this browser. */
export function ResetProgress() {
  const [state, setState] = useState<'idle' | 'confirming' | 'done'>('idle');
  const cancel = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  // Focus follows the buttons that replace each other, so a keyboard user is never dropped.
  useEffect(() => {
    if (state === 'confirming') cancel.current?.focus();
    else if (asked.current) start.current?.focus();
    asked.current = state === 'confirming';
  }, [state]);

  if (state === 'confirming') {
    return (
      <div className={styles.confirm} role="group" aria-labelledby="reset-question">
        <p id="reset-question" className={styles.question}>
          Forget every note you have read on this device?
        </p>
        <button
          type="button"
          className="button"
          onClick={() => {
            resetProgress();
            setState('done');
          }}
        >
          Yes, reset progress
        </button>
        <button ref={cancel} type="button" className="button button-secondary" onClick={() => setState('idle')}>
          Cancel
        </button>
      </div>
    );
  }
  return (
    <div className={styles.confirm}>
      <button ref={start} type="button" className="button button-secondary" onClick={() => setState('confirming')}>
        Reset progress
      </button>
      <span role="status" className={styles.done}>
        {state === 'done' ? 'Your reading progress was reset.' : ''}
      </span>
    </div>
  );
}
