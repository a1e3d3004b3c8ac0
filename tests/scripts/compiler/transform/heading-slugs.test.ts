import { describe, expect, it } from 'vitest';
import { headingSlugs } from '../../../../scripts/compiler/transform/heading-slugs';

describe('headingSlugs', () => {
  it('gives each heading block the anchor GitHub would, numbering repeats', () => {
    const headings = headingSlugs([
      { type: 'heading', level: 2, text: 'The useState Hook' },
      { type: 'paragraph', html: '<h4>Not in the contents</h4>' },
      { type: 'code', lang: 'md', code: '## Nor this', closed: true },
      { type: 'heading', level: 3, text: 'Why?' },
      { type: 'heading', level: 2, text: 'Why?' },
    ]);
    expect(headings).toEqual([
      { level: 2, text: 'The useState Hook', slug: 'the-usestate-hook' },
      { level: 3, text: 'Why?', slug: 'why' },
      { level: 2, text: 'Why?', slug: 'why-1' },
    ]);
  });
});
