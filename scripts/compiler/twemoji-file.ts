import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { emojiArtworkName } from '../../shared/emoji-artwork.ts';

const artworkDir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

/** The file of @twemoji/svg with this name (`1f40d`, see emojiArtworkName), or undefined when it has none. */
export function twemojiFileNamed(name: string): string | undefined {
  const file = path.join(artworkDir, `${name}.svg`);
  return /^[\da-f]+(-[\da-f]+)*$/.test(name) && existsSync(file) ? file : undefined;
}

/** The file of @twemoji/svg that draws this emoji, or undefined when Twemoji has none (text that is not one emoji). */
export function twemojiFile(emoji: string): string | undefined {
  return twemojiFileNamed(emojiArtworkName(emoji));
}
