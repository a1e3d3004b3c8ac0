/**
 * xdiff's preparation (`xdiff/xprepare.c`): number the distinct lines, skip the common head and tail,
 * and set aside lines the Myers search need not see (those absent from the other file, and frequent
 * lines amid such runs). Set-aside lines are marked changed up front, exactly as Git does.
 */

/** One file of a pair being compared. */
export interface DiffSide {
  lines: string[];
  /** Per line, the number of its class: equal lines share one. */
  classes: number[];
  /** `changed[i + 1]` is 1 when line `i` is changed; the guard cells at both ends stay 0. */
  changed: Uint8Array;
}

/** The lines of one side that the Myers search compares: their positions and classes. */
export interface KeptLines {
  index: number[];
  classes: number[];
}

export interface PreparedPair {
  a: DiffSide;
  b: DiffSide;
  keptA: KeptLines;
  keptB: KeptLines;
}

const MAX_EQ_LIMIT = 1024;
const SIMILAR_SCAN_WINDOW = 100;
const KEEP_DISCARDED_RUN = 4;

/** xdiff's cheap integer square root, used for its cost limits. */
export function bogoSqrt(n: number): number {
  let root = 1;
  for (let rest = n; rest > 0; rest = Math.floor(rest / 4)) root *= 2;
  return root;
}

export function prepareSides(oldLines: string[], newLines: string[]): PreparedPair {
  const ids = new Map<string, number>();
  const counts: [number[], number[]] = [[], []];
  const classify = (lines: string[], side: 0 | 1): number[] =>
    lines.map((line) => {
      let id = ids.get(line);
      if (id === undefined) {
        id = ids.size;
        ids.set(line, id);
        counts[0].push(0);
        counts[1].push(0);
      }
      counts[side][id]! += 1;
      return id;
    });
  const a: DiffSide = { lines: oldLines, classes: classify(oldLines, 0), changed: new Uint8Array(oldLines.length + 2) };
  const b: DiffSide = { lines: newLines, classes: classify(newLines, 1), changed: new Uint8Array(newLines.length + 2) };

  const limit = Math.min(a.classes.length, b.classes.length);
  let start = 0;
  while (start < limit && a.classes[start] === b.classes[start]) start++;
  let tail = 0;
  while (tail < limit - start && a.classes[a.classes.length - 1 - tail] === b.classes[b.classes.length - 1 - tail]) tail++;

  return {
    a,
    b,
    keptA: keepLines(a, counts[1], start, a.classes.length - tail - 1),
    keptB: keepLines(b, counts[0], start, b.classes.length - tail - 1),
  };
}

/** `xdl_cleanup_records` for one side: `otherCounts[class]` is how often the class occurs in the other file. */
function keepLines(side: DiffSide, otherCounts: number[], start: number, end: number): KeptLines {
  const frequent = Math.min(bogoSqrt(side.classes.length), MAX_EQ_LIMIT);
  // 0: no match in the other file, 1: some matches, 2: many matches.
  const matches = side.classes.map((id) => {
    const count = otherCounts[id]!;
    return count === 0 ? 0 : count >= frequent ? 2 : 1;
  });
  const kept: KeptLines = { index: [], classes: [] };
  for (let i = start; i <= end; i++) {
    if (matches[i] === 1 || (matches[i] === 2 && !amidUnmatched(matches, i, start, end))) {
      kept.index.push(i);
      kept.classes.push(side.classes[i]!);
    } else {
      side.changed[i + 1] = 1;
    }
  }
  return kept;
}

/** `xdl_clean_mmatch`: is the frequent line `i` inside a run made mostly of lines without a match? */
function amidUnmatched(matches: number[], i: number, start: number, end: number): boolean {
  const from = Math.max(start, i - SIMILAR_SCAN_WINDOW);
  const to = Math.min(end, i + SIMILAR_SCAN_WINDOW);
  let unmatched = 0;
  // xdiff counts line `i` once in the run before it and once in the run after it.
  let frequent = 2;
  for (let j = i - 1; j >= from && matches[j] !== 1; j--) {
    if (matches[j] === 0) unmatched++;
    else frequent++;
  }
  if (unmatched === 0) return false;
  let unmatchedAfter = 0;
  for (let j = i + 1; j <= to && matches[j] !== 1; j++) {
    if (matches[j] === 0) unmatchedAfter++;
    else frequent++;
  }
  if (unmatchedAfter === 0) return false;
  unmatched += unmatchedAfter;
  return frequent * KEEP_DISCARDED_RUN < frequent + unmatched;
}
