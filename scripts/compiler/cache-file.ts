import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
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

/** A hash of `extra`, then of each named file and each file `include` picks under the named folders; a missing one hashes as empty. */
export function hashProjectFiles(
  rootDir: string,
  inputs: readonly string[],
  { extra = [], include = () => true }: { extra?: readonly string[]; include?: (file: string) => boolean } = {},
): string {
  const hash = createHash('sha1');
  for (const value of extra) hash.update(value).update('\0');
  for (const input of inputs) {
    const absolute = path.join(rootDir, input);
    const files = statSync(absolute, { throwIfNoEntry: false })?.isDirectory()
      ? readdirSync(absolute, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)))
          .filter(include)
          .sort()
      : [input];
    for (const file of files) {
      hash.update(file).update('\0');
      hash.update(readIfExists(path.join(rootDir, file)));
      hash.update('\0');
    }
  }
  return hash.digest('base64url');
}

function readIfExists(file: string): Buffer | string {
  try {
    return readFileSync(file);
  } catch {
    return '';
  }
}
