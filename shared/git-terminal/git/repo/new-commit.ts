import type { Session, WorkRepo } from '../session.ts';
import { abbrev } from './abbrev.ts';
import type { Signature } from './commits.ts';
import { formatSignature, readCommit, subjectOf, writeCommit } from './commits.ts';
import { signature } from './identity.ts';
import { readIndex } from './index-file.ts';
import { headBranch, updateRef } from './refs.ts';
import type { Repo } from './repository.ts';
import { writeTree } from './trees.ts';
import { filesFromIndex } from './worktree.ts';
import { diffFileMaps, countAll, formatStat, modeSummary, summaryLine } from '../output/diff-format.ts';
import { commitFiles } from './trees.ts';
import { readBlob } from './object-store.ts';
import { formatDate } from '../output/format-date.ts';

/** Git's cleanup of a message not edited in an editor: no trailing spaces, no leading, trailing or doubled blank lines. */
export function cleanMessage(text: string): string {
  const lines = text.split('\n').map((line) => line.replace(/\s+$/, ''));
  const out: string[] = [];
  for (const line of lines) if (line !== '' || (out.length > 0 && out.at(-1) !== '')) out.push(line);
  while (out.at(-1) === '') out.pop();
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}

export interface NewCommit {
  message: string;
  parents: string[];
  author?: Signature;
  /** The reflog line, such as `commit: Add page` or `merge feature: Merge made by the 'ort' strategy.` */
  reflog: string;
}

/** Commits the index on top of HEAD's branch (or detached HEAD) and returns the new commit's id. */
export function commitIndex(session: Session, repo: WorkRepo, commit: NewCommit): string {
  const tree = writeTree(repo, filesFromIndex(readIndex(repo)));
  const committer = signature(session, repo, 'committer');
  const author = commit.author ?? signature(session, repo, 'author');
  const oid = writeCommit(repo, { tree, parents: commit.parents, author, committer, message: commit.message });
  updateRef(repo, 'HEAD', oid, { ident: formatSignature(committer), message: commit.reflog });
  return oid;
}

/** The stat block Git prints after making a commit or merge: files changed, then create/delete mode lines. */
export function changeSummary(repo: Repo, from: string | undefined, to: string, perFile = false): string {
  const changes = diffFileMaps(commitFiles(repo, from), commitFiles(repo, to));
  const textOf = (oid: string) => readBlob(repo, oid);
  if (perFile) return formatStat(changes, textOf) + modeSummary(changes);
  const { insertions, deletions } = countAll(changes, textOf);
  return summaryLine(changes.length, insertions, deletions) + modeSummary(changes);
}

/** `[main (root-commit) 1a2b3c4] Add page` and the stat, as `git commit` reports a new commit. */
export function commitReport(repo: Repo, oid: string, showDate: boolean): string {
  const commit = readCommit(repo, oid);
  const branch = headBranch(repo) ?? 'detached HEAD';
  const root = commit.parents.length === 0 ? ' (root-commit)' : '';
  let text = `[${branch}${root} ${abbrev(repo, oid)}] ${subjectOf(commit.message)}\n`;
  const { author, committer } = commit;
  if (author.name !== committer.name || author.email !== committer.email) text += ` Author: ${author.name} <${author.email}>\n`;
  if (showDate) text += ` Date: ${formatDate(author.seconds, author.zone)}\n`;
  return text + changeSummary(repo, commit.parents[0], oid);
}
