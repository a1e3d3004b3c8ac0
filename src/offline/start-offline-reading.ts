import type { AnyRouter } from '@tanstack/react-router';
import { askWorker, registerWorker } from './worker-client';

/**
 * Offline reading's entry, imported after the page has loaded: registers the worker, asks it to
 * keep each series and note page the reader opens (with its chunks), and offers a reload when a
 * new deployment's worker is waiting.
 */
export async function startOfflineReading(router: AnyRouter): Promise<void> {
  const registration = await registerWorker();
  const keep = (path: string) => void askWorker({ type: 'keep', path }).catch(() => {});
  keep(location.pathname);
  router.subscribe('onResolved', ({ toLocation }) => keep(toLocation.pathname));

  // A worker that installs while a page is open is a new deployment only when another one controls
  // the page; the very first one just takes over.
  const offerReload = () => {
    if (registration.waiting && navigator.serviceWorker.controller) void showUpdatePrompt(registration.waiting);
  };
  offerReload();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerReload();
    });
  });
}

let prompted = false;

async function showUpdatePrompt(waiting: ServiceWorker) {
  if (prompted) return;
  prompted = true;
  const { showUpdatePrompt: show } = await import('./update-prompt-root');
  show(() => {
    // The page reloads once the new worker controls it, so every file comes from the new deployment.
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    waiting.postMessage({ type: 'skip-waiting' });
  });
}
