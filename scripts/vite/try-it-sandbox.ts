import { statSync } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PYODIDE_FILES, type PyodideFile } from '../../shared/python-runtime.ts';

const pyodideDir = () => path.dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));

/** The size of Pyodide's files, which the page names before a first Python run and counts while it downloads. */
export function pythonRuntimeBytes(): number {
  return PYODIDE_FILES.reduce((sum, file) => sum + statSync(path.join(pyodideDir(), file)).size, 0);
}

/** Pyodide for the sandbox, copied into dist/pyodide/ and served by the dev server: Python from the site itself, never a CDN. */
export function tryItSandbox(): Plugin {
  return {
    name: 'study-notes:try-it-sandbox',
    // Copied by the file system: the bundler would read, hold and write it again on every build.
    async writeBundle(options) {
      if (options.format !== 'es' || !options.dir || this.environment?.config.consumer === 'server') return;
      const outDir = path.join(options.dir, 'pyodide');
      await mkdir(outDir, { recursive: true });
      await Promise.all(PYODIDE_FILES.map((file) => copyFile(path.join(pyodideDir(), file), path.join(outDir, file))));
    },
    configureServer(server) {
      server.middlewares.use('/pyodide', (request, response, next) => {
        const name = path.posix.basename(new URL(request.url ?? '/', 'http://localhost').pathname);
        if (!PYODIDE_FILES.includes(name as PyodideFile)) return next();
        readFile(path.join(pyodideDir(), name)).then((body) => {
          response.setHeader(
            'Content-Type',
            name.endsWith('.wasm') ? 'application/wasm' : name.endsWith('.mjs') ? 'text/javascript' : 'application/octet-stream',
          );
          response.end(body);
        }, next);
      });
    },
  };
}
