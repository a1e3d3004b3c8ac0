import { describe, expect, it } from 'vitest';
import { rehypeLightBlocks } from '../../../../scripts/compiler/transform/rehype-light-blocks';
import { reported, sanitisedBody } from './note-body';

function lightBlocks(markdown: string) {
  const { tree, file } = sanitisedBody(markdown);
  return { ...rehypeLightBlocks()(tree, file), problems: reported(file) };
}

describe('rehypeLightBlocks', () => {
  it('keeps ## and ### headings and code as blocks of their own, and makes every other block one line of HTML', () => {
    const result = lightBlocks(
      '## Start\n\nA paragraph\nover *two* lines.\n\n```python run\nprint(1)\n```\n\n> quoted\n> text\n\n#### Fine print\n',
    );
    expect(result.blocks).toEqual([
      { type: 'heading', level: 2, text: 'Start' },
      { type: 'paragraph', html: '<p>A paragraph over <em>two</em> lines.</p>' },
      { type: 'code', lang: 'python', code: 'print(1)', closed: true },
      { type: 'paragraph', html: '<blockquote><p>quoted text</p></blockquote>' },
      { type: 'paragraph', html: '<h4>Fine print</h4>' },
    ]);
    expect(result.blockLines).toEqual([1, 3, 6, 10, 13]);
    expect(result.codeLines).toEqual([6]);
    expect(result.plainText).toBe('Start A paragraph over two lines. quoted text Fine print');
  });

  it('makes inline content left at the top level by raw HTML one paragraph line', () => {
    const result = lightBlocks('Intro.\n\n<hr><span>a</span>\n<b>b</b>\n<div>block</div>\n');
    expect(result.blocks).toEqual([
      { type: 'paragraph', html: '<p>Intro.</p>' },
      { type: 'paragraph', html: '<hr>' },
      { type: 'paragraph', html: '<span>a</span> <b>b</b> ' },
      { type: 'paragraph', html: '<div>block</div>' },
    ]);
    expect(result.blockLines).toEqual([1, 3, 3, 5]);
  });

  it('leaves out an empty heading, reports it at its line, and keeps the inline content around it apart', () => {
    const result = lightBlocks('## Start\n\n<hr><span>before</span><h2> </h2><span>after</span>\n');
    expect(result.blocks).toEqual([
      { type: 'heading', level: 2, text: 'Start' },
      { type: 'paragraph', html: '<hr>' },
      { type: 'paragraph', html: '<span>before</span>' },
      { type: 'paragraph', html: '<span>after</span>' },
    ]);
    expect(result.problems).toEqual(['notes/react/101-hooks.md:7:1 warning body: an empty heading was left out']);
  });

  it('keeps raw HTML code blocks with their language, line endings made line feeds', () => {
    const result = lightBlocks('<pre><code class="language-js">a&#13;\nb\n</code></pre>\n');
    expect(result.blocks).toEqual([{ type: 'code', lang: 'js', code: 'a\nb', closed: true }]);
  });
});
