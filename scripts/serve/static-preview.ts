import compression from 'compression';
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import { movedPath, movedRules } from '../policy/moved-paths.ts';
import { readRequestPath } from '../policy/request-path.ts';

/** Makes `vite preview` serve dist/ as a plain static host and nginx do, so measurements of the preview see what a reader gets. */
export function staticPreview(): Plugin {
  let outDir = 'dist';
  const moves = movedRules();
  return {
    name: 'study-notes:static-preview',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      // First, so no later middleware reads a path outside dist/ or serves a page under another address.
      server.middlewares.use((request, response, next) => {
        const target = readRequestPath(request.url ?? '/');
        if (!('path' in target)) {
          if (target.status === 404) return void sendNotFound(outDir, request, response);
          return sendText(response, 400, 'Bad request.');
        }
        const moved = request.url?.startsWith('/') ? movedPath(request.url, moves) : undefined;
        if (moved === undefined) return next();
        response.setHeader('Location', moved);
        sendText(response, 301, 'Moved permanently.');
      });
      // The build's .br and .gz copies, as a host of precompressed files sends them (text files with their charset).
      server.middlewares.use((request, response, next) => {
        serveBuiltFile(outDir, request, response).then((served) => served || next(), next);
      });
      // Before the static files, to compress the ones the build left plain (Express's types, which extend connect's).
      server.middlewares.use(compression() as unknown as Connect.NextHandleFunction);
      return () => {
        server.middlewares.use(async (request, response, next) => {
          if (request.method !== 'GET' && request.method !== 'HEAD') return next();
          const pathname = requestedPath(request);
          if (pathname === undefined || (await isFile(path.join(outDir, pathname)))) return next();
          // `/react/101` is served from react/101/index.html, as static hosts do.
          const index = path.posix.join(pathname, 'index.html');
          if (await isFile(path.join(outDir, index))) {
            request.url = index;
            return next();
          }
          await sendNotFound(outDir, request, response);
        });
        // Last: a failure is logged and the browser gets a line, not the stack.
        server.middlewares.use(
          (error: unknown, _request: Connect.IncomingMessage, response: ServerResponse, next: Connect.NextFunction) => {
            if (response.headersSent) return next(error);
            server.config.logger.error(String(error instanceof Error ? (error.stack ?? error) : error));
            sendText(response, 500, 'Internal server error.');
          },
        );
      };
    },
  };
}

/** The type each text file of the build (and the C/C++ compiler's tar, precompressed too) is sent with, as a host sends it. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.tar': 'application/x-tar',
};

// Files the static server would send without their charset (or, for Markdown, as it guesses), or without a type (tar).
const SENT_AS_TEXT = new Set(['.txt', '.md', '.tar']);

/** Sends the build's `.br` or `.gz` copy when the browser accepts it, and the plain text files with their charset. */
async function serveBuiltFile(outDir: string, request: Connect.IncomingMessage, response: ServerResponse): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = requestedPath(request);
  if (pathname === undefined) return false;
  const candidates = [path.join(outDir, pathname), path.join(outDir, pathname, 'index.html')];
  const file = (await Promise.all(candidates.map(async (candidate) => ((await isFile(candidate)) ? candidate : undefined)))).find(Boolean);
  const type = file && CONTENT_TYPES[path.extname(file)];
  if (!file || !type) return false;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  for (const [encoding, extension] of Object.entries({ br: '.br', gzip: '.gz' })) {
    if (!new RegExp(`\\b${encoding}\\b`).test(accepted) || !(await isFile(file + extension))) continue;
    send(request, response, type, await readFile(file + extension), encoding);
    return true;
  }
  if (!SENT_AS_TEXT.has(path.extname(file))) return false;
  send(request, response, type, await readFile(file));
  return true;
}

function send(request: Connect.IncomingMessage, response: ServerResponse, type: string, body: Buffer, encoding?: string) {
  response.statusCode = 200;
  response.setHeader('Content-Type', type);
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.length);
  response.setHeader('Vary', 'Accept-Encoding');
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The decoded path of a request; none for one the first middleware answered. */
function requestedPath(request: Connect.IncomingMessage): string | undefined {
  const target = readRequestPath(request.url ?? '/');
  return 'path' in target ? target.path : undefined;
}

/** dist/404.html with status 404, or a line if the build has none. */
async function sendNotFound(outDir: string, request: Connect.IncomingMessage, response: ServerResponse) {
  const page = await readFile(path.join(outDir, '404.html')).catch(() => undefined);
  if (!page) return sendText(response, 404, 'Not found.');
  response.statusCode = 404;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.end(request.method === 'HEAD' ? undefined : page);
}

function sendText(response: ServerResponse, status: number, text: string) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end(`${text}\n`);
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}
