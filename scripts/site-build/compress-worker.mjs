// @ts-check
/** A precompress.ts thread: gzip and Brotli copies with zlib's synchronous calls, an asset's kept in the cache by key (docs/performance.md). */
import { copyFileSync, linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import process from 'node:process';
import zlib from 'node:zlib';

/**
 * A file to compress at two levels; for an asset, where its copies are kept: the cache's folder and key (precompress.ts).
 * @typedef {{ file: string, quality: number, gzipLevel: number, cached?: { dir: string, key: string } }} Job
 */

/**
 * Compresses the files of a batch over `minBytes`; returns how many.
 * @param {{ jobs: Job[], minBytes: number }} batch
 */
export default function compressBatch({ jobs, minBytes }) {
  let compressed = 0;
  for (const job of jobs) {
    const content = readFileSync(job.file);
    if (content.length <= minBytes) continue;
    compress(content, job);
    compressed++;
  }
  return compressed;
}

/**
 * @param {Buffer} content
 * @param {Job} job
 */
function compress(content, { file, quality, gzipLevel, cached }) {
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
    if (cached === undefined) continue;
    // Through a temporary name, so a stopped build leaves no half copy; a link where the file system allows.
    const temporary = path.join(cached.dir, `${cached.key}.${extension}.${process.pid}-${threadId}.tmp`);
    try {
      linkSync(`${file}.${extension}`, temporary);
    } catch {
      copyFileSync(`${file}.${extension}`, temporary);
    }
    renameSync(temporary, path.join(cached.dir, `${cached.key}.${extension}`));
  }
}
