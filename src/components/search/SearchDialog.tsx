import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { FullTextFound, FullTextResult, FullTextSearch } from '../../catalog/search-full-text';
import { FoundNote, withUnsaved } from './FoundNote';
import { loadFullText } from './load-full-text';
import styles from './SearchDialog.module.css';

type IndexState = { status: 'loading' } | { status: 'ready'; engine: FullTextSearch } | { status: 'failed'; error: Error };

/**
 * The full-text search dialog: a combobox whose listbox holds one result a note (its best section),
 * ↑/↓ to move, Enter to open, Esc to close; Tab stays inside while it is open.
 */
export function SearchDialog({ onClose, initialQuery = '' }: { onClose: () => void; initialQuery?: string }) {
  const [index, setIndex] = useState<IndexState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const id = useId();

  // Before the dialog is painted: keys typed right after Ctrl+K go to the search box, not the page.
  useLayoutEffect(() => inputRef.current?.focus(), []);
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
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  // The page behind stays still while the dialog is open.
  useEffect(() => {
    const root = document.documentElement.style;
    const before = root.overflow;
    root.overflow = 'hidden';
    return () => {
      root.overflow = before;
    };
  }, []);

  const open = (result: FullTextResult) => {
    onClose();
    void navigate({ to: '/$topic/$noteId', params: { topic: result.series, noteId: String(result.noteId) }, hash: result.heading?.slug });
  };

  const onDialogKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      const focusable = [...dialogRef.current!.querySelectorAll<HTMLElement>('input, button')];
      const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
      if (document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
      }
    }
  };

  const onInputKeyDown = (event: KeyboardEvent) => {
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

  const status =
    index.status === 'loading'
      ? 'Loading the search index…'
      : index.status === 'failed' || query.trim() === ''
        ? ''
        : found.query.trim() === ''
          ? 'Searching…'
          : foundText(found);

  // On the body: the sticky header's backdrop filter would otherwise confine a fixed element to it.
  return createPortal(
    // A click on the backdrop closes the dialog, as Esc and the close button do for the keyboard.
    <div
      className={styles.backdrop}
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* The keys handled here are Escape and Tab for the whole dialog; the combobox has its own. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={onDialogKeyDown}
      >
        <h2 id={`${id}-title`} className="visually-hidden">
          Search all notes
        </h2>
        <div className={styles.field}>
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
          <input
            ref={inputRef}
            className={styles.input}
            type="text"
            role="combobox"
            aria-label="Search all notes"
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={`${id}-results`}
            aria-activedescendant={activeId}
            placeholder="Search titles, headings and text…"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            <span aria-hidden="true">Esc</span>
            <span className="visually-hidden">Close search</span>
          </button>
        </div>
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
        <div id={`${id}-results`} className={styles.results} role="listbox" aria-label="Notes found">
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
        <p className={styles.keys} aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to move <kbd>Enter</kbd> to open <kbd>Esc</kbd> to close
        </p>
      </div>
    </div>,
    document.body,
  );
}

/** How many notes a query found, and how many more it could not read (offline, their series not saved). */
function foundText({ query, results, missing }: { query: string } & FullTextFound): string {
  const count =
    results.length === 0 ? `No notes match “${query.trim()}”` : `${results.length} ${results.length === 1 ? 'note' : 'notes'} found`;
  return withUnsaved(count, missing);
}
