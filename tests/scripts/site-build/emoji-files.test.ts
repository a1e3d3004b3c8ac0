import { describe, expect, it } from 'vitest';
import { seriesIcons } from '../../../scripts/site-build/emoji-files';

const info = (key: string, icon: string) => ({ key, title: key, icon, description: '' });

describe('seriesIcons', () => {
  it("is each series' icon once", () => {
    expect(
      seriesIcons({ seriesKeys: ['html', 'css', 'react'], series: [info('html', '🌐'), info('css', '🎨'), info('react', '🎨')] }),
    ).toEqual(['🌐', '🎨']);
  });

  it('adds the fallback icon when a series has no display info', () => {
    expect(seriesIcons({ seriesKeys: ['html', 'rust'], series: [info('html', '🌐')] })).toEqual(['🌐', '📘']);
  });
});
