/** What a key press asks of the site, when it is one of its shortcuts (the help dialog lists them). */
export type ShortcutAction = 'previous' | 'next' | 'search' | 'help';

const FIELDS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * The shortcut a key press means, or nothing: never with Ctrl, Cmd or Alt (the browser's and the
 * system's own), never while typing in a field or with a dialog open. `/` and `?` are read as typed,
 * whatever keys a keyboard layout needs for them. An arrow key is left to an
 * element that scrolls sideways and has the focus, such as a wide code block.
 */
export function shortcutAction(event: KeyboardEvent): ShortcutAction | undefined {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return undefined;
  const target = event.target instanceof Element ? event.target : undefined;
  if (target?.closest(FIELDS) || document.querySelector('dialog[open]')) return undefined;
  if (event.key === '?') return 'help';
  if (event.key === '/') return 'search';
  // Shift with an arrow extends a text selection.
  const arrow = event.shiftKey ? undefined : event.key === 'ArrowLeft' ? 'previous' : event.key === 'ArrowRight' ? 'next' : undefined;
  return arrow && !(target && target.scrollWidth > target.clientWidth) ? arrow : undefined;
}

/** Carries out a shortcut on the page; false when the page has nothing for it (no next note). */
export function runShortcut(action: Exclude<ShortcutAction, 'help'>): boolean {
  const target =
    action === 'search'
      ? document.querySelector<HTMLElement>('main input[type="search"]')
      : document.querySelector<HTMLElement>(`main a[rel="${action === 'previous' ? 'prev' : 'next'}"]`);
  if (action === 'search') target?.focus();
  else target?.click();
  return target !== null;
}
