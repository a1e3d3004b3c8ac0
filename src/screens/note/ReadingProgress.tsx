import type { Ref } from 'react';
import styles from './ReadingProgress.module.css';

/**
 * A thin bar under the header that fills as the reader scrolls through the note it sits in (see
 * note-enhancements.ts). Decorative (aria-hidden): a progressbar role would make screen readers
 * announce every scroll, and they already say where the reader is.
 */
export function ReadingProgress({ ref }: { ref: Ref<HTMLDivElement> }) {
  return <div ref={ref} className={styles.bar} aria-hidden="true" />;
}
