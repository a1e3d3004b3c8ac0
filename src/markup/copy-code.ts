/** What became of a copy, and what to tell the reader. */
export interface CopyResult {
  copied: boolean;
  message: string;
}

/** How long "Copied" stays before the button reads Copy again. */
const COPIED_MS = 2000;

/** Writes text to the clipboard and reports `message`; resolves false, reporting nothing, so the caller can offer its own way out. */
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
 * Copies a code block's text (loaded on the first click, so no page pays for it up front); without the
 * Clipboard API the code is selected and the message says which keys copy it.
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
