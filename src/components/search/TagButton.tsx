import { openSearch } from './open-search';
import styles from './TagButton.module.css';

/** A note's tag, on its page or its card: pressing it opens the search for that tag. */
export function TagButton({ tag, className }: { tag: string; className: string | undefined }) {
  return (
    <button type="button" className={`${styles.tag} ${className}`} onClick={(event) => openSearch(event.currentTarget, tag)}>
      <span className="visually-hidden">Find notes tagged </span>
      {tag}
    </button>
  );
}
