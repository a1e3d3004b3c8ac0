import { GitExit, fatal } from '../git-error.ts';
import { abbrev } from '../repo/abbrev.ts';
import { readIndex, writeIndex } from '../repo/index-file.ts';
import { readRef } from '../repo/refs.ts';
import { resolveCommit } from '../repo/revisions.ts';
import type { FileMap } from '../repo/trees.ts';
import { commitFiles } from '../repo/trees.ts';
import { checkoutFile, filesFromIndex, listWorkFiles } from '../repo/worktree.ts';
import { matchesPathspec, repoPath } from '../pathspec.ts';
import type { GitCommand, Session, WorkRepo } from '../session.ts';
import { requireWorkTree } from '../session.ts';

export interface RestoreRequest {
  paths: string[];
  source?: string;
  staged: boolean;
  worktree: boolean;
  /** checkout's wording: `Updated 1 path from the index`. */
  checkoutMessages?: boolean;
}

/** Copies files from a commit (or the index) into the index and/or the working tree. */
export function restorePaths(session: Session, repo: WorkRepo, request: RestoreRequest): number {
  if (request.paths.length === 0) throw fatal('you must specify path(s) to restore');
  let sourceFiles: FileMap;
  const sourceSpec = request.source ?? (request.staged ? 'HEAD' : undefined);
  if (sourceSpec !== undefined) {
    const oid = resolveCommit(session, repo, sourceSpec);
    if (oid === undefined && !(sourceSpec === 'HEAD' && readRef(repo, 'HEAD') === undefined))
      throw fatal(`could not resolve ${sourceSpec}`);
    sourceFiles = commitFiles(repo, oid);
  } else sourceFiles = filesFromIndex(readIndex(repo));
  let index = readIndex(repo);
  const known = [
    ...new Set([...sourceFiles.keys(), ...index.map((entry) => entry.path), ...(request.worktree ? listWorkFiles(repo) : [])]),
  ];
  const chosen = new Set<string>();
  for (const arg of request.paths) {
    const spec = repoPath(session, repo, arg);
    const matches = known.filter(
      (path) => matchesPathspec(path, spec) && (sourceFiles.has(path) || index.some((entry) => entry.path === path)),
    );
    if (matches.length === 0) throw new GitExit(`error: pathspec '${arg}' did not match any file(s) known to git\n`, 1);
    matches.forEach((path) => chosen.add(path));
  }
  for (const path of chosen) {
    const file = sourceFiles.get(path);
    if (request.staged) {
      index = index.filter((entry) => entry.path !== path);
      if (file) index.push({ path, oid: file.oid, mode: file.mode, stage: 0 });
    }
    if (request.worktree && (file || request.staged || sourceSpec !== undefined)) checkoutFile(repo, path, file?.oid);
  }
  writeIndex(repo, index);
  if (request.checkoutMessages) {
    const count = chosen.size;
    const from = request.source === undefined ? 'the index' : abbrev(repo, resolveCommit(session, repo, request.source)!);
    session.err.push(`Updated ${count} path${count === 1 ? '' : 's'} from ${from}\n`);
  }
  return 0;
}

export const restore: GitCommand = (session, args) => {
  const repo = requireWorkTree(session);
  const request: RestoreRequest = { paths: [], staged: false, worktree: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--staged' || arg === '-S') request.staged = true;
    else if (arg === '--worktree' || arg === '-W') request.worktree = true;
    else if (arg === '--source' || arg === '-s') request.source = args[++i];
    else if (arg.startsWith('--source=')) request.source = arg.slice(9);
    else if (arg === '--') request.paths.push(...args.slice(i + 1).splice(0));
    else if (arg.startsWith('-')) throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
    else request.paths.push(arg);
    if (arg === '--') break;
  }
  if (!request.staged) request.worktree = true;
  return restorePaths(session, repo, request);
};
