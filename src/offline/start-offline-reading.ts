import type { AnyRouter } from '@tanstack/react-router';
import { reloadToNewVersion } from '../app/reload-to-update';
import { askWorker, registerWorker } from './worker-client';

/** How often a reader who stays in the app (no page loads, which check by themselves) looks for a new deployment. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Offline reading's entry, imported after the page has loaded: registers the worker, asks it to
 * keep each series and note page the reader opens (with its chunks), and offers a reload when a
 * new deployment's worker is waiting, or has taken over from another tab.
 */
export async function startOfflineReading(router: AnyRouter): Promise<void> {
  const registration = await registerWorker();
  const keep = (path: string) => void askWorker({ type: 'keep', path }).catch(() => {});
  let lastCheck = Date.now();
  keep(location.pathname);
  router.subscribe('onResolved', ({ toLocation }) => {
    keep(toLocation.pathname);
    if (Date.now() - lastCheck < UPDATE_CHECK_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => {});
  });

  // A worker that installs while a page is open is a new deployment only when another one controls
  // the page; the very first one just takes over.
  const offerReload = () => {
    if (!registration.waiting || !navigator.serviceWorker.controller) return;
    void showUpdatePrompt(() => void reloadToNewVersion());
  };
  offerReload();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerReload();
    });
  });
  // The reader chose Reload in another tab: this page's code is now the old deployment's.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) void showUpdatePrompt(() => location.reload());
    controlled = true;
  });
}

async function showUpdatePrompt(onReload: () => void) {
  const { showUpdatePrompt: show } = await import('./update-prompt-root');
  show('A new version is available:', onReload);
}
