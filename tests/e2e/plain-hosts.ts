import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
};

export interface Host {
  origin: string;
  close: () => Promise<void>;
}

async function listen(server: Server, address: string): Promise<Host> {
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://${address}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The browser may still hold connections: closing would wait for them.
        server.closeAllConnections();
      }),
  };
}

/**
 * The built site as a host that sends no headers of its own serves it (GitHub Pages sends no
 * Content-Security-Policy and no frame-ancestors, lets any origin read its files, and answers a path
 * it has no file for with 404.html): what the pages themselves enforce is all that stands.
 */
export function serveWithoutHeaders(distDir: string): Promise<Host> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://host').pathname;
    const asked = path.join(distDir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    // `/react/105` is react/105/index.html, as static hosts serve it.
    const file = path.extname(asked) ? asked : path.join(asked, 'index.html');
    readFile(file).then(
      (body) => {
        response.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
        response.setHeader('Access-Control-Allow-Origin', '*');
        response.end(body);
      },
      () => {
        response.statusCode = 404;
        response.setHeader('Content-Type', TYPES['.html']!);
        readFile(path.join(distDir, '404.html')).then(
          (page) => response.end(page),
          () => response.end(),
        );
      },
    );
  });
  return listen(server, '127.0.0.1');
}

/**
 * Another website, on a second loopback address (another origin to the browser): it answers every
 * request with a page of HTML, made from the request's address when `page` is a function.
 */
export function serveOtherSite(page: string | ((url: URL) => string)): Promise<Host> {
  const server = createServer((request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(typeof page === 'string' ? page : page(new URL(request.url ?? '/', 'http://127.0.0.2')));
  });
  return listen(server, '127.0.0.2');
}
