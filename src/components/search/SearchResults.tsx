import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useLayoutEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import type { FullTextFound, FullTextResult, FullTextSearch } from '../../catalog/search-full-text';
import { FoundNote, withUnsaved } from './FoundNote';
import { loadFullText } from './load-full-text';
import type { ComboboxState } from './SearchDialog';
import styles from './SearchDialog.module.css';

type IndexState = { status: 'loading' } | { status: 'ready'; engine: FullTextSearch } | { status: 'failed'; error: Error };

export interface SearchResultsProps {
  query: string;
  /** The listbox's id, which the search box controls. */
  listId: string;
  /** Where the results put their handling of the search box's ↑, ↓ and Enter. */
  keysRef: RefObject<((event: KeyboardEvent) => void) | undefined>;
  onCombobox: (state: ComboboxState) => void;
  onClose: () => void;
}

/** The search dialog's results: one option a note (its best section), ↑/↓ to move, Enter to open; its status line. */
export function SearchResults({ query, listId, keysRef, onCombobox, onClose }: SearchResultsProps) {
  const [index, setIndex] = useState<IndexState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The option chosen, for the query it was chosen in: a new query starts at its first result.
  const [chosen, setChosen] = useState({ query, position: 0 });
  const active = chosen.query === query ? chosen.position : 0;
  const setActive = (position: number) => setChosen({ query, position });
  const navigate = useNavigate();
  const id = useId();

  useEffect(() => {
    let current = true;
    loadFullText().then(
      (engine) => current && setIndex({ status: 'ready', engine }),
      (error: unknown) => current && setIndex({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // The results of the last query searched: a query's shards may take a moment to arrive.
  const [found, setFound] = useState<{ query: string } & FullTextFound>({ query: '', results: [], missing: 0 });
  useEffect(() => {
    if (index.status !== 'ready') return;
    let current = true;
    index.engine.search(query).then(
      (answer) => current && setFound({ query, ...answer }),
      (error: unknown) => current && setIndex({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [index, query]);
  const results = query.trim() === '' ? [] : found.results;
  const optionId = (result: FullTextResult) => `${id}-option-${result.key}`;
  const activeResult = results[active];

  const activeId = activeResult ? optionId(activeResult) : undefined;
  const expanded = results.length > 0;
  useEffect(() => {
    onCombobox({ expanded, activeId });
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, activeId, onCombobox]);

  const open = (result: FullTextResult) => {
    onClose();
    void navigate({ to: '/$topic/$noteId', params: { topic: result.series, noteId: String(result.noteId) }, hash: result.heading?.slug });
  };

  // Every render: the keys act on the results on screen.
  useLayoutEffect(() => {
    keysRef.current = (event: KeyboardEvent) => {
      if (results.length === 0) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((active + step + results.length) % results.length);
      } else if (event.key === 'Enter' && activeResult) {
        event.preventDefault();
        open(activeResult);
      }
    };
  });

  const status =
    index.status === 'loading'
      ? 'Loading the search index…'
      : index.status === 'failed' || query.trim() === ''
        ? ''
        : found.query.trim() === ''
          ? 'Searching…'
          : foundText(found);

  return (
    <>
      <p className={styles.status} role="status">
        {status}
      </p>
      {index.status === 'failed' && (
        <div className={styles.failure} role="alert">
          <p>{index.error.message}</p>
          <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
            Retry
          </button>
        </div>
      )}
      <div id={listId} className={styles.results} role="listbox" aria-label="Notes found">
        {results.map((result, position) => (
          <Link
            key={result.key}
            id={optionId(result)}
            role="option"
            aria-selected={position === active}
            tabIndex={-1}
            className={styles.option}
            to="/$topic/$noteId"
            params={{ topic: result.series, noteId: String(result.noteId) }}
            hash={result.heading?.slug}
            onClick={onClose}
            onMouseMove={() => position !== active && setActive(position)}
          >
            <FoundNote result={result} selected={position === active} />
          </Link>
        ))}
      </div>
    </>
  );
}

/** How many notes a query found, and how many more it could not read (offline, their series not saved). */
function foundText({ query, results, missing }: { query: string } & FullTextFound): string {
  const count =
    results.length === 0 ? `No notes match “${query.trim()}”` : `${results.length} ${results.length === 1 ? 'note' : 'notes'} found`;
  return withUnsaved(count, missing);
}
