import { useState } from 'react';
import styles from './UpdatePrompt.module.css';

interface UpdatePromptProps {
  /** 'A new version is available:', or why the page could not load the rest of itself. */
  message: string;
  onReload: () => void;
  onDismiss: () => void;
}

/** 'A new version is available: Reload', at the foot of the screen, until the reader chooses. */
export function UpdatePrompt({ message, onReload, onDismiss }: UpdatePromptProps) {
  const [reloading, setReloading] = useState(false);
  return (
    <div className={styles.prompt} role="status" aria-live="polite">
      <p className={styles.text}>
        {message}{' '}
        <button
          type="button"
          className={`button ${styles.reload}`}
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            onReload();
          }}
        >
          Reload
        </button>
      </p>
      <button type="button" className={styles.dismiss} aria-label="Dismiss: keep reading this version" onClick={onDismiss}>
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
