/**
 * Copies a code block's text; loaded on the first click of a Copy button, so no page pays for it
 * up front. Without the Clipboard API, or when it refuses, the code is selected instead and the
 * returned shortcut tells the reader how to copy it.
 */
export async function copyCode(text: string, element: HTMLElement): Promise<{ copied: true } | { copied: false; shortcut: string }> {
  try {
    await navigator.clipboard.writeText(text);
    return { copied: true };
  } catch {
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return { copied: false, shortcut: /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘C' : 'Ctrl+C' };
  }
}
