import { Link } from '@tanstack/react-router';
import { Suspense, use } from 'react';
import type { LoadedNote } from '../../app/catalogue-chunks';
import type { LessonSummary } from '../../../shared/note';
import type { SeriesInfo } from '../../../shared/series';
import { LocalDate } from '../../components/LocalDate';
import { PrinterIcon } from '../../components/PrinterIcon';
import { siteConfig } from '../../site/config';
import { PrintedNote, printedNoteId } from './PrintedNote';
import styles from './PrintSeriesPage.module.css';
import { useHydratedMark } from '../../app/use-hydrated-mark';

interface PrintSeriesPageProps {
  series: SeriesInfo;
  /** The series segment of the URL, which the link back keeps. */
  topic: string;
  /** The series' lessons, in order: the contents, there at once. */
  lessons: readonly LessonSummary[];
  /** Every note of the series, in lesson order: in the prerendered page, or on their way after a link. */
  notes: readonly LoadedNote[] | Promise<readonly LoadedNote[]>;
}

type Notes = PrintSeriesPageProps['notes'];
const useArrived = (notes: Notes) => (notes instanceof Promise ? use(notes) : notes);

/**
 * 'Print this series': a title page, the contents, then every note in full, for the browser's "Save as PDF"
 * (the paper's layout: this module's print rules and src/styles/print.css).
 */
export function PrintSeriesPage({ series, topic, lessons, notes }: PrintSeriesPageProps) {
  useHydratedMark();
  return (
    <div className={styles.book}>
      <div className={styles.toolbar}>
        <Link to="/$topic" params={{ topic }} className={styles.back}>
          <span aria-hidden="true">←</span> {series.title} lessons
        </Link>
        {/* Paper with half the notes on it helps nobody: the button waits for them all. */}
        <Suspense fallback={<PrintButton ready={false} />}>
          <PrintButtonOnceArrived notes={notes} />
        </Suspense>
      </div>
      <header className={styles.titlePage}>
        <p className={styles.site}>{siteConfig.name}</p>
        <span className={styles.icon} aria-hidden="true">
          {series.icon}
        </span>
        <h1 className={styles.title}>{series.title}</h1>
        <p className={styles.description}>{series.description}</p>
        <p className={styles.facts}>
          {lessons.length} {lessons.length === 1 ? 'note' : 'notes'}
          <Suspense fallback={null}>
            <LastUpdate notes={notes} />
          </Suspense>
        </p>
      </header>
      <nav className={styles.contents} aria-labelledby="print-contents">
        <h2 id="print-contents" className={styles.contentsTitle}>
          Contents
        </h2>
        <ol className={styles.contentsList}>
          {lessons.map(({ id, title }) => (
            <li key={id}>
              <a href={`#${printedNoteId(id)}`}>{title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <Suspense
        fallback={
          <p role="status" className={styles.gathering}>
            Gathering the {lessons.length} notes…
          </p>
        }
      >
        <PrintedNotes notes={notes} />
      </Suspense>
    </div>
  );
}

function PrintButton({ ready }: { ready: boolean }) {
  return (
    <button type="button" className={`button ${styles.print}`} onClick={() => window.print()} disabled={!ready}>
      <PrinterIcon />
      Print or save as PDF
    </button>
  );
}

function PrintButtonOnceArrived({ notes }: { notes: Notes }) {
  useArrived(notes);
  return <PrintButton ready />;
}

/** The newest date any note carries: a review, or else its publication. */
function LastUpdate({ notes }: { notes: Notes }) {
  const updated = useArrived(notes)
    .map(({ meta }) => meta.reviewed ?? meta.date)
    .reduce((latest, date) => (date > latest ? date : latest));
  return (
    <>
      {' '}
      <span aria-hidden="true">·</span> Updated <LocalDate value={updated} />
    </>
  );
}

function PrintedNotes({ notes }: { notes: Notes }) {
  const all = useArrived(notes);
  return all.map((note, index) => <PrintedNote key={note.meta.id} note={note} position={{ number: index + 1, total: all.length }} />);
}
