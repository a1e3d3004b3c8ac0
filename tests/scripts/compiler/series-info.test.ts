import { describe, expect, it } from 'vitest';
import { readSeriesInfo } from '../../../scripts/compiler/series-info';

const seriesFile = (icon: string) => `---\ntitle: C++\nicon: ${icon}\ndescription: Systems programming.\n---\n`;

describe('readSeriesInfo', () => {
  it('takes an emoji that Twemoji draws, its variation selector included', () => {
    const { info, problems } = readSeriesInfo(seriesFile('⚙️'), 'c++', undefined);
    expect(problems).toEqual([]);
    expect(info?.icon).toBe('⚙️');
  });

  it('rejects an icon that is not one emoji, at its line', () => {
    for (const icon of ['C++', '🐍🐍']) {
      const { problems } = readSeriesInfo(seriesFile(icon), 'c++', undefined);
      expect(problems).toEqual([
        expect.objectContaining({
          line: 3,
          severity: 'error',
          field: 'icon',
          message: `"${icon}" is not one emoji that Twemoji draws; the icon must be a single emoji`,
        }),
      ]);
    }
  });
});
