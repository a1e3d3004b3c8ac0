import { describe, expect, it } from 'vitest';
import { firstMisreadBlock, serializeLightMarkup } from '../../../scripts/compiler/light-markup';
import type { LightBlock } from '../../../shared/light-markup';

const check = (blocks: LightBlock[]) => firstMisreadBlock(blocks, serializeLightMarkup(blocks));

describe('the light-markup round trip', () => {
  it('passes blocks that read back as written', () => {
    expect(
      check([
        { type: 'heading', level: 2, text: 'Title' },
        { type: 'paragraph', html: '<p>A <a href="https://react.dev" title="x&#10;y">link</a>.</p>' },
        { type: 'code', lang: 'js', code: '```\nstill code', closed: true },
        { type: 'heading', level: 3, text: 'Next' },
      ]),
    ).toBeUndefined();
  });

  it('finds a paragraph that a raw line break splits in two', () => {
    const blocks: LightBlock[] = [
      { type: 'heading', level: 2, text: 'Title' },
      { type: 'paragraph', html: '<p><a title="x\n<img src=x onerror=alert(1)>">t</a></p>' },
    ];
    expect(check(blocks)).toBe(1);
  });

  it('finds a paragraph that would read as a heading or a fence', () => {
    expect(check([{ type: 'paragraph', html: '## not a heading' }])).toBe(0);
    expect(
      check([
        { type: 'paragraph', html: 'one' },
        { type: 'paragraph', html: '```js' },
      ]),
    ).toBe(1);
  });

  it('finds a block that reads back changed, or not at all', () => {
    expect(check([{ type: 'heading', level: 2, text: 'a\nb' }])).toBe(0);
    expect(check([{ type: 'code', lang: 'js', code: 'a\r\nb', closed: true }])).toBe(0);
    expect(
      check([
        { type: 'paragraph', html: 'kept' },
        { type: 'paragraph', html: '   ' },
      ]),
    ).toBe(1);
  });
});
