import { Outlet } from '@tanstack/react-router';
import { siteConfig } from '../../site/config';
import styles from './RootLayout.module.css';
import { SiteFooter } from './SiteFooter';
import { PageHead } from './PageHead';
import { SiteHeader } from './SiteHeader';
import { useBarsAway } from './use-bars-away';
import { useInspectBlock } from './use-inspect-block';

/** The frame of every page: skip link, header, the page itself and the footer. */
export function RootLayout() {
  useInspectBlock(siteConfig.blockInspect);
  useBarsAway();
  return (
    <>
      <PageHead />
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
