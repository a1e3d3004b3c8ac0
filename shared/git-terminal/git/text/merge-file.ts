/**
 * A three-way merge of one file as `git merge` writes it (`xdiff/xmerge.c` at Git's level
 * XDL_MERGE_ZEALOUS): both sides' changes against the base, conflicts where they overlap and differ.
 */
import { editScript } from './edit-script.ts';
import { combine } from './merge-regions.ts';
import { joinCloseConflicts, refineConflicts, trimCommonEnds } from './refine-conflicts.ts';
import { renderMerge } from './render-merge.ts';
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

export function mergeFile(input: MergeInput): { text: string; conflicts: number } {
  const base = splitLines(input.base);
  const ours = splitLines(input.ours);
  const theirs = splitLines(input.theirs);
  const oursChanges = editScript(base, ours, false);
  const theirsChanges = editScript(base, theirs, false);
  // When one side kept the base, Git takes the other side's text as it is.
  if (oursChanges.length === 0) return { text: input.theirs, conflicts: 0 };
  if (theirsChanges.length === 0) return { text: input.ours, conflicts: 0 };

  let regions = combine(oursChanges, theirsChanges, ours, theirs, base.length);
  if (input.style === 'zdiff3') trimCommonEnds(regions, ours, theirs);
  // With the base shown, Git refines conflicts only as far as zdiff3's trimming.
  if (input.style === 'merge') regions = joinCloseConflicts(refineConflicts(regions, ours, theirs));
  return {
    text: renderMerge(regions, base, ours, theirs, {
      ours: input.oursLabel,
      base: input.style === 'merge' ? undefined : input.baseLabel,
      theirs: input.theirsLabel,
    }),
    conflicts: regions.filter((region) => region.mode === 0).length,
  };
}
