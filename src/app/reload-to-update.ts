import type { PageMessage } from '../../shared/offline-protocol';

/** What the reader is told when the site they are reading was deployed again under them. */
export const SITE_UPDATED = 'The site was updated: reload to get the new version.';

/** How long the page waits for the new offline worker to take over before asking the browser again. */
const ASK_AGAIN_MS = 3000;

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
  // Chromium forgets a takeover when the old worker is woken before it stops; a navigation asks again (docs/architecture.md).
  setInterval(navigateOutOfSight, ASK_AGAIN_MS);
}

/** Loads the home page in a hidden frame that runs no script: a navigation inside the offline worker's scope. */
function navigateOutOfSight(): void {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.setAttribute('sandbox', 'allow-same-origin');
  frame.addEventListener('load', () => frame.remove(), { once: true });
  frame.src = '/';
  document.body.append(frame);
}
