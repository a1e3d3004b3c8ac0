import { useEffect, useRef } from 'react';
import { replayEarlyPress } from '../app/early-press';
import { megabytes, pythonRuntimeBytes } from '../../shared/python-runtime';
import styles from './SaveSeries.module.css';
import { useSeriesOffline } from './use-series-offline';

interface SaveSeriesProps {
  seriesKey: string;
  lessonCount: number;
  /** The series' notes run Python, whose runtime the worker saves with them (and first). */
  python: boolean;
}

/**
 * 'Save this series for offline': every note of the series on this device, with progress, and a way to remove it
 * again; for a series that runs Python, it says that Python and its size come too.
 */
export function SaveSeries({ seriesKey, lessonCount, python }: SaveSeriesProps) {
  const { state, save, remove } = useSeriesOffline(seriesKey);
  const box = useRef<HTMLDivElement>(null);
  // A press made before this code arrived is made again now (app/early-press.ts).
  useEffect(() => replayEarlyPress(box.current), []);
  const notes = `${lessonCount} ${lessonCount === 1 ? 'note' : 'notes'}`;
  const size = megabytes(pythonRuntimeBytes());
  const withPython = python ? ` Python (${size}) is saved with them, to run their code offline.` : '';
  const message =
    state.status === 'saving'
      ? state.total > 0
        ? `Saved ${state.done} of ${state.total} notes…`
        : python
          ? `Saving Python (${size})…`
          : 'Starting…'
      : state.status === 'saved'
        ? `Saved on this device: all ${notes} read offline.${withPython}`
        : state.status === 'removing'
          ? 'Removing…'
          : state.status === 'failed'
            ? `Saving stopped (${state.reason}). Check the connection and try again.`
            : state.status === 'unsupported'
              ? 'This browser cannot keep notes for offline reading.'
              : `Keep all ${notes} on this device to read without a connection.${withPython}`;

  return (
    <div ref={box} className={styles.save} data-deferred>
      {state.status === 'saved' || state.status === 'removing' ? (
        <button
          type="button"
          className={`button button-secondary ${styles.button}`}
          onClick={remove}
          disabled={state.status === 'removing'}
        >
          Remove from this device
        </button>
      ) : state.status !== 'unsupported' ? (
        <button type="button" className={`button button-secondary ${styles.button}`} onClick={save} disabled={state.status === 'saving'}>
          <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          Save this series for offline
        </button>
      ) : null}
      {state.status === 'saving' && (
        <progress className={styles.progress} max={state.total || 1} value={state.done} aria-label={`Saving ${notes} for offline`} />
      )}
      <p className={styles.message} role="status" data-state={state.status}>
        {message}
      </p>
    </div>
  );
}
