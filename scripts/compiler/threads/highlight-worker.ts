import type { CodeRuns } from '../../../shared/code-annotations.ts';
import { highlightCode, loadHighlighter } from '../highlight/highlight-code.ts';

// Tokenises code blocks on another core while the thread that started it compiles the notes (compile-pool.ts).
await loadHighlighter();

/** Each block's colours, 0 for a block that gets none. */
export default function colourBlocks(blocks: readonly { code: string; lang: string }[]): (CodeRuns | 0)[] {
  return blocks.map((block) => highlightCode(block.code, block.lang) ?? 0);
}
