import { useEffect, useRef, useState } from 'react';
import { lazyRouteComponent } from '../../app/lazy-route-component';
import styles from './SearchButton.module.css';

// The dialog, the search library and the index load only when a visitor first opens it.
const SearchDialog = lazyRouteComponent<{ onClose: () => void }>(() => import('../search/SearchDialog'), 'SearchDialog', 'search-dialog');

/** The header's search button; Ctrl+K or ⌘K opens the same full-text search dialog from anywhere. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const opener = useRef<Element | null>(null);
  // Opens once the dialog's chunk is in: a failed load then shows as 'Loading chunk search-dialog failed'.
  const show = (from: Element | null) => {
    opener.current = from;
    void SearchDialog.preload().then(() => setOpen(true));
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k' && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        if (!document.querySelector('[aria-modal]')) show(document.activeElement);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = () => {
    setOpen(false);
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
        onPointerEnter={() => void SearchDialog.preload()}
        onClick={(event) => show(event.currentTarget)}
      >
        <span className={styles.label}>Search</span>
      </button>
      {open && <SearchDialog onClose={close} />}
    </>
  );
}
