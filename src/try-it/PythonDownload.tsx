import { megabytes, pythonRuntimeBytes } from '../../shared/python-runtime';
import styles from './TryIt.module.css';

/**
 * Python's first download on the page, as it comes: a bar and the megabytes so far, beside the status line, which
 * says what loads (a screen reader hears that once, not each step).
 */
export function PythonDownload({ loaded }: { loaded: number | undefined }) {
  if (loaded === undefined) return null;
  const total = pythonRuntimeBytes();
  return (
    <span className={styles.download}>
      <progress className={styles.downloadBar} max={total} value={Math.min(loaded, total)} aria-label="Python download" />
      <span aria-hidden="true">
        {megabytes(Math.min(loaded, total))} of {megabytes(total)}
      </span>
    </span>
  );
}
