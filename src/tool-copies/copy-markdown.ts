import { copyToClipboard, type CopyResult } from '../markup/copy-code';

/** A copy's outcome; `openInstead` when the reader should open the Markdown and copy it by hand. */
export interface MarkdownCopyResult extends CopyResult {
  openInstead?: boolean;
}

/** Fetches a note's Markdown copy onto the clipboard and reports how it went; loaded on the first click, so no page pays up front. */
export async function copyMarkdown(url: string, show: (result?: MarkdownCopyResult) => void): Promise<void> {
  let markdown: string;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    markdown = await response.text();
  } catch {
    show({
      copied: false,
      message: navigator.onLine
        ? 'The Markdown could not be loaded. Try again in a moment.'
        : 'You are offline: the Markdown could not be loaded.',
    });
    return;
  }
  if (await copyToClipboard(markdown, 'Markdown copied to the clipboard', show)) return;
  show({ copied: false, message: 'This browser did not allow copying.', openInstead: true });
}
