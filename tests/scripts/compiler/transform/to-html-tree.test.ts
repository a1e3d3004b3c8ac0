import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { toHtmlTree } from '../../../../scripts/compiler/transform/to-html-tree';
import { noteBody } from './note-body';

function elements(tree: Root): [string, number | undefined][] {
  const found: [string, number | undefined][] = [];
  visit(tree, 'element', (node: Element) => void found.push([node.tagName, node.position?.start.line]));
  return found;
}

describe('toHtmlTree', () => {
  it('turns the Markdown tree into an HTML tree, each element at its body line', () => {
    const { tree, file } = noteBody('Some *text*.\n\n```js\nx();\n```\n');
    const hast = toHtmlTree()(tree, file);
    expect(elements(hast)).toEqual([
      ['p', 1],
      ['em', 1],
      ['pre', 3],
      ['code', 3],
    ]);
    expect(file.data.rawHtml).toBe(false);
  });

  it('parses raw HTML into elements that keep their body lines, and says it did', () => {
    const { tree, file } = noteBody('Intro.\n\n<details>\n<summary>More</summary>\n\nHidden *text* <kbd>K</kbd>.\n\n</details>\n');
    const hast = toHtmlTree()(tree, file);
    expect(elements(hast)).toEqual([
      ['p', 1],
      ['details', 3],
      ['summary', 4],
      ['p', 6],
      ['em', 6],
      ['kbd', 6],
    ]);
    expect(hast.children.some((node) => node.type === 'raw')).toBe(false);
    expect(file.data.rawHtml).toBe(true);
  });
});
