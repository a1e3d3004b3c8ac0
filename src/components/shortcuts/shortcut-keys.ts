const FIELDS = 'input,textarea,select,[contenteditable]';

/**
 * What a key press asks of the page, as the help dialog lists the shortcuts: the element to act
 * on (the search box to focus, the Previous / Next link to follow), 'help', or nothing. Never with
 * Ctrl, Cmd or Alt (the browser's and the system's own), never while typing in a field or with a
 * dialog open. `/` and `?` are read as typed, whatever keys a keyboard layout needs for them. An
 * arrow key with Shift extends a selection, and one pressed on an element that scrolls sideways
 * (a wide code block with the focus) scrolls it.
 */
export function shortcutTarget(event: KeyboardEvent): HTMLElement | 'help' | null {
  // A key goes to the focused element, or to the body.
  const target = event.target as Element;
  if (event.ctrlKey || event.metaKey || event.altKey || target.closest(FIELDS) || document.querySelector('dialog[open]')) return null;
  if (event.key === '?') return 'help';
  if (event.key === '/') return document.querySelector('main input[type="search"]');
  const rel = event.key === 'ArrowLeft' ? 'prev' : event.key === 'ArrowRight' ? 'next' : '';
  if (!rel || event.shiftKey || scrollsSideways(target)) return null;
  return document.querySelector(`main a[rel="${rel}"]`);
}

function scrollsSideways(element: Element): boolean {
  return getComputedStyle(element).overflowX === 'auto' && element.scrollWidth > element.clientWidth;
}
