import type { MarkdownCopySource } from '../../../shared/tool-copies.ts';

/**
 * A note as Markdown for tools (`/react/105.md`), its relative links made absolute from `pageUrl`; the content
 * build did the parsing (markdown-copy-source.ts), so here only the destinations are replaced.
 */
export function markdownCopy(copy: MarkdownCopySource, pageUrl: string): string {
  let text = '';
  let from = 0;
  for (const [start, end, target, angled] of copy.links) {
    const url = new URL(target, pageUrl).href;
    text += copy.body.slice(from, start) + (angled || /[\s()<>]/.test(url) ? `<${url}>` : url);
    from = end;
  }
  text += copy.body.slice(from);
  return `---\n${copy.frontMatter}---\n\n${text.replace(/^(?:[ \t]*\r?\n)+/, '').trimEnd()}\n`;
}
