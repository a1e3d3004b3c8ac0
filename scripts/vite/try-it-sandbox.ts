import { copyFile, mkdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import { isSandboxPage, SANDBOX_SHARED_PATHS } from '../policy/content-security-policy.ts';

/** The files of the `pyodide` package that a browser loads: the loader, the runtime, the standard library. */
export const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'];

const pyodideDir = () => path.dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));

/**
 * What the sample sandbox needs of the build and servers: Pyodide copied into dist/pyodide/ (Python from the
 * site itself, never a CDN), and the header that lets its opaque origin load the site's scripts.
 */
export function tryItSandbox(): Plugin[] {
  return [tryItDevWorker(), sandboxFiles()];
}

/** The run worker as the dev server serves it to the sandbox (see tryItDevWorker). */
const DEV_WORKER_PATH = '/@try-it/run-worker.js';
const WORKER_URL_IMPORT = /[\\/]src[\\/]try-it[\\/]run-worker\.ts\?worker&url$/;

/**
 * The dev server's run worker as one classic script, bundled by esbuild on each request: Chromium fetches
 * no module worker in a sandboxed frame.
 */
function tryItDevWorker(): Plugin {
  return {
    name: 'study-notes:try-it-dev-worker',
    apply: 'serve',
    enforce: 'pre',
    load(id) {
      if (WORKER_URL_IMPORT.test(id)) return `export default ${JSON.stringify(DEV_WORKER_PATH)};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_WORKER_PATH, (_request, response, next) => {
        const entry = path.join(server.config.root, 'src', 'try-it', 'run-worker.ts');
        import('esbuild')
          .then(({ build }) =>
            build({ entryPoints: [entry], bundle: true, format: 'iife', target: 'es2022', write: false, logLevel: 'silent' }),
          )
          .then(({ outputFiles }) => {
            response.setHeader('Content-Type', 'text/javascript');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(outputFiles[0]!.text);
          }, next);
      });
    },
  };
}

function sandboxFiles(): Plugin {
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
    // The site's one stylesheet goes into every page the build writes; the sandbox has no use for it.
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => (isSandboxPage(context.path) ? html.replace(/\s*<link rel="stylesheet"[^>]*>/g, '') : html),
    },
    configureServer(server) {
      server.middlewares.use(allowSandbox(true));
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
      server.middlewares.use(allowSandbox(false));
    },
  };
}

/** The sandbox pages' own scripts, which Chromium requests with no Referer: shared with any sandboxed frame, they export nothing. */
const DEV_SANDBOX_ENTRIES = [
  '/@vite/client',
  '/src/try-it/sandbox-main.ts',
  '/src/try-it/preview-main.ts',
  '/src/try-it/react-check-main.ts',
];

/**
 * Lets the sandbox frame (origin `null`) read what it loads; on the dev server, any path, but only for the
 * site's own sandbox (its referrer is the dev server), never another site's sandboxed frame.
 */
function allowSandbox(dev: boolean): Connect.NextHandleFunction {
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = request.url ?? '/';
    const shared = SANDBOX_SHARED_PATHS.some((prefix) => url.startsWith(prefix));
    const { origin, referer, host } = request.headers;
    const ownSandbox =
      origin === 'null' &&
      (referer === undefined ? DEV_SANDBOX_ENTRIES.includes(url.split('?')[0]!) : referer.startsWith(`http://${host}/`));
    if (shared || (dev && ownSandbox)) response.setHeader('Access-Control-Allow-Origin', dev ? 'null' : '*');
    next();
  };
}
