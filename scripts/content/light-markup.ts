import type { LightBlock } from '../../src/markup/types.ts';

/** Writes blocks in the spec's light-markup format; parseLightMarkup reads them back unchanged. */
export function serializeLightMarkup(blocks: readonly LightBlock[]): string {
  return blocks.map(serializeBlock).join('\n');
}

function serializeBlock(block: LightBlock): string {
  switch (block.type) {
    case 'heading':
      return `${'#'.repeat(block.level)} ${block.text}`;
    case 'paragraph':
      return block.html;
    case 'code': {
      const fence = '`'.repeat(fenceLength(block.code));
      return [`${fence}${block.lang}`, ...(block.code === '' ? [] : [block.code]), ...(block.closed ? [fence] : [])].join('\n');
    }
  }
}

/** Three backticks, or one more than the longest backtick run that starts a line of the code. */
function fenceLength(code: string): number {
  let longest = 0;
  for (const match of code.matchAll(/^`+/gm)) longest = Math.max(longest, match[0].length);
  return Math.max(3, longest + 1);
}
