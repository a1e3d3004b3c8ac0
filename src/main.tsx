import './app/global-styles';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createSiteRouter } from './router';
import { followSavedNotes } from './app/saved-notes';
import { pageAddress } from '../shared/page-address';

/** Lets the browser paint and answer input between the start's steps, each of which is long on a slow phone. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** The app's start, after the modules' evaluation (one task): the router, its data, the page, each a task of its own. */
async function start() {
  // A host that serves a page under another address (`/index.html`, `/react//105`) sent that page: the router
  // reads its one address, so it renders the page the markup is (no hydration mismatch), and the bar shows it.
  const address = pageAddress(location.pathname);
  if (address !== location.pathname) history.replaceState(history.state, '', address + location.search + location.hash);
  const router = createSiteRouter();
  if (import.meta.hot) followSavedNotes(import.meta.hot, router);
  // Offline reading starts once the page has loaded, so it takes nothing from the first view.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const startOffline = () =>
      void import('./offline/start-offline-reading')
        .then((offline) => offline.startOfflineReading(router))
        // A browser that refuses the worker (private browsing, a policy, a test that blocks it) reads online as before.
        .catch(() => {});
    if (document.readyState === 'complete') startOffline();
    else window.addEventListener('load', startOffline, { once: true });
  }
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // A page from the host: load the route data its markup was made from (or, for the host's 404.html, the path's).
  await nextTask();
  await router.load();
  await nextTask();
  for (const tag of document.head.querySelectorAll('[data-prerendered]')) tag.remove();
  // As a transition, React's first render yields to the browser every few milliseconds instead of one long task.
  if (container.hasAttribute('data-fallback')) {
    // The host's 404.html, served for a path it has no file for: the client renders what the path is, with that
    // page's head (a note found after a redirect keeps no 404 description or noindex). The not-found markup stays
    // on screen until React's first commit replaces it.
    startTransition(() => {
      createRoot(container).render(app);
    });
  } else {
    // Tells the router its first render takes over server markup, so it renders the same tree the
    // prerenderer did (no root Suspense boundary).
    router.ssr = { manifest: undefined };
    startTransition(() => {
      hydrateRoot(container, app);
    });
  }
}

void nextTask().then(start);
