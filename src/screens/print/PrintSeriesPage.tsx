import { Link } from '@tanstack/react-router';
import type { LoadedNote } from '../../app/catalogue-chunks';
import type { SeriesInfo } from '../../../shared/series';
import { LocalDate } from '../../components/LocalDate';
import { PrinterIcon } from '../../components/PrinterIcon';
import { siteConfig } from '../../site/config';
import { PrintedNote, printedNoteId } from './PrintedNote';
import styles from './PrintSeriesPage.module.css';

interface PrintSeriesPageProps {
  series: SeriesInfo;
  /** The series segment of the URL, which the link back keeps. */
  topic: string;
  /** Every note of the series, in lesson order. */
  notes: readonly LoadedNote[];
}

/**
 * 'Print this series': a title page, the contents, then every note in full, for the browser's "Save as PDF"
 * (the paper's layout: this module's print rules and src/styles/print.css).
 */
export function PrintSeriesPage({ series, topic, notes }: PrintSeriesPageProps) {
  // The newest date any note carries: a review, or else its publication.
  const updated = notes.map(({ meta }) => meta.reviewed ?? meta.date).reduce((latest, date) => (date > latest ? date : latest));
  return (
    <div className={styles.book}>
      <div className={styles.toolbar}>
        <Link to="/$topic" params={{ topic }} className={styles.back}>
          <span aria-hidden="true">←</span> {series.title} lessons
        </Link>
        <button type="button" className={`button ${styles.print}`} onClick={() => window.print()}>
          <PrinterIcon />
          Print or save as PDF
        </button>
      </div>
      <header className={styles.titlePage}>
        <p className={styles.site}>{siteConfig.name}</p>
        <span className={styles.icon} aria-hidden="true">
          {series.icon}
        </span>
        <h1 className={styles.title}>{series.title}</h1>
        <p className={styles.description}>{series.description}</p>
        <p className={styles.facts}>
          {notes.length} {notes.length === 1 ? 'note' : 'notes'} <span aria-hidden="true">·</span> Updated <LocalDate value={updated} />
        </p>
      </header>
      <nav className={styles.contents} aria-labelledby="print-contents">
        <h2 id="print-contents" className={styles.contentsTitle}>
          Contents
        </h2>
        <ol className={styles.contentsList}>
          {notes.map(({ meta }) => (
            <li key={meta.id}>
              <a href={`#${printedNoteId(meta.id)}`}>{meta.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {notes.map((note, index) => (
        <PrintedNote key={note.meta.id} note={note} position={{ number: index + 1, total: notes.length }} />
      ))}
    </div>
  );
}
