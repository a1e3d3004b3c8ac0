import type { MarkdownCopySource } from '../../src/catalog/types.ts';

/**
 * A note as Markdown for tools (`/react/105.md`): its front matter reduced to title, description,
 * date, reviewed and references, then its body as written, with every relative link made absolute
 * on the site's canonical host (`pageUrl` is the note page's canonical URL). The content build did
 * the parsing (scripts/content/markdown-copy-source.ts): here only the destinations are replaced.
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
