import type { Root } from 'mdast';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';

/**
 * CommonMark with GFM's tables, the Markdown a note is written in (content guide). Not the rest of
 * remark-gfm (bare URLs made links, strikethrough, footnotes, task lists): no note uses them, and
 * looking for bare URLs in every line of text was a third of the parse (2 MB of notes: 1.40 s with
 * remark-gfm, 0.95 s with tables alone, the same tree for every note).
 */
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
