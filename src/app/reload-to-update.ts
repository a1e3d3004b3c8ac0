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
  // Chromium lets the new worker take over once the old one tells it it is idle, and the old one can miss
  // that moment when it was ending a request as the new one asked (deployments.spec under load: the button
  // stayed pressed for 40 s and more). Each nudge is an event, at whose end the old worker tells it again.
  setInterval(() => workers.controller?.postMessage({ type: 'nudge' } satisfies PageMessage), NUDGE_MS);
}
