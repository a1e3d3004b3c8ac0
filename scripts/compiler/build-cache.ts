import { createRequire } from 'node:module';
import path from 'node:path';
import type { CodeRuns } from '../../shared/code-annotations.ts';
import { hashProjectFiles, readCacheFile, writeCacheFile } from './cache-file.ts';
import type { NoteResult } from './compile-note.ts';
import type { SourceFile } from '../note-source/load.ts';
import type { CompiledNote } from './compiled-note.ts';
import { codeRunsKey, codeTheme } from './highlight/highlight-code.ts';
import type { CatalogueMemo } from './write-catalogue.ts';

/** Every result the content build keeps between builds, by key: in memory across a dev server's saves, on disk in `dir`. */
export interface BuildCache {
  /** Where the disk copies are (the project's .cache/: copies of the project share node_modules); none for memory only. */
  dir?: string;
  /** Source files by path: a rebuild re-reads only the files that changed. */
  sources: Map<string, SourceFile>;
  /** Compiled notes by path, text hash and file-table hash; on disk for this exact compiler (COMPILER_INPUTS). */
  notes: Map<string, NoteResult>;
  /** Code blocks' colours by codeRunsKey (grammar and code); on disk for this Shiki, these themes and this tokeniser. */
  runs: Map<string, CodeRuns | 0>;
  /** Each unchanged note's catalogue file, made once (write-catalogue.ts). */
  catalogue: CatalogueMemo;
  /** How many colours the disk copy has: a build that tokenised nothing saves none. */
  savedRuns: number;
}

const projectDir = path.resolve(import.meta.dirname, '..', '..');
/** What a compiled note depends on beside its text: every build script, the shared types and the locked packages. */
const COMPILER_INPUTS = ['scripts', 'shared', 'package-lock.json'];
const NOTES_FILE = 'notes.json';
const RUNS_FILE = 'code-runs.json';

/** A cache with nothing in it, in memory only unless `dir` is given. */
export function createBuildCache(dir?: string): BuildCache {
  return { dir, sources: new Map(), notes: new Map(), runs: new Map(), catalogue: new WeakMap(), savedRuns: 0 };
}

/** The cache kept in `dir` (a project's .cache/), with what earlier builds left there, when of these versions. */
export function readBuildCache(dir: string): BuildCache {
  const cache = createBuildCache(dir);
  cache.notes = new Map(readCacheFile<[string, NoteResult][]>(path.join(dir, NOTES_FILE), compilerVersion()));
  cache.runs = new Map(readCacheFile<[string, CodeRuns | 0][]>(path.join(dir, RUNS_FILE), tokeniserVersion()));
  cache.savedRuns = cache.runs.size;
  return cache;
}

/** Saves the compiled notes (unless `notes` is false: a dev server's save) and the colours of the catalogue's code blocks. */
export function saveBuildCache(cache: BuildCache, catalogue: readonly CompiledNote[], { notes = true } = {}): void {
  if (!cache.dir) return;
  if (notes) writeCacheFile(path.join(cache.dir, NOTES_FILE), compilerVersion(), [...cache.notes]);
  if (cache.runs.size === cache.savedRuns) return;
  const used = new Map<string, CodeRuns | 0>();
  for (const block of catalogue.flatMap((note) => note.blocks)) {
    const key = block.type === 'code' ? codeRunsKey(block.code, block.lang) : undefined;
    if (key !== undefined && cache.runs.has(key)) used.set(key, cache.runs.get(key)!);
  }
  writeCacheFile(path.join(cache.dir, RUNS_FILE), tokeniserVersion(), [...used]);
  cache.savedRuns = cache.runs.size;
}

function compilerVersion(): string {
  return hashProjectFiles(projectDir, COMPILER_INPUTS, { include: (file) => file.endsWith('.ts') });
}

function tokeniserVersion(): string {
  const shiki = (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version;
  const tokeniser = ['scripts/compiler/highlight/highlight-code.ts', 'scripts/compiler/highlight/shared-scanners.ts'];
  return hashProjectFiles(projectDir, tokeniser, { extra: [shiki, JSON.stringify(codeTheme)] });
}
