import type { Ref } from 'react';
import styles from './SearchBox.module.css';

interface SearchBoxProps {
  ref: Ref<HTMLInputElement>;
  value: string;
  showClear: boolean;
  onType: (text: string) => void;
  onEnter: () => void;
  onClear: () => void;
}

/** The home page's topic search: Enter confirms an exact match, the clear button resets both. */
export function SearchBox({ ref, value, showClear, onType, onEnter, onClear }: SearchBoxProps) {
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onEnter();
      }}
    >
      <label htmlFor="topic-search" className="visually-hidden">
        Search topics
      </label>
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
      </span>
      <input
        ref={ref}
        id="topic-search"
        className={styles.input}
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder="Search topics: react, python, c++…"
        aria-describedby="search-hint"
        value={value}
        onChange={(event) => onType(event.target.value)}
      />
      {showClear && (
        <button type="button" className={styles.clear} onClick={onClear} aria-label="Clear search">
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </form>
  );
}
