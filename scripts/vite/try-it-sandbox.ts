import { copyFile, mkdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import { SANDBOX_SHARED_PATHS } from '../policy/content-security-policy.ts';

/** The files of the `pyodide` package that a browser loads: the loader, the runtime, the standard library. */
export const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'];

const pyodideDir = () => path.dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));

/**
 * Pyodide for the sample sandbox, copied into dist/pyodide/ and served by the dev server (Python from the
 * site itself, never a CDN), with the header that lets the sandbox's opaque origin read it.
 */
export function tryItSandbox(): Plugin {
  return {
    name: 'study-notes:try-it-sandbox',
    // Copied by the file system, not emitted through the bundler, which would read, hold and write it again
    // on every build (docs/performance.md).
    async writeBundle(options) {
      if (options.format !== 'es' || !options.dir || this.environment?.config.consumer === 'server') return;
      const outDir = path.join(options.dir, 'pyodide');
      await mkdir(outDir, { recursive: true });
      await Promise.all(PYODIDE_FILES.map((file) => copyFile(path.join(pyodideDir(), file), path.join(outDir, file))));
    },
    configureServer(server) {
      server.middlewares.use(allowSandbox);
      server.middlewares.use('/pyodide', (request, response, next) => {
        const name = path.posix.basename(new URL(request.url ?? '/', 'http://localhost').pathname);
        if (!PYODIDE_FILES.includes(name)) return next();
        readFile(path.join(pyodideDir(), name)).then((body) => {
          response.setHeader(
            'Content-Type',
            name.endsWith('.wasm') ? 'application/wasm' : name.endsWith('.mjs') ? 'text/javascript' : 'application/octet-stream',
          );
          response.end(body);
        }, next);
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use(allowSandbox);
    },
  };
}

/** Lets the sandbox frame (origin `null`) read the public files it loads. */
const allowSandbox: Connect.NextHandleFunction = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
  const url = request.url ?? '/';
  if (SANDBOX_SHARED_PATHS.some((prefix) => url.startsWith(prefix))) response.setHeader('Access-Control-Allow-Origin', '*');
  next();
};
