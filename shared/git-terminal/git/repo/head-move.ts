import type { Session, WorkRepo } from '../session.ts';
import { reflogIdent } from './identity.ts';
import { conflictedPaths, readIndex, writeIndex } from './index-file.ts';
import { headBranch, moveHead, readRef } from './refs.ts';
import { commitFiles } from './trees.ts';
import { switchTrees } from './worktree.ts';
import { GitExit } from '../git-error.ts';
import { ZERO_OID } from './object-store.ts';

const UNRESOLVED = 'error: you need to resolve your current index first\n';

/** What HEAD names for reflog messages: the branch, or the commit id when detached. */
export function headName(repo: WorkRepo): string {
  return headBranch(repo) ?? readRef(repo, 'HEAD') ?? 'HEAD';
}

/**
 * Switches the working tree, index and HEAD to a branch or a detached commit, carrying local changes
 * across when they do not clash (as checkout and switch do). `label` is the target as the user wrote it.
 */
export function checkoutTarget(session: Session, repo: WorkRepo, target: { branch: string } | { oid: string }, label: string): void {
  const index = readIndex(repo);
  if (conflictedPaths(index).length > 0) throw new GitExit(`${UNRESOLVED}`, 1);
  const head = readRef(repo, 'HEAD');
  const to = 'branch' in target ? readRef(repo, `refs/heads/${target.branch}`) : target.oid;
  const next = switchTrees(repo, index, commitFiles(repo, head), commitFiles(repo, to), 'checkout');
  writeIndex(repo, next);
  const from = headName(repo);
  moveHead(repo, target, head ?? ZERO_OID, to ?? ZERO_OID, {
    ident: reflogIdent(session, repo),
    message: `checkout: moving from ${from} to ${label}`,
  });
}
