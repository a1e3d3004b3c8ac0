import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { eachBlock } from './mdast-blocks.ts';
import { report } from './report.ts';

/** A `#` heading is an error: the note's title is the page's only `#` heading. */
export function remarkTitleHeading() {
  return (tree: Root, file: VFile): void => {
    eachBlock(tree, (node) => {
      if (node.type !== 'heading' || node.depth !== 1) return;
      report(file, {
        line: node.position?.start.line,
        column: node.position?.start.column,
        severity: 'error',
        field: 'body',
        message: 'a `#` heading: the title is already the page heading, so start sections at `##`',
      });
    });
  };
}
