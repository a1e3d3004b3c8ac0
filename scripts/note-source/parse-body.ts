import type { Root } from 'mdast';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';

/** CommonMark with GFM's tables only: finding bare URLs (remark-gfm) was a third of the parse, and no note uses the rest. */
function remarkGfmTables(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmTable());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown());
}

const parser = unified().use(remarkParse).use(remarkGfmTables);

/** A note body's syntax tree, with positions: parsed once, for the page and for the samples. */
export function parseBody(markdown: string): Root {
  return parser.parse(markdown);
}
