import { describe, expect, it } from 'vitest';
import { parseLightMarkup, renderInlineCode } from '../../shared/parse-light-markup';

describe('light markup', () => {
  it('reads ## and ### lines as headings', () => {
    expect(parseLightMarkup('## Props\n### Default Values')).toEqual([
      { type: 'heading', level: 2, text: 'Props' },
      { type: 'heading', level: 3, text: 'Default Values' },
    ]);
  });

  it('does not read #, #### or a ## without its space as a heading', () => {
    expect(parseLightMarkup('# One\n#### Four\n##Tight').map((block) => block.type)).toEqual(['paragraph', 'paragraph', 'paragraph']);
  });

  it('reads the text between triple-backtick lines as code, with its language', () => {
    expect(parseLightMarkup('```js\nconst a = 1;\n\n## not a heading\n```')).toEqual([
      { type: 'code', lang: 'js', code: 'const a = 1;\n\n## not a heading', closed: true },
    ]);
  });

  it('still shows an unclosed code block, at the end', () => {
    expect(parseLightMarkup('Intro\n```python\nprint(1)\n\nprint(2)')).toEqual([
      { type: 'paragraph', html: 'Intro' },
      { type: 'code', lang: 'python', code: 'print(1)\n\nprint(2)', closed: false },
    ]);
  });

  it('reads other non-empty lines as HTML paragraphs and skips empty lines', () => {
    expect(parseLightMarkup('<p>One <b>bold</b></p>\n\n   \nplain text')).toEqual([
      { type: 'paragraph', html: '<p>One <b>bold</b></p>' },
      { type: 'paragraph', html: 'plain text' },
    ]);
  });

  it('shows inline backtick spans as code, their text shown literally', () => {
    expect(renderInlineCode('Use `useState` and `<App />`, not ` alone')).toBe(
      'Use <code>useState</code> and <code>&lt;App /&gt;</code>, not ` alone',
    );
  });

  it('accepts CRLF line endings', () => {
    expect(parseLightMarkup('## Title\r\n```\r\ncode\r\n```\r\n')).toEqual([
      { type: 'heading', level: 2, text: 'Title' },
      { type: 'code', lang: '', code: 'code', closed: true },
    ]);
  });
});
