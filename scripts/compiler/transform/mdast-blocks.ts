import type { BlockContent, DefinitionContent, List, ListItem, Parent, Root } from 'mdast';

type Block = BlockContent | DefinitionContent | List | ListItem;

/**
 * Calls `visit` on every block of a Markdown tree in document order (the body's, and those in quotes
 * and lists), without walking the text of paragraphs, headings and tables, where no block can stand.
 */
export function eachBlock(tree: Root, visit: (node: Block) => void): void {
  walk(tree, visit);
}

function walk(parent: Parent, visit: (node: Block) => void): void {
  for (const node of parent.children as Block[]) {
    visit(node);
    if (node.type === 'blockquote' || node.type === 'list' || node.type === 'listItem') walk(node, visit);
  }
}
