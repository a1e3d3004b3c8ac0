import type { MarkdownCopySource } from '../../../shared/tool-copies.ts';

/** A note as Markdown for tools (`/react/105.md`), relative links made absolute from `pageUrl`. */
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
