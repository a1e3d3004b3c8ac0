import type { LightBlock } from './light-markup';

const FENCE = /^(`{3,})(.*)$/;

/**
 * Parses a note body in the light-markup format into blocks:
 * - `## ` and `### ` lines are headings.
 * - Text between triple-backtick lines is a code block; an unclosed block runs to the end.
 *   A fence opened with more than three backticks closes only on a line with at least as many,
 *   so a sample can itself contain ``` lines (a plain ``` fence closes on any line starting with ```).
 * - Every other non-empty line is a paragraph of raw HTML whose backtick spans become code.
 * - Empty lines are skipped.
 */
export function parseLightMarkup(source: string): LightBlock[] {
  const blocks: LightBlock[] = [];
  const lines = source.split(/\r?\n/);
  let fence: { ticks: number; lang: string; lines: string[] } | undefined;

  for (const line of lines) {
    if (fence) {
      if (isClosingFence(line, fence.ticks)) {
        blocks.push({ type: 'code', lang: fence.lang, code: fence.lines.join('\n'), closed: true });
        fence = undefined;
      } else {
        fence.lines.push(line);
      }
      continue;
    }
    const opening = FENCE.exec(line);
    if (opening) {
      fence = { ticks: opening[1]!.length, lang: opening[2]!.trim().split(/\s+/)[0] ?? '', lines: [] };
    } else if (line.startsWith('## ')) {
      blocks.push({ type: 'heading', level: 2, text: line.slice(3).trim() });
    } else if (line.startsWith('### ')) {
      blocks.push({ type: 'heading', level: 3, text: line.slice(4).trim() });
    } else if (line.trim() !== '') {
      blocks.push({ type: 'paragraph', html: renderInlineCode(line) });
    }
  }
  if (fence) {
    blocks.push({ type: 'code', lang: fence.lang, code: fence.lines.join('\n'), closed: false });
  }
  return blocks;
}

function isClosingFence(line: string, ticks: number): boolean {
  const match = FENCE.exec(line);
  return match !== null && match[1]!.length >= ticks;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Turns `code` spans of a paragraph line into <code> elements showing their text literally. */
export function renderInlineCode(line: string): string {
  return line.replace(/`([^`]+)`/g, (_span, code: string) => {
    return `<code>${code.replace(/[&<>]/g, (char) => ESCAPES[char]!)}</code>`;
  });
}
