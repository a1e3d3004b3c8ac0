import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { EMOJI_PATH, emojiArtworkPath } from '../../shared/emoji-artwork.ts';
import { FALLBACK_SERIES_ICON } from '../../shared/series.ts';
import type { Catalogue } from '../compiler/compiled-note.ts';
import { twemojiFile } from '../compiler/twemoji-file.ts';

/** The icons the series pages draw: each series' own, and the fallback when a series has no display info. */
export function seriesIcons({ series, seriesKeys }: Pick<Catalogue, 'series' | 'seriesKeys'>): string[] {
  const icons = new Set(series.map((info) => info.icon));
  if (seriesKeys.some((key) => !series.some((info) => info.key === key))) icons.add(FALLBACK_SERIES_ICON);
  return [...icons];
}

/** Copies the artwork of each icon from @twemoji/svg to dist/emoji/ (the content build has checked that it exists). */
export async function writeEmojiFiles(distDir: string, icons: readonly string[]): Promise<void> {
  await mkdir(path.join(distDir, EMOJI_PATH), { recursive: true });
  await Promise.all(icons.map((icon) => copyFile(twemojiFile(icon)!, path.join(distDir, emojiArtworkPath(icon)))));
}
