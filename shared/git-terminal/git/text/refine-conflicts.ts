/** Git's ways of making conflicts smaller or fewer (`xdiff/xmerge.c`). */
import { editScript } from './edit-script.ts';
import type { Region } from './merge-regions.ts';

/** zdiff3: lines both sides share at a conflict's start or end move out of it. */
export function trimCommonEnds(regions: Region[], ours: string[], theirs: string[]): void {
  for (const m of regions.filter((region) => region.mode === 0)) {
    while (m.chg1 && m.chg2 && ours[m.i1] === theirs[m.i2]) {
      m.chg1--;
      m.chg2--;
      m.i1++;
      m.i2++;
    }
    while (m.chg1 && m.chg2 && ours[m.i1 + m.chg1 - 1] === theirs[m.i2 + m.chg2 - 1]) {
      m.chg1--;
      m.chg2--;
    }
  }
}

/** `xdl_refine_conflicts`: diff the two sides of each conflict and keep only the lines that differ as conflicts. */
export function refineConflicts(regions: Region[], ours: string[], theirs: string[]): Region[] {
  return regions.flatMap((m) => {
    if (m.mode !== 0 || m.chg1 === 0 || m.chg2 === 0) return [m];
    const changes = editScript(ours.slice(m.i1, m.i1 + m.chg1), theirs.slice(m.i2, m.i2 + m.chg2), false);
    if (changes.length === 0) return [{ ...m, mode: 4 }];
    return changes.map((x) => ({ ...m, i1: m.i1 + x.i1, chg1: x.chg1, i2: m.i2 + x.i2, chg2: x.chg2 }));
  });
}

/** `xdl_simplify_non_conflicts`: conflicts at most 3 lines apart become one. */
export function joinCloseConflicts(regions: Region[]): Region[] {
  const joined: Region[] = [];
  for (const next of regions) {
    const m = joined.at(-1);
    if (m && m.mode === 0 && next.mode === 0 && next.i1 - (m.i1 + m.chg1) <= 3) {
      m.chg1 = next.i1 + next.chg1 - m.i1;
      m.chg2 = next.i2 + next.chg2 - m.i2;
    } else {
      joined.push(next);
    }
  }
  return joined;
}
