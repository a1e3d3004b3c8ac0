/** The shortcut keys that open developer tools or the page source. */
export function isBlockedShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): boolean {
  if (event.key === 'F12') return true;
  const modifier = event.ctrlKey || event.metaKey;
  if (!modifier) return false;
  const key = event.key.toLowerCase();
  if (event.shiftKey && (key === 'i' || key === 'j' || key === 'c')) return true;
  return !event.shiftKey && key === 'u';
}

/** Blocks the context menu and the shortcuts on a document; returns the function that lifts it. */
export function blockInspection(target: Document): () => void {
  const onContextMenu = (event: Event) => event.preventDefault();
  const onKeyDown = (event: KeyboardEvent) => {
    if (isBlockedShortcut(event)) event.preventDefault();
  };
  target.addEventListener('contextmenu', onContextMenu);
  target.addEventListener('keydown', onKeyDown, { capture: true });
  return () => {
    target.removeEventListener('contextmenu', onContextMenu);
    target.removeEventListener('keydown', onKeyDown, { capture: true });
  };
}
