import { Link } from '@tanstack/react-router';
import { siteConfig } from '../../site/config';
import { NotFoundHelp } from '../../components/not-found/NotFoundHelp';
import styles from './StaticPage.module.css';
import { useHydratedMark } from '../../app/use-hydrated-mark';

/** Every path that is not a page of the site. */
export function NotFoundPage() {
  useHydratedMark();
  return (
    <div className={styles.page}>
      <title>{`404 Page Not Found | ${siteConfig.name}`}</title>
      <meta name="description" content="The page you requested does not exist." />
      <meta name="robots" content="noindex" />
      <section className={styles.center} aria-labelledby="not-found-title">
        <span className={styles.bigCode} aria-hidden="true">
          404
        </span>
        <h1 id="not-found-title">404 Page Not Found</h1>
        <p>The page you requested does not exist.</p>
        <Link to="/" className="button">
          Go to the home page
        </Link>
        <NotFoundHelp />
      </section>
    </div>
  );
}
