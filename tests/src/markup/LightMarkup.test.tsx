// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightMarkup } from '../../../src/markup/LightMarkup';

function renderBody(source: string): HTMLElement {
  return render(<LightMarkup source={source} />).container;
}

describe('the light-markup renderer', () => {
  it('renders heading lines as h2 and h3', () => {
    const body = renderBody('## Props\n### Defaults');
    expect(body.querySelector('h2')?.textContent).toBe('Props');
    expect(body.querySelector('h3')?.textContent).toBe('Defaults');
  });

  it('shows code blocks as text, unclosed ones too, keeping empty lines', () => {
    const body = renderBody('```html\n<b>not bold</b>\n\nsecond\n```\n```js\nconst open = true;');
    const blocks = body.querySelectorAll('pre code');
    expect(blocks[0]?.textContent).toBe('<b>not bold</b>\n\nsecond');
    expect(body.querySelector('pre b')).toBeNull();
    expect(blocks[1]?.textContent).toBe('const open = true;');
  });

  it('inserts paragraph lines as HTML, wrapping only inline content in a paragraph', () => {
    const body = renderBody('Plain <em>text</em> with `a < b`\n\n<ul><li>one</li></ul>');
    const paragraph = body.querySelector('p');
    expect(paragraph?.innerHTML).toBe('Plain <em>text</em> with <code>a &lt; b</code>');
    expect(body.querySelector('p ul')).toBeNull();
    expect(body.querySelector('ul li')?.textContent).toBe('one');
  });

  it('puts a note within a page of several a level down, its anchors its own (a series print page)', () => {
    const body = render(
      <LightMarkup source={'## Props\n### Defaults'} annotations={{ slugs: ['props', 'defaults'], code: [] }} section="note-102" />,
    ).container;
    expect([...body.querySelectorAll('h3, h4')].map((heading) => [heading.tagName, heading.id])).toEqual([
      ['H3', 'note-102-props'],
      ['H4', 'note-102-defaults'],
    ]);
    expect(body.querySelector('h4 a')?.getAttribute('href')).toBe('#note-102-defaults');
  });

  it('skips empty lines', () => {
    expect(renderBody('\n\n   \n').children).toHaveLength(0);
  });
});
