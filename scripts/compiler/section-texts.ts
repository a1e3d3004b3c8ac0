import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import type { LightBlock } from '../../shared/light-markup.ts';

/** Each section's text, the intro first, code left out; made on the thread that compiles the note. */
export function sectionTexts(blocks: readonly LightBlock[]): string[] {
  const texts: string[][] = [[]];
  for (const block of blocks) {
    if (block.type === 'heading') texts.push([]);
    else if (block.type === 'paragraph') texts.at(-1)!.push(htmlText(block.html));
  }
  return texts.map((parts) => parts.join(' '));
}

/** Elements whose text must not run into the text next to them (`<li>a</li><li>b</li>` is "a b"). */
const SEPARATE = new Set([
  'blockquote',
  'br',
  'dd',
  'div',
  'dt',
  'figcaption',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/** The text of one line of sanitised HTML, entities decoded, whitespace collapsed. */
export function htmlText(html: string): string {
  const parts: string[] = [];
  const walk = (node: DefaultTreeAdapterMap['childNode']) => {
    if (node.nodeName === '#text' && 'value' in node) parts.push(node.value);
    else if ('childNodes' in node) {
      const gap = SEPARATE.has(node.nodeName) ? ' ' : '';
      parts.push(gap);
      node.childNodes.forEach(walk);
      parts.push(gap);
    }
  };
  parseFragment(html).childNodes.forEach(walk);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
