import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
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

/** A part's bytes: the `index`th CLANG_PART_BYTES of the file, or the whole file when it is served whole. */
const partOf = (bytes: Buffer, index: number | undefined) =>
  index === undefined ? bytes : bytes.subarray(index * CLANG_PART_BYTES, (index + 1) * CLANG_PART_BYTES);

/** The compiler package's version: the page keeps its files in a cache named by it (src/try-it/c-family/compiler-files.ts). */
export function cFamilyVersion(): string {
  return (JSON.parse(readFileSync(path.join(clangDir(), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The size of the C/C++ compiler's files as their gzip copies (the build's, at its level for runtimes): what the page
 * announces. Compressing 100 MB takes seconds, so the figure is kept in `cacheDir` for the package's version.
 */
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

/**
 * The sandbox's runtimes, Pyodide and the C/C++ compiler, copied into dist/pyodide/ and dist/clang/ and served by the
 * dev server: from the site itself, never a CDN.
 */
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
            const bytes = await readFile(path.join(from(), file));
            await Promise.all(names.map((name, index) => writeFile(path.join(outDir, name), partOf(bytes, index))));
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
          readFile(path.join(from(), source.file)).then((body) => {
            response.setHeader('Content-Type', contentType(name));
            response.end(partOf(body, source.index));
          }, next);
        };
        server.middlewares.use(`/${folder}`, serve);
      }
    },
  };
}
