import type { FullTextResult } from '../../catalog/search-full-text';
import type { TextPart } from '../../catalog/search-snippet';
import styles from './FoundNote.module.css';

/** A note a full-text search found, as the dialog and the home page list it: where, its title, the snippet, the words marked. */
export function FoundNote({ result, selected = false }: { result: FullTextResult; selected?: boolean }) {
  return (
    <>
      <span className={styles.where}>
        {result.seriesTitle}
        {result.heading && <span className={styles.section}> › {result.heading.text}</span>}
      </span>
      <span className={selected ? `${styles.title} ${styles.selected}` : styles.title}>
        <Marked parts={result.title} />
      </span>
      {result.snippet.length > 0 && (
        <span className={styles.snippet}>
          <Marked parts={result.snippet} />
        </span>
      )}
    </>
  );
}

/** What a search says of the notes it found but could not read (offline, their series not saved), after `found`. */
export function withUnsaved(found: string, missing: number): string {
  return missing === 0 ? found : `${found}. ${missing} more ${missing === 1 ? 'is' : 'are'} in series not saved on this device.`;
}

function Marked({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) =>
    part.mark ? (
      <mark key={index} className={styles.mark}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
