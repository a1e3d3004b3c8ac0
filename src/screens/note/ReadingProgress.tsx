import { useEffect, useRef } from 'react';
import styles from './ReadingProgress.module.css';

/**
 * A thin bar under the header that fills as the reader scrolls through the note it sits in: empty
 * until the note's top leaves the screen, full once its end is in view. Decorative (aria-hidden):
 * a progressbar role would make screen readers announce every scroll, and they already say where
 * the reader is. The width is a transform set through the ref, never a style attribute, which the
 * Content-Security-Policy would block on a prerendered page.
 */
export function ReadingProgress() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = ref.current!;
    const note = bar.parentElement!;
    // Browsers fire scroll and resize at most once a frame, so each event may measure.
    const update = () => {
      const { top, height } = note.getBoundingClientRect();
      const scrollable = height - window.innerHeight;
      bar.style.transform = `scaleX(${scrollable > 0 ? Math.min(Math.max(-top / scrollable, 0), 1) : 1})`;
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return <div ref={ref} className={styles.bar} aria-hidden="true" />;
}
