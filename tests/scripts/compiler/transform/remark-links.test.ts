import type { Definition, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { remarkLinks } from '../../../../scripts/compiler/transform/remark-links';
import { noteBody, reported } from './note-body';

const notes = remarkLinks({
  rewrite: (url) =>
    url === '../react/104-jsx.md#props'
      ? { href: '/react/104#props' }
      : url.endsWith('.md')
        ? { error: `"${url}" is not a note` }
        : undefined,
});

function select<T extends Link | Definition>(tree: Root, type: T['type']): T[] {
  const found: T[] = [];
  visit(tree, type, (node) => void found.push(node as T));
  return found;
}

describe('remarkLinks', () => {
  it('rewrites links and link definitions to notes into page links, and leaves other links as written', () => {
    const { tree, file } = noteBody(
      'See [JSX](../react/104-jsx.md#props) and [the docs](https://react.dev).\n\n[ref]: ../react/104-jsx.md#props\n',
    );
    notes(tree, file);
    expect(select<Link>(tree, 'link').map((link) => link.url)).toEqual(['/react/104#props', 'https://react.dev']);
    expect(select<Definition>(tree, 'definition').map((definition) => definition.url)).toEqual(['/react/104#props']);
    expect(reported(file)).toEqual([]);
  });

  it('reports a link to a missing note at its line and column, and leaves it as written', () => {
    const { tree, file } = noteBody('Intro.\n\nRead [this](./gone.md) first.');
    notes(tree, file);
    expect(reported(file)).toEqual(['notes/react/101-hooks.md:7:6 error link: "./gone.md" is not a note']);
    expect(select<Link>(tree, 'link')[0]!.url).toBe('./gone.md');
  });

  it('reports a link or image URL the sanitiser will drop, also through a reference defined later', () => {
    const { tree, file } = noteBody(
      '[run](javascript:alert(1)) and ![pic](vbscript:x)\n\nSafe: [a](https://a.dev) [b](mailto:b@c.d) [c](#top) [d](./x?y:z)\n\n[ref][r]\n\n[r]: data:text/html,hi\n',
    );
    notes(tree, file);
    expect(reported(file)).toEqual([
      'notes/react/101-hooks.md:5:1 warning body: removed the unsafe URL "javascript:alert(1)" from a <a> element',
      'notes/react/101-hooks.md:5:1 warning body: removed the unsafe URL "vbscript:x" from a <img> element',
      'notes/react/101-hooks.md:9:1 warning body: removed the unsafe URL "data:text/html,hi" from a <a> element',
    ]);
  });
});
