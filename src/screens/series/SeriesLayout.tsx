import { Outlet } from '@tanstack/react-router';
import type { LessonSummary } from '../../../shared/note';
import type { SeriesInfo } from '../../../shared/series';
import styles from './SeriesLayout.module.css';
import { useRouteDisclosure } from '../../components/layout/use-route-disclosure';
import { SeriesSidebar } from './SeriesSidebar';
import { EmojiImage } from '../../components/emoji/EmojiImage';

interface SeriesLayoutProps {
  series: SeriesInfo;
  topic: string;
  lessons: readonly LessonSummary[];
  /** Its notes run Python (SeriesFile.python). */
  python: boolean;
}

/** A series page: the lesson sidebar (a drawer on small screens) beside the chosen lesson. */
export function SeriesLayout({ series, topic, lessons, python }: SeriesLayoutProps) {
  const { open, close, toggle } = useRouteDisclosure();

  return (
    <div className={styles.layout}>
      <div className={styles.topBar} data-sticky-bar>
        <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls="series-sidebar" onClick={toggle}>
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h10" strokeLinecap="round" />
          </svg>
          Lessons
        </button>
        <span className={styles.topBarTitle}>
          <span aria-hidden="true">
            <EmojiImage emoji={series.icon} />
          </span>{' '}
          {series.title}
        </span>
      </div>
      <SeriesSidebar series={series} topic={topic} lessons={lessons} python={python} open={open} onLessonChosen={close} />
      {open && <button type="button" className={styles.overlay} aria-label="Close lessons" tabIndex={-1} onClick={close} />}
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
