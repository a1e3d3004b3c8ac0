import { createReadStream, createWriteStream, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { gzipSync } from 'node:zlib';
import type { Connect, Plugin } from 'vite';
import { CLANG_FILES, CLANG_FOLDER, CLANG_PART_BYTES, servedParts, type ClangFile } from '../../shared/c-family-runtime.ts';
import { PYODIDE_FILES } from '../../shared/python-runtime.ts';
import { RUNTIME_LEVELS } from '../site-build/precompress.ts';

const pyodideDir = () => path.dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
/** The folder of @yowasp/clang's parts, beside its script (gen/bundle.js). */
const clangDir = () => path.dirname(createRequire(import.meta.url).resolve('@yowasp/clang'));

/** The size of Pyodide's files, which the page names before a first Python run and counts while it downloads. */
export function pythonRuntimeBytes(): number {
  return PYODIDE_FILES.reduce((sum, file) => sum + statSync(path.join(pyodideDir(), file)).size, 0);
}

/** The size of each of the C/C++ compiler's files as the page receives it, which a download's progress counts to. */
export function cFamilyFileBytes(): Record<ClangFile, number> {
  return Object.fromEntries(CLANG_FILES.map((file) => [file, statSync(path.join(clangDir(), file)).size])) as Record<ClangFile, number>;
}

const cFamilyRuntimeBytes = () => Object.values(cFamilyFileBytes()).reduce((sum, bytes) => sum + bytes, 0);

/** The names a runtime's file is served under: itself, or (the compiler's large files) its parts in order. */
const servedNames = (file: string, from: string, inParts: boolean) =>
  inParts ? servedParts(file as ClangFile, statSync(path.join(from, file)).size) : [file];

/** A part's bytes, streamed (the largest file is 75 MB): the `index`th CLANG_PART_BYTES of the file, or the whole file. */
const readPart = (file: string, index: number | undefined) =>
  createReadStream(file, index === undefined ? {} : { start: index * CLANG_PART_BYTES, end: (index + 1) * CLANG_PART_BYTES - 1 });

/** The compiler package's version: the page keeps its files in a cache named by it (src/try-it/c-family/compiler-files.ts). */
export function cFamilyVersion(): string {
  return (JSON.parse(readFileSync(path.join(clangDir(), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/** The gzip size of the C/C++ compiler's files, which the page announces; kept in `cacheDir`, as compressing 100 MB takes seconds. */
export function cFamilyDownloadBytes(cacheDir: string): number {
  const version = cFamilyVersion();
  const cacheFile = path.join(cacheDir, 'c-family-download-bytes.json');
  const key = `${version} gzip ${RUNTIME_LEVELS.gzipLevel} ${cFamilyRuntimeBytes()}`;
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { key: string; bytes: number };
    if (cached.key === key) return cached.bytes;
  } catch {
    // No figure kept yet, or an unreadable one: compressed again below.
  }
  const bytes = CLANG_FILES.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(clangDir(), file)), { level: RUNTIME_LEVELS.gzipLevel }).length,
    0,
  );
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cacheFile, JSON.stringify({ key, bytes }));
  return bytes;
}

/** The runtimes the sandbox is handed by the page, each a folder of the site with files from a package's folder. */
const RUNTIMES = [
  { folder: 'pyodide', files: PYODIDE_FILES, from: pyodideDir, inParts: false },
  { folder: CLANG_FOLDER, files: CLANG_FILES, from: clangDir, inParts: true },
];

const contentType = (name: string) =>
  name.endsWith('.wasm') ? 'application/wasm' : name.endsWith('.mjs') ? 'text/javascript' : 'application/octet-stream';

/** The sandbox's runtimes, Pyodide and the C/C++ compiler: copied into dist/ and served by the dev server, from the site, never a CDN. */
export function tryItSandbox(): Plugin {
  return {
    name: 'study-notes:try-it-sandbox',
    // Copied by the file system: the bundler would read, hold and write them again on every build.
    async writeBundle(options) {
      if (options.format !== 'es' || !options.dir || this.environment?.config.consumer === 'server') return;
      for (const { folder, files, from, inParts } of RUNTIMES) {
        const outDir = path.join(options.dir, folder);
        await mkdir(outDir, { recursive: true });
        await Promise.all(
          files.map(async (file) => {
            const names = servedNames(file, from(), inParts);
            if (names.length === 1) return copyFile(path.join(from(), file), path.join(outDir, file));
            for (const [index, name] of names.entries())
              await pipeline(readPart(path.join(from(), file), index), createWriteStream(path.join(outDir, name)));
          }),
        );
      }
    },
    configureServer(server) {
      for (const { folder, files, from, inParts } of RUNTIMES) {
        const served = new Map(
          files.flatMap((file) => {
            const names = servedNames(file, from(), inParts);
            return names.map((name, index) => [name, { file, index: names.length > 1 ? index : undefined }] as const);
          }),
        );
        const serve: Connect.NextHandleFunction = (request, response, next) => {
          const name = path.posix.basename(new URL(request.url ?? '/', 'http://localhost').pathname);
          const source = served.get(name);
          if (!source) return next();
          response.setHeader('Content-Type', contentType(name));
          pipeline(readPart(path.join(from(), source.file), source.index), response).catch(next);
        };
        server.middlewares.use(`/${folder}`, serve);
      }
    },
  };
}
