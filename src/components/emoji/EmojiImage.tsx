import { emojiArtworkPath } from '../../../shared/emoji-artwork';
import styles from './EmojiImage.module.css';

interface EmojiImageProps {
  emoji: string;
  /** The artwork's address: a series icon's under /emoji/ by default, or an imported one's (`@twemoji/svg/<name>.svg?no-inline`). */
  src?: string;
}

/**
 * An emoji drawn with Twemoji's artwork, so it looks the same on a system without an emoji font; the
 * emoji itself is the image's text, for copying and when the image cannot load. One em square, like the
 * character it stands for.
 */
export function EmojiImage({ emoji, src = emojiArtworkPath(emoji) }: EmojiImageProps) {
  return <img className={styles.emoji} src={src} alt={emoji} width={36} height={36} />;
}
