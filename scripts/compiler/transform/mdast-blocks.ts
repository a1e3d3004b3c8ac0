import type { BlockContent, DefinitionContent, List, ListItem, Parent, RootContent } from 'mdast';

type Block = BlockContent | DefinitionContent | List | ListItem;

/** Calls `visit` on every block in document order, quotes and lists included, without walking inline text. */
export function eachBlock(parent: Parent, visit: (node: Block) => void): void {
  for (const node of parent.children as Block[]) {
    visit(node);
    if (node.type === 'blockquote' || node.type === 'list' || node.type === 'listItem') eachBlock(node, visit);
  }
}

/** The nodes under each heading of `depth` or less (`##` sections: 2), up to the next; nodes before the first are left out. */
export function splitAtHeadings(children: readonly RootContent[], depth: number): { heading: RootContent; children: RootContent[] }[] {
  const parts: { heading: RootContent; children: RootContent[] }[] = [];
  for (const node of children) {
    if (node.type === 'heading' && node.depth <= depth) parts.push({ heading: node, children: [] });
    else parts.at(-1)?.children.push(node);
  }
  return parts;
}

export function lineOf(node: { position?: { start: { line: number } } } | undefined): number | undefined {
  return node?.position?.start.line;
}
