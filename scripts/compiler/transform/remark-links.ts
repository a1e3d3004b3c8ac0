import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { eachBlock } from './mdast-blocks.ts';
import { report } from './report.ts';
import { hasSafeProtocol, unsafeUrlMessage } from './rehype-sanitize-note.ts';

export interface LinksOptions {
  /** Rewrites a link URL, or says why it cannot (an error message); undefined leaves it as written. */
  rewrite: (url: string) => { href: string } | { error: string } | undefined;
}

/** Links and images in order: a URL the sanitiser drops is reported as written, then a link is rewritten or reported. */
export function remarkLinks(options: LinksOptions) {
  return (tree: Root, file: VFile): void => {
    // A reference (`[text][r]`) takes its URL from its definition (`[r]: url`), which it may precede.
    const definitions = new Map<string, string>();
    eachBlock(tree, (node) => {
      if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
    });

    visit(tree, (node) => {
      const url =
        node.type === 'link' || node.type === 'image'
          ? node.url
          : node.type === 'linkReference' || node.type === 'imageReference'
            ? definitions.get(node.identifier)
            : undefined;
      const isLink = node.type === 'link' || node.type === 'linkReference';
      if (url !== undefined && !hasSafeProtocol(isLink ? 'href' : 'src', url)) {
        report(file, {
          line: node.position?.start.line,
          severity: 'warning',
          field: 'body',
          message: unsafeUrlMessage(url, isLink ? 'a' : 'img'),
        });
      }
      if (node.type !== 'link' && node.type !== 'definition') return;
      const result = options.rewrite(node.url);
      if (result && 'href' in result) node.url = result.href;
      if (result && 'error' in result) {
        report(file, {
          line: node.position?.start.line,
          column: node.position?.start.column,
          severity: 'error',
          field: 'link',
          message: result.error,
        });
      }
    });
  };
}
