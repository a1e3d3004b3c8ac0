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
    let frame = 0;
    const update = () => {
      frame = 0;
      const { top, height } = note.getBoundingClientRect();
      const scrollable = height - window.innerHeight;
      const progress = scrollable > 0 ? Math.min(Math.max(-top / scrollable, 0), 1) : 1;
      bar.style.transform = `scaleX(${progress})`;
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return <div ref={ref} className={styles.bar} aria-hidden="true" />;
}
