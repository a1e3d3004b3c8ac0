import type { PageMessage } from '../../shared/offline-protocol';

/** What the reader is told when the site they are reading was deployed again under them. */
export const SITE_UPDATED = 'The site was updated: reload to get the new version.';

/** How often the page nudges the old offline worker while the new one waits to take over. */
const NUDGE_MS = 2000;

/** Reloads from the newest deployment, letting a waiting offline worker take over first: a plain reload would keep the old one. */
export async function reloadToNewVersion(): Promise<void> {
  const workers = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  const waiting = workers?.controller ? (await workers.getRegistration().catch(() => undefined))?.waiting : undefined;
  if (!workers || !waiting) {
    location.reload();
    return;
  }
  workers.addEventListener('controllerchange', () => location.reload(), { once: true });
  waiting.postMessage({ type: 'skip-waiting' } satisfies PageMessage);
  // Chromium swaps workers once the old one reports itself idle, a report it can miss; each nudge's end repeats it (docs/architecture.md).
  setInterval(() => workers.controller?.postMessage({ type: 'nudge' } satisfies PageMessage), NUDGE_MS);
}
