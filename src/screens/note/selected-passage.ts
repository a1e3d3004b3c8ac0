/**
 * The text the reader has selected, when the whole selection lies inside `container` (the note's
 * body); '' otherwise, so a selection in the sidebar or the title never lands in a report.
 */
export function selectedPassage(container: HTMLElement | null): string {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  if (!container || !selection || selection.isCollapsed || selection.rangeCount === 0) return '';
  for (let index = 0; index < selection.rangeCount; index++) {
    if (!container.contains(selection.getRangeAt(index).commonAncestorContainer)) return '';
  }
  return selection.toString().trim();
}
