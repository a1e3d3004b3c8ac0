import type { WorkRepo } from '../session.ts';
import { readCommit } from './commits.ts';
import { IgnoreRules } from './ignore-rules.ts';
import type { IndexEntry } from './index-file.ts';
import { conflictedPaths, readIndex, stagedFiles } from './index-file.ts';
import { readRef } from './refs.ts';
import type { FileMap } from './trees.ts';
import { flattenTree } from './trees.ts';
import { listWorkFiles, workFileId } from './worktree.ts';

export type ChangeKind = 'A' | 'M' | 'D';

/** Where the three trees differ: HEAD to index (staged), index to working tree (unstaged), files Git does not track. */
export interface WorkStatus {
  head: string | undefined;
  headFiles: FileMap;
  index: IndexEntry[];
  staged: Map<string, ChangeKind>;
  unstaged: Map<string, ChangeKind>;
  conflicted: string[];
  /** Untracked paths as Git lists them: a folder with no tracked file shows as `folder/`. */
  untracked: string[];
}

function untrackedPaths(repo: WorkRepo, tracked: Set<string>): string[] {
  const ignore = new IgnoreRules(repo.fs, repo.workTree, repo.gitDir);
  const trackedDirs = new Set<string>();
  for (const path of tracked) {
    const parts = path.split('/');
    for (let depth = 1; depth < parts.length; depth++) trackedDirs.add(parts.slice(0, depth).join('/'));
  }
  const out = new Set<string>();
  for (const path of listWorkFiles(repo)) {
    if (tracked.has(path) || ignore.ignores(path)) continue;
    const parts = path.split('/');
    let shown = path;
    for (let depth = 1; depth < parts.length; depth++) {
      const dir = parts.slice(0, depth).join('/');
      if (!trackedDirs.has(dir)) {
        shown = `${dir}/`;
        break;
      }
    }
    out.add(shown);
  }
  return [...out].sort();
}

export function workStatus(repo: WorkRepo): WorkStatus {
  const head = readRef(repo, 'HEAD');
  const headFiles = head === undefined ? new Map() : flattenTree(repo, readCommit(repo, head).tree);
  const index = readIndex(repo);
  const inIndex = stagedFiles(index);
  const conflicted = conflictedPaths(index);
  const staged = new Map<string, ChangeKind>();
  const unstaged = new Map<string, ChangeKind>();
  for (const path of [...new Set([...headFiles.keys(), ...inIndex.keys()])].sort()) {
    if (conflicted.includes(path)) continue;
    const before = headFiles.get(path);
    const after = inIndex.get(path);
    if (!before) staged.set(path, 'A');
    else if (!after) staged.set(path, 'D');
    else if (before.oid !== after.oid || before.mode !== after.mode) staged.set(path, 'M');
  }
  for (const [path, entry] of inIndex) {
    const work = workFileId(repo, path);
    if (work === undefined) unstaged.set(path, 'D');
    else if (work !== entry.oid) unstaged.set(path, 'M');
  }
  const tracked = new Set([...inIndex.keys(), ...conflicted]);
  return { head, headFiles, index, staged, unstaged, conflicted, untracked: untrackedPaths(repo, tracked) };
}
