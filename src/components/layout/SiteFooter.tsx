import { Link } from '@tanstack/react-router';
import { siteConfig } from '../../site/config';
import { KeyboardShortcuts } from '../shortcuts/KeyboardShortcuts';
import { useClientValue } from '../use-client-value';
import styles from './SiteFooter.module.css';

const BUILD_YEAR = new Date().getFullYear();

export function SiteFooter() {
  // A prerendered page shows the year it was built; the client moves it on to the current year.
  const year = useClientValue(
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copyright}>
          © {year} {siteConfig.name}. All rights reserved.
        </p>
        <nav aria-label="Site">
          <ul className={styles.links}>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
          </ul>
        </nav>
        <KeyboardShortcuts />
      </div>
    </footer>
  );
}
