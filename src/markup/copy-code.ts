/** What became of a copy, and what to tell the reader. */
export interface CopyResult {
  copied: boolean;
  message: string;
}

/** How long "Copied" stays before the button reads Copy again. */
const COPIED_MS = 2000;

/**
 * Copies a code block's text and reports it through `show`, then clears the "Copied" state; loaded
 * on the first click of a Copy button, so no page pays for it up front. Without the Clipboard API,
 * or when it refuses, the code is selected instead and the message says which keys copy it.
 */
export async function copyCode(text: string, element: HTMLElement, show: (result?: CopyResult) => void): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    show({ copied: true, message: 'Copied to the clipboard' });
    setTimeout(show, COPIED_MS);
  } catch {
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    show({ copied: false, message: `Selected: press ${/Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘C' : 'Ctrl+C'} to copy` });
  }
}
