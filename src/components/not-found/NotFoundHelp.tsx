import { Link } from '@tanstack/react-router';
import { navigationEntries } from '../../site/navigation';
import { openSearch } from '../search/open-search';
import styles from './NotFoundHelp.module.css';

/** Ways on from a page that does not exist: the site's search, and every series. */
export function NotFoundHelp() {
  return (
    <nav className={styles.help} aria-label="Find a note">
      <button type="button" className={`button ${styles.search}`} onClick={(event) => openSearch(event.currentTarget)}>
        Search the notes
      </button>
      <p className={styles.lead}>Or start a series:</p>
      <ul className={styles.series}>
        {navigationEntries().flatMap((entry) =>
          entry.topic
            ? [
                <li key={entry.topic}>
                  <Link to="/$topic" params={{ topic: entry.topic }}>
                    {entry.label}
                  </Link>
                </li>,
              ]
            : [],
        )}
      </ul>
    </nav>
  );
}
