// The visitor's first acts on a page: behaviour that only answers them waits for one, so its code is
// fetched after the page has come alive instead of with it.
const EVENTS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'pointermove', 'touchstart', 'focusin'] as const;

let interaction: Promise<void> | undefined;

/** Resolves at the visitor's first interaction, or at once on a page already scrolled: that reader is already in it. */
export function firstInteraction(): Promise<void> {
  return (interaction ??= new Promise<void>((resolve) => {
    if (window.scrollY > 0) return resolve();
    const done = () => {
      for (const type of EVENTS) window.removeEventListener(type, done);
      resolve();
    };
    // Heard as they bubble up to the window: the page's scroll does, a list's does not. The page scrolling a list
    // itself (the lessons sidebar keeps the current lesson in view) is not the reader's act.
    for (const type of EVENTS) window.addEventListener(type, done, { passive: true });
  }));
}
