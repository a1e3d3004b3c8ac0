import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { preview, type Plugin, type PreviewServer } from 'vite';
import { staticPreview } from '../../../scripts/serve/static-preview.ts';
import { hostilePaths, rawGet } from '../../e2e/raw-request.ts';

const SECRET = 'not part of the site';
const SECRETS = ['secret.md', 'secret.txt', 'secret.js', 'secret.html', 'secret.json'];

/** A middleware that fails on /fail, as a read error would, with a message naming a file on the disk. */
function failingMiddleware(): Plugin {
  return {
    name: 'failing',
    configurePreviewServer(server) {
      server.middlewares.use('/fail', (_request, _response, next) => next(new Error(`EACCES: ${root}/dist/secret`)));
    },
  };
}

let root: string;
let server: PreviewServer;
let origin: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'static-preview-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'c++', '1001'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<p>home</p>');
  await writeFile(path.join(dist, '404.html'), '<p>not found</p>');
  await writeFile(path.join(dist, 'c++', '1001', 'index.html'), '<p>from c to c++</p>');
  await writeFile(path.join(dist, 'style.css'), `.note { color: red; }\n`.repeat(500));
  await writeFile(path.join(dist, 'c++', '1001.md'), '---\ntitle: From C\n---\n\nC++ – from C.\n');
  await writeFile(path.join(dist, 'llms.txt'), '# Study Notes\n\n> Notes – short.\n');
  // Files beside dist/, which no request may reach: one of each type the preview sends itself,
  // and a script with the compressed copies it would send for it.
  for (const name of SECRETS) await writeFile(path.join(root, name), SECRET);
  await writeFile(path.join(root, 'secret.js.gz'), gzipSync(SECRET));
  await writeFile(path.join(root, 'secret.js.br'), brotliCompressSync(SECRET));
  server = await preview({
    root,
    configFile: false,
    appType: 'mpa',
    logLevel: 'silent',
    plugins: [staticPreview(), failingMiddleware()],
    preview: { host: '127.0.0.1', port: 0 },
  });
  const address = server.httpServer.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

describe('the preview server', () => {
  it('serves each prerendered page at its path, encoded or not', async () => {
    for (const pathname of ['/c++/1001', '/c%2B%2B/1001', '/c++/1001/']) {
      const response = await fetch(origin + pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text()).toContain('from c to c++');
    }
  });

  it('moves another address of a page to its own for good, as nginx does (scripts/policy/moved-paths.ts)', async () => {
    for (const [pathname, target] of [
      ['/index.html', '/'],
      ['/c++//1001', '/c++/1001'],
      ['/C++/1001', '/c++/1001'],
      ['/c++/01001?from=feed', '/c++/1001?from=feed'],
    ] as const) {
      const response = await rawGet(origin, pathname);
      expect(response.status, pathname).toBe(301);
      expect(response.headers.location, pathname).toBe(target);
    }
  });

  it('serves the Markdown copies and the llms files as UTF-8 text, c++ in either spelling', async () => {
    for (const [pathname, type, text] of [
      ['/c++/1001.md', 'text/markdown; charset=utf-8', 'C++ – from C.'],
      ['/c%2B%2B/1001.md', 'text/markdown; charset=utf-8', 'C++ – from C.'],
      ['/llms.txt', 'text/plain; charset=utf-8', '> Notes – short.'],
    ] as const) {
      const response = await fetch(origin + pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type'), pathname).toBe(type);
      expect(await response.text(), pathname).toContain(text);
    }
  });

  it('answers anything else with 404.html and status 404', async () => {
    for (const pathname of ['/nope', '/c++/9999', '/assets/missing.js', '/c++/9999.md']) {
      const response = await fetch(origin + pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).toContain('not found');
    }
  });

  it('compresses what it serves for a browser that accepts gzip, as a real host does', async () => {
    const { request } = await import('node:http');
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) =>
      request(`${origin}/style.css`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        response.resume();
        resolve(response.headers);
      })
        .on('error', reject)
        .end(),
    );
    expect(headers['content-encoding']).toBe('gzip');
    const plain = await fetch(`${origin}/style.css`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('.note { color: red; }');
  });

  it('reaches no file outside dist/, however the path is encoded, and answers as nginx does', async () => {
    for (const secret of SECRETS) {
      for (const [pathname, status] of hostilePaths(secret, path.join(root, secret).slice(1))) {
        const response = await rawGet(origin, pathname, { 'Accept-Encoding': 'gzip, deflate, br' });
        expect.soft(response.body, pathname).not.toContain(SECRET);
        expect.soft(response.body, pathname).not.toContain(root);
        expect.soft(response.status, pathname).toBe(status);
      }
    }
  });

  it('answers a malformed path with a short line, not a stack trace', async () => {
    for (const pathname of ['/%', '/react/%E0%A4%A']) {
      const response = await rawGet(origin, pathname);
      expect(response.status, pathname).toBe(400);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe('Bad request.\n');
    }
  });

  it("answers any other failure with a short line, never the error's message or stack", async () => {
    const response = await rawGet(origin, '/fail');
    expect(response.status).toBe(500);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('Internal server error.\n');
  });
});
