/** `git diff`'s hunks (`xdiff/xemit.c`): changes with their context lines, close changes sharing one hunk. */
import type { Change } from './edit-script.ts';
import { editScript } from './edit-script.ts';
import { splitLines } from './split-lines.ts';

export interface DiffHunk {
  /** The numbers of the `@@` line: a side's first line (1-based), or the line before it when the side has no lines. */
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  /** Each line prefixed ' ', '-' or '+', without its newline; `\ No newline at end of file` follows a line that had none. */
  lines: string[];
  /** What Git prints after the second `@@`: the nearest old line above the hunk that starts with a letter, `_` or `$`. */
  heading: string;
}

const NO_NEWLINE = '\\ No newline at end of file';
// Git keeps this many bytes of the heading line.
const HEADING_BYTES = 80;

export function diffLines(oldText: string, newText: string, context = 3): DiffHunk[] {
  const oldLines = splitLines(oldText);
  const newLines = splitLines(newText);
  const hunks: DiffHunk[] = [];
  const changes = editScript(oldLines, newLines, true);
  let heading = '';
  let headingSearchedTo = -1;
  for (let first = 0; first < changes.length;) {
    let last = first;
    while (last + 1 < changes.length && changes[last + 1]!.i1 - end1(changes[last]!) <= 2 * context) last++;
    const from = changes[first]!;
    const to = changes[last]!;
    const s1 = Math.max(from.i1 - context, 0);
    const s2 = Math.max(from.i2 - context, 0);
    const after = Math.min(context, oldLines.length - end1(to), newLines.length - (to.i2 + to.chg2));
    const e1 = end1(to) + after;
    const e2 = to.i2 + to.chg2 + after;

    // Later hunks look up only as far as the previous search went, as Git does.
    for (let i = s1 - 1; i > headingSearchedTo; i--) {
      const found = headingOf(oldLines[i]!);
      if (found !== undefined) {
        heading = found;
        break;
      }
    }
    headingSearchedTo = s1 - 1;

    const lines: string[] = [];
    const emit = (prefix: string, line: string): void => {
      if (line.endsWith('\n')) lines.push(prefix + line.slice(0, -1));
      else lines.push(prefix + line, NO_NEWLINE);
    };
    let i2 = s2;
    for (const change of changes.slice(first, last + 1)) {
      for (; i2 < change.i2; i2++) emit(' ', newLines[i2]!);
      for (let i = change.i1; i < end1(change); i++) emit('-', oldLines[i]!);
      for (; i2 < change.i2 + change.chg2; i2++) emit('+', newLines[i2]!);
    }
    for (; i2 < e2; i2++) emit(' ', newLines[i2]!);

    hunks.push({
      oldStart: e1 > s1 ? s1 + 1 : s1,
      oldLines: e1 - s1,
      newStart: e2 > s2 ? s2 + 1 : s2,
      newLines: e2 - s2,
      lines,
      heading,
    });
    first = last + 1;
  }
  return hunks;
}

/** What `git diff --numstat` counts: added and removed lines. */
export function countChanges(oldText: string, newText: string): { insertions: number; deletions: number } {
  let insertions = 0;
  let deletions = 0;
  for (const change of editScript(splitLines(oldText), splitLines(newText), true)) {
    insertions += change.chg2;
    deletions += change.chg1;
  }
  return { insertions, deletions };
}

/** The `@@ -a,b +c,d @@` line exactly as Git prints it: ",1" is left out, and the heading follows. */
export function hunkHeader(hunk: DiffHunk): string {
  const range = (start: number, count: number): string => (count === 1 ? `${start}` : `${start},${count}`);
  const head = `@@ -${range(hunk.oldStart, hunk.oldLines)} +${range(hunk.newStart, hunk.newLines)} @@`;
  return hunk.heading ? `${head} ${hunk.heading}` : head;
}

function end1(change: Change): number {
  return change.i1 + change.chg1;
}

/** Git's default `def_ff`: a line starting like an identifier heads a hunk, cut to 80 bytes and trailing white space. */
function headingOf(line: string): string | undefined {
  if (!/^[A-Za-z_$]/.test(line)) return undefined;
  const bytes = new TextEncoder().encode(line).subarray(0, HEADING_BYTES);
  return new TextDecoder().decode(bytes).replace(/[ \t\n\r]+$/, '');
}
