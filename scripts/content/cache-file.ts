import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface CacheFile<T> {
  version: string;
  data: T;
}

/** The data of a build cache file when it was written by this version of its producer; else undefined. */
export function readCacheFile<T>(file: string, version: string): T | undefined {
  try {
    const cache = JSON.parse(readFileSync(file, 'utf8')) as CacheFile<T>;
    return cache.version === version ? cache.data : undefined;
  } catch {
    // No cache yet, or an unreadable one: the build does the work again.
    return undefined;
  }
}

/** Writes a build cache file through a temporary file and a rename: a build never reads half of one. */
export function writeCacheFile(file: string, version: string, data: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ version, data } satisfies CacheFile<unknown>));
  renameSync(temporary, file);
}
