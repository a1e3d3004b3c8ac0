import type { WorkRepo } from '../session.ts';
import type { ConflictStyle } from '../text/merge-file.ts';
import { readRef } from './refs.ts';
import { readIndex, writeIndex } from './index-file.ts';
import type { MergeLabels, TreeMerge } from './merge-trees.ts';
import { mergeTrees } from './merge-trees.ts';
import { commitFiles } from './trees.ts';
import { switchTrees } from './worktree.ts';
import type { Session } from '../session.ts';
import { configValue } from '../session.ts';

export function conflictStyle(session: Session, repo: WorkRepo): ConflictStyle {
  const value = configValue(session, repo, 'merge.conflictStyle');
  return value === 'diff3' || value === 'zdiff3' ? value : 'merge';
}

/**
 * Merges commit `theirs` (none: the empty tree) into the working tree and index from `base` (a commit, or none for unrelated
 * histories): refuses like Git when local changes are in the way; conflicted paths keep their three stages.
 */
export function mergeIntoWorktree(
  session: Session,
  repo: WorkRepo,
  base: string | undefined,
  theirs: string | undefined,
  labels: MergeLabels,
): TreeMerge {
  const headFiles = commitFiles(repo, readRef(repo, 'HEAD'));
  const result = mergeTrees(repo, commitFiles(repo, base), headFiles, commitFiles(repo, theirs), labels, conflictStyle(session, repo));
  const index = switchTrees(repo, readIndex(repo), headFiles, result.files, 'merge');
  const resolved = index.filter((entry) => !result.conflicted.includes(entry.path));
  writeIndex(repo, [...resolved, ...result.conflictEntries]);
  return result;
}
