import { Link } from '@tanstack/react-router';
import { siteConfig } from '../../site/config';
import { ThemeToggle } from '../theme/ThemeToggle';
import { ReviewLink } from './ReviewLink';
import { SearchButton } from './SearchButton';
import styles from './SiteHeader.module.css';
import { TopicLinks } from './TopicLinks';
import { useActiveTopic } from './use-active-topic';
import { useRouteDisclosure } from './use-route-disclosure';

/**
 * Sticky header: brand, horizontal topic navigation on wide screens, a menu of the same on small ones,
 * the Review page's link and the colour theme button.
 */
export function SiteHeader() {
  const activeTopic = useActiveTopic();
  const { open, close, toggle } = useRouteDisclosure();

  return (
    <header className={styles.header} data-sticky-bar>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} onClick={close}>
          <span className={styles.logo} aria-hidden="true">
            {'</>'}
          </span>
          {siteConfig.name}
        </Link>
        <nav aria-label="Topics" className={styles.wideNav}>
          <TopicLinks activeTopic={activeTopic} className={styles.wideList} linkClassName={styles.wideLink} />
        </nav>
        <div className={styles.actions}>
          <SearchButton />
          <ReviewLink />
          <ThemeToggle />
          <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls="topic-menu" onClick={toggle}>
            <span className={styles.menuIcon} data-open={open || undefined} aria-hidden="true" />
            <span className="visually-hidden">{open ? 'Close topics menu' : 'Open topics menu'}</span>
          </button>
        </div>
      </div>
      {open && (
        <nav id="topic-menu" aria-label="Topics menu" className={styles.menu}>
          <TopicLinks activeTopic={activeTopic} className={styles.menuList} linkClassName={styles.menuLink} onNavigate={close} />
        </nav>
      )}
    </header>
  );
}
