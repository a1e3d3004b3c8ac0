import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { rehypeSanitizeNote } from '../../../../scripts/compiler/transform/rehype-sanitize-note';
import { toHtmlTree } from '../../../../scripts/compiler/transform/to-html-tree';
import { noteBody, reported } from './note-body';

function sanitise(markdown: string) {
  const { tree, file } = noteBody(markdown);
  return { html: toHtml(rehypeSanitizeNote()(toHtmlTree()(tree, file), file)), problems: reported(file) };
}

describe('rehypeSanitizeNote', () => {
  it('removes unsafe elements, attributes and URLs from raw HTML, and reports each at its line', () => {
    const { html, problems } = sanitise(
      'Intro.\n\n<img src="x.png" onerror="alert(1)">\n\n<script>steal()</script>\n\n<a href="javascript:alert(1)" title="t">go</a>\n',
    );
    expect(html).toBe('<p>Intro.</p>\n<img src="x.png">\n\n<p><a title="t">go</a></p>');
    expect(problems).toEqual([
      'notes/react/101-hooks.md:7:1 warning body: removed the onerror attribute of a <img> element',
      'notes/react/101-hooks.md:9:1 warning body: removed a <script> element, which notes may not contain',
      'notes/react/101-hooks.md:11:1 warning body: removed the unsafe URL "javascript:alert(1)" from a <a> element',
    ]);
  });

  it('drops the content of script-like and foreign elements whole, reporting only the element', () => {
    const { html, problems } = sanitise('<style>p { color: red }</style>\n\n<svg><script>x()</script></svg>\n\nKept.');
    expect(html).toBe('\n<p></p>\n<p>Kept.</p>');
    expect(problems).toEqual([
      'notes/react/101-hooks.md:5:1 warning body: removed a <style> element, which notes may not contain',
      'notes/react/101-hooks.md:7:1 warning body: removed a <svg> element, which notes may not contain',
    ]);
  });

  it('keeps what notes may contain, and leaves Markdown-only bodies to remark-links to report', () => {
    expect(sanitise('<details><summary>More</summary>Text with <kbd>K</kbd></details>')).toEqual({
      html: '<details><summary>More</summary>Text with <kbd>K</kbd></details>',
      problems: [],
    });
    // The unsafe URL is still dropped; remark-links reported it on the Markdown tree.
    expect(sanitise('[run](javascript:alert(1))')).toEqual({ html: '<p><a>run</a></p>', problems: [] });
  });
});
