/** Where the site serves the artwork of the emoji it takes from data (the series icons): EMOJI_PATH + its file name. */
export const EMOJI_PATH = '/emoji/';

/**
 * An emoji's artwork file name in Twemoji's scheme: its code points in lower-case hex joined by '-',
 * without the variation selector U+FE0F unless the emoji is a sequence joined by U+200D ('⚙️' is
 * 2699.svg, '🏳️‍🌈' 1f3f3-fe0f-200d-1f308.svg).
 */
export function emojiArtworkName(emoji: string): string {
  const points = [...(emoji.includes('\u200d') ? emoji : emoji.replaceAll('\ufe0f', ''))];
  return points.map((point) => point.codePointAt(0)!.toString(16)).join('-');
}

export function emojiArtworkPath(emoji: string): string {
  return `${EMOJI_PATH}${emojiArtworkName(emoji)}.svg`;
}
