import type { ProblemInput } from './problems.ts';

/** Several times the largest real note (docs/performance.md), and a bound on what a hostile note costs to parse. */
export const MAX_NOTE_CHARS = 128 * 1024;
/** Quotes and lists nested deeper: the parser's time grows with the cube of the depth, and the tree overflows later steps' stacks. */
export const MAX_CONTAINER_DEPTH = 100;
/** Emphasis marks (`*`, `_`) in one paragraph: the parser pairs them in quadratic time. */
export const MAX_EMPHASIS_MARKS = 1000;
/** `|` in lines that follow one another, which may be one table: the parser reads a table's cells in quadratic time. */
export const MAX_TABLE_CELLS = 2000;
/** HTML elements left open at once: their tree's depth overflows the stack of the steps that walk it. */
export const MAX_HTML_DEPTH = 400;

/** HTML's void elements, which have no end tag. */
export const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^<>]*?(\/?)>/g;

/** The first limit a note passes, as one error at its line, in one linear pass before parsing that never undercounts. */
export function checkNoteLimits(text: string): ProblemInput | undefined {
  const problem = (line: number, message: string): ProblemInput => ({ line, column: 1, severity: 'error', field: 'file', message });
  if (text.length > MAX_NOTE_CHARS) {
    return problem(1, `is ${Math.ceil(text.length / 1024)} KB; a note may be at most ${MAX_NOTE_CHARS / 1024} KB: split it`);
  }
  let emphasis = 0;
  let htmlDepth = 0;
  let tableCells = 0;
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') emphasis = 0;
    const pipes = count(line, /\|/g);
    tableCells = pipes === 0 ? 0 : tableCells + pipes;
    if (tableCells > MAX_TABLE_CELLS) return problem(index + 1, `has a table of more than ${MAX_TABLE_CELLS} cells: split it`);
    if (containerDepth(line) > MAX_CONTAINER_DEPTH)
      return problem(index + 1, `nests blockquotes or lists more than ${MAX_CONTAINER_DEPTH} deep`);
    emphasis += count(line, /[*_]/g);
    if (emphasis > MAX_EMPHASIS_MARKS)
      return problem(index + 1, `has more than ${MAX_EMPHASIS_MARKS} emphasis marks (* or _) in one paragraph`);
    for (const [, closing, name, selfClosing] of line.includes('<') ? line.matchAll(TAG) : []) {
      if (closing) htmlDepth = Math.max(0, htmlDepth - 1);
      else if (!selfClosing && !VOID_TAGS.has(name!.toLowerCase())) htmlDepth++;
    }
    if (htmlDepth > MAX_HTML_DEPTH) return problem(index + 1, `leaves more than ${MAX_HTML_DEPTH} HTML elements open at once`);
  }
  return undefined;
}

function count(line: string, pattern: RegExp): number {
  return line.length - line.replace(pattern, '').length;
}

/** Container markers at the start of a line, plus a level per four columns of indentation: at least half the parser's depth. */
function containerDepth(line: string): number {
  let depth = 0;
  let columns = 0;
  let at = 0;
  while (at < line.length) {
    const char = line[at]!;
    if (char === ' ') columns++;
    else if (char === '\t') columns += 4 - (columns % 4);
    else if (char === '>') depth++;
    else {
      const marker = LIST_MARKER.exec(line.slice(at, at + 11));
      if (!marker) break;
      depth++;
      at += marker[0].length;
      continue;
    }
    at++;
  }
  return depth + Math.floor(columns / 4);
}
