import { GitExit, fatal } from '../git-error.ts';
import { abbrev } from '../repo/abbrev.ts';
import { formatSignature, readCommit, subjectOf, writeCommit } from '../repo/commits.ts';
import { mergeIntoWorktree } from '../repo/apply-merge.ts';
import { signature } from '../repo/identity.ts';
import { readIndex, writeIndex } from '../repo/index-file.ts';
import { readBlob, writeBlob } from '../repo/object-store.ts';
import { diffFileMaps, formatStat } from '../output/diff-format.ts';
import { deleteRef, headBranch, readRef, readReflog, updateRef } from '../repo/refs.ts';
import { writeGitFile } from '../repo/repository.ts';
import { commitFiles, writeTree } from '../repo/trees.ts';
import { workStatus } from '../repo/work-status.ts';
import { filesFromIndex, forceTrees, readWorkFile } from '../repo/worktree.ts';
import type { GitCommand, Session, WorkRepo } from '../session.ts';
import { requireWorkTree } from '../session.ts';
import { longStatus } from './git-status.ts';

function save(session: Session, repo: WorkRepo, message: string | undefined, quiet: boolean): number {
  const head = readRef(repo, 'HEAD');
  if (head === undefined) throw new GitExit('You do not have the initial commit yet\n', 1);
  const status = workStatus(repo);
  if (status.staged.size === 0 && status.unstaged.size === 0) {
    session.out.push('No local changes to save\n');
    return 0;
  }
  const branch = headBranch(repo) ?? '(no branch)';
  const headCommit = readCommit(repo, head);
  const base = `${branch}: ${abbrev(repo, head)} ${subjectOf(headCommit.message)}`;
  const committer = signature(session, repo, 'committer');
  const index = readIndex(repo);
  const indexTree = writeTree(repo, filesFromIndex(index));
  const indexCommit = writeCommit(repo, { tree: indexTree, parents: [head], author: committer, committer, message: `index on ${base}\n` });
  const work = filesFromIndex(index);
  for (const path of [...work.keys()]) {
    const text = readWorkFile(repo, path);
    if (text === undefined) work.delete(path);
    else work.set(path, { oid: writeBlob(repo, text), mode: work.get(path)!.mode });
  }
  const title = message === undefined ? `WIP on ${base}` : `On ${branch}: ${message}`;
  const stash = writeCommit(repo, {
    tree: writeTree(repo, work),
    parents: [head, indexCommit],
    author: committer,
    committer,
    message: title,
  });
  updateRef(repo, 'refs/stash', stash, { ident: formatSignature(committer), message: title });
  writeIndex(repo, forceTrees(repo, index, commitFiles(repo, head)));
  if (!quiet) session.out.push(`Saved working directory and index state ${title}\n`);
  return 0;
}

function stashEntry(repo: WorkRepo, spec: string | undefined): { index: number; oid: string } {
  const entries = readReflog(repo, 'refs/stash');
  const match = spec === undefined ? ['', '0'] : (/^(?:stash@\{)?(\d+)\}?$/.exec(spec) ?? undefined);
  if (entries.length === 0) throw new GitExit('No stash entries found.\n', 1);
  const index = Number(match?.[1] ?? -1);
  const entry = entries[index];
  if (!entry) throw new GitExit(`error: ${spec} is not a valid reference\n`, 1);
  return { index, oid: entry.newOid };
}

function drop(session: Session, repo: WorkRepo, spec: string | undefined, quiet: boolean): void {
  const { index, oid } = stashEntry(repo, spec);
  const remaining = readReflog(repo, 'refs/stash').filter((_, i) => i !== index);
  deleteRef(repo, 'refs/stash');
  if (remaining.length > 0) {
    writeGitFile(repo, 'refs/stash', `${remaining[0]!.newOid}\n`);
    const lines = [...remaining].reverse().map((entry) => `${entry.oldOid} ${entry.newOid} ${entry.ident}\t${entry.message}\n`);
    writeGitFile(repo, 'logs/refs/stash', lines.join(''));
  }
  if (!quiet) session.out.push(`Dropped refs/stash@{${index}} (${oid})\n`);
}

function apply(session: Session, repo: WorkRepo, spec: string | undefined, quiet: boolean): number {
  const { oid } = stashEntry(repo, spec);
  const stash = readCommit(repo, oid);
  const added = [...commitFiles(repo, stash.parents[1])].filter(([path]) => !commitFiles(repo, stash.parents[0]).has(path));
  let result;
  try {
    result = mergeIntoWorktree(session, repo, stash.parents[0], oid, {
      ours: 'Updated upstream',
      base: 'Stash base',
      theirs: 'Stashed changes',
    });
  } catch (error) {
    // Git still shows where the working tree stands when it refuses.
    session.out.push(longStatus(session, repo).text);
    throw error;
  }
  const head = commitFiles(repo, readRef(repo, 'HEAD'));
  const kept = readIndex(repo).filter(
    (entry) => entry.stage > 0 || head.get(entry.path)?.oid === entry.oid || added.some(([path]) => path === entry.path),
  );
  const unstaged = readIndex(repo)
    .filter((entry) => !kept.includes(entry) && head.has(entry.path))
    .map((entry) => ({ ...entry, oid: head.get(entry.path)!.oid }));
  writeIndex(repo, [...kept, ...unstaged]);
  session.out.push(result.messages.map((line) => `${line}\n`).join(''));
  if (result.conflicted.length > 0) {
    session.err.push('The stash entry is kept in case you need it again.\n');
    return 1;
  }
  if (!quiet) session.out.push(longStatus(session, repo).text);
  return 0;
}

export const stash: GitCommand = (session, args) => {
  const repo = requireWorkTree(session);
  const [sub = 'push', ...rest] = args[0]?.startsWith('-') ? ['push', ...args] : args;
  const quiet = rest.includes('-q') || rest.includes('--quiet');
  const words = rest.filter((arg) => arg !== '-q' && arg !== '--quiet');
  if (sub === 'push' || sub === 'save') {
    let message: string | undefined;
    for (let i = 0; i < words.length; i++) {
      if (words[i] === '-m' || words[i] === '--message') message = words[++i];
      else if (sub === 'save') message = words.slice(i).join(' ');
      else throw fatal(`unknown option for 'stash push': ${words[i]}`);
      if (sub === 'save') break;
    }
    return save(session, repo, message, quiet);
  }
  if (sub === 'list') {
    readReflog(repo, 'refs/stash').forEach((entry, i) => session.out.push(`stash@{${i}}: ${entry.message}\n`));
    return 0;
  }
  if (sub === 'drop') {
    drop(session, repo, words[0], quiet);
    return 0;
  }
  if (sub === 'apply') return apply(session, repo, words[0], quiet);
  if (sub === 'pop') {
    const code = apply(session, repo, words[0], quiet);
    if (code === 0) drop(session, repo, words[0], quiet);
    return code;
  }
  if (sub === 'show') {
    const { oid } = stashEntry(repo, words[0]);
    const changes = diffFileMaps(commitFiles(repo, readCommit(repo, oid).parents[0]), commitFiles(repo, oid));
    session.out.push(formatStat(changes, (blob) => readBlob(repo, blob)));
    return 0;
  }
  throw new GitExit(`git: 'stash ${sub}' is not supported in this terminal; see the Git notes for what it does\n`, 1);
};
