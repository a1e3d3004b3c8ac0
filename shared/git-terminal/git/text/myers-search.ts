/**
 * xdiff's Myers search (`xdl_recs_cmp` and `xdl_split` in `xdiff/xdiffi.c`): divide and conquer on the
 * middle snake, with Git's heuristics that cut expensive searches short. Marks changed lines in place.
 */
import type { DiffSide, KeptLines } from './prepare-sides.ts';
import { bogoSqrt } from './prepare-sides.ts';

const MAX_COST_MIN = 256;
const HEUR_MIN_COST = 256;
const SNAKE_COUNT = 20;
const K_HEUR = 4;
const LINE_MAX = Number.MAX_SAFE_INTEGER;

interface Search {
  ha1: number[];
  ha2: number[];
  /** Both diagonal vectors in one array: forward ones around `fBase`, backward ones around `bBase`. */
  kv: Float64Array;
  fBase: number;
  bBase: number;
  maxCost: number;
}

interface Split {
  i1: number;
  i2: number;
  minLo: boolean;
  minHi: boolean;
}

export function markChanges(a: DiffSide, b: DiffSide, keptA: KeptLines, keptB: KeptLines): void {
  const n1 = keptA.classes.length;
  const n2 = keptB.classes.length;
  const diagonals = n1 + n2 + 3;
  const search: Search = {
    ha1: keptA.classes,
    ha2: keptB.classes,
    kv: new Float64Array(2 * diagonals + 2),
    fBase: n2 + 1,
    bBase: diagonals + n2 + 1,
    maxCost: Math.max(bogoSqrt(diagonals), MAX_COST_MIN),
  };
  // Git asks for a minimal diff only with --minimal.
  compare(search, a, b, keptA, keptB, 0, n1, 0, n2, false);
}

function compare(
  s: Search,
  a: DiffSide,
  b: DiffSide,
  keptA: KeptLines,
  keptB: KeptLines,
  off1: number,
  lim1: number,
  off2: number,
  lim2: number,
  minimal: boolean,
): void {
  while (off1 < lim1 && off2 < lim2 && s.ha1[off1] === s.ha2[off2]) {
    off1++;
    off2++;
  }
  while (off1 < lim1 && off2 < lim2 && s.ha1[lim1 - 1] === s.ha2[lim2 - 1]) {
    lim1--;
    lim2--;
  }
  if (off1 === lim1) {
    for (; off2 < lim2; off2++) b.changed[keptB.index[off2]! + 1] = 1;
  } else if (off2 === lim2) {
    for (; off1 < lim1; off1++) a.changed[keptA.index[off1]! + 1] = 1;
  } else {
    const split = findSplit(s, off1, lim1, off2, lim2, minimal);
    compare(s, a, b, keptA, keptB, off1, split.i1, off2, split.i2, split.minLo);
    compare(s, a, b, keptA, keptB, split.i1, lim1, split.i2, lim2, split.minHi);
  }
}

function findSplit(s: Search, off1: number, lim1: number, off2: number, lim2: number, minimal: boolean): Split {
  const { ha1, ha2, kv, fBase: F, bBase: B } = s;
  const dmin = off1 - lim2;
  const dmax = lim1 - off2;
  const fmid = off1 - off2;
  const bmid = lim1 - lim2;
  const odd = ((fmid - bmid) & 1) !== 0;
  let fmin = fmid;
  let fmax = fmid;
  let bmin = bmid;
  let bmax = bmid;
  kv[F + fmid] = off1;
  kv[B + bmid] = lim1;

  for (let ec = 1; ; ec++) {
    let gotSnake = false;
    // Widen the forward diagonals by one, turning back at the box's edges.
    if (fmin > dmin) kv[F + --fmin - 1] = -1;
    else ++fmin;
    if (fmax < dmax) kv[F + ++fmax + 1] = -1;
    else --fmax;
    for (let d = fmax; d >= fmin; d -= 2) {
      let i1 = kv[F + d - 1]! >= kv[F + d + 1]! ? kv[F + d - 1]! + 1 : kv[F + d + 1]!;
      const prev1 = i1;
      let i2 = i1 - d;
      while (i1 < lim1 && i2 < lim2 && ha1[i1] === ha2[i2]) {
        i1++;
        i2++;
      }
      if (i1 - prev1 > SNAKE_COUNT) gotSnake = true;
      kv[F + d] = i1;
      if (odd && bmin <= d && d <= bmax && kv[B + d]! <= i1) return { i1, i2, minLo: true, minHi: true };
    }

    if (bmin > dmin) kv[B + --bmin - 1] = LINE_MAX;
    else ++bmin;
    if (bmax < dmax) kv[B + ++bmax + 1] = LINE_MAX;
    else --bmax;
    for (let d = bmax; d >= bmin; d -= 2) {
      let i1 = kv[B + d - 1]! < kv[B + d + 1]! ? kv[B + d - 1]! : kv[B + d + 1]! - 1;
      const prev1 = i1;
      let i2 = i1 - d;
      while (i1 > off1 && i2 > off2 && ha1[i1 - 1] === ha2[i2 - 1]) {
        i1--;
        i2--;
      }
      if (prev1 - i1 > SNAKE_COUNT) gotSnake = true;
      kv[B + d] = i1;
      if (!odd && fmin <= d && d <= fmax && i1 <= kv[F + d]!) return { i1, i2, minLo: true, minHi: true };
    }

    if (minimal) continue;

    // A long snake far along a diagonal is taken as a good enough split.
    if (gotSnake && ec > HEUR_MIN_COST) {
      let best = 0;
      let found: Split | undefined;
      for (let d = fmax; d >= fmin; d -= 2) {
        const dd = d > fmid ? d - fmid : fmid - d;
        const i1 = kv[F + d]!;
        const i2 = i1 - d;
        const v = i1 - off1 + (i2 - off2) - dd;
        if (v > K_HEUR * ec && v > best && off1 + SNAKE_COUNT <= i1 && i1 < lim1 && off2 + SNAKE_COUNT <= i2 && i2 < lim2) {
          for (let k = 1; ha1[i1 - k] === ha2[i2 - k]; k++) {
            if (k === SNAKE_COUNT) {
              best = v;
              found = { i1, i2, minLo: true, minHi: false };
              break;
            }
          }
        }
      }
      if (found) return found;
      for (let d = bmax; d >= bmin; d -= 2) {
        const dd = d > bmid ? d - bmid : bmid - d;
        const i1 = kv[B + d]!;
        const i2 = i1 - d;
        const v = lim1 - i1 + (lim2 - i2) - dd;
        if (v > K_HEUR * ec && v > best && off1 < i1 && i1 <= lim1 - SNAKE_COUNT && off2 < i2 && i2 <= lim2 - SNAKE_COUNT) {
          for (let k = 0; ha1[i1 + k] === ha2[i2 + k]; k++) {
            if (k === SNAKE_COUNT - 1) {
              best = v;
              found = { i1, i2, minLo: false, minHi: true };
              break;
            }
          }
        }
      }
      if (found) return found;
    }

    // Too costly: take the furthest-reaching path found so far.
    if (ec >= s.maxCost) {
      let fbest = -1;
      let fbest1 = -1;
      for (let d = fmax; d >= fmin; d -= 2) {
        const i1 = Math.min(kv[F + d]!, lim1, lim2 + d);
        const i2 = i1 - d;
        if (fbest < i1 + i2) {
          fbest = i1 + i2;
          fbest1 = i1;
        }
      }
      let bbest = LINE_MAX;
      let bbest1 = LINE_MAX;
      for (let d = bmax; d >= bmin; d -= 2) {
        const i1 = Math.max(off1, kv[B + d]!, off2 + d);
        const i2 = i1 - d;
        if (i1 + i2 < bbest) {
          bbest = i1 + i2;
          bbest1 = i1;
        }
      }
      return lim1 + lim2 - bbest < fbest - (off1 + off2)
        ? { i1: fbest1, i2: fbest - fbest1, minLo: true, minHi: false }
        : { i1: bbest1, i2: bbest - bbest1, minLo: false, minHi: true };
    }
  }
}
