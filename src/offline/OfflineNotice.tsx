import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { availableNotes, type AvailableSeries } from './available-notes';
import styles from './OfflineNotice.module.css';

interface OfflineNoticeProps {
  /** Loads the page again, for when the connection is back. */
  onRetry: () => unknown;
}

/**
 * What a page that was never saved shows offline, in the site's layout: the reason, and links to
 * the notes that read on this device. It tries again by itself when the connection comes back.
 */
export function OfflineNotice({ onRetry }: OfflineNoticeProps) {
  const [series, setSeries] = useState<AvailableSeries[]>();

  useEffect(() => {
    let current = true;
    availableNotes().then(
      (available) => current && setSeries(available),
      () => current && setSeries([]),
    );
    window.addEventListener('online', onRetry);
    return () => {
      current = false;
      window.removeEventListener('online', onRetry);
    };
  }, [onRetry]);

  return (
    <section className={styles.notice} aria-labelledby="offline-title">
      <h1 id="offline-title" className={styles.title}>
        Not saved for offline reading
      </h1>
      <p className={styles.lead} role="status">
        You are offline. This note has not been saved on this device yet.
      </p>
      {series === undefined ? null : series.length === 0 ? (
        <p className={styles.help}>
          No notes are saved on this device yet. While online, open a note to keep it, or choose &apos;Save this series for offline&apos;
          beside a series&apos; lessons.
        </p>
      ) : (
        <>
          <h2 className={styles.subtitle}>Notes you can read offline</h2>
          {series.map((entry) => (
            <section key={entry.key} className={styles.series} aria-label={entry.title}>
              <h3 className={styles.seriesTitle}>{entry.title}</h3>
              <ul className={styles.list}>
                {entry.notes.map((note) => (
                  <li key={note.path}>
                    <Link to="/$topic/$noteId" params={{ topic: entry.key, noteId: String(note.id) }} className={styles.link}>
                      {note.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
        <Link to="/" className="button button-secondary">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
