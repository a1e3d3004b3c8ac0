// A stand-in for text/merge-file.ts (written by the text helper) with the same exports; swap the imports when it lands.

export type ConflictStyle = 'merge' | 'diff3' | 'zdiff3';

export interface MergeInput {
  base: string;
  ours: string;
  theirs: string;
  oursLabel: string;
  baseLabel: string;
  theirsLabel: string;
  style: ConflictStyle;
}

const lines = (text: string) => (text === '' ? [] : (text.match(/[^\n]*\n|[^\n]+$/g) ?? []));

/** For each base line, the index of the line it matches in `other` (a longest common subsequence), or -1. */
function matchLines(base: string[], other: string[]): number[] {
  const cols = other.length + 1;
  const lcs = new Uint32Array((base.length + 1) * cols);
  for (let i = base.length - 1; i >= 0; i--)
    for (let j = other.length - 1; j >= 0; j--)
      lcs[i * cols + j] =
        base[i] === other[j] ? lcs[(i + 1) * cols + j + 1]! + 1 : Math.max(lcs[(i + 1) * cols + j]!, lcs[i * cols + j + 1]!);
  const match = new Array<number>(base.length).fill(-1);
  let i = 0;
  let j = 0;
  while (i < base.length && j < other.length) {
    if (base[i] === other[j]) match[i++] = j++;
    else if (lcs[(i + 1) * cols + j]! >= lcs[i * cols + j + 1]!) i++;
    else j++;
  }
  return match;
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((line, i) => line === b[i]);
const withEnd = (chunk: string[]) => chunk.map((line) => (line.endsWith('\n') ? line : `${line}\n`)).join('');

export function mergeFile(input: MergeInput): { text: string; conflicts: number } {
  const base = lines(input.base);
  const ours = lines(input.ours);
  const theirs = lines(input.theirs);
  const toOurs = matchLines(base, ours);
  const toTheirs = matchLines(base, theirs);
  let text = '';
  let conflicts = 0;
  let b = 0;
  let o = 0;
  let t = 0;
  const emitChunk = (bEnd: number, oEnd: number, tEnd: number) => {
    const baseChunk = base.slice(b, bEnd);
    const oursChunk = ours.slice(o, oEnd);
    const theirsChunk = theirs.slice(t, tEnd);
    if (same(oursChunk, baseChunk)) text += theirsChunk.join('');
    else if (same(theirsChunk, baseChunk) || same(oursChunk, theirsChunk)) text += oursChunk.join('');
    else {
      conflicts++;
      let head = 0;
      let tail = 0;
      if (input.style !== 'diff3') {
        while (head < oursChunk.length && head < theirsChunk.length && oursChunk[head] === theirsChunk[head]) head++;
        while (
          tail < oursChunk.length - head &&
          tail < theirsChunk.length - head &&
          oursChunk[oursChunk.length - 1 - tail] === theirsChunk[theirsChunk.length - 1 - tail]
        )
          tail++;
      }
      text += oursChunk.slice(0, head).join('');
      text += `<<<<<<< ${input.oursLabel}\n${withEnd(oursChunk.slice(head, oursChunk.length - tail))}`;
      if (input.style !== 'merge') text += `||||||| ${input.baseLabel}\n${withEnd(baseChunk)}`;
      text += `=======\n${withEnd(theirsChunk.slice(head, theirsChunk.length - tail))}>>>>>>> ${input.theirsLabel}\n`;
      text += oursChunk.slice(oursChunk.length - tail).join('');
    }
  };
  for (let i = 0; i <= base.length; i++) {
    const stable = i === base.length || (toOurs[i]! >= o && toTheirs[i]! >= t);
    if (!stable) continue;
    const oEnd = i === base.length ? ours.length : toOurs[i]!;
    const tEnd = i === base.length ? theirs.length : toTheirs[i]!;
    if (i > b || oEnd > o || tEnd > t) emitChunk(i, oEnd, tEnd);
    if (i < base.length) text += base[i];
    b = i + 1;
    o = oEnd + 1;
    t = tEnd + 1;
  }
  return { text, conflicts };
}
