import type { MemoryFs } from '../memory-fs.ts';
import { readCommit, readTag, subjectOf } from './repo/commits.ts';
import { ancestors } from './repo/history.ts';
import { headBranch, listRefs, readRef } from './repo/refs.ts';
import { findRepo } from './repo/repository.ts';

/** A repository's history as the page draws it and Git exercises' goals read it. */
export interface History {
  /** Every commit reachable from a branch, a remote branch, a tag or HEAD. */
  commits: { id: string; parents: string[]; subject: string; time: number }[];
  /** Branches (`main`), remote branches (`origin/main`) and tags (`v1.0.0`, at the commit it names). */
  refs: { name: string; kind: 'branch' | 'remote' | 'tag'; target: string }[];
  /** The branch checked out (even before its first commit), and the commit HEAD is at. */
  head: { branch?: string; commit?: string };
}

const KINDS = [
  ['refs/heads/', 'branch'],
  ['refs/remotes/', 'remote'],
  ['refs/tags/', 'tag'],
] as const;

/** The history of the repository at or above `cwd`, or undefined outside one. */
export function readHistory(fs: MemoryFs, cwd: string): History | undefined {
  const repo = findRepo(fs, cwd);
  if (!repo) return undefined;
  const refs = KINDS.flatMap(([prefix, kind]) =>
    listRefs(repo, prefix).flatMap((name) => {
      const target = peel(readRef(repo, name));
      // `origin/HEAD` only repeats the remote's default branch.
      return target === undefined || name.endsWith('/HEAD') ? [] : [{ name: name.slice(prefix.length), kind, target }];
    }),
  );
  const head = readRef(repo, 'HEAD');
  const tips = [...refs.map((ref) => ref.target), ...(head ? [head] : [])];
  const commits = [...ancestors(repo, tips)].map((id) => {
    const commit = readCommit(repo, id);
    return { id, parents: commit.parents, subject: subjectOf(commit.message), time: commit.committer.seconds };
  });
  return { commits, refs, head: { branch: headBranch(repo), commit: head } };

  /** An annotated tag's commit, for a ref that names a tag object. */
  function peel(oid: string | undefined): string | undefined {
    for (let tag = oid && readTag(repo!, oid); tag; tag = readTag(repo!, tag.object)) oid = tag.object;
    return oid;
  }
}
