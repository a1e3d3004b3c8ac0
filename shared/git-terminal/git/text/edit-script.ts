/** xdiff's line diff from start to end (`xdl_do_diff`, `xdl_change_compact`, `xdl_build_script`) as a list of changes. */
import { compactChanges } from './compact-changes.ts';
import { markChanges } from './myers-search.ts';
import { prepareSides } from './prepare-sides.ts';

/** Lines `[i1, i1 + chg1)` of the old file became lines `[i2, i2 + chg2)` of the new one. */
export interface Change {
  i1: number;
  i2: number;
  chg1: number;
  chg2: number;
}

/** The changes from `oldLines` to `newLines` in file order; `git diff` turns on the indent heuristic, merges do not. */
export function editScript(oldLines: string[], newLines: string[], indentHeuristic: boolean): Change[] {
  const { a, b, keptA, keptB } = prepareSides(oldLines, newLines);
  markChanges(a, b, keptA, keptB);
  compactChanges(a, b, indentHeuristic);
  compactChanges(b, a, indentHeuristic);
  const changes: Change[] = [];
  // `changed[i]` says whether line i - 1 changed.
  for (let i1 = 0, i2 = 0; i1 < a.lines.length || i2 < b.lines.length; i1++, i2++) {
    if (a.changed[i1 + 1] || b.changed[i2 + 1]) {
      const start1 = i1;
      const start2 = i2;
      while (a.changed[i1 + 1]) i1++;
      while (b.changed[i2 + 1]) i2++;
      changes.push({ i1: start1, i2: start2, chg1: i1 - start1, chg2: i2 - start2 });
    }
  }
  return changes;
}
