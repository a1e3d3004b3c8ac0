import type { Repo } from './repository.ts';
import { readGitFile, writeGitFile } from './repository.ts';

/** A staged file; stages 1-3 hold the base, ours and theirs of an unresolved conflict. */
export interface IndexEntry {
  path: string;
  oid: string;
  mode: string;
  stage: number;
}

const byPathThenStage = (a: IndexEntry, b: IndexEntry) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.stage - b.stage);

export function readIndex(repo: Repo): IndexEntry[] {
  const text = readGitFile(repo, 'index');
  return text === undefined ? [] : (JSON.parse(text) as IndexEntry[]);
}

export function writeIndex(repo: Repo, entries: IndexEntry[]): void {
  writeGitFile(repo, 'index', JSON.stringify([...entries].sort(byPathThenStage)));
}

/** The resolved entries (stage 0) by path. */
export function stagedFiles(entries: IndexEntry[]): Map<string, IndexEntry> {
  return new Map(entries.filter((entry) => entry.stage === 0).map((entry) => [entry.path, entry]));
}

export function conflictedPaths(entries: IndexEntry[]): string[] {
  return [...new Set(entries.filter((entry) => entry.stage > 0).map((entry) => entry.path))];
}
