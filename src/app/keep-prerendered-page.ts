import type { ChunkLoadError } from './chunk-load-error';
import { reloadToNewVersion, SITE_UPDATED } from './reload-to-update';

/**
 * Whether the app is still taking over a prerendered page: the page's markup is there, and React
 * has not hydrated it yet (each page marks `<html data-hydrated>` once it has: use-hydrated-mark.ts).
 */
export function takingOverPrerenderedPage(): boolean {
  if (typeof document === 'undefined') return false;
  const root = document.getElementById('root');
  return (
    Boolean(root?.firstElementChild) && !root!.hasAttribute('data-fallback') && !document.documentElement.hasAttribute('data-hydrated')
  );
}

/**
 * A chunk failed while the app took over a prerendered page: the load is left unsettled, so the page stays
 * as prerendered rather than turn into an error, and a prompt offers a reload.
 */
export function keepPrerenderedPage(failure: ChunkLoadError): void {
  const message =
    failure.reason === 'updated' ? SITE_UPDATED : `${failure.message} (${failure.reason}): check your connection, then reload.`;
  void import('../offline/update-prompt-root').then(
    ({ showUpdatePrompt }) => showUpdatePrompt(message, () => void reloadToNewVersion()),
    () => {},
  );
}
