import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startWorkerPool } from '../compiler/threads/worker-pool.ts';
import { CLANG_FOLDER } from '../../shared/c-family-runtime.ts';
import type compressBatch from './compress-worker.mjs';
import type { Job } from './compress-worker.mjs';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|xml|svg|txt|md|json|webmanifest)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
// Brotli 8 and gzip 9 for the assets, compressed once; 5 and 6 for the pages, near the top levels' size (docs/performance.md).
const ASSET_LEVELS = { quality: 8, gzipLevel: 9 };
const PAGE_LEVELS = { quality: 5, gzipLevel: 6 };
/** The runtimes' large files: cached as the assets are, at the pages' levels, as the top ones would take a minute at 100 MB. */
export const RUNTIME_LEVELS = PAGE_LEVELS;
const ASSETS = 'assets';
const EXTENSIONS = ['gz', 'br'] as const;
/** The files a thread is sent at a time: the threads take the next batch as they finish one. */
const BATCH_SIZE = 64;

/** The build's files kept with the packages (node_modules/.cache): a copy of the project shares node_modules, not .cache. */
export const packageCacheDir = (rootDir: string) => path.join(rootDir, 'node_modules', '.cache', 'study-notes');

export interface PrecompressOptions {
  /** Where the assets' copies are kept between builds by the hash of what they compress, for this zlib and Brotli; unused ones are removed. */
  cacheDir?: string;
  /** Where the runtimes' copies are kept, if not in `cacheDir`: node_modules/.cache, which copies of the project share (100 MB). */
  runtimeCacheDir?: string;
  /** The files under assets/ (the build's early pass, while the pages are written), the others, or (by default) both. */
  part?: 'assets' | 'pages';
}

/**
 * Writes `.gz` and `.br` copies beside each text file over 1 KB for hosts to send as they are, on a thread per core.
 * Only the assets' copies are cached: compressing a page again costs less than hashing and linking it (docs/performance.md).
 */
export async function precompress(
  distDir: string,
  { cacheDir, runtimeCacheDir, part }: PrecompressOptions = {},
): Promise<{ files: number; reused: number }> {
  const jobs: Job[] = [];
  let reused = 0;
  if (part !== 'pages') {
    const assetCache = cacheDir === undefined ? undefined : await openCache(cacheDir);
    const runtimeCache = runtimeCacheDir === undefined ? assetCache : await openCache(runtimeCacheDir);
    // The C/C++ compiler's WebAssembly and tar, but their compressed copies.
    const runtimeFiles = await filesUnder(path.join(distDir, CLANG_FOLDER), (name) => !/\.(gz|br)$/.test(name));
    const files = [
      ...(await filesUnder(path.join(distDir, ASSETS))).map((file) => ({ file, levels: ASSET_LEVELS, cache: assetCache })),
      ...runtimeFiles.map((file) => ({ file, levels: RUNTIME_LEVELS, cache: runtimeCache })),
    ];
    for (const { file, levels, cache } of files) {
      const content = readFileSync(file);
      if (content.length <= MIN_BYTES) continue;
      const key = `${createHash('sha256').update(content).digest('base64url')}-b${levels.quality}-g${levels.gzipLevel}`;
      // The thread keeps the copies it makes under the key (compress-worker.mjs).
      if (cache?.place(key, file)) reused++;
      else jobs.push({ file, ...levels, cached: cache && { dir: cache.dir, key } });
      cache?.use(key);
    }
    await assetCache?.prune();
    if (runtimeCache !== assetCache) await runtimeCache?.prune();
  }
  if (part !== 'assets') {
    // Not read here: the thread that compresses a page reads it, and skips it when small.
    for (const entry of await readdir(distDir, { withFileTypes: true })) {
      const at = path.join(distDir, entry.name);
      if (entry.isDirectory() && entry.name !== ASSETS) for (const file of await filesUnder(at)) jobs.push({ file, ...PAGE_LEVELS });
      else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) jobs.push({ file: at, ...PAGE_LEVELS });
    }
  }
  return { files: reused + (await compressOnThreads(jobs)), reused };
}

/** The files under `dir` (by default the text files), at any depth; none when it does not exist. */
async function filesUnder(dir: string, test = (name: string) => COMPRESSIBLE.test(name)): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses the jobs on a thread per core; resolves to the number of files compressed (those over MIN_BYTES). */
async function compressOnThreads(jobs: readonly Job[]): Promise<number> {
  const batches: Job[][] = [];
  for (let start = 0; start < jobs.length; start += BATCH_SIZE) batches.push(jobs.slice(start, start + BATCH_SIZE));
  if (batches.length === 0) return 0;
  // Plain JavaScript: a thread starts without this process's TypeScript loader (worker-pool.ts).
  const pool = startWorkerPool<typeof compressBatch>(
    new URL('./compress-worker.mjs', import.meta.url),
    Math.min(os.availableParallelism(), batches.length),
  );
  try {
    const counts = await Promise.all(batches.map((batch) => pool.run({ jobs: batch, minBytes: MIN_BYTES })));
    return counts.reduce((sum, count) => sum + count, 0);
  } finally {
    await pool.close();
  }
}

/** The cache: a folder per zlib and Brotli version; the site's copies are hard links to it, replaced but never written in place. */
async function openCache(cacheDir: string) {
  const version = `zlib-${process.versions.zlib}-brotli-${process.versions.brotli}`;
  const dir = path.join(cacheDir, version);
  await mkdir(dir, { recursive: true });
  // Other versions' folders are of no use to this Node.
  for (const other of await readdir(cacheDir))
    if (other !== version) await rm(path.join(cacheDir, other), { recursive: true, force: true });
  const stored = new Set(await readdir(dir));
  const used = new Set<string>();
  return {
    /** The folder of the copies, where the threads keep the ones they make. */
    dir,
    /** Puts the cached copies of `key` beside `file`; false when the cache has none. */
    place(key: string, file: string): boolean {
      const names = EXTENSIONS.map((extension) => `${key}.${extension}`);
      if (!names.every((name) => stored.has(name))) return false;
      try {
        for (const extension of EXTENSIONS) linkOrCopy(path.join(dir, `${key}.${extension}`), `${file}.${extension}`);
        return true;
      } catch {
        return false;
      }
    },
    /** Keeps the copies of `key` through the prune. */
    use(key: string) {
      for (const extension of EXTENSIONS) used.add(`${key}.${extension}`);
    },
    async prune() {
      for (const name of await readdir(dir)) if (!used.has(name)) await rm(path.join(dir, name), { force: true });
    },
  };
}

/** `to` as a hard link to `from` (replacing it), or a copy where the file system has no links between the two. */
function linkOrCopy(from: string, to: string) {
  rmSync(to, { force: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}
