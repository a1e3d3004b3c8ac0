import { Link } from '@tanstack/react-router';
import type { SeriesChunk } from '../../app/catalogue-chunks';
import { seriesDisplay } from '../../catalog/series-display';
import { ResetProgress } from '../../components/progress/ResetProgress';
import styles from './ContinueReading.module.css';
import { nextToRead } from './next-to-read';

interface ContinueReadingProps {
  series: string;
  chunk: SeriesChunk;
  readIds: readonly number[];
  lastId: number;
}

/** 'Continue where you left off': the next unread note of the series read last, or that it is finished. */
export function ContinueReading({ series, chunk, readIds, lastId }: ContinueReadingProps) {
  const { title } = seriesDisplay(chunk.info, series);
  const next = nextToRead(chunk.lessons, readIds, lastId);
  const read = chunk.lessons.filter((lesson) => readIds.includes(lesson.id)).length;

  return (
    <section className={styles.panel} aria-labelledby="continue-title">
      <div className={styles.text}>
        <h2 id="continue-title" className={styles.title}>
          Continue where you left off
        </h2>
        <p className={styles.summary}>
          {title}: {read} of {chunk.lessons.length} read
        </p>
      </div>
      {next ? (
        <Link to="/$topic/$noteId" params={{ topic: series, noteId: String(next.id) }} className={`button ${styles.next}`}>
          <span className={styles.nextText}>
            <span className={styles.lessonNumber}>Lesson {chunk.lessons.indexOf(next) + 1}:</span> {next.title}
          </span>
          <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <p className={styles.finished}>
          You have read every {title} note.{' '}
          <Link to="/$topic" params={{ topic: series }}>
            Review {title}
          </Link>
        </p>
      )}
      <ResetProgress />
    </section>
  );
}
