import type { Ref } from 'react';
import styles from './ReadingProgress.module.css';

/**
 * A bar that fills as the reader scrolls through the note; aria-hidden, since a progressbar role would make
 * screen readers announce every scroll.
 */
export function ReadingProgress({ ref }: { ref: Ref<HTMLDivElement> }) {
  return <div ref={ref} className={styles.bar} aria-hidden="true" />;
}
