import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Connect, Plugin } from 'vite';
import { CLANG_FILES, CLANG_FOLDER } from '../../shared/c-family-runtime.ts';
import { PYODIDE_FILES } from '../../shared/python-runtime.ts';
import { RUNTIME_LEVELS } from '../site-build/precompress.ts';

const pyodideDir = () => path.dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
/** The folder of @yowasp/clang's parts, beside its script (gen/bundle.js). */
const clangDir = () => path.dirname(createRequire(import.meta.url).resolve('@yowasp/clang'));

/** The size of Pyodide's files, which the page names before a first Python run and counts while it downloads. */
export function pythonRuntimeBytes(): number {
  return PYODIDE_FILES.reduce((sum, file) => sum + statSync(path.join(pyodideDir(), file)).size, 0);
}

/** The size of the C/C++ compiler's files as the page receives them, which a download's progress counts to. */
export function cFamilyRuntimeBytes(): number {
  return CLANG_FILES.reduce((sum, file) => sum + statSync(path.join(clangDir(), file)).size, 0);
}

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
  { folder: 'pyodide', files: PYODIDE_FILES, from: pyodideDir },
  { folder: CLANG_FOLDER, files: CLANG_FILES, from: clangDir },
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
      for (const { folder, files, from } of RUNTIMES) {
        const outDir = path.join(options.dir, folder);
        await mkdir(outDir, { recursive: true });
        await Promise.all(files.map((file) => copyFile(path.join(from(), file), path.join(outDir, file))));
      }
    },
    configureServer(server) {
      for (const { folder, files, from } of RUNTIMES) {
        const serve: Connect.NextHandleFunction = (request, response, next) => {
          const name = path.posix.basename(new URL(request.url ?? '/', 'http://localhost').pathname);
          if (!(files as readonly string[]).includes(name)) return next();
          readFile(path.join(from(), name)).then((body) => {
            response.setHeader('Content-Type', contentType(name));
            response.end(body);
          }, next);
        };
        server.middlewares.use(`/${folder}`, serve);
      }
    },
  };
}
