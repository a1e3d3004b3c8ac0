import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text files worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|css|xml|svg|txt|md|json|webmanifest)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes `<file>.gz` and `<file>.br` beside every text file of the built site over 1 KB, so a host
 * (nginx's gzip_static and brotli_static, `npm run preview`) sends them without compressing on each
 * request. The hashed assets, cached for a year, get Brotli's quality 9; the pages, which change with
 * every build, quality 5. Compression runs on libuv's thread pool, two files per core at a time.
 */
export async function precompress(distDir: string): Promise<{ files: number }> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let compressed = 0;
  let next = 0;
  // A few files at a time: each Brotli encoder holds megabytes of state from the moment it is made.
  const lane = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const content = await readFile(file);
      if (content.length <= MIN_BYTES) continue;
      const hashed = path.relative(distDir, file).startsWith(`assets${path.sep}`);
      const [gz, br] = await Promise.all([
        gzip(content, { level: 9 }),
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: hashed ? 9 : 5,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      ]);
      await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
      compressed++;
    }
  };
  await Promise.all(Array.from({ length: os.availableParallelism() * 2 }, lane));
  return { files: compressed };
}
