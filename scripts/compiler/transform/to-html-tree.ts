import type { Root as HastRoot } from 'hast';
import { raw } from 'hast-util-raw';
import type { Root as MdastRoot } from 'mdast';
import { defaultHandlers, toHast } from 'mdast-util-to-hast';
import type { VFile } from 'vfile';

declare module 'vfile' {
  interface DataMap {
    /** The body has raw HTML, parsed into its HTML tree: only that can bring what the sanitiser removes. */
    rawHtml: boolean;
  }
}

/** Markdown tree → HTML tree (as remark-rehype, then rehype-raw), raw HTML parsed in only when the body has some. */
export function toHtmlTree() {
  return (tree: MdastRoot, file: VFile): HastRoot => {
    file.data.rawHtml = false;
    const hast = toHast(tree, {
      allowDangerousHtml: true,
      // Noted on the way, rather than by another walk of the tree.
      handlers: { html: (state, node) => ((file.data.rawHtml = true), defaultHandlers.html(state, node)) },
    }) as HastRoot;
    // Given the file, hast-util-raw keeps the line of every element parsed from raw HTML.
    return file.data.rawHtml ? (raw(hast, { file }) as HastRoot) : hast;
  };
}
