import type { Session, WorkRepo } from '../session.ts';
import { abbrev } from './abbrev.ts';
import { mergeIntoWorktree } from './apply-merge.ts';
import type { Commit } from './commits.ts';
import { subjectOf } from './commits.ts';
import type { TreeMerge } from './merge-trees.ts';

/**
 * Applies one commit's change (or, reverting, its inverse) to the working tree and index by a three-way merge,
 * as cherry-pick, revert and rebase do.
 */
export function pickCommit(session: Session, repo: WorkRepo, commit: Commit, revert: boolean): TreeMerge {
  const parent = commit.parents[0];
  const label = `${abbrev(repo, commit.oid)} (${subjectOf(commit.message)})`;
  const parentLabel = `parent of ${label}`;
  if (revert) {
    const theirs = parent === undefined ? '(empty tree)' : parentLabel;
    return mergeIntoWorktree(session, repo, commit.oid, parent, { ours: 'HEAD', base: label, theirs });
  }
  return mergeIntoWorktree(session, repo, parent, commit.oid, { ours: 'HEAD', base: parentLabel, theirs: label });
}

export function revertMessage(commit: Commit): string {
  return `Revert "${subjectOf(commit.message)}"\n\nThis reverts commit ${commit.oid}.\n`;
}
