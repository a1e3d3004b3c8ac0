import { useEffect, useRef, useState } from 'react';
import { OPEN_SEARCH_EVENT, type OpenSearchDetail } from '../search/open-search';
import { preloadSearch, SearchDialog } from '../search/SearchDialog';
import styles from './SearchButton.module.css';

/** The header's search button; Ctrl+K or ⌘K, or `openSearch()` from a page, opens the same full-text search dialog. */
export function SearchButton() {
  // Open with what to search for at once ('' for nothing yet).
  const [open, setOpen] = useState<{ query: string }>();
  const opener = useRef<Element | null>(null);
  const show = (from: Element | null, query = '') => {
    opener.current = from;
    setOpen({ query });
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k' && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        if (!document.querySelector('[aria-modal]')) show(document.activeElement);
      }
    };
    const onOpenSearch = (event: Event) => {
      const { from, query } = (event as CustomEvent<OpenSearchDetail>).detail;
      if (!document.querySelector('[aria-modal]')) show(from, query);
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener(OPEN_SEARCH_EVENT, onOpenSearch);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(OPEN_SEARCH_EVENT, onOpenSearch);
    };
  }, []);

  const close = () => {
    setOpen(undefined);
    // Back where the visitor was, as a dialog should leave it.
    if (opener.current instanceof HTMLElement) opener.current.focus();
  };

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label="Search all notes"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={() => void preloadSearch()}
        onClick={(event) => show(event.currentTarget)}
      >
        <span className={styles.label}>Search</span>
      </button>
      {open && <SearchDialog onClose={close} initialQuery={open.query} />}
    </>
  );
}
