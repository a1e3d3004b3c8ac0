import type { ConflictStyle } from '../text/merge-file.ts';
import { mergeFile } from '../text/merge-file.ts';
import type { IndexEntry } from './index-file.ts';
import { readBlob, writeBlob } from './object-store.ts';
import type { Repo } from './repository.ts';
import type { FileMap } from './trees.ts';

export interface MergeLabels {
  ours: string;
  base: string;
  theirs: string;
}

/** The outcome of merging three snapshots: the merged files, the unresolved ones and ort's messages. */
export interface TreeMerge {
  /** Every path's result: clean ones as merged, conflicted ones as written to the working tree. */
  files: FileMap;
  /** The index for conflicted paths: stages 1 (base), 2 (ours), 3 (theirs). */
  conflictEntries: IndexEntry[];
  conflicted: string[];
  messages: string[];
}

/** Merges `theirs` into `ours` from their common `base`, file by file, as Git's ort strategy does for the usual cases. */
export function mergeTrees(
  repo: Repo,
  base: FileMap,
  ours: FileMap,
  theirs: FileMap,
  labels: MergeLabels,
  style: ConflictStyle,
): TreeMerge {
  const files: FileMap = new Map();
  const conflictEntries: IndexEntry[] = [];
  const conflicted: string[] = [];
  const messages: string[] = [];
  const paths = [...new Set([...base.keys(), ...ours.keys(), ...theirs.keys()])].sort();
  const stage = (path: string, number: number, file: { oid: string; mode: string } | undefined) => {
    if (file) conflictEntries.push({ path, oid: file.oid, mode: file.mode, stage: number });
  };
  for (const path of paths) {
    const b = base.get(path);
    const o = ours.get(path);
    const t = theirs.get(path);
    if (o?.oid === t?.oid || b?.oid === t?.oid) {
      if (o) files.set(path, o);
      continue;
    }
    if (b?.oid === o?.oid) {
      if (t) files.set(path, t);
      continue;
    }
    if (o && t) {
      messages.push(`Auto-merging ${path}`);
      const merged = mergeFile({
        base: b ? readBlob(repo, b.oid) : '',
        ours: readBlob(repo, o.oid),
        theirs: readBlob(repo, t.oid),
        oursLabel: labels.ours,
        baseLabel: labels.base,
        theirsLabel: labels.theirs,
        style,
      });
      files.set(path, { oid: writeBlob(repo, merged.text), mode: o.mode });
      if (merged.conflicts === 0) continue;
      messages.push(`CONFLICT (${b ? 'content' : 'add/add'}): Merge conflict in ${path}`);
    } else {
      const kept = (o ?? t)!;
      const [deletedIn, modifiedIn] = o ? [labels.theirs, labels.ours] : [labels.ours, labels.theirs];
      messages.push(
        `CONFLICT (modify/delete): ${path} deleted in ${deletedIn} and modified in ${modifiedIn}.  Version ${modifiedIn} of ${path} left in tree.`,
      );
      files.set(path, kept);
    }
    conflicted.push(path);
    stage(path, 1, b);
    stage(path, 2, o);
    stage(path, 3, t);
  }
  return { files, conflictEntries, conflicted, messages };
}
