/**
 * `xdl_change_compact` (`xdiff/xdiffi.c`): slide each block of changed lines up or down where the
 * text allows, merging blocks that touch, lining blocks up with the other file's changes, and else
 * placing them where the indent heuristic likes best.
 */
import type { DiffSide } from './prepare-sides.ts';
import type { SplitScore } from './indent-score.ts';
import { addSplitScore, compareScores } from './indent-score.ts';

const MAX_SLIDING = 100;

/** A block of changed lines `[start, end)`; an empty one sits just above line `start`. */
interface Group {
  start: number;
  end: number;
}

const isChanged = (side: DiffSide, i: number): boolean => side.changed[i + 1] === 1;
const setChanged = (side: DiffSide, i: number, value: 0 | 1): void => {
  side.changed[i + 1] = value;
};

function firstGroup(side: DiffSide): Group {
  const g = { start: 0, end: 0 };
  while (isChanged(side, g.end)) g.end++;
  return g;
}

function nextGroup(side: DiffSide, g: Group): boolean {
  if (g.end === side.lines.length) return false;
  g.start = g.end + 1;
  for (g.end = g.start; isChanged(side, g.end); g.end++);
  return true;
}

function previousGroup(side: DiffSide, g: Group): boolean {
  if (g.start === 0) return false;
  g.end = g.start - 1;
  for (g.start = g.end; isChanged(side, g.start - 1); g.start--);
  return true;
}

function slideDown(side: DiffSide, g: Group): boolean {
  if (g.end >= side.lines.length || side.classes[g.start] !== side.classes[g.end]) return false;
  setChanged(side, g.start++, 0);
  setChanged(side, g.end++, 1);
  while (isChanged(side, g.end)) g.end++;
  return true;
}

function slideUp(side: DiffSide, g: Group): boolean {
  if (g.start <= 0 || side.classes[g.start - 1] !== side.classes[g.end - 1]) return false;
  setChanged(side, --g.start, 1);
  setChanged(side, --g.end, 0);
  while (isChanged(side, g.start - 1)) g.start--;
  return true;
}

/** Slides `g` up to end at `end`, keeping the other file's group `go` in step. */
function slideUpTo(side: DiffSide, g: Group, other: DiffSide, go: Group, end: number): void {
  while (g.end > end && slideUp(side, g)) previousGroup(other, go);
}

export function compactChanges(side: DiffSide, other: DiffSide, indentHeuristic: boolean): void {
  const g = firstGroup(side);
  const go = firstGroup(other);
  do {
    if (g.end === g.start) continue;
    let groupSize: number;
    let earliestEnd: number;
    let endMatchingOther: number;
    do {
      groupSize = g.end - g.start;
      endMatchingOther = -1;
      while (slideUp(side, g)) previousGroup(other, go);
      earliestEnd = g.end;
      if (go.end > go.start) endMatchingOther = g.end;
      while (slideDown(side, g)) {
        nextGroup(other, go);
        if (go.end > go.start) endMatchingOther = g.end;
      }
    } while (groupSize !== g.end - g.start);

    if (g.end === earliestEnd) continue;
    if (endMatchingOther !== -1) {
      // Line the block up with the last block of the other file it can face.
      while (go.end === go.start) {
        slideUp(side, g);
        previousGroup(other, go);
      }
    } else if (indentHeuristic) {
      let bestShift = -1;
      let best: SplitScore = { effectiveIndent: 0, penalty: 0 };
      for (let shift = Math.max(earliestEnd, g.end - groupSize - 1, g.end - MAX_SLIDING); shift <= g.end; shift++) {
        const score: SplitScore = { effectiveIndent: 0, penalty: 0 };
        addSplitScore(side.lines, shift, score);
        addSplitScore(side.lines, shift - groupSize, score);
        if (bestShift === -1 || compareScores(score, best) <= 0) {
          best = score;
          bestShift = shift;
        }
      }
      slideUpTo(side, g, other, go, bestShift);
    }
  } while (nextGroup(side, g) && nextGroup(other, go));
}
