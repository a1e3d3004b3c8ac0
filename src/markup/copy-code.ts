/** What became of a copy, and what to tell the reader. */
export interface CopyResult {
  copied: boolean;
  message: string;
}

/**
 * Copies a code block's text; loaded on the first click of a Copy button, so no page pays for it
 * up front. Without the Clipboard API, or when it refuses, the code is selected instead and the
 * message tells the reader which keys copy it.
 */
export async function copyCode(text: string, element: HTMLElement): Promise<CopyResult> {
  try {
    await navigator.clipboard.writeText(text);
    return { copied: true, message: 'Copied to the clipboard' };
  } catch {
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return { copied: false, message: `Selected: press ${/Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘C' : 'Ctrl+C'} to copy` };
  }
}
