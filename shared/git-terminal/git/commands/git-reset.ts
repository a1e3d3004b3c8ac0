import { GitExit, fatal } from '../git-error.ts';
import { abbrev } from '../repo/abbrev.ts';
import { readCommit, subjectOf } from '../repo/commits.ts';
import { reflogIdent } from '../repo/identity.ts';
import { readIndex, writeIndex } from '../repo/index-file.ts';
import { readRef, updateRef } from '../repo/refs.ts';
import { gitPath, readGitFile } from '../repo/repository.ts';
import { resolveCommit } from '../repo/revisions.ts';
import { commitFiles } from '../repo/trees.ts';
import { workStatus } from '../repo/work-status.ts';
import { forceTrees, indexFromFiles } from '../repo/worktree.ts';
import { matchesPathspec, repoPath } from '../pathspec.ts';
import { ambiguous } from '../rev-walk.ts';
import type { GitCommand, Session, WorkRepo } from '../session.ts';
import { requireRepo } from '../session.ts';

function unstagedReport(repo: WorkRepo): string {
  const { unstaged } = workStatus(repo);
  if (unstaged.size === 0) return '';
  return `Unstaged changes after reset:\n${[...unstaged].map(([path, kind]) => `${kind}\t${path}\n`).join('')}`;
}

function resetPaths(session: Session, repo: WorkRepo, source: string | undefined, paths: string[], quiet: boolean): number {
  const files = commitFiles(repo, source);
  let index = readIndex(repo);
  for (const arg of paths) {
    const spec = repoPath(session, repo, arg);
    const known = [...new Set([...files.keys(), ...index.map((entry) => entry.path)])].filter((path) => matchesPathspec(path, spec));
    for (const path of known) {
      index = index.filter((entry) => entry.path !== path);
      const file = files.get(path);
      if (file) index.push({ path, oid: file.oid, mode: file.mode, stage: 0 });
    }
  }
  writeIndex(repo, index);
  if (!quiet) session.out.push(unstagedReport(repo));
  return 0;
}

/** Removes what marks a merge, cherry-pick or revert in progress, as a reset does. */
function clearOperationState(repo: WorkRepo): void {
  for (const name of ['MERGE_HEAD', 'MERGE_MSG', 'MERGE_MODE', 'SQUASH_MSG', 'AUTO_MERGE', 'CHERRY_PICK_HEAD', 'REVERT_HEAD']) {
    if (readGitFile(repo, name) !== undefined) repo.fs.remove(gitPath(repo, name));
  }
}

export const reset: GitCommand = (session, args) => {
  const repo = requireRepo(session) as WorkRepo;
  let mode = 'mixed' as 'soft' | 'mixed' | 'hard';
  let quiet = false;
  const words: string[] = [];
  let dashes = -1;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--soft' || arg === '--mixed' || arg === '--hard') mode = arg.slice(2) as typeof mode;
    else if (arg === '-q' || arg === '--quiet') quiet = true;
    else if (arg === '--') {
      dashes = words.length;
      words.push(...args.slice(i + 1));
      break;
    } else if (arg.startsWith('-')) throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
    else words.push(arg);
  }
  if (repo.workTree === undefined && mode !== 'soft') throw fatal(`${mode} reset is not allowed in a bare repository`);
  const firstIsRevision = words.length > 0 && dashes !== 0 && resolveCommit(session, repo, words[0]!) !== undefined;
  const spec = firstIsRevision ? words[0]! : 'HEAD';
  const paths = firstIsRevision ? words.slice(1) : words;
  if (paths.length > 0 && dashes < 0 && !firstIsRevision && !session.fs.exists(`${session.cwd}/${paths[0]}`)) throw ambiguous(paths[0]!);
  const target = resolveCommit(session, repo, spec);
  if (paths.length > 0) return resetPaths(session, repo, target, paths, quiet);
  if (target === undefined) throw ambiguous(spec);
  const head = readRef(repo, 'HEAD');
  const files = commitFiles(repo, target);
  if (mode === 'hard') writeIndex(repo, forceTrees(repo, readIndex(repo), files));
  else if (mode === 'mixed') writeIndex(repo, indexFromFiles(files));
  if (head !== undefined) session.fs.writeFile(gitPath(repo, 'ORIG_HEAD'), `${head}\n`);
  updateRef(repo, 'HEAD', target, { ident: reflogIdent(session, repo), message: `reset: moving to ${spec}` });
  if (repo.workTree !== undefined && mode !== 'soft') clearOperationState(repo);
  if (quiet) return 0;
  if (mode === 'hard') session.out.push(`HEAD is now at ${abbrev(repo, target)} ${subjectOf(readCommit(repo, target).message)}\n`);
  else if (mode === 'mixed') session.out.push(unstagedReport(repo));
  return 0;
};
