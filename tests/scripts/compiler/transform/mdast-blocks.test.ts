import { describe, expect, it } from 'vitest';
import { parseBody } from '../../../../scripts/note-source/parse-body';
import { eachBlock } from '../../../../scripts/compiler/transform/mdast-blocks';

describe('eachBlock', () => {
  it('visits every block in document order, in quotes and lists too, but nothing inside text', () => {
    const tree = parseBody('# One *em*\n\n> ## Two\n>\n> [r]: /x\n\n- item\n  ```js\n  x\n  ```\n\n| a |\n| - |\n| b |\n');
    const seen: string[] = [];
    eachBlock(tree, (node) => void seen.push(node.type));
    expect(seen).toEqual(['heading', 'blockquote', 'heading', 'definition', 'list', 'listItem', 'paragraph', 'code', 'table']);
  });
});
