// The visitor's first acts on a page: behaviour that only answers them waits for one, so its code is
// fetched after the page has come alive instead of with it.
// A click counts by itself too: assistive technology may send one with no pointer or key event before it.
const EVENTS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'pointermove', 'touchstart', 'focusin', 'click'] as const;

let interaction: Promise<void> | undefined;

/** Resolves at the visitor's first interaction, or at once on a page already scrolled: that reader is already in it. */
export function firstInteraction(): Promise<void> {
  return (interaction ??= new Promise<void>((resolve) => {
    if (window.scrollY > 0) return resolve();
    // Heard on their way down from the window: React stops a press on markup it has not taken over yet from going
    // further. Scroll is heard as it bubbles up: the page's scroll does, a list's does not, and the page scrolling a
    // list itself (the lessons sidebar keeps the current lesson in view) is not the reader's act.
    const capture = (type: (typeof EVENTS)[number]) => type !== 'scroll';
    const done = () => {
      for (const type of EVENTS) window.removeEventListener(type, done, { capture: capture(type) });
      // What waits for this wakes after the act has been answered: Ctrl+K draws its dialog before the exercises load.
      afterInput(resolve);
    };
    for (const type of EVENTS) window.addEventListener(type, done, { passive: true, capture: capture(type) });
  }));
}

/** Runs `task` once the browser has handled the input in hand (idle time, or soon when the page stays busy). */
function afterInput(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 300 });
  else setTimeout(task, 50);
}
