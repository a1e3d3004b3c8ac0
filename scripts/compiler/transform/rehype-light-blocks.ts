import type { Element, Root, RootContent } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { LightBlock } from '../../../shared/light-markup.ts';
import { toHtmlLine } from '../html-line.ts';
import { report } from './report.ts';

/** Elements that stand as blocks of their own; anything else at the top level is inline content. */
const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'div',
  'dl',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);

export interface LightBody {
  blocks: LightBlock[];
  /** Body line each block starts on, to report a block by its line. */
  blockLines: number[];
  /** Body line of each code block's opening fence, in order. */
  codeLines: number[];
  /** Plain text of the prose, whitespace collapsed. */
  plainText: string;
}

/** The chain's compiler: headings and code stay lines, any other top-level block one line of HTML; an empty heading is reported. */
export function rehypeLightBlocks() {
  return (tree: Root, file: VFile): LightBody => {
    const blocks: LightBlock[] = [];
    const blockLines: number[] = [];
    const codeLines: number[] = [];
    const plainParts: string[] = [];
    const add = (block: LightBlock, line: number | undefined, plain?: string) => {
      blocks.push(block);
      blockLines.push(line ?? 1);
      if (plain !== undefined) plainParts.push(plain);
    };
    let inlineRun: RootContent[] = [];
    const flushInline = () => {
      if (inlineRun.some((node) => node.type !== 'text' || node.value.trim() !== '')) {
        const line = inlineRun.find((node) => node.position)?.position?.start.line;
        add({ type: 'paragraph', html: toHtmlLine(inlineRun) }, line, inlineRun.map((node) => hastToString(node)).join(''));
      }
      inlineRun = [];
    };

    for (const node of tree.children) {
      if (node.type !== 'element' || !BLOCK_ELEMENTS.has(node.tagName)) {
        if (node.type !== 'doctype' && node.type !== 'comment') inlineRun.push(node);
        continue;
      }
      flushInline();
      const line = node.position?.start.line;
      const code = codeBlock(node);
      if (code) {
        codeLines.push(line ?? 0);
        add(code, line);
      } else if (node.tagName === 'h2' || node.tagName === 'h3') {
        const text = collapse(hastToString(node));
        if (text === '') report(file, { line, severity: 'warning', field: 'body', message: 'an empty heading was left out' });
        else add({ type: 'heading', level: node.tagName === 'h2' ? 2 : 3, text }, line, text);
      } else {
        focusTables(node);
        add({ type: 'paragraph', html: toHtmlLine([node]) }, line, hastToString(node));
      }
    }
    flushInline();
    return { blocks, blockLines, codeLines, plainText: collapse(plainParts.join(' ')) };
  };
}

/** A table scrolls when wider than the column, so a keyboard reader must be able to focus it to scroll it (as a code block). */
function focusTables(node: Element): void {
  visit(node, 'element', (element: Element) => {
    if (element.tagName === 'table') element.properties.tabIndex = 0;
  });
}

/** A `<pre><code class="language-x">` element as a light-markup code block. */
function codeBlock(node: Element): LightBlock | undefined {
  if (node.tagName !== 'pre') return undefined;
  const elements = node.children.filter((child) => child.type === 'element');
  const code = elements[0];
  if (elements.length !== 1 || code?.tagName !== 'code') return undefined;
  const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  const lang = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? '';
  // A carriage return (from raw HTML's `&#13;`) would end a line of light markup as a line feed does.
  return { type: 'code', lang, code: hastToString(code).replace(/\r\n?/g, '\n').replace(/\n$/, ''), closed: true };
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
