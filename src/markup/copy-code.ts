/** What became of a copy, and what to tell the reader. */
export interface CopyResult {
  copied: boolean;
  message: string;
}

/** How long "Copied" stays before the button reads Copy again. */
const COPIED_MS = 2000;

/**
 * Writes text to the clipboard and, when it is there, reports `message` through `show`, then clears
 * the "Copied" state; resolves false, reporting nothing, when there is no Clipboard API or the
 * browser refuses, so the caller can offer its own way out.
 */
export async function copyToClipboard(text: string, message: string, show: (result?: CopyResult) => void): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    return false;
  }
  show({ copied: true, message });
  setTimeout(show, COPIED_MS);
  return true;
}

/**
 * Copies a code block's text and reports it through `show`; loaded on the first click of a Copy
 * button, so no page pays for it up front. Without the Clipboard API, or when it refuses, the code
 * is selected instead and the message says which keys copy it.
 */
export async function copyCode(text: string, element: HTMLElement, show: (result?: CopyResult) => void): Promise<void> {
  if (await copyToClipboard(text, 'Copied to the clipboard', show)) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  show({ copied: false, message: `Selected: press ${/Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘C' : 'Ctrl+C'} to copy` });
}
