import { mkdir, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Text files worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|css|xml|svg|txt|md|json|webmanifest)$/;
// Brotli's quality 8 makes files within 0.2% of quality 9's size in a seventh of the time (on this
// site's scripts: 1,671 KB against 1,668 KB, 0.35 s against 2.4 s).
const ASSET_QUALITY = 8;
const PAGE_QUALITY = 5;
// gzip's level 6 makes the pages within 0.1% of level 9's size in half the time (1,000 pages:
// 2,327 KB against 2,325 KB, 79 ms against 153 ms); the assets, compressed once, get 9.
const ASSET_GZIP_LEVEL = 9;
const PAGE_GZIP_LEVEL = 6;
/** The files a thread is sent at a time: the threads take the next batch as they finish one. */
const BATCH_SIZE = 64;

export interface PrecompressOptions {
  /**
   * Where compressed copies are kept between builds, by the hash of what they compress: a file
   * that did not change since the last build (a hashed asset, a page of an unchanged note) is not
   * compressed again. Kept for this zlib and Brotli only; what this build did not use is removed.
   */
  cacheDir?: string;
  /** Only the files under this folder of the site (`assets`), and nothing removed from the cache: an early pass. */
  under?: string;
}

interface Report {
  compressed: number;
  reused: number;
  keys: string[];
}

/**
 * Writes `<file>.gz` and `<file>.br` beside every text file of the built site over 1 KB, so a host
 * (nginx's gzip_static and brotli_static, `npm run preview`) sends them without compressing on each
 * request. The hashed assets, cached for a year, get Brotli's quality 8 and gzip's level 9; the pages,
 * which change with every build, quality 5 and level 6. The files are shared among a thread per core
 * (compress-worker.mjs).
 */
export async function precompress(
  distDir: string,
  { cacheDir, under }: PrecompressOptions = {},
): Promise<{ files: number; reused: number }> {
  const entries = await readdir(under === undefined ? distDir : path.join(distDir, under), { recursive: true, withFileTypes: true });
  const jobs = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const asset = path.relative(distDir, file).startsWith(`assets${path.sep}`);
      return { file, quality: asset ? ASSET_QUALITY : PAGE_QUALITY, gzipLevel: asset ? ASSET_GZIP_LEVEL : PAGE_GZIP_LEVEL };
    });
  const versionDir = cacheDir === undefined ? undefined : await openCache(cacheDir);
  const batches: (typeof jobs)[] = [];
  for (let start = 0; start < jobs.length; start += BATCH_SIZE) batches.push(jobs.slice(start, start + BATCH_SIZE));

  const total: Report = { compressed: 0, reused: 0, keys: [] };
  const threads = Math.min(os.availableParallelism(), batches.length);
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(new URL('./compress-worker.mjs', import.meta.url), { workerData: { cacheDir: versionDir } });
      try {
        for (let batch = batches.shift(); batch; batch = batches.shift()) {
          const report = await new Promise<Report>((resolve, reject) => {
            worker.once('message', resolve);
            worker.once('error', reject);
            worker.postMessage(batch);
          });
          worker.removeAllListeners('error');
          total.compressed += report.compressed;
          total.reused += report.reused;
          total.keys.push(...report.keys);
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  if (versionDir !== undefined && under === undefined) await prune(versionDir, new Set(total.keys));
  return { files: total.compressed, reused: total.reused };
}

/**
 * The cache's folder for this zlib and Brotli, whose versions decide every copy's bytes: a gz and a
 * br file per key. Other versions' folders are of no use to this Node.
 */
async function openCache(cacheDir: string): Promise<string> {
  const version = `zlib-${process.versions.zlib}-brotli-${process.versions.brotli}`;
  const dir = path.join(cacheDir, version);
  await mkdir(dir, { recursive: true });
  for (const other of await readdir(cacheDir))
    if (other !== version) await rm(path.join(cacheDir, other), { recursive: true, force: true });
  return dir;
}

/** Removes the copies this build did not use, and what stopped builds left. */
async function prune(dir: string, used: ReadonlySet<string>) {
  for (const name of await readdir(dir)) {
    const key = name.replace(/\.(gz|br)$/, '');
    if (!used.has(key)) await rm(path.join(dir, name), { force: true });
  }
}
