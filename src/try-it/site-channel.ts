import { isToSandbox } from './message-checks';
import type { FromSandbox, ToSandbox } from './messages';

/** Why this page may not take runs here, or undefined when it may. */
export function refusalReason(): string | undefined {
  // A frame sandboxed without allow-same-origin has an opaque origin: what it runs cannot act as the site.
  if (self.origin !== 'null') return 'it is not in a sandboxed frame';
  if (window.parent === window) return 'it is not in a frame';
  const ancestors = location.ancestorOrigins as DOMStringList | undefined;
  if (ancestors && Array.from(ancestors).some((origin) => origin !== location.origin)) return 'it is framed by another site';
  return undefined;
}

/**
 * The sandbox page's one line to the site: runs only from the parent window of the site's origin, in the
 * protocol's shape, replies to that origin alone; anywhere else it takes and sends nothing, and says why.
 */
export function connectToSite(onMessage: (message: ToSandbox) => void): (message: FromSandbox) => void {
  const reason = refusalReason();
  if (reason) {
    document.body.textContent = `This page runs the code samples of the site's notes, and only inside them: ${reason}.`;
    return () => {};
  }
  const site = window.parent;
  // The sandbox's own URL carries the site's origin, though the document's origin is opaque.
  const siteOrigin = location.origin;
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source === site && event.origin === siteOrigin && isToSandbox(event.data)) onMessage(event.data);
  });
  return (message) => site.postMessage(message, siteOrigin);
}
