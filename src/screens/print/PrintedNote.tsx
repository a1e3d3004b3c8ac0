import type { LoadedNote } from '../../app/catalogue-chunks';
import { LocalDate } from '../../components/LocalDate';
import { LightMarkup } from '../../markup/LightMarkup';
import noteStyles from '../note/NotePage.module.css';
import { NoteReferences } from '../note/NoteReferences';
import styles from './PrintedNote.module.css';

/** The id of a note's section on its series' print page, which the contents link to. */
export const printedNoteId = (id: number) => `note-${id}`;

interface PrintedNoteProps {
  note: LoadedNote;
  position: { number: number; total: number };
}

/**
 * One note in full on its series' print page: its title, dates, body (rendered as on its own page, with the
 * note page's body styles) and references. Its exercises' solutions stay folded, as everywhere on paper.
 */
export function PrintedNote({ note: { meta, body, annotations }, position }: PrintedNoteProps) {
  const id = printedNoteId(meta.id);
  return (
    <article id={id} className={styles.note} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <p className={styles.position}>{`Lesson ${position.number} of ${position.total}`}</p>
        <h2 id={`${id}-title`} className={styles.title}>
          {meta.title}
        </h2>
        <p className={styles.meta}>
          Published on <LocalDate value={meta.date} /> in {(meta.displayTopic ?? meta.topic).toUpperCase()}
          {meta.reviewed && (
            <>
              {' '}
              <span aria-hidden="true">·</span> Reviewed <LocalDate value={meta.reviewed} />
            </>
          )}
        </p>
      </header>
      <div className={`${noteStyles.prose} ${styles.body}`}>
        <LightMarkup source={body} annotations={annotations} section={id} />
      </div>
      {meta.references && (
        <NoteReferences references={meta.references} headingId={`${id}-references`} heading="h3" noteTitleId={`${id}-title`} />
      )}
    </article>
  );
}
