import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';

// Another site, on a second loopback address (another origin to the browser), whose page frames
// the site's: /frame?src=<address> is a page with that address in an iframe.
let otherSite: Server;
let otherOrigin: string;

test.beforeAll(async () => {
  otherSite = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://127.0.0.2').searchParams.get('src') ?? '';
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><title>Another site</title><iframe src="${encodeURI(src)}"></iframe>`);
  });
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.2', resolve));
  const address = otherSite.address();
  otherOrigin = `http://127.0.0.2:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => otherSite.close(resolve));
});

test('another site cannot frame the site: no page, sandbox page or 404 page loads in its frame', async ({ page, baseURL }) => {
  let refusals = 0;
  page.on('console', (message) => {
    if (message.text().includes(`violates the following Content Security Policy directive: "frame-ancestors 'self'"`)) refusals += 1;
  });
  for (const path of ['/', '/react/105', '/src/try-it/sandbox.html', '/src/try-it/preview.html', '/nope']) {
    const before = refusals;
    await page.goto(`${otherOrigin}/frame?src=${encodeURIComponent(new URL(path, baseURL).href)}`);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
    // The browser puts its own error page in the frame instead of the site's, and says why.
    await expect.poll(() => frame.url(), path).toBe('chrome-error://chromewebdata/');
    await expect.poll(() => refusals, path).toBeGreaterThan(before);
  }
});
