import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';

/** Parents whose whitespace-only text children are layout, not content. */
const STRUCTURAL = new Set([
  'ul',
  'ol',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'blockquote',
  'section',
  'dl',
  'details',
  'figure',
  'picture',
]);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\n': '&#10;', '\r': '&#13;' };

/** Sanitised hast nodes as one line of HTML: line breaks become spaces or references, backticks are encoded (no code spans). */
export function toHtmlLine(nodes: readonly RootContent[]): string {
  const root: Root = { type: 'root', children: nodes.map((node) => flatten(node, false)) };
  let html = toHtml(root, { allowDangerousHtml: true })
    .replace(/`/g, '&#96;')
    .replace(/[\r\n]/g, (char) => ESCAPES[char]!);
  // A line starting like a heading would be read as one.
  if (/^#{2,3} /.test(html)) html = `&#35;${html.slice(1)}`;
  return html;
}

function flatten<T extends RootContent>(node: T, inPre: boolean): T {
  if (node.type === 'text') {
    if (inPre) {
      // A raw node keeps the escaped newlines: hast-util-to-html would print them literally.
      return { type: 'raw', value: node.value.replace(/[&<>\r\n]/g, (char) => ESCAPES[char]!) } as unknown as T;
    }
    return { ...node, value: node.value.replace(/\s*[\r\n]\s*/g, ' ') };
  }
  if (node.type === 'element') {
    const element = node as Element;
    const pre = inPre || element.tagName === 'pre';
    const isStructural = STRUCTURAL.has(element.tagName);
    element.children = element.children
      .filter((child) => !(isStructural && !pre && child.type === 'text' && child.value.trim() === ''))
      .map((child) => flatten(child, pre) as ElementContent);
  }
  return node;
}
