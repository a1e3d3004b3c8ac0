import type { MemoryFs } from '../memory-fs.ts';
import { subjectOf } from './repo/commits.ts';
import { walkCommits } from './repo/history.ts';
import { readObject } from './repo/object-store.ts';
import { headBranch, listRefs, readRef } from './repo/refs.ts';
import { findRepo } from './repo/repository.ts';
import { peel } from './repo/revisions.ts';

/** A repository's history as the page draws it and Git exercises' goals read it. */
export interface History {
  /** Every commit reachable from a branch, a remote branch, a tag or HEAD, newest first. */
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

/** A snapshot of the repository at `cwd` for the commit-graph view: commits reachable from any ref or HEAD, newest first. */
export function readHistory(fs: MemoryFs, cwd: string): History | undefined {
  const repo = findRepo(fs, cwd);
  if (!repo) return undefined;
  try {
    const refs: History['refs'] = [];
    for (const [prefix, kind] of KINDS) {
      for (const ref of listRefs(repo, prefix)) {
        const oid = readRef(repo, ref);
        if (oid === undefined || ref.endsWith('/HEAD')) continue;
        const target = peel(repo, oid);
        if (readObject(repo, target).type === 'commit') refs.push({ name: ref.slice(prefix.length), kind, target });
      }
    }
    const headCommit = readRef(repo, 'HEAD');
    const tips = [...new Set([...(headCommit === undefined ? [] : [headCommit]), ...refs.map((ref) => ref.target)])];
    const commits = walkCommits(repo, tips).map((commit) => ({
      id: commit.oid,
      parents: commit.parents,
      subject: subjectOf(commit.message),
      time: commit.committer.seconds,
    }));
    return { commits, refs, head: { branch: headBranch(repo), commit: headCommit } };
  } catch {
    return undefined;
  }
}
