const FIELDS = 'input,textarea,select,[contenteditable]';

/**
 * What a key press asks of the page: an element to act on, 'help', or nothing; never with Ctrl, Cmd or Alt
 * (the browser's own), in a field, in a dialog, or for an arrow that selects or scrolls something else.
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
