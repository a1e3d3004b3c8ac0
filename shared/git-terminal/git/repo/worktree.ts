import { dirname } from '../../memory-fs.ts';
import { GitExit } from '../git-error.ts';
import type { WorkRepo } from '../session.ts';
import type { IndexEntry } from './index-file.ts';
import { stagedFiles } from './index-file.ts';
import { blobId, readBlob } from './object-store.ts';
import type { FileMap } from './trees.ts';

function workPath(repo: WorkRepo, path: string): string {
  return repo.workTree === '/' ? `/${path}` : `${repo.workTree}/${path}`;
}

/** Every file of the working tree, relative to it, without `.git`. */
export function listWorkFiles(repo: WorkRepo): string[] {
  return repo.fs.listFiles(repo.workTree, new Set(['.git']));
}

export function readWorkFile(repo: WorkRepo, path: string): string | undefined {
  const full = workPath(repo, path);
  return repo.fs.isFile(full) ? repo.fs.readFile(full) : undefined;
}

function writeWorkFile(repo: WorkRepo, path: string, text: string): void {
  const full = workPath(repo, path);
  repo.fs.mkdir(dirname(full), { recursive: true });
  if (repo.fs.isDir(full)) repo.fs.remove(full, { recursive: true });
  repo.fs.writeFile(full, text);
}

/** Removes a file and the folders it leaves empty, as Git does. */
export function removeWorkFile(repo: WorkRepo, path: string): void {
  const full = workPath(repo, path);
  if (!repo.fs.isFile(full)) return;
  repo.fs.remove(full);
  for (let dir = dirname(full); dir !== repo.workTree && dir.startsWith(repo.workTree); dir = dirname(dir)) {
    if (repo.fs.readdir(dir).length > 0) break;
    repo.fs.remove(dir);
  }
}

/** The blob id a working-tree file would have, or undefined when it is missing. */
export function workFileId(repo: WorkRepo, path: string): string | undefined {
  const text = readWorkFile(repo, path);
  return text === undefined ? undefined : blobId(text);
}

export function checkoutFile(repo: WorkRepo, path: string, oid: string | undefined): void {
  if (oid === undefined) removeWorkFile(repo, path);
  else writeWorkFile(repo, path, readBlob(repo, oid));
}

const verbs = {
  checkout: 'Please commit your changes or stash them before you switch branches.',
  merge: 'Please commit your changes or stash them before you merge.',
} as const;
const untrackedVerbs = {
  checkout: 'Please move or remove them before you switch branches.',
  merge: 'Please move or remove them before you merge.',
} as const;

/**
 * Moves the index and working tree from the snapshot `from` (HEAD) to `to`, keeping local changes to files that
 * do not differ between the two, and refusing (as Git's two-way merge does) when a change would be lost.
 */
export function switchTrees(repo: WorkRepo, index: IndexEntry[], from: FileMap, to: FileMap, verb: 'checkout' | 'merge'): IndexEntry[] {
  const staged = stagedFiles(index);
  const paths = [...new Set([...from.keys(), ...to.keys(), ...staged.keys()])].sort();
  const dirty: string[] = [];
  const untracked: string[] = [];
  const updates: [string, { oid: string; mode: string } | undefined][] = [];
  for (const path of paths) {
    const head = from.get(path)?.oid;
    const target = to.get(path);
    const inIndex = staged.get(path)?.oid;
    if (head === target?.oid || inIndex === target?.oid) continue;
    const work = workFileId(repo, path);
    if (inIndex === undefined && head === undefined) {
      if (work !== undefined) untracked.push(path);
      else updates.push([path, target]);
    } else if (inIndex === head && work === inIndex) updates.push([path, target]);
    else dirty.push(path);
  }
  if (dirty.length > 0) {
    const list = dirty.map((path) => `\t${path}\n`).join('');
    throw new GitExit(
      `error: Your local changes to the following files would be overwritten by ${verb}:\n${list}${verbs[verb]}\nAborting\n`,
      1,
    );
  }
  if (untracked.length > 0) {
    const list = untracked.map((path) => `\t${path}\n`).join('');
    throw new GitExit(
      `error: The following untracked working tree files would be overwritten by ${verb}:\n${list}${untrackedVerbs[verb]}\nAborting\n`,
      1,
    );
  }
  let next = index;
  for (const [path, target] of updates) {
    checkoutFile(repo, path, target?.oid);
    next = next.filter((entry) => entry.path !== path);
    if (target) next.push({ path, oid: target.oid, mode: target.mode, stage: 0 });
  }
  return next;
}

/** Makes index and working tree exactly the snapshot (reset --hard, merge --abort): tracked files not in it go away. */
export function forceTrees(repo: WorkRepo, index: IndexEntry[], to: FileMap): IndexEntry[] {
  for (const entry of index) if (!to.has(entry.path)) removeWorkFile(repo, entry.path);
  for (const [path, file] of to) if (workFileId(repo, path) !== file.oid) checkoutFile(repo, path, file.oid);
  return [...to].map(([path, file]) => ({ path, oid: file.oid, mode: file.mode, stage: 0 }));
}

export function indexFromFiles(files: FileMap): IndexEntry[] {
  return [...files].map(([path, file]) => ({ path, oid: file.oid, mode: file.mode, stage: 0 }));
}

export function filesFromIndex(index: IndexEntry[]): FileMap {
  return new Map([...stagedFiles(index)].map(([path, entry]) => [path, { oid: entry.oid, mode: entry.mode }]));
}
