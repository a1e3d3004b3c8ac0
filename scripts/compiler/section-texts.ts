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

/** The text of one line of sanitised HTML, entities decoded, whitespace collapsed; a table reads row by row. */
export function htmlText(html: string): string {
  return nodesText(parseFragment(html).childNodes);
}

type Node = DefaultTreeAdapterMap['childNode'];

function nodesText(nodes: readonly Node[]): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === '#text' && 'value' in node) parts.push(node.value);
    else if (node.nodeName === 'tr' && 'childNodes' in node) parts.push(` ${rowText(node.childNodes)} `);
    else if ('childNodes' in node) {
      const gap = SEPARATE.has(node.nodeName) ? ' ' : '';
      parts.push(gap);
      node.childNodes.forEach(walk);
      parts.push(gap);
    }
  };
  nodes.forEach(walk);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** A table row as a sentence, its cells apart ("Browser · document, window · Web pages."), so a snippet of a table reads as one. */
function rowText(cells: readonly Node[]): string {
  const row = cells
    .flatMap((cell) => ((cell.nodeName === 'td' || cell.nodeName === 'th') && 'childNodes' in cell ? [nodesText(cell.childNodes)] : []))
    .filter((text) => text !== '')
    .join(' · ');
  return row === '' || /[.!?:;]$/.test(row) ? row : `${row}.`;
}
