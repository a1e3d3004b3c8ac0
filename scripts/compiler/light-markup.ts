import { parseLightMarkup } from '../../shared/parse-light-markup.ts';
import type { LightBlock } from '../../shared/light-markup.ts';

/** Writes blocks in the light-markup format (shared/parse-light-markup.ts); parseLightMarkup reads them back unchanged. */
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
  return Math.max(3, ...Array.from(code.matchAll(/^`+/gm), (match) => match[0].length + 1));
}

/** The index of the first block the app's reader does not read back from `markup` as in `blocks`, if any. */
export function firstMisreadBlock(blocks: readonly LightBlock[], markup: string): number | undefined {
  const read = parseLightMarkup(markup);
  const index = blocks.findIndex((block, at) => !sameBlock(block, read[at]));
  if (index !== -1) return index;
  return read.length === blocks.length ? undefined : blocks.length;
}

function sameBlock(block: LightBlock, read: LightBlock | undefined): boolean {
  switch (block.type) {
    case 'heading':
      return read?.type === 'heading' && read.level === block.level && read.text === block.text;
    case 'paragraph':
      return read?.type === 'paragraph' && read.html === block.html;
    case 'code':
      return read?.type === 'code' && read.lang === block.lang && read.code === block.code && read.closed === block.closed;
  }
}
