import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emojiArtworkName, emojiArtworkPath } from '../../shared/emoji-artwork';

const artworkDir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

describe('emojiArtworkName', () => {
  it.each([
    ['🐍', '1f40d'],
    ['🟨', '1f7e8'],
    ['⚙️', '2699'],
    ['⚙', '2699'],
    ['☕', '2615'],
    ['#️⃣', '23-20e3'],
    ['👍🏽', '1f44d-1f3fd'],
    ['🏳️‍🌈', '1f3f3-fe0f-200d-1f308'],
    ['👩‍💻', '1f469-200d-1f4bb'],
  ])('names %s as Twemoji does (%s.svg), a file the package has', (emoji, name) => {
    expect(emojiArtworkName(emoji)).toBe(name);
    expect(existsSync(path.join(artworkDir, `${name}.svg`))).toBe(true);
  });

  it('gives the path the site serves it at', () => {
    expect(emojiArtworkPath('🐍')).toBe('/emoji/1f40d.svg');
  });
});
