import type { NoteReference } from '../../../shared/note';
import styles from './NoteReferences.module.css';

interface NoteReferencesProps {
  references: readonly NoteReference[];
  /** The id of the section's heading, unique on the page. */
  headingId: string;
  /** h2 on a note's page; h3 under the note's own heading on a series' print page. */
  heading?: 'h2' | 'h3';
  /** The id of the note's title, on a page of several notes: each References region is named apart. */
  noteTitleId?: string;
}

/** A note's sources, after its text: each title a link, its host small beside it. */
export function NoteReferences({ references, headingId, heading: Heading = 'h2', noteTitleId }: NoteReferencesProps) {
  return (
    <section className={styles.references} aria-labelledby={noteTitleId ? `${headingId} ${noteTitleId}` : headingId}>
      <Heading id={headingId} className={styles.title}>
        References
      </Heading>
      <ol className={styles.list}>
        {references.map((reference) => (
          <li key={reference.url}>
            <a href={reference.url}>{reference.title}</a> <span className={styles.host}>{new URL(reference.url).hostname}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
