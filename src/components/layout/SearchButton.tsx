import { openSearch, preloadSearch } from '../search/open-search';
import styles from './SearchButton.module.css';

/** The header's search button; Ctrl+K or ⌘K (src/components/shortcuts) opens the same dialog from anywhere. */
export function SearchButton() {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Search all notes"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      onPointerEnter={preloadSearch}
      onClick={(event) => void openSearch(event.currentTarget)}
    >
      <span className={styles.label}>Search</span>
    </button>
  );
}
