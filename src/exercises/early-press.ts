// React drops a press on a box whose code is still on its way (src/markup/exercise-widgets.ts): the box
// presses that button again once it is live, so a reader's first Check or 'Answer here' is never lost.
let early: HTMLElement | undefined;

function remember(event: Event) {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-exercise] button') : null;
  if (button) early = button;
}

/** Notes presses on exercises' buttons while their code loads: `load`'s result, once it has arrived. */
export async function watchPressesWhile<T>(load: Promise<T>): Promise<T> {
  document.addEventListener('click', remember, true);
  try {
    return await load;
  } finally {
    document.removeEventListener('click', remember, true);
  }
}

/** Called by a box once live: presses again its button that the reader pressed before it was. */
export function replayEarlyPress(box: HTMLElement | null) {
  if (!box || !early || !box.contains(early)) return;
  const button = early;
  early = undefined;
  button.click();
}
