import { GitExit } from '../git-error.ts';
import { abbrev } from '../repo/abbrev.ts';
import { readCommit } from '../repo/commits.ts';
import { mergeBases } from '../repo/history.ts';
import { readIndex, stagedFiles } from '../repo/index-file.ts';
import { blobId, readBlob } from '../repo/object-store.ts';
import { resolveCommit } from '../repo/revisions.ts';
import type { FileMap } from '../repo/trees.ts';
import { commitFiles } from '../repo/trees.ts';
import { filesFromIndex, readWorkFile } from '../repo/worktree.ts';
import type { Repo } from '../repo/repository.ts';
import { diffFileMaps, formatPatch, formatStat } from '../output/diff-format.ts';
import { matchesPathspec, repoPath } from '../pathspec.ts';
import { ambiguous } from '../rev-walk.ts';
import type { GitCommand, Session, WorkRepo } from '../session.ts';
import { requireRepo, requireWorkTree } from '../session.ts';

/** The working-tree side of a diff: tracked files as they are on disk, with their texts by id. */
function workSide(repo: WorkRepo, texts: Map<string, string>): FileMap {
  const files: FileMap = new Map();
  for (const [path, entry] of stagedFiles(readIndex(repo))) {
    const text = readWorkFile(repo, path);
    if (text === undefined) continue;
    const oid = blobId(text);
    texts.set(oid, text);
    files.set(path, { oid, mode: entry.mode });
  }
  return files;
}

function commitOrFail(session: Session, repo: Repo, spec: string): string {
  const oid = resolveCommit(session, repo, spec);
  if (oid === undefined) throw ambiguous(spec);
  return oid;
}

export const diff: GitCommand = (session, args) => {
  const repo = requireRepo(session);
  let cached = false;
  let stat = false;
  let quiet = false;
  let exitCode = false;
  let nameOnly = false;
  const revs: string[] = [];
  const paths: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--staged' || arg === '--cached') cached = true;
    else if (arg === '--stat') stat = true;
    else if (arg === '--quiet') quiet = true;
    else if (arg === '--exit-code') exitCode = true;
    else if (arg === '--name-only') nameOnly = true;
    else if (arg === '--') {
      paths.push(...args.slice(i + 1));
      break;
    } else if (arg.startsWith('-')) throw new GitExit(`error: invalid option: ${arg}\n`, 129);
    else if (paths.length === 0 && (arg.includes('..') || resolveCommit(session, repo, arg) !== undefined)) revs.push(arg);
    else if (repo.workTree !== undefined && session.fs.exists(`${session.cwd}/${arg}`)) paths.push(arg);
    else throw ambiguous(arg);
  }
  const texts = new Map<string, string>();
  let from: FileMap;
  let to: FileMap;
  const range = revs.length === 1 ? /^(.*?)(\.\.\.?)(.*)$/.exec(revs[0]!) : null;
  if (range) {
    const left = commitOrFail(session, repo, range[1] || 'HEAD');
    const right = commitOrFail(session, repo, range[3] || 'HEAD');
    const base = range[2] === '...' ? (mergeBases(repo, left, right)[0] ?? left) : left;
    from = commitFiles(repo, base);
    to = commitFiles(repo, right);
  } else if (revs.length === 2) {
    from = commitFiles(repo, commitOrFail(session, repo, revs[0]!));
    to = commitFiles(repo, commitOrFail(session, repo, revs[1]!));
  } else {
    const work = requireWorkTree(session);
    const index = filesFromIndex(readIndex(work));
    if (cached) {
      const head = resolveCommit(session, repo, revs[0] ?? 'HEAD');
      from = commitFiles(repo, head === undefined ? undefined : readCommit(repo, head).oid);
      to = index;
    } else if (revs.length === 1) {
      from = commitFiles(repo, commitOrFail(session, repo, revs[0]!));
      to = workSide(work, texts);
    } else {
      from = index;
      to = workSide(work, texts);
    }
  }
  const specs = repo.workTree === undefined ? paths : paths.map((path) => repoPath(session, repo as WorkRepo, path));
  const changes = diffFileMaps(from, to).filter((change) => specs.length === 0 || specs.some((spec) => matchesPathspec(change.path, spec)));
  if (quiet) return changes.length > 0 ? 1 : 0;
  const textOf = (oid: string) => texts.get(oid) ?? readBlob(repo, oid);
  if (nameOnly) session.out.push(changes.map((change) => `${change.path}\n`).join(''));
  else if (stat) session.out.push(formatStat(changes, textOf));
  else session.out.push(formatPatch(changes, textOf, (oid) => (texts.has(oid) ? oid.slice(0, 7) : abbrev(repo, oid))));
  return exitCode && changes.length > 0 ? 1 : 0;
};
