/** What the reader is told when the site they are reading was deployed again under them. */
export const SITE_UPDATED = 'The site was updated: reload to get the new version.';

/** Reloads from the newest deployment, letting a waiting offline worker take over first: a plain reload would keep the old one. */
export async function reloadToNewVersion(): Promise<void> {
  const workers = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  const waiting = workers?.controller ? (await workers.getRegistration().catch(() => undefined))?.waiting : undefined;
  if (!workers || !waiting) {
    location.reload();
    return;
  }
  workers.addEventListener('controllerchange', () => location.reload(), { once: true });
  waiting.postMessage({ type: 'skip-waiting' });
}
