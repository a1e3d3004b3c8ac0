import { Link } from '@tanstack/react-router';
import { NotFoundHelp } from '../../components/not-found/NotFoundHelp';
import styles from './NoteNotFound.module.css';
import { typedId } from './typed-id';

/** The block shown for an id that is not a note of this series; the id as typed, set apart as code and cut short. */
export function NoteNotFound({ noteId, topic, seriesTitle }: { noteId: string; topic: string; seriesTitle: string }) {
  return (
    <section className={styles.block} aria-labelledby="note-missing-title">
      <h1 id="note-missing-title">Note Not Found (404)</h1>
      <p>
        The note with ID <code className={styles.id}>{typedId(noteId)}</code> in the {topic} series does not exist.
      </p>
      <Link to="/$topic" params={{ topic }} className="button">
        ← Back to {seriesTitle} notes
      </Link>
      <NotFoundHelp />
    </section>
  );
}
