import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startWorkerPool } from '../compiler/threads/worker-pool.ts';
import type compressBatch from './compress-worker.mjs';
import type { Job } from './compress-worker.mjs';

/** Text files worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|xml|svg|txt|md|json|webmanifest)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
// Brotli 8 and gzip 9 for the assets, compressed once; 5 and 6 for the pages, near the top levels' size (docs/performance.md).
const ASSET_QUALITY = 8;
const PAGE_QUALITY = 5;
const ASSET_GZIP_LEVEL = 9;
const PAGE_GZIP_LEVEL = 6;
const EXTENSIONS = ['gz', 'br'] as const;
/** The files a thread is sent at a time: the threads take the next batch as they finish one. */
const BATCH_SIZE = 64;

export interface PrecompressOptions {
  /** Where copies are kept between builds by the hash of what they compress, for this zlib and Brotli; unused ones are removed. */
  cacheDir?: string;
  /** Only the files under this folder of the site (`assets`), and nothing removed from the cache: an early pass. */
  under?: string;
}

/** Writes `.gz` and `.br` copies beside each text file over 1 KB for hosts to send as they are, on a thread per core. */
export async function precompress(
  distDir: string,
  { cacheDir, under }: PrecompressOptions = {},
): Promise<{ files: number; reused: number }> {
  const entries = await readdir(under === undefined ? distDir : path.join(distDir, under), { recursive: true, withFileTypes: true });
  const cache = cacheDir === undefined ? undefined : await openCache(cacheDir);
  const missing: Job[] = [];
  let files = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    if (content.length <= MIN_BYTES) continue;
    files++;
    const asset = path.relative(distDir, file).startsWith(`assets${path.sep}`);
    const [quality, gzipLevel] = asset ? [ASSET_QUALITY, ASSET_GZIP_LEVEL] : [PAGE_QUALITY, PAGE_GZIP_LEVEL];
    const key = `${createHash('sha256').update(content).digest('base64url')}-b${quality}-g${gzipLevel}`;
    // The worker keeps the copies it makes under the key (compress-worker.mjs).
    if (!cache?.place(key, file)) missing.push({ file, quality, gzipLevel, key });
    cache?.use(key);
  }

  const batches: Job[][] = [];
  for (let start = 0; start < missing.length; start += BATCH_SIZE) batches.push(missing.slice(start, start + BATCH_SIZE));
  if (batches.length > 0) {
    // Plain JavaScript: a thread starts without this process's TypeScript loader (worker-pool.ts).
    const pool = startWorkerPool<typeof compressBatch>(
      new URL('./compress-worker.mjs', import.meta.url),
      Math.min(os.availableParallelism(), batches.length),
    );
    try {
      await Promise.all(batches.map((jobs) => pool.run({ jobs, cacheDir: cache?.dir })));
    } finally {
      await pool.close();
    }
  }
  if (under === undefined) await cache?.prune();
  return { files, reused: files - missing.length };
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
