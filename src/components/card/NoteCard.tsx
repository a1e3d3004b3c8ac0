import { Link } from '@tanstack/react-router';
import { cardAction } from '../../catalog/card-action';
import type { NoteSummary } from '../../../shared/note';
import { sitePath } from '../../site/page-head';
import { LocalDate } from '../LocalDate';
import { TagButton } from '../search/TagButton';
import styles from './NoteCard.module.css';
import './topic-colors.css';

export const CARD_TAG_LIMIT = 2;

interface NoteCardProps {
  note: NoteSummary;
  /** The series the card belongs to; the card links there, or to the note when `linkToNote`. */
  seriesKey: string;
  linkToNote: boolean;
  /** The badge text before upper-casing; the note's displayTopic or topic when not given. */
  displayTopic?: string;
  /** Search results wear a highlighted ring. */
  highlighted?: boolean;
  /**
   * How many notes of the card's series the visitor has read; null until they started it. A card
   * given this keeps a line for it from the first paint, so the grid never moves when it appears.
   */
  progress?: { read: number; total: number } | null;
}

/** A card of the home page: coloured topic header, title, description, tags (each opens the search for it), date and one button. */
export function NoteCard({ note, seriesKey, linkToNote, displayTopic, highlighted = false, progress }: NoteCardProps) {
  const noteId = String(note.id);
  const action = cardAction(sitePath(linkToNote ? [seriesKey, noteId] : [seriesKey]));
  const shownTags = note.tags.slice(0, CARD_TAG_LIMIT);
  const hiddenTags = note.tags.length - shownTags.length;
  const badge = (displayTopic ?? note.displayTopic ?? note.topic).toUpperCase();

  return (
    <article className={styles.card} data-highlighted={highlighted || undefined}>
      <header className={styles.header} data-topic={note.topic.toLowerCase()}>
        <span className={styles.badge}>{badge}</span>
        <h3 className={styles.title}>{note.title}</h3>
      </header>
      <div className={styles.body}>
        {note.description && <p className={styles.description}>{note.description}</p>}
        {note.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {shownTags.map((tag) => (
              <li key={tag} className={styles.tagItem}>
                <TagButton tag={tag} className={styles.tag} />
              </li>
            ))}
            {hiddenTags > 0 && (
              <li className={styles.more}>
                +{hiddenTags}
                <span className="visually-hidden"> more tags</span>
              </li>
            )}
          </ul>
        )}
        {progress !== undefined && (
          <p className={styles.progress} aria-hidden={progress ? undefined : true}>
            {progress && (
              <>
                <progress value={progress.read} max={progress.total} aria-label={`${badge} progress`} />
                {progress.read} of {progress.total} read
              </>
            )}
          </p>
        )}
        <div className={styles.footer}>
          <LocalDate className={styles.date} value={note.date} />
          {linkToNote ? (
            <Link to="/$topic/$noteId" params={{ topic: seriesKey, noteId }} className={`button ${styles.action}`}>
              {action}
              <span className="visually-hidden">: {note.title}</span>
            </Link>
          ) : (
            <Link to="/$topic" params={{ topic: seriesKey }} className={`button ${styles.action}`}>
              {action}
              <span className="visually-hidden">: {badge}</span>
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
