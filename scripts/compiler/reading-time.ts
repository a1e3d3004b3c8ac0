import type { LightBlock } from '../../shared/light-markup.ts';

/** A comfortable pace for technical prose. */
const WORDS_PER_MINUTE = 220;
/** Code is read slower than prose: a line of it counts as this many words, however short. */
const WORDS_PER_CODE_LINE = 4;

/** Minutes to read a note, at least 1: prose by its words, code by its lines (its tokens would each weigh as a word). */
export function readingMinutes(plainText: string, blocks: readonly LightBlock[]): number {
  const proseWords = plainText.split(/\s+/).filter(Boolean).length;
  const codeLines = blocks.reduce(
    (sum, block) => (block.type === 'code' ? sum + block.code.split('\n').filter((line) => line.trim() !== '').length : sum),
    0,
  );
  return Math.max(1, Math.round((proseWords + codeLines * WORDS_PER_CODE_LINE) / WORDS_PER_MINUTE));
}
