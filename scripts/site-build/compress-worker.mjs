// @ts-check
/**
 * A thread of precompress.ts (worker-pool.ts): writes a gzip and a Brotli copy of each file it is sent, made with
 * zlib's synchronous calls, and keeps them in the cache under the file's key. Plain JavaScript, so the thread starts in milliseconds, without the
 * TypeScript loader (half a second). Synchronous calls on a thread per core, not zlib's asynchronous
 * ones: those make and free an encoder's megabytes of state on the thread pool for every file, and
 * compressing 30,000 files (10,000 notes) took 28 s so, most of it in the kernel, against 10 s.
 */
import { copyFileSync, linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import process from 'node:process';
import zlib from 'node:zlib';

/**
 * A file to compress, and its key in the cache: the hash of its text and the two levels.
 * @typedef {{ file: string, quality: number, gzipLevel: number, key: string }} Job
 */

/**
 * Compresses a batch of files; `cacheDir` is the cache's folder for this zlib and Brotli
 * (precompress.ts), or undefined for none.
 * @param {{ jobs: Job[], cacheDir: string | undefined }} batch
 */
export default function compressBatch({ jobs, cacheDir }) {
  for (const job of jobs) compress(job, cacheDir);
}

/**
 * @param {Job} job
 * @param {string | undefined} cacheDir
 */
function compress({ file, quality, gzipLevel, key }, cacheDir) {
  const content = readFileSync(file);
  const copies = {
    gz: zlib.gzipSync(content, { level: gzipLevel }),
    br: zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  };
  for (const [extension, copy] of Object.entries(copies)) {
    // A new file, never the old one written over: that may be a link to another text's cached copy.
    rmSync(`${file}.${extension}`, { force: true });
    writeFileSync(`${file}.${extension}`, copy);
    if (cacheDir === undefined) continue;
    // Through a temporary name: a build stopped halfway leaves no half-made copy under a key. A link
    // where the file system allows: creating a file is most of the cost of a small one here.
    const temporary = path.join(cacheDir, `${key}.${extension}.${process.pid}-${threadId}.tmp`);
    try {
      linkSync(`${file}.${extension}`, temporary);
    } catch {
      copyFileSync(`${file}.${extension}`, temporary);
    }
    renameSync(temporary, path.join(cacheDir, `${key}.${extension}`));
  }
}
