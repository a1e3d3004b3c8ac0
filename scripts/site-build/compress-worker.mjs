// @ts-check
/** A precompress.ts thread: gzip and Brotli copies with zlib's synchronous calls, kept in the cache by key (docs/performance.md). */
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
    // Through a temporary name, so a stopped build leaves no half copy; a link where the file system allows.
    const temporary = path.join(cacheDir, `${key}.${extension}.${process.pid}-${threadId}.tmp`);
    try {
      linkSync(`${file}.${extension}`, temporary);
    } catch {
      copyFileSync(`${file}.${extension}`, temporary);
    }
    renameSync(temporary, path.join(cacheDir, `${key}.${extension}`));
  }
}
