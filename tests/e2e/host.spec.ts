import { expect, test } from '@playwright/test';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { E2E_BUILDS } from './runner/e2e-builds.ts';
import { hostilePaths, rawGet } from './raw-request.ts';

// Runs against the built site served by nginx with deploy/nginx/site.conf (the `nginx` project of
// playwright.config.ts); E2E_BASE_URL is the same build under `npm run preview`.
const preview = process.env.E2E_BASE_URL!;

test('a note page has the security headers and is revalidated', async ({ request }) => {
  const response = await request.get('/react/105');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await response.text())?.[1];
  // The header adds who may frame the page, which a meta tag cannot say.
  expect(meta).not.toContain('frame-ancestors');
  expect(headers['content-security-policy']).toBe(`${meta!.replaceAll('&#39;', "'")}; frame-ancestors 'self'`);
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
});

test('scripts are cached for a year and sent compressed', async ({ request }) => {
  const page = await (await request.get('/react/105')).text();
  const boot = /\/assets\/boot-[\w-]+\.js/.exec(page)![0];
  // The boot script is small; the app chunk it loads is not, and has a precompressed copy.
  const app = /assets\/app-[\w-]+\.js/.exec(await (await request.get(boot)).text())![0];
  for (const [encoding, expected] of [
    ['gzip', 'gzip'],
    ['gzip, deflate, br', /^(gzip|br)$/],
  ] as const) {
    const response = await request.get(`/${app}`, { headers: { 'Accept-Encoding': encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers()['content-encoding']).toMatch(expected);
    expect(response.headers()['vary']).toBe('Accept-Encoding');
  }
});

test('the preview server sends the precompressed copies too, as a host does', async ({ request }) => {
  const page = await (await request.get(`${preview}/react/105`)).text();
  const boot = /\/assets\/boot-[\w-]+\.js/.exec(page)![0];
  const app = /assets\/app-[\w-]+\.js/.exec(await (await request.get(`${preview}${boot}`)).text())![0];
  const response = await request.get(`${preview}/${app}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(await response.text()).toBe(await (await request.get(`/${app}`, { headers: { 'Accept-Encoding': 'identity' } })).text());
});

test('an unknown path is the site 404 page with status 404; both c++ spellings are found', async ({ request }) => {
  const missing = await request.get('/no/such/page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('data-fallback');
  for (const path of ['/c++/1001', '/c%2B%2B/1001', '/c%2b%2b/1001']) expect((await request.get(path)).status(), path).toBe(200);
});

test('nginx and the preview server agree on every page: status and body; only the site may frame it', async ({ request }) => {
  const sitemap = await (await request.get(`${preview}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
  expect(paths.length).toBeGreaterThan(200);
  const queue = [
    ...paths,
    ...['/react', '/c%2B%2B/1002', '/404.html', '/nope', '/react/999', '/sitemap.xml', '/feed.xml', '/robots.txt'],
    ...['/src/try-it/sandbox.html', '/src/try-it/preview.html', '/src/try-it/nope.html'],
  ];
  // A few requests at a time: some 250 pages from each server.
  const compareNext = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const [fromNginx, fromPreview] = await Promise.all([request.get(path), request.get(`${preview}${path}`)]);
      expect(fromNginx.status(), path).toBe(fromPreview.status());
      expect((await fromNginx.body()).equals(await fromPreview.body()), `${path}: the same body`).toBe(true);
      for (const response of [fromNginx, fromPreview]) {
        expect(response.headers()['content-security-policy'], response.url()).toMatch(/(^|; )frame-ancestors 'self'$/);
        expect(response.headers()['x-frame-options'], response.url()).toBe('SAMEORIGIN');
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, compareNext));
});

test('nginx and the preview server move the same other addresses of a page, for good, to the same place', async ({ baseURL }) => {
  const moves = [
    ['/index.html', '/'],
    ['/react/index.html?from=feed', '/react?from=feed'],
    ['/react//105', '/react/105'],
    ['//evil.example/react', '/evil.example/react'],
    ['/C++/1001', '/c++/1001'],
    ['/C%2B%2B/1002', '/c++/1002'],
    ['/React/105', '/react/105'],
    ['/JavaScript', '/javascript'],
    ['/react/0101', '/react/101'],
  ];
  for (const [typed, target] of moves) {
    for (const origin of [baseURL!, preview]) {
      const response = await rawGet(origin, typed!);
      expect.soft(response.status, `${origin} ${typed}`).toBe(301);
      const location = new URL(String(response.headers.location), origin);
      expect.soft(`${location.origin}${location.pathname}${location.search}`, `${origin} ${typed}`).toBe(`${origin}${target}`);
    }
  }
  for (const path of ['/', '/react', '/react/105', '/c++/1001', '/c%2b%2b/1001', '/reactjs/0101', '/react/0']) {
    for (const origin of [baseURL!, preview]) expect.soft((await rawGet(origin, path)).status, `${origin} ${path}`).not.toBe(301);
  }
});

/** What a browser must be told each file of the build is: JavaScript modules refuse any other type under nosniff. */
const TYPES: Record<string, RegExp> = {
  '.html': /^text\/html; charset=utf-8$/,
  '.js': /^(text|application)\/javascript; charset=utf-8$/,
  '.mjs': /^(text|application)\/javascript(; charset=utf-8)?$/,
  '.css': /^text\/css; charset=utf-8$/,
  '.json': /^application\/json; charset=utf-8$/,
  '.webmanifest': /^application\/manifest\+json(; charset=utf-8)?$/,
  '.md': /^text\/markdown; charset=utf-8$/,
  '.txt': /^text\/plain; charset=utf-8$/,
  '.xml': /^(text|application)\/xml; charset=utf-8$/,
  '.svg': /^image\/svg\+xml(; charset=utf-8)?$/,
  '.png': /^image\/png$/,
  // The samples' images (public/images/).
  '.jpg': /^image\/jpeg$/,
  '.webp': /^image\/webp$/,
  '.avif': /^image\/avif$/,
  '.wasm': /^application\/wasm$/,
  // The C/C++ compiler's headers and libraries (dist/clang/): Debian's mime.types has no tar, so nginx sends its default.
  '.tar': /^application\/(x-tar|octet-stream)$/,
  '.zip': /^application\/zip$/,
};

test('every kind of file the build writes is sent with its type, by nginx and by the preview server', async ({ request }) => {
  // One file of each extension; the compressed copies are sent for their file, and _headers is read by hosts.
  const dist = path.resolve(E2E_BUILDS.default.outDir);
  const samples = new Map<string, string>();
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    const extension = path.extname(entry.name);
    if (!entry.isFile() || ['.gz', '.br', ''].includes(extension) || samples.has(extension)) continue;
    samples.set(extension, `/${path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
  }
  expect([...samples.keys()].sort()).toEqual(Object.keys(TYPES).sort());
  for (const file of [...samples.values(), '/pyodide/pyodide.mjs', '/pyodide/pyodide.asm.mjs']) {
    for (const origin of ['', preview]) {
      const response = await request.get(origin + file);
      expect(response.status(), origin + file).toBe(200);
      expect(response.headers()['content-type'], origin + file).toMatch(TYPES[path.extname(file)]!);
    }
  }
});

test("every file the build writes fits the hosts' limit of a file (Cloudflare Pages: 25 MiB)", async () => {
  const dist = path.resolve(E2E_BUILDS.default.outDir);
  const large: string[] = [];
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && (await stat(file)).size > 25 * 1024 * 1024) large.push(path.relative(dist, file));
  }
  expect(large).toEqual([]);
  // The compiler's largest files are among those served in parts.
  expect((await readdir(path.join(dist, 'clang'))).filter((name) => /\.part\d+\.(wasm|tar)$/.test(name)).length).toBeGreaterThan(2);
});

test('nginx does not say its version', async ({ request, baseURL }) => {
  for (const path of ['/', '/nope']) expect((await request.get(path)).headers()['server']).toBe('nginx');
  expect((await rawGet(baseURL!, '/%')).headers['server']).toBe('nginx');
});

test('hostile paths: nginx and the preview server answer alike, 400 or 404, and never with a file outside the build', async ({
  baseURL,
}) => {
  // Beside the built site's folder: the project's README, and a script with compressed copies.
  const secret = 'not part of the site';
  const dir = path.resolve('test-results', 'hostile-paths');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'secret.js'), secret);
  await writeFile(path.join(dir, 'secret.js.gz'), gzipSync(secret));
  await writeFile(path.join(dir, 'secret.js.br'), brotliCompressSync(secret));
  try {
    for (const target of ['README.md', 'test-results/hostile-paths/secret.js']) {
      for (const [pathname, status] of hostilePaths(target, path.resolve(target).slice(1))) {
        for (const origin of [baseURL!, preview]) {
          const response = await rawGet(origin, pathname, { 'Accept-Encoding': 'gzip, deflate, br' });
          expect.soft(response.status, `${origin} ${pathname}`).toBe(status);
          expect.soft(response.body, `${origin} ${pathname}`).not.toContain(secret);
          expect.soft(response.body, `${origin} ${pathname}`).not.toContain('Short, correct tutorial notes');
          expect.soft(response.body, `${origin} ${pathname}`).not.toContain(path.resolve('.'));
        }
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
