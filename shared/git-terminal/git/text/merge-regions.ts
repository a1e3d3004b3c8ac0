/** How two sides' changes against one base interleave (`xdl_do_merge` in `xdiff/xmerge.c`). */
import type { Change } from './edit-script.ts';

/**
 * One region of the result. `mode`: 0 conflict, 1 take ours, 2 take theirs, 4 both sides agree.
 * `[i0, i0 + chg0)` is in the base, `[i1, i1 + chg1)` in ours, `[i2, i2 + chg2)` in theirs.
 */
export interface Region {
  mode: 0 | 1 | 2 | 4;
  i0: number;
  chg0: number;
  i1: number;
  chg1: number;
  i2: number;
  chg2: number;
}

/** `xdl_do_merge`'s walk over both change lists; overlapping changes that differ become conflicts. */
export function combine(changes1: Change[], changes2: Change[], ours: string[], theirs: string[], baseLength: number): Region[] {
  const regions: Region[] = [];
  const append = (mode: Region['mode'], i0: number, chg0: number, i1: number, chg1: number, i2: number, chg2: number): void => {
    const last = regions.at(-1);
    if (last && (i1 <= last.i1 + last.chg1 || i2 <= last.i2 + last.chg2)) {
      if (mode !== last.mode) last.mode = 0;
      last.chg0 = i0 + chg0 - last.i0;
      last.chg1 = i1 + chg1 - last.i1;
      last.chg2 = i2 + chg2 - last.i2;
    } else {
      regions.push({ mode, i0, chg0, i1, chg1, i2, chg2 });
    }
  };
  let k1 = 0;
  let k2 = 0;
  while (k1 < changes1.length && k2 < changes2.length) {
    const x1 = changes1[k1]!;
    const x2 = changes2[k2]!;
    if (x1.i1 + x1.chg1 < x2.i1) {
      append(1, x1.i1, x1.chg1, x1.i2, x1.chg2, x2.i2 - x2.i1 + x1.i1, x1.chg1);
      k1++;
      continue;
    }
    if (x2.i1 + x2.chg1 < x1.i1) {
      append(2, x2.i1, x2.chg1, x1.i2 - x1.i1 + x2.i1, x2.chg1, x2.i2, x2.chg2);
      k2++;
      continue;
    }
    const identical =
      x1.i1 === x2.i1 &&
      x1.chg1 === x2.chg1 &&
      x1.chg2 === x2.chg2 &&
      ours.slice(x1.i2, x1.i2 + x1.chg2).every((line, k) => line === theirs[x2.i2 + k]);
    if (!identical) {
      const off = x1.i1 - x2.i1;
      const ffo = off + x1.chg1 - x2.chg1;
      let i0 = x1.i1;
      let i1 = x1.i2;
      let i2 = x2.i2;
      if (off > 0) {
        i0 -= off;
        i1 -= off;
      } else {
        i2 += off;
      }
      let chg0 = x1.i1 + x1.chg1 - i0;
      let chg1 = x1.i2 + x1.chg2 - i1;
      let chg2 = x2.i2 + x2.chg2 - i2;
      if (ffo < 0) {
        chg0 -= ffo;
        chg1 -= ffo;
      } else {
        chg2 += ffo;
      }
      append(0, i0, chg0, i1, chg1, i2, chg2);
    }
    const end1 = x1.i1 + x1.chg1;
    const end2 = x2.i1 + x2.chg1;
    if (end1 >= end2) k2++;
    if (end2 >= end1) k1++;
  }
  for (const x1 of changes1.slice(k1)) {
    append(1, x1.i1, x1.chg1, x1.i2, x1.chg2, x1.i1 + theirs.length - baseLength, x1.chg1);
  }
  for (const x2 of changes2.slice(k2)) {
    append(2, x2.i1, x2.chg1, x2.i1 + ours.length - baseLength, x2.chg1, x2.i2, x2.chg2);
  }
  return regions;
}
