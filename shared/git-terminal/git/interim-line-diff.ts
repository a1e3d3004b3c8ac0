// A stand-in for text/line-diff.ts (written by the text helper) with the same exports; swap the imports when it lands.

export interface DiffHunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines: string[];
}

const NO_NEWLINE = '\\ No newline at end of file';

/** Lines with their newline, so a last line without one differs from the same line with one. */
function splitKeepingEnds(text: string): string[] {
  return text === '' ? [] : (text.match(/[^\n]*\n|[^\n]+$/g) ?? []);
}

type Op = { kind: ' ' | '-' | '+'; line: string };

/** An edit script from a longest common subsequence; deletions come before insertions, as in Git's output. */
function editScript(a: string[], b: string[]): Op[] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const lcs = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i * cols + j] = a[i] === b[j] ? lcs[(i + 1) * cols + j + 1]! + 1 : Math.max(lcs[(i + 1) * cols + j]!, lcs[i * cols + j + 1]!);
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push({ kind: ' ', line: a[i++]! });
      j++;
    } else if (j >= b.length || (i < a.length && lcs[(i + 1) * cols + j]! >= lcs[i * cols + j + 1]!))
      ops.push({ kind: '-', line: a[i++]! });
    else ops.push({ kind: '+', line: b[j++]! });
  }
  return ops;
}

function render(op: Op): string[] {
  const body = `${op.kind}${op.line.replace(/\n$/, '')}`;
  return op.line.endsWith('\n') ? [body] : [body, NO_NEWLINE];
}

export function diffLines(oldText: string, newText: string, context = 3): DiffHunk[] {
  const ops = editScript(splitKeepingEnds(oldText), splitKeepingEnds(newText));
  const groups: [number, number][] = [];
  ops.forEach((op, index) => {
    if (op.kind === ' ') return;
    const last = groups.at(-1);
    if (last && index - last[1] - 1 <= 2 * context) last[1] = index;
    else groups.push([index, index]);
  });
  return groups.map(([first, last]) => {
    const start = Math.max(0, first - context);
    const before = ops.slice(0, start);
    const slice = ops.slice(start, Math.min(ops.length, last + context + 1));
    const oldBefore = before.filter((op) => op.kind !== '+').length;
    const newBefore = before.filter((op) => op.kind !== '-').length;
    const oldLines = slice.filter((op) => op.kind !== '+').length;
    const newLines = slice.filter((op) => op.kind !== '-').length;
    return {
      oldStart: oldLines === 0 ? oldBefore : oldBefore + 1,
      oldLines,
      newStart: newLines === 0 ? newBefore : newBefore + 1,
      newLines,
      lines: slice.flatMap(render),
    };
  });
}

export function countChanges(oldText: string, newText: string): { insertions: number; deletions: number } {
  const ops = editScript(splitKeepingEnds(oldText), splitKeepingEnds(newText));
  return { insertions: ops.filter((op) => op.kind === '+').length, deletions: ops.filter((op) => op.kind === '-').length };
}
