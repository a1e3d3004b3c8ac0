import { copyFile, mkdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import { isSandboxPage, SANDBOX_SHARED_PATHS } from './content-security-policy.ts';

/** The files of the `pyodide` package that a browser loads: the loader, the runtime, the standard library. */
export const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'];

const pyodideDir = () => path.dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));

/**
 * What the sample sandbox (src/try-it/) needs of the build and of the servers: Pyodide's runtime
 * copied from its npm package into dist/pyodide/ (so Python loads from the site itself, never a
 * CDN), and the cross-origin header that lets the sandbox's opaque origin load the site's scripts
 * and that runtime (dev server and `vite preview`; nginx and `_headers` send the same).
 */
export function tryItSandbox(): Plugin {
  return {
    name: 'study-notes:try-it-sandbox',
    // Copied by the file system once the bundle is written, not emitted through the bundler: 13 MB the
    // bundler would otherwise read, hold and write again on every build.
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

/**
 * Lets the sandbox frame (origin `null`) read what it loads from the site. On the dev server every
 * module is a separate request, so there it answers any path, but only to the site's own sandbox
 * (its referrer is the dev server itself), never to a sandboxed frame of another site.
 */
function allowSandbox(dev: boolean): Connect.NextHandleFunction {
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = request.url ?? '/';
    const shared = SANDBOX_SHARED_PATHS.some((prefix) => url.startsWith(prefix));
    const ownSandbox = request.headers.origin === 'null' && (request.headers.referer ?? '').startsWith(`http://${request.headers.host}/`);
    if (dev ? ownSandbox : shared) response.setHeader('Access-Control-Allow-Origin', dev ? 'null' : '*');
    next();
  };
}
