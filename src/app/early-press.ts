// React drops a press on a box whose code is still on its way (deferred-widgets.ts). The page notes
// such presses from its start, not from when the code is asked for: a tap whose click lands before the page has
// answered its touch would fall between the two. The box presses those buttons again once it is live, so a
// reader's first Check, 'Answer here', Run or 'Copy as Markdown' is never lost, nor the Run of a second sample.
let early: HTMLElement[] = [];
const live = new WeakSet<Element>();

function remember(event: Event) {
  const pressed =
    event.target instanceof Element
      ? event.target.closest<HTMLElement>(
          ':is([data-exercise], [data-question], [data-deferred]) button, button[data-deferred], a[data-deferred]',
        )
      : null;
  const box = pressed?.closest('[data-exercise], [data-question], [data-deferred]');
  if (!pressed || !box || live.has(box)) return;
  if (pressed instanceof HTMLAnchorElement) {
    // A link works without its code ('Report a mistake'), but only its code quotes the passage the reader selected.
    if (window.getSelection()?.isCollapsed !== false) return;
    event.preventDefault();
  }
  early.push(pressed);
}

/** Notes presses on the buttons of deferred boxes (exercises, questions, page actions) that are not live yet: called once, as the page starts. */
export function watchEarlyPresses(): void {
  document.addEventListener('click', remember, true);
}

/** Called by a box once live: presses again, in order, its buttons that the reader pressed before it was. */
export function replayEarlyPress(box: HTMLElement | null) {
  if (!box) return;
  live.add(box);
  const mine = early.filter((pressed) => box.contains(pressed));
  if (mine.length === 0) return;
  early = early.filter((pressed) => !mine.includes(pressed));
  for (const pressed of mine) pressed.click();
}
