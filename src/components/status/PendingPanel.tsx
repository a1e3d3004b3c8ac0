import styles from './PendingPanel.module.css';

/** Shown when a page takes more than a moment to load. */
export function PendingPanel() {
  return (
    <div className={styles.pending} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      Loading…
    </div>
  );
}
