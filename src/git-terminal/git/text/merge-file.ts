/**
 * A three-way merge of one file as `git merge` writes it (`xdiff/xmerge.c` at Git's level
 * XDL_MERGE_ZEALOUS): both sides' changes against the base, conflicts where they overlap and differ.
 */
import type { Change } from './edit-script.ts';
import { editScript } from './edit-script.ts';
import { splitLines } from './split-lines.ts';

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

/**
 * One region of the result. `mode`: 0 conflict, 1 take ours, 2 take theirs, 4 both sides agree.
 * `[i0, i0 + chg0)` is in the base, `[i1, i1 + chg1)` in ours, `[i2, i2 + chg2)` in theirs.
 */
interface Region {
  mode: number;
  i0: number;
  chg0: number;
  i1: number;
  chg1: number;
  i2: number;
  chg2: number;
}

export function mergeFile(input: MergeInput): { text: string; conflicts: number } {
  const base = splitLines(input.base);
  const ours = splitLines(input.ours);
  const theirs = splitLines(input.theirs);
  const oursChanges = editScript(base, ours, false);
  const theirsChanges = editScript(base, theirs, false);
  if (oursChanges.length === 0) return { text: input.theirs, conflicts: 0 };
  if (theirsChanges.length === 0) return { text: input.ours, conflicts: 0 };

  let regions = combine(oursChanges, theirsChanges, ours, theirs, base.length);
  if (input.style === 'zdiff3') trimCommonEnds(regions, ours, theirs);
  if (input.style === 'merge') regions = joinCloseConflicts(refineConflicts(regions, ours, theirs));
  return {
    text: render(regions, base, ours, theirs, input),
    conflicts: regions.filter((region) => region.mode === 0).length,
  };
}

/** `xdl_do_merge`'s walk over both change lists; overlapping changes that differ become conflicts. */
function combine(changes1: Change[], changes2: Change[], ours: string[], theirs: string[], baseLength: number): Region[] {
  const regions: Region[] = [];
  const append = (mode: number, i0: number, chg0: number, i1: number, chg1: number, i2: number, chg2: number): void => {
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

/** zdiff3: lines both sides share at a conflict's start or end move out of it. */
function trimCommonEnds(regions: Region[], ours: string[], theirs: string[]): void {
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
function refineConflicts(regions: Region[], ours: string[], theirs: string[]): Region[] {
  return regions.flatMap((m) => {
    if (m.mode !== 0 || m.chg1 === 0 || m.chg2 === 0) return [m];
    const changes = editScript(ours.slice(m.i1, m.i1 + m.chg1), theirs.slice(m.i2, m.i2 + m.chg2), false);
    if (changes.length === 0) return [{ ...m, mode: 4 }];
    return changes.map((x) => ({ ...m, i1: m.i1 + x.i1, chg1: x.chg1, i2: m.i2 + x.i2, chg2: x.chg2 }));
  });
}

/** `xdl_simplify_non_conflicts`: conflicts at most 3 lines apart become one. */
function joinCloseConflicts(regions: Region[]): Region[] {
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

/** `xdl_fill_merge_buffer`: ours between the regions, each region as its mode says. */
function render(regions: Region[], base: string[], ours: string[], theirs: string[], input: MergeInput): string {
  let text = '';
  let at = 0;
  for (const m of regions) {
    // A region where both sides agree is copied from ours with the text after it.
    if (m.mode === 4) continue;
    text += ours.slice(at, m.i1).join('');
    if (m.mode === 0) {
      const eol = crNeeded(m, base, ours, theirs) ? '\r\n' : '\n';
      text += `<<<<<<< ${input.oursLabel}${eol}` + copy(ours, m.i1, m.chg1, eol);
      if (input.style !== 'merge') text += `||||||| ${input.baseLabel}${eol}` + copy(base, m.i0, m.chg0, eol);
      text += `=======${eol}` + copy(theirs, m.i2, m.chg2, eol) + `>>>>>>> ${input.theirsLabel}${eol}`;
    } else if (m.mode === 1) {
      text += ours.slice(m.i1, m.i1 + m.chg1).join('');
    } else {
      text += theirs.slice(m.i2, m.i2 + m.chg2).join('');
    }
    at = m.i1 + m.chg1;
  }
  return text + ours.slice(at).join('');
}

/** Lines `[start, start + count)` with a line end added to the last one if it had none. */
function copy(lines: string[], start: number, count: number, eol: string): string {
  const text = lines.slice(start, start + count).join('');
  return count > 0 && !text.endsWith('\n') ? text + eol : text;
}

/** `is_cr_needed`: markers end in CRLF when neither side's line before the conflict ends in LF alone and the base's first line ends in CRLF. */
function crNeeded(m: Region, base: string[], ours: string[], theirs: string[]): boolean {
  return (
    endsInCrlf(ours, m.i1 ? m.i1 - 1 : 0) !== false && endsInCrlf(theirs, m.i2 ? m.i2 - 1 : 0) !== false && endsInCrlf(base, 0) === true
  );
}

/** `is_eol_crlf`: does line `i` end in CRLF (for a last line without one, the line before), or undefined if unknown. */
function endsInCrlf(lines: string[], i: number): boolean | undefined {
  if (lines.length === 0) return undefined;
  const line = lines[i]!;
  if (i < lines.length - 1 || line.endsWith('\n')) return line.endsWith('\r\n');
  if (i === 0) return undefined;
  return lines[i - 1]!.endsWith('\r\n');
}
