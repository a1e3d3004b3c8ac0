import { Link, useRouterState } from '@tanstack/react-router';
import { Suspense, use, useLayoutEffect, useMemo, useRef } from 'react';
import { solvedKey, useReadingProgress } from '../../app/reading-progress';
import type { LessonSummary } from '../../../shared/note';
import type { SeriesInfo } from '../../../shared/series';
import { ListLink } from '../../components/link/ListLink';
import { PrinterIcon } from '../../components/PrinterIcon';
import { DeferredWidgetsContext } from '../../app/deferred-widgets';
import { EmojiImage } from '../../components/emoji/EmojiImage';
import styles from './SeriesSidebar.module.css';

interface SeriesSidebarProps {
  series: SeriesInfo;
  /** The series segment of the current URL, which lesson links keep. */
  topic: string;
  lessons: readonly LessonSummary[];
  /** Its notes run Python, which saving it for offline brings along. */
  python: boolean;
  open: boolean;
  onLessonChosen: () => void;
}

/** The lessons of a series, numbered 1..n, the active one highlighted, and the way back home. */
export function SeriesSidebar({ series, topic, lessons, python, open, onLessonChosen }: SeriesSidebarProps) {
  const progress = useReadingProgress();
  const readIds = progress.read[series.key] ?? [];
  const readCount = lessons.filter((lesson) => readIds.includes(lesson.id)).length;
  // The series' exercises as they are now: a solved one whose note dropped it no longer counts.
  const exercises = lessons.flatMap((lesson) => (lesson.exercises ?? []).map((anchor) => solvedKey(lesson.id, anchor)));
  const solved = new Set(progress.solved?.[series.key]);
  const solvedCount = exercises.filter((exercise) => solved.has(exercise)).length;
  const nav = useRef<HTMLElement>(null);
  // It answers a press, and the worker's word on the series: its code comes at the reader's first interaction.
  const { SaveSeries } = use(DeferredWidgetsContext);
  // The same element on every render, as on the note page (NotePage.tsx): the prerendered markup stays until the code comes.
  const saveSeries = useMemo(
    () => (
      <Suspense>
        <SaveSeries seriesKey={series.key} lessonCount={lessons.length} python={python} />
      </Suspense>
    ),
    [SaveSeries, series.key, lessons.length, python],
  );
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The current lesson stays in view in a long list, on a new page and when the drawer opens: the list
  // scrolls itself (not the page) to put it in the middle, when it is not already in sight.
  useLayoutEffect(() => {
    const list = nav.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    const top = current.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = top - (list.clientHeight - current.offsetHeight) / 2;
  }, [pathname, open]);
  return (
    <aside id="series-sidebar" className={styles.sidebar} data-open={open || undefined} aria-label={`${series.title} lessons`}>
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <EmojiImage emoji={series.icon} />
        </span>
        <div>
          <p className={styles.title}>{series.title}</p>
          <p className={styles.count}>
            {lessons.length} {lessons.length === 1 ? 'lesson' : 'lessons'}
          </p>
          <p className={styles.progress} aria-hidden={readCount > 0 ? undefined : true}>
            {readCount > 0 && `${readCount} of ${lessons.length} read`}
          </p>
          <p className={styles.progress} aria-hidden={solvedCount > 0 ? undefined : true}>
            {solvedCount > 0 && `${solvedCount} of ${exercises.length} ${exercises.length === 1 ? 'exercise' : 'exercises'} solved`}
          </p>
        </div>
      </div>
      {lessons.length > 0 ? (
        <nav ref={nav} aria-label="Lessons" className={styles.nav}>
          <ol className={styles.list}>
            {lessons.map((lesson, index) => (
              <li key={lesson.id}>
                <ListLink
                  to="/$topic/$noteId"
                  params={{ topic, noteId: String(lesson.id) }}
                  active={pathname === `/${topic}/${lesson.id}`}
                  className={styles.lesson}
                  onClick={onLessonChosen}
                >
                  <span className={styles.number}>{index + 1}</span>
                  <span className={styles.lessonTitle}>{lesson.title}</span>
                  <span className={styles.tick}>
                    {readIds.includes(lesson.id) && (
                      <>
                        <span aria-hidden="true">✓</span>
                        <span className="visually-hidden"> (read)</span>
                      </>
                    )}
                  </span>
                </ListLink>
              </li>
            ))}
          </ol>
        </nav>
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No notes available yet</p>
          <p className={styles.emptyText}>Content coming soon!</p>
        </div>
      )}
      {/* Offline reading is the built site's: the dev server has no worker. */}
      {import.meta.env.PROD && lessons.length > 0 && saveSeries}
      {lessons.length > 0 && (
        // No preload on hover: the page loads every note of the series.
        <Link to="/print/$topic" params={{ topic }} preload={false} className={styles.print}>
          <PrinterIcon />
          Print this series
        </Link>
      )}
      <Link to="/" className={styles.back} onClick={onLessonChosen}>
        <span aria-hidden="true">←</span> Back to Home
      </Link>
    </aside>
  );
}
