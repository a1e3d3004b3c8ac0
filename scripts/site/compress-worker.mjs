// @ts-check
/**
 * A thread of precompress.ts: for each file it is sent, the cached copies when the cache has them,
 * else a gzip and a Brotli copy made with zlib's synchronous calls and kept in the cache. Plain
 * JavaScript, so the thread starts in milliseconds, without the TypeScript loader (half a second).
 * Synchronous calls on a few threads, not zlib's asynchronous ones: those make and free an encoder's
 * megabytes of state on the thread pool for every file, and at 10,000 notes the compression took
 * 17 s, most of it in the kernel, against 10 s on one thread so.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { parentPort, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';

/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
const EXTENSIONS = /** @type {const} */ (['gz', 'br']);

/** @type {{ cacheDir: string | undefined }} */
const { cacheDir } = workerData;

/**
 * @typedef {{ file: string, quality: number, gzipLevel: number }} Job
 * @typedef {{ compressed: number, reused: number, keys: string[] }} Report
 */

parentPort?.on('message', (/** @type {Job[]} */ jobs) => {
  /** @type {Report} */
  const report = { compressed: 0, reused: 0, keys: [] };
  for (const job of jobs) compress(job, report);
  parentPort?.postMessage(report);
});

/** @param {Job} job @param {Report} report */
function compress({ file, quality, gzipLevel }, report) {
  const content = readFileSync(file);
  if (content.length <= MIN_BYTES) return;
  report.compressed++;
  const key = `${createHash('sha256').update(content).digest('base64url')}-b${quality}-g${gzipLevel}`;
  const cached = (/** @type {string} */ extension) => path.join(cacheDir ?? '', `${key}.${extension}`);
  if (cacheDir) report.keys.push(key);
  if (cacheDir && EXTENSIONS.every((extension) => existsSync(cached(extension)))) {
    try {
      for (const extension of EXTENSIONS) linkOrCopy(cached(extension), `${file}.${extension}`);
      report.reused++;
      return;
    } catch {
      // A copy removed since it was seen: make it again.
    }
  }
  const copies = {
    gz: zlib.gzipSync(content, { level: gzipLevel }),
    br: zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  };
  for (const extension of EXTENSIONS) {
    // A new file, never the old one written over: that may be a link to another text's cached copy.
    rmSync(`${file}.${extension}`, { force: true });
    writeFileSync(`${file}.${extension}`, copies[extension]);
    if (!cacheDir) continue;
    // Through a temporary name: a build stopped halfway leaves no half-made copy under a key.
    const temporary = `${cached(extension)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    linkOrCopy(`${file}.${extension}`, temporary);
    renameSync(temporary, cached(extension));
  }
}

/**
 * `to` as a hard link to `from` (replacing it), or a copy where the file system has no links
 * between the two. Neither file is ever written in place after, only replaced.
 * @param {string} from @param {string} to
 */
function linkOrCopy(from, to) {
  rmSync(to, { force: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}
