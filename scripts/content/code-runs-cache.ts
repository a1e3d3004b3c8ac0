import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CodeRuns } from '../../src/catalog/types.ts';
import { readCacheFile, writeCacheFile } from './cache-file.ts';
import type { CompiledNote } from './compile.ts';
import { codeRunsKey, codeTheme, knownRuns } from './highlight-code.ts';

// Tokenising every sample with TextMate grammars is most of a cold content build; the colours of
// an unchanged sample are kept between builds, and drop out when Shiki, the themes or the code that
// tokenises (highlight-code.ts, shared-scanners.ts) change.
const tokeniser = createHash('sha1')
  .update(readFileSync(new URL('./highlight-code.ts', import.meta.url)))
  .update(readFileSync(new URL('./shared-scanners.ts', import.meta.url)))
  .digest('base64');
const VERSION = `shiki ${(createRequire(import.meta.url)('shiki/package.json') as { version: string }).version} ${tokeniser} ${JSON.stringify(codeTheme)}`;

/**
 * Where the project's builds (the CLI and the Vite plugin) keep the cache: in the project itself,
 * not node_modules/.cache, because the benchmark's and the tests' copies of the project share
 * node_modules, and each would replace the real catalogue's colours with its own notes'.
 */
export function codeRunsCacheFile(rootDir: string): string {
  return path.join(rootDir, '.cache', 'code-runs.json');
}

const loaded = new Set<string>();
/** How many runs were known when each file was last read or written: no new run, nothing to save. */
const knownWhenSaved = new Map<string, number>();

/** Fills knownRuns from the cache file of an earlier build, if it is there and of this version (once per file: the dev server keeps them). */
export function loadCodeRuns(file: string): void {
  if (loaded.has(file)) return;
  loaded.add(file);
  for (const [key, runs] of readCacheFile<[string, CodeRuns | 0][]>(file, VERSION) ?? []) knownRuns.set(key, runs);
  knownWhenSaved.set(file, knownRuns.size);
}

/**
 * Writes the runs of the catalogue's code blocks, and only those, for the next build; unless no
 * sample was tokenised since the file was read or written (a save of prose in the dev server).
 */
export function saveCodeRuns(file: string, notes: readonly CompiledNote[]): void {
  if (knownWhenSaved.get(file) === knownRuns.size) return;
  const entries = new Map<string, CodeRuns | 0>();
  for (const note of notes) {
    for (const block of note.blocks) {
      const key = block.type === 'code' ? codeRunsKey(block.code, block.lang) : undefined;
      const runs = key === undefined ? undefined : knownRuns.get(key);
      if (key !== undefined && runs !== undefined) entries.set(key, runs);
    }
  }
  writeCacheFile(file, VERSION, [...entries]);
  knownWhenSaved.set(file, knownRuns.size);
}
