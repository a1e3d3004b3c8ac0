import { GitExit, fatal } from '../git-error.ts';
import { signature } from '../repo/identity.ts';
import { splitShortFlags } from '../short-flags.ts';
import { readCommit, subjectOf } from '../repo/commits.ts';
import { conflictedPaths, readIndex, stagedFiles, writeIndex } from '../repo/index-file.ts';
import { cleanMessage, commitIndex, commitReport } from '../repo/new-commit.ts';
import { writeBlob } from '../repo/object-store.ts';
import { readRef } from '../repo/refs.ts';
import { gitPath, readGitFile } from '../repo/repository.ts';
import { resolveCommit } from '../repo/revisions.ts';
import { readWorkFile } from '../repo/worktree.ts';
import { filesFromIndex } from '../repo/worktree.ts';
import { writeTree } from '../repo/trees.ts';
import type { GitCommand, WorkRepo } from '../session.ts';
import { requireWorkTree } from '../session.ts';
import { longStatus } from './git-status.ts';

const UNMERGED = `error: Committing is not possible because you have unmerged files.
hint: Fix them up in the work tree, and then use 'git add/rm <file>'
hint: as appropriate to mark resolution and make a commit.
fatal: Exiting because of an unresolved conflict.
`;

/** `commit -a`: stages every tracked file's change (and removal) first. */
function stageTracked(repo: WorkRepo): void {
  let index = readIndex(repo);
  for (const [path, entry] of stagedFiles(index)) {
    const text = readWorkFile(repo, path);
    index = index.filter((other) => other.path !== path);
    if (text !== undefined) index.push({ ...entry, oid: writeBlob(repo, text) });
  }
  writeIndex(repo, index);
}

/** Removes the files that mark a merge or squash in progress, once its commit is made. */
export function clearMergeState(repo: WorkRepo): void {
  for (const name of ['MERGE_HEAD', 'MERGE_MSG', 'MERGE_MODE', 'SQUASH_MSG', 'AUTO_MERGE', 'REVERT_HEAD', 'CHERRY_PICK_HEAD']) {
    if (readGitFile(repo, name) !== undefined) repo.fs.remove(gitPath(repo, name));
  }
}

export const commit: GitCommand = (session, rawArgs) => {
  const repo = requireWorkTree(session);
  const args = splitShortFlags(rawArgs, 'mFC');
  const messages: string[] = [];
  let quiet = false;
  let all = false;
  let amend = false;
  let noEdit = false;
  let allowEmpty = false;
  let fixup: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-m' || arg === '--message') messages.push(args[++i] ?? '');
    else if (arg.startsWith('--message=')) messages.push(arg.slice(10));
    else if (arg === '-q' || arg === '--quiet') quiet = true;
    else if (arg === '-a' || arg === '--all') all = true;
    else if (arg === '--amend') amend = true;
    else if (arg === '--no-edit') noEdit = true;
    else if (arg === '--allow-empty') allowEmpty = true;
    else if (arg === '--fixup') fixup = args[++i];
    else if (arg.startsWith('--fixup=')) fixup = arg.slice(8);
    else throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
  }
  const unmerged = conflictedPaths(readIndex(repo));
  if (unmerged.length > 0) {
    session.out.push(unmerged.map((path) => `U\t${path}\n`).join(''));
    throw new GitExit(UNMERGED, 128);
  }
  signature(session, repo, 'author');
  if (all) stageTracked(repo);
  const head = readRef(repo, 'HEAD');
  const mergeHead = readGitFile(repo, 'MERGE_HEAD')?.trim();
  if (amend && mergeHead !== undefined) throw fatal('You are in the middle of a merge -- cannot amend.');
  if (amend && head === undefined) throw fatal('You have nothing to amend.');
  let message: string;
  if (fixup !== undefined) {
    const target = resolveCommit(session, repo, fixup);
    if (target === undefined) throw fatal(`could not lookup commit ${fixup}`);
    message = `fixup! ${subjectOf(readCommit(repo, target).message)}\n`;
  } else if (messages.length > 0) message = cleanMessage(messages.join('\n\n'));
  else if (amend && noEdit) message = readCommit(repo, head!).message;
  else if (noEdit || mergeHead !== undefined)
    message = cleanMessage(readGitFile(repo, 'MERGE_MSG') ?? readGitFile(repo, 'SQUASH_MSG') ?? '');
  else throw new GitExit(`git: 'commit' without -m needs an editor, which this terminal does not have; use git commit -m "<message>"\n`, 1);
  if (message === '') {
    session.err.push('Aborting commit due to empty commit message.\n');
    return 1;
  }
  const parents = amend ? readCommit(repo, head!).parents : [...(head ? [head] : []), ...(mergeHead ? [mergeHead] : [])];
  const tree = writeTree(repo, filesFromIndex(readIndex(repo)));
  const base = amend ? readCommit(repo, head!).parents[0] : head;
  const unchanged = (base === undefined ? writeTree(repo, new Map()) : readCommit(repo, base).tree) === tree;
  if (unchanged && !amend && !allowEmpty && mergeHead === undefined) {
    session.out.push(longStatus(session, repo).text);
    return 1;
  }
  const kind = amend ? ' (amend)' : head === undefined ? ' (initial)' : mergeHead !== undefined ? ' (merge)' : '';
  const oid = commitIndex(session, repo, {
    message,
    parents,
    author: amend ? readCommit(repo, head!).author : undefined,
    reflog: `commit${kind}: ${subjectOf(message)}`,
  });
  clearMergeState(repo);
  if (!quiet) session.out.push(commitReport(repo, oid, amend));
  return 0;
};
