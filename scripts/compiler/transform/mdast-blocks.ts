import type { BlockContent, DefinitionContent, List, ListItem, Parent } from 'mdast';

type Block = BlockContent | DefinitionContent | List | ListItem;

/** Calls `visit` on every block in document order, quotes and lists included, without walking inline text. */
export function eachBlock(parent: Parent, visit: (node: Block) => void): void {
  for (const node of parent.children as Block[]) {
    visit(node);
    if (node.type === 'blockquote' || node.type === 'list' || node.type === 'listItem') eachBlock(node, visit);
  }
}
