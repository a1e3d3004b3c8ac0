import type { Repo } from './repository.ts';
import type { TreeEntry } from './object-store.ts';
import { readObject, sortTreeEntries, writeObject } from './object-store.ts';
import { readCommit } from './commits.ts';

/** A snapshot as files: path to blob id and mode. */
export type FileMap = Map<string, { oid: string; mode: string }>;

export function flattenTree(repo: Repo, treeOid: string, prefix = '', into: FileMap = new Map()): FileMap {
  const tree = readObject(repo, treeOid);
  if (tree.type !== 'tree') return into;
  for (const entry of tree.entries) {
    if (entry.mode === '40000') flattenTree(repo, entry.oid, `${prefix}${entry.name}/`, into);
    else into.set(`${prefix}${entry.name}`, { oid: entry.oid, mode: entry.mode });
  }
  return into;
}

/** The files of a commit, or none for an unborn branch. */
export function commitFiles(repo: Repo, commitOid: string | undefined): FileMap {
  return commitOid === undefined ? new Map() : flattenTree(repo, readCommit(repo, commitOid).tree);
}

/** Writes the trees for a set of files and returns the root tree's id. */
export function writeTree(repo: Repo, files: FileMap): string {
  const children = new Map<string, FileMap>();
  const entries: TreeEntry[] = [];
  for (const [path, file] of files) {
    const slash = path.indexOf('/');
    if (slash < 0) {
      entries.push({ mode: file.mode, name: path, oid: file.oid });
      continue;
    }
    const dir = path.slice(0, slash);
    if (!children.has(dir)) children.set(dir, new Map());
    children.get(dir)!.set(path.slice(slash + 1), file);
  }
  for (const [dir, sub] of children) entries.push({ mode: '40000', name: dir, oid: writeTree(repo, sub) });
  return writeObject(repo, { type: 'tree', entries: sortTreeEntries(entries) });
}

/** The entry at a path inside a tree (`REV:path`), file or folder. */
export function treeEntryAt(repo: Repo, treeOid: string, path: string): { oid: string; mode: string } | undefined {
  let current = { oid: treeOid, mode: '40000' };
  for (const part of path.split('/').filter(Boolean)) {
    const tree = readObject(repo, current.oid);
    if (tree.type !== 'tree') return undefined;
    const entry = tree.entries.find((candidate) => candidate.name === part);
    if (!entry) return undefined;
    current = entry;
  }
  return current;
}
