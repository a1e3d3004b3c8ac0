import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
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
  // Marks the moment the app has taken over the prerendered page (tests and tools wait for it).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
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
