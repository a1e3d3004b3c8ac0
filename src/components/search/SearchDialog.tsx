import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { lazyRouteComponent } from '../../app/lazy-route-component';
import type { SearchResultsProps } from './SearchResults';
import styles from './SearchDialog.module.css';

// The search and its index load when a visitor first opens the dialog; the dialog itself shows at once.
const SearchResults = lazyRouteComponent<SearchResultsProps>(() => import('./SearchResults'), 'SearchResults', 'search-dialog');

/** Starts loading the search before the dialog opens (the pointer on its button). */
export const preloadSearch = SearchResults.preload;

/** What the results tell the search box: whether the list shows, and which option is chosen. */
export interface ComboboxState {
  expanded: boolean;
  activeId?: string;
}

/**
 * The full-text search dialog: a combobox over the notes found (SearchResults), Esc to close, Tab kept inside.
 * Part of every page's own code, so Ctrl+K opens it at once, and what is typed while the search loads is searched.
 */
export function SearchDialog({ onClose, initialQuery = '' }: { onClose: () => void; initialQuery?: string }) {
  const [query, setQuery] = useState(initialQuery);
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false });
  // Rendered once their chunk is in, at once on a later opening (a failed load shows as 'Loading chunk search-dialog failed').
  const [withResults, setWithResults] = useState(SearchResults.isLoaded);
  // The results' handling of ↑, ↓ and Enter, once they are in.
  const resultKeys = useRef<(event: KeyboardEvent) => void>(undefined);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-results`;

  // Before the dialog is painted: keys typed right after Ctrl+K go to the search box, not the page.
  useLayoutEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    let current = true;
    // After the dialog's first frame: asking for the chunk takes the main thread a moment.
    const start = setTimeout(() => void preloadSearch().then(() => current && setWithResults(true)));
    return () => {
      current = false;
      clearTimeout(start);
    };
  }, []);
  // The page behind stays still while the dialog is open.
  useEffect(() => {
    const root = document.documentElement.style;
    const before = root.overflow;
    root.overflow = 'hidden';
    return () => {
      root.overflow = before;
    };
  }, []);

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
            aria-expanded={combobox.expanded}
            aria-controls={listId}
            aria-activedescendant={combobox.activeId}
            placeholder="Search titles, headings and text…"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => resultKeys.current?.(event)}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            <span aria-hidden="true">Esc</span>
            <span className="visually-hidden">Close search</span>
          </button>
        </div>
        {withResults ? (
          <SearchResults query={query} listId={listId} keysRef={resultKeys} onCombobox={setCombobox} onClose={onClose} />
        ) : (
          <>
            <p className={styles.status} role="status">
              Loading the search index…
            </p>
            <div id={listId} className={styles.results} role="listbox" aria-label="Notes found" />
          </>
        )}
        <p className={styles.keys} aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to move <kbd>Enter</kbd> to open <kbd>Esc</kbd> to close
        </p>
      </div>
    </div>,
    document.body,
  );
}
