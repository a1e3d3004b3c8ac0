import { describe, expect, it } from 'vitest';
import { resolveNoteLink } from '../../../scripts/compiler/note-links';

const table = new Map([
  ['react/104-jsx.md', { topic: 'react', id: 104 }],
  ['c++/1001-from-c-to-cpp.md', { topic: 'c++', id: 1001 }],
]);
const keys = new Set(['react', 'c++', 'javascript']);
const resolve = (from: string, url: string) => resolveNoteLink(from, url, table, keys);

describe('links between notes', () => {
  it('turns a relative link to a note file into its site path, keeping the hash', () => {
    expect(resolve('react/103-spa.md', './104-jsx.md')).toEqual({ kind: 'note', href: '/react/104' });
    expect(resolve('react/103-spa.md', '104-jsx.md#rules')).toEqual({ kind: 'note', href: '/react/104#rules' });
    expect(resolve('javascript/301-run.md', '../react/104-jsx.md')).toEqual({ kind: 'note', href: '/react/104' });
  });

  it('handles the c++ folder, plain or percent-encoded', () => {
    expect(resolve('react/103-spa.md', '../c++/1001-from-c-to-cpp.md')).toEqual({ kind: 'note', href: '/c++/1001' });
    expect(resolve('react/103-spa.md', '../c%2B%2B/1001-from-c-to-cpp.md')).toEqual({ kind: 'note', href: '/c++/1001' });
  });

  it('links a series file to the series page', () => {
    expect(resolve('react/103-spa.md', '../javascript/_series.md')).toEqual({ kind: 'note', href: '/javascript' });
  });

  it('reports a link to a note that does not exist', () => {
    expect(resolve('react/103-spa.md', './105-missing.md')).toEqual({ kind: 'missing', target: 'notes/react/105-missing.md' });
    expect(resolve('react/103-spa.md', '../../README.md')).toEqual({ kind: 'missing', target: 'notes/../README.md' });
  });

  it('leaves outside links, site paths and anchors alone', () => {
    for (const url of ['https://react.dev/learn', 'mailto:team@example.com', '/react/104', '#rules', './diagram.png', 'README']) {
      expect(resolve('react/103-spa.md', url)).toEqual({ kind: 'external' });
    }
  });
});
