import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { FullTextFound } from '../../catalog/search-full-text';
import { FoundNote, withUnsaved } from '../../components/search/FoundNote';
import { loadFullText } from '../../components/search/load-full-text';
import home from './HomePage.module.css';
import styles from './NotesMentioning.module.css';

/** The notes shown for a word: enough to answer it; the search dialog lists more. */
const SHOWN = 6;

type State = { status: 'searching' } | ({ status: 'found'; query: string } & FullTextFound) | { status: 'failed'; error: Error };

/** Below the home page's series results: the notes whose text mentions what was typed, each a link to its section. */
export function NotesMentioning({ query }: { query: string }) {
  const [state, setState] = useState<State>({ status: 'searching' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadFullText()
      .then((engine) => engine.search(query, SHOWN))
      .then(
        (found) => current && setState({ status: 'found', query, ...found }),
        (error: unknown) => current && setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
      );
    return () => {
      current = false;
    };
  }, [query, attempt]);

  const results = state.status === 'found' ? state.results : [];
  return (
    <section className={styles.section} aria-labelledby="mentions-title">
      <div className={home.sectionHead}>
        <h2 id="mentions-title">In the notes</h2>
        <p className={home.count} role="status">
          {state.status === 'found' && foundText(state)}
        </p>
      </div>
      {state.status === 'failed' ? (
        <div className={styles.failure} role="alert">
          <p>{state.error.message}</p>
          <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
            Retry
          </button>
        </div>
      ) : (
        <ul className={styles.list}>
          {results.map((result) => (
            <li key={result.key}>
              <Link
                className={styles.link}
                to="/$topic/$noteId"
                params={{ topic: result.series, noteId: String(result.noteId) }}
                hash={result.heading?.slug}
              >
                <FoundNote result={result} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the search found in the notes' text, and what it could not read (offline, a series not saved). */
function foundText({ query, results, missing }: { query: string } & FullTextFound): string {
  const found =
    results.length === 0
      ? `No note mentions “${query}”`
      : `${results.length === SHOWN ? 'The best' : ''} ${results.length} ${results.length === 1 ? 'note' : 'notes'} mentioning “${query}”`.trim();
  return withUnsaved(found, missing);
}
