/*
 * What the visitor does first on a page: scroll, turn the wheel, press a key, touch, point or move
 * the focus. Behaviour that only answers such acts (the reading bar, the current section, the
 * read-at-end watcher) waits for this, so its code is fetched after the page has come alive
 * instead of with it.
 */
const EVENTS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'pointermove', 'touchstart', 'focusin'] as const;

let interaction: Promise<void> | undefined;

/**
 * Resolves at the visitor's first interaction with the page, or at once when the page is already
 * scrolled (opened at a #section, or at a position the browser restored), since that reader is
 * already somewhere in the page.
 */
export function firstInteraction(): Promise<void> {
  return (interaction ??= new Promise<void>((resolve) => {
    if (window.scrollY > 0) return resolve();
    const done = () => {
      for (const type of EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
  }));
}
