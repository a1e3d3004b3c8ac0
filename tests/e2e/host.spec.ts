import { expect, test } from '@playwright/test';

// Runs against the built site served by nginx with deploy/nginx/site.conf (the `nginx` project of
// playwright.config.ts); E2E_BASE_URL is the same build under `npm run preview`.
const preview = process.env.E2E_BASE_URL!;

test('a note page has the security headers and is revalidated', async ({ request }) => {
  const response = await request.get('/react/105');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await response.text())?.[1];
  expect(headers['content-security-policy']).toBe(meta!.replaceAll('&#39;', "'"));
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

test('nginx and the preview server agree on every page: status and body', async ({ request }) => {
  const sitemap = await (await request.get(`${preview}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
  expect(paths.length).toBeGreaterThan(200);
  const queue = [...paths, '/react', '/c%2B%2B/1002', '/404.html', '/nope', '/react/999', '/sitemap.xml', '/feed.xml', '/robots.txt'];
  // A few requests at a time: some 250 pages from each server.
  const compareNext = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const [fromNginx, fromPreview] = await Promise.all([request.get(path), request.get(`${preview}${path}`)]);
      expect(fromNginx.status(), path).toBe(fromPreview.status());
      expect((await fromNginx.body()).equals(await fromPreview.body()), `${path}: the same body`).toBe(true);
    }
  };
  await Promise.all(Array.from({ length: 6 }, compareNext));
});
