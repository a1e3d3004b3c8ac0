import { Link } from '@tanstack/react-router';
import type { LessonSummary, NoteDetails } from '../../catalog/types';
import { LocalDate } from '../../components/LocalDate';
import { LightMarkup } from '../../markup/LightMarkup';
import styles from './NotePage.module.css';
import { ReadToggle } from './ReadToggle';
import { useReadAtEnd } from './use-read-at-end';

interface NotePageProps {
  note: NoteDetails;
  body: string;
  /** The series segment of the current URL, which the Previous / Next links keep. */
  topic: string;
  previous?: LessonSummary;
  next?: LessonSummary;
}

/** One note: title, publication line, tags, the rendered body, then Previous / Next by id order. */
export function NotePage({ note, body, topic, previous, next }: NotePageProps) {
  const endOfNote = useReadAtEnd(topic, note.id);
  return (
    <article className={styles.note} aria-labelledby="note-title">
      <header className={styles.header}>
        <h1 id="note-title" className={styles.title}>
          {note.title}
        </h1>
        <p className={styles.meta}>
          Published on <LocalDate value={note.date} /> in {(note.displayTopic ?? note.topic).toUpperCase()}
        </p>
        {note.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {note.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        <ReadToggle series={topic} id={note.id} />
      </header>
      <div className={styles.prose}>
        <LightMarkup source={body} />
      </div>
      <div ref={endOfNote} />
      {(previous || next) && (
        <nav className={styles.pager} aria-label="Previous and next notes">
          {previous && (
            <Link to="/$topic/$noteId" params={{ topic, noteId: String(previous.id) }} className={styles.pagerLink} rel="prev">
              <span className={styles.pagerLabel}>← Previous</span>
              <span className={styles.pagerTitle}>{previous.title}</span>
            </Link>
          )}
          {next && (
            <Link
              to="/$topic/$noteId"
              params={{ topic, noteId: String(next.id) }}
              className={`${styles.pagerLink} ${styles.pagerNext}`}
              rel="next"
            >
              <span className={styles.pagerLabel}>Next →</span>
              <span className={styles.pagerTitle}>{next.title}</span>
            </Link>
          )}
        </nav>
      )}
    </article>
  );
}
